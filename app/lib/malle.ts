/**
 * The box over time (issue 16): what the pages say of a plan and of a box, what the forms of
 * /{kidId}/malle…/delivery, /infos/subscriptions and its reactivation page post (their schemas
 * are in malle-forms.ts). Pure: unit-tested in malle-*.test.ts beside it.
 */
import { isIsoDate } from "#domain/profiles.js";
import { MAX_PAUSE_MONTHS, PAUSE_MONTHS, dateMove, type DateMove } from "#domain/malle.js";
import type { components } from "~/generated/api-schema";

export type BoxRequest = components["schemas"]["BoxRequest"];
/** A plan as the pages read it: the profile's subscription, with the day a pause ends when paused. */
export type Plan = components["schemas"]["ProfileSubscription"] & { paused_until?: string | null };

/** The longest pause a client may choose, and the lengths offered besides a resume date (domain/malle). */
export { MAX_PAUSE_MONTHS, PAUSE_MONTHS };
/** /infos/all-boxes shows this many boxes a page. */
export const BOXES_PAGE_SIZE = 20;

/** An id the API saved: what a form's hidden id field must hold. */
export const savedId = /^[1-9][0-9]{0,9}$/;

// ── Dates ─────────────────────────────────────────────────────────────────────────────────────

/** A delivery date moved, as the page words it: later (postponed) or earlier (forwarded) by N days. */
export function deliveryMove(current: string | null, chosen: string | null | undefined): DateMove | null {
  if (!current || !chosen || !isIsoDate(chosen)) return null;
  const move = dateMove(current, chosen);
  return move && { kind: move.kind, days: Math.abs(move.days) };
}

// ── What the pages say of a plan and of a box ─────────────────────────────────────────────────

export type PlanState = "active" | "paused" | "terminated" | "one_shot";

/** §4: a plan without frequency is a one shot; an inactive one is stopped; a paused one waits. */
export function planState(plan: Plan): PlanState {
  if (plan.frequency === null) return "one_shot";
  if (!plan.is_active) return "terminated";
  if (plan.status_details_code === "paused" || plan.paused_until) return "paused";
  return "active";
}

/**
 * The plan a profile's pages are about: the active one (§4), else the last one stopped (to be
 * reactivated), else none. One-shot plans are not plans to manage.
 */
export function currentPlan(plans: readonly Plan[]): Plan | null {
  const recurring = plans.filter((plan) => plan.frequency !== null);
  const active = recurring.find((plan) => plan.is_active);
  if (active) return active;
  const newestFirst = [...recurring].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return newestFirst[0] ?? null;
}

/** §4: the box's date can still move (UPDATE_DELIVERY_DATE among its actions, nothing blocked). */
export function isPostponable(request: Pick<BoxRequest, "id" | "is_blocked" | "status_details">): boolean {
  return request.id > 0 && !request.is_blocked && request.status_details.actions.includes("UPDATE_DELIVERY_DATE");
}

/** The locale key of a box's state: the box to come (id 0) is "planned", a blocked one "being prepared". */
export function boxStateKey(request: Pick<BoxRequest, "id" | "status" | "is_blocked">): string {
  if (request.id === 0) return "malle.state.PLANNED";
  if (request.status === "PENDING" && request.is_blocked) return "malle.state.PREPARING";
  return `malle.state.${request.status}`;
}

/**
 * Where a box stands for its family: to come (open for wishes, being composed, or planned), waiting
 * for the answer to its preview, on its way (validated and being made ready, or shipped), or past
 * (delivered, closed, cancelled). Only past boxes are "previous boxes".
 */
export type BoxPhase = "to_come" | "waiting" | "on_its_way" | "past";

export function boxPhase(box: Pick<BoxRequest, "status">): BoxPhase {
  switch (box.status) {
    case "PENDING":
      return "to_come";
    case "PREVIEW_SENT":
      return "waiting";
    case "VALIDATED":
    case "SHIPPED":
      return "on_its_way";
    default:
      return "past";
  }
}

/** The boxes of one phase, newest first as the API gives them. */
export function boxesIn<T extends Pick<BoxRequest, "status">>(requests: readonly T[], phase: BoxPhase): T[] {
  return requests.filter((request) => boxPhase(request) === phase);
}

/**
 * §3: request id 0 is the box to come. A path naming it ("/12/suggestions/0/success",
 * "/infos/preview/12/0") with that box's id in its place; the 0 is the first such segment after the
 * profile's id.
 */
