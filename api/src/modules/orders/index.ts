/** The orders module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { combineJobs } from "../scheduler/index.js";
import { boxJobs } from "./box/jobs.js";
import { ordersRoutes } from "./routes.js";
import { ordersJobs } from "./sweep.js";

export { clientsWithFailedBox } from "./box/settle.js";

/**
 * The orders module as the process registers it: its name, routes and jobs (decision 0040) — the
 * unpaid-order sweep, and a delivered box's deadline, reminder and charge.
 */
export const ordersModule = {
  name: "orders",
  routes: ordersRoutes,
  jobs: combineJobs(ordersJobs, boxJobs),
} satisfies ApiModule;
