/**
 * Catalogue rules (§4, §9) both the API and the storefront apply: the size order, the sizes a
 * profile wears per category, stock flags, product badges with the discount percent, the shop's
 * category filters, the sizes a look can be bought in, and paging.
 */
// ── Size order (§9) ───────────────────────────────────────────────────────────────────────────

/** One size labels, then letter sizes, then combined sizes, exactly in the spec's order. */
const NAMED_SIZES = ["One size", "TU", "XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL", "S/M", "M/L", "L/XL"];
/** Named sizes rank 0…12; age sizes rank by their age in months after them; numbers after ages. */
const AGE_RANK = 100;
const NUMERIC_RANK = 10_000;
const UNKNOWN_RANK = 1_000_000;

/**
 * A sort key following §9: One size, TU, XS…4XL, S/M, M/L, L/XL, then infant age sizes by age
 * ("1 mois" … "18 mois", "2 ans" … "14 ans"), then numeric sizes (shoes), then anything else.
 */
export function sizeRank(size: string): number {
  const named = NAMED_SIZES.indexOf(size.trim());
  if (named >= 0) return named;
  const age = /^(\d{1,2})\s*(mois|ans?)$/i.exec(size.trim());
  if (age) return AGE_RANK + Number(age[1]) * (age[2]!.toLowerCase() === "mois" ? 1 : 12);
  const numeric = /^\d+(?:[.,]\d+)?$/.test(size.trim()) ? Number(size.trim().replace(",", ".")) : NaN;
  if (Number.isFinite(numeric)) return NUMERIC_RANK + Math.round(numeric * 10);
  return UNKNOWN_RANK;
}

/** Comparator for sizes in the §9 order (unknown sizes last, alphabetically). */
export function compareSizes(a: string, b: string): number {
  return sizeRank(a) - sizeRank(b) || a.localeCompare(b);
}

/** Items carrying a size, sorted in the §9 order (a new array). */
export function sortBySize<T extends { size: string }>(items: readonly T[]): T[] {
  return [...items].sort((x, y) => compareSizes(x.size, y.size));
}

// ── Categories ────────────────────────────────────────────────────────────────────────────────

export const META_CATEGORIES = ["TOP", "BOTTOM", "FEET", "OTHER"] as const;
export type MetaCategory = (typeof META_CATEGORIES)[number];

/** The one-size label every profile wears (§9 "all get TU"). */
export const ONE_SIZE = "TU";

export type ProfileSizes = { top_size?: string | null; bottom_size?: string | null; shoe_size?: string | null };

/**
 * §9 sizes per category: every category gets TU; tops add the top size, bottoms the bottom
 * size, feet the shoe size, other (pyjamas, swimwear, slippers) any of them; a woman's size brings
 * the combined sizes holding it. Sizes the profile has not given are left out. (The styling engine
 * goes further: growth and fit feedback, domain/engine/sizes.ts.)
 */
export function sizesForCategory(meta: MetaCategory, sizes: ProfileSizes): string[] {
  // "Other" holds pyjamas and swimwear (clothing sizes) beside shoes: age or letter sizes and shoe
  // numbers never collide, so an OTHER piece fits in any of the wearer's sizes
  const own =
    meta === "TOP"
      ? [sizes.top_size]
      : meta === "BOTTOM"
        ? [sizes.bottom_size]
        : meta === "FEET"
          ? [sizes.shoe_size]
          : [sizes.top_size, sizes.bottom_size, sizes.shoe_size];
  const wanted = [ONE_SIZE];
  for (const size of own) {
    if (!size || wanted.includes(size)) continue;
    wanted.push(size);
    // A combined size (S/M…) serves both of its sizes
    for (const combined of COMBINED_SIZES) if (combined.split("/").includes(size)) wanted.push(combined);
  }
  return wanted;
}

const COMBINED_SIZES = ["S/M", "M/L", "L/XL"];

