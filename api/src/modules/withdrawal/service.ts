/**
 * The family's legal rights (decision 0046). A withdrawal from an order: recorded once per order
 * with its lines and the moment it was received, its receipt written to the outbox in the same
 * transaction, then a return of the lines opened through operations once the order is delivered.
 * A subscription cancellation from the public form: recorded, its receipt written to the outbox at
 * once, and — when the e-mail is a client's — the client's live plans stopped through the malle
 * module, now or on the day asked for (the recurring job applies what falls due).
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { ContentLocale } from "#domain/locales.js";
import { addDays } from "#domain/malle.js";
import { todayIn } from "#domain/profiles.js";
import { cancellationDue, cancellationEnd, withdrawalWindow } from "#domain/withdrawal.js";
import type { AppDatabase, Db } from "../../db/client.js";
import {
  clients,
  orderLines,
  orders,
  productVariants,
  products,
  profiles,
  subscriptionCancellations,
  subscriptions,
  withdrawals,
  type Order,
  type SubscriptionCancellation,
  type Withdrawal,
} from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";
import { planContext, terminatePlan } from "../malle/index.js";
import { openReturn } from "../operations/index.js";
import { enqueueMail } from "../scheduler/index.js";
import { cancellationReceiptMail, withdrawalReceiptMail } from "./mails.js";
import type { CancellationInput, WithdrawalResponse } from "./schemas.js";

export type WithdrawalContext = { now: Date; days: number; storefrontUrl: string };

/** A line is withdrawable while it is neither returned nor cancelled. */
const LIVE_LINE = ["ORDERED", "KEPT"] as const;

const orderNotFound = () => ApiError.notFound("Order not found");

async function ownOrder(db: Db, clientId: number, orderId: number, lock = false): Promise<Order> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)));
  const [order] = lock ? await query.for("update") : await query;
  if (!order) throw orderNotFound();
  return order;
}

async function linesOf(db: Db, orderId: number, locale: ContentLocale) {
  const rows = await db
    .select({
      id: orderLines.id,
      status: orderLines.status,
      quantity: orderLines.quantity,
      name: products.name,
      size: productVariants.size,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return rows.map((r) => ({ ...r, name: r.name[locale] }));
}

/** The receipt as the API answers it. */
async function withdrawalOut(
  db: Db,
  row: Withdrawal,
  order: Order,
  locale: ContentLocale,
): Promise<WithdrawalResponse> {
  const lines = (await linesOf(db, row.orderId, locale)).filter((l) => row.orderLineIds.includes(l.id));
  return {
    id: row.id,
    order_id: row.orderId,
    order_kind: order.kind === "BOX" ? "BOX" : "SHOP",
    declared_at: row.declaredAt.toISOString(),
    name: row.name,
    email: row.email,
    channel: row.channel,
    lines: lines.map((l) => ({ order_line_id: l.id, name: l.name, size: l.size, quantity: l.quantity })),
    return_id: row.returnId,
    send_back_by: sendBackBy(row.declaredAt),
  };
}

/** The pieces go back within 14 days of the withdrawal (art. 14(1)): the last day on the shop's clock. */
const sendBackBy = (declaredAt: Date) => addDays(todayIn(undefined, declaredAt), 14);

async function withdrawalOfOrder(db: Db, orderId: number): Promise<Withdrawal | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.orderId, orderId));
  return row;
}

/** Whether the withdrawal function is offered for one of the client's orders, and the one received. */
export async function withdrawalState(
  db: AppDatabase,
  clientId: number,
  orderId: number,
  locale: ContentLocale,
  ctx: Pick<WithdrawalContext, "now" | "days">,
) {
  const order = await ownOrder(db, clientId, orderId);
  const existing = await withdrawalOfOrder(db, orderId);
  const window = withdrawalWindow(order, ctx.now, ctx.days);
  const live = (await linesOf(db, orderId, locale)).some((l) => LIVE_LINE.includes(l.status as never));
  const problem = existing ? null : !window.open ? window.problem : live ? null : ("NOTHING_TO_WITHDRAW" as const);
  return {
    order_id: order.id,
    open: !existing && problem === null,
    problem,
    last_day: window.lastDay,
    withdrawal: existing ? await withdrawalOut(db, existing, order, locale) : null,
  };
}

