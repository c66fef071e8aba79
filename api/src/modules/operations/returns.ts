/**
 * Receiving a return piece by piece (decision 0042). Operations can open a return for a delivered
 * box or order when the family has none yet; each line is then received as back in stock (its
 * units return to the stock at once, ledger kind "returned"), damaged or missing (recorded in the
 * ledger without units). The return's row is locked for the whole receipt, and a line already
 * received is left as it is: two operators receiving the same return move the stock once. A shop
 * order's return fully received enqueues its refund (the returns module's job).
 */
import type { ContentLocale } from "#domain/locales.js";
import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { AppDatabase, Db } from "../../db/client.js";
import { clients, orderLines, orders, products, productVariants, returnLines, returns } from "../../db/schema/index.js";
import { receivedMovementKind, type ReturnOutcome } from "#domain/operations.js";
import { REFUND_RETURN_JOB } from "#domain/returns.js";
import { ApiError } from "../../plugins/errors.js";
import { putBackStock, recordStockEvent } from "../catalogue/index.js";
import { enqueueJob } from "../scheduler/index.js";

const returnNotFound = () => ApiError.notFound("No such return");

/** Opens a return of these lines of a delivered order (409 RETURN_EXISTS when one is open, ORDER_NOT_DELIVERED). */
export async function openReturn(db: AppDatabase, orderId: number, orderLineIds: readonly number[]) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw ApiError.notFound("No such order");
    if (order.status !== "DELIVERED") {
      throw ApiError.conflict("ORDER_NOT_DELIVERED", `This order is ${order.status}: only a delivered one comes back`);
    }
    const [open] = await tx
      .select({ id: returns.id })
      .from(returns)
      .where(and(eq(returns.orderId, orderId), ne(returns.status, "CANCELLED")));
    if (open) throw ApiError.conflict("RETURN_EXISTS", `This order has return ${open.id} already`);
    const lines = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.id, [...orderLineIds])));
    const usable = lines.filter((l) => l.status !== "RETURNED" && l.status !== "CANCELLED");
    if (usable.length !== new Set(orderLineIds).size || usable.length === 0) {
      const message = "Lines of this order that were sent and not returned yet";
      throw ApiError.badRequest(message, { order_line_ids: [message] });
    }
    return addToReturn(
      tx,
      order,
      usable.map((l) => ({ orderLineId: l.id, quantity: l.quantity, reason: null })),
    );
  });
}

/** A line to send back, with the family's reason when it gave one. */
export type ReturnRequestLine = { orderLineId: number; quantity: number; reason: string | null };

/**
 * Adds lines to the order's open return, opening one (REQUESTED) when there is none, in the
 * caller's transaction (the order's row held): a line already in it is left as it is. Answers the
 * return's id.
 */
export async function addToReturn(
  tx: Db,
  order: { id: number; clientId: number },
  lines: readonly ReturnRequestLine[],
): Promise<number> {
  const [open] = await tx
    .select({ id: returns.id })
    .from(returns)
    .where(and(eq(returns.orderId, order.id), ne(returns.status, "CANCELLED")))
    .orderBy(desc(returns.id))
    .limit(1);
  const returnId =
    open?.id ??
    (
      await tx
        .insert(returns)
        .values({ orderId: order.id, clientId: order.clientId, status: "REQUESTED" })
        .returning({ id: returns.id })
    )[0]!.id;
  if (lines.length > 0) {
    await tx
      .insert(returnLines)
      .values(lines.map((l) => ({ returnId, ...l })))
      .onConflictDoNothing();
  }
  return returnId;
}

