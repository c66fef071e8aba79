/**
 * A delivered box's keep/return (decision 0047): its view for the family, the declaration piece by
 * piece (or everything kept, from the e-mail), the deadline's one extension, and what the deadline
 * decides for pieces nobody declared. A declaration is one transaction under the order's row lock:
 * the pieces' outcomes (read by the engine as the profile's history), the return of what goes back,
 * the amounts, the wallet's share, and the charge job written before anything is charged — so five
 * concurrent declarations make one, and a crash after the commit still charges, once.
 */
import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import type { ContentLocale } from "#domain/locales.js";
import { todayIn } from "#domain/profiles.js";
import {
  boxCharge,
  decisionDeadline,
  extendedDeadline,
  type BoxCharge,
  type PieceDecision,
  type ReturnReason,
  type SettlementCode,
  type SettlementPiece,
  type SettlementRules,
} from "#domain/settlement.js";
import type { AppDatabase, Db } from "../../../db/client.js";
import {
  codes,
  orderLines,
  orders,
  payments,
  profiles,
  requests,
  returnLines,
  returns,
  type Order,
} from "../../../db/schema/index.js";
import { ApiError } from "../../../plugins/errors.js";
import { heldWalletBalance, moveWallet, walletBalance } from "../../checkout-money/index.js";
import { addToReturn } from "../../operations/index.js";
import { enqueueJob } from "../../scheduler/index.js";
import { inLocale, loadVariantItems } from "../items.js";

export const CHARGE_BOX_JOB = "charge-box";
/** The idempotency key of a box's charge: one per box, written before the first attempt. */
export const boxChargeKey = (orderId: number) => `box-charge:${orderId}`;

export type PieceDeclaration = {
  orderLineId: number;
  decision: PieceDecision;
  reason: ReturnReason | null;
  fitRating: number | null;
  styleRating: number | null;
};

const notFound = () => ApiError.notFound("Box not found");

/** The client's BOX order, its row held when `lock`; 404 for another client's or another kind. */
export async function ownBox(db: Db, clientId: number, orderId: number, lock = false): Promise<Order> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId), eq(orders.kind, "BOX")));
  const [order] = lock ? await query.for("update") : await query;
  if (!order) throw notFound();
  return order;
}

/** The last day to decide: the stored one, else the delivery day plus the window (set by the job). */
export function deadlineOf(order: Order, rules: SettlementRules): string | null {
  if (order.returnDeadline) return order.returnDeadline;
  return order.deliveredAt ? decisionDeadline(order.deliveredAt.toISOString().slice(0, 10), rules) : null;
}

/** The code given at booking, when the box has one. */
async function bookingCode(
  db: Db,
  order: Order,
): Promise<{ id: number; code: string; minOrderCents: number | null; rule: NonNullable<SettlementCode> } | null> {
  if (!order.requestId) return null;
  const [row] = await db
    .select({ code: codes })
    .from(requests)
    .innerJoin(codes, eq(codes.id, requests.codeId))
    .where(eq(requests.id, order.requestId));
  if (!row) return null;
  return {
    id: row.code.id,
    code: row.code.code,
    minOrderCents: row.code.minOrderCents,
    rule: { percent: row.code.percent, amountCents: row.code.amountCents },
  };
}

/**
 * The money of these pieces (domain/settlement.ts boxCharge): the booking's code when the kept
 * pieces reach its minimum, the wallet's balance given. Answers the code it used, if any.
 */
async function chargeOfPieces(
  db: Db,
  order: Order,
  pieces: readonly SettlementPiece[],
  rules: SettlementRules,
  walletBalanceCents: number,
) {
  const code = await bookingCode(db, order);
  const keptCents = pieces.filter((p) => p.decision === "keep").reduce((sum, p) => sum + p.priceCents, 0);
  const usesCode = code !== null && (!code.minOrderCents || keptCents >= code.minOrderCents);
  const charge = boxCharge({ pieces, rules, code: usesCode ? code.rule : null, walletBalanceCents });
  return { charge, codeId: usesCode ? code.id : null };
}

