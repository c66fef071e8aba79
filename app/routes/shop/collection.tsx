import { useTranslation } from "~/i18n";
import { data } from "react-router";
import { PageHeader } from "~/components/content/PageHeader";
import { contentMeta } from "~/components/content/meta";
import { pageTexts } from "~/lib/page-content.server";
import { ListingFilterForm } from "~/routes/shop/components/ListingFilters";
import { ListingResults } from "~/routes/shop/components/ListingResults";
import { apiListingQuery, parseListingQuery } from "~/routes/shop/listing";
import { filterChoices, listingSeo, womanUniverseOn } from "~/routes/shop/listing.server";
import type { components } from "~/generated/api-schema";
import { createShortCache, throughCache } from "~/lib/short-cache.server";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import type { Route } from "./+types/collection";
import "~/components/home/home.css";
import "~/components/content/content-pages.css";
import "~/components/shop/shop-card.css";
import "./shop.css";

/** /shop/birth-gift is this page for the collection of that slug (its own route id, its own SEO slug). */
const BIRTH_GIFT = "birth-gift";

type Collection = Omit<components["schemas"]["ShopCollectionDetail"], "products">;
type ProductPage = components["schemas"]["ProductPage"];

/**
 * A collection (without the first products its answer carries) and its pages of products, per
 * language, slug and query, shared by page views for a few seconds as the product answers are
 * (short-cache.server.ts): a collection page is the shop's most expensive render (decision 0057).
 */
const collections = createShortCache<Collection>();
const listings = createShortCache<ProductPage>();

const notFound = () => data(null, { status: 404, statusText: "Page Not Found" });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "shop");
  const slug = params.collection ?? BIRTH_GIFT;
  const filters = parseListingQuery(new URL(request.url).searchParams);
  const path = { path: { slug } };
  const query = apiListingQuery(filters, await womanUniverseOn(ctx));
  const collectionAnswer = throughCache(
    collections,
    `${ctx.language} ${slug}`,
    // The listing below has the products: none travel with the collection
    () => ctx.api.GET("/shop/product-collections/{slug}", { params: { ...path, query: { limit: 0 } } }),
    ({ products: _first, ...about }) => about,
  ).catch((failure: unknown) => {
    // An unknown or malformed slug is no page
    if (failure instanceof Response && (failure.status === 404 || failure.status === 400)) throw notFound();
    throw failure;
  });
  const listingAnswer = throughCache(
    listings,
    `${ctx.language} ${slug} ${JSON.stringify(query)}`,
    () => ctx.api.GET("/shop/product-collections/{slug}/products", { params: { ...path, query } }),
    (page) => page,
  );
  // The collection's refusal decides the page: the listing's is read only after it
  listingAnswer.catch(() => undefined);
  const [collection, texts] = await Promise.all([collectionAnswer, pageTexts(ctx)]);
  // A collection not shown in the shop (suggestions only) is no page
  if (!collection.is_shop) throw notFound();
  const products = await listingAnswer;
  const choices = await filterChoices(ctx, { profileType: collection.profile_type, gender: collection.gender });
  const seo = await listingSeo(
    ctx,
    request,
    slug === BIRTH_GIFT ? "shop-birth-gift" : `shop-${slug}`,
    {
      title: collection.name,
      description: collection.description ?? texts["shop.collection.description"] ?? "",
    },
    filters,
  );
  return { seo, collection, filters, result: products, choices, isBirthGift: slug === BIRTH_GIFT };
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData?.seo);

/** /shop/{collection} and /shop/birth-gift: one shop collection's products, filtered, sorted and paged. */
export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { collection, filters, result, choices, isBirthGift } = loaderData;
  const path = href(isBirthGift ? "/shop/birth-gift" : `/shop/${collection.slug}`);
  return (
    <div className="home content-page shop-page">
      <PageHeader
        title={collection.name}
        intro={collection.description ?? undefined}
        trail={[{ to: "/shop", label: t("shop.home.title") }]}
      />
      <div className="shop-listing">
        <ListingFilterForm action={path} filters={filters} genders={choices.genders} sizeGroups={choices.sizeGroups} />
        <ListingResults
          path={path}
          filters={filters}
          result={result}
          productHref={(id) => href(`/shop/${collection.slug}/${id}`)}
        />
      </div>
    </div>
  );
}
