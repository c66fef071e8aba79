/**
 * The suggestion pages' pure rules (issue 17): the list's query (page, §9 category filters,
 * sku_query) read from and written to the address, the sizes of a product that fit a profile
 * (§9 sizes per category, in stock), and the wish forms' fields. Shared by the loaders, the
 * actions and the components.
 */
import { CATEGORY_FILTERS, parseCategoryFilter, sizesForCategory, type ProductCategory } from "#domain/catalogue.js";
import type { components } from "~/generated/api-schema";

export type SuggestedProduct = components["schemas"]["Product"];
export type BoxRequest = components["schemas"]["BoxRequest"];
type Sizes = { top_size?: string | null; bottom_size?: string | null; shoe_size?: string | null };

export const CATEGORY_CODES: readonly ProductCategory[] = CATEGORY_FILTERS.map((filter) => filter.code);
/** A search longer than this is cut (the API takes up to 100 characters). */
export const SKU_QUERY_MAX = 80;

export type SuggestionQuery = { page: number; categories: ProductCategory[]; sku_query: string };

/** The list's query from the address: a page from 1, known categories only (once each), the search trimmed. */
export function readSuggestionQuery(search: URLSearchParams): SuggestionQuery {
  const page = Number(search.get("page"));
  const categories = new Set<ProductCategory>();
  for (const value of search.getAll("categories").flatMap((v) => v.split(","))) {
    const category = parseCategoryFilter(value.trim());
    if (category) categories.add(category);
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    categories: CATEGORY_CODES.filter((code) => categories.has(code)),
    sku_query: (search.get("sku_query") ?? "").trim().slice(0, SKU_QUERY_MAX),
  };
}

/** The query string of a list (empty values left out), "" when there is nothing to keep. */
export function suggestionSearch(query: SuggestionQuery, change: Partial<SuggestionQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  for (const category of next.categories) params.append("categories", category);
  if (next.sku_query) params.set("sku_query", next.sku_query);
  if (next.page > 1) params.set("page", String(next.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The sizes of a product the profile wears (§9: TU for all, its top, bottom or shoe size by category), in stock. */
export function fittingVariants(product: Pick<SuggestedProduct, "meta_category" | "variants">, sizes: Sizes) {
  const wearable = new Set(sizesForCategory(product.meta_category, sizes));
  return product.variants.filter((variant) => variant.is_available && wearable.has(variant.size));
}

/** The size wished for a product in this request, if it is wished. */
export function wishOf(request: Pick<BoxRequest, "wishes"> | null, productId: number) {
  return request?.wishes.find((wish) => wish.product_id === productId) ?? null;
}

/** §4: a request is customisable while GO_TO_SUGGESTIONS is among its actions. */
export function isCustomisable(request: Pick<BoxRequest, "id" | "status_details">): boolean {
  return request.id > 0 && request.status_details.actions.includes("GO_TO_SUGGESTIONS");
}

export const WISH_INTENTS = ["add", "remove"] as const;
export type WishIntent = (typeof WISH_INTENTS)[number];

const ID = /^[1-9][0-9]{0,8}$/;

/** A wish form's fields: add or remove, the product, and for an add the size chosen (optional). */
export function readWishForm(form: FormData) {
  const intent = form.get("intent");
  const product = String(form.get("product_id") ?? "");
  const variant = String(form.get("variant_id") ?? "");
  if ((intent !== "add" && intent !== "remove") || !ID.test(product)) return null;
  if (variant !== "" && !ID.test(variant)) return null;
  return {
    intent: intent as WishIntent,
    productId: Number(product),
    variantId: variant === "" ? undefined : Number(variant),
  };
}

/** Style Shuffle's form: the look and the answer ("true": like, "false": not for us). */
export function readRatingForm(form: FormData) {
  const look = String(form.get("look_id") ?? "");
  const like = form.get("like");
  if (!ID.test(look) || (like !== "true" && like !== "false")) return null;
  return { lookId: Number(look), like: like === "true" };
}

/** Which way a swipe went: far enough right is a like, left "not for us", else nothing. */
export function swipeAnswer(dx: number, dy: number, threshold = 80): boolean | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return null;
  return dx > 0;
}
