/** The styling module (the engine's inputs and output, the preview, Style Shuffle) as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { stylingRoutes } from "./routes.js";
import { stylingJobs } from "./jobs.js";
export { loadEngineInput } from "./inputs.js";
export { composeRequest, type ComposeDeps, type ComposeResult } from "./compose.js";

/** The styling module as the process registers it: its name, routes and jobs (decision 0040). */
export const stylingModule = { name: "styling", routes: stylingRoutes, jobs: stylingJobs } satisfies ApiModule;
