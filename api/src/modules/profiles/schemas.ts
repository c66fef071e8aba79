/**
 * Request and response schemas of the profile calls (§3 Profile, §7 Profiles). Field names are the
 * spec's. Gender and profile type are read in any case; the rules that depend on the profile type
 * (birthdate, sizes, colours) are checked by the routes with domain/profiles.ts.
 */
import { z } from "zod";
import {
  GENDERS,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_TYPES,
  normalizeGender,
  normalizeProfileType,
} from "#domain/profiles.js";
import { IdInput } from "../clients/index.js";

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** PostgreSQL text cannot hold NUL; no form sends one. */
const noNul = (value: string) => !value.includes("\u0000");

const NameInput = z.string().trim().max(100).refine(noNul, "Invalid characters");

const GenderInput = z
  .string()
  .refine((value) => normalizeGender(value) !== undefined, { message: "gender must be boy, girl or woman" })
  .transform((value) => normalizeGender(value)!)
  .meta({ description: "boy, girl or woman, in any case", example: "girl" });

const ProfileTypeInput = z
  .string()
  .refine((value) => normalizeProfileType(value) !== undefined, { message: "profile_type must be KID or WOMAN" })
  .transform((value) => normalizeProfileType(value)!)
  .meta({ description: "KID or WOMAN, in any case; by default the gender's (woman → WOMAN, else KID)" });

const BirthdateInput = z
  .string()
  .trim()
  .max(10)
  .meta({ description: "YYYY-MM-DD; a kid is 14 at most and not born after today", format: "date" });

const SizeInput = z.string().trim().max(20).meta({
  description: "One of the sizes of the profile type (kid: '1 mois'…'14 ans', shoes 16–41; woman: XS–4XL, shoes 35–43)",
});

export const ColorSchema = z
  .object({
    background: z.string().regex(HEX_COLOR, "A colour is #rrggbb"),
    textColor: z.string().regex(HEX_COLOR, "A colour is #rrggbb"),
  })
  .meta({ id: "ProfileColor", description: "One of the three palettes of the profile's gender" });

const DescriptionInput = z.string().trim().max(2000).refine(noNul, "Invalid characters");

// ── Requests ───────────────────────────────────────────────────────────────────────────────────

export const ProfileIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "A profile id is required")
    .transform(Number),
});

export const CreateProfileBody = z.object({
  firstname: NameInput,
  lastname: NameInput.nullish(),
  gender: GenderInput,
  profile_type: ProfileTypeInput.optional(),
  birthdate: BirthdateInput.nullish(),
  description: DescriptionInput.nullish(),
  top_size: SizeInput.nullish(),
  bottom_size: SizeInput.nullish(),
  shoe_size: SizeInput.nullish(),
  color: ColorSchema.nullish().meta({ description: "By default a palette the client's other profiles do not wear" }),
});
export type CreateProfileInput = z.output<typeof CreateProfileBody>;

export const PatchProfileBody = z
  .object({
    firstname: NameInput,
    lastname: NameInput.nullable(),
    gender: GenderInput.meta({ description: "A kid stays a boy or a girl, a woman a woman" }),
    birthdate: BirthdateInput.nullable(),
    description: DescriptionInput.nullable(),
    top_size: SizeInput.nullable(),
    bottom_size: SizeInput.nullable(),
    shoe_size: SizeInput.nullable(),
    color: ColorSchema,
  })
  .partial();
export type PatchProfileInput = z.output<typeof PatchProfileBody>;

export const ReassignBody = z.object({
  profile_id: IdInput.meta({ description: "The client's profile that takes over the box and subscription" }),
});

export const PhotoBody = z.object({
  photo: z.string().meta({
    format: "binary",
    description: `JPEG, PNG or WebP picture (recognised by its content) of ${PROFILE_PHOTO_MAX_BYTES / 1024 / 1024} MB at most`,
  }),
});

// ── Responses ──────────────────────────────────────────────────────────────────────────────────

export const ProfileSubscriptionSchema = z
  .object({
    id: z.number().int(),
    is_active: z.boolean(),
    frequency: z.number().int().nullable().meta({ description: "Months between boxes; null is a one shot" }),
    status_details_code: z.string().nullable(),
    next_at: z.string().nullable().meta({ format: "date-time" }),
    next_optimistic_delivery_date: z.string().nullable().meta({ format: "date" }),
    next_delivery_date: z.string().nullable().meta({ format: "date" }),
    created_at: z.string().meta({ format: "date-time" }),
  })
  .meta({ id: "ProfileSubscription" });

export const ProfileSchema = z
  .object({
    id: z.number().int(),
    client_id: z.number().int(),
    firstname: z.string(),
    lastname: z.string().nullable(),
    gender: z.enum(GENDERS),
    birthdate: z.string().nullable().meta({ format: "date" }),
    profile_type: z.enum(PROFILE_TYPES),
    has_requested: z.boolean(),
    description: z.string().nullable(),
    photo_url: z
      .string()
      .nullable()
      .meta({ description: "Path of the photo under the API (and the storefront's /media)" }),
    subscriptions: z.array(ProfileSubscriptionSchema),
    subscription_status: z
      .enum(["ONE_SHOT", "ONGOING_SUBSCRIPTION", "PAUSED_SUBSCRIPTION", "TERMINATED_SUBSCRIPTION"])
      .nullable(),
    status: z
      .enum(["CLIENT", "PROSPECT_WITH_COMMENT", "PROSPECT"])
      .meta({ description: "§4: CLIENT once a box was requested, PROSPECT_WITH_COMMENT with a description" }),
    color: ColorSchema.nullable(),
    top_size: z.string().nullable(),
    bottom_size: z.string().nullable(),
    shoe_size: z.string().nullable(),
    created_at: z.string().meta({ format: "date-time" }),
  })
  .meta({ id: "Profile" });
export type ProfileResponse = z.infer<typeof ProfileSchema>;

export const PhotoResponseSchema = z.object({ photo_url: z.string() }).meta({ id: "ProfilePhotoUrl" });
