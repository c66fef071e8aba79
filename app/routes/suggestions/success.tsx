import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { mediaSrc, useMoney } from "~/lib/format";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLanguage, useLocalizedHref } from "~/lib/links";
import { pageTitle } from "~/lib/profiles.server";
import { sizePhrase } from "#domain/profiles.js";
import { redirectRequestZero } from "~/lib/malle.server";
import { loadWished } from "./suggestions.server";
import type { Route } from "./+types/success";
import "./suggestions.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /{kidId}/suggestions/{requestId}/success (§2, issue 17): the wishes saved for the box — each
 * piece with its picture and size —, then the way to the box's page or back to the suggestions.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up", "profile-suggestions");
  await redirectRequestZero(ctx, request, params, "open", `/${params.kidId}/suggestions`);
  const loaded = await loadWished(ctx, params);
  return { ...loaded, title: await pageTitle(ctx, "suggestions.success.title") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function SuggestionsSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const money = useMoney();
  const language = useLanguage();
  const { profile, request, products, title } = loaderData;
  return (
    <section className="page suggestions-page suggestions-success" aria-labelledby="success-title">
      <h1 id="success-title">{title}</h1>
      <p className="suggestions-page__intro" data-testid="wish-count">
        {products.length === 0
          ? t("suggestions.success.none")
          : t("suggestions.success.saved", { count: products.length, firstname: profile.firstname })}
      </p>
      {products.length > 0 && (
        <ul className="suggestions-wished">
          {products.map(({ product, size }) => (
            <li key={product.id} className="suggestions-wished__item">
              <img src={mediaSrc(product.image_url)} alt={product.name} width={96} height={120} loading="lazy" />
              <div>
                <p className="shop-card__brand">{product.brand.name}</p>
                <p className="suggestions-wished__name">{product.name}</p>
                <p className="suggestions-wished__meta">
                  {size ? `${sizePhrase(size, language, (label) => `${t("suggestions.wish.size")} ${label}`)} · ` : ""}
                  {money(product.lc_price)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="suggestions-links">
        <Link className="button button--accent" to={href(`/${profile.id}/malle`)}>
          {t("suggestions.success.malle")}
        </Link>
        <Link className="button button--secondary" to={href(`/${profile.id}/suggestions/${request.id}`)}>
          {t("suggestions.success.back")}
        </Link>
      </p>
    </section>
  );
}