/** What keeping every piece would charge today (the reminder's figure). */
export async function keepAllQuote(db: Db, order: Order, rules: SettlementRules): Promise<BoxCharge> {
  const lines = await boxLines(db, order.id);
  const pieces = lines.map((l) => ({ priceCents: l.unitPriceCents * l.quantity, decision: "keep" as const }));
  return (await chargeOfPieces(db, order, pieces, rules, await walletBalance(db, order.clientId))).charge;
}

/** A delivered box waiting for its family's word: not declared yet, and delivered. */
function openForDeclaration(order: Order): boolean {
  return order.status === "DELIVERED" && order.declaredAt === null;
}

/** The pieces of a box with what was decided of each. */
async function boxLines(db: Db, orderId: number) {
  return db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), ne(orderLines.status, "CANCELLED")))
    .orderBy(asc(orderLines.id));
}

/** Pieces already in a return (sent back without a declaration, received or on their way). */
async function linesInReturns(db: Db, orderId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: returnLines.orderLineId })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, "CANCELLED")));
  return new Set(rows.map((r) => r.id));
}

/**
 * Declares what is kept and what goes back, under the order's lock. A box already declared
 * answers as it stands when the same declaration comes again (a double click, a replay), and 409
 * BOX_ALREADY_DECLARED when it differs; a box not delivered 409 BOX_NOT_DELIVERED. Every piece
 * must be named once (400). The charge itself runs after the commit (chargeBox), keyed by the box.
 */
export async function declareBox(
  db: AppDatabase,
  clientId: number,
  orderId: number,
  declared: readonly PieceDeclaration[],
  rules: SettlementRules,
  now: Date,
): Promise<{ order: Order; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const order = await ownBox(tx, clientId, orderId, true);
    const lines = await boxLines(tx, orderId);
    const byId = new Map(declared.map((d) => [d.orderLineId, d]));
    if (byId.size !== declared.length || lines.length !== byId.size || lines.some((l) => !byId.has(l.id))) {
      const message = "Say of every piece of the box, once, whether it is kept or sent back";
      throw ApiError.badRequest(message, { lines: [message] });
    }
    if (order.declaredAt) {
      const same = lines.every((l) => (l.status === "KEPT") === (byId.get(l.id)!.decision === "keep"));
      if (same) return { order, replayed: true };
      throw ApiError.conflict("BOX_ALREADY_DECLARED", "What is kept in this box was already declared");
    }
    if (!openForDeclaration(order)) {
      throw ApiError.conflict("BOX_NOT_DELIVERED", `This box is ${order.status}: it can be declared once delivered`);
    }
    // A piece operations already received back cannot be kept: it is declared returned whatever was said
    const received = declared.map((d) =>
      lines.find((l) => l.id === d.orderLineId)!.status === "RETURNED" ? { ...d, decision: "return" as const } : d,
    );
    return { order: await settle(tx as AppDatabase, order, lines, received, rules, now), replayed: false };
  });
}

/**
 * Writes a declaration (the family's, or the deadline's) in the caller's transaction, the order's
 * row held: each piece's outcome, rating and reason; the return of the pieces going back; the
 * amounts; the wallet's share; and the charge job.
 */
