/** The checkout-money module (codes, gift cards, wallet) as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { checkoutMoneyRoutes } from "./routes.js";
export { codeProblem } from "./routes.js";
export {
  applyCode,
  checkBoxCode,
  findGiftCard,
  freeShippingThreshold,
  heldWalletBalance,
  moveGiftCardBalance,
  moveWallet,
  refundToCardElseWallet,
  walletBalance,
  type RefundPayment,
} from "./service.js";
export { DemoRelayPoints, RelayPointFinder } from "./relay-points.js";

/** The checkout-money module as the process registers it: its name, routes and jobs (decision 0040). */
export const checkoutMoneyModule = { name: "checkout-money", routes: checkoutMoneyRoutes } satisfies ApiModule;
