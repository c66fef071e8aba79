import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { mediaSrc, useMoney } from "~/lib/format";
import { ProductBadges } from "~/components/shop/ProductBadges";
import type { components } from "~/generated/api-schema";

export type ShopProduct = components["schemas"]["Product"];

/**
 * Shop product cards: picture (alt = the product's name), brand, name, price with the struck
 * public price when discounted, and the §4 badges. The name links to the product's page, whose
 * address depends on the list it was reached from; the link's ::after makes the whole card clickable.
 */
export function ShopProductGrid({
  products,
  productHref,
  eager = 0,
}: {
  products: ShopProduct[];
  productHref: (productId: number) => string;
  /** How many first pictures load at once (above the fold); the rest load lazily. */
  eager?: number;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul className="product-grid shop-grid">
      {products.map((product, index) => (
        <li key={product.id} className="product-card shop-card linked-card" data-testid="shop-card">
          <div className="shop-card__media">
            <img
              src={mediaSrc(product.image_url)}
              alt={product.name}
              width={300}
              height={375}
              loading={index < eager ? "eager" : "lazy"}
              decoding="async"
            />
            <ProductBadges badges={product.badges} className="shop-card__badges" />
          </div>
          <p className="shop-card__brand">{product.brand.name}</p>
          <h3 className="product-card__name shop-card__name">
            <Link to={productHref(product.id)} className="linked-card__link">
              {product.name}
            </Link>
          </h3>
          <p className="product-card__price shop-card__price" data-price={product.lc_price}>
            {product.retail_price !== null && (
              <>
                <s className="shop-card__retail">
                  <span className="visually-hidden">{t("shop.card.retail_price")} </span>
                  {money(product.retail_price)}
                </s>{" "}
              </>
            )}
            <span>
              {product.retail_price !== null && <span className="visually-hidden">{t("shop.card.price")} </span>}
              {money(product.lc_price)}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
