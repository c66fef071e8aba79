/**
 * The order history's calls to the API: a page of orders, one order, and paying an order still
 * waiting for its payment (POST clients/me/orders/{id}/payment, decision 0028), which both pages'
 * "pay" buttons post to their own action.
 */
import { redirect } from "react-router";
import { isSiteLanguage } from "#domain/locales.js";
import { orThrow } from "~/lib/api.server";
import { paymentErrorKey } from "~/lib/checkout";
import type { RequestContext } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { ORDERS_PAGE_SIZE, orderIdParam } from "~/lib/orders";
import { localizePath } from "~/lib/paths";

/** The flash the pages show above the orders (the checkout's own key: one message at a time). */
const PAY_ERROR = "payment_error";

/** A page of the client's orders, newest first; a page past the last one is a 404. */
export async function loadOrdersPage(ctx: RequestContext, page: number) {
  const orders = await ctx.api
    .GET("/clients/me/orders", { params: { query: { page, page_size: ORDERS_PAGE_SIZE } } })
    .then(orThrow);
  if (page > 1 && page > orders.pages) throw new Response("Not Found", { status: 404 });
  return orders;
}

/** One of the client's orders; another client's (or none) is a 404. */
export async function loadOrder(ctx: RequestContext, id: number) {
  return ctx.api.GET("/clients/me/orders/{id}", { params: { path: { id } } }).then(orThrow);
}

/** The message of a "pay" that could not go to the payment page, flashed for the page it came from. */
export function takePayError(ctx: RequestContext): string | null {
  return (ctx.session.get(PAY_ERROR) as string | undefined) ?? null;
}

/**
 * The "pay" button: the order's payment comes back from the API and the browser goes to its page.
 * Paid meanwhile → the thank-you page; refused by the provider → its §8 message (the API has
 * cancelled the order and put its lines back in the cart); anything else → a message on `back`.
 */
export async function payOrder(ctx: RequestContext, form: FormData, back: string): Promise<never> {
  const fail = (key: string) => {
    ctx.session.flash(PAY_ERROR, key);
    return redirect(back);
  };
  const id = orderIdParam(form.get("order_id"));
  if (id === null) throw fail("orders.pay_error.not_payable");
  const { data: order } = await ctx.api.GET("/clients/me/orders/{id}", { params: { path: { id } } });
  if (!order) throw fail("orders.pay_error.not_payable");
  // The checkout's return page in the order's language: a provider resuming its payment wants the
  // very same parameters (Stripe refuses a changed one)
  const language = isSiteLanguage(order.locale) ? order.locale : ctx.language;
  const { data: payment, response } = await ctx.api.POST("/clients/me/orders/{id}/payment", {
    params: { path: { id } },
    body: { return_url: `${env.siteUrl}${localizePath("/shop/payment-successful", language)}` },
  });
  if (!payment) {
    throw fail(response.status === 409 ? "orders.pay_error.not_payable" : "orders.pay_error.unavailable");
  }
  if (payment.status === "PAID") {
    throw redirect(`${localizePath("/shop/payment-successful", ctx.language)}?order=${id}`);
  }
  if (payment.status === "PAYMENT_FAILED") throw fail(paymentErrorKey(payment.error_code));
  // A payment started in the provider's embedded form has no page to go to
  if (!payment.redirect_url) throw fail("orders.pay_error.unavailable");
  throw redirect(payment.redirect_url);
}
