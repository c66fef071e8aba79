/** The support module as the rest of the API sees it. */
export { supportRoutes } from "./routes.js";
