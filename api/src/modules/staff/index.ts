/** The staff module as the rest of the API sees it: its routes only (decision 0041). */
import type { ApiModule } from "../module.js";
import { staffRoutes } from "./routes.js";

/** The staff module as the process registers it: its name, routes and jobs (decision 0040). */
export const staffModule = { name: "staff", routes: staffRoutes } satisfies ApiModule;
