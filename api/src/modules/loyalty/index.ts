/** The loyalty module (points earned and spent, coupons, the birthday offer) as the rest of the API sees it. */
export { loyaltyRoutes, personalCodeOut } from "./routes.js";
export { loyaltyJobs, LOYALTY_EXPIRY_JOB } from "./jobs.js";
export { earnPoints, expirePoints, loyaltySettings, pointsBalance, programmeEntries } from "./service.js";
