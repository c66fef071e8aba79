/** The orders module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { ordersRoutes } from "./routes.js";
import { ordersJobs } from "./sweep.js";

/** The orders module as the process registers it: its name, routes and jobs (decision 0040). */
export const ordersModule = { name: "orders", routes: ordersRoutes, jobs: ordersJobs } satisfies ApiModule;
