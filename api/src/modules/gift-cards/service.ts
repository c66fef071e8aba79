/**
 * Gift cards (issue 18): buying one (a GIFT_CARD order and its card, paid through the payments
 * module like a shop order), the order settled (the card becomes valid, the giver is a GIVER, the
 * card's e-mail is planned for its day and the receipt sent), the card e-mailed with its PDF by the
 * scheduler, and a card added to a wallet — once, whoever tries at the same time.
 */
import { createHash, randomInt } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  GIFT_CARD_NAME_MAX,
  giftCardExpiry,
  newGiftCardCode,
  sendDayProblem,
  sendInstant,
} from "#domain/gift-cards.js";
import { checkGiftCard, normalizeCode, type CodeError } from "#domain/checkout.js";
import type { ContentLocale, CountryCode } from "#domain/locales.js";
import { SHOP_TIME_ZONE, todayIn } from "#domain/profiles.js";
import type { AppDatabase, Db, Tx } from "../../db/client.js";
import { clients, giftCards, orders, type GiftCard, type Order, type Payment } from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";
import { heldWalletBalance, moveWallet, refundToCardElseWallet, type RefundPayment } from "../checkout-money/index.js";
import { isUniqueViolation } from "../clients/index.js";
import { enqueueJob, enqueueMail } from "../scheduler/index.js";
import { giftCardReceiptMail, type CardFacts } from "./mails.js";

/** The rows the routes turn into their answers. */
export type { GiftCard, Order } from "../../db/schema/index.js";

/** The job that e-mails a card on its day (one per card, keyed by its id). */
export const SEND_GIFT_CARD_JOB = "send-gift-card";

/** Order statuses in which the card was paid for. */
export const PAID_STATUSES: Order["status"][] = ["PAID", "PREPARING", "SHIPPED", "DELIVERED", "COMPLETED"];
const UNPAID_STATUSES: Order["status"][] = ["PENDING_PAYMENT", "PAYMENT_FAILED"];

export type PurchaseInput = {
  amount: number;
  target: "KID" | "WOMAN";
  applies_to?: "BOX" | "SHOP" | null;
  giver_name: string;
  recipient_name: string;
  recipient_email: string;
  message?: string | null;
  send_at?: string;
};

/** The body's fingerprint for the Idempotency-Key (how it is paid is left out, as for the shop). */
const requestHash = (input: PurchaseInput) =>
  createHash("sha256")
    .update(
      JSON.stringify([
        "gift-card",
        input.amount,
        input.target,
        input.applies_to ?? null,
        input.giver_name.trim(),
        input.recipient_name.trim(),
        input.recipient_email.trim().toLowerCase(),
        input.message?.trim() || null,
        input.send_at ?? null,
      ]),
    )
    .digest("hex");

/** A §5-style refusal of one field. */
const fieldProblem = (field: string, message: string, type = "VALIDATION_ERROR") =>
  ApiError.badRequest(message, { [field]: [message] }, type);

/** The card's e-mail as the mails need it. */
export function cardFacts(card: GiftCard, locale: ContentLocale, now: Date): CardFacts {
  const sendAt = card.sendAt ?? now;
  const expires = card.expiresAt ?? giftCardExpiry(now, sendAt);
  return {
    code: card.code,
    amountCents: card.amountCents,
    giverName: card.giverName ?? "",
    recipientName: card.recipientName ?? "",
    recipientEmail: card.recipientEmail ?? "",
    message: card.message,
    target: card.target,
    appliesTo: card.appliesTo,
    // expires_at is the start of the day after the last valid one
    validUntil: new Date(expires.getTime() - 1).toISOString().slice(0, 10),
    sendDay: todayIn(SHOP_TIME_ZONE, sendAt),
    locale,
  };
}

async function orderByKey(db: Db, clientId: number, key: string, hash: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.idempotencyKey, key), eq(orders.kind, "GIFT_CARD")));
  if (order && order.idempotencyHash !== hash) {
    throw ApiError.conflict("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used for another purchase");
  }
  return order;
}

export async function cardOfOrder(db: Db, orderId: number): Promise<GiftCard | undefined> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.orderId, orderId));
  return card;
}

