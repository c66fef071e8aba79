/**
 * A delivered box over time (decision 0047), every step idempotent:
 * - "box-delivered" (written by operations with the delivery): the deadline (delivery day +
 *   BOX_DECISION_DAYS) and the "your box arrived" e-mail;
 * - "settle-boxes" (every 5 minutes): a box delivered without a deadline gets one as above (its
 *   job lost); a box whose reminder day has come gets the reminder with the amount (keyed by its
 *   deadline: an extended box is reminded again); a box past its deadline without a declaration is
 *   settled (what was sent back goes back, the rest is kept) and charged;
 * - "charge-box": the charge a declaration wrote, for when the declaring request did not live to
 *   make it (a crash, a provider down): the same key, so never a second charge.
 */
import { and, asc, eq, gte, isNull, isNotNull, lt, lte, notExists, sql } from "drizzle-orm";
import { addDays } from "#domain/malle.js";
import { todayIn } from "#domain/profiles.js";
import { BOX_DELIVERED_JOB, decisionDeadline, reminderDay } from "#domain/settlement.js";
import type { AppDatabase } from "../../../db/client.js";
import { clients, jobs, orders, profiles } from "../../../db/schema/index.js";
import {
  MAIL_JOB,
  enqueueMail,
  type JobContext,
  type JobHandler,
  type ModuleJobs,
  type Recurring,
} from "../../scheduler/index.js";
import { chargeBox } from "./charge.js";
import { boxDeliveredMail, boxReminderMail } from "./mails.js";
import { CHARGE_BOX_JOB, keepAllQuote, settleAtDeadline } from "./settle.js";

/** Boxes looked at per step and run: a backlog is worked off over the next runs. */
const BATCH = 100;

function chargeDeps(ctx: JobContext) {
  if (!ctx.payments) throw new Error("box charges need the payments (give the scheduler app.payments)");
  return { db: ctx.db, payments: ctx.payments, log: ctx.log, storefrontUrl: ctx.config.storefrontUrl };
}

const delivered = and(eq(orders.kind, "BOX"), eq(orders.status, "DELIVERED"), isNull(orders.declaredAt));

/** The family of a box, for its e-mails. */
async function family(db: AppDatabase, orderId: number) {
  const [row] = await db
    .select({ email: clients.email, firstname: clients.firstname, profile: profiles.firstname })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(profiles, eq(profiles.id, orders.profileId))
    .where(eq(orders.id, orderId));
  return row!;
}

/** A box delivered without a deadline: the deadline and the "your box arrived" e-mail, together (once). */
async function openDecisionWindow(ctx: JobContext, orderId: number): Promise<void> {
  const rules = ctx.config.settlement;
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), delivered))
      .for("update");
    if (!order?.deliveredAt || order.returnDeadline) return;
    const deadline = decisionDeadline(order.deliveredAt.toISOString().slice(0, 10), rules);
    await tx.update(orders).set({ returnDeadline: deadline }).where(eq(orders.id, order.id));
    const who = await family(tx as AppDatabase, order.id);
    await enqueueMail(
      tx as AppDatabase,
      `box-delivered:${order.id}`,
      boxDeliveredMail({
        to: who.email,
        locale: order.locale,
        firstname: who.firstname,
        storefrontUrl: ctx.config.storefrontUrl,
        orderId: order.id,
        profile: who.profile ?? who.firstname ?? "",
        deadline,
        keepAllDiscountPercent: rules.keepAllDiscountPercent,
      }),
    );
  });
}

/** Boxes delivered without a deadline (their delivery's job lost, or delivered before this code). */
export async function openDecisionWindows(ctx: JobContext): Promise<number> {
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(delivered, isNull(orders.returnDeadline), isNotNull(orders.deliveredAt)))
    .orderBy(asc(orders.id))
    .limit(BATCH);
  for (const { id } of due) await openDecisionWindow(ctx, id);
  return due.length;
}

/** Boxes whose reminder day has come: the e-mail with what keeping everything would cost. */
export async function remindDeadlines(ctx: JobContext): Promise<number> {
  const rules = ctx.config.settlement;
  const today = todayIn(undefined, ctx.now);
  const due = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        delivered,
        // From the reminder day to the deadline itself (a run missed on the day reminds the next)
        gte(orders.returnDeadline, today),
        lte(orders.returnDeadline, addDays(today, rules.reminderDaysBefore)),
        // Not reminded yet of this deadline: the batch goes on to the next boxes
        notExists(
          ctx.db
            .select({ id: jobs.id })
            .from(jobs)
            .where(
              and(
                eq(jobs.kind, MAIL_JOB),
                eq(jobs.key, sql`'box-reminder:' || ${orders.id} || ':' || ${orders.returnDeadline}`),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(BATCH);
  let sent = 0;
  for (const order of due) {
    const deadline = order.returnDeadline!;
    if (today < reminderDay(deadline, rules) || today > deadline) continue;
    const charge = await keepAllQuote(ctx.db, order, rules);
    const who = await family(ctx.db, order.id);
    await enqueueMail(
      ctx.db,
      `box-reminder:${order.id}:${deadline}`,
      boxReminderMail({
        to: who.email,
        locale: order.locale,
        firstname: who.firstname,
        storefrontUrl: ctx.config.storefrontUrl,
        orderId: order.id,
        deadline,
        keepAllCents: charge.dueCents,
      }),
    );
    sent += 1;
  }
  return sent;
}

/** Boxes past their deadline without a declaration: settled as kept (but what was sent back) and charged. */
export async function settleOverdueBoxes(ctx: JobContext): Promise<number[]> {
  const today = todayIn(undefined, ctx.now);
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(delivered, lt(orders.returnDeadline, today)))
    .orderBy(asc(orders.id))
    .limit(BATCH);
  const settled: number[] = [];
  for (const { id } of due) {
    if (!(await settleAtDeadline(ctx.db, id, ctx.config.settlement, ctx.now))) continue;
    settled.push(id);
    await chargeBox(chargeDeps(ctx), id);
  }
  return settled;
}

/** A job about one box: its order id from the payload (a job without one is logged and done). */
const forBox =
  (run: (ctx: JobContext, orderId: number) => Promise<unknown>): JobHandler =>
  async (job, ctx) => {
    const orderId = job.payload.order_id;
    if (!Number.isInteger(orderId)) {
      ctx.log.warn({ payload: job.payload, kind: job.kind }, "box job without an order id: ignored");
      return;
    }
    await run(ctx, orderId as number);
  };

const settleBoxes: Recurring = {
  name: "settle-boxes",
  everyMs: 5 * 60_000,
  run: async (ctx) => {
    await openDecisionWindows(ctx);
    await remindDeadlines(ctx);
    const settled = await settleOverdueBoxes(ctx);
    if (settled.length) ctx.log.info({ orderIds: settled }, "boxes settled at their deadline");
  },
};

/** The box's jobs, beside the orders module's sweep. */
export const boxJobs: ModuleJobs = {
  handlers: {
    [CHARGE_BOX_JOB]: forBox((ctx, orderId) => chargeBox(chargeDeps(ctx), orderId)),
    [BOX_DELIVERED_JOB]: forBox(openDecisionWindow),
  },
  recurring: [settleBoxes],
};
