/**
 * Paying an order still waiting for its payment, from the order history (decision 0028): the
 * payment the checkout started is resumed with its own key, so the shopper gets that payment's
 * page back — never a second payment, never a second charge.
 */
import { desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDatabase } from "../../db/client.js";
import { payments, type Order } from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";
import { amountToPayCents, chargeReplay, type ChargeResult, type CheckoutSteps } from "./checkout/index.js";

const notPayable = () => ApiError.conflict("ORDER_NOT_PAYABLE", "This order is not waiting for a payment");

/**
 * The order's payment again, on the platform the shopper chose at checkout. Only a shop order
 * waiting for a payment that was started qualifies (409 ORDER_NOT_PAYABLE otherwise: paid,
 * cancelled, nothing left to pay); a provider failing answers 502 PAYMENT_UNAVAILABLE and leaves the
 * order as it is (the sweep cancels it in time).
 */
export async function resumePayment(
  db: AppDatabase,
  log: FastifyBaseLogger,
  steps: CheckoutSteps,
  order: Order,
  returnUrl: string,
): Promise<ChargeResult> {
  if (order.kind !== "SHOP" || order.status !== "PENDING_PAYMENT" || amountToPayCents(order) === 0) {
    throw notPayable();
  }
  const [started] = await db
    .select({ platform: payments.platform })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!started?.platform) throw notPayable();
  return chargeReplay(log, steps, order, { platform: started.platform, returnUrl, embedded: false });
}
