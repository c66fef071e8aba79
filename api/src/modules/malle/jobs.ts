/**
 * The box over time's scheduled work (decision 0031's scheduler), each step idempotent:
 * - "plan-openings" (every minute): the active, not paused plans whose next_at has come and whose
 *   profile has no PENDING request are enqueued as "open-request" jobs, in batches of plans (keyed
 *   by the plans and their next_at, so planning again before they ran adds nothing);
 * - "open-request": the batch's profiles are locked (rows another transaction holds are skipped:
 *   the next planning finds them), each plan still due gets its request — the plan's next delivery
 *   date (never before today + the pessimistic delay), the last box's address and payment method —
 *   its next dates move on by its frequency, and the "next box opened" e-mail is enqueued; set-wise,
 *   one transaction per batch. A plan opened is not due any more, and the index "one PENDING request
 *   per profile" stands behind it: a run twice, or two workers on one plan, open one request;
 * - "end-pauses" (every 10 minutes): paused plans whose paused_until has come resume (event
 *   resumed, the resumed e-mail), as a resume by the family would;
 * - "reminders" (hourly): the box arrives within 7 days; its date can still move (10 days before,
 *   open box); a pause ends within 7 days — each e-mail keyed by what it announces, so it goes once.
 */
import { createHash } from "node:crypto";
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { AppDatabase, Db } from "../../db/client.js";
import {
  addresses,
  clients,
  paymentMethods,
  profiles,
  requests,
  subscriptions,
  type Subscription,
} from "../../db/schema/index.js";
import {
  BOX_COMING_REMINDER_DAYS,
  DATE_CAN_MOVE_REMINDER_DAYS,
  PAUSE_ENDING_REMINDER_DAYS,
  earliestDelivery,
  latestDay,
  planSchedule,
  reminderRange,
  requestActions,
} from "#domain/malle.js";
import { enqueueJob, enqueueMail, enqueueMails, type JobContext, type ModuleJobs } from "../scheduler/index.js";
import { delaysTable, endPause, planContext, type PlanContext } from "./plans.js";
import {
  nextBoxOpened,
  reminderBoxComing,
  reminderDateCanMove,
  reminderPauseEnding,
  type SubscriptionMailBase,
} from "./subscription-mails.js";

export const OPEN_REQUEST_JOB = "open-request";
/** Plans opened by one "open-request" job (one transaction). */
export const OPEN_BATCH = 500;
/** A reminder is not sent for a box (or a pause) made in the last two days: its own e-mail just said it. */
const REMINDER_QUIET_MS = 48 * 3600_000;

export function jobPlanContext(ctx: Pick<JobContext, "now" | "config">): PlanContext {
  return planContext(ctx.config, ctx.now);
}

const notPaused = or(isNull(subscriptions.statusDetailsCode), ne(subscriptions.statusDetailsCode, "paused"));

/** Who each profile's e-mails go to (the client's address and language). */
async function mailBases(
  db: Db,
  profileIds: number[],
  storefrontUrl: string,
): Promise<Map<number, SubscriptionMailBase>> {
  if (!profileIds.length) return new Map();
  const rows = await db
    .select({
      profileId: profiles.id,
      profileFirstname: profiles.firstname,
      email: clients.email,
      locale: clients.locale,
      clientFirstname: clients.firstname,
    })
    .from(profiles)
    .innerJoin(clients, eq(clients.id, profiles.clientId))
    .where(inArray(profiles.id, profileIds));
  return new Map(
    rows.map((r) => [
      r.profileId,
      {
        to: r.email,
        locale: r.locale,
        clientFirstname: r.clientFirstname,
        profileFirstname: r.profileFirstname,
        kidId: r.profileId,
        storefrontUrl,
      },
    ]),
  );
}

// ── Openings ───────────────────────────────────────────────────────────────────────────────────

