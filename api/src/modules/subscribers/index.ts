/** The subscribers module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { subscribersRoutes } from "./routes.js";
export { publicFormRateLimit } from "./routes.js";

/** The subscribers module as the process registers it: its name, routes and jobs (decision 0040). */
export const subscribersModule = { name: "subscribers", routes: subscribersRoutes } satisfies ApiModule;
