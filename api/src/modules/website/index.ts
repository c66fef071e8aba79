/** The website module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { websiteRoutes } from "./routes.js";
export { contentCacheFor, invalidateWebsiteContent } from "./cache.js";
export { LegalContentCodeSchema, ProfileTypeSchema, SlugSchema } from "./schemas.js";
export { loadDelays, pick, productIllustrationUrl } from "./service.js";
export { storefrontText } from "./storefront-texts.js";

/** The website module as the process registers it: its name, routes and jobs (decision 0040). */
export const websiteModule = { name: "website", routes: websiteRoutes } satisfies ApiModule;