export function withRequestId(pathname: string, profileId: number, requestId: number): string {
  const segments = pathname.split("/");
  const profileAt = segments.indexOf(String(profileId));
  const zeroAt = segments.findIndex((segment, index) => index > profileAt && segment === "0");
  if (profileAt < 0 || zeroAt < 0) return pathname;
  segments[zeroAt] = String(requestId);
  return segments.join("/");
}

/** The {subscription} segment of the delivery page: the plan's id, or "one-shot" for a single box. */
export const ONE_SHOT_SEGMENT = "one-shot";

export function deliveryPath(kidId: number, subscriptionId: number | null): string {
  return `/${kidId}/malle/${subscriptionId ?? ONE_SHOT_SEGMENT}/delivery`;
}

/** The segment read back: a plan's id, null for a single box, undefined when it is neither (a 404). */
export function readSubscriptionSegment(segment: string | undefined): number | null | undefined {
  if (segment === ONE_SHOT_SEGMENT) return null;
  return segment && savedId.test(segment) && Number(segment) <= 2147483647 ? Number(segment) : undefined;
}

/** A page of a list (1-based) and how many pages there are; a page past the last is empty. */
export function pageOf<T>(items: readonly T[], page: number, size = BOXES_PAGE_SIZE) {
  return {
    items: items.slice((page - 1) * size, page * size),
    page,
    pages: Math.max(1, Math.ceil(items.length / size)),
    total: items.length,
  };
}

// ── Forms ─────────────────────────────────────────────────────────────────────────────────────

/** A posted form's intent: what each card's buttons send, the rest is not a form of these pages. */
export const SUBSCRIPTION_INTENTS = ["pause", "resume", "frequency", "terminate"] as const;
export type SubscriptionIntent = (typeof SUBSCRIPTION_INTENTS)[number];

export function readIntent(value: unknown): SubscriptionIntent | null {
  return (SUBSCRIPTION_INTENTS as readonly unknown[]).includes(value) ? (value as SubscriptionIntent) : null;
}

/** What a refused post of /infos/subscriptions answers: the form it came from, and Conform's reply. */
export type PlanActionResult = { formId: string; result: unknown };

/** Each card's forms have their own id, so a refusal shows under the form that was sent. */
export const planFormId = (intent: SubscriptionIntent, subscriptionId: number) => `${intent}-${subscriptionId}`;

export const PAUSE_UNTIL = "until";
/** The API's query of a valid pause: ?months=N or ?until=YYYY-MM-DD. */
export function pauseQuery(value: { length: string; until?: string }): { months: string } | { until: string } {
  return value.length === PAUSE_UNTIL ? { until: value.until! } : { months: value.length };
}

/** The window a box can be delivered in (both days included). */
export type DeliveryWindow = { earliest: string; latest: string };

export const DATE_OUT_OF_WINDOW = "malle.error.date_out_of_window";

// ── The API's refusals ────────────────────────────────────────────────────────────────────────

type Problem = { type?: string; status?: number; errors?: Record<string, unknown> } | undefined;

/** Where a refusal goes: under a field of the form that was sent, or above it. */
export type Refusal = { field?: "until" | "frequency" | "delivery_date"; message: string };

/** The API's answer to a plan's action, in the page's words (§8 for reactivation). */
export function planRefusal(status: number, problem: Problem, intent: SubscriptionIntent | "reactivate"): Refusal {
  const type = problem?.type;
  if (type === "SUBSCRIPTION_TERMINATED") return { message: "malle.error.terminated" };
  if (type === "SUBSCRIPTION_PAUSED") return { message: "malle.error.already_paused" };
  if (intent === "reactivate" && (status === 409 || status === 404))
    return { message: "malle.error.reactivate_failed" };
  if (intent === "resume" && status === 409) return { message: "malle.error.not_paused" };
  if (status === 400 || status === 422) {
    if (intent === "pause") return { field: "until", message: "malle.error.until_invalid" };
    if (intent === "frequency" || intent === "reactivate") {
      return { field: "frequency", message: "malle.error.frequency_required" };
    }
  }
  if (status === 404) return { message: "malle.error.gone" };
  return { message: "malle.error.failed" };
}

/** The API's answer to a new delivery date. */
export function dateRefusal(status: number, problem: Problem): Refusal {
  if (problem?.type === "REQUEST_BLOCKED" || status === 409) return { message: "malle.error.blocked" };
  if (status === 422) return { field: "delivery_date", message: DATE_OUT_OF_WINDOW };
  if (status === 400) return { field: "delivery_date", message: "malle.error.date_invalid" };
  if (status === 404) return { message: "malle.error.gone" };
  return { message: "malle.error.failed" };
}
