/** The blog module as the rest of the API sees it (the seed draws covers and times posts). */
import type { ApiModule } from "../module.js";
import { blogRoutes } from "./routes.js";
export { blogCoverUrl } from "./cover.js";
export { bodyReadingMinutes } from "./reading-time.js";

/** The blog module as the process registers it: its name, routes and jobs (decision 0040). */
export const blogModule = { name: "blog", routes: blogRoutes } satisfies ApiModule;
