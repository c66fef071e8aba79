/** The back-office dashboard module as the rest of the API sees it (decision 0044). */
import type { ApiModule } from "../module.js";
import { dashboardRoutes } from "./routes.js";
export { dashboardFigures } from "./service.js";

/** The dashboard module as the process registers it: its name, routes and jobs (decision 0040). */
export const dashboardModule = { name: "dashboard", routes: dashboardRoutes } satisfies ApiModule;
