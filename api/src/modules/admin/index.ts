/** The admin module as the rest of the API sees it. */
export { adminRoutes } from "./routes.js";
