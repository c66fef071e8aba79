/** The profiles module as the rest of the API sees it. */
export { profilesRoutes } from "./routes.js";
export { requireOwnProfile } from "./service.js";
