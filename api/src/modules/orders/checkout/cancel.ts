/**
 * Cancelling an order still waiting for its payment: the checkout's effects undone in reverse.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.js";
import { orderLines, orders } from "../../../db/schema/index.js";
import { lockStock } from "../../catalogue/index.js";
import { lockClientCart } from "../cart.js";
import { ORDER_EFFECTS } from "./effects.js";

/**
 * Cancels an order still waiting for its payment (declined, abandoned, or its payment could not
 * start) and gives everything back in one transaction: the checkout's effects undone in reverse —
 * the gift card's balance, the wallet's amount, the code, the stock, and its lines to the client's
 * cart (added to what it holds now, capped by the stock) so the shopper can try again. Idempotent:
 * an order already paid or cancelled is left alone (false). The client's cart row is held first
 * and the order's sizes next, as the checkout holds them, whatever order the undos run in.
 */
export async function cancelUnpaidOrder(db: AppDatabase, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ clientId: orders.clientId, kind: orders.kind })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!seen) return false;
    const cart = seen.kind === "SHOP" ? await lockClientCart(tx, seen.clientId) : undefined;
    const [order] = await tx
      .update(orders)
      .set({ status: "CANCELLED", cancelledAt: new Date() })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ["PENDING_PAYMENT", "PAYMENT_FAILED"])))
      .returning();
    if (!order) return false;
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
    await tx.update(orderLines).set({ status: "CANCELLED" }).where(eq(orderLines.orderId, orderId));
    await lockStock(
      tx,
      lines.map((l) => l.variantId),
    );
    for (const effect of [...ORDER_EFFECTS].reverse()) await effect.undo(tx, { order, lines, cart });
    return true;
  });
}
