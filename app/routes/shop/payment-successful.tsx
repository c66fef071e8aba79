import { useTranslation } from "~/i18n";
import { Link, redirect } from "react-router";
import { PlacedOrderDelivery, PlacedOrderLines, PlacedOrderTotals } from "~/components/checkout/PlacedOrder";
import { paymentReturnOf } from "~/lib/embedded-payment";
import { orThrow } from "~/lib/api.server";
import { loadCart } from "~/lib/cart.server";
import { paymentErrorKey } from "~/lib/checkout";
import { forgetPendingOrder } from "./checkout-pending.server";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { loadTranslations } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import type { Route } from "./+types/payment-successful";
import "~/components/checkout/checkout.css";
import "~/components/checkout/placed-order.css";
import "./checkout.css";
import { privatePageMeta } from "~/lib/seo";

/** Seconds before the "being confirmed" page checks again (the webhook usually follows at once). */
const RECHECK_SECONDS = 4;

/**
 * /shop/payment-successful (issue 5 item 6): the hosted payment page sends the browser back here
 * with sessionId + redirectResult, Stripe.js with sessionId + payment_intent, Adyen's Drop-in with
 * sessionId + sessionResult (paymentReturnOf; the root middleware also keeps it in the session).
 * The return is posted to the API once, then the page works from ?order=: paid → thanks; failed → the
 * checkout with §8's message (the API puts the cart back); refunded (paid too late) → the checkout saying so; not settled yet → a page that checks
 * again by itself (a meta refresh, no script needed).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const url = new URL(request.url);
  // Back from the payment page: the order is settled from here, not given back
  forgetPendingOrder(ctx.session);
  const page = localizePath("/shop/payment-successful", ctx.language);
  const checkout = localizePath("/shop/checkout", ctx.language);
  const failed = (key: string) => {
    ctx.session.flash("payment_error", key);
    return redirect(checkout);
  };

  const back = paymentReturnOf(url.searchParams) ?? ctx.session.get("payment_redirect");
  if (back && !url.searchParams.has("order")) {
    const { data } = await ctx.api.POST("/clients/me/payment-returns", { body: back });
    ctx.session.unset("payment_redirect");
    if (!data) {
      // A result the provider does not recognise (or another client's): nothing was paid here
      throw failed("checkout.payment_error.generic");
    }
    if (data.status === "FAILED") throw failed(paymentErrorKey(data.error_code));
    // Paid on a page whose order had been cancelled (declined, then approved all the same): the
    // API refunds it and the lines are back in the cart — not a failure to report as one
    if (data.status === "REFUNDED") throw failed("checkout.payment_refunded");
    // Paid or still being confirmed: the order's own page, which a refresh cannot post twice
    throw redirect(`${page}?order=${data.order_id}`);
  }

  const orderId = url.searchParams.get("order") ?? "";
  if (!/^[1-9][0-9]{0,8}$/.test(orderId)) throw redirect(checkout);
  const [order, texts, cart] = await Promise.all([
    ctx.api.GET("/clients/me/orders/{id}", { params: { path: { id: Number(orderId) } } }).then(orThrow),
    loadTranslations(ctx.language),
    // The order emptied the cart: the header's count follows
    loadCart(ctx, request),
  ]);
  if (order.status === "PAYMENT_FAILED" || order.status === "CANCELLED") throw failed("checkout.payment_error.generic");
  const paid = order.status !== "PENDING_PAYMENT";
  // Paid: the next checkout starts afresh
  if (paid) ctx.session.unset("checkout_choices");
  return { order, paid, cart, title: texts[paid ? "checkout.success.title" : "checkout.pending.title"] ?? "" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...privatePageMeta(loaderData?.title),
  // Not settled yet: look again shortly, without JavaScript
  ...(loaderData && !loaderData.paid ? [{ httpEquiv: "refresh", content: String(RECHECK_SECONDS) }] : []),
];

export default function PaymentSuccessful({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { order, paid } = loaderData;
  if (!paid) {
    return (
      <section aria-labelledby="payment-title" className="page checkout payment-return">
        <h1 id="payment-title">{t("checkout.pending.title")}</h1>
        <p role="status">{t("checkout.pending.text")}</p>
        <Link to={href(`/shop/payment-successful?order=${order.id}`)} className="button">
          {t("checkout.pending.check")}
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="payment-title" className="page checkout payment-return">
      <h1 id="payment-title">{t("checkout.success.title")}</h1>
      <div className="checkout-card payment-return__card">
        <p className="payment-return__order" role="status">
          {t("checkout.success.order", { id: order.id })}
        </p>
        <p>{t("checkout.success.mail")}</p>
        <h2>{t("checkout.success.lines")}</h2>
        <PlacedOrderLines lines={order.lines} />
        {/* §3 Order totals as paid: what the gift card and the wallet took, then what was charged */}
        <PlacedOrderTotals order={order} toPayLabel={t("checkout.success.charged")} />
        <PlacedOrderDelivery delivery={order.delivery} />
        <Link to={href("/shop")} className="button">
          {t("checkout.success.continue")}
        </Link>
      </div>
    </section>
  );
}
