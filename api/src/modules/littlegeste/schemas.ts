/** Request and response schemas of littlegeste (issue 28, decision 0048). */
import { z } from "zod";
import { CARRIERS } from "#domain/checkout.js";
import { GARMENT_TYPES } from "#domain/garments.js";
import { BLOCKED_REASONS, GRADES, MAX_BAGS } from "#domain/littlegeste.js";
import { GENDERS } from "#domain/profiles.js";
import { CountrySchema, IdInput } from "../clients/index.js";

export const LabelParams = z.object({ id: IdInput });
export const ReturnParams = z.object({ id: IdInput.meta({ description: "The box's return" }) });

export const CancelBody = z.object({
  reason: z.string().trim().min(3).max(500).meta({ description: "Why the label is cancelled (the family sees it)" }),
});
export const LabelNumberParams = z.object({
  number: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .meta({ description: 'The label\'s number as scanned ("LG0000012") or its id' }),
});

export const EligibilitySchema = z
  .object({
    refusal: z
      .enum(BLOCKED_REASONS)
      .nullable()
      .meta({ description: "Why a label would be refused now; null: it would not" }),
    labels_this_month: z.number().int(),
    labels_per_month: z.number().int(),
  })
  .meta({ id: "LittlegesteEligibility" });

export const CreateLabelBody = z.object({
  address_id: IdInput.meta({ description: "One of the client's shipping addresses: the bags' origin" }),
  pickup: z.boolean().default(false).meta({ description: "Collected at the address (else dropped off)" }),
  bags: z.number().int().min(1).max(MAX_BAGS).default(1),
  contents: z.string().trim().max(500).optional(),
  accept_terms: z.literal(true).meta({ description: "The recycle terms (terms_and_conditions_recycle) accepted" }),
});

const PieceSchema = z
  .object({
    id: z.number().int(),
    description: z.string(),
    garment_type: z.enum(GARMENT_TYPES).nullable(),
    garment_name: z.string().nullable(),
    brand: z.string().nullable(),
    size: z.string().nullable(),
    barcode: z.string().nullable(),
    grade: z.enum(GRADES).nullable(),
    status: z.enum(["RECEIVED", "LISTED", "SOLD", "RECYCLED", "REJECTED"]),
    price: z.number().nullable().meta({ description: "Resale price in euros (grid by category and grade)" }),
    earned: z.number().meta({ description: "What the family was credited for it, in euros" }),
    vat_scheme: z.enum(["MARGIN", "STANDARD"]),
    variant_id: z.number().int().nullable().meta({ description: "The shop variant it is resold as" }),
    sold_at: z.string().nullable().meta({ format: "date-time" }),
  })
  .meta({ id: "LittlegestePiece" });

export const LabelSchema = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ description: 'Printed as text and Code 128 on the label, e.g. "LG0000012"' }),
    status: z.enum(["CREATED", "SHIPPED", "RECEIVED", "PROCESSED", "CANCELLED"]),
    carrier: z.enum(CARRIERS),
    pickup: z.boolean(),
    bags: z.number().int(),
    contents: z.string().nullable(),
    address: z.object({
      firstname: z.string().nullable(),
      lastname: z.string().nullable(),
      street: z.string(),
      complement: z.string().nullable(),
      postcode: z.string(),
      city: z.string(),
      country_code: CountrySchema,
    }),
    return_id: z.number().int().nullable().meta({
      description:
        "Set for outgrown clothes found in a box's return parcel: the return they came in (no label printed)",
    }),
    cancel_reason: z.string().nullable().meta({ description: "Why staff cancelled the label" }),
    cancelled_at: z.string().nullable().meta({ format: "date-time" }),
    created_at: z.string().meta({ format: "date-time" }),
    received_at: z.string().nullable().meta({ format: "date-time" }),
    processed_at: z.string().nullable().meta({ format: "date-time" }),
    pieces: z.array(PieceSchema),
    earned: z.number().meta({ description: "What the label's pieces earned, in euros" }),
  })
  .meta({ id: "LittlegesteLabel" });

export const LabelListSchema = z
  .object({ items: z.array(LabelSchema), earned: z.number().meta({ description: "All labels, in euros" }) })
  .meta({ id: "LittlegesteLabels" });

export const StaffLabelSchema = LabelSchema.extend({
  client: z.object({
    id: z.number().int(),
    email: z.string(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
  }),
}).meta({ id: "LittlegesteStaffLabel" });

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const GradingBody = z.object({
  pieces: z
    .array(
      z.object({
        grade: z.enum(GRADES),
        garment_type: z.preprocess(blankToUndefined, z.enum(GARMENT_TYPES).optional()),
        brand: optionalText(80),
        size: optionalText(20),
        description: optionalText(200),
        barcode: optionalText(40).meta({
          description: "The EAN of a piece we sold: its brand, size and type are filled in",
        }),
        gender: z.preprocess(blankToUndefined, z.enum(GENDERS).optional()),
      }),
    )
    .min(1)
    .max(100),
});

export const GradingResultSchema = z
  .object({ credited_pieces: z.number().int(), credited: z.number().meta({ description: "Euros credited" }) })
  .meta({ id: "LittlegesteGrading" });
