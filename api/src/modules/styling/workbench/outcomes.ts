/**
 * What became of the pieces of a profile's past boxes, for the stylist's profile panel: a box is an
 * order once it ships (decision 0042), each piece a line; a line is kept or returned once the family
 * settles (issue 26), and a piece operations received back is returned whatever the line says yet.
 * The reason is the family's, given on its return.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { orderLines, orders, returnLines } from "../../../db/schema/index.js";

export type PieceOutcome = { outcome: "kept" | "returned" | null; reason: string | null };

/** Outcomes by `${requestId}:${variantId}`; a piece not shipped yet (or not settled) has none. */
export async function pastBoxOutcomes(db: Db, requestIds: number[]): Promise<Map<string, PieceOutcome>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({
      requestId: orders.requestId,
      variantId: orderLines.variantId,
      status: orderLines.status,
      returnedReason: returnLines.reason,
      receivedBack: returnLines.outcome,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .leftJoin(returnLines, eq(returnLines.orderLineId, orderLines.id))
    .where(and(eq(orders.kind, "BOX"), inArray(orders.requestId, requestIds)));
  const outcomes = new Map<string, PieceOutcome>();
  for (const row of rows) {
    const returned = row.status === "RETURNED" || row.receivedBack !== null;
    outcomes.set(`${row.requestId}:${row.variantId}`, {
      outcome: returned ? "returned" : row.status === "KEPT" ? "kept" : null,
      reason: returned ? row.returnedReason : null,
    });
  }
  return outcomes;
}
