/**
 * A profile's plan over time (§4 subscription actions and events, §7 subscription calls): change
 * its frequency, pause it (for 1–3 months or until a day), resume it, stop it, reactivate it. Each
 * action locks the profile's row first (the one lock every call and job of a profile takes, so
 * they run one after the other), writes its subscription_events row, moves the box to come's date
 * when the action moves it (a postponed or forwarded event with its days), recomputes the plan's
 * next dates (domain/malle.ts planSchedule), moves the profile's and client's statuses, and
 * enqueues its e-mail in the outbox — all in one transaction.
 */
import { and, desc, eq, gt, inArray, isNotNull, ne } from "drizzle-orm";
import type { AppDatabase, Db, Tx } from "../../db/client.js";
import {
  addresses,
  clients,
  deliveryDelays,
  profiles,
  requests,
  subscriptionEvents,
  subscriptions,
  type BoxRequest,
  type Profile,
  type Subscription,
} from "../../db/schema/index.js";
import {
  boxDelays,
  dateMove,
  pauseEnd,
  pausedDeliveryDate,
  planSchedule,
  requestState,
  requestTransition,
  resumedDeliveryDate,
  type BoxLead,
  type DateMove,
  type Day,
  type Delays,
  type PauseProblem,
} from "#domain/malle.js";
import { todayIn } from "#domain/profiles.js";
import { ApiError } from "../../plugins/errors.js";
import { requireOwnProfile } from "../profiles/index.js";
import { enqueueMail } from "../scheduler/index.js";
import { moveStatuses, subscriptionOut, windowCountry } from "./service.js";
import {
  subscriptionFrequencyChanged,
  subscriptionPaused,
  subscriptionReactivated,
  subscriptionResumed,
  subscriptionTerminated,
  type SubscriptionMailBase,
} from "./subscription-mails.js";

/**
 * What the actions need besides their input: the shop's day and time, where e-mail links point,
 * the days a plan's box opens before its date, and what keeps a box's first day away (boxLead).
 */
export type PlanContext = { today: Day; now: Date; storefrontUrl: string; leadDays: number; boxLead: BoxLead };

type PlanConfig = { storefrontUrl: string; openLeadDays: number; composeLeadDays: number; wishWindowDays: number };

export function planContext(config: PlanConfig, now = new Date()): PlanContext {
  return {
    today: todayIn(undefined, now),
    now,
    storefrontUrl: config.storefrontUrl,
    leadDays: config.openLeadDays,
    boxLead: { composeLeadDays: config.composeLeadDays, wishWindowDays: config.wishWindowDays },
  };
}

export function planOut(row: Subscription) {
  return { ...subscriptionOut(row), paused_until: row.pausedUntil };
}
export type PlanResponse = ReturnType<typeof planOut>;

const isPaused = (plan: Subscription) => plan.statusDetailsCode === "paused";

// ── Reads ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Every country's delays at once (the default row under null), as a box's dates count them: the
 * carrier's, pushed back to leave the wish window before composing (domain boxDelays).
 */
export async function delaysTable(db: Db, lead: BoxLead): Promise<(country: string | null) => Delays> {
  const rows = await db.select().from(deliveryDelays);
  const fallback = rows.find((r) => r.countryCode === null);
  return (country) => {
    const row = (country ? rows.find((r) => r.countryCode === country) : undefined) ?? fallback;
    if (!row) throw ApiError.notFound("No delivery delays configured");
    return boxDelays({ optimistic: row.optimisticDeliveryDelay, pessimistic: row.pessimisticDeliveryDelay }, lead);
  };
}

/** The country a profile's boxes go to: its last box's address, else the client's default one, else its country. */
export async function boxCountry(tx: Db, profile: Profile): Promise<string | null> {
  const [last] = await tx
    .select({ country: addresses.countryCode })
    .from(requests)
    .innerJoin(addresses, eq(addresses.id, requests.shippingAddressId))
    .where(eq(requests.profileId, profile.id))
    .orderBy(desc(requests.id))
    .limit(1);
  if (last) return last.country;
  const [client] = await tx.select().from(clients).where(eq(clients.id, profile.clientId));
  return client ? windowCountry(tx as AppDatabase, client) : null;
}

