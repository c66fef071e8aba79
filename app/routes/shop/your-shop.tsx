import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { PageHeader } from "~/components/content/PageHeader";
import { contentMeta } from "~/components/content/meta";
import { pageTexts, titleWithBrand } from "~/lib/page-content.server";
import { personalPath } from "~/routes/shop/personal-lists";
import { orThrow } from "~/lib/api.server";
import { loadClient } from "~/lib/client.server";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { loadSeo } from "~/lib/seo.server";
import type { Route } from "./+types/your-shop";
import "~/components/home/home.css";
import "~/components/content/content-pages.css";
import "~/components/shop/shop-card.css";
import "./shop.css";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  // Only the shop switch: a visitor is told what the page offers rather than sent to sign in
  await guard({ ctx, request, params }, "shop");
  const [client, texts] = await Promise.all([loadClient(ctx), pageTexts(ctx)]);
  const profiles = client ? orThrow(await ctx.api.GET("/clients/me/kids")) : null;
  const seo = await loadSeo(ctx, request, "shop-your-shop", {
    fallbackTitle: titleWithBrand(texts["shop.your_shop.title"]),
    fallbackDescription: texts["shop.your_shop.intro"] ?? "",
  });
  return {
    seo,
    profiles: profiles?.map(({ id, firstname, profile_type }) => ({ id, firstname, profile_type })) ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData?.seo);

/** /shop/your-shop: the way into each profile's personal shop, or what it is and a sign-in link. */
export default function YourShop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { profiles } = loaderData;
  return (
    <div className="home content-page shop-page">
      <PageHeader
        title={t("shop.your_shop.title")}
        intro={t("shop.your_shop.intro")}
        trail={[{ to: "/shop", label: t("shop.home.title") }]}
      >
        {profiles === null && (
          <p>
            <Link
              to={`${href("/login")}?redirect=${encodeURIComponent("/shop/your-shop")}`}
              className="button button--accent"
            >
              {t("shop.your_shop.sign_in")}
            </Link>
          </p>
        )}
      </PageHeader>
      {profiles !== null && (
        <div className="shop-profiles">
          {profiles.length > 0 ? (
            <ul className="shop-profiles__list">
              {profiles.map((profile) => (
                <li key={profile.id} className="shop-profile linked-card">
                  <h2 className="shop-profile__name">
                    <Link to={href(personalPath(profile.id))} className="linked-card__link">
                      {t("shop.personal.for", { name: profile.firstname })}
                    </Link>
                  </h2>
                  <p>{t(profile.profile_type === "WOMAN" ? "shop.your_shop.woman_hint" : "shop.your_shop.kid_hint")}</p>
                </li>
              ))}
            </ul>
          ) : (
            <div className="content-empty">
              <p>{t("shop.personal.no_profile")}</p>
              <p>
                <Link to={href("/infos/kids")} className="home-link-arrow">
                  {t("shop.personal.add_profile")}
                </Link>
              </p>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
