import { useTranslation } from "~/i18n";
import { PageHeader } from "~/components/content/PageHeader";
import { contentMeta } from "~/components/content/meta";
import { pageTexts } from "~/lib/page-content.server";
import { ListingFilterForm } from "~/routes/shop/components/ListingFilters";
import { ListingResults } from "~/routes/shop/components/ListingResults";
import { apiListingQuery, parseListingQuery } from "~/routes/shop/listing";
import { filterChoices, listingSeo } from "~/routes/shop/listing.server";
import { orThrow } from "~/lib/api.server";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import type { Route } from "./+types/all-products";
import "~/components/home/home.css";
import "~/components/content/content-pages.css";
import "~/components/shop/shop-card.css";
import "./shop.css";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "shop");
  const filters = parseListingQuery(new URL(request.url).searchParams, { withName: true });
  const choices = await filterChoices(ctx, { profileType: null, gender: null });
  const [result, texts] = await Promise.all([
    ctx.api.GET("/shop/products", { params: { query: apiListingQuery(filters, choices.womanOn) } }),
    pageTexts(ctx),
  ]);
  const seo = await listingSeo(
    ctx,
    request,
    "shop-all-products",
    { title: texts["shop.all.title"] ?? "", description: texts["shop.all.intro"] ?? "" },
    filters,
  );
  return { seo, filters, result: orThrow(result), choices };
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData?.seo);

/** /shop/all-products: every product of the shop, searched by name, filtered, sorted and paged. */
export default function AllProductsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { filters, result, choices } = loaderData;
  const path = href("/shop/all-products");
  return (
    <div className="home content-page shop-page">
      <PageHeader
        title={t("shop.all.title")}
        intro={t("shop.all.intro")}
        trail={[{ to: "/shop", label: t("shop.home.title") }]}
      />
      <div className="shop-listing">
        <ListingFilterForm
          action={path}
          filters={filters}
          withName
          genders={choices.genders}
          sizeGroups={choices.sizeGroups}
        />
        <ListingResults
          path={path}
          filters={filters}
          result={result}
          productHref={(id) => href(`/shop/product/${id}`)}
        />
      </div>
    </div>
  );
}