export async function delaysOfProfile(tx: Db, profile: Profile, lead: BoxLead): Promise<Delays> {
  return (await delaysTable(tx, lead))(await boxCountry(tx, profile));
}

/** The profile's last box (not cancelled): the latest delivery date a plan counts from. */
async function lastBoxDate(tx: Db, profileId: number): Promise<Day | null> {
  const [last] = await tx
    .select({ deliveryDate: requests.deliveryDate })
    .from(requests)
    .where(and(eq(requests.profileId, profileId), ne(requests.status, "CANCELLED"), isNotNull(requests.deliveryDate)))
    .orderBy(desc(requests.deliveryDate), desc(requests.id))
    .limit(1);
  return last?.deliveryDate ?? null;
}

/** The profile's PENDING request when it is this plan's. */
export async function pendingOfPlan(tx: Db, plan: Subscription): Promise<BoxRequest | undefined> {
  const [pending] = await tx
    .select()
    .from(requests)
    .where(
      and(eq(requests.profileId, plan.profileId), eq(requests.status, "PENDING"), eq(requests.subscriptionId, plan.id)),
    )
    .limit(1);
  return pending;
}

/** The profile has a box (a request): only then do its plan's dates, statuses and e-mails count. */
async function hasBox(tx: Db, profileId: number): Promise<boolean> {
  const [row] = await tx.select({ id: requests.id }).from(requests).where(eq(requests.profileId, profileId)).limit(1);
  return row !== undefined;
}

export async function listPlans(db: AppDatabase, clientId: number, kidId: number): Promise<PlanResponse[]> {
  const profile = await requireOwnProfile(db, clientId, kidId);
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.profileId, profile.id))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return rows.map(planOut);
}

// ── Shared steps ───────────────────────────────────────────────────────────────────────────────

const planNotFound = () =>
  new ApiError(404, "NOT_FOUND", "No such subscription for this profile", undefined, {
    id: ["No such subscription for this profile"],
  });
const terminated = () => ApiError.conflict("SUBSCRIPTION_TERMINATED", "This subscription has been stopped");
const oneShot = () => ApiError.conflict("SUBSCRIPTION_ONE_SHOT", "A one-shot box has no plan to pause or resume");

/** The client's profile and its plan, both locked (404 for another client's, or another profile's plan). */
export async function lockOwnPlan(tx: Tx, clientId: number, kidId: number, subscriptionId: number) {
  const profile = await requireOwnProfile(tx, clientId, kidId, true);
  const [plan] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.profileId, profile.id)))
    .for("update");
  if (!plan) throw planNotFound();
  return { profile, plan };
}

export async function addEvent(
  tx: Tx,
  subscriptionId: number,
  kind: (typeof subscriptionEvents.$inferInsert)["kind"],
  days: number | null = null,
): Promise<number> {
  const [row] = await tx
    .insert(subscriptionEvents)
    .values({ subscriptionId, kind, days })
    .returning({ id: subscriptionEvents.id });
  return row!.id;
}

/**
 * Stores the plan's next dates from its last box (domain planSchedule): none while stopped, one
 * shot or without a box yet. The plan row is locked by the caller.
 */
