/** The returns module (issue 26): a family's returns, their labels and its return mode. */
import type { ApiModule } from "../module.js";
import { returnsRoutes } from "./routes.js";

/** The returns module as the process registers it. */
export const returnsModule = { name: "returns", routes: returnsRoutes } satisfies ApiModule;