async function settle(
  tx: AppDatabase,
  order: Order,
  lines: Awaited<ReturnType<typeof boxLines>>,
  declared: readonly PieceDeclaration[],
  rules: SettlementRules,
  now: Date,
): Promise<Order> {
  const byId = new Map(declared.map((d) => [d.orderLineId, d]));
  for (const decision of ["keep", "return"] as const) {
    for (const line of lines.filter((l) => byId.get(l.id)!.decision === decision)) {
      const d = byId.get(line.id)!;
      await tx
        .update(orderLines)
        .set({
          status: decision === "keep" ? "KEPT" : "RETURNED",
          returnReason: decision === "return" ? d.reason : null,
          fitRating: d.fitRating,
          styleRating: d.styleRating,
          updatedAt: now,
        })
        .where(eq(orderLines.id, line.id));
    }
  }
  const goingBack = lines.filter((l) => byId.get(l.id)!.decision === "return");
  if (goingBack.length > 0) {
    await addToReturn(
      tx,
      order,
      goingBack.map((l) => ({ orderLineId: l.id, quantity: l.quantity, reason: byId.get(l.id)!.reason })),
    );
  }
  const pieces = lines.map((l) => ({ priceCents: l.unitPriceCents * l.quantity, decision: byId.get(l.id)!.decision }));
  const { charge, codeId } = await chargeOfPieces(
    tx,
    order,
    pieces,
    rules,
    await heldWalletBalance(tx, order.clientId),
  );
  if (charge.walletCents > 0) {
    await moveWallet(tx, {
      clientId: order.clientId,
      amountCents: -charge.walletCents,
      kind: "ORDER_PAYMENT",
      reference: `order:${order.id}`,
      orderId: order.id,
    });
  }
  const [updated] = await tx
    .update(orders)
    .set({
      // Paid by chargeBox: at once by the declaring request, else by the job below
      status: "PENDING_PAYMENT",
      declaredAt: now,
      itemsAmountTtcCents: charge.keptCents,
      discountAmountCents: charge.keepAllDiscountCents + charge.codeDiscountCents,
      stylingFeeCents: charge.stylingFeeCents,
      totalAmountTtcCents: charge.totalCents,
      walletAmountCents: charge.walletCents,
      codeId,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  // Written with the declaration: the charge is made once, even when this process dies right after
  await enqueueJob(tx, {
    kind: CHARGE_BOX_JOB,
    key: boxChargeKey(order.id),
    payload: { order_id: order.id },
    // The declaring request charges at once; the job is the safety net behind it
    runAt: new Date(now.getTime() + 60_000),
  });
  return updated!;
}

/**
 * The deadline passed without a declaration: what was sent back (in a return) goes back, the rest
 * is kept, and the box is settled as if the family had said so. Answers false when the box was
 * declared meanwhile or is not due.
 */
export async function settleAtDeadline(
  db: AppDatabase,
  orderId: number,
  rules: SettlementRules,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order || order.kind !== "BOX" || !openForDeclaration(order)) return false;
    const deadline = deadlineOf(order, rules);
    if (!deadline || deadline >= todayIn(undefined, now)) return false;
    const lines = await boxLines(tx, orderId);
    const sentBack = await linesInReturns(tx, orderId);
    const declared = lines.map((l) => ({
      orderLineId: l.id,
      decision: (sentBack.has(l.id) || l.status === "RETURNED" ? "return" : "keep") as PieceDecision,
      reason: l.returnReason,
      fitRating: null,
      styleRating: null,
    }));
    await settle(tx as AppDatabase, order, lines, declared, rules, now);
    return true;
  });
}

/**
 * Extends the deadline once (409 DEADLINE_NOT_EXTENDABLE with the reason as detail: already
 * extended, passed, declared, or not allowed). A second call after a success answers the order
 * as it is (the same extension, idempotent).
 */
export async function extendDeadline(
  db: AppDatabase,
  clientId: number,
  orderId: number,
  rules: SettlementRules,
  now: Date,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await ownBox(tx, clientId, orderId, true);
    if (order.status !== "DELIVERED") {
      throw new ApiError(409, "DEADLINE_NOT_EXTENDABLE", "Only a delivered box's deadline moves", "not_delivered");
    }
    const verdict = extendedDeadline(
      {
        deadline: deadlineOf(order, rules),
        extended: order.deadlineExtendedAt !== null,
        declared: order.declaredAt !== null,
      },
      todayIn(undefined, now),
      rules,
    );
    if (!verdict.ok) {
      throw new ApiError(409, "DEADLINE_NOT_EXTENDABLE", "This deadline cannot be extended", verdict.reason);
    }
    const [updated] = await tx
      .update(orders)
      .set({ returnDeadline: verdict.deadline, deadlineExtendedAt: now, updatedAt: now })
      .where(eq(orders.id, orderId))
      .returning();
    return updated!;
  });
}

