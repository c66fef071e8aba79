/**
 * The preview pages (issue 17, §2 /infos/preview…, /preview/confirmation…): what a box's preview
 * is as the API answers it, how the pages word a piece's reasons, and the API's refusals in the
 * page's words; its forms' schemas are in preview-forms.ts, its paths in preview-paths.ts. Pure:
 * unit-tested in preview.test.ts beside it.
 */
import { PRODUCT_CATEGORIES, sizesForCategory, type ProductCategory, type ProfileSizes } from "#domain/catalogue.js";
import { MAX_PREVIEW_COMMENT, REPLACEMENT_REASONS, type ReplacementReason } from "#domain/preview.js";
import type { components } from "~/generated/api-schema";

type Product = components["schemas"]["Product"];
type Flag = "true" | "false";

/** Why a piece was chosen (domain/engine/types.ts Reason), with the API's label of its variable part. */
export type PreviewReason = Pick<components["schemas"]["PreviewReason"], "code"> &
  Partial<Pick<components["schemas"]["PreviewReason"], "label" | "count" | "trait" | "look_name">>;
export type PreviewItem = components["schemas"]["PreviewItem"];
export type PreviewLook = components["schemas"]["PreviewLook"];
/** GET …/requests/{requestId}/preview. */
export type Preview = components["schemas"]["Preview"];
/** GET …/preview/search: the alternatives for a replacement, 24 a page. */
export type PreviewSearch = Pick<
  components["schemas"]["SuggestionSearchResult"],
  "page" | "page_size" | "pages" | "total" | "products"
>;
/** GET /preview/skip?preview_token= : what the skip page shows before the click. */
export type SkipInfo = Omit<components["schemas"]["PreviewSkipInfo"], "delivery_date" | "subscribed"> & {
  delivery_date?: string | null;
  /** Known before the skip (GET): whether the box's plan goes on after it. */
  subscribed?: boolean;
};

/** §3 Preview replacement payload's reasons, and the longest comment for the stylist (the API's rules). */
export { REPLACEMENT_REASONS, type ReplacementReason };
export const COMMENT_MAX_LENGTH = MAX_PREVIEW_COMMENT;

const savedId = /^[1-9][0-9]{0,9}$/;
const index = /^(0|[1-9][0-9]{0,3})$/;

/** A saved id of the URL (profile, request), or undefined when it cannot be one (a 404). */
export function readId(value: string | undefined): number | undefined {
  return value && savedId.test(value) && Number(value) <= 2147483647 ? Number(value) : undefined;
}

/** A look's or an item's index of the URL (from 0), or undefined. */
export function readIndex(value: string | undefined): number | undefined {
  return value !== undefined && index.test(value) ? Number(value) : undefined;
}

/** The page of a list (?page=), from 1; anything else is the first. */
export function readPage(value: string | null): number {
  return value && savedId.test(value) && Number(value) <= 10000 ? Number(value) : 1;
}

// ── What the pages say ────────────────────────────────────────────────────────────────────────

/** A preview still waiting for the client's answer (the rest is shown read-only). */
export const isOpen = (preview: Pick<Preview, "status">) => preview.status === "PENDING";

/** The piece of a preview at (lookIndex, itemIndex), with its look. */
export function findItem(preview: Pick<Preview, "looks">, lookIndex: number, itemIndex: number) {
  const look = preview.looks.find((each) => each.look_index === lookIndex);
  const item = look?.items.find((each) => each.item_index === itemIndex);
  return look && item ? { look, item } : null;
}

/** How many pieces a preview holds. */
export const pieceCount = (preview: Pick<Preview, "looks">) =>
  preview.looks.reduce((sum, look) => sum + look.items.length, 0);