/** The key of an opening job: one plan → "open:{id}:{next_at}"; a batch → its first plan's, its size and a digest. */
export function openingKey(plans: { id: number; nextAt: Date }[]): string {
  const first = plans[0]!;
  const base = `open:${first.id}:${first.nextAt.toISOString()}`;
  if (plans.length === 1) return base;
  const digest = createHash("sha1")
    .update(plans.map((p) => `${p.id}@${p.nextAt.toISOString()}`).join(","))
    .digest("hex")
    .slice(0, 12);
  return `${base}+${plans.length - 1}:${digest}`;
}

/** Enqueues the due plans' openings in batches; answers how many plans were due. */
export async function planOpenings(ctx: JobContext, batch = OPEN_BATCH): Promise<number> {
  const candidates = await ctx.db
    .select({ id: subscriptions.id, profileId: subscriptions.profileId, nextAt: subscriptions.nextAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.isActive, true),
        isNotNull(subscriptions.frequency),
        notPaused,
        lte(subscriptions.nextAt, ctx.now),
      ),
    )
    .orderBy(asc(subscriptions.nextAt), asc(subscriptions.id));
  if (!candidates.length) return 0;
  // A profile whose box is still PENDING waits for it to leave (read apart: see openRequests)
  const waiting = await ctx.db
    .select({ profileId: requests.profileId })
    .from(requests)
    .where(eq(requests.status, "PENDING"));
  const busy = new Set(waiting.map((w) => w.profileId));
  const due = candidates.filter((plan) => !busy.has(plan.profileId)) as { id: number; nextAt: Date }[];
  for (let i = 0; i < due.length; i += batch) {
    const chunk = due.slice(i, i + batch);
    await enqueueJob(ctx.db, {
      kind: OPEN_REQUEST_JOB,
      key: openingKey(chunk),
      payload: { subscription_ids: chunk.map((p) => p.id) },
      runAt: ctx.now,
    });
  }
  return due.length;
}

/**
 * Opens the next request of each plan given that is still due (see the file's comment); answers
 * how many requests were opened.
 */
