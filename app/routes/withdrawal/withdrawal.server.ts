/**
 * The legal rights' calls to the API (decision 0046): one order's withdrawal state (the withdrawal
 * itself is posted by its page), and the cancellation's receipt flashed to its confirmation page.
 */
import { orThrow } from "~/lib/api.server";
import type { RequestContext } from "~/lib/context.server";
import { shorten } from "~/lib/format";
import type { components } from "~/generated/api-schema";

export type Cancellation = components["schemas"]["SubscriptionCancellation"];

/** One order's withdrawal state; another client's order (or none) is a 404. */
export async function loadWithdrawalState(ctx: RequestContext, orderId: number) {
  return ctx.api.GET("/clients/me/orders/{id}/withdrawal", { params: { path: { id: orderId } } }).then(orThrow);
}

const CANCELLATION_FLASH = "subscription_cancellation";

/** The receipt rides in the session cookie (4 kB at most): a long reason is shown cut (the e-mail has it whole). */
export function flashCancellation(ctx: RequestContext, cancellation: Cancellation) {
  const reason = cancellation.reason && shorten(cancellation.reason, 300);
  ctx.session.flash(CANCELLATION_FLASH, JSON.stringify({ ...cancellation, reason }));
}

export function takeCancellation(ctx: RequestContext): Cancellation | null {
  const flashed = ctx.session.get(CANCELLATION_FLASH) as string | undefined;
  if (!flashed) return null;
  try {
    return JSON.parse(flashed) as Cancellation;
  } catch {
    return null;
  }
}
