/** The website module as the rest of the API sees it. */
export { contentCacheFor, invalidateWebsiteContent } from "./cache.js";
export { websiteRoutes } from "./routes.js";
export { LegalContentCodeSchema, ProfileTypeSchema, SlugSchema } from "./schemas.js";
export { loadDelays, pick, productIllustrationUrl } from "./service.js";
