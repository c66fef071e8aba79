/**
 * Composing each box in time (decision 0031's scheduler), every step idempotent:
 * - "compose-due" (every 10 minutes): the open requests (PENDING, not being composed, profile not
 *   deleted) whose delivery date is at most COMPOSE_LEAD_DAYS away are enqueued as
 *   "compose-request" jobs, one per request, keyed by the request, its delivery date and the
 *   shop's day — planning again the same day adds nothing; a request left open (nothing fitted)
 *   is tried again the next day, or as soon as its date moves;
 * - "compose-request": composeRequest in its own transaction (a DRAFT for the stylist's review
 *   when STYLIST_REVIEW is on, decision 0043; sent to the family at once when off). A request no longer open (composed
 *   by an administrator meanwhile, cancelled) or with nothing to compose is logged and done — the
 *   request stays as it is; a stock race still unsettled after the engine's rounds is retried by
 *   the scheduler with its backoff.
 */
import { and, asc, eq, isNull, lte, notExists } from "drizzle-orm";
import { addDays } from "#domain/malle.js";
import { todayIn } from "#domain/profiles.js";
import { orders, profiles, requests } from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";
import { enqueueJob, type JobContext, type JobHandler, type ModuleJobs } from "../scheduler/index.js";
import { composeRequest } from "./compose.js";

export const COMPOSE_REQUEST_JOB = "compose-request";
export const COMPOSE_DUE_JOB = "compose-due";
/** Requests planned by one pass at most (the next pass, 10 minutes later, takes the rest). */
export const COMPOSE_PLAN_LIMIT = 2000;
/** Requests enqueued per statement. */
const ENQUEUE_BATCH = 200;

/** The key of a request's composing job: once per request, delivery date and day. */
export const composeKey = (requestId: number, deliveryDate: string, today: string) =>
  `compose:${requestId}:${deliveryDate}:${today}`;

/** Enqueues the due requests' compositions; answers how many requests were due. */
export async function planCompositions(ctx: JobContext, limit = COMPOSE_PLAN_LIMIT): Promise<number> {
  const today = todayIn(undefined, ctx.now);
  const due = await ctx.db
    .select({ id: requests.id, deliveryDate: requests.deliveryDate })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .where(
      and(
        eq(requests.status, "PENDING"),
        eq(requests.isBlocked, false),
        lte(requests.deliveryDate, addDays(today, ctx.config.composeLeadDays)),
        isNull(profiles.deletedAt),
        // A family whose last box is unpaid waits for its payment (decision 0047)
        notExists(
          ctx.db
            .select({ id: orders.id })
            .from(orders)
            .where(
              and(eq(orders.clientId, profiles.clientId), eq(orders.kind, "BOX"), eq(orders.status, "PAYMENT_FAILED")),
            ),
        ),
      ),
    )
    .orderBy(asc(requests.deliveryDate), asc(requests.id))
    .limit(limit);
  for (let i = 0; i < due.length; i += ENQUEUE_BATCH) {
    await ctx.db.transaction(async (tx) => {
      for (const request of due.slice(i, i + ENQUEUE_BATCH)) {
        await enqueueJob(tx as typeof ctx.db, {
          kind: COMPOSE_REQUEST_JOB,
          key: composeKey(request.id, request.deliveryDate!, today),
          payload: { request_id: request.id },
          runAt: ctx.now,
        });
      }
    });
  }
  return due.length;
}

/** Refusals that leave the request as it is: logged, the job done. */
const SETTLED = new Set(["NOTHING_TO_COMPOSE", "REQUEST_BLOCKED", "NOT_FOUND", "PAYMENT_FAILED"]);

export const composeRequestJob: JobHandler = async (job, ctx) => {
  const requestId = job.payload.request_id;
  if (!Number.isInteger(requestId)) {
    ctx.log.warn({ payload: job.payload }, "compose-request without a request id: ignored");
    return;
  }
  try {
    const result = await composeRequest(ctx.db, requestId as number, {
      now: ctx.now,
      config: ctx.config,
      log: ctx.log,
      review: ctx.config.stylistReview,
    });
    ctx.log.debug({ requestId, previewId: result.preview_id, pieces: result.pieces }, "request composed");
  } catch (error) {
    if (error instanceof ApiError && SETTLED.has(error.type)) {
      const level = error.type === "NOTHING_TO_COMPOSE" ? "warn" : "info";
      ctx.log[level]({ requestId, type: error.type }, `request not composed: ${error.title}`);
      return;
    }
    throw error;
  }
};

export const composeJobs: ModuleJobs = {
  handlers: { [COMPOSE_REQUEST_JOB]: composeRequestJob },
  recurring: [{ name: COMPOSE_DUE_JOB, everyMs: 10 * 60_000, run: (ctx) => planCompositions(ctx).then(() => {}) }],
};