export async function openRequests(db: AppDatabase, subscriptionIds: number[], plan: PlanContext): Promise<number> {
  if (!subscriptionIds.length) return 0;
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          inArray(
            profiles.id,
            tx
              .select({ id: subscriptions.profileId })
              .from(subscriptions)
              .where(inArray(subscriptions.id, subscriptionIds)),
          ),
          isNull(profiles.deletedAt),
        ),
      )
      .orderBy(asc(profiles.id))
      .for("update", { skipLocked: true });
    if (!locked.length) return 0;
    // Profiles whose box is still PENDING wait (looked up by profile: a correlated NOT EXISTS can be
    // planned as a scan of every PENDING request per plan when the statistics are behind)
    const waiting = await tx
      .select({ profileId: requests.profileId })
      .from(requests)
      .where(
        and(
          inArray(
            requests.profileId,
            locked.map((p) => p.id),
          ),
          eq(requests.status, "PENDING"),
        ),
      );
    const busy = new Set(waiting.map((w) => w.profileId));
    const free = locked.map((p) => p.id).filter((id) => !busy.has(id));
    if (!free.length) return 0;
    const due = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.id, subscriptionIds),
          inArray(subscriptions.profileId, free),
          eq(subscriptions.isActive, true),
          isNotNull(subscriptions.frequency),
          isNotNull(subscriptions.nextDeliveryDate),
          notPaused,
          lte(subscriptions.nextAt, plan.now),
        ),
      )
      .orderBy(asc(subscriptions.id));
    if (!due.length) return 0;
    const profileIds = due.map((s) => s.profileId);

    // The last box of each profile: where the next one goes and how what is kept is paid
    const lastBoxes = await tx
      .selectDistinctOn([requests.profileId], {
        profileId: requests.profileId,
        shippingAddressId: requests.shippingAddressId,
        paymentMethodId: paymentMethods.id,
        fraudLabel: requests.fraudLabel,
        country: addresses.countryCode,
      })
      .from(requests)
      .leftJoin(addresses, eq(addresses.id, requests.shippingAddressId))
      .leftJoin(paymentMethods, and(eq(paymentMethods.id, requests.paymentMethodId), isNull(paymentMethods.deletedAt)))
      .where(inArray(requests.profileId, profileIds))
      .orderBy(asc(requests.profileId), desc(requests.id));
    const lastBox = new Map(lastBoxes.map((b) => [b.profileId, b]));
    const delaysOf = await delaysTable(tx, plan.boxLead);

    const openings = due.map((s: Subscription) => {
      const last = lastBox.get(s.profileId);
      const delays = delaysOf(last?.country ?? null);
      const deliveryDate = latestDay(s.nextDeliveryDate!, earliestDelivery(plan.today, delays.pessimistic));
      const schedule = planSchedule({
        isActive: true,
        frequency: s.frequency,
        booked: true,
        lastDeliveryDate: deliveryDate,
        pausedUntil: null,
        today: plan.today,
        delays,
        leadDays: plan.leadDays,
      })!;
      return { plan: s, last, deliveryDate, schedule };
    });

    const opened = await tx
      .insert(requests)
      .values(
        openings.map((o) => ({
          profileId: o.plan.profileId,
          subscriptionId: o.plan.id,
          status: "PENDING" as const,
          actions: requestActions({ status: "PENDING", composing: false }),
          isBlocked: false,
          deliveryDate: o.deliveryDate,
          shippingAddressId: o.last?.shippingAddressId ?? null,
          paymentMethodId: o.last?.paymentMethodId ?? null,
          fraudLabel: o.last?.fraudLabel ?? null,
        })),
      )
      .returning({ id: requests.id, profileId: requests.profileId, deliveryDate: requests.deliveryDate });

    const values = sql.join(
      openings.map(
        (o) =>
          sql`(${o.plan.id}::integer, ${o.schedule.nextDeliveryDate}::date, ${o.schedule.nextOptimisticDeliveryDate}::date, ${o.schedule.nextAt.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${subscriptions} set
        next_delivery_date = v.next_delivery_date,
        next_optimistic_delivery_date = v.next_optimistic_delivery_date,
        next_at = v.next_at,
        updated_at = now()
      from (values ${values}) as v(id, next_delivery_date, next_optimistic_delivery_date, next_at)
      where ${subscriptions.id} = v.id`);

    const bases = await mailBases(tx, profileIds, plan.storefrontUrl);
    await enqueueMails(
      tx,
      opened.map((request) => ({
        key: `next-box-opened:${request.id}`,
        message: nextBoxOpened({ ...bases.get(request.profileId)!, deliveryDate: request.deliveryDate! }),
      })),
    );
    return opened.length;
  });
}

// ── Pauses ─────────────────────────────────────────────────────────────────────────────────────

/** Resumes the paused plans whose pause has ended (by today); answers how many. */
export async function endPauses(db: AppDatabase, plan: PlanContext): Promise<number> {
  const ended = await db
    .select({ id: subscriptions.id, profileId: subscriptions.profileId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.isActive, true),
        eq(subscriptions.statusDetailsCode, "paused"),
        lte(subscriptions.pausedUntil, plan.today),
      ),
    )
    .orderBy(asc(subscriptions.id));
  let resumed = 0;
  for (const { id, profileId } of ended) {
    const done = await db.transaction(async (tx) => {
      const [profile] = await tx.select().from(profiles).where(eq(profiles.id, profileId)).for("update");
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
      return profile && row ? endPause(tx, profile, row, plan) : false;
    });
    if (done) resumed += 1;
  }
  return resumed;
}

// ── Reminders ──────────────────────────────────────────────────────────────────────────────────

