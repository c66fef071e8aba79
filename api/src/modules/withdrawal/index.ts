/** The withdrawal module (decision 0046): the online withdrawal function and the cancellation of a subscription. */
import type { ApiModule } from "../module.js";
import { withdrawalJobs } from "./jobs.js";
import { withdrawalRoutes } from "./routes.js";

/** The withdrawal module as the process registers it: its name, routes and jobs (decision 0040). */
export const withdrawalModule = {
  name: "withdrawal",
  routes: withdrawalRoutes,
  jobs: withdrawalJobs,
} satisfies ApiModule;
