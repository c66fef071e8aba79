import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { mediaSrc, useMoney } from "~/lib/format";
import { sizePhrase } from "#domain/profiles.js";
import type { components } from "~/generated/api-schema";
import { useLocalizedHref } from "~/lib/links";

type Cart = components["schemas"]["Cart"];

/** The cart's lines as the checkout shows them (read-only), with a link back to change them. */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const href = useLocalizedHref();
  return (
    <section aria-labelledby="checkout-cart-title" className="checkout-card checkout-cart">
      <h2 id="checkout-cart-title">{t("checkout.cart.title")}</h2>
      <ul className="checkout-cart__lines">
        {cart.lines.map((line) => {
          const item = line.product ?? line.look?.products[0];
          const name = line.product ? line.product.name : (line.look?.name ?? t("checkout.cart.look"));
          return (
            <li key={line.id} className="checkout-cart__line">
              {item?.image_url ? (
                <img src={mediaSrc(item.image_url)} alt="" width={56} height={70} loading="lazy" />
              ) : null}
              <div className="checkout-cart__text">
                <p className="checkout-cart__name">{name}</p>
                <p className="checkout-cart__meta">
                  {line.product
                    ? `${sizePhrase(line.product.size, i18n.language, (size) => t("checkout.cart.size", { size }))} · `
                    : ""}
                  {t("checkout.cart.quantity", { count: line.quantity })}
                </p>
              </div>
              <p className="checkout-cart__amount">{money(line.amount)}</p>
            </li>
          );
        })}
      </ul>
      <Link to={href("/shop/cart")} className="checkout-cart__edit">
        {t("checkout.cart.edit")}
      </Link>
    </section>
  );
}