/** The client's country (the platforms offered depend on it), null when none is known. */
export async function clientCountry(db: AppDatabase, clientId: number): Promise<CountryCode | null> {
  const [client] = await db.select({ country: clients.country }).from(clients).where(eq(clients.id, clientId));
  return (client?.country ?? null) as CountryCode | null;
}

/**
 * Writes the GIFT_CARD order (PENDING_PAYMENT, its total the card's amount) and its card (a new
 * unguessable code, valid only once the order is paid) in one transaction. The same key and body
 * answer the order already written (`replayed`); the same key with another body 409.
 */
export async function placeGiftCardOrder(
  db: AppDatabase,
  clientId: number,
  locale: ContentLocale,
  key: string,
  input: PurchaseInput,
  now = new Date(),
): Promise<{ order: Order; card: GiftCard; replayed: boolean }> {
  const hash = requestHash(input);
  const earlier = await orderByKey(db, clientId, key, hash);
  if (earlier) return { order: earlier, card: (await cardOfOrder(db, earlier.id))!, replayed: true };

  const today = todayIn(SHOP_TIME_ZONE, now);
  const day = input.send_at ?? today;
  const problem = sendDayProblem(day, today);
  if (problem) {
    const message =
      problem === "past"
        ? "The send day cannot be in the past"
        : problem === "too-far"
          ? "The send day must be within a year"
          : "Invalid date";
    throw fieldProblem("send_at", message, "SEND_DAY_INVALID");
  }
  for (const field of ["giver_name", "recipient_name"] as const) {
    if (!input[field].trim()) throw fieldProblem(field, "Required");
    if (input[field].trim().length > GIFT_CARD_NAME_MAX) throw fieldProblem(field, "Too long");
  }
  const sendAt = sendInstant(day, today, now);
  const amountCents = input.amount * 100;

  // A code already taken (about one chance in 10^17) is drawn again
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        // The client row first: the same purchase sent twice waits here, then finds its order
        await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for("update");
        const replay = await orderByKey(tx, clientId, key, hash);
        if (replay) return { order: replay, card: (await cardOfOrder(tx, replay.id))!, replayed: true };
        const [order] = await tx
          .insert(orders)
          .values({
            clientId,
            kind: "GIFT_CARD",
            status: "PENDING_PAYMENT",
            locale,
            itemsAmountTtcCents: amountCents,
            totalAmountTtcCents: amountCents,
            idempotencyKey: key,
            idempotencyHash: hash,
          })
          .returning();
        const [card] = await tx
          .insert(giftCards)
          .values({
            code: newGiftCardCode(randomInt),
            amountCents,
            balanceCents: amountCents,
            target: input.target,
            appliesTo: input.applies_to ?? null,
            giverName: input.giver_name.trim(),
            giverClientId: clientId,
            orderId: order!.id,
            recipientName: input.recipient_name.trim(),
            recipientEmail: input.recipient_email.trim(),
            message: input.message?.trim() || null,
            sendAt,
            expiresAt: giftCardExpiry(now, sendAt),
          })
          .returning();
        return { order: order!, card: card!, replayed: false };
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
      // Two first submissions of one key raced: the loser finds the winner's order
      const winner = await orderByKey(db, clientId, key, hash);
      if (winner) return { order: winner, card: (await cardOfOrder(db, winner.id))!, replayed: true };
    }
  }
}

/**
 * A GIFT_CARD order's payment became final (inside the payments module's settling transaction,
 * through its `db`). Paid: the order PAID, the card valid for a year from its day, the giver a
 * GIVER, the card's e-mail planned for its day and the giver's receipt in the outbox — all once,
 * however many times the news arrives. Failed: the order cancelled (its card never valid). Paid
 * after it was cancelled: the money goes back (`refund`: to the card, else to the wallet).
 */
