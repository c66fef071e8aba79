/**
 * The checkout as the rest of the orders module sees it (decision 0040): placing an order,
 * paying it again, cancelling it unpaid, its payment settled, the history's views, and the wiring
 * to the checkout's neighbours.
 */
export { amountToPayCents, type ChargeResult, type CheckoutSteps } from "./contract.js";
export { chargeReplay, placeOrder } from "./place.js";
export { cancelUnpaidOrder } from "./cancel.js";
export { markOrderPaid } from "./paid.js";
export { findOrder, listOrders, orderViews } from "./views.js";
export { checkoutSteps, settleShopOrder } from "./wiring.js";
