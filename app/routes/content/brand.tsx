import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { BrandMark } from "~/routes/content/BrandCards";
import { EmptyState, PageHeader } from "~/components/content/PageHeader";
import { ProductGrid } from "~/routes/content/ProductGrid";
import { itemSeo, pageItem } from "~/lib/content-item.server";
import { contentMeta } from "~/components/content/meta";
import { useShopLinks } from "~/routes/content/shop";
import { brandJsonLd } from "~/routes/content/structured-data";
import { SignupCallToAction } from "~/components/content/SignupCallToAction";
import { BrandList } from "~/components/home/People";
import { Section } from "~/components/home/Section";
import { pageTexts, section } from "~/lib/page-content.server";
import { getRequestContext } from "~/lib/context.server";
import { loadSeo } from "~/lib/seo.server";
import type { Route } from "./+types/brand";
import "~/components/home/home.css";
import "~/components/content/content-pages.css";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  const [brand, all, seo] = await Promise.all([
    pageItem(texts, () => ctx.api.GET("/website/brands/{slug}", { params: { path: { slug: params.slug } } })),
    section("brands", () => ctx.api.GET("/website/brands")),
    // An SEO record keyed brand-{slug} may override; by default the brand describes itself
    loadSeo(ctx, request, `brand-${params.slug}`),
  ]);
  return {
    seo: itemSeo(seo, brand.name, brand.description ?? texts["pages.brands.intro"] ?? ""),
    jsonLd: brandJsonLd(brand, seo.canonical),
    brand,
    others: (all ?? []).filter((other) => other.slug !== brand.slug),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData?.seo, loaderData?.jsonLd);

/** /brands/{slug}: the brand's story, its pieces in the shop, and the other brands. */
export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shop = useShopLinks();
  const { brand, others } = loaderData;
  return (
    <div className="home content-page">
      <PageHeader
        title={brand.name}
        intro={brand.description ?? undefined}
        trail={[{ to: "/brands", label: t("pages.brands.title") }]}
        aside={<BrandMark brand={brand} size="page" />}
      >
        {brand.website_url && (
          <p>
            <a href={brand.website_url} target="_blank" rel="noopener noreferrer" className="home-link-arrow">
              {t("pages.brand.website", { name: brand.name })}
              <span className="visually-hidden"> {t("footer.new_window")}</span>
            </a>
          </p>
        )}
      </PageHeader>

      <Section
        id="brand-products"
        tone="soft"
        title={t("pages.brand.products_title", { name: brand.name })}
        intro={brand.products.length > 0 ? t("pages.brand.products_intro") : undefined}
      >
        {brand.products.length > 0 ? (
          <ProductGrid products={brand.products} productHref={shop?.productHref} />
        ) : (
          <EmptyState text={t("pages.brand.products_empty")} />
        )}
        {shop && (
          <p className="home-section__more">
            <Link to={shop.allProducts} className="home-link-arrow">
              {t("pages.brand.shop_all")}
            </Link>
          </p>
        )}
      </Section>

      {others.length > 0 && (
        <Section id="other-brands" title={t("pages.brand.others_title")}>
          <BrandList brands={others} />
        </Section>
      )}

      <SignupCallToAction />
    </div>
  );
}
