/** The addresses module as the rest of the API sees it. */
export { addressesRoutes } from "./routes.js";
