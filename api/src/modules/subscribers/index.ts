/** The subscribers module as the rest of the API sees it. */
export { subscribersRoutes } from "./routes.js";
