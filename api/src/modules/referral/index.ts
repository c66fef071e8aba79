/** The referral module (godfathers, godsons and their reward) as the rest of the API sees it. */
export { referralRoutes } from "./routes.js";
export { linkGodson, linkGodsonSafely, resolveGodfatherEmail, rewardPaidOrder } from "./service.js";
export { enqueuePaidOrderReward, referralJobs, PAID_ORDER_REWARD_JOB } from "./jobs.js";
