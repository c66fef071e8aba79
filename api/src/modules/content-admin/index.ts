/** The content-admin module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { contentAdminRoutes } from "./routes.js";

/** The content-admin module as the process registers it: its name, routes and jobs (decision 0040). */
export const contentAdminModule = { name: "content-admin", routes: contentAdminRoutes } satisfies ApiModule;
