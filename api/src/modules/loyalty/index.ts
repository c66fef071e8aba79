/** The loyalty module (points earned and spent, coupons, the birthday offer) as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { loyaltyRoutes } from "./routes.js";
import { loyaltyJobs } from "./jobs.js";
export { personalCodeOut } from "./routes.js";
export { LOYALTY_EXPIRY_JOB } from "./jobs.js";
export { earnPoints, expirePoints, loyaltySettings, pointsBalance, programmeEntries } from "./service.js";

/** The loyalty module as the process registers it: its name, routes and jobs (decision 0040). */
export const loyaltyModule = { name: "loyalty", routes: loyaltyRoutes, jobs: loyaltyJobs } satisfies ApiModule;
