/**
 * The box over time (issue 16) as pure rules, shared by the API's calls and the scheduler's jobs:
 * calendar days, a plan's next delivery date and the day its request opens, pauses and resumes,
 * a delivery date moved later (postponed) or earlier (forwarded), the reminders' days, and the life
 * of a box request as one state machine (`requestTransition`) from which `status_details.actions`
 * and `is_blocked` are read — never from stored columns.
 *
 * Days are calendar days written YYYY-MM-DD (a delivery date has no time of day); "today" is the
 * shop's day (Europe/Paris, domain/profiles.ts todayIn), given by the caller so tests move time.
 */
import { SHOP_TIME_ZONE, isIsoDate, todayIn } from "./profiles";
import { DELIVERY_WINDOW_DAYS } from "./quiz";

/** A calendar day, YYYY-MM-DD. */
export type Day = string;

/** A plan's next request opens this many days before its delivery date (config OPEN_LEAD_DAYS). */
export const OPEN_LEAD_DAYS = 21;
/**
 * Days a family has to add its wishes to a box booked on the earliest date offered, before the box
 * is composed (config WISH_WINDOW_DAYS).
 */
export const WISH_WINDOW_DAYS = 3;
/** A pause chosen by its length: 1, 2 or 3 months. */
export const PAUSE_MONTHS = [1, 2, 3] as const;
/** A pause chosen by its end: after today and at most this many months ahead. */
export const MAX_PAUSE_MONTHS = 6;
/** Reminders: the box arrives in 7 days; its date can still move (10 days before); a pause ends in 7 days. */
export const BOX_COMING_REMINDER_DAYS = 7;
export const DATE_CAN_MOVE_REMINDER_DAYS = 10;
export const PAUSE_ENDING_REMINDER_DAYS = 7;

// ── Days ───────────────────────────────────────────────────────────────────────────────────────

export const isDay = (value: string): boolean => isIsoDate(value);

const toDate = (day: Day) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date): Day => date.toISOString().slice(0, 10);

