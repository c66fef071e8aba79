import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { contentMeta } from "~/components/content/meta";
import { ProductBadges } from "~/components/shop/ProductBadges";
import { CartForm } from "~/routes/shop/components/CartForm";
import { LookSection } from "~/routes/shop/components/LookSection";
import { PriceTag } from "~/components/shop/product/PriceTag";
import { SizePicker } from "~/routes/shop/components/SizePicker";
import { listPath, productPath } from "~/routes/shop/place";
import { loadProductPage } from "~/routes/shop/product-page.server";
import { canBuy, sizeOptions } from "~/routes/shop/sizes";
import { ProductGallery } from "~/components/shop/product/ProductGallery";
import { getRequestContext } from "~/lib/context.server";
import { useLocalizedHref } from "~/lib/links";
import type { Route } from "./+types/product";
import "~/components/shop/product/product-page.css";
import "./product.css";

/**
 * One product (§2): /shop/product/{id}, /shop/{collection}/{productId}, and the personal lists'
 * /your-shop/{list}/{productId} and /{kidId}/your-shop/{list}/{productId}. The loader is shared
 * (product-page.server.ts); the page adds a size to the cart, or the whole look.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProductPage({ ctx: getRequestContext(context), request, params });
}

/** §2: the title is the product's (name and brand), not an SEO record's; alternates are the product's. */
export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { seo, jsonLd } = loaderData;
  return [{ title: seo.title }, { property: "og:title", content: seo.title }, ...contentMeta(seo, jsonLd)];
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { product, images, place, collection } = loaderData;
  const options = sizeOptions(product.variants);
  const buyable = canBuy(options);
  const discount = product.badges.find((badge) => badge.type === "discount");
  const badges = product.badges.filter((badge) => badge !== discount);
  const listLabel =
    place.kind === "collection"
      ? (collection?.name ?? t("product.breadcrumb.shop"))
      : place.kind === "your-shop"
        ? t("product.breadcrumb.your_shop")
        : t("product.breadcrumb.shop");

  return (
    <article className="product-page">
      <nav className="breadcrumb product-page__breadcrumb" aria-label={t("pages.breadcrumb_label")}>
        <ol>
          <li>
            <Link to={href("/")}>{t("pages.home")}</Link>
          </li>
          <li>
            <Link to={href(listPath(place))}>{listLabel}</Link>
          </li>
          <li>
            <span aria-current="page">{product.name}</span>
          </li>
        </ol>
      </nav>

      <div className="product-page__main">
        <ProductGallery images={images} alt={product.name} />

        <div className="product-page__details">
          {badges.length > 0 && <ProductBadges badges={badges} className="product-page__badges" />}
          <p className="product-page__brand">
            <Link to={href(`/brands/${product.brand.slug}`)}>{product.brand.name}</Link>
          </p>
          <h1 className="product-page__name">{product.name}</h1>
          <PriceTag price={product.lc_price} retailPrice={product.retail_price} discount={discount} />

          <CartForm
            intent="add"
            submitLabel={t(buyable ? "product.cart.add" : "product.cart.sold_out")}
            disabled={!buyable}
            className="product-page__buy"
          >
            <SizePicker options={options} />
          </CartForm>

          {product.description && (
            <div className="product-page__description">
              <h2>{t("product.description")}</h2>
              {product.description.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          )}
          <p className="product-page__reference">{t("product.reference", { reference: product.reference })}</p>
        </div>
      </div>

      {product.look && product.look.products.length > 1 && (
        <LookSection look={product.look} currentId={product.id} productHref={(id) => href(productPath(place, id))} />
      )}
    </article>
  );
}
