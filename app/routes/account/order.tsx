import { i18nFor, translatorOf, useTranslation } from "~/i18n";
import { Link } from "react-router";
import { OrderDetails } from "~/routes/account/OrderDetails";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { loadTranslations } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/links";
import { orderIdParam } from "~/lib/orders";
import { loadOrder, payOrder, takePayError } from "./orders.server";
import { WithdrawalLink } from "~/components/WithdrawalLink";
import { loadOpenWithdrawals } from "~/lib/withdrawal.server";
import type { Route } from "./+types/order";
import "~/components/checkout/checkout.css";
import "./orders.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /infos/orders/{orderId}: one order of the client — another client's, or none, is a 404 — with
 * the same "pay" button as the history while it waits for its payment.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const id = orderIdParam(params.orderId);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const [order, texts, withdrawable] = await Promise.all([
    loadOrder(ctx, id),
    loadTranslations(ctx.language),
    loadOpenWithdrawals(ctx),
  ]);
  const { t } = translatorOf(i18nFor(ctx.language, texts));
  return {
    order,
    withdrawal: withdrawable[order.id],
    payError: takePayError(ctx),
    title: t("orders.number", { id: order.id }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  return payOrder(ctx, await readForm(request), new URL(request.url).pathname);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function Order({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { order, payError, withdrawal } = loaderData;
  return (
    <section aria-labelledby="order-title" className="orders checkout">
      <p className="orders__back">
        <Link to={href("/infos/orders")}>
          <span aria-hidden="true">← </span>
          {t("orders.back")}
        </Link>
      </p>
      <h1 id="order-title">{t("orders.number", { id: order.id })}</h1>
      {payError && (
        <p className="form-error" role="alert">
          {t(payError)}
        </p>
      )}
      <div className="checkout-card order">
        <OrderDetails order={order} headingLevel={2} />
        <WithdrawalLink open={withdrawal} />
      </div>
    </section>
  );
}
