/**
 * The box preview's rules (issue 17, §3 "Preview replacement payload", §5 "Preview calls need
 * profileId and requestId", §9 sizes per category), pure so the API and the storefront share them:
 * the reasons a family gives for replacing a piece, the replacement payload's arguments, the
 * checks a replacement must pass (the wearer's size, for the wearer, not in the preview already,
 * nothing the quiz refused) and the comment left to the stylist.
 *
 * Stock is not checked here: whether the piece is still there is known only under the row's lock,
 * when the API takes it (409 NOT_ENOUGH_STOCK).
 */
import { sizesForCategory, type MetaCategory, type ProductCategory, type ProfileSizes } from "./catalogue";
import type { GarmentDetail, GarmentType } from "./garments";
import type { Gender } from "./profiles";

/** Why the family wants another piece (the payload's replacement_reason). */
export const REPLACEMENT_REASONS = ["size", "style", "colour", "already_have", "other"] as const;
export type ReplacementReason = (typeof REPLACEMENT_REASONS)[number];

export const isReplacementReason = (value: unknown): value is ReplacementReason =>
  typeof value === "string" && (REPLACEMENT_REASONS as readonly string[]).includes(value);

/** A comment to the stylist: at most this many characters once trimmed. */
export const MAX_PREVIEW_COMMENT = 1000;

/**
 * A preview's states (previews.status). Only a PENDING preview can be changed, validated or skipped
 * by the family; a DRAFT is the engine's proposal a stylist reviews, never shown to the family.
 */
export const PREVIEW_STATUSES = ["DRAFT", "PENDING", "VALIDATED", "SKIPPED", "EXPIRED"] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];
export const isPreviewOpen = (status: PreviewStatus): boolean => status === "PENDING";

/**
 * The history of a box's styling (decision 0043): the engine's proposal, each stylist change, the
 * sending, and the family's answers, so what stylists fix can be measured.
 */
export const STYLING_EVENT_KINDS = [
  "engine_proposed",
  "engine_reproposed",
  "stylist_swapped",
  "stylist_locked",
  "stylist_unlocked",
  "note_written",
  "preview_sent",
  "family_replaced",
  "family_validated",
  "family_skipped",
  "expired",
] as const;
export type StylingEventKind = (typeof STYLING_EVENT_KINDS)[number];

/** Field → messages, as the API's 400 answers and the forms show them. */
export type PreviewFieldErrors = Record<string, string[]>;

const isId = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value > 0;
const isIndex = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 && value <= 32767;

/** Reads a form's or a query's id: digits only (no sign, no decimals), else undefined. */
export function parseId(value: unknown): number | undefined {
  if (typeof value === "number") return isId(value) ? value : undefined;
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return isId(id) ? id : undefined;
}

function parseIndex(value: unknown): number | undefined {
  if (typeof value === "number") return isIndex(value) ? value : undefined;
  if (typeof value !== "string" || !/^\d{1,5}$/.test(value.trim())) return undefined;
  const index = Number(value.trim());
  return isIndex(index) ? index : undefined;
}

/** §5: every preview call needs the profile and the request. */
export function previewArgsErrors(args: { profileId?: unknown; requestId?: unknown }): PreviewFieldErrors {
  const errors: PreviewFieldErrors = {};
  if (parseId(args.profileId) === undefined) errors.profileId = ["profileId is required"];
  if (parseId(args.requestId) === undefined) errors.requestId = ["requestId is required"];
  return errors;
}

/** §3 Preview replacement payload. */
export type ReplacementPayload = {
  replacement_reason: ReplacementReason;
  replacement_variant_id: number;
  replacement_product_id: number;
  look_index: number;
  item_index: number;
};

/**
 * The replacement payload read from loose input (a form's strings or JSON numbers): every field is
 * required; the reason is one of REPLACEMENT_REASONS, the ids positive, the indexes ≥ 0.
 */
export function parseReplacementPayload(
  input: Record<string, unknown>,
): { ok: true; value: ReplacementPayload } | { ok: false; errors: PreviewFieldErrors } {
  const errors: PreviewFieldErrors = {};
  const reason = typeof input.replacement_reason === "string" ? input.replacement_reason.trim() : undefined;
  if (!isReplacementReason(reason)) {
    errors.replacement_reason = [`replacement_reason is one of ${REPLACEMENT_REASONS.join(", ")}`];
  }
  const variantId = parseId(input.replacement_variant_id);
  if (variantId === undefined) errors.replacement_variant_id = ["replacement_variant_id is required"];
  const productId = parseId(input.replacement_product_id);
  if (productId === undefined) errors.replacement_product_id = ["replacement_product_id is required"];
  const lookIndex = parseIndex(input.look_index);
  if (lookIndex === undefined) errors.look_index = ["look_index is required (0 or more)"];
  const itemIndex = parseIndex(input.item_index);
  if (itemIndex === undefined) errors.item_index = ["item_index is required (0 or more)"];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      replacement_reason: reason as ReplacementReason,
      replacement_variant_id: variantId!,
      replacement_product_id: productId!,
      look_index: lookIndex!,
      item_index: itemIndex!,
    },
  };
}

/**
 * What the quiz refused, as the catalogue's values: colours as lower-case #rrggbb, prints,
 * categories, and the "never" answers' garment types and details (domain/garments.ts).
 */