export async function refreshPlan(
  tx: Tx,
  plan: Subscription,
  ctx: Pick<PlanContext, "today" | "leadDays" | "boxLead">,
  delays?: Delays,
) {
  const booked = await hasBox(tx, plan.profileId);
  const schedule =
    booked && plan.isActive && plan.frequency !== null
      ? planSchedule({
          isActive: plan.isActive,
          frequency: plan.frequency,
          booked,
          lastDeliveryDate: await lastBoxDate(tx, plan.profileId),
          pausedUntil: isPaused(plan) ? plan.pausedUntil : null,
          today: ctx.today,
          delays: delays ?? (await delaysForPlan(tx, plan, ctx.boxLead)),
          leadDays: ctx.leadDays,
        })
      : null;
  const [row] = await tx
    .update(subscriptions)
    .set({
      nextDeliveryDate: schedule?.nextDeliveryDate ?? null,
      nextOptimisticDeliveryDate: schedule?.nextOptimisticDeliveryDate ?? null,
      nextAt: schedule?.nextAt ?? null,
    })
    .where(eq(subscriptions.id, plan.id))
    .returning();
  return row!;
}

async function delaysForPlan(tx: Tx, plan: Subscription, lead: BoxLead): Promise<Delays> {
  const profile = await requireProfileRow(tx, plan.profileId);
  return delaysOfProfile(tx, profile, lead);
}

async function requireProfileRow(tx: Db, profileId: number): Promise<Profile> {
  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, profileId));
  if (!profile) throw ApiError.notFound("No such profile");
  return profile;
}

/** A request's delivery date moved (when its state lets it): the move, or null when nothing changed. */
export async function moveRequestDate(tx: Tx, request: BoxRequest, to: Day): Promise<DateMove | null> {
  if (!requestTransition(requestState(request), "change-date")) {
    throw ApiError.conflict("REQUEST_BLOCKED", "This box is being prepared: its date can no longer change");
  }
  const move = request.deliveryDate ? dateMove(request.deliveryDate, to) : null;
  if (request.deliveryDate === to) return null;
  await tx.update(requests).set({ deliveryDate: to }).where(eq(requests.id, request.id));
  return move;
}

/** Who an e-mail about a profile's box goes to, in which language, with which links. */
export async function mailBase(tx: Db, profile: Profile, storefrontUrl: string): Promise<SubscriptionMailBase> {
  const [client] = await tx
    .select({ email: clients.email, locale: clients.locale, firstname: clients.firstname })
    .from(clients)
    .where(eq(clients.id, profile.clientId));
  if (!client) throw ApiError.notFound("No such client");
  return {
    to: client.email,
    locale: client.locale,
    clientFirstname: client.firstname,
    profileFirstname: profile.firstname,
    kidId: profile.id,
    storefrontUrl,
  };
}

/** The date of the box to come under a plan: its PENDING request's, else the plan's next one. */
async function boxToComeDate(tx: Tx, plan: Subscription): Promise<Day | null> {
  return (await pendingOfPlan(tx, plan))?.deliveryDate ?? plan.nextDeliveryDate;
}

// ── Pause and resume ───────────────────────────────────────────────────────────────────────────

const PAUSE_MESSAGES: Record<PauseProblem, (today: Day) => string> = {
  neither: () => "Give the pause's length in months (1, 2 or 3) or the day it ends (until, YYYY-MM-DD)",
  both: () => "Give the pause's length or the day it ends, not both",
  months: () => "A pause lasts 1, 2 or 3 months",
  "until-invalid": () => "The day the pause ends is written YYYY-MM-DD",
  "until-not-after-today": (today) => `The pause must end after today (${today})`,
  "until-too-far": () => "The pause must end within 6 months",
};

/** ?months= or ?until= as the query string gives them. */
export type PauseQuery = { months?: string; until?: string };

function pauseDay(query: PauseQuery, today: Day): Day {
  const months =
    query.months === undefined || query.months === ""
      ? undefined
      : /^\d{1,2}$/.test(query.months)
        ? Number(query.months)
        : Number.NaN;
  const choice = pauseEnd({ months, until: query.until }, today);
  if (choice.ok) return choice.until;
  const message = PAUSE_MESSAGES[choice.problem](today);
  throw ApiError.badRequest(message, { [choice.field]: [message] }, "INVALID_PAUSE");
}

/**
 * Pauses the plan until a day: no box opens until then; the box to come (its PENDING request, when
 * still open) moves to the pause's end + the pessimistic delay if it was due earlier (postponed).
 */
