/** The referral module (godfathers, godsons and their reward) as the rest of the API sees it. */
export { referralRoutes } from "./routes.js";
export {
  linkGodson,
  linkGodsonSafely,
  resolveGodfatherEmail,
  rewardPaidOrder,
  rewardPaidOrderSafely,
} from "./service.js";
