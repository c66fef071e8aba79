import { data } from "react-router";
import { shorten, mediaSrc } from "~/lib/format";
import type { components } from "~/generated/api-schema";
import type { RequestContext } from "~/lib/context.server";
import { guard, type GuardName } from "~/lib/guards.server";
import { absoluteUrl, alternatesFor, type Seo } from "~/lib/seo.server";
import { createShortCache, throughCache } from "~/lib/short-cache.server";
import { canonicalProductPath, parseProductId, productPlace, type ProductPlace } from "~/routes/shop/place";
import { productJsonLd } from "~/routes/shop/structured-data";

type Args = { ctx: RequestContext; request: Request; params: Record<string, string | undefined> };

type ProductDetail = components["schemas"]["ProductDetail"];

/** Product answers per language and id, shared by page views for a few seconds (see product-cache.server.ts). */
const products = createShortCache<ProductDetail>();
/** Collection names for the breadcrumb (the API's collection answer also carries its first products). */
const collections = createShortCache<{ slug: string; name: string }>();

const notFound = () => data(null, { status: 404, statusText: "Page Not Found" });

/**
 * §2: product pages carry their own alternate-language links: whichever list the product is
 * reached from, they name the product's canonical page in each locale (fr, de, nl, es and their
 * regional tags, x-default on fr), so every address of a product points crawlers at one page.
 */
export function productAlternates(id: number): Seo["alternates"] {
  return alternatesFor(canonicalProductPath(id));
}

/**
 * Everything the product page shows, whichever of its four addresses is asked for: guards
 * (shop, plus sign-in for the personal lists), the product with its look (one API call, kept a
 * few seconds: the product answer carries the look with its products and sizes), the
 * collection's name for the breadcrumb, and the page's SEO built from the product itself (§2: no SEO-record title, custom
 * alternates), so a product page costs no SEO-record look-up.
 */
export async function loadProductPage({ ctx, request, params }: Args) {
  const place: ProductPlace = productPlace(params);
  const guards: GuardName[] = place.kind === "your-shop" ? ["shop", "lc-auth"] : ["shop"];
  await guard({ ctx, request, params }, ...guards);
  const id = parseProductId(place.productId);
  if (id === null) throw notFound();

  const [product, collection] = await Promise.all([
    throughCache(
      products,
      `${ctx.language}:${id}`,
      () => ctx.api.GET("/products/{id}", { params: { path: { id: String(id) }, query: { for_shop: "true" } } }),
      (found) => found,
    ),
    place.kind === "collection"
      ? throughCache(
          collections,
          `${ctx.language}:${place.collection}`,
          // Only its name is shown: none of its products travel
          () =>
            ctx.api.GET("/shop/product-collections/{slug}", {
              params: { path: { slug: place.collection }, query: { limit: 0 } },
            }),
          (found) => ({ slug: found.slug, name: found.name }),
        )
      : null,
  ]);

  const canonical = absoluteUrl(canonicalProductPath(id), ctx.language);
  const images = (product.images.length > 0 ? product.images.map((image) => image.url) : [product.image_url]).map(
    mediaSrc,
  );
  const seo: Seo = {
    title: `${product.clean_name || product.name} – ${product.brand.name}`,
    description: shorten(product.description ?? product.name, 160),
    keywords: "",
    og: { type: "product", image_url: images[0] ?? null, image_alt: product.name },
    canonical,
    alternates: productAlternates(id),
    noTitle: true,
  };
  return {
    place,
    product,
    images,
    collection,
    seo,
    jsonLd: productJsonLd(product, { canonical, images }),
  };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;
