/** The stylist workbench's calls: what they take and answer (decision 0043). */
import { z } from "zod";
import { PRODUCT_CATEGORIES } from "#domain/catalogue.js";
import { GARMENT_TYPES } from "#domain/garments.js";
import { STYLING_EVENT_KINDS } from "#domain/preview.js";
import { ProductSchema } from "../../catalogue/index.js";
import { PreviewSchema } from "../preview/schemas.js";

const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const WorkbenchParams = z.object({ id: IdSchema });

export const QueueQuery = z.object({
  kind: z.enum(["KID", "WOMAN"]).optional().describe("Kid or woman boxes only"),
  state: z.enum(["open", "proposed"]).optional().describe("open: nothing proposed yet; proposed: a draft waits"),
  stylist: z
    .union([z.literal("none"), IdSchema])
    .optional()
    .describe("The boxes a staff member holds (id), or nobody's (none)"),
  page: z.coerce.number().int().positive().max(10_000).default(1),
});

const StaffRefSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: "WorkbenchStaffRef" });

export const QueueSchema = z
  .object({
    page: z.number().int(),
    page_size: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
    requests: z.array(
      z.object({
        id: z.number().int(),
        delivery_date: z.string().nullable(),
        state: z.enum(["open", "proposed"]),
        preview_id: z.number().int().nullable(),
        profile: z.object({ id: z.number().int(), firstname: z.string(), profile_type: z.enum(["KID", "WOMAN"]) }),
        stylist: StaffRefSchema.nullable(),
      }),
    ),
  })
  .meta({ id: "WorkbenchQueue" });

export const NextBody = z
  .object({ kind: z.enum(["KID", "WOMAN"]).optional().describe("Take a kid's or a woman's box only") })
  .optional();
export const NextSchema = z.object({ request_id: z.number().int() }).meta({ id: "WorkbenchNext" });

const HistorySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(STYLING_EVENT_KINDS),
    preview_id: z.number().int().nullable(),
    staff_member: StaffRefSchema.nullable().describe("The stylist who did it; null for the engine and the family"),
    detail: z.record(z.string(), z.unknown()).describe("What the kind needs: pieces, from → to, reason, note…"),
    created_at: z.string(),
  })
  .meta({ id: "StylingEvent" });

export const WorkbenchRequestSchema = z
  .object({
    request: z.object({
      id: z.number().int(),
      status: z.string(),
      composing: z.boolean().describe("Being composed: a draft waits for the stylist, or the engine is at work"),
      delivery_date: z.string().nullable(),
      comment: z.string().nullable().describe("The family's comment for the stylist, left with the box"),
      stylist: StaffRefSchema.nullable(),
    }),
    profile: z.object({
      id: z.number().int(),
      client_email: z.string(),
      firstname: z.string(),
      profile_type: z.enum(["KID", "WOMAN"]),
      gender: z.string(),
      photo_url: z.string().nullable(),
      birthdate: z.string().nullable(),
      age_months: z.number().int().nullable(),
      sizes: z.object({
        top_size: z.string().nullable(),
        bottom_size: z.string().nullable(),
        shoe_size: z.string().nullable(),
      }),
      description: z.string().nullable().describe("The family's comment from the style quiz"),
      comment_garments: z
        .array(z.enum(GARMENT_TYPES))
        .describe(
          "Garment types the quiz's and the box's comments name, in the family's language (a hint, as the engine reads it)",
        ),
      quiz: z.array(z.object({ question: z.string(), answers: z.array(z.string()) })),
      liked_looks: z.array(
        z.object({ id: z.number().int(), name: z.string().nullable(), image_url: z.string().nullable() }),
      ),
      wishes: z.array(z.object({ product_id: z.number().int(), name: z.string(), size: z.string().nullable() })),
      past_boxes: z.array(
        z.object({
          request_id: z.number().int(),
          status: z.string(),
          delivery_date: z.string().nullable(),
          pieces: z.array(
            z.object({
              product_id: z.number().int(),
              name: z.string(),
              size: z.string(),
              outcome: z
                .enum(["kept", "returned"])
                .nullable()
                .describe("Kept or returned once the box was settled or received back; null before"),
              reason: z.string().nullable().describe("The family's reason for a return (too_small, colour…)"),
            }),
          ),
          replacements: z.array(z.object({ from: z.string(), to: z.string(), reason: z.string().nullable() })),
        }),
      ),
    }),
    proposal: z
      .object({
        preview: PreviewSchema,
        stylist_note: z.string().nullable(),
        rejected: z.record(z.string(), z.number()).describe("Candidates the engine left out, per reason"),
        pieces: z.array(
          z.object({
            look_index: z.number().int(),
            item_index: z.number().int(),
            locked: z.boolean(),
            variant_id: z.number().int(),
            stock: z.number().int().describe("Units left in stock (this piece's own is already taken)"),
            price_cents: z.number().int(),
          }),
        ),
      })
      .nullable()
      .describe("The box's preview (a DRAFT until sent); null before the engine proposed"),
    history: z.array(HistorySchema),
  })
  .meta({ id: "WorkbenchRequest" });

export const SwapSearchQuery = z.object({
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  page: z.coerce.number().int().positive().max(10_000).default(1),
});

export const SwapSearchSchema = z
  .object({
    page: z.number().int(),
    page_size: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
    products: z.array(
      ProductSchema.extend({
        variants: z.array(
          z.object({
            variant_id: z.number().int(),
            size: z.string(),
            is_available: z.boolean(),
            is_low_stock: z.boolean(),
            stock: z.number().int(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: "WorkbenchSwapSearch" });

const Index = z.number().int().min(0).max(32767);
const Place = { look_index: Index, item_index: Index };

export const SwapBody = z.object({
  ...Place,
  product_id: IdSchema,
  variant_id: IdSchema,
  reason: z.string().trim().max(200).nullish().describe("Why the stylist swapped it (kept in the history)"),
});
export const LockBody = z.object({ ...Place, locked: z.boolean() });
export const NoteBody = z.object({ note: z.string().max(4000).nullable() });

export const SentSchema = z
  .object({ preview_id: z.number().int(), expires_at: z.string(), pieces: z.number().int() })
  .meta({ id: "WorkbenchSent" });
