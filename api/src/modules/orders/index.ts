/** The orders module as the rest of the API sees it. */
export { ordersRoutes } from "./routes.js";
export { ordersJobs } from "./sweep.js";
