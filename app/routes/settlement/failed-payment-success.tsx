import { Link, redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { paymentReturnOf } from "~/lib/embedded-payment";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { privatePageMeta } from "~/lib/seo";
import { useCents } from "./ChargeSummary";
import { loadBox } from "./settlement.server";
import { refusalReasonKey } from "./settlement";
import type { Route } from "./+types/failed-payment-success";
import "./settlement.css";

/** Seconds before the "being confirmed" page checks again (the webhook usually follows at once). */
const RECHECK_SECONDS = 4;

/**
 * /infos/failed-payment/{orderId}/success (§2, decision 0047): the provider's page sends the browser
 * back here; the return is posted to the API once (then the address loses it, so a refresh posts
 * nothing), and the page says paid, sends a refusal back to the payment page with its message, or
 * waits for the webhook (it checks again by itself, no script needed).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const url = new URL(request.url);
  const page = localizePath(`/infos/failed-payment/${params.orderId}`, ctx.language);
  const back = paymentReturnOf(url.searchParams) ?? ctx.session.get("payment_redirect");
  if (back) {
    const { data } = await ctx.api.POST("/clients/me/payment-returns", { body: back });
    ctx.session.unset("payment_redirect");
    if (!data || data.status === "FAILED") {
      ctx.session.flash("payment_error", refusalReasonKey(data?.error_code));
      throw redirect(page);
    }
    throw redirect(url.pathname);
  }
  const box = await loadBox(ctx, params.orderId);
  if (box.status === "PAYMENT_FAILED") throw redirect(page);
  return { box };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...privatePageMeta(matches, "settlement.meta.failed"),
  ...(data?.box.status === "PAID" ? [] : [{ httpEquiv: "refresh", content: String(RECHECK_SECONDS) }]),
];

export default function FailedPaymentSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const cents = useCents();
  const { box } = loaderData;
  const paid = box.status === "PAID";
  return (
    <section className="settlement" aria-labelledby="paid-title">
      <h1 id="paid-title">{paid ? t("settlement.failed.paid_title") : t("settlement.failed.pending_title")}</h1>
      <p className="settlement__notice" role="status">
        {paid
          ? t("settlement.failed.paid", { id: box.order_id, amount: cents(box.charge?.due_cents ?? 0) })
          : t("settlement.failed.pending")}
      </p>
      <p className="settlement__links">
        <Link to={href(`/infos/orders/${box.order_id}`)}>{t("settlement.declared.see_order")}</Link>
        <Link to={href("/infos")}>{t("settlement.failed.account")}</Link>
      </p>
    </section>
  );
}