/** A box as the keep/return page shows it: its pieces, the rules, the code, the wallet, the amounts. */
export async function boxView(db: AppDatabase, order: Order, rules: SettlementRules, locale: ContentLocale, now: Date) {
  const lines = await boxLines(db, order.id);
  const items = await loadVariantItems(
    db,
    lines.map((l) => l.variantId),
  );
  const [profile] = order.profileId
    ? await db
        .select({ id: profiles.id, firstname: profiles.firstname })
        .from(profiles)
        .where(eq(profiles.id, order.profileId))
    : [];
  const code = await bookingCode(db, order);
  const deadline = deadlineOf(order, rules);
  const today = todayIn(undefined, now);
  const extension = extendedDeadline(
    { deadline, extended: order.deadlineExtendedAt !== null, declared: order.declaredAt !== null },
    today,
    rules,
  );
  const wallet = openForDeclaration(order) ? await walletBalance(db, order.clientId) : order.walletAmountCents;
  const sentBack = await linesInReturns(db, order.id);
  return {
    order_id: order.id,
    status: order.status,
    profile: profile ?? null,
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    deadline,
    deadline_extended: order.deadlineExtendedAt !== null,
    extension_deadline: order.status === "DELIVERED" && extension.ok ? extension.deadline : null,
    declarable: openForDeclaration(order),
    declared_at: order.declaredAt?.toISOString() ?? null,
    rules: {
      keep_all_discount_percent: rules.keepAllDiscountPercent,
      styling_fee_cents: rules.stylingFeeCents,
    },
    code: code && {
      code: code.code,
      percent: code.rule.percent,
      amount_cents: code.rule.amountCents,
      min_order_cents: code.minOrderCents,
    },
    wallet_balance_cents: wallet,
    pieces: lines.map((l) => {
      const item = items.get(l.variantId);
      return {
        order_line_id: l.id,
        product_id: l.productId,
        variant_id: l.variantId,
        name: (item && inLocale(item.cleanName, locale)) ?? item?.reference ?? "",
        brand: item?.brand ?? "",
        size: item?.size ?? "",
        image_url: item?.imageUrl ?? null,
        price_cents: l.unitPriceCents * l.quantity,
        decision: l.status === "KEPT" ? ("keep" as const) : l.status === "RETURNED" ? ("return" as const) : null,
        sent_back: sentBack.has(l.id),
        return_reason: l.returnReason,
        fit_rating: l.fitRating,
        style_rating: l.styleRating,
      };
    }),
    charge: order.declaredAt ? storedCharge(order) : null,
    error_code: order.status === "PAYMENT_FAILED" ? await lastFailure(db, order.id) : null,
  };
}

/** Why the box's last charge failed (no payment row: no method was left to charge). */
async function lastFailure(db: Db, orderId: number): Promise<string> {
  const [failed] = await db
    .select({ code: payments.errorCode })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "FAILED")))
    .orderBy(desc(payments.id))
    .limit(1);
  return failed?.code ?? "no_payment_method";
}

/** The amounts a declaration wrote on the order, in the page's terms. */
function storedCharge(order: Order) {
  return {
    kept_cents: order.itemsAmountTtcCents,
    discount_cents: order.discountAmountCents,
    styling_fee_cents: order.stylingFeeCents,
    total_cents: order.totalAmountTtcCents,
    wallet_cents: order.walletAmountCents,
    due_cents: order.totalAmountTtcCents - order.walletAmountCents - order.giftCardAmountCents,
  };
}

/** The boxes of a client whose payment failed (the family must pay before the next box). */
export async function failedBoxes(db: Db, clientId: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.kind, "BOX"), eq(orders.status, "PAYMENT_FAILED")))
    .orderBy(asc(orders.id));
}

/** Whether any of these clients has a box whose payment failed (composing waits for it). */
export async function clientsWithFailedBox(db: Db, clientIds: readonly number[]): Promise<Set<number>> {
  if (clientIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ clientId: orders.clientId })
    .from(orders)
    .where(and(inArray(orders.clientId, [...clientIds]), eq(orders.kind, "BOX"), eq(orders.status, "PAYMENT_FAILED")));
  return new Set(rows.map((r) => r.clientId));
}