export async function pausePlan(
  db: AppDatabase,
  clientId: number,
  kidId: number,
  subscriptionId: number,
  query: PauseQuery,
  ctx: PlanContext,
): Promise<PlanResponse> {
  const until = pauseDay(query, ctx.today);
  return db.transaction(async (tx) => {
    const { profile, plan } = await lockOwnPlan(tx, clientId, kidId, subscriptionId);
    if (!plan.isActive) throw terminated();
    if (plan.frequency === null) throw oneShot();
    if (isPaused(plan)) {
      throw ApiError.conflict("SUBSCRIPTION_PAUSED", `This subscription is already paused until ${plan.pausedUntil}`);
    }
    const [paused] = await tx
      .update(subscriptions)
      .set({ statusDetailsCode: "paused", pausedAt: ctx.now, pausedUntil: until })
      .where(eq(subscriptions.id, plan.id))
      .returning();
    const eventId = await addEvent(tx, plan.id, "paused");
    const delays = await delaysOfProfile(tx, profile, ctx.boxLead);
    const pending = await pendingOfPlan(tx, plan);
    if (pending?.deliveryDate && requestTransition(requestState(pending), "change-date")) {
      const move = await moveRequestDate(
        tx,
        pending,
        pausedDeliveryDate(pending.deliveryDate, until, delays.pessimistic),
      );
      if (move) await addEvent(tx, plan.id, move.kind, move.days);
    }
    const row = await refreshPlan(tx, paused!, ctx, delays);
    await moveStatuses(tx, profile);
    if (await hasBox(tx, profile.id)) {
      await enqueueMail(
        tx as AppDatabase,
        `subscription-paused:${eventId}`,
        subscriptionPaused({
          ...(await mailBase(tx, profile, ctx.storefrontUrl)),
          pausedUntil: until,
          nextDeliveryDate: (await boxToComeDate(tx, row)) ?? until,
        }),
      );
    }
    return planOut(row);
  });
}

/**
 * The days the pause pushed the plan's box to come, to give them back: the postponed event written
 * with the pause (same transaction, same time), unless the family chose a date since.
 */
async function daysPushedByPause(tx: Tx, plan: Subscription): Promise<number> {
  const [pause] = await tx
    .select()
    .from(subscriptionEvents)
    .where(and(eq(subscriptionEvents.subscriptionId, plan.id), eq(subscriptionEvents.kind, "paused")))
    .orderBy(desc(subscriptionEvents.id))
    .limit(1);
  if (!pause) return 0;
  const moves = await tx
    .select()
    .from(subscriptionEvents)
    .where(
      and(
        eq(subscriptionEvents.subscriptionId, plan.id),
        gt(subscriptionEvents.id, pause.id),
        inArray(subscriptionEvents.kind, ["postponed", "forwarded"]),
      ),
    );
  const [first] = moves;
  if (moves.length !== 1 || first!.kind !== "postponed") return 0;
  return first!.createdAt.getTime() === pause.createdAt.getTime() ? (first!.days ?? 0) : 0;
}

/**
 * Ends the plan's pause (the family's resume, a frequency given while paused, or the pause's end):
 * the box to come goes back to the date it had before the pause, never before the earliest
 * delivery (forwarded). Writes the resumed event; answers its id.
 */
export async function resumeInTx(
  tx: Tx,
  profile: Profile,
  plan: Subscription,
  ctx: PlanContext,
  changes: { frequency?: number } = {},
): Promise<{ plan: Subscription; eventId: number }> {
  const pushed = await daysPushedByPause(tx, plan);
  const [resumed] = await tx
    .update(subscriptions)
    .set({ statusDetailsCode: null, pausedAt: null, pausedUntil: null, ...changes })
    .where(eq(subscriptions.id, plan.id))
    .returning();
  const eventId = await addEvent(tx, plan.id, "resumed");
  const delays = await delaysOfProfile(tx, profile, ctx.boxLead);
  const pending = await pendingOfPlan(tx, plan);
  if (pending?.deliveryDate && pushed > 0 && requestTransition(requestState(pending), "change-date")) {
    const to = resumedDeliveryDate({
      date: pending.deliveryDate,
      pushedDays: pushed,
      today: ctx.today,
      pessimisticDelay: delays.pessimistic,
    });
    const move = await moveRequestDate(tx, pending, to);
    if (move) await addEvent(tx, plan.id, move.kind, move.days);
  }
  const row = await refreshPlan(tx, resumed!, ctx, delays);
  await moveStatuses(tx, profile);
  return { plan: row, eventId };
}

