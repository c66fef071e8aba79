/** The health module as the rest of the API sees it. */
export { healthRoutes } from "./routes.js";
