/**
 * The media module as the rest of the API sees it: its routes and the drawer of flat lays (blog
 * covers). The drawing vocabulary (shapes, prints, themes…) is in domain/drawings.ts (decision 0040).
 */
import type { ApiModule } from "../module.js";
import { mediaRoutes } from "./routes.js";
export { THEME_COLOURS, drawInstagramSvg } from "./drawings.js";

/** The media module as the process registers it: its name, routes and jobs (decision 0040). */
export const mediaModule = { name: "media", routes: mediaRoutes } satisfies ApiModule;
