/** The returns module (issue 26): a family's returns, their labels, its return mode and their refunds. */
import type { ApiModule } from "../module.js";
import { returnsJobs } from "./refund.js";
import { returnsRoutes } from "./routes.js";

/** The returns module as the process registers it. */
export const returnsModule = { name: "returns", routes: returnsRoutes, jobs: returnsJobs } satisfies ApiModule;
