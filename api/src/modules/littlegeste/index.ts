/** The littlegeste module (issue 28): labels, receiving and grading parcels, resold pieces. */
import type { ApiModule } from "../module.js";
import { littlegesteJobs } from "./jobs.js";
import { littlegesteRoutes } from "./routes.js";
export { enqueueResoldPieces, RESOLD_PIECES_JOB } from "./jobs.js";

/** The littlegeste module as the process registers it. */
export const littlegesteModule = {
  name: "littlegeste",
  routes: littlegesteRoutes,
  jobs: littlegesteJobs,
} satisfies ApiModule;
