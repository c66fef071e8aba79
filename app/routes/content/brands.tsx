import { useTranslation } from "react-i18next";
import { BrandCards } from "~/components/content/BrandCards";
import { EmptyState, PageHeader } from "~/components/content/PageHeader";
import { seoMeta } from "~/services/seo";
import { pageTexts, section, titleWithBrand, unlessEverythingFailed } from "~/components/home/content.server";
import { getRequestContext } from "~/services/context.server";
import { loadSeo } from "~/services/seo.server";
import type { Route } from "./+types/brands";
import "~/styles/home.css";
import "~/styles/content-pages.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  const [seo, brands] = await Promise.all([
    loadSeo(ctx, request, "brands", {
      fallbackTitle: titleWithBrand(texts["pages.brands.title"]),
      fallbackDescription: texts["pages.brands.intro"],
    }),
    section("brands", () => ctx.api.GET("/website/brands")),
  ]);
  unlessEverythingFailed([brands], texts["error.unknown_message"]);
  return { seo, brands: brands ?? [] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /brands: every brand we sell, each leading to its own page. */
export default function Brands({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brands } = loaderData;
  return (
    <div className="home content-page">
      <PageHeader eyebrow={t("pages.brands.eyebrow")} title={t("pages.brands.title")} intro={t("pages.brands.intro")} />
      <div className="home-section content-list">
        <div className="home-section__inner">
          {brands.length > 0 ? <BrandCards brands={brands} /> : <EmptyState text={t("pages.brands.empty")} />}
        </div>
      </div>
    </div>
  );
}
