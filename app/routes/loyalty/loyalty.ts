/** The loyalty pages' shared words and rules (no server code). */
import { LOYALTY_REASONS } from "#domain/loyalty.js";

/** What the /infos/loyalty form answers when the API refuses: which form, and the message key. */
export type LoyaltyActionResult = { intent: "redeem" | "birthday"; points: number | null; message: string };

/** The page's message for a refusal: each §8 loyalty message has its own, anything else a generic one. */
export function loyaltyRefusalKey(type: string | undefined, detail: string | undefined): string {
  if (type === "NOT_ENOUGH_LOYALTY_POINTS") {
    if (detail === "Not enough loyalty points. Minimum: 200.00") return "loyalty.error.not_enough_200";
    if (detail === "Not enough loyalty points. Minimum: 600.00") return "loyalty.error.not_enough_600";
    return "loyalty.error.not_enough";
  }
  if (type === "NO_ELIGIBLE_KID") return "loyalty.error.no_eligible_kid";
  return "loyalty.error.failed";
}

/** The history's words for a movement: its reason, with the order number when it has one. */
export function reasonKey(reason: string): string {
  return (LOYALTY_REASONS as readonly string[]).includes(reason)
    ? `loyalty.history.reason.${reason.toLowerCase()}`
    : "loyalty.history.reason.adjustment";
}
