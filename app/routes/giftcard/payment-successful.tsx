import { Link, redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { choiceQuery } from "~/routes/giftcard/choice";
import { useDateFormat, useMoney } from "~/lib/format";
import { orThrow } from "~/lib/api.server";
import { paymentErrorKey } from "~/lib/checkout";
import { getRequestContext } from "~/lib/context.server";
import { paymentReturnOf } from "~/lib/embedded-payment";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { requireGiftCards } from "./giftcard.server";
import type { Route } from "./+types/payment-successful";
import "./giftcard.css";
import { privatePageMeta } from "~/lib/seo";

const RECHECK_SECONDS = 4;

/**
 * /giftcard/payment-successful (§2, issue 18): the payment page sends the giver back here; the
 * return is posted to the API once (as the shop's return page does), then the page works from
 * ?order=: paid → thanks, with when the card leaves; failed → the checkout with §8's message;
 * not settled yet → a page that looks again by itself (meta refresh, no script).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await requireGiftCards(ctx);
  await guard({ ctx, request, params }, "lc-auth");
  const url = new URL(request.url);
  const page = localizePath("/giftcard/payment-successful", ctx.language);
  const start = localizePath("/giftcard", ctx.language);
  const failed = (key: string) => {
    ctx.session.flash("payment_error", key);
    return redirect(start);
  };
  const back = paymentReturnOf(url.searchParams);
  if (back && !url.searchParams.has("order")) {
    const { data } = await ctx.api.POST("/clients/me/payment-returns", { body: back });
    if (!data) throw failed("giftcard.error.payment_failed");
    if (data.status === "FAILED" || data.status === "REFUNDED") throw failed(paymentErrorKey(data.error_code));
    throw redirect(`${page}?order=${data.order_id}`);
  }
  const orderId = url.searchParams.get("order") ?? "";
  if (!/^[1-9][0-9]{0,8}$/.test(orderId)) throw redirect(start);
  const card = await ctx.api
    .GET("/clients/me/gift-card-orders/{id}", { params: { path: { id: orderId } } })
    .then(orThrow);
  if (card.status === "CANCELLED" || card.status === "PAYMENT_FAILED") throw failed("giftcard.error.payment_failed");
  const paid = card.status !== "PENDING_PAYMENT";
  return { card, paid, title: texts[paid ? "giftcard.success.title" : "giftcard.pending.title"] ?? "" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...privatePageMeta(loaderData?.title),
  ...(loaderData && !loaderData.paid ? [{ httpEquiv: "refresh", content: String(RECHECK_SECONDS) }] : []),
];

export default function GiftCardPaid({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const money = useMoney();
  const date = useDateFormat();
  const { card, paid } = loaderData;
  const target = card.target === "WOMAN" ? "woman" : "kid";
  if (!paid) {
    return (
      <section aria-labelledby="gc-paid-title" className={`page giftcard giftcard--${target}`}>
        <h1 id="gc-paid-title">{t("giftcard.pending.title")}</h1>
        <p role="status">{t("giftcard.pending.text")}</p>
        <Link to={href(`/giftcard/payment-successful?order=${card.order_id}`)} className="button">
          {t("giftcard.pending.check")}
        </Link>
      </section>
    );
  }
  const sendAt = card.send_at ? new Date(card.send_at) : null;
  const later = sendAt !== null && card.paid_at !== null && sendAt > new Date(card.paid_at);
  const words = {
    amount: money(card.amount),
    name: card.recipient_name ?? "",
    email: card.recipient_email ?? "",
    date: sendAt ? date(sendAt.toISOString()) : "",
  };
  return (
    <section aria-labelledby="gc-paid-title" className={`page giftcard giftcard--${target}`}>
      <h1 id="gc-paid-title">{t("giftcard.success.title")}</h1>
      <div className="giftcard-card giftcard__done">
        <div className="giftcard__visual" aria-hidden="true">
          <span className="giftcard__visual-brand">La Malle</span>
          <span className="giftcard__visual-amount">{words.amount}</span>
        </div>
        <p role="status">{t(later ? "giftcard.success.later" : "giftcard.success.now", words)}</p>
        <p>{t("giftcard.success.receipt")}</p>
        <p className="giftcard__actions">
          <Link to={href(`/giftcard?${choiceQuery({ target, purpose: "any", amount: null })}`)} className="button">
            {t("giftcard.success.another")}
          </Link>
          <Link to={href("/infos/orders")} className="button button--secondary">
            {t("giftcard.success.orders")}
          </Link>
        </p>
      </div>
    </section>
  );
}
