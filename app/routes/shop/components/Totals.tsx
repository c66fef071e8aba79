import { useTranslation } from "~/i18n";
import { useMoney } from "~/lib/format";
import type { Totals as TotalsValue } from "~/lib/checkout";

/** §3 Order totals before paying: items, discount, shipping, gift card, wallet and what is charged. */
export function Totals({ totals }: { totals: TotalsValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  const euros = (cents: number) => money(cents / 100);
  const minus = (cents: number) => `− ${euros(cents)}`;
  return (
    <section aria-labelledby="checkout-totals-title" className="checkout-card checkout-totals" aria-live="polite">
      <h2 id="checkout-totals-title">{t("checkout.totals.title")}</h2>
      <dl>
        <div>
          <dt>{t("checkout.totals.items")}</dt>
          <dd>{euros(totals.itemsCents)}</dd>
        </div>
        {totals.discountCents > 0 && (
          <div>
            <dt>{t("checkout.totals.discount")}</dt>
            <dd>{minus(totals.discountCents)}</dd>
          </div>
        )}
        <div>
          <dt>{t("checkout.totals.shipping")}</dt>
          <dd>
            {totals.shippingCents === null
              ? t("checkout.totals.shipping_unknown")
              : totals.shippingCents === 0
                ? t("checkout.totals.shipping_free")
                : euros(totals.shippingCents)}
          </dd>
        </div>
        {totals.giftCardCents > 0 && (
          <div>
            <dt>{t("checkout.totals.gift_card")}</dt>
            <dd>{minus(totals.giftCardCents)}</dd>
          </div>
        )}
        {totals.walletCents > 0 && (
          <div>
            <dt>{t("checkout.totals.wallet")}</dt>
            <dd>{minus(totals.walletCents)}</dd>
          </div>
        )}
        <div className="checkout-totals__to-pay">
          <dt>{t("checkout.totals.to_pay")}</dt>
          <dd>{euros(totals.toPayCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
