/**
 * The media module as the rest of the API sees it: its routes and the drawer of flat lays (blog
 * covers). The drawing vocabulary (shapes, prints, themes…) is in domain/drawings.ts (decision 0040).
 */
export { THEME_COLOURS, drawInstagramSvg } from "./drawings.js";
export { mediaRoutes } from "./routes.js";
