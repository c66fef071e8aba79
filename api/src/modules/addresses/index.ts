/** The addresses module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { addressesRoutes } from "./routes.js";

/** The addresses module as the process registers it: its name, routes and jobs (decision 0040). */
export const addressesModule = { name: "addresses", routes: addressesRoutes } satisfies ApiModule;
