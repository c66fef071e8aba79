/**
 * Giving up an order whose payment page the shopper left (they came back to the shop or the
 * checkout without paying): everything goes back at once — the lines to the cart, the units, the
 * code, the gift card and the wallet — instead of waiting for the provider's expiry or the sweep.
 */
import { eq } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { orders, type Order } from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";
import { cancelUnpaidOrder, type CheckoutSteps } from "./checkout/index.js";

const UNPAID: Order["status"][] = ["PENDING_PAYMENT", "PAYMENT_FAILED"];

const alreadyPaid = () => ApiError.conflict("ORDER_ALREADY_PAID", "This order is paid: it can no longer be given up");

/**
 * The payment is closed at the provider and failed with payment_cancelled, which cancels the order
 * (cancelUnpaidOrder, as for a declined payment); an order without an open payment is cancelled
 * directly. Idempotent: a cancelled order answers as it is. A paid order — or one paid just before
 * the provider closed its page — answers 409 ORDER_ALREADY_PAID. A page paid afterwards all the
 * same is a late success: refunded (giveBackLatePayment).
 */
export async function abandonOrder(db: AppDatabase, steps: CheckoutSteps, order: Order): Promise<Order> {
  if (order.kind !== "SHOP") throw ApiError.notFound("Order not found");
  if (order.status !== "CANCELLED") {
    if (!UNPAID.includes(order.status)) throw alreadyPaid();
    await steps.cancelCharge(order);
    await cancelUnpaidOrder(db, order.id);
  }
  const [now] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (now!.status !== "CANCELLED") throw alreadyPaid();
  return now!;
}
