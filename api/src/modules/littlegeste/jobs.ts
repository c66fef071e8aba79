/**
 * A resold piece's family is told (decision 0048): markOrderPaid enqueues this job with the order's
 * PAID status; it marks the order's second-hand pieces SOLD and writes one e-mail per piece to the
 * outbox (keyed by the piece, so a replay tells no one twice).
 */
import { and, eq, isNull } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { clients, orderLines, orders, recycleLabels, resaleItems } from "../../db/schema/index.js";
import { enqueueJob, enqueueMail, type ModuleJobs } from "../scheduler/index.js";
import { pieceResoldMail } from "./mails.js";

export const RESOLD_PIECES_JOB = "littlegeste-resold";

/** One job per paid order, ever. */
export function enqueueResoldPieces(db: AppDatabase, orderId: number): Promise<boolean> {
  return enqueueJob(db, { kind: RESOLD_PIECES_JOB, key: `order:${orderId}`, payload: { order_id: orderId } });
}

export const littlegesteJobs: ModuleJobs = {
  handlers: {
    [RESOLD_PIECES_JOB]: async (job, ctx) => {
      const orderId = Number(job.payload.order_id);
      await ctx.db.transaction(async (tx) => {
        const sold = await tx
          .select({ piece: resaleItems, client: clients, paidAt: orders.paidAt })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .innerJoin(resaleItems, eq(resaleItems.variantId, orderLines.variantId))
          .innerJoin(recycleLabels, eq(recycleLabels.id, resaleItems.recycleLabelId))
          .innerJoin(clients, eq(clients.id, recycleLabels.clientId))
          .where(and(eq(orderLines.orderId, orderId), isNull(resaleItems.soldAt)));
        for (const { piece, client, paidAt } of sold) {
          await tx
            .update(resaleItems)
            .set({ status: "SOLD", soldAt: paidAt ?? ctx.now })
            .where(eq(resaleItems.id, piece.id));
          const family = { to: client.email, locale: client.locale, firstname: client.firstname };
          await enqueueMail(
            tx as AppDatabase,
            `littlegeste-resold:${piece.id}`,
            pieceResoldMail({ ...family, storefrontUrl: ctx.config.storefrontUrl }, piece.description),
          );
        }
      });
    },
  },
};
