/** The health module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { healthRoutes } from "./routes.js";

/** The health module as the process registers it: its name, routes and jobs (decision 0040). */
export const healthModule = { name: "health", routes: healthRoutes } satisfies ApiModule;
