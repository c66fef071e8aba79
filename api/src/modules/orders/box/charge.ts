/**
 * Charging a declared box (decision 0047): off-session, to the method saved at booking (else the
 * client's default), through `app.payments` under the box's idempotency key — written with the
 * declaration, before the first attempt — so a double click, the job's replay after a crash or a
 * replayed webhook reach the provider with the same key and never charge twice. A refusal puts the
 * box in PAYMENT_FAILED (an e-mail, a banner on every account page, no next box composed); the
 * family pays on /infos/failed-payment/{orderId}, each attempt keyed by the failure it answers.
 */
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.js";
import { clients, orders, paymentMethods, payments, requests, type Order } from "../../../db/schema/index.js";
import { ApiError } from "../../../plugins/errors.js";
import { refundToCardElseWallet } from "../../checkout-money/index.js";
import type { PaymentEventHandler, PaymentResult, Payments, Platform } from "../../payments/index.js";
import { enqueuePaidOrderReward } from "../../referral/index.js";
import { enqueueMail } from "../../scheduler/index.js";
import { boxPaidMail, boxPaymentFailedMail } from "./mails.js";
import { boxChargeKey, ownBox } from "./settle.js";

/** The code a box gets when there is no saved method left to charge. */
export const NO_PAYMENT_METHOD = "no_payment_method";

type Deps = { db: AppDatabase; payments: Payments; log: FastifyBaseLogger; storefrontUrl: string };

const failedPaymentPath = (orderId: number) => `/infos/failed-payment/${orderId}`;

/** The method a box is charged to: the one chosen at booking, else the client's default; valid ones only. */
async function chargeMethod(db: AppDatabase, order: Order) {
  const [row] = await db
    .select({ booked: requests.paymentMethodId, fallback: clients.defaultPaymentMethodId })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(requests, eq(requests.id, orders.requestId))
    .where(eq(orders.id, order.id));
  const ids = [row?.booked, row?.fallback].filter((id): id is number => typeof id === "number");
  if (ids.length === 0) return null;
  const methods = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        inArray(paymentMethods.id, ids),
        eq(paymentMethods.clientId, order.clientId),
        isNull(paymentMethods.deletedAt),
      ),
    );
  const today = new Date().toISOString().slice(0, 10);
  return (
    ids
      .map((id) => methods.find((m) => m.id === id))
      .find((m) => m && (m.expirationDate === null || m.expirationDate >= today)) ?? null
  );
}

/**
 * Charges what a declared box leaves to pay (PENDING_PAYMENT) to its saved method; a box in any
 * other state answers as it is. The outcome reaches the order through the payment handler below
 * (settleBoxOrder), in the payment's own transaction. A provider that cannot be reached leaves the
 * box waiting: the charge job tries again with the same key.
 */
export async function chargeBox(deps: Deps, orderId: number): Promise<Order> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.kind !== "BOX" || order.status !== "PENDING_PAYMENT") return order!;
  const dueCents = order.totalAmountTtcCents - order.walletAmountCents - order.giftCardAmountCents;
  const method = dueCents > 0 ? await chargeMethod(deps.db, order) : null;
  if (dueCents <= 0) {
    // Nothing kept, or the wallet paid it all: paid without a charge
    await deps.db.transaction((tx) => markBoxPaid(tx as AppDatabase, deps.storefrontUrl, order.id, new Date()));
  } else if (!method) {
    await deps.db.transaction((tx) =>
      markBoxFailed(tx as AppDatabase, deps.storefrontUrl, order.id, NO_PAYMENT_METHOD),
    );
  } else {
    try {
      await deps.payments.createPayment({
        orderId: order.id,
        amountCents: dueCents,
        currency: "EUR",
        platform: method.platform,
        clientId: order.clientId,
        idempotencyKey: boxChargeKey(order.id),
        returnUrl: `${deps.storefrontUrl.replace(/\/+$/, "")}${failedPaymentPath(order.id)}/success`,
        paymentMethodId: method.id,
        countryCode: order.shippingAddress?.countryCode,
        locale: order.locale,
      });
    } catch (error) {
      // A method the provider no longer takes is a refusal the family can act on; anything else waits for the job
      if (!(error instanceof ApiError && error.status === 422)) throw error;
      await deps.db.transaction((tx) => markBoxFailed(tx as AppDatabase, deps.storefrontUrl, order.id, error.type));
    }
  }
  const [after] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  return after!;
}

