import { useTranslation } from "~/i18n";
import { CARRIER_NAMES } from "#domain/carrier-names.js";
import { HOME_CARRIER } from "#domain/checkout.js";
import { sizePhrase } from "#domain/profiles.js";
import type { components } from "~/generated/api-schema";
import { useMoney } from "~/lib/format";
import { AddressLines } from "./AddressChoice";
import "./placed-order.css";

/**
 * An order once placed, as the thank-you page and the order history show it: its lines (sizes in
 * the page's language), its totals and where it travels.
 */
type Order = components["schemas"]["Order"];

export function PlacedOrderLines({ lines }: { lines: Order["lines"] }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <ul className="checkout-cart__lines">
      {lines.map((line) => (
        <li key={line.id} className="checkout-cart__line">
          <div className="checkout-cart__text">
            <p className="checkout-cart__name">{line.name}</p>
            <p className="checkout-cart__meta">
              {`${line.brand} · ${sizePhrase(line.size, i18n.language, (size) => t("checkout.cart.size", { size }))} · ${t("checkout.cart.quantity", { count: line.quantity })}`}
            </p>
          </div>
          <p className="checkout-cart__amount">{money(line.amount)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * §3 Order totals: the items, the discount, the shipping fee (or "offered"), the total, what the
 * gift card and the wallet took, then what the payment takes — `toPayLabel` names it ("charged" once
 * paid, "to pay" while waiting); null leaves that line out (a cancelled order charged nothing).
 */
export function PlacedOrderTotals({ order, toPayLabel }: { order: Order; toPayLabel: string | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const paidOtherwise = order.gift_card_amount > 0 || order.wallet_amount > 0;
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: t("checkout.totals.items"), value: money(order.items_amount_ttc) },
    ...(order.discount_amount > 0
      ? [{ label: t("checkout.totals.discount"), value: `− ${money(order.discount_amount)}` }]
      : []),
    {
      label: t("checkout.totals.shipping"),
      value: order.shipping_fee_ttc === 0 ? t("checkout.totals.shipping_free") : money(order.shipping_fee_ttc),
    },
    { label: t("checkout.success.total"), value: money(order.total_amount_ttc), strong: true },
    ...(order.gift_card_amount > 0
      ? [{ label: t("checkout.totals.gift_card"), value: `− ${money(order.gift_card_amount)}` }]
      : []),
    ...(order.wallet_amount > 0
      ? [{ label: t("checkout.totals.wallet"), value: `− ${money(order.wallet_amount)}` }]
      : []),
    ...(paidOtherwise && toPayLabel ? [{ label: toPayLabel, value: money(order.amount_to_pay), strong: true }] : []),
  ];
  return (
    <dl className="checkout-totals">
      {rows.map((row) => (
        <div key={row.label} className={row.strong ? "checkout-totals__to-pay" : undefined}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where the parcel goes: the carrier, the relay point picked in its finder, the shipping address. */
export function PlacedOrderDelivery({
  delivery,
  headingLevel = 2,
}: {
  delivery: Order["delivery"];
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { carrier, relay_point_id: relayPointId, relay_point: relayPoint, shipping_address: address } = delivery;
  if (!carrier) return null;
  const home = carrier === HOME_CARRIER;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <Heading>{t("checkout.success.delivery")}</Heading>
      <div className="payment-return__delivery">
        <p>{t(home ? "checkout.delivery.home" : "checkout.delivery.relay", { carrier: CARRIER_NAMES[carrier] })}</p>
        {!home && relayPoint && (
          <address>
            {relayPoint.name}
            <br />
            {relayPoint.street}
            <br />
            {relayPoint.postcode} {relayPoint.city}
          </address>
        )}
        {!home && relayPointId && <p>{t("checkout.success.relay_point", { id: relayPointId })}</p>}
        {home && address && (
          <address>
            <AddressLines address={address} />
          </address>
        )}
      </div>
    </>
  );
}