async function enqueueResumedMail(tx: Tx, profile: Profile, plan: Subscription, eventId: number, ctx: PlanContext) {
  if (!(await hasBox(tx, profile.id))) return;
  const next = await boxToComeDate(tx, plan);
  if (!next) return;
  await enqueueMail(
    tx as AppDatabase,
    `subscription-resumed:${eventId}`,
    subscriptionResumed({ ...(await mailBase(tx, profile, ctx.storefrontUrl)), nextDeliveryDate: next }),
  );
}

export async function resumePlan(
  db: AppDatabase,
  clientId: number,
  kidId: number,
  subscriptionId: number,
  ctx: PlanContext,
): Promise<PlanResponse> {
  return db.transaction(async (tx) => {
    const { profile, plan } = await lockOwnPlan(tx, clientId, kidId, subscriptionId);
    if (!plan.isActive) throw terminated();
    if (!isPaused(plan)) throw ApiError.conflict("SUBSCRIPTION_NOT_PAUSED", "This subscription is not paused");
    const resumed = await resumeInTx(tx, profile, plan, ctx);
    await enqueueResumedMail(tx, profile, resumed.plan, resumed.eventId, ctx);
    return planOut(resumed.plan);
  });
}

/** The scheduler's end of a pause: the plan (locked by the caller) resumes on its day, with the resumed e-mail. */
export async function endPause(tx: Tx, profile: Profile, plan: Subscription, ctx: PlanContext): Promise<boolean> {
  if (!plan.isActive || !isPaused(plan) || !plan.pausedUntil || plan.pausedUntil > ctx.today) return false;
  const resumed = await resumeInTx(tx, profile, plan, ctx);
  await enqueueResumedMail(tx, profile, resumed.plan, resumed.eventId, ctx);
  return true;
}

// ── Frequency, stop, reactivation ──────────────────────────────────────────────────────────────

/**
 * Another frequency: a paused plan resumes with it (event resumed, the resumed e-mail); an active
 * one takes it (event updated, the frequency e-mail) and its next box is planned again.
 */
export async function changeFrequency(
  db: AppDatabase,
  clientId: number,
  kidId: number,
  subscriptionId: number,
  frequency: number,
  ctx: PlanContext,
): Promise<PlanResponse> {
  return db.transaction(async (tx) => {
    const { profile, plan } = await lockOwnPlan(tx, clientId, kidId, subscriptionId);
    if (!plan.isActive) throw terminated();
    const row = await setFrequency(tx, profile, plan, frequency, ctx);
    return planOut(row);
  });
}

/** The frequency step of an action (PATCH, or the quiz's subscribe on the active plan), plan and profile locked. */
export async function setFrequency(
  tx: Tx,
  profile: Profile,
  plan: Subscription,
  frequency: number,
  ctx: PlanContext,
): Promise<Subscription> {
  if (isPaused(plan)) {
    const resumed = await resumeInTx(tx, profile, plan, ctx, { frequency });
    await enqueueResumedMail(tx, profile, resumed.plan, resumed.eventId, ctx);
    return resumed.plan;
  }
  if (plan.frequency === frequency) return plan;
  const [updated] = await tx.update(subscriptions).set({ frequency }).where(eq(subscriptions.id, plan.id)).returning();
  const eventId = await addEvent(tx, plan.id, "updated");
  const row = await refreshPlan(tx, updated!, ctx);
  await moveStatuses(tx, profile);
  if (await hasBox(tx, profile.id)) {
    const next = await boxToComeDate(tx, row);
    if (next) {
      await enqueueMail(
        tx as AppDatabase,
        `subscription-frequency:${eventId}`,
        subscriptionFrequencyChanged({
          ...(await mailBase(tx, profile, ctx.storefrontUrl)),
          frequency,
          nextDeliveryDate: next,
        }),
      );
    }
  }
  return row;
}

