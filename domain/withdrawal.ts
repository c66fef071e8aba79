/**
 * The family's legal rights (decision 0046): the right of withdrawal from a shop order or a box
 * (Directive 2011/83/EU art. 9, the online withdrawal function of art. 11a from 19 June 2026) and
 * the cancellation of a subscription without signing in (§312k BGB). Pure rules, no I/O.
 */
import { addDays, type Day } from "./malle.js";
import { isIsoDate, SHOP_TIME_ZONE, todayIn } from "./profiles.js";

/** Days of the right of withdrawal from delivery (WITHDRAWAL_DAYS raises it, never below the law's 14). */
export const WITHDRAWAL_DAYS = 14;

/** What a withdrawal looks at of an order. */
export type WithdrawableOrder = {
  kind: "BOX" | "SHOP" | "GIFT_CARD";
  status: string;
  deliveredAt: Date | null;
};

/** Paid and on its way (not delivered yet): the family may withdraw before delivery already. */
const BEFORE_DELIVERY = new Set(["PAID", "PREPARING", "SHIPPED"]);
const AFTER_DELIVERY = new Set(["DELIVERED", "COMPLETED"]);

export type WithdrawalWindow =
  | { open: true; delivered: boolean; lastDay: Day | null }
  | { open: false; problem: "NOT_WITHDRAWABLE" | "WITHDRAWAL_PERIOD_OVER"; lastDay: Day | null };

/**
 * Whether an order can still be withdrawn from at `now`. The period runs `days` days from the day
 * after delivery (on the shop's clock) and ends with the last of them: delivered on 1 March, the
 * last day is 15 March. A paid order not delivered yet can be withdrawn from at once; an unpaid,
 * cancelled or gift-card order cannot.
 */
export function withdrawalWindow(
  order: WithdrawableOrder,
  now: Date,
  days: number = WITHDRAWAL_DAYS,
  timeZone: string = SHOP_TIME_ZONE,
): WithdrawalWindow {
  const live = BEFORE_DELIVERY.has(order.status) || AFTER_DELIVERY.has(order.status);
  if (order.kind === "GIFT_CARD" || !live) return { open: false, problem: "NOT_WITHDRAWABLE", lastDay: null };
  if (!order.deliveredAt) {
    return BEFORE_DELIVERY.has(order.status)
      ? { open: true, delivered: false, lastDay: null }
      : { open: false, problem: "NOT_WITHDRAWABLE", lastDay: null };
  }
  const lastDay = addDays(todayIn(timeZone, order.deliveredAt), days);
  if (todayIn(timeZone, now) > lastDay) return { open: false, problem: "WITHDRAWAL_PERIOD_OVER", lastDay };
  return { open: true, delivered: true, lastDay };
}

// ── Cancelling a subscription (§312k BGB) ──────────────────────────────────────────────────────

export const CANCELLATION_KINDS = ["ordinary", "extraordinary"] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];

export type CancellationEndProblem = "invalid" | "past";

/**
 * The end the family asked for: "next_possible" (the earliest, i.e. now: no box opens any more)
 * or a day (YYYY-MM-DD) not before today. Answers the day, null for the next possible date, or
 * the problem.
 */
export function cancellationEnd(
  end: string,
  today: Day,
): { ok: true; day: Day | null } | { ok: false; problem: CancellationEndProblem } {
  const value = end.trim();
  if (value === "" || value === "next_possible") return { ok: true, day: null };
  if (!isIsoDate(value)) return { ok: false, problem: "invalid" };
  if (value < today) return { ok: false, problem: "past" };
  return { ok: true, day: value === today ? null : value };
}

/** Whether a cancellation takes effect now: the next possible date, or its day has come. */
export function cancellationDue(endsOn: Day | null, today: Day): boolean {
  return endsOn === null || endsOn <= today;
}
