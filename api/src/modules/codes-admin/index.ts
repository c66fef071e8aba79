/** The codes and gift cards administration module as the rest of the API sees it (decision 0044). */
import type { ApiModule } from "../module.js";
import { codesAdminRoutes } from "./routes.js";

/** The codes-admin module as the process registers it: its name, routes and jobs (decision 0040). */
export const codesAdminModule = { name: "codes-admin", routes: codesAdminRoutes } satisfies ApiModule;
