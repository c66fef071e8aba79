/**
 * The shop listing's query string (§9 filters, sorting, paging, name search): read from the page's
 * URL, turned into the API's query and back into links. Pure, so the server, the page and the unit
 * tests share one reading. Values the shop does not know are dropped rather than refused: a
 * filter link someone edited by hand still shows a page.
 */
import {
  CATEGORY_FILTERS,
  DEFAULT_SHOP_SORT,
  SHOP_SORTS,
  compareSizes,
  parseCategoryFilter,
  type ProductCategory,
  type ShopSort,
} from "#domain/catalogue.js";
import {
  GENDERS,
  KID_AGE_SIZES,
  KID_SHOE_SIZES,
  WOMAN_SHOE_SIZES,
  WOMAN_SIZES,
  normalizeGender,
  type Gender,
} from "#domain/profiles.js";

/** Products per listing page: a multiple of 2, 3 and 4, the grid's column counts. */
export const LISTING_PAGE_SIZE = 24;
/** The longest name search kept (the API's bound). */
const MAX_NAME = 80;
const MAX_PAGE = 10_000;

export type ListingFilters = {
  page: number;
  size?: string;
  gender?: Gender;
  family?: ProductCategory;
  sort: ShopSort;
  /** Name search (all products only). */
  q?: string;
};

/** The sizes the size filter offers, by group, in the §9 order. */
export const SIZE_GROUPS = {
  kid: ["TU", ...KID_AGE_SIZES],
  woman: [...WOMAN_SIZES],
  shoes: [...new Set([...KID_SHOE_SIZES, ...WOMAN_SHOE_SIZES])].sort(compareSizes),
} as const;
const KNOWN_SIZES = new Set<string>(Object.values(SIZE_GROUPS).flat());

export const FAMILIES = CATEGORY_FILTERS.map((filter) => filter.code);
export const SORTS = SHOP_SORTS;
export const FILTER_GENDERS = GENDERS;

/** The filters a URL's query asks for; unknown values are left out, the page defaults to 1. */
export function parseListingQuery(search: URLSearchParams, options: { withName?: boolean } = {}): ListingFilters {
  const pageText = search.get("page") ?? "";
  const page = /^[1-9][0-9]{0,4}$/.test(pageText) ? Math.min(Number(pageText), MAX_PAGE) : 1;
  const size = search.get("size")?.trim();
  const sort = search.get("sort") as ShopSort | null;
  const q = options.withName ? search.get("q")?.trim().slice(0, MAX_NAME) : undefined;
  return {
    page,
    size: size && KNOWN_SIZES.has(size) ? size : undefined,
    gender: normalizeGender(search.get("gender") ?? undefined),
    family: parseCategoryFilter(search.get("family") ?? ""),
    sort: sort && SHOP_SORTS.includes(sort) ? sort : DEFAULT_SHOP_SORT,
    q: q || undefined,
  };
}

/** True when a filter or a search narrows the list (not the sort or the page). */
export function isFiltered(filters: ListingFilters): boolean {
  return Boolean(filters.size || filters.gender || filters.family || filters.q);
}

/**
 * The API's query for these filters (listing page size, the default sort left out); while the
 * women's universe is off, the kids' pieces only.
 */
export function apiListingQuery(filters: ListingFilters, womanOn: boolean) {
  return {
    ...(womanOn ? {} : { profile_type: "KID" }),
    page: filters.page,
    page_size: LISTING_PAGE_SIZE,
    ...(filters.size ? { size: filters.size } : {}),
    ...(filters.gender ? { gender: filters.gender } : {}),
    ...(filters.family ? { family: filters.family } : {}),
    ...(filters.sort !== DEFAULT_SHOP_SORT ? { sort: filters.sort } : {}),
    ...(filters.q ? { name: filters.q } : {}),
  };
}

/**
 * The query string ("" or "?…") of these filters with some changed: page 1 and the default sort are
 * left out, so the plain listing has one address.
 */
export function listingSearch(filters: ListingFilters, changes: Partial<ListingFilters> = {}): string {
  const next = { ...filters, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.family) params.set("family", next.family);
  if (next.gender) params.set("gender", next.gender);
  if (next.size) params.set("size", next.size);
  if (next.sort !== DEFAULT_SHOP_SORT) params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The page numbers to link to: the first, the last, and two around the current one; null marks a gap. */
export function pageNumbers(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const shown = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  shown.forEach((n, i) => {
    if (i > 0 && n - shown[i - 1]! > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/** A canonical address keeps only the page of a listing (filters and sorts are the same page). */
export function canonicalWithPage(canonical: string, page: number): string {
  return page > 1 ? `${canonical}?page=${page}` : canonical;
}