/** Enqueues the reminders due today (each once, keyed by what it announces); answers how many were new. */
export async function sendReminders(db: AppDatabase, plan: PlanContext): Promise<number> {
  const quiet = new Date(plan.now.getTime() - REMINDER_QUIET_MS);
  const coming = reminderRange(plan.today, BOX_COMING_REMINDER_DAYS);
  const canMove = reminderRange(plan.today, DATE_CAN_MOVE_REMINDER_DAYS);
  const pauseEnds = reminderRange(plan.today, PAUSE_ENDING_REMINDER_DAYS);
  const live = and(isNull(profiles.deletedAt), lt(requests.createdAt, quiet));

  const boxes = await db
    .select({
      id: requests.id,
      profileId: requests.profileId,
      subscriptionId: requests.subscriptionId,
      status: requests.status,
      isBlocked: requests.isBlocked,
      deliveryDate: requests.deliveryDate,
    })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .where(
      and(
        live,
        inArray(requests.status, ["PENDING", "PREVIEW_SENT", "VALIDATED", "SHIPPED"]),
        gte(requests.deliveryDate, coming.from),
        lte(requests.deliveryDate, canMove.to),
      ),
    );
  const pauses = await db
    .select()
    .from(subscriptions)
    .innerJoin(profiles, eq(profiles.id, subscriptions.profileId))
    .where(
      and(
        isNull(profiles.deletedAt),
        eq(subscriptions.isActive, true),
        eq(subscriptions.statusDetailsCode, "paused"),
        gte(subscriptions.pausedUntil, pauseEnds.from),
        lte(subscriptions.pausedUntil, pauseEnds.to),
        lt(subscriptions.pausedAt, quiet),
      ),
    );
  const pending = pauses.length
    ? await db
        .select({ subscriptionId: requests.subscriptionId, deliveryDate: requests.deliveryDate })
        .from(requests)
        .where(
          and(
            eq(requests.status, "PENDING"),
            inArray(
              requests.subscriptionId,
              pauses.map((p) => p.subscriptions.id),
            ),
          ),
        )
    : [];

  const bases = await mailBases(
    db,
    [...new Set([...boxes.map((b) => b.profileId), ...pauses.map((p) => p.subscriptions.profileId)])],
    plan.storefrontUrl,
  );
  let sent = 0;
  const mail = async (key: string, message: Parameters<typeof enqueueMail>[2]) => {
    if (await enqueueMail(db, key, message)) sent += 1;
  };
  for (const box of boxes) {
    const base = bases.get(box.profileId)!;
    const date = box.deliveryDate!;
    if (date <= coming.to) {
      await mail(`reminder-box-coming:${box.id}:${date}`, reminderBoxComing({ ...base, deliveryDate: date }));
    }
    if (box.status === "PENDING" && !box.isBlocked) {
      await mail(
        `reminder-date-can-move:${box.id}:${date}`,
        reminderDateCanMove({ ...base, deliveryDate: date, subscriptionId: box.subscriptionId }),
      );
    }
  }
  for (const { subscriptions: s } of pauses) {
    const next = pending.find((p) => p.subscriptionId === s.id)?.deliveryDate ?? s.nextDeliveryDate;
    if (!next || !s.pausedUntil) continue;
    await mail(
      `reminder-pause-ending:${s.id}:${s.pausedUntil}`,
      reminderPauseEnding({ ...bases.get(s.profileId)!, pausedUntil: s.pausedUntil, nextDeliveryDate: next }),
    );
  }
  return sent;
}

// ── The module's jobs ─────────────────────────────────────────────────────────────────────────

/** The jobs with their batch size (tests take small batches to see several workers share them). */
export function malleJobsWith(options: { openBatch?: number } = {}): ModuleJobs {
  return {
    handlers: {
      [OPEN_REQUEST_JOB]: async (job, ctx) => {
        const ids = (job.payload.subscription_ids as unknown[] | undefined) ?? [];
        const opened = await openRequests(
          ctx.db,
          ids.filter((id): id is number => Number.isInteger(id)),
          jobPlanContext(ctx),
        );
        ctx.log.debug({ opened, plans: ids.length }, "requests opened");
      },
    },
    recurring: [
      { name: "plan-openings", everyMs: 60_000, run: (ctx) => planOpenings(ctx, options.openBatch).then(() => {}) },
      { name: "end-pauses", everyMs: 10 * 60_000, run: (ctx) => endPauses(ctx.db, jobPlanContext(ctx)).then(() => {}) },
      { name: "reminders", everyMs: 3600_000, run: (ctx) => sendReminders(ctx.db, jobPlanContext(ctx)).then(() => {}) },
    ],
  };
}

export const malleJobs: ModuleJobs = malleJobsWith();
