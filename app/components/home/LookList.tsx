import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { mediaSrc, useMoney } from "../../lib/format";
import type { Look } from "../../lib/content-types";
import "./home.css";

type LookListProps = {
  looks: Look[];
  /** How many pieces a card pictures: one large, the others stacked beside it (3 on the home pages, up to 4). */
  pictured?: 1 | 2 | 3 | 4;
  /** When the shop is open: each piece links to its product page, and each look to the shop. */
  shop?: { productHref: (productId: number) => string; lookLink: { to: string; label: string } };
};

/**
 * A selection of looks: pictures of the pieces, then each piece with its price and the price of
 * the whole look, in the page's language and currency format.
 */
export function LookList({ looks, pictured = 3, shop }: LookListProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul className="look-list">
      {looks.map((look, index) => {
        const shown = look.products.slice(0, pictured);
        const total = look.products.reduce((sum, product) => sum + product.price, 0);
        const titleId = `look-${look.id}-title`;
        return (
          <li key={look.id}>
            <article className="look-card" aria-labelledby={titleId}>
              <div className={`look-card__collage look-card__collage--${shown.length}`}>
                {shown.map((product, position) => (
                  <img
                    key={product.id}
                    src={mediaSrc(product.image_url)}
                    alt={product.name}
                    width={position === 0 ? 600 : 300}
                    height={position === 0 ? 750 : 375}
                    loading="lazy"
                    decoding="async"
                  />
                ))}
              </div>
              <div className="look-card__body">
                <h3 id={titleId}>{look.name || t("home.looks.untitled", { number: index + 1 })}</h3>
                <ul className="look-card__pieces">
                  {look.products.map((product) => (
                    <li key={product.id}>
                      {shop ? (
                        <Link to={shop.productHref(product.id)}>{product.name}</Link>
                      ) : (
                        <span>{product.name}</span>
                      )}
                      <span className="look-card__price">{money(product.price)}</span>
                    </li>
                  ))}
                </ul>
                <p className="look-card__total">{t("home.looks.total", { price: money(total) })}</p>
                {shop && (
                  <p className="look-card__shop">
                    <Link to={shop.lookLink.to} className="home-link-arrow" aria-describedby={titleId}>
                      {shop.lookLink.label}
                    </Link>
                  </p>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
