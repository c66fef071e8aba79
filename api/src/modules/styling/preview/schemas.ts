/**
 * Schemas of the box preview (§3 "Preview replacement payload", §7 preview calls): the preview as
 * the family sees it (its pieces grouped by look, with their reasons and replacements), the
 * replacement, the comment, the replacement search and the skip link's answers.
 */
import { z } from "zod";
import { CATEGORY_FILTERS, DEFAULT_PAGE, parseCategoryFilter } from "#domain/catalogue.js";
import { MAX_PREVIEW_COMMENT, PREVIEW_STATUSES, REPLACEMENT_REASONS } from "#domain/preview.js";
import { ProductSchema } from "../../catalogue/index.js";

const FILTER_VALUES = CATEGORY_FILTERS.map((filter) => filter.code).join(", ");

const PathId = (message: string) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number);

/** §5: preview calls need profileId (the kid's or woman's id) and requestId. */
export const PreviewParams = z.object({
  kidId: PathId("profileId is required"),
  requestId: PathId("requestId is required"),
});

// ── The preview ────────────────────────────────────────────────────────────────────────────────

export const PreviewReasonSchema = z
  .object({
    code: z
      .string()
      .describe(
        "wished, look, needed_category, loved_colour, loved_pattern, liked_looks, kept_before, in_budget, variety",
      ),
    label: z
      .string()
      .nullable()
      .describe(
        "The reason's variable part in the request's language: the look's name (look), the colour's or print's quiz label (loved_colour, loved_pattern, liked_looks by colour or print), the category's name (needed_category, kept_before and liked_looks by category), the brand's name (by brand); null for the others",
      ),
    look_id: z.number().int().optional(),
    look_name: z.string().nullable().optional().describe("look: the look's name (same as label)"),
    count: z.number().int().optional().describe("liked_looks: how many liked looks share the trait"),
    trait: z.string().optional().describe("liked_looks, kept_before: pattern, color, category or brand"),
    value: z.string().optional().describe("liked_looks, kept_before: the trait's raw value"),
    category: z.string().optional(),
    color: z.string().optional(),
    pattern: z.string().optional(),
  })
  .meta({ id: "PreviewReason" });

export const PreviewItemSchema = z
  .object({
    item_index: z.number().int(),
    variant_id: z.number().int().describe("The size in the box"),
    size: z.string(),
    product: ProductSchema,
    reasons: z.array(PreviewReasonSchema).describe("Why the stylist chose it; empty for a piece the family chose"),
    replaced: z
      .object({
        reason: z.enum(REPLACEMENT_REASONS),
        product_name: z.string().describe("The piece it replaced"),
      })
      .nullable()
      .describe("Set when the family replaced the stylist's piece with this one"),
  })
  .meta({ id: "PreviewItem" });

export const PreviewLookSchema = z
  .object({
    look_index: z.number().int(),
    look: z
      .object({ id: z.number().int(), name: z.string().nullable() })
      .nullable()
      .describe("The look these pieces make; null for the pieces on their own"),
    items: z.array(PreviewItemSchema),
  })
  .meta({ id: "PreviewLook" });

export const PreviewSchema = z
  .object({
    id: z.number().int(),
    request_id: z.number().int(),
    profile_id: z.number().int(),
    profile_type: z.enum(["KID", "WOMAN"]),
    firstname: z.string(),
    status: z.enum(PREVIEW_STATUSES),
    comment: z.string().nullable().describe("The family's comment to the stylist"),
    stylist_note: z.string().nullable().describe("The stylist's note to the family (decision 0043)"),
    expires_at: z
      .string()
      .nullable()
      .describe("Answer deadline (ISO): a preview still PENDING then is validated for the family"),
    delivery_date: z.string().nullable(),
    total: z.number().describe("Sum of the pieces' prices, in euros"),
    looks: z.array(PreviewLookSchema).describe("By look_index; the pieces on their own share the last"),
  })
  .meta({ id: "Preview" });
export type PreviewResponse = z.output<typeof PreviewSchema>;

// ── Calls ──────────────────────────────────────────────────────────────────────────────────────

const Id = (field: string) =>
  z
    .number({ message: `${field} is required` })
    .int({ message: `${field} is required` })
    .min(1, { message: `${field} is required` });
const Index = (field: string) =>
  z
    .number({ message: `${field} is required (0 or more)` })
    .int({ message: `${field} is required (0 or more)` })
    .min(0, { message: `${field} is required (0 or more)` })
    .max(32767);

/** §3 Preview replacement payload. */
export const ReplacementBody = z
  .object({
    replacement_reason: z.enum(REPLACEMENT_REASONS, {
      message: `replacement_reason is one of ${REPLACEMENT_REASONS.join(", ")}`,
    }),
    replacement_variant_id: Id("replacement_variant_id"),
    replacement_product_id: Id("replacement_product_id"),
    look_index: Index("look_index"),
    item_index: Index("item_index"),
  })
  .meta({ id: "PreviewReplacement" });

export const CommentBody = z.object({
  comment: z
    .string()
    .max(MAX_PREVIEW_COMMENT * 4)
    .nullable()
    .describe(`At most ${MAX_PREVIEW_COMMENT} characters once trimmed; empty (or null) clears it`),
});

const BooleanQuery = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

export const PreviewSearchQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE).describe("Page number, from 1"),
  same_category: BooleanQuery.optional().describe(
    "true: the category of the piece at (look_index, item_index), which are then required",
  ),
  category: z
    .string()
    .max(40)
    .transform((value, ctx) => {
      const category = parseCategoryFilter(value);
      if (!category) ctx.addIssue({ code: "custom", message: `Unknown category filter; use one of ${FILTER_VALUES}` });
      return category ?? z.NEVER;
    })
    .optional()
    .describe(`A category filter: ${FILTER_VALUES}`),
  filter_profile: BooleanQuery.optional().describe(
    "Default true: the profile's sizes (§9), nothing the quiz refused, nothing sent before",
  ),
  look_index: z.coerce.number().int().min(0).max(32767).optional(),
  item_index: z.coerce.number().int().min(0).max(32767).optional(),
});

export const PreviewTokenQuery = z.object({
  preview_token: z.string().max(200).describe("The token of the e-mail's skip link"),
});

export const SkipInfoSchema = z
  .object({
    status: z.enum(PREVIEW_STATUSES),
    firstname: z.string(),
    profile_type: z.enum(["KID", "WOMAN"]),
    delivery_date: z.string().nullable(),
    subscribed: z.boolean().meta({
      description:
        "The box belongs to an active plan, whose next box comes as planned if this one is skipped; false for a one-shot box (or a stopped plan's)",
    }),
  })
  .meta({ id: "PreviewSkipInfo" });

export const SkipResultSchema = z
  .object({
    status: z.literal("SKIPPED"),
    firstname: z.string(),
    profile_type: z.enum(["KID", "WOMAN"]),
  })
  .meta({ id: "PreviewSkipResult" });
