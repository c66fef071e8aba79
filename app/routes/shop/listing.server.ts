import { titleWithBrand } from "~/lib/page-content.server";
import type { RequestContext } from "~/lib/context.server";
import { loadTranslations } from "~/lib/i18n.server";
import { loadSeo, type Seo } from "~/lib/seo.server";
import { readSwitches } from "#domain/switches.js";
import type { Gender, ProfileType } from "#domain/profiles.js";
import { canonicalWithPage, type ListingFilters, type SIZE_GROUPS } from "~/routes/shop/listing";

/**
 * A listing's SEO: the API's record for the slug, else the page's own title and description; the
 * canonical address drops filters and sorting (the same products in another order or subset) but
 * keeps the page number.
 */
export async function listingSeo(
  ctx: RequestContext,
  request: Request,
  slug: string,
  fallback: { title: string; description: string },
  filters: Pick<ListingFilters, "page">,
): Promise<Seo> {
  const seo = await loadSeo(ctx, request, slug, {
    fallbackTitle: titleWithBrand(fallback.title),
    fallbackDescription: fallback.description,
  });
  return { ...seo, canonical: canonicalWithPage(seo.canonical, filters.page) };
}

/** Whether the women's universe is on (§1): when it is off, listings keep the kids' pieces only. */
export async function womanUniverseOn(ctx: RequestContext): Promise<boolean> {
  return readSwitches(await loadTranslations(ctx.language)).woman;
}

/**
 * The genders and size groups a listing's filters offer: those of the collection's audience (kids,
 * women or both); the women's ones only while the woman switch is on (§1).
 */
export async function filterChoices(
  ctx: RequestContext,
  audience: { profileType: ProfileType | null; gender: Gender | null },
) {
  const womanOn = await womanUniverseOn(ctx);
  const kids = audience.profileType !== "WOMAN";
  const women = womanOn && audience.profileType !== "KID";
  const genders: Gender[] = audience.gender
    ? []
    : [...(kids ? (["girl", "boy"] as const) : []), ...(women ? (["woman"] as const) : [])];
  const sizeGroups: (keyof typeof SIZE_GROUPS)[] = [
    ...(kids ? (["kid"] as const) : []),
    ...(women ? (["woman"] as const) : []),
    "shoes",
  ];
  return { genders, sizeGroups, womanOn };
}
