/** The referral module (godfathers, godsons and their reward) as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { referralRoutes } from "./routes.js";
import { referralJobs } from "./jobs.js";
export { linkGodson, linkGodsonSafely, resolveGodfatherEmail, rewardPaidOrder } from "./service.js";
export { enqueuePaidOrderReward, PAID_ORDER_REWARD_JOB } from "./jobs.js";

/** The referral module as the process registers it: its name, routes and jobs (decision 0040). */
export const referralModule = { name: "referral", routes: referralRoutes, jobs: referralJobs } satisfies ApiModule;
