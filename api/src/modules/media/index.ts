/** The media module as the rest of the API sees it: its routes and the drawing vocabulary (blog covers, seed rows). */
export {
  GARMENT_SHAPES,
  PATTERNS,
  THEMES,
  THEME_COLOURS,
  drawInstagramSvg,
  type AvatarStyle,
  type FlatLay,
  type GarmentShape,
  type GarmentSpec,
  type Pattern,
  type Theme,
} from "./drawings.js";
export { mediaRoutes } from "./routes.js";
