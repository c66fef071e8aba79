/**
 * The sweep of abandoned checkouts: a shop order still waiting for its payment long after it was
 * placed (the shopper left the hosted page without an answer, no webhook came) holds stock, a
 * code, a gift card's balance and wallet money. Past the configured delay it is cancelled like a
 * declined payment (cancelUnpaidOrder: everything given back, its lines back in the cart). A
 * payment that still succeeds afterwards is given back (giveBackLatePayment).
 */
import type { FastifyBaseLogger } from "fastify";
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { orders } from "../../db/schema/index.js";
import { cancelUnpaidOrder } from "./checkout.js";

/** Orders looked at per run: a backlog is worked off over the next runs, never in one long burst. */
const BATCH = 100;

/** Cancels the shop orders unpaid for more than `ttlMinutes`; returns the ids it cancelled. */
export async function sweepUnpaidOrders(
  db: AppDatabase,
  { ttlMinutes, now = new Date() }: { ttlMinutes: number; now?: Date },
): Promise<number[]> {
  const before = new Date(now.getTime() - ttlMinutes * 60_000);
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.kind, "SHOP"),
        inArray(orders.status, ["PENDING_PAYMENT", "PAYMENT_FAILED"]),
        lt(orders.createdAt, before),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(BATCH);
  const cancelled: number[] = [];
  // One transaction per order: a payment settling meanwhile wins or loses on the order's row alone
  for (const { id } of stale) {
    if (await cancelUnpaidOrder(db, id)) cancelled.push(id);
  }
  return cancelled;
}

/**
 * Runs the sweep every few minutes (a tenth of the delay, between 1 and 10 minutes). The timer
 * is unref'ed (it never keeps the process alive) and stopped by the returned function.
 */
export function startUnpaidOrderSweep(db: AppDatabase, log: FastifyBaseLogger, ttlMinutes: number): () => void {
  const everyMs = Math.min(10, Math.max(1, Math.round(ttlMinutes / 10))) * 60_000;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepUnpaidOrders(db, { ttlMinutes })
      .then((ids) => {
        if (ids.length) log.info({ orderIds: ids }, "unpaid shop orders cancelled");
      })
      .catch((error: unknown) => log.error({ err: error }, "unpaid order sweep failed"))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
