import { useTranslation } from "~/i18n";
import { Form, Link, useNavigation } from "react-router";
import { Pager } from "~/components/Pager";
import { PlacedOrderDelivery, PlacedOrderLines, PlacedOrderTotals } from "~/components/checkout/PlacedOrder";
import { useDateFormat, useMoney } from "~/lib/format";
import type { components } from "~/generated/api-schema";
import { useLocalizedHref } from "~/lib/links";
import { isPayable, isUnsettledBox, orderStage } from "~/lib/orders";
import { InvoiceLink } from "./InvoiceLink";

type Order = components["schemas"]["Order"];

/**
 * One order of the history: when it was placed and its state, then its lines, totals and delivery,
 * and — while it waits for its payment — a plain form that takes the shopper back to the payment
 * page (posted to the page's own action). `headingLevel` is its sections' level under the page's.
 */
export function OrderDetails({ order, headingLevel }: { order: Order; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const href = useLocalizedHref();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const stage = orderStage(order.status);
  const toPayLabel =
    stage === "cancelled"
      ? null
      : t(stage === "awaiting_payment" ? "checkout.totals.to_pay" : "checkout.success.charged");
  return (
    <>
      <dl className="order__facts">
        <div>
          <dt>{t("orders.placed_on")}</dt>
          <dd>
            <time dateTime={order.created_at}>{date(order.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("orders.state")}</dt>
          <dd>
            <span className={`order-stage order-stage--${stage}`}>{t(`orders.stage.${stage}`)}</span>
          </dd>
        </div>
      </dl>
      {isPayable(order) && <PayOrder order={order} />}
      <BoxActions order={order} />
      {order.kind === "SHOP" && order.status === "DELIVERED" && (
        <p className="order__pay">
          <Link to={href(`/infos/returns/order/${order.id}`)}>{t("returns.order.link")}</Link>
        </p>
      )}
      {order.lines.length > 0 && (
        <>
          <Heading>{t("checkout.success.lines")}</Heading>
          <PlacedOrderLines lines={order.lines} />
        </>
      )}
      {isUnsettledBox(order) ? (
        <UnsettledBox order={order} />
      ) : (
        <PlacedOrderTotals order={order} toPayLabel={toPayLabel} />
      )}
      <InvoiceLink order={order} />
      <PlacedOrderDelivery delivery={order.delivery} headingLevel={headingLevel} />
    </>
  );
}

/** A box not settled yet: what its pieces are worth, and that nothing is owed before the family decides. */
function UnsettledBox({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  const value = order.lines.reduce((sum, line) => sum + line.amount, 0);
  return (
    <>
      <dl className="checkout-totals">
        <div>
          <dt>{t("orders.box_value")}</dt>
          <dd>{money(value)}</dd>
        </div>
      </dl>
      <p className="order__note">{t("orders.box_unsettled")}</p>
    </>
  );
}

/** A box's next step (decision 0047): say what is kept once delivered, pay once a charge failed. */
function BoxActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  if (order.kind !== "BOX") return null;
  if (order.status === "DELIVERED" && order.paid_at === null) {
    return (
      <p className="order__pay">
        <Link className="button" to={href(`/infos/rating/${order.id}`)}>
          {t("orders.box_decide")}
        </Link>
      </p>
    );
  }
  if (order.status === "PAYMENT_FAILED") {
    return (
      <p className="order__pay">
        <Link className="button" to={href(`/infos/failed-payment/${order.id}`)}>
          {t("orders.box_pay")}
        </Link>
      </p>
    );
  }
  return null;
}

/** "Pay": back to the payment the checkout started (the same page, never a second charge). */
function PayOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("order_id") === String(order.id);
  return (
    <Form method="post" className="order__pay">
      <p>{t("orders.pay_hint")}</p>
      <input type="hidden" name="order_id" value={order.id} />
      <button type="submit" className="button" disabled={sending}>
        {t("orders.pay", { amount: money(order.amount_to_pay) })}
      </button>
    </Form>
  );
}

/** The history's pager: newer orders before, older ones after. */
export function OrdersPager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const labels = {
    label: t("orders.pager.label"),
    previous: t("orders.pager.newer"),
    next: t("orders.pager.older"),
    page: t("orders.pager.page"),
  };
  return <Pager page={page} pages={pages} path="/infos/orders" labels={labels} />;
}
