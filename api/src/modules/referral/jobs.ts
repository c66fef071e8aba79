/**
 * The rewards of a paid order as a job: markOrderPaid enqueues it in the transaction that marks
 * the order PAID, so a crash right after the payment never loses the points or the godfather's
 * reward, and a retry never pays them twice (rewardPaidOrder is idempotent by reference).
 */
import { eq } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { orders } from "../../db/schema/index.js";
import { enqueueJob, type ModuleJobs } from "../scheduler/index.js";
import { rewardPaidOrder } from "./service.js";

export const PAID_ORDER_REWARD_JOB = "reward-paid-order";

/** One job per order, ever (the key): replayed webhooks enqueue nothing more. */
export function enqueuePaidOrderReward(db: AppDatabase, orderId: number): Promise<boolean> {
  return enqueueJob(db, { kind: PAID_ORDER_REWARD_JOB, key: `order:${orderId}`, payload: { order_id: orderId } });
}

export const referralJobs: ModuleJobs = {
  handlers: {
    [PAID_ORDER_REWARD_JOB]: async (job, ctx) => {
      const orderId = Number(job.payload.order_id);
      const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
      // An order refunded or cancelled since is not rewarded; one paid is, on the job's clock
      if (order?.paidAt && order.status !== "CANCELLED") await rewardPaidOrder(ctx.db, order, ctx.now);
    },
  },
};
