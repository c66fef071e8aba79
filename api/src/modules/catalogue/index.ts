/** The catalogue module as the rest of the API sees it. */
export { catalogueRoutes } from "./routes.js";
