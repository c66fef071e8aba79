/**
 * Sending pieces back (issue 26): the return's number printed on its label and read by the
 * warehouse's scanner, its last day, and how a family may send its returns from its country — the
 * checkout's carriers (§9) seen from the other side: colissimo from a post office everywhere (or
 * picked up at home in France), the relay networks of the relay-point countries.
 */
import { carriersFor, type Carrier } from "./checkout";
import type { ContentLocale, CountryCode } from "./locales";
import { addDays } from "./malle";
import { SHOP_TIME_ZONE, todayIn } from "./profiles";

/** Days to send a piece back when the order has no deadline of its own (the `shop.return_days` config). */
export const DEFAULT_RETURN_DAYS = 30;

/** The return's number as the family and the warehouse read it: "R-" and eight digits ("R-00012345"). */
export function returnNumber(id: number): string {
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`Invalid return id: ${id}`);
  return `R-${String(id).padStart(8, "0")}`;
}

/**
 * The last day to send pieces back (YYYY-MM-DD): the order's own deadline, else its delivery day
 * (shop time) plus the return days; null when it was never delivered.
 */
export function returnDeadline(
  order: { returnDeadline: string | null; deliveredAt: Date | null },
  returnDays: number = DEFAULT_RETURN_DAYS,
): string | null {
  if (order.returnDeadline) return order.returnDeadline;
  if (!order.deliveredAt) return null;
  return addDays(todayIn(SHOP_TIME_ZONE, order.deliveredAt), returnDays);
}

export type ReturnMode = {
  carrier: Carrier;
  /** Where the parcel is dropped: a post office (colissimo) or a relay point. */
  dropOff: "post_office" | "relay";
  /** The carrier can also pick the parcel up at home (colissimo in France). */
  homePickup: boolean;
  /** The relay-point finder in the page's language; null for the post office. */
  finderUrl: string | null;
};

/** How a family living in this country may send its returns, colissimo first. */
export function returnModesFor(country: CountryCode, locale: ContentLocale): ReturnMode[] {
  return carriersFor(country, locale).map((option) => ({
    carrier: option.carrier,
    dropOff: option.mode === "home" ? "post_office" : "relay",
    homePickup: option.mode === "home" && country === "FR",
    finderUrl: option.finderUrl,
  }));
}

/** Whether a family of this country may send its returns with this carrier. */
export function isReturnModeFor(country: CountryCode, carrier: string): carrier is Carrier {
  return returnModesFor(country, "en").some((mode) => mode.carrier === carrier);
}

/**
 * The carrier a return travels with: while the family has not sent it yet, the return mode it
 * chose (else the carrier that brought the order); once on its way, the one recorded on the return.
 */
export function returnCarrier(facts: {
  status: string;
  returnCarrier: Carrier | null;
  returnMode: Carrier | null;
  orderCarrier: Carrier | null;
}): Carrier {
  const notSent = facts.status === "REQUESTED" || facts.status === "LABEL_CREATED";
  const chosen = notSent ? (facts.returnMode ?? facts.returnCarrier) : (facts.returnCarrier ?? facts.returnMode);
  return chosen ?? facts.orderCarrier ?? "colissimo";
}

/** The job that refunds a received shop return (keyed `return:<id>`, written with the receipt). */
export const REFUND_RETURN_JOB = "refund-return";

/** Why a family sends a piece back: the fixed list of the return form and the packing slip. */
export const RETURN_REASONS = ["size", "style", "quality", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** True while pieces may still be sent back: today (YYYY-MM-DD) is on or before the last day. */
export function withinReturnWindow(deadline: string | null, today: string): boolean {
  return deadline !== null && today <= deadline;
}

/**
 * What a received shop return gives back: each unit received and not damaged at the price paid,
 * less its share of the order's discount (the discount × these pieces' amount ÷ the order's items
 * amount, rounded to the cent), never below zero.
 */
export function returnRefundCents(
  lines: readonly { unitPriceCents: number; receivedQuantity: number; damagedQuantity: number }[],
  order: { itemsAmountCents: number; discountAmountCents: number },
): number {
  const gross = lines.reduce(
    (sum, l) => sum + l.unitPriceCents * Math.max(0, l.receivedQuantity - l.damagedQuantity),
    0,
  );
  if (gross === 0) return 0;
  const share =
    order.itemsAmountCents > 0 && order.discountAmountCents > 0
      ? Math.round((order.discountAmountCents * gross) / order.itemsAmountCents)
      : 0;
  return Math.max(0, gross - share);
}
