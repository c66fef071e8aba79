/** The gift-cards module (buying, sending and redeeming a card) as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { giftCardsRoutes } from "./routes.js";
import { giftCardsJobs } from "./jobs.js";

/** The gift-cards module as the process registers it: its name, routes and jobs (decision 0040). */
export const giftCardsModule = { name: "gift-cards", routes: giftCardsRoutes, jobs: giftCardsJobs } satisfies ApiModule;
