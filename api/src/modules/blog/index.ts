/** The blog module as the rest of the API sees it (the seed draws covers and times posts). */
export { blogCoverUrl } from "./cover.js";
export { bodyReadingMinutes } from "./reading-time.js";
export { blogRoutes } from "./routes.js";