/** The returns still to receive (oldest first), with their client and how many lines are received. */
export async function listOpenReturns(db: AppDatabase) {
  return db
    .select({
      id: returns.id,
      order_id: returns.orderId,
      client_id: returns.clientId,
      name: sql<string>`coalesce(${clients.firstname}, ${clients.email})`,
      status: returns.status,
      created_at: sql<string>`to_char(${returns.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      lines: sql<number>`(select count(*) from ${returnLines} where ${returnLines.returnId} = ${returns.id})::int`,
      received: sql<number>`(select count(*) from ${returnLines} where ${returnLines.returnId} = ${returns.id} and ${returnLines.outcome} is not null)::int`,
    })
    .from(returns)
    .innerJoin(clients, eq(clients.id, returns.clientId))
    .where(inArray(returns.status, ["REQUESTED", "LABEL_CREATED", "IN_TRANSIT"]))
    .orderBy(asc(returns.createdAt), asc(returns.id))
    .limit(200);
}

/** A return with its lines (product, size, units, outcome). 404 when there is none. */
export async function returnOut(db: AppDatabase, returnId: number, locale: ContentLocale) {
  const [found] = await db
    .select({ ret: returns, orderKind: orders.kind })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(returns.id, returnId));
  if (!found) throw returnNotFound();
  const { ret, orderKind } = found;
  const lines = await db
    .select({
      id: returnLines.id,
      order_line_id: returnLines.orderLineId,
      variant_id: orderLines.variantId,
      product_name: products.name,
      reference: products.reference,
      size: productVariants.size,
      ean: productVariants.ean,
      quantity: returnLines.quantity,
      reason: returnLines.reason,
      received_quantity: returnLines.receivedQuantity,
      damaged_quantity: returnLines.damagedQuantity,
      outcome: returnLines.outcome,
      received_at: returnLines.receivedAt,
    })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(returnLines.returnId, returnId))
    .orderBy(asc(returnLines.id));
  return {
    id: ret.id,
    order_id: ret.orderId,
    order_kind: orderKind,
    client_id: ret.clientId,
    status: ret.status,
    received_at: ret.receivedAt?.toISOString() ?? null,
    lines: lines.map((l) => ({
      ...l,
      product_name: l.product_name[locale],
      received_at: l.received_at?.toISOString() ?? null,
    })),
  };
}

/** The open return of an order (the newest not cancelled), for the parcel's page. */
export async function returnOfOrder(db: AppDatabase, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: returns.id })
    .from(returns)
    .where(and(eq(returns.orderId, orderId), ne(returns.status, "CANCELLED")))
    .orderBy(desc(returns.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Receives lines of a return: each line not received yet gets its outcome (back in stock raises
 * the stock now); a line received already keeps its first outcome. Once every line is received
 * the return is RECEIVED. Answers the ids of the lines this call received.
 */
export async function receiveReturn(
  db: AppDatabase,
  returnId: number,
  received: readonly { lineId: number; outcome: ReturnOutcome }[],
  staffId: number,
  now: Date,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [ret] = await tx.select().from(returns).where(eq(returns.id, returnId)).for("update");
    if (!ret) throw returnNotFound();
    if (ret.status === "CANCELLED") throw ApiError.conflict("RETURN_CANCELLED", "This return was cancelled");
    const lines = await tx
      .select({ line: returnLines, variantId: orderLines.variantId })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(eq(returnLines.returnId, returnId));
    const byId = new Map(lines.map((l) => [l.line.id, l]));
    const unknown = received.filter((r) => !byId.has(r.lineId));
    if (unknown.length > 0) {
      const message = "Lines of this return";
      throw ApiError.badRequest(message, { lines: [message] });
    }
    // One outcome per line (the last one given), and only for lines not received yet
    const asked = [...new Map(received.map((r) => [r.lineId, r])).values()];
    const fresh = asked.filter((r) => byId.get(r.lineId)!.line.outcome === null);
    const movement = { returnId, orderId: ret.orderId, staffMemberId: staffId };
    for (const outcome of ["restocked", "damaged", "missing"] as const) {
      const these = fresh.filter((r) => r.outcome === outcome).map((r) => byId.get(r.lineId)!);
      if (these.length === 0) continue;
      const kind = receivedMovementKind(outcome);
      if (kind === "returned") {
        const demand = new Map<number, number>();
        for (const l of these) demand.set(l.variantId, (demand.get(l.variantId) ?? 0) + l.line.quantity);
        await putBackStock(tx, demand, { ...movement, kind });
      } else {
        await recordStockEvent(
          tx,
          these.map((l) => l.variantId),
          { ...movement, kind },
        );
      }
      await tx
        .update(returnLines)
        .set({
          outcome,
          receivedAt: now,
          receivedByStaffId: staffId,
          // Back in stock or damaged, every unit came back; a missing line has none
          receivedQuantity: outcome === "missing" ? 0 : sql`${returnLines.quantity}`,
          damagedQuantity: outcome === "damaged" ? sql`${returnLines.quantity}` : 0,
        })
        .where(
          and(
            inArray(
              returnLines.id,
              these.map((l) => l.line.id),
            ),
            isNull(returnLines.outcome),
          ),
        );
      // A piece back, damaged or not, is no longer the family's; a missing one stays on its order
      if (outcome !== "missing") {
        await tx
          .update(orderLines)
          .set({ status: "RETURNED" })
          .where(
            inArray(
              orderLines.id,
              these.map((l) => l.line.orderLineId),
            ),
          );
      }
    }
    const done = lines.every((l) => l.line.outcome !== null || fresh.some((r) => r.lineId === l.line.id));
    if (done && ret.status !== "RECEIVED" && ret.status !== "REFUNDED") {
      await tx.update(returns).set({ status: "RECEIVED", receivedAt: now }).where(eq(returns.id, returnId));
      // A shop order's pieces were paid for: the refund is a job written with the receipt (the
      // provider is never called under the return's lock); a box's returned pieces were never charged
      const [order] = await tx.select({ kind: orders.kind }).from(orders).where(eq(orders.id, ret.orderId));
      if (order?.kind === "SHOP") {
        await enqueueJob(tx as AppDatabase, {
          kind: REFUND_RETURN_JOB,
          key: `return:${returnId}`,
          payload: { return_id: returnId },
        });
      }
    }
    return fresh.map((r) => r.lineId);
  });
}
