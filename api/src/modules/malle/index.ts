/** The box-to-come module (subscriptions and requests) as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { malleRoutes } from "./routes.js";
import { malleJobs } from "./jobs.js";

/** The malle module as the process registers it: its name, routes and jobs (decision 0040). */
export const malleModule = { name: "malle", routes: malleRoutes, jobs: malleJobs } satisfies ApiModule;
export { planContext, terminatePlan, type PlanContext } from "./plans.js";
