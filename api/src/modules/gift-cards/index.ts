/** The gift-cards module (buying, sending and redeeming a card) as the rest of the API sees it. */
export { giftCardsRoutes } from "./routes.js";
export { giftCardsJobs } from "./jobs.js";
