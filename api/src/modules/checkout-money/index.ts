/** The checkout-money module (codes, gift cards, wallet) as the rest of the API sees it. */
export { codeProblem, checkoutMoneyRoutes } from "./routes.js";
export {
  applyCode,
  checkBoxCode,
  findGiftCard,
  freeShippingThreshold,
  heldWalletBalance,
  moveGiftCardBalance,
  moveWallet,
} from "./service.js";
export { DemoRelayPoints, RelayPointFinder } from "./relay-points.js";
