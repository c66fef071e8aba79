/** The box-to-come module (subscriptions and requests) as the rest of the API sees it. */
export { malleRoutes } from "./routes.js";
export { malleJobs } from "./jobs.js";
