/** The styling module (the engine's inputs and output, the preview, Style Shuffle) as the rest of the API sees it. */
export { stylingRoutes } from "./routes.js";
export { stylingJobs } from "./jobs.js";
export { loadEngineInput } from "./inputs.js";
export { composeRequest, type ComposeDeps, type ComposeResult } from "./compose.js";
