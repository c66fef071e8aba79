/** The profiles module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { profilesRoutes } from "./routes.js";
export { ProfileSubscriptionSchema } from "./schemas.js";
export {
  backgroundsInUse,
  checkProfileValues,
  requireOwnProfile,
  sizesGivenOn,
  syncProspectStatus,
  type ProfileValues,
} from "./service.js";

/** The profiles module as the process registers it: its name, routes and jobs (decision 0040). */
export const profilesModule = { name: "profiles", routes: profilesRoutes } satisfies ApiModule;
