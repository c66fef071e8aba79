/**
 * Codes and gift cards for administrators (decision 0044): discount codes listed with their use,
 * created, disabled; gift cards listed, read with where their value went, disabled.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import {
  clients,
  codeRedemptions,
  codes,
  giftCards,
  orders,
  walletTransactions,
  type NewCode,
} from "../../db/schema/index.js";
import { normalizeCode } from "#domain/checkout.js";
import { isUniqueViolation } from "../clients/index.js";
import { containing } from "../../db/like.js";

/** The rows the routes turn into their answers. */
export type { Code, GiftCard } from "../../db/schema/index.js";

/** Codes, newest first, with how often each was redeemed (one query: a grouped count joined). */
export async function codesPage(db: AppDatabase, filter: { q: string; page: number; perPage: number }) {
  const where = filter.q ? ilike(codes.code, containing(filter.q)) : undefined;
  const uses = db
    .select({ codeId: codeRedemptions.codeId, n: count().as("n") })
    .from(codeRedemptions)
    .groupBy(codeRedemptions.codeId)
    .as("uses");
  const [rows, [total]] = await Promise.all([
    db
      .select({ code: codes, uses: sql<number>`coalesce(${uses.n}, 0)` })
      .from(codes)
      .leftJoin(uses, eq(uses.codeId, codes.id))
      .where(where)
      .orderBy(desc(codes.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ n: count() }).from(codes).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.code, uses: Number(r.uses) })), total: total?.n ?? 0 };
}

export async function codeWithRedemptions(db: AppDatabase, codeId: number) {
  const [code] = await db.select().from(codes).where(eq(codes.id, codeId));
  if (!code) return undefined;
  const redemptions = await db
    .select({
      id: codeRedemptions.id,
      clientId: codeRedemptions.clientId,
      email: clients.email,
      orderId: codeRedemptions.orderId,
      discountCents: codeRedemptions.discountCents,
      createdAt: codeRedemptions.createdAt,
    })
    .from(codeRedemptions)
    .innerJoin(clients, eq(clients.id, codeRedemptions.clientId))
    .where(eq(codeRedemptions.codeId, codeId))
    .orderBy(desc(codeRedemptions.id))
    .limit(500);
  return { code: { ...code, uses: redemptions.length }, redemptions };
}

/** A new code, or "taken" when a code or a gift card already has these letters (any case). */
export async function createCode(db: AppDatabase, values: NewCode): Promise<{ ok: true; id: number } | { ok: false }> {
  const code = normalizeCode(values.code);
  const [card] = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(sql`upper(${giftCards.code}) = ${code}`);
  if (card) return { ok: false };
  try {
    const [row] = await db
      .insert(codes)
      .values({ ...values, code })
      .returning({ id: codes.id });
    return { ok: true, id: row!.id };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false };
    throw error;
  }
}

export async function setCodeActive(db: AppDatabase, codeId: number, isActive: boolean) {
  const [row] = await db.update(codes).set({ isActive }).where(eq(codes.id, codeId)).returning({ id: codes.id });
  return row;
}

/** Gift cards, newest first: by code, recipient or giver. */
export async function giftCardsPage(db: AppDatabase, filter: { q: string; page: number; perPage: number }) {
  let where: SQL | undefined;
  if (filter.q) {
    const like = containing(filter.q);
    where = or(
      ilike(giftCards.code, like),
      ilike(giftCards.recipientEmail, like),
      ilike(giftCards.recipientName, like),
      ilike(giftCards.giverName, like),
    );
  }
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(giftCards)
      .where(where)
      .orderBy(desc(giftCards.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ n: count() }).from(giftCards).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * A gift card and where its value went: credited to a wallet when added to an account (the
 * wallet's GIFT_CARD movement, referenced by the card's code), or spent on orders directly.
 */
export async function giftCardWithRedemptions(db: AppDatabase, cardId: number) {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.id, cardId));
  if (!card) return undefined;
  const [walletRows, orderRows] = await Promise.all([
    db
      .select({
        clientId: walletTransactions.clientId,
        email: clients.email,
        amountCents: walletTransactions.amountCents,
        at: walletTransactions.createdAt,
      })
      .from(walletTransactions)
      .innerJoin(clients, eq(clients.id, walletTransactions.clientId))
      .where(and(eq(walletTransactions.kind, "GIFT_CARD"), eq(walletTransactions.reference, card.code))),
    db
      .select({
        orderId: orders.id,
        clientId: orders.clientId,
        email: clients.email,
        amountCents: orders.giftCardAmountCents,
        status: orders.status,
        at: orders.createdAt,
      })
      .from(orders)
      .innerJoin(clients, eq(clients.id, orders.clientId))
      .where(eq(orders.giftCardId, cardId))
      .orderBy(desc(orders.id)),
  ]);
  return {
    card,
    redemptions: [
      ...walletRows.map((w) => ({ kind: "wallet" as const, orderId: null, status: null, ...w })),
      ...orderRows.map((o) => ({ kind: "order" as const, ...o })),
    ].sort((a, b) => b.at.getTime() - a.at.getTime()),
  };
}

/**
 * Disables a card: it can no longer be added to a wallet nor pay an order. A card already added to
 * a wallet is refused ("used"): its value is the family's money now, which disabling cannot take back.
 */
export async function disableGiftCard(db: AppDatabase, cardId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, cardId)).for("update");
    if (!card) return { ok: false as const, error: "NOT_FOUND" as const };
    if (card.usedAt) return { ok: false as const, error: "USED" as const };
    if (card.disabledAt) return { ok: true as const, card };
    const [disabled] = await tx
      .update(giftCards)
      .set({ disabledAt: now, updatedAt: now })
      .where(eq(giftCards.id, cardId))
      .returning();
    return { ok: true as const, card: disabled! };
  });
}
