/** The catalogue module as the rest of the API sees it. */
export { catalogueRoutes } from "./routes.js";
/** Product cards of looks (Style Shuffle) and the card's schema. */
export { loadLookProductCards } from "./service.js";
export { ProductSchema } from "./schemas.js";
export { lockStock, putBackStock, stockDemand, takeStock, type StockDemand } from "./stock.js";
