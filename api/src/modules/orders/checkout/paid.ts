/**
 * An order's payment settled: paid (once, with its confirmation e-mail), or paid after the order
 * was cancelled (refunded to the card, else to the wallet).
 */
import type { FastifyBaseLogger } from "fastify";
import { and, eq, inArray } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.js";
import { clients, orders, type Payment } from "../../../db/schema/index.js";
import { refundToCardElseWallet, type RefundPayment } from "../../checkout-money/index.js";
import { enqueuePaidOrderReward } from "../../referral/index.js";
import { enqueueResoldPieces } from "../../littlegeste/index.js";
import { enqueueMail } from "../../scheduler/index.js";
import { orderConfirmationMail } from "../mails.js";
import { orderViews } from "./views.js";

/**
 * A payment that succeeded for an order already cancelled — its page was declined and then
 * approved, paid with a second card, paid after the sweep or the shopper gave the order up: the
 * order stays cancelled (its units, code and gift card went back and may be taken again) and the
 * money goes back to the card through the provider; when the provider refuses or cannot be
 * reached, to the client's wallet at once (`REFUND`, referenced `payment:<id>`, written once),
 * logged as an error so the team can refund the card later. The payment ends REFUNDED. Runs in
 * the settling transaction; false when the order was not cancelled.
 */
export async function giveBackLatePayment(
  db: AppDatabase,
  log: FastifyBaseLogger,
  refund: RefundPayment,
  payment: Payment,
): Promise<boolean> {
  const [order] = await db
    .select({ clientId: orders.clientId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  if (order?.status !== "CANCELLED") return false;
  const facts = { orderId: payment.orderId, paymentId: payment.id, amountCents: payment.amountCents };
  const way = await refundToCardElseWallet(db, refund, payment, order.clientId, (error) =>
    log.error({ ...facts, err: error }, "late payment not refunded by the provider: credited to the client's wallet"),
  );
  if (way === "card") log.warn(facts, "payment succeeded after its order was cancelled: refunded to the card");
  return way !== false;
}

/**
 * Records that an order is paid — from the shopper's return or from the provider's webhook alone
 * (the tab was closed) — and writes the confirmation e-mail, in the language of the page the order
 * was placed from (the checkout's Accept-Language, kept on the order), to the outbox in the same
 * transaction: a crash after the commit still sends it. Idempotent: only the call that moves the
 * order to PAID enqueues it (keyed by the order); a replayed webhook returns false.
 */
export async function markOrderPaid(
  deps: { db: AppDatabase; log: FastifyBaseLogger; storefrontUrl: string },
  orderId: number,
  paymentExternalId: string,
): Promise<boolean> {
  const order = await deps.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ status: "PAID", paidAt: new Date() })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ["PENDING_PAYMENT", "PAYMENT_FAILED"])))
      .returning();
    if (!paid) return undefined;
    // Loyalty points for the order, and the godfather's reward on a godson's first paid order:
    // a job written with the status, so neither is lost to a crash nor paid twice
    await enqueuePaidOrderReward(tx, paid.id);
    // The families whose second-hand pieces this order bought are told (littlegeste)
    await enqueueResoldPieces(tx, paid.id);
    const [client] = await tx.select().from(clients).where(eq(clients.id, paid.clientId));
    if (client) {
      const view = (await orderViews(tx as AppDatabase, [paid], paid.locale))[0]!;
      await enqueueMail(
        tx as AppDatabase,
        `order-paid:${paid.id}`,
        orderConfirmationMail({
          to: client.email,
          locale: paid.locale,
          firstname: client.firstname,
          order: view,
          storefrontUrl: deps.storefrontUrl,
        }),
      );
    }
    return paid;
  });
  if (!order) return false;
  deps.log.info({ orderId, paymentExternalId }, "order paid");
  return true;
}
