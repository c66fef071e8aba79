import { data } from "react-router";
import type { components } from "~/generated/api-schema";
import { orThrow } from "~/lib/api.server";
import type { RequestContext } from "~/lib/context.server";
import { LISTING_PAGE_SIZE } from "~/routes/shop/listing";
import type { PersonalList } from "~/routes/shop/personal-lists";
import type { ProductPage } from "~/routes/shop/components/ListingResults";

export type Profile = components["schemas"]["Profile"];
type Collection = components["schemas"]["ShopCollection"];

const notFound = () => data(null, { status: 404, statusText: "Page Not Found" });

/**
 * The profile a personal shop is for: the kid named in the URL (the API answers 404 for another
 * client's, and so does this page), else the active profile of the session, else the client's
 * first profile; null when the client has none yet.
 */
export async function personalProfile(ctx: RequestContext, kidId: string | undefined): Promise<Profile | null> {
  if (kidId !== undefined) {
    if (!/^[1-9][0-9]{0,8}$/.test(kidId)) throw notFound();
    const result = await ctx.api.GET("/clients/me/kids/{id}", { params: { path: { id: kidId } } });
    if (result.response.status === 404 || result.response.status === 400) throw notFound();
    return orThrow(result);
  }
  const profiles = orThrow(await ctx.api.GET("/clients/me/kids"));
  const active = ctx.session.get("active_profile_id");
  return profiles.find((profile) => profile.id === active) ?? profiles[0] ?? null;
}

/** The shop collections shown to a profile (its kind and gender), by slug. */
export async function profileCollections(ctx: RequestContext, profile: Profile): Promise<Map<string, Collection>> {
  const result = await ctx.api.GET("/shop/kids/{kidId}/product-collections", {
    params: { path: { kidId: String(profile.id) } },
  });
  if (result.response.status === 404) throw notFound();
  return new Map(orThrow(result).map((collection) => [collection.slug, collection]));
}

/** The collection behind a list: a woman's "new" is the women's novelties when she has them. */
function collectionSlug(list: "new" | "promo" | "essentials", profile: Profile, collections: Map<string, Collection>) {
  if (list === "new" && profile.profile_type === "WOMAN" && collections.has("woman-new")) return "woman-new";
  return collections.has(list) ? list : null;
}

const EMPTY: ProductPage = { page: 1, pages: 1, total: 0, products: [] };

/**
 * One page of a personal list, chosen by the profile's gender and sizes (§9: a size it wears in
 * stock per category): novelties, promotions and essentials from their shop collections, the
 * pieces of shop looks, and the stylists' recommendations (the profile's box suggestions).
 */
export async function personalListPage(
  ctx: RequestContext,
  profile: Profile,
  collections: Map<string, Collection>,
  list: PersonalList,
  page: number,
  pageSize: number = LISTING_PAGE_SIZE,
): Promise<ProductPage> {
  const wearer = {
    gender: profile.gender,
    ...(profile.top_size ? { top_size: profile.top_size } : {}),
    ...(profile.bottom_size ? { bottom_size: profile.bottom_size } : {}),
    ...(profile.shoe_size ? { shoe_size: profile.shoe_size } : {}),
  };
  if (list === "recommendations") {
    const result = await ctx.api.GET("/clients/me/kids/{id}/suggestions", {
      params: { path: { id: String(profile.id) }, query: { page } },
    });
    const found = orThrow(result);
    // The suggestions come in pages of their own size; a teaser shows the first few
    return { ...found, products: found.products.slice(0, pageSize) };
  }
  if (list === "looks") {
    return orThrow(
      await ctx.api.GET("/shop/products", {
        params: { query: { ...wearer, in_look: "true", sort: "newest", page, page_size: pageSize } },
      }),
    );
  }
  const slug = collectionSlug(list, profile, collections);
  if (!slug) return EMPTY;
  return orThrow(
    await ctx.api.GET("/shop/product-collections/{slug}/products", {
      params: { path: { slug }, query: { ...wearer, page, page_size: pageSize } },
    }),
  );
}
