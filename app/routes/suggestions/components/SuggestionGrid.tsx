import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { mediaSrc, useMoney } from "~/lib/format";
import { ProductBadges } from "~/components/shop/ProductBadges";
import { WishForm } from "./WishForm";
import { fittingVariants, wishOf, type BoxRequest, type SuggestedProduct } from "./wishes";

type Sizes = { top_size?: string | null; bottom_size?: string | null; shoe_size?: string | null };

/** The size a wish names, "" when the wish has no size; null when the product is not wished. */
export function wishedSizeOf(request: Pick<BoxRequest, "wishes">, product: Pick<SuggestedProduct, "id" | "variants">) {
  const wish = wishOf(request, product.id);
  if (!wish) return null;
  return product.variants.find((variant) => variant.variant_id === wish.variant_id)?.size ?? "";
}

/**
 * Suggested pieces as cards: picture (alt: the name), §4 badges, brand, name (the link to the
 * product page), price in the page's language, and the wish form under it.
 */
export function SuggestionGrid({
  products,
  request,
  sizes,
  productHref,
}: {
  products: readonly SuggestedProduct[];
  request: Pick<BoxRequest, "wishes">;
  sizes: Sizes;
  productHref: (id: number) => string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul className="product-grid shop-grid suggestion-grid">
      {products.map((product, index) => {
        const wishedSize = wishedSizeOf(request, product);
        return (
          <li
            key={product.id}
            className={
              wishedSize !== null
                ? "product-card shop-card suggestion-card is-wished"
                : "product-card shop-card suggestion-card"
            }
            data-testid="suggestion-card"
          >
            <div className="shop-card__media">
              <img
                src={mediaSrc(product.image_url)}
                alt={product.name}
                width={300}
                height={375}
                loading={index < 4 ? "eager" : "lazy"}
                decoding="async"
              />
              <ProductBadges badges={product.badges} className="shop-card__badges" />
            </div>
            <p className="shop-card__brand">{product.brand.name}</p>
            <h3 className="product-card__name shop-card__name">
              <Link to={productHref(product.id)}>{product.name}</Link>
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
              <span>{money(product.lc_price)}</span>
            </p>
            <WishForm
              productId={product.id}
              productName={product.name}
              wishedSize={wishedSize}
              sizes={fittingVariants(product, sizes)}
              // The list shows only while the box takes wishes (a closed box's page says where it is)
              readOnly={false}
            />
          </li>
        );
      })}
    </ul>
  );
}
