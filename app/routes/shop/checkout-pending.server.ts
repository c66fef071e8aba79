/**
 * An unpaid order given back when the shopper leaves the payment page for the shop (decision
 * 0029): the checkout remembers the order it sent to the provider's page, and the first shop page
 * seen afterwards — any /shop… or /your-shop… page, the payment return excepted — asks the API to
 * abandon it at once (lines back in the cart, code and gift card released, stock released, the
 * provider's payment cancelled) instead of waiting for the unpaid-order delay. Every other visitor
 * costs nothing: no pending order in the session, no call.
 */
import { loadCart } from "~/lib/cart.server";
import type { RequestContext } from "~/lib/context.server";
import { flashNotice, type AppSession } from "~/lib/session.server";
import { stripLanguage } from "~/lib/paths";

/** Remembered when the checkout redirects to the provider's page. */
export function rememberPendingOrder(session: AppSession, orderId: number) {
  session.set("pending_order", orderId);
}

/** The payment return settles the order itself: nothing to give back any more. */
export function forgetPendingOrder(session: AppSession) {
  session.unset("pending_order");
}

/** Pages that mean "back in the shop": the shop, its cart and checkout, the personal lists. */
function isShopPage(pathname: string): boolean {
  const path = stripLanguage(pathname.replace(/\.data$/, ""));
  if (path === "/shop/payment-successful") return false;
  return /^\/shop(\/|$)/.test(path) || /(^|\/)your-shop(\/|$)/.test(path);
}

/**
 * The browser's idle prefetch of the shop (IdlePrefetch's `<link rel="prefetch">`, sent with
 * `Sec-Purpose`/`Purpose: prefetch`) comes from whatever page is open: the shopper did not go back.
 */
function isPrefetch(request: Request): boolean {
  return /prefetch/i.test(request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "");
}

export async function givePendingOrderBack(ctx: RequestContext, request: Request): Promise<void> {
  const orderId = ctx.session.get("pending_order");
  if (orderId === undefined || request.method !== "GET" || isPrefetch(request)) return;
  if (!isShopPage(new URL(request.url).pathname)) return;
  const { data, response } = await ctx.api.POST("/clients/me/orders/{id}/abandon", {
    params: { path: { id: orderId } },
  });
  // A server error leaves it for the next page (or the unpaid-order sweep); any answer else settles it
  if (response.status >= 500) return;
  forgetPendingOrder(ctx.session);
  if (data?.status === "CANCELLED") {
    flashNotice(ctx.session, "checkout.abandoned");
    // The header's count follows the lines that came back
    await loadCart(ctx, request);
  }
}
