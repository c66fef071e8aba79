/** The staff module as the rest of the API sees it: its routes and the audit's pruning (decisions 0041, 0044). */
import type { ApiModule } from "../module.js";
import { staffJobs } from "./audit-pruning.js";
import { staffRoutes } from "./routes.js";
export { pruneAudit } from "./audit-pruning.js";

/** The staff module as the process registers it: its name, routes and jobs (decision 0040). */
export const staffModule = { name: "staff", routes: staffRoutes, jobs: staffJobs } satisfies ApiModule;