export async function settleGiftCardOrder(
  deps: {
    db: AppDatabase;
    log: FastifyBaseLogger;
    storefrontUrl: string;
    refund: RefundPayment;
  },
  type: "payment.succeeded" | "payment.failed",
  payment: Payment,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const [seen] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
  if (seen?.kind !== "GIFT_CARD") return;
  if (type === "payment.failed") {
    await db
      .update(orders)
      .set({ status: "CANCELLED", cancelledAt: now, updatedAt: now })
      .where(and(eq(orders.id, seen.id), inArray(orders.status, UNPAID_STATUSES)));
    return;
  }
  const [order] = await db
    .update(orders)
    .set({ status: "PAID", paidAt: now, updatedAt: now })
    .where(and(eq(orders.id, seen.id), inArray(orders.status, UNPAID_STATUSES)))
    .returning();
  if (!order) {
    if (seen.status === "CANCELLED") {
      deps.log.warn({ orderId: seen.id, paymentId: payment.id }, "gift card paid after its order was cancelled");
      await refundToCardElseWallet(db, deps.refund, payment, seen.clientId, (error) =>
        deps.log.error({ orderId: seen.id, err: error }, "late gift card payment credited to the wallet"),
      );
    }
    return;
  }
  const [card] = await db
    .update(giftCards)
    .set({ expiresAt: giftCardExpiry(now, (await cardOfOrder(db, order.id))?.sendAt ?? now), updatedAt: now })
    .where(eq(giftCards.orderId, order.id))
    .returning();
  const [giver] = await db
    .update(clients)
    .set({ giftCardStatus: "GIVER" })
    .where(eq(clients.id, order.clientId))
    .returning({ email: clients.email, firstname: clients.firstname });
  if (!card) return;
  const runAt = card.sendAt && card.sendAt > now ? card.sendAt : now;
  await enqueueJob(db, { kind: SEND_GIFT_CARD_JOB, key: `card:${card.id}`, payload: { giftCardId: card.id }, runAt });
  if (giver) {
    const facts = cardFacts(card, order.locale, now);
    const sentToday = runAt.getTime() === now.getTime();
    await enqueueMail(
      db,
      `gift-card-receipt:${card.id}`,
      giftCardReceiptMail(facts, giver, sentToday, deps.storefrontUrl),
    );
  }
  deps.log.info({ orderId: order.id, giftCardId: card.id, sendAt: runAt.toISOString() }, "gift card paid");
}

/** A card a client may add: found by its code (trimmed, any case) and paid for (else it does not exist). */
async function heldCard(tx: Tx, rawCode: string): Promise<GiftCard | undefined> {
  const [card] = await tx
    .select()
    .from(giftCards)
    .where(sql`upper(${giftCards.code}) = ${normalizeCode(rawCode)}`)
    .limit(1)
    .for("update");
  if (!card) return undefined;
  if (card.orderId !== null) {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, card.orderId));
    if (!order || !PAID_STATUSES.includes(order.status)) return undefined;
  }
  return card;
}

export type RedeemResult =
  | { ok: true; card: GiftCard; creditedCents: number; walletCents: number }
  | { ok: false; error: CodeError | "NOT_FOUND" };

/**
 * Adds a card to the client's wallet: the card's row held (FOR UPDATE), checked (§8: already used,
 * expired), marked used by the client and emptied, and its balance credited (GIFT_CARD, referenced
 * by the card's code) — in one transaction, so two clients at once credit it once: the second
 * waits on the row and finds it used.
 */
export async function redeemGiftCard(
  db: AppDatabase,
  clientId: number,
  rawCode: string,
  now = new Date(),
): Promise<RedeemResult> {
  return db.transaction(async (tx): Promise<RedeemResult> => {
    const card = await heldCard(tx, rawCode);
    if (!card) return { ok: false, error: "NOT_FOUND" };
    const check = checkGiftCard(card, now);
    if (!check.ok) return { ok: false, error: check.error };
    const creditedCents = card.balanceCents;
    const [used] = await tx
      .update(giftCards)
      .set({ usedAt: now, usedByClientId: clientId, balanceCents: 0, updatedAt: now })
      .where(eq(giftCards.id, card.id))
      .returning();
    const credited = await moveWallet(tx, {
      clientId,
      amountCents: creditedCents,
      kind: "GIFT_CARD",
      reference: card.code,
    });
    if (!credited) throw new Error(`gift card ${card.id} was already credited to client ${clientId}`);
    return { ok: true, card: used!, creditedCents, walletCents: await heldWalletBalance(tx, clientId) };
  });
}

/** The giver's card of an order (the success page). */
export async function giverCardOfOrder(db: AppDatabase, clientId: number, orderId: number) {
  const [row] = await db
    .select({ order: orders, card: giftCards })
    .from(orders)
    .innerJoin(giftCards, eq(giftCards.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId), eq(orders.kind, "GIFT_CARD")));
  return row;
}
