/** The catalogue module as the rest of the API sees it. */
export { catalogueRoutes } from "./routes.js";
/** Product cards of looks (Style Shuffle) and the card's schema. */
export { loadLookProductCards } from "./service.js";
export { ProductSchema, SuggestionResultSchema } from "./schemas.js";
/** The preview's pieces and the pieces that could replace one (styling). */
export { loadProductCards, searchReplacementCandidates } from "./service.js";
export { lockStock, putBackStock, stockDemand, takeStock, type StockDemand } from "./stock.js";