export type Refusals = {
  colours: readonly string[];
  patterns: readonly string[];
  categories: readonly ProductCategory[];
  garments: readonly GarmentType[];
  details: readonly GarmentDetail[];
};

export const NO_REFUSALS: Refusals = { colours: [], patterns: [], categories: [], garments: [], details: [] };

/** The piece offered as a replacement, with the variant (size) chosen. */
export type ReplacementCandidate = {
  product: {
    id: number;
    isActive: boolean;
    metaCategory: MetaCategory;
    category: ProductCategory;
    /** #rrggbb, any case. */
    color: string;
    pattern: string;
    genders: readonly Gender[];
    garmentType: GarmentType;
    details: readonly GarmentDetail[];
  };
  variant: { id: number; productId: number; size: string };
};

export type ReplacementProblem =
  | "unknown_product" // retired or no such product
  | "variant_not_of_product"
  | "wrong_gender"
  | "wrong_size"
  | "already_in_preview"
  | "refused_colour"
  | "refused_pattern"
  | "refused_category";

const PROBLEM_FIELDS: Record<ReplacementProblem, keyof ReplacementPayload> = {
  unknown_product: "replacement_product_id",
  variant_not_of_product: "replacement_variant_id",
  wrong_gender: "replacement_product_id",
  wrong_size: "replacement_variant_id",
  already_in_preview: "replacement_product_id",
  refused_colour: "replacement_product_id",
  refused_pattern: "replacement_product_id",
  refused_category: "replacement_product_id",
};

const PROBLEM_MESSAGES: Record<ReplacementProblem, string> = {
  unknown_product: "No such product",
  variant_not_of_product: "This size is not one of the product's",
  wrong_gender: "This piece is not made for this profile",
  wrong_size: "This size does not fit the profile's sizes",
  already_in_preview: "This piece is already in the box",
  refused_colour: "The style quiz refused this colour",
  refused_pattern: "The style quiz refused this print",
  refused_category: "The style quiz refused this kind of piece",
};

export const replacementProblemField = (problem: ReplacementProblem) => PROBLEM_FIELDS[problem];
export const replacementProblemMessage = (problem: ReplacementProblem) => PROBLEM_MESSAGES[problem];

/**
 * The first reason a piece cannot replace one of the preview, or null when it can: an active
 * product, the variant one of its sizes, made for the wearer's gender, a size the wearer wears for
 * its category (§9: TU, or the top / bottom / shoe size), no product already in the preview (the
 * piece being replaced included: another size of it is not another piece), and no colour, print,
 * category, garment type or detail the quiz refused (a refused garment type or detail is a refused
 * kind of piece).
 */
export function replacementProblem(
  candidate: ReplacementCandidate,
  context: {
    gender: Gender;
    sizes: ProfileSizes;
    /** The products of the preview's items, the replaced one included. */
    previewProductIds: readonly number[];
    refusals: Refusals;
    /**
     * The size the stylist chose for this place: the engine sizes for growth (a size up, the size
     * a kid has grown into since the profile's), so its own piece may always come back.
     */
    originalVariantId?: number;
  },
): ReplacementProblem | null {
  const { product, variant } = candidate;
  if (!product.isActive) return "unknown_product";
  if (variant.productId !== product.id) return "variant_not_of_product";
  if (!product.genders.includes(context.gender)) return "wrong_gender";
  const stylists = variant.id === context.originalVariantId;
  if (!stylists && !sizesForCategory(product.metaCategory, context.sizes).includes(variant.size)) return "wrong_size";
  if (context.previewProductIds.includes(product.id)) return "already_in_preview";
  if (context.refusals.colours.includes(product.color.toLowerCase())) return "refused_colour";
  if (context.refusals.patterns.includes(product.pattern)) return "refused_pattern";
  if (context.refusals.categories.includes(product.category)) return "refused_category";
  if (context.refusals.garments.includes(product.garmentType)) return "refused_category";
  if (product.details.some((detail) => context.refusals.details.includes(detail))) return "refused_category";
  return null;
}

/** The 400's field errors for a problem. */
export function replacementErrors(problem: ReplacementProblem): PreviewFieldErrors {
  return { [PROBLEM_FIELDS[problem]]: [PROBLEM_MESSAGES[problem]] };
}

/**
 * The comment as stored: trimmed, null when empty (an empty comment clears it); too long is an
 * error (the limit counts characters as people see them, not UTF-16 units).
 */
export function normaliseComment(
  input: string | null | undefined,
): { ok: true; value: string | null } | { ok: false; errors: PreviewFieldErrors } {
  const trimmed = (input ?? "").replace(/\r\n?/g, "\n").trim();
  if ([...trimmed].length > MAX_PREVIEW_COMMENT) {
    return { ok: false, errors: { comment: [`A comment is ${MAX_PREVIEW_COMMENT} characters at most`] } };
  }
  return { ok: true, value: trimmed === "" ? null : trimmed };
}

/** The preview's total: the sum of its pieces' prices, in cents. */
export const previewTotalCents = (pieces: readonly { priceCents: number }[]): number =>
  pieces.reduce((sum, piece) => sum + piece.priceCents, 0);

/** Whether a deadline has passed (a PENDING preview then is validated by the scheduler). */
export const isPastDeadline = (expiresAt: Date | null, now: Date): boolean =>
  expiresAt !== null && expiresAt.getTime() <= now.getTime();
