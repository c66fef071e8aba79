import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import { PageHeader } from "~/components/content/PageHeader";
import { contentMeta } from "~/components/content/meta";
import { pageTexts, sharedSection, titleWithBrand } from "~/lib/page-content.server";
import { Section } from "~/components/home/Section";
import { ShopProductGrid } from "~/routes/shop/components/ShopProductGrid";
import { orThrow } from "~/lib/api.server";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { loadSeo } from "~/lib/seo.server";
import { readSwitches } from "#domain/switches.js";
import type { Route } from "./+types/index";
import "~/components/home/home.css";
import "~/components/content/content-pages.css";
import "~/components/shop/shop-card.css";
import "./shop.css";

/** Cards per collection on the shop's home: one row on a desktop, two on a phone. */
const CARDS_PER_SECTION = 4;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "shop");
  const [list, texts] = await Promise.all([
    ctx.api.GET("/shop/product-collections", { params: { query: { is_shop: "true" } } }),
    pageTexts(ctx),
  ]);
  // The women's collections stay hidden while the woman switch is off (§1); empty ones are no section
  const womanOn = readSwitches(texts).woman;
  const shown = orThrow(list).filter((c) => c.product_count > 0 && (womanOn || c.profile_type !== "WOMAN"));
  // Each collection's first products; one failing only drops its own section
  const details = await Promise.all(
    shown.map((c) =>
      sharedSection(`shop collection ${c.slug}`, ctx.language, () =>
        ctx.api.GET("/shop/product-collections/{slug}", {
          params: { path: { slug: c.slug }, query: { limit: CARDS_PER_SECTION } },
        }),
      ),
    ),
  );
  const collections = shown.flatMap((c, i) => {
    const detail = details[i];
    return detail ? [{ ...c, products: detail.products }] : [];
  });
  const seo = await loadSeo(ctx, request, "shop", {
    fallbackTitle: titleWithBrand(texts["shop.home.title"]),
    fallbackDescription: texts["shop.home.intro"] ?? "",
  });
  return { seo, collections };
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData?.seo);

/** /shop: the shop's collections, a few pieces of each, and the ways into every product and birth gifts. */
export default function ShopHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { collections } = loaderData;
  return (
    <div className="home content-page shop-page">
      <PageHeader title={t("shop.home.title")} intro={t("shop.home.intro")}>
        <ul className="shop-shortcuts">
          <li>
            <Link to={href("/shop/all-products")} className="button button--accent">
              {t("shop.home.all_products")}
            </Link>
          </li>
          <li>
            <Link to={href("/shop/birth-gift")} className="button button--secondary">
              {t("shop.home.birth_gift")}
            </Link>
          </li>
          <li>
            <Link to={href("/shop/your-shop")} className="button button--secondary">
              {t("shop.home.your_shop")}
            </Link>
          </li>
        </ul>
      </PageHeader>
      {collections.map((collection, index) => (
        <Section
          key={collection.slug}
          id={`collection-${collection.slug}`}
          tone={index % 2 === 0 ? "plain" : "soft"}
          title={collection.name}
          intro={collection.description ?? undefined}
          more={{
            to: href(`/shop/${collection.slug}`),
            label: t("shop.home.see_collection", { name: collection.name, count: collection.product_count }),
          }}
        >
          <ShopProductGrid
            products={collection.products}
            productHref={(id) => href(`/shop/product/${id}`)}
            eager={index === 0 ? CARDS_PER_SECTION : 0}
          />
        </Section>
      ))}
    </div>
  );
}
