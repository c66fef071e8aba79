/** The admin module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { adminRoutes } from "./routes.js";

/** The admin module as the process registers it: its name, routes and jobs (decision 0040). */
export const adminModule = { name: "admin", routes: adminRoutes } satisfies ApiModule;