/** The box failed to be paid: PAYMENT_FAILED and the e-mail (once per failed charge), in `tx`. */
async function markBoxFailed(tx: AppDatabase, storefrontUrl: string, orderId: number, reason: string) {
  const [failed] = await tx
    .update(orders)
    .set({ status: "PAYMENT_FAILED", updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "PENDING_PAYMENT")))
    .returning();
  if (!failed) return;
  const [client] = await tx.select().from(clients).where(eq(clients.id, failed.clientId));
  await enqueueMail(
    tx,
    `box-payment-failed:${orderId}`,
    boxPaymentFailedMail({
      to: client!.email,
      locale: failed.locale,
      firstname: client!.firstname,
      orderId,
      dueCents: failed.totalAmountTtcCents - failed.walletAmountCents,
      reason,
      storefrontUrl,
    }),
  );
}

/** The box is paid: PAID, the loyalty points and the godfather's reward (a job), the e-mail. */
async function markBoxPaid(tx: AppDatabase, storefrontUrl: string, orderId: number, now: Date): Promise<boolean> {
  const [paid] = await tx
    .update(orders)
    .set({ status: "PAID", paidAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["PENDING_PAYMENT", "PAYMENT_FAILED"])))
    .returning();
  if (!paid) return false;
  await enqueuePaidOrderReward(tx, paid.id);
  const [client] = await tx.select().from(clients).where(eq(clients.id, paid.clientId));
  await enqueueMail(
    tx,
    `box-paid:${orderId}`,
    boxPaidMail({
      to: client!.email,
      locale: paid.locale,
      firstname: client!.firstname,
      orderId,
      totalCents: paid.totalAmountTtcCents,
      walletCents: paid.walletAmountCents,
      storefrontUrl,
    }),
  );
  return true;
}

/**
 * Moves a box on when one of its payments becomes final, inside the payment's settling
 * transaction: paid → PAID (once); failed → PAYMENT_FAILED while it was waiting. A second success
 * (the family paid on the failed-payment page while a delayed charge went through after all) is
 * given back, to the card else to the wallet.
 */
export function settleBoxOrder(app: FastifyInstance): PaymentEventHandler {
  return async ({ type, payment, db }) => {
    const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
    if (order?.kind !== "BOX") return;
    if (type === "payment.failed") {
      await markBoxFailed(db, app.config.storefrontUrl, order.id, payment.errorCode ?? "payment_failed");
      return;
    }
    if (await markBoxPaid(db, app.config.storefrontUrl, order.id, new Date())) return;
    if (order.status === "PAID" && (await paidBy(db, order.id)) !== payment.id) {
      await refundToCardElseWallet(db, app.payments.refund.bind(app.payments), payment, order.clientId, (error) =>
        app.log.error(
          { orderId: order.id, paymentId: payment.id, err: error },
          "second payment of a box: credited to the wallet",
        ),
      );
    }
  };
}

/** The first payment that succeeded for an order. */
async function paidBy(db: AppDatabase, orderId: number): Promise<number | undefined> {
  const [first] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), inArray(payments.status, ["SUCCEEDED", "REFUNDED", "PARTIALLY_REFUNDED"])),
    )
    .orderBy(payments.id)
    .limit(1);
  return first?.id;
}

export type RetryInput = { platform: Platform; paymentMethodId?: number; returnUrl: string; embedded: boolean };

/**
 * Paying a box whose charge failed, from /infos/failed-payment/{orderId}: a saved method charged
 * at once, or the provider's page or embedded form. The attempt's key names the failure it
 * answers, the platform and the method: a double click is the same attempt; once it failed too,
 * the next is a new one. A box paid meanwhile answers succeeded; 409 BOX_NOT_PAYABLE unless the
 * box's payment failed.
 */
export async function payFailedBox(deps: Deps, clientId: number, orderId: number, input: RetryInput) {
  const order = await ownBox(deps.db, clientId, orderId);
  // A second click after the first paid: the box is paid, nothing more to take
  if (order.status === "PAID") {
    const paid: PaymentResult & { returnUrl: string } = {
      status: "succeeded",
      externalId: "",
      returnUrl: input.returnUrl,
    };
    return paid;
  }
  if (order.status !== "PAYMENT_FAILED") {
    throw ApiError.conflict("BOX_NOT_PAYABLE", `This box is ${order.status}: there is no failed payment to make`);
  }
  const [failed] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "FAILED")))
    .orderBy(desc(payments.id))
    .limit(1);
  const attempt = `${failed?.id ?? 0}:${input.platform}:${input.paymentMethodId ?? (input.embedded ? "form" : "page")}`;
  return deps.payments.createPayment({
    orderId,
    amountCents: order.totalAmountTtcCents - order.walletAmountCents - order.giftCardAmountCents,
    currency: "EUR",
    platform: input.platform,
    clientId,
    idempotencyKey: `box-retry:${orderId}:${attempt}`,
    returnUrl: input.returnUrl,
    paymentMethodId: input.paymentMethodId,
    embedded: input.embedded,
    countryCode: order.shippingAddress?.countryCode,
    locale: order.locale,
  });
}
