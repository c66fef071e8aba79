/** The loyalty module (points earned and spent, coupons, the birthday offer) as the rest of the API sees it. */
export { loyaltyRoutes } from "./routes.js";
export { loyaltyJobs } from "./jobs.js";