/** The client's orders the withdrawal function is offered for now (not withdrawn yet, period running). */
export async function openWithdrawals(db: AppDatabase, clientId: number, ctx: Pick<WithdrawalContext, "now" | "days">) {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.clientId, clientId),
        inArray(orders.kind, ["BOX", "SHOP"]),
        inArray(orders.status, ["PAID", "PREPARING", "SHIPPED", "DELIVERED", "COMPLETED"]),
        sql`not exists (select 1 from ${withdrawals} where ${withdrawals.orderId} = ${orders.id})`,
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.status} in ('ORDERED', 'KEPT'))`,
        // Delivered long ago cannot be open: spares judging every old order
        or(
          isNull(orders.deliveredAt),
          gt(orders.deliveredAt, new Date(ctx.now.getTime() - (ctx.days + 2) * 86_400_000)),
        ),
      ),
    )
    .orderBy(asc(orders.id));
  const items = [];
  for (const order of rows) {
    const window = withdrawalWindow(order, ctx.now, ctx.days);
    if (window.open) items.push({ order_id: order.id, last_day: window.lastDay });
  }
  return { items };
}

export type WithdrawInput = {
  clientId: number;
  orderId: number;
  name?: string;
  email?: string;
  orderLineIds?: number[];
  locale: ContentLocale;
};

/**
 * Records the withdrawal from an order (one per order: a second call answers the first, created
 * false) and writes its receipt to the outbox in the same transaction; then opens the return of the
 * withdrawn lines when the order is delivered (a return already open, or an order not delivered
 * yet, leaves the withdrawal recorded alone). 404 for another client's order; 409
 * WITHDRAWAL_PERIOD_OVER, NOT_WITHDRAWABLE or NOTHING_TO_WITHDRAW.
 */
export async function withdraw(db: AppDatabase, input: WithdrawInput, ctx: WithdrawalContext) {
  const { row, order, created } = await db.transaction(async (tx) => {
    const order = await ownOrder(tx, input.clientId, input.orderId, true);
    const existing = await withdrawalOfOrder(tx, order.id);
    if (existing) return { row: existing, order, created: false };
    const window = withdrawalWindow(order, ctx.now, ctx.days);
    if (!window.open) {
      throw window.problem === "WITHDRAWAL_PERIOD_OVER"
        ? ApiError.conflict(window.problem, `The withdrawal period ended on ${window.lastDay}`)
        : ApiError.conflict(window.problem, `This order (${order.status}) cannot be withdrawn from`);
    }
    const lines = await linesOf(tx, order.id, input.locale);
    const live = lines.filter((l) => LIVE_LINE.includes(l.status as never));
    const chosen = input.orderLineIds ? live.filter((l) => input.orderLineIds!.includes(l.id)) : live;
    if (input.orderLineIds && chosen.length !== new Set(input.orderLineIds).size) {
      const message = "Lines of this order neither returned nor cancelled";
      throw ApiError.badRequest(message, { order_line_ids: [message] });
    }
    if (chosen.length === 0)
      throw ApiError.conflict("NOTHING_TO_WITHDRAW", "Every piece of this order is back already");
    const [client] = await tx.select().from(clients).where(eq(clients.id, input.clientId));
    const name = input.name ?? ([client!.firstname, client!.lastname].filter(Boolean).join(" ") || client!.email);
    const [row] = await tx
      .insert(withdrawals)
      .values({
        orderId: order.id,
        clientId: input.clientId,
        orderLineIds: chosen.map((l) => l.id),
        name,
        email: input.email ?? client!.email,
        channel: "account",
        locale: input.locale,
        declaredAt: ctx.now,
      })
      .returning();
    await enqueueMail(
      tx,
      `withdrawal-receipt:${row!.id}`,
      withdrawalReceiptMail({
        to: row!.email,
        locale: input.locale,
        name,
        orderId: order.id,
        box: order.kind === "BOX",
        declaredAt: ctx.now,
        delivered: window.delivered,
        sendBackBy: sendBackBy(ctx.now),
        pieces: chosen,
        storefrontUrl: ctx.storefrontUrl,
      }),
    );
    return { row: row!, order, created: true };
  });
  const withReturn = await openReturnOf(db, row, order);
  return { receipt: await withdrawalOut(db, withReturn, order, input.locale), created };
}

/** The return of the withdrawn lines, once the order is delivered and has none (tried again on a replay). */
async function openReturnOf(db: AppDatabase, row: Withdrawal, order: Order): Promise<Withdrawal> {
  if (row.returnId !== null || order.status !== "DELIVERED") return row;
  try {
    const returnId = await openReturn(db, order.id, row.orderLineIds);
    const [updated] = await db.update(withdrawals).set({ returnId }).where(eq(withdrawals.id, row.id)).returning();
    return updated!;
  } catch (error) {
    // A return open already (the family's own, or operations'), or lines back meanwhile: the
    // withdrawal stands, operations see it
    if (error instanceof ApiError && error.status < 500) return row;
    throw error;
  }
}

// ── Cancelling a subscription without signing in (§312k BGB) ──────────────────────────────────

const END_MESSAGES = {
  invalid: "The end date is written YYYY-MM-DD, or next_possible",
  past: "The end date cannot be in the past",
} as const;

export type CancellationContext = {
  now: Date;
  storefrontUrl: string;
  config: Parameters<typeof planContext>[0];
};

/**
 * Records a cancellation and writes its receipt to the outbox at once (to the e-mail given, in the
 * request's language); when the e-mail is a client's, their live plans stop now or on the day
 * asked for. The answer is the same whether or not the e-mail is a client's.
 */
export async function cancelSubscription(
  db: AppDatabase,
  input: CancellationInput,
  locale: ContentLocale,
  ctx: CancellationContext,
) {
  if (input.kind === "extraordinary" && !input.reason) {
    const message = "An extraordinary cancellation needs its reason";
    throw ApiError.badRequest(message, { reason: [message] });
  }
  const end = cancellationEnd(input.end, todayIn(undefined, ctx.now));
  if (!end.ok) {
    const message = END_MESSAGES[end.problem];
    throw ApiError.badRequest(message, { end: [message] });
  }
  const row = await db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(sql`lower(${clients.email}) = lower(${input.email})`);
    const [row] = await tx
      .insert(subscriptionCancellations)
      .values({
        name: input.name,
        email: input.email,
        contract: input.contract ?? null,
        kind: input.kind,
        reason: input.kind === "extraordinary" ? input.reason! : (input.reason ?? null),
        endsOn: end.day,
        locale,
        clientId: client?.id ?? null,
        declaredAt: ctx.now,
      })
      .returning();
    await enqueueMail(
      tx,
      `cancellation-receipt:${row!.id}`,
      cancellationReceiptMail({
        to: row!.email,
        locale,
        name: row!.name,
        declaredAt: ctx.now,
        kind: row!.kind,
        reason: row!.reason,
        contract: row!.contract,
        endsOn: row!.endsOn,
        storefrontUrl: ctx.storefrontUrl,
      }),
    );
    return row!;
  });
  if (row.clientId !== null && cancellationDue(row.endsOn, todayIn(undefined, ctx.now))) {
    await applyCancellation(db, row, ctx);
  }
  return cancellationOut(row);
}

export function cancellationOut(row: SubscriptionCancellation) {
  return {
    id: row.id,
    declared_at: row.declaredAt.toISOString(),
    name: row.name,
    email: row.email,
    contract: row.contract,
    kind: row.kind,
    reason: row.reason,
    ends_on: row.endsOn,
  };
}

/**
 * Stops every live plan of the cancellation's client through the malle module (a box being
 * prepared or shipped still comes; nothing is deleted), then marks the cancellation applied.
 */
async function applyCancellation(db: AppDatabase, row: SubscriptionCancellation, ctx: CancellationContext) {
  const plans = await db
    .select({ id: subscriptions.id, profileId: subscriptions.profileId })
    .from(subscriptions)
    .innerJoin(profiles, eq(profiles.id, subscriptions.profileId))
    .where(and(eq(profiles.clientId, row.clientId!), eq(subscriptions.isActive, true)));
  const plan = planContext(ctx.config, ctx.now);
  for (const p of plans) {
    try {
      await terminatePlan(db, row.clientId!, p.profileId, p.id, plan);
    } catch (error) {
      // Stopped meanwhile (by the family or another cancellation): nothing left to do
      if (!(error instanceof ApiError && error.type === "SUBSCRIPTION_TERMINATED")) throw error;
    }
  }
  await db
    .update(subscriptionCancellations)
    .set({ appliedAt: ctx.now })
    .where(and(eq(subscriptionCancellations.id, row.id), isNull(subscriptionCancellations.appliedAt)));
}

/** The cancellations of clients that fall due today (or were not applied after a crash): applied. */
export async function applyDueCancellations(db: AppDatabase, ctx: CancellationContext): Promise<number> {
  const today = todayIn(undefined, ctx.now);
  const due = await db
    .select()
    .from(subscriptionCancellations)
    .where(
      and(
        isNull(subscriptionCancellations.appliedAt),
        isNotNull(subscriptionCancellations.clientId),
        or(isNull(subscriptionCancellations.endsOn), lte(subscriptionCancellations.endsOn, today)),
      ),
    )
    .orderBy(asc(subscriptionCancellations.id))
    .limit(200);
  for (const row of due) await applyCancellation(db, row, ctx);
  return due.length;
}
