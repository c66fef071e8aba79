import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { OrderDetails, OrdersPager } from "~/routes/account/OrderDetails";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { loadTranslations } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/links";
import { pageParam } from "~/lib/orders";
import { loadOrdersPage, payOrder, takePayError } from "./orders.server";
import { WithdrawalLink } from "~/components/WithdrawalLink";
import { loadOpenWithdrawals } from "~/lib/withdrawal.server";
import type { Route } from "./+types/orders";
import "~/components/checkout/checkout.css";
import "./orders.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /infos/orders (issue point 1): every order of the client, newest first, a page at a time, each
 * with its state, lines, totals and delivery, and a "pay" button while it waits for its payment
 * (a plain form posted to this route's action, which sends the browser to the payment's page).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const [orders, texts, withdrawable] = await Promise.all([
    loadOrdersPage(ctx, page),
    loadTranslations(ctx.language),
    loadOpenWithdrawals(ctx),
  ]);
  return { orders, withdrawable, payError: takePayError(ctx), title: texts["orders.title"] ?? "" };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const url = new URL(request.url);
  return payOrder(ctx, await readForm(request), url.pathname + url.search);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { orders, payError, withdrawable } = loaderData;
  return (
    <section aria-labelledby="orders-title" className="orders checkout">
      <h1 id="orders-title">{t("orders.title")}</h1>
      {payError && (
        <p className="form-error" role="alert">
          {t(payError)}
        </p>
      )}
      {orders.total === 0 ? (
        <div className="account-card orders__empty">
          <p>{t("orders.empty")}</p>
          <Link to={href("/shop")} className="button">
            {t("orders.empty_link")}
          </Link>
        </div>
      ) : (
        <ol className="orders__list">
          {orders.items.map((order) => (
            <li key={order.id}>
              <article className="checkout-card order" aria-labelledby={`order-${order.id}`}>
                <h2 id={`order-${order.id}`} className="order__title">
                  <Link to={href(`/infos/orders/${order.id}`)}>{t("orders.number", { id: order.id })}</Link>
                </h2>
                <OrderDetails order={order} headingLevel={3} />
                <WithdrawalLink open={withdrawable[order.id]} />
              </article>
            </li>
          ))}
        </ol>
      )}
      <OrdersPager page={orders.page} pages={orders.pages} />
    </section>
  );
}
