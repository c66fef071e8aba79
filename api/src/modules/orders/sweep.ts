/**
 * The sweep of abandoned checkouts: a shop order still waiting for its payment long after it was
 * placed (the shopper left the hosted page without an answer, no webhook came) holds stock, a
 * code, a gift card's balance and wallet money. Past the configured delay it is cancelled like a
 * declined payment (cancelUnpaidOrder: everything given back, its lines back in the cart). A
 * gift card's order (issue 18) left unpaid is cancelled the same way: its card is never valid (a
 * card counts only once its order is paid). A payment that still succeeds afterwards is given back
 * (giveBackLatePayment; settleGiftCardOrder for a gift card).
 */
import { and, asc, inArray, lt } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { orders } from "../../db/schema/index.js";
import type { ModuleJobs } from "../scheduler/index.js";
import { cancelUnpaidOrder } from "./checkout/index.js";

/** Orders looked at per run: a backlog is worked off over the next runs, never in one long burst. */
const BATCH = 100;

/** Cancels the shop and gift card orders unpaid for more than `ttlMinutes`; returns the ids it cancelled. */
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
        inArray(orders.kind, ["SHOP", "GIFT_CARD"]),
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

/** How often the scheduler runs the sweep. */
export const SWEEP_EVERY_MS = 60_000;

/**
 * The orders module's jobs: the sweep as a recurring planner of the scheduler (decision 0031),
 * every minute in one process at a time, with the configured delay and the scheduler's clock.
 */
export const ordersJobs: ModuleJobs = {
  handlers: {},
  recurring: [
    {
      name: "sweep-unpaid-orders",
      everyMs: SWEEP_EVERY_MS,
      run: async ({ db, log, now, config }) => {
        const ids = await sweepUnpaidOrders(db, { ttlMinutes: config.unpaidOrderTtlMinutes, now });
        if (ids.length) log.info({ orderIds: ids }, "unpaid shop and gift card orders cancelled");
      },
    },
  ],
};