/** A day moved by whole days (negative: earlier). */
export function addDays(day: Day, days: number): Day {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** A day moved by whole months, clamped to the end of a shorter month (01-31 + 1 month → 02-28). */
export function addMonths(day: Day, months: number): Day {
  const date = toDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toDay(target);
}

/** Whole days from one day to another (positive when `to` is later). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
}

/** The last second of a day on the shop's clock (Europe/Paris), as an instant. */
export function endOfShopDay(day: Day): Date {
  const guess = new Date(`${day}T23:59:59Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: SHOP_TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(guess)
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return new Date(guess.getTime() - (wall - guess.getTime()));
}

/**
 * A preview's answer deadline: the end of the shop's day `days` days after now — "before
 * 28 November" reads better than a time to the minute, and the family gets the whole last day.
 */
export function previewDeadline(now: Date, days: number): Date {
  return endOfShopDay(addDays(todayIn(SHOP_TIME_ZONE, now), days));
}

/** The latest of some days (undefined and null ignored). */
export function latestDay(first: Day, ...others: (Day | null | undefined)[]): Day {
  return others.reduce<Day>((latest, day) => (day && day > latest ? day : latest), first);
}

// ── Delivery dates ─────────────────────────────────────────────────────────────────────────────

/** The first day a box can arrive: today + the pessimistic delay of its country. */
export function earliestDelivery(today: Day, pessimisticDelay: number): Day {
  return addDays(today, pessimisticDelay);
}

/**
 * What keeps a box's first day away besides the carrier: a box is composed composeLeadDays before
 * its date (config COMPOSE_LEAD_DAYS), and the family gets wishWindowDays before that to wish.
 */
export type BoxLead = { composeLeadDays: number; wishWindowDays: number };

/** A carrier's delivery delays, in days. */
export type Delays = { optimistic: number; pessimistic: number };

/**
 * The delays a box's dates are counted with: the carrier's, pushed back (both by the same days, the
 * gap between them kept) until the earliest date leaves the wish window before composing. Without
 * it a box booked on its earliest date was composed within the minute, and no wish ever counted.
 */
export function boxDelays(carrier: Delays, lead: BoxLead): Delays {
  const shift = Math.max(0, lead.composeLeadDays + lead.wishWindowDays - carrier.pessimistic);
  return { optimistic: carrier.optimistic + shift, pessimistic: carrier.pessimistic + shift };
}

/** The day a box is composed (the scheduler's compose-due job): its delivery date − the compose lead. */
export function composeDay(deliveryDate: Day, composeLeadDays: number): Day {
  return addDays(deliveryDate, -composeLeadDays);
}

/** The last day a family can add wishes to a box: the day before it is composed. */
export function wishesUntil(deliveryDate: Day, composeLeadDays: number): Day {
  return addDays(composeDay(deliveryDate, composeLeadDays), -1);
}

/** The days a box can be delivered on (§ delivery window): earliest → earliest + DELIVERY_WINDOW_DAYS. */
export function deliveryWindow(today: Day, pessimisticDelay: number): { earliest: Day; latest: Day } {
  const earliest = earliestDelivery(today, pessimisticDelay);
  return { earliest, latest: addDays(earliest, DELIVERY_WINDOW_DAYS) };
}

export function inWindow(day: Day, window: { earliest: Day; latest: Day }): boolean {
  return day >= window.earliest && day <= window.latest;
}

/**
 * The delivery date of a plan's next box: the last box's delivery date (the booked one for a
 * first box) + the frequency in months, never before the earliest possible delivery (today + the
 * pessimistic delay) and, while paused, never before the pause's end + the pessimistic delay.
 * A plan without any box yet gets the earliest date.
 */
export function nextDeliveryDate(plan: {
  lastDeliveryDate: Day | null;
  frequency: number;
  today: Day;
  pessimisticDelay: number;
  pausedUntil?: Day | null;
}): Day {
  const earliest = earliestDelivery(plan.today, plan.pessimisticDelay);
  const planned = plan.lastDeliveryDate ? addMonths(plan.lastDeliveryDate, plan.frequency) : earliest;
  return latestDay(planned, earliest, plan.pausedUntil ? addDays(plan.pausedUntil, plan.pessimisticDelay) : null);
}

/** The day the request of a box is opened: its delivery date − the lead days. */
export function openingDay(deliveryDate: Day, leadDays: number = OPEN_LEAD_DAYS): Day {
  return addDays(deliveryDate, -leadDays);
}

/** A plan's next_at: the start (UTC) of its opening day; the plan is due once the clock passes it. */
export function openingAt(deliveryDate: Day, leadDays: number = OPEN_LEAD_DAYS): Date {
  return toDate(openingDay(deliveryDate, leadDays));
}

export type PlanSchedule = { nextDeliveryDate: Day; nextOptimisticDeliveryDate: Day; nextAt: Date };

/**
 * What a plan stores about its next box: its delivery date (nextDeliveryDate), the earliest it may
 * arrive (the same date less the gap between the pessimistic and the optimistic delays) and when
 * its request opens (next_at). Null for a plan that has nothing to plan: stopped, one shot, or
 * for a profile without any box yet (`booked` false: a plan chosen at the quiz's membership step
 * counts from the box booked with it). Booked but with no box to count from (the last one was
 * cancelled), the next box comes as early as possible.
 */
export function planSchedule(plan: {
  isActive: boolean;
  frequency: number | null;
  booked: boolean;
  lastDeliveryDate: Day | null;
  pausedUntil: Day | null;
  today: Day;
  delays: { optimistic: number; pessimistic: number };
  leadDays?: number;
}): PlanSchedule | null {
  if (!plan.isActive || plan.frequency === null || !plan.booked) return null;
  const next = nextDeliveryDate({
    lastDeliveryDate: plan.lastDeliveryDate,
    frequency: plan.frequency,
    today: plan.today,
    pessimisticDelay: plan.delays.pessimistic,
    pausedUntil: plan.pausedUntil,
  });
  const gap = Math.max(0, plan.delays.pessimistic - plan.delays.optimistic);
  return {
    nextDeliveryDate: next,
    nextOptimisticDeliveryDate: addDays(next, -gap),
    nextAt: openingAt(next, plan.leadDays ?? OPEN_LEAD_DAYS),
  };
}

export type DateMove = { kind: "postponed" | "forwarded"; days: number };

/**
 * A delivery date moved: later is postponed (days > 0), earlier is forwarded (days < 0, as the
 * event stores it); the same day is no move.
 */
export function dateMove(from: Day, to: Day): DateMove | null {
  const days = daysBetween(from, to);
  if (days === 0) return null;
  return { kind: days > 0 ? "postponed" : "forwarded", days };
}

// ── Pauses ─────────────────────────────────────────────────────────────────────────────────────

export type PauseProblem =
  | "neither" // no months nor until
  | "both" // months and until
  | "months" // months not 1, 2 or 3
  | "until-invalid" // not a YYYY-MM-DD calendar day
  | "until-not-after-today"
  | "until-too-far"; // more than MAX_PAUSE_MONTHS ahead

export type PauseChoice = { ok: true; until: Day } | { ok: false; problem: PauseProblem; field: "months" | "until" };

/**
 * The day a pause ends (the plan starts again that day): today + 1, 2 or 3 months, or the day
 * chosen — after today and at most MAX_PAUSE_MONTHS months ahead.
 */
export function pauseEnd(input: { months?: number | null; until?: string | null }, today: Day): PauseChoice {
  const hasMonths = input.months !== undefined && input.months !== null;
  const hasUntil = input.until !== undefined && input.until !== null && input.until !== "";
  if (!hasMonths && !hasUntil) return { ok: false, problem: "neither", field: "months" };
  if (hasMonths && hasUntil) return { ok: false, problem: "both", field: "until" };
  if (hasMonths) {
    if (!(PAUSE_MONTHS as readonly number[]).includes(input.months!)) {
      return { ok: false, problem: "months", field: "months" };
    }
    return { ok: true, until: addMonths(today, input.months!) };
  }
  const until = input.until!;
  if (!isDay(until)) return { ok: false, problem: "until-invalid", field: "until" };
  if (until <= today) return { ok: false, problem: "until-not-after-today", field: "until" };
  if (until > addMonths(today, MAX_PAUSE_MONTHS)) return { ok: false, problem: "until-too-far", field: "until" };
  return { ok: true, until };
}

/** A box's delivery date under a pause: not before the pause's end + the pessimistic delay. */
export function pausedDeliveryDate(date: Day, pausedUntil: Day, pessimisticDelay: number): Day {
  return latestDay(date, addDays(pausedUntil, pessimisticDelay));
}

/**
 * A box's delivery date when its plan resumes: the date it had before the pause pushed it (its
 * date − the days the pause postponed it, 0 when the family chose a date since), never before the
 * earliest possible delivery.
 */
export function resumedDeliveryDate(input: {
  date: Day;
  pushedDays: number;
  today: Day;
  pessimisticDelay: number;
}): Day {
  return latestDay(addDays(input.date, -input.pushedDays), earliestDelivery(input.today, input.pessimisticDelay));
}

// ── Reminders ──────────────────────────────────────────────────────────────────────────────────

/**
 * The days a reminder is due for: a date from tomorrow to today + `days` (a job that missed a
 * day still sends it, each keyed by the date it announces, so it goes once).
 */
export function reminderRange(today: Day, days: number): { from: Day; to: Day } {
  return { from: addDays(today, 1), to: addDays(today, days) };
}

// ── The life of a box request ─────────────────────────────────────────────────────────────────

export const REQUEST_STATUSES = [
  "PENDING",
  "PREVIEW_SENT",
  "VALIDATED",
  "SHIPPED",
  "DELIVERED",
  "CLOSED",
  "CANCELLED",
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type RequestAction = "GO_TO_SUGGESTIONS" | "UPDATE_DELIVERY_DATE";

/**
 * A request's state: its status, and whether its box is being composed (the stylist or the engine
 * started it: `composing`, the stored is_blocked flag of a PENDING request).
 */
export type RequestState = { status: RequestStatus; composing: boolean };

export type RequestEvent =
  | "change-wishes" // the family adds or removes a wished product
  | "change-date" // the family moves the delivery date (also a pause or a resume moving it)
  | "compose" // composing starts: the box is blocked
  | "release" // composing given up: open again
  | "send-preview"
  | "validate"
  | "skip" // the family skips the previewed box
  | "ship"
  | "deliver"
  | "close"
  | "cancel"; // the plan is stopped, or the box is called off before it is composed

/**
 * One life for a box request: opened (PENDING, customisable: wishes, delivery date) → composing
 * (PENDING, blocked) → PREVIEW_SENT → VALIDATED → SHIPPED → DELIVERED → CLOSED; or CANCELLED
 * (called off while open, or skipped at the preview). Answers the state after the event, or null
 * when the event is refused in this state (the calls answer 409 REQUEST_BLOCKED).
 */
export function requestTransition(state: RequestState, event: RequestEvent): RequestState | null {
  const open = state.status === "PENDING" && !state.composing;
  const composing = state.status === "PENDING" && state.composing;
  switch (event) {
    case "change-wishes":
    case "change-date":
      return open ? state : null;
    case "compose":
      return open ? { status: "PENDING", composing: true } : null;
    case "release":
      return composing ? { status: "PENDING", composing: false } : null;
    case "send-preview":
      return composing ? { status: "PREVIEW_SENT", composing: false } : null;
    case "validate":
      return state.status === "PREVIEW_SENT" ? { status: "VALIDATED", composing: false } : null;
    case "skip":
      return state.status === "PREVIEW_SENT" ? { status: "CANCELLED", composing: false } : null;
    case "ship":
      return state.status === "VALIDATED" ? { status: "SHIPPED", composing: false } : null;
    case "deliver":
      return state.status === "SHIPPED" ? { status: "DELIVERED", composing: false } : null;
    case "close":
      return state.status === "DELIVERED" ? { status: "CLOSED", composing: false } : null;
    case "cancel":
      return open ? { status: "CANCELLED", composing: false } : null;
  }
}

/** The state of a stored request (is_blocked is the composing flag; it only means something while PENDING). */
export function requestState(row: { status: RequestStatus; isBlocked: boolean }): RequestState {
  return { status: row.status, composing: row.status === "PENDING" && row.isBlocked };
}

/** §4: customisable (GO_TO_SUGGESTIONS) while its wishes can change. */
export const isCustomisable = (state: RequestState): boolean => requestTransition(state, "change-wishes") !== null;
/** §4: postponable (UPDATE_DELIVERY_DATE) while its date can move and nothing is blocked. */
export const isPostponable = (state: RequestState): boolean => requestTransition(state, "change-date") !== null;

/** status_details.actions of a request. */
export function requestActions(state: RequestState): RequestAction[] {
  const actions: RequestAction[] = [];
  if (isCustomisable(state)) actions.push("GO_TO_SUGGESTIONS");
  if (isPostponable(state)) actions.push("UPDATE_DELIVERY_DATE");
  return actions;
}

/**
 * is_blocked as the API answers it: the box is being prepared — composed, previewed or validated,
 * waiting to ship — so the family can change nothing. An open box is not blocked, nor one that
 * left (shipped, delivered, closed) or was cancelled.
 */
export function isBlocked(state: RequestState): boolean {
  return state.composing || state.status === "PREVIEW_SENT" || state.status === "VALIDATED";
}
