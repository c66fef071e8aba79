/** Response and request schemas of the website-content calls (§7), with §3's snake_case names. */
import { z } from "zod";
import { legalContentCodeEnum } from "../../db/schema/index.js";
import { COUNTRIES } from "#domain/locales.js";

export const LEGAL_CONTENT_CODES = legalContentCodeEnum.enumValues;
export const LegalContentCodeSchema = z.enum(LEGAL_CONTENT_CODES);
export const ProfileTypeSchema = z.enum(["KID", "WOMAN"]);

export const InstagramMediaSchema = z
  .object({
    id: z.number().int(),
    external_id: z.string().describe("Instagram shortcode"),
    media_type: z.string().describe("IMAGE, VIDEO or CAROUSEL_ALBUM"),
    media_url: z.string(),
    thumbnail_url: z.string().nullable(),
    permalink: z.string(),
    caption: z.string().nullable().describe("As posted on Instagram (one language)"),
    alt: z.string().nullable().describe("Description of the picture, in the request locale"),
    posted_at: z.string().nullable().describe("ISO 8601"),
  })
  .meta({ id: "InstagramMedia" });

export const StylistSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    firstname: z.string(),
    lastname: z.string().nullable(),
    photo_url: z.string().nullable(),
    title: z.string().nullable().describe("Job title, in the request locale"),
    specialty: z.string().nullable().describe("What the stylist is known for, in the request locale"),
    bio: z.string().nullable(),
    profile_types: z.array(ProfileTypeSchema).describe("Who the stylist dresses: kids, women or both"),
    instagram: z.string().nullable().describe("Instagram handle, without the @"),
  })
  .meta({ id: "Stylist" });

export const LookProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    price: z.number().describe("Selling price in euros (lc_price)"),
    image_url: z.string(),
  })
  .meta({ id: "LookProduct" });

export const LookSchema = z
  .object({
    id: z.number().int(),
    name: z.string().nullable(),
    image_url: z.string().nullable(),
    profile_type: ProfileTypeSchema,
    gender: z.enum(["boy", "girl", "woman"]).nullable(),
    products: z.array(LookProductSchema),
  })
  .meta({ id: "Look" });

export const BrandSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    logo_url: z.string().nullable(),
    website_url: z.string().nullable(),
  })
  .meta({ id: "Brand" });

/** A brand's page (/brands/{slug}): the brand and a selection of its products on sale. */
export const BrandDetailSchema = BrandSchema.extend({
  products: z
    .array(LookProductSchema)
    .describe("The brand's products sold in the shop, most recent first (at most 12)"),
}).meta({ id: "BrandDetail" });

export const TestimonialSchema = z
  .object({
    id: z.number().int(),
    author_name: z.string(),
    author_detail: z.string().nullable(),
    content: z.string(),
    rating: z.number().int().min(1).max(5).nullable(),
    photo_url: z.string().nullable(),
    profile_type: ProfileTypeSchema.nullable(),
    created_at: z.string().describe("ISO 8601: when the testimonial was written"),
  })
  .meta({ id: "Testimonial" });

export const FaqQuestionSchema = z
  .object({ question: z.string(), answer: z.string(), anchor: z.string().describe("URL fragment: /faq#anchor") })
  .meta({ id: "FaqQuestion" });

export const FaqSectionSchema = z
  .object({
    section: z.string().describe("Stable key of the section"),
    title: z.string(),
    questions: z.array(FaqQuestionSchema),
  })
  .meta({ id: "FaqSection" });

export const LegalContentSchema = z
  .object({
    code: LegalContentCodeSchema,
    title: z.string(),
    content: z.string().describe("Markdown"),
    updated_at: z.string().describe("ISO 8601"),
  })
  .meta({ id: "LegalContent" });

export const SeoMetadataSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    keywords: z.string().nullable(),
    og: z.object({ type: z.string(), image_url: z.string().nullable(), image_alt: z.string().nullable() }),
  })
  .meta({ id: "SeoMetadata" });

export const ConfigEntrySchema = z
  .object({ key: z.string(), value: z.unknown().describe("Any JSON value") })
  .meta({ id: "ConfigEntry" });

export const TranslationsSchema = z
  .record(z.string(), z.string())
  .describe("Flat key → text map, feature switches (switch.*) included")
  .meta({ id: "Translations" });

export const DelaysSchema = z
  .object({
    optimistic_delivery_delay: z.number().int().describe("Days"),
    pessimistic_delivery_delay: z.number().int().describe("Days"),
  })
  .meta({ id: "Delays" });

export const VersionSchema = z
  .object({
    version: z.string(),
    build_id: z.string(),
    started_at: z.string().describe("ISO 8601 start of this process"),
  })
  .meta({ id: "Version" });

export const ReferralOfferSchema = z
  .object({ godfather_amount: z.number().describe("Amount in euros offered for a referral") })
  .meta({ id: "ReferralOffer" });

export const IsSalesSchema = z.object({ is_sales: z.boolean() }).meta({ id: "IsSales" });

// ── Request parts ──────────────────────────────────────────────────────────────────────────────

export const SlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9][a-z0-9_\-/]*$/i, "Invalid slug");
/** The slug of a brand's or a stylist's page (/brands/{slug}, /stylists/{slug}): one path segment. */
export const PageSlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[\w-]+$/, "Invalid slug");
export const ConfigKeySchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9_.-]+$/i, "Invalid key");
export const LocaleParamSchema = z
  .string()
  .min(2)
  .max(12)
  .describe("fr, de, nl, es or en (a region tag such as de-AT is read as its language)");
export const CountryQuerySchema = z.enum(COUNTRIES);
