/** The profiles module as the rest of the API sees it. */
export { profilesRoutes } from "./routes.js";
export { ProfileSubscriptionSchema } from "./schemas.js";
export {
  backgroundsInUse,
  checkProfileValues,
  requireOwnProfile,
  syncProspectStatus,
  type ProfileValues,
} from "./service.js";