/** A reason as a text to show: its locale key and the values of its sentence; null for a code not worded. */
export function reasonText(
  reason: PreviewReason,
  who: { firstname: string; profile_type: "KID" | "WOMAN" },
): { key: string; values: Record<string, string | number> } | null {
  const label = reason.label ?? reason.look_name ?? "";
  const woman = who.profile_type === "WOMAN";
  switch (reason.code) {
    case "wished":
    case "in_budget":
    case "variety":
      return { key: `preview.reason.${reason.code}`, values: {} };
    case "look":
      return label
        ? { key: "preview.reason.look", values: { label } }
        : { key: "preview.reason.look_unnamed", values: {} };
    case "needed_category":
    case "loved_colour":
    case "loved_pattern":
    case "kept_before":
      return label ? { key: `preview.reason.${reason.code}`, values: { label } } : null;
    case "liked_looks": {
      if (!label) return null;
      const count = reason.count ?? 1;
      return {
        key: woman ? "preview.reason.liked_looks_woman" : "preview.reason.liked_looks",
        values: { label, count, firstname: who.firstname },
      };
    }
    default:
      return null;
  }
}

// ── Forms ─────────────────────────────────────────────────────────────────────────────────────

/** An alternative chosen on the replace page: one radio per product and size, "productId:variantId". */
export const choiceValue = (productId: number, variantId: number) => `${productId}:${variantId}`;

export function readChoice(value: string): { productId: number; variantId: number } | null {
  const [product, variant, ...rest] = value.split(":");
  const productId = readId(product);
  const variantId = readId(variant);
  return rest.length === 0 && productId && variantId ? { productId, variantId } : null;
}

/** The search's category filter of the replace page: the piece's own category first, any, or one named. */
export const SAME_CATEGORY = "same";
export const ANY_CATEGORY = "all";

export function readCategoryFilter(value: string | null): ProductCategory | typeof SAME_CATEGORY | typeof ANY_CATEGORY {
  if (value === ANY_CATEGORY) return ANY_CATEGORY;
  return (PRODUCT_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as ProductCategory) : SAME_CATEGORY;
}

/** The API's query of the replace page's search. */
export function searchQuery(filter: ReturnType<typeof readCategoryFilter>, page: number, look: number, item: number) {
  return {
    page,
    look_index: look,
    item_index: item,
    filter_profile: "true" as Flag,
    same_category: (filter === SAME_CATEGORY ? "true" : "false") as Flag,
    ...(filter !== SAME_CATEGORY && filter !== ANY_CATEGORY ? { category: filter } : {}),
  };
}

/**
 * The sizes of a product a profile may be sent (§9: TU for all, the top size for tops, the bottom
 * size for bottoms, the shoe size for the rest), in stock: the radios of the replace page.
 */
export function fittingVariants(product: Pick<Product, "meta_category" | "variants">, sizes: ProfileSizes) {
  const wanted = sizesForCategory(product.meta_category, sizes);
  return product.variants.filter((variant) => variant.is_available && wanted.includes(variant.size));
}

// ── The API's refusals ────────────────────────────────────────────────────────────────────────

type Problem = { type?: string; errors?: Record<string, unknown> } | undefined;

/** Where a refusal goes: under a field of the form that was sent, or above it. */
export type Refusal = { field?: "replacement_reason" | "choice" | "comment"; message: string };

/** The API's answer to a replacement, in the page's words. */
export function replaceRefusal(status: number, problem: Problem): Refusal {
  const type = problem?.type;
  if (type === "PREVIEW_CLOSED") return { message: "preview.error.closed" };
  if (type === "NOT_ENOUGH_STOCK") return { field: "choice", message: "preview.error.out_of_stock" };
  if (status === 409) return { message: "preview.error.closed" };
  if (status === 400 || status === 422) {
    const fields = Object.keys(problem?.errors ?? {});
    if (fields.includes("replacement_reason"))
      return { field: "replacement_reason", message: "preview.error.reason_required" };
    return { field: "choice", message: "preview.error.choice_refused" };
  }
  if (status === 404) return { message: "preview.error.gone" };
  return { message: "preview.error.failed" };
}

/** The API's answer to a comment or a validation. */
export function answerRefusal(status: number, problem: Problem): Refusal {
  if (problem?.type === "PREVIEW_CLOSED" || status === 409) return { message: "preview.error.closed" };
  if (status === 400 || status === 422) return { field: "comment", message: "preview.error.comment_too_long" };
  if (status === 404) return { message: "preview.error.gone" };
  return { message: "preview.error.failed" };
}
