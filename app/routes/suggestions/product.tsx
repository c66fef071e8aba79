import { Link, useLocation } from "react-router";
import { useTranslation } from "~/i18n";
import { mediaSrc } from "~/lib/format";
import { ProductBadges } from "~/components/shop/ProductBadges";
import { PriceTag } from "~/components/shop/product/PriceTag";
import { wishedSizeOf } from "~/routes/suggestions/components/SuggestionGrid";
import { WishForm } from "~/routes/suggestions/components/WishForm";
import { ProductGallery } from "~/components/shop/product/ProductGallery";
import {
  fittingVariants,
  isCustomisable,
  readSuggestionQuery,
  suggestionSearch,
} from "~/routes/suggestions/components/wishes";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLanguage, useLocalizedHref } from "~/lib/links";
import { pageTitle } from "~/lib/profiles.server";
import { sizeLabel } from "#domain/profiles.js";
import { redirectRequestZero } from "~/lib/malle.server";
import { loadSuggestionProduct, wishAction } from "./suggestions.server";
import type { Route } from "./+types/product";
import "~/components/shop/product/product-page.css";
import "./suggestions.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /{kidId}/suggestions/{requestId}/product/{id} (§2, issue 17): a suggested piece — its pictures,
 * description, the sizes that fit the profile, its price — with the wish form, and a way back to
 * the list as it was (its query is kept in this page's address).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up", "profile-suggestions");
  await redirectRequestZero(ctx, request, params, "open", `/${params.kidId}/suggestions`);
  const loaded = await loadSuggestionProduct(ctx, params);
  return {
    ...loaded,
    customisable: isCustomisable(loaded.request),
    title: await pageTitle(ctx, "suggestions.product.title", { name: loaded.product.name }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up", "profile-suggestions");
  return wishAction(ctx, await readForm(request), params, new URL(request.url));
}

export default function SuggestionProduct({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const language = useLanguage();
  const location = useLocation();
  const { profile, request, product, customisable } = loaderData;
  const listQuery = suggestionSearch(readSuggestionQuery(new URLSearchParams(location.search)));
  const back = href(`/${profile.id}/suggestions/${request.id}`) + listQuery;
  const images = (product.images.length > 0 ? product.images.map((image) => image.url) : [product.image_url]).map(
    mediaSrc,
  );
  const discount = product.badges.find((badge) => badge.type === "discount");
  const badges = product.badges.filter((badge) => badge !== discount);
  const fitting = fittingVariants(product, profile);

  return (
    <article className="product-page suggestion-product">
      <p className="suggestions-page__back">
        <Link to={back}>{t("suggestions.product.back")}</Link>
      </p>
      <div className="product-page__main">
        <ProductGallery images={images} alt={product.name} />
        <div className="product-page__details">
          {badges.length > 0 && <ProductBadges badges={badges} className="product-page__badges" />}
          <p className="product-page__brand">{product.brand.name}</p>
          <h1 className="product-page__name">{product.name}</h1>
          <PriceTag price={product.lc_price} retailPrice={product.retail_price} discount={discount} />
          <p className="suggestion-product__sizes">
            {fitting.length > 0
              ? t("suggestions.product.sizes", { sizes: fitting.map((v) => sizeLabel(v.size, language)).join(", ") })
              : t("suggestions.product.no_size")}
          </p>
          {!customisable && (
            <p className="suggestions-blocked" role="note">
              {t("suggestions.list.blocked")}
            </p>
          )}
          <WishForm
            productId={product.id}
            productName={product.name}
            wishedSize={wishedSizeOf(request, product)}
            sizes={fitting}
            readOnly={!customisable}
            className="wish-form wish-form--page"
          />
          {product.description && (
            <div className="product-page__description">
              <h2>{t("suggestions.product.description")}</h2>
              {product.description.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          )}
          <p className="product-page__reference">
            {t("suggestions.product.reference", { reference: product.reference })}
          </p>
        </div>
      </div>
    </article>
  );
}
