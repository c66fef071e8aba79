/** The content-admin module as the rest of the API sees it. */
export { contentAdminRoutes } from "./routes.js";