/**
 * §9 category filters, in the spec's order: the code stored on products and the spec's label
 * (Tops, Pull-Cardi, Bottoms, Robe/Combi/Salopette, Accessoires, Autre).
 */
export const CATEGORY_FILTERS = [
  { code: "tops", label: "Tops" },
  { code: "pull_cardi", label: "Pull-Cardi" },
  { code: "bottoms", label: "Bottoms" },
  { code: "robe_combi_salopette", label: "Robe/Combi/Salopette" },
  { code: "accessoires", label: "Accessoires" },
  { code: "autre", label: "Autre" },
] as const;
export type ProductCategory = (typeof CATEGORY_FILTERS)[number]["code"];
export const PRODUCT_CATEGORIES = CATEGORY_FILTERS.map((filter) => filter.code) as [
  ProductCategory,
  ...ProductCategory[],
];

/** The category a filter value names: its code or its spec label, in any case; else undefined. */
export function parseCategoryFilter(value: string): ProductCategory | undefined {
  const wanted = value.trim().toLowerCase();
  return CATEGORY_FILTERS.find((filter) => filter.code === wanted || filter.label.toLowerCase() === wanted)?.code;
}

/** Whether a product fits a wearer (§9): one of its sizes in stock is a size the wearer wears for its category. */
export function fitsWearer(
  meta: MetaCategory,
  variants: readonly { size: string; stock: number }[],
  sizes: ProfileSizes,
): boolean {
  const wanted = sizesForCategory(meta, sizes);
  return variants.some((variant) => variant.stock > 0 && wanted.includes(variant.size));
}

/** True when any of the wearer's sizes is given (a size filter to apply). */
export function hasWearerSizes(sizes: ProfileSizes): boolean {
  return Boolean(sizes.top_size || sizes.bottom_size || sizes.shoe_size);
}

// ── Sorting ───────────────────────────────────────────────────────────────────────────────────

/**
 * The orders a shop list can be sorted in: recommended (the collection's own order; for every
 * product, new and labelled pieces first), newest first, or by selling price.
 */
export const SHOP_SORTS = ["recommended", "newest", "price_asc", "price_desc"] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const DEFAULT_SHOP_SORT: ShopSort = "recommended";

// ── Stock ─────────────────────────────────────────────────────────────────────────────────────

/** A variant can be bought while it has stock. */
export function isAvailable(stock: number): boolean {
  return stock > 0;
}

/** Low stock: still available, at or under the variant's threshold (0 left is sold out, not low). */
export function isLowStock(stock: number, threshold: number): boolean {
  return isAvailable(stock) && stock <= threshold;
}

// ── Badges (§4) ───────────────────────────────────────────────────────────────────────────────

export const PRODUCT_LABELS = ["matchy", "cotonbio", "second_hand"] as const;
export type ProductLabel = (typeof PRODUCT_LABELS)[number];

export const BADGE_TYPES = ["second_hand", "matchy", "cotonbio", "last_chance", "new_collection", "discount"] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];
export type Badge = { type: Exclude<BadgeType, "discount"> } | { type: "discount"; percent: number };

/**
 * How each badge looks (§4): matchy is blue 'Matchy Matchy', cotonbio a cotton stamp picture,
 * last chance pink, new collection yellow; the discount shows its percent; a second-hand piece
 * (littlegeste) green.
 */
export const BADGE_LOOKS: Record<BadgeType, { tone: "blue" | "pink" | "yellow" | "stamp" | "discount" | "green" }> = {
  second_hand: { tone: "green" },
  matchy: { tone: "blue" },
  cotonbio: { tone: "stamp" },
  last_chance: { tone: "pink" },
  new_collection: { tone: "yellow" },
  discount: { tone: "discount" },
};

/**
 * The discount shown on a product, in percent rounded down to a multiple of 5 (§4), from its
 * selling price and its crossed-out public price (both in cents); null when there is none to show.
 */