/**
 * Stops the plan (the "stop" of /infos/subscriptions): no box opens any more; its box to come is
 * cancelled while still open (a box being prepared still comes). Event terminated.
 */
export async function terminatePlan(
  db: AppDatabase,
  clientId: number,
  kidId: number,
  subscriptionId: number,
  ctx: PlanContext,
): Promise<PlanResponse> {
  return db.transaction(async (tx) => {
    const { profile, plan } = await lockOwnPlan(tx, clientId, kidId, subscriptionId);
    if (!plan.isActive) throw terminated();
    const pending = await pendingOfPlan(tx, plan);
    const cancelled = pending ? requestTransition(requestState(pending), "cancel") : null;
    if (pending && cancelled) {
      await tx
        .update(requests)
        .set({ status: cancelled.status, isBlocked: cancelled.composing })
        .where(eq(requests.id, pending.id));
    }
    const [row] = await tx
      .update(subscriptions)
      .set({
        isActive: false,
        terminatedAt: ctx.now,
        statusDetailsCode: null,
        pausedAt: null,
        pausedUntil: null,
        nextAt: null,
        nextDeliveryDate: null,
        nextOptimisticDeliveryDate: null,
      })
      .where(eq(subscriptions.id, plan.id))
      .returning();
    const eventId = await addEvent(tx, plan.id, "terminated");
    await moveStatuses(tx, profile);
    if (await hasBox(tx, profile.id)) {
      await enqueueMail(
        tx as AppDatabase,
        `subscription-terminated:${eventId}`,
        subscriptionTerminated(await mailBase(tx, profile, ctx.storefrontUrl)),
      );
    }
    return planOut(row!);
  });
}

/**
 * A stopped plan active again (event reactivated), with the frequency given or its own, its next
 * box planned from the last one (never before today + the pessimistic delay). §8: 409 'Failed to
 * reactivate subscription for kid {id}' when the profile has an active plan or no stopped one.
 */
export async function reactivatePlan(
  db: AppDatabase,
  clientId: number,
  kidId: number,
  frequency: number | undefined,
  ctx: PlanContext,
): Promise<PlanResponse> {
  return db.transaction(async (tx) => {
    const profile = await requireOwnProfile(tx, clientId, kidId, true);
    const plans = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.profileId, profile.id))
      .orderBy(desc(subscriptions.terminatedAt), desc(subscriptions.id))
      .for("update");
    const stopped = plans.find((p) => !p.isActive && p.frequency !== null);
    if (plans.some((p) => p.isActive) || !stopped) {
      throw ApiError.conflict("REACTIVATION_FAILED", `Failed to reactivate subscription for kid ${kidId}`);
    }
    const [active] = await tx
      .update(subscriptions)
      .set({ isActive: true, terminatedAt: null, frequency: frequency ?? stopped.frequency })
      .where(eq(subscriptions.id, stopped.id))
      .returning();
    const eventId = await addEvent(tx, stopped.id, "reactivated");
    const row = await refreshPlan(tx, active!, ctx);
    await moveStatuses(tx, profile);
    if (row.nextDeliveryDate && (await hasBox(tx, profile.id))) {
      await enqueueMail(
        tx as AppDatabase,
        `subscription-reactivated:${eventId}`,
        subscriptionReactivated({
          ...(await mailBase(tx, profile, ctx.storefrontUrl)),
          frequency: row.frequency!,
          nextDeliveryDate: row.nextDeliveryDate,
        }),
      );
    }
    return planOut(row);
  });
}
