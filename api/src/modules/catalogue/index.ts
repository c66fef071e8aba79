/** The catalogue module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { catalogueRoutes } from "./routes.js";
/** Product cards of looks (Style Shuffle) and the card's schema. */
export { loadLookProductCards } from "./service.js";
export { ProductSchema, SuggestionResultSchema } from "./schemas.js";
/** The preview's pieces and the pieces that could replace one (styling). */
export { loadProductCards, searchReplacementCandidates } from "./service.js";
/** A product's garment type, season and details (the back office's stock pages). */
export { setProductAttributes, type ProductAttributes } from "./attributes.js";
export {
  adjustStock,
  lockStock,
  putBackStock,
  recordStockEvent,
  stockDemand,
  takeStock,
  type StockDemand,
  type StockMovement,
} from "./stock.js";

/** The catalogue module as the process registers it: its name, routes and jobs (decision 0040). */
export const catalogueModule = { name: "catalogue", routes: catalogueRoutes } satisfies ApiModule;