export function discountPercent(lcPriceCents: number, retailPriceCents: number | null | undefined): number | null {
  if (!retailPriceCents || retailPriceCents <= lcPriceCents || lcPriceCents < 0) return null;
  const exact = Math.floor(((retailPriceCents - lcPriceCents) * 100) / retailPriceCents);
  const rounded = exact - (exact % 5);
  return rounded > 0 ? rounded : null;
}

export type BadgeFacts = {
  label: ProductLabel | null;
  is_recent: boolean;
  variants: readonly { is_available: boolean; is_low_stock: boolean }[];
  discount_percent: number | null;
};

/** True when every variant is low on stock (§4 'Last chance'); a sold-out product is not. */
export function isLastChance(variants: BadgeFacts["variants"]): boolean {
  return variants.length > 0 && variants.every((variant) => variant.is_low_stock);
}

/** The badges of a product, in the order they are shown (§4). */
export function productBadges(product: BadgeFacts): Badge[] {
  const badges: Badge[] = [];
  // A piece a family sent back (littlegeste, decision 0048)
  if (product.label === "second_hand") badges.push({ type: "second_hand" });
  if (product.label === "matchy") badges.push({ type: "matchy" });
  if (product.label === "cotonbio") badges.push({ type: "cotonbio" });
  if (isLastChance(product.variants)) badges.push({ type: "last_chance" });
  if (product.is_recent) badges.push({ type: "new_collection" });
  if (product.discount_percent) badges.push({ type: "discount", percent: product.discount_percent });
  return badges;
}

// ── Looks ─────────────────────────────────────────────────────────────────────────────────────

export type LookProductFacts = {
  id: number;
  meta_category: MetaCategory;
  variants: readonly { variant_id: number; size: string; is_available: boolean }[];
};

export type LookSize = { size: string; is_available: boolean; look_variant_ids: number[] };

const isGarment = (product: LookProductFacts) => product.meta_category === "TOP" || product.meta_category === "BOTTOM";

/**
 * The products of a look whose size is not the look's (shoes, multi-size accessories): the shopper
 * picks their size apart, and its variant joins the look's variants for the cart. With no garment
 * at all, every product is picked apart.
 */
export function sizedApart(products: readonly LookProductFacts[]): number[] {
  const hasGarments = products.some(isGarment);
  return products.filter((p) => !hasGarments || (!isGarment(p) && p.variants.length !== 1)).map((p) => p.id);
}

/**
 * The sizes a whole look can be bought in: the sizes every garment (top or bottom) of the look
 * has, each with the variant to add per product — the garment in that size, and the one-size
 * variant of single-size pieces (hat, bag). Shoes and other multi-size pieces are chosen apart
 * (in the wearer's shoe size) and are not part of look_variant_ids.
 */
export function lookSizes(products: readonly LookProductFacts[]): LookSize[] {
  const garments = products.filter(isGarment);
  const singles = products.filter((p) => !isGarment(p) && p.variants.length === 1);
  if (garments.length === 0) return [];
  const common = garments[0]!.variants
    .map((variant) => variant.size)
    .filter((size) => garments.every((p) => p.variants.some((variant) => variant.size === size)));
  return [...common].sort(compareSizes).map((size) => {
    const chosen = [
      ...garments.map((p) => p.variants.find((variant) => variant.size === size)!),
      ...singles.map((p) => p.variants[0]!),
    ];
    return {
      size,
      is_available: chosen.every((variant) => variant.is_available),
      look_variant_ids: chosen.map((variant) => variant.variant_id),
    };
  });
}

// ── Paging ────────────────────────────────────────────────────────────────────────────────────

/** §9: suggestions come 24 to a page, from page 1. */
export const SUGGESTIONS_PAGE_SIZE = 24;
export const DEFAULT_PAGE = 1;
/** The largest page a caller may ask for (a bound on one answer's size). */
export const MAX_PAGE_SIZE = 100;

/** Number of pages for a total (at least 1, so page 1 of nothing is a page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
