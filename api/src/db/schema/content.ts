/**
 * Website content: stylists, testimonials, Instagram media, blog, FAQ, legal contents, SEO
 * metadata, translation overrides (and feature switches), configuration, delivery delays and the
 * shop owner (the merchant behind the site).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, unique } from "drizzle-orm/pg-core";
import type { AvatarStyle, FlatLay } from "#domain/drawings.js";
import { at, createdAt, id, localized, localizedCheck, updatedAt } from "./columns.js";
import { contentLocaleEnum, countryCodeEnum, legalContentCodeEnum, profileTypeEnum } from "./enums.js";

export const stylists = pgTable(
  "stylists",
  {
    id: id(),
    slug: text("slug").notNull().unique("stylists_slug_key"),
    firstname: text("firstname").notNull(),
    lastname: text("lastname"),
    photoUrl: text("photo_url"),
    /** Job title, e.g. "Styliste enfant". */
    title: localized("title"),
    /** What she or he is known for, e.g. "Les tenues de fête". */
    specialty: localized("specialty"),
    bio: localized("bio"),
    /** Who the stylist dresses: KID, WOMAN or both. */
    profileTypes: profileTypeEnum("profile_types")
      .array()
      .notNull()
      .default(sql`'{KID}'::profile_type[]`),
    /** Disc colour (#rrggbb) of the generated portrait (/media/stylists/{slug}.svg) until photos exist. */
    color: text("color").notNull().default("#f6c445"),
    /** Hair, skin and hair style of the generated portrait; null draws the default face. */
    avatar: jsonb("avatar").$type<AvatarStyle>(),
    /** Instagram handle, without the @, shown on the stylist's card. */
    instagram: text("instagram"),
    isPublished: boolean("is_published").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    localizedCheck("stylists", t.title),
    localizedCheck("stylists", t.specialty),
    localizedCheck("stylists", t.bio),
    check("stylists_color_hex", sql`${t.color} ~ '^#[0-9a-fA-F]{6}$'`),
    check("stylists_avatar_object", sql`${t.avatar} is null or jsonb_typeof(${t.avatar}) = 'object'`),
  ],
);
export type Stylist = typeof stylists.$inferSelect;

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    authorName: text("author_name").notNull(),
    /** e.g. "maman de Léo, 4 ans". */
    authorDetail: localized("author_detail"),
    content: localized("content").notNull(),
    rating: smallint("rating"),
    photoUrl: text("photo_url"),
    profileType: profileTypeEnum("profile_type"),
    isPublished: boolean("is_published").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    localizedCheck("testimonials", t.authorDetail),
    localizedCheck("testimonials", t.content),
    check("testimonials_rating_range", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);
export type Testimonial = typeof testimonials.$inferSelect;

/** Instagram posts; the selected ones are shown (website/instagram/selected-media). */
export const instagramMedia = pgTable(
  "instagram_media",
  {
    id: id(),
    externalId: text("external_id").notNull().unique("instagram_media_external_id_key"),
    mediaType: text("media_type").notNull().default("IMAGE"),
    mediaUrl: text("media_url").notNull(),
    thumbnailUrl: text("thumbnail_url"),
    permalink: text("permalink").notNull(),
    caption: text("caption"),
    /** Description of the picture per locale: its alt text and the title of the generated picture. */
    alt: localized("alt"),
    /** Flat lay drawn at /media/instagram/{id}.svg while there is no photo; null draws a default. */
    illustration: jsonb("illustration").$type<FlatLay>(),
    isSelected: boolean("is_selected").notNull().default(false),
    position: integer("position").notNull().default(0),
    postedAt: at("posted_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("instagram_media_selected_idx")
      .on(t.position)
      .where(sql`${t.isSelected}`),
    localizedCheck("instagram_media", t.alt),
    check(
      "instagram_media_illustration_object",
      sql`${t.illustration} is null or jsonb_typeof(${t.illustration}) = 'object'`,
    ),
  ],
);
export type InstagramMedia = typeof instagramMedia.$inferSelect;

export const blogCategories = pgTable(
  "blog_categories",
  {
    id: id(),
    slug: text("slug").notNull().unique("blog_categories_slug_key"),
    name: localized("name").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [localizedCheck("blog_categories", t.name)],
);
export type BlogCategory = typeof blogCategories.$inferSelect;

/** Blog posts; published_at null = draft, in the future = scheduled. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    slug: text("slug").notNull().unique("blog_posts_slug_key"),
    categoryId: integer("category_id").references(() => blogCategories.id, {
      onDelete: "set null",
    }),
    title: localized("title").notNull(),
    excerpt: localized("excerpt"),
    /** Body in Markdown, per locale. */
    content: localized("content").notNull(),
    coverUrl: text("cover_url"),
    coverAlt: localized("cover_alt"),
    authorName: text("author_name"),
    readingMinutes: smallint("reading_minutes").notNull().default(1),
    publishedAt: at("published_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_category_id_idx").on(t.categoryId),
    index("blog_posts_published_at_idx").on(t.publishedAt),
    localizedCheck("blog_posts", t.title),
    localizedCheck("blog_posts", t.excerpt),
    localizedCheck("blog_posts", t.content),
    localizedCheck("blog_posts", t.coverAlt),
    check("blog_posts_reading_minutes_positive", sql`${t.readingMinutes} > 0`),
  ],
);
export type BlogPost = typeof blogPosts.$inferSelect;

export const faqSections = pgTable(
  "faq_sections",
  {
    id: id(),
    /** Stable key of the section (API field `section`). */
    section: text("section").notNull().unique("faq_sections_section_key"),
    title: localized("title").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [localizedCheck("faq_sections", t.title)],
);
export type FaqSection = typeof faqSections.$inferSelect;

export const faqQuestions = pgTable(
  "faq_questions",
  {
    id: id(),
    sectionId: integer("section_id")
      .notNull()
      .references(() => faqSections.id, { onDelete: "cascade" }),
    /** URL fragment of the question (/faq#anchor). */
    anchor: text("anchor").notNull().unique("faq_questions_anchor_key"),
    question: localized("question").notNull(),
    answer: localized("answer").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("faq_questions_section_id_idx").on(t.sectionId),
    localizedCheck("faq_questions", t.question),
    localizedCheck("faq_questions", t.answer),
  ],
);
export type FaqQuestion = typeof faqQuestions.$inferSelect;

/** The six legal texts (§3), one row per code. */
export const legalContents = pgTable(
  "legal_contents",
  {
    id: id(),
    code: legalContentCodeEnum("code").notNull().unique("legal_contents_code_key"),
    title: localized("title").notNull(),
    /** Markdown, per locale. */
    content: localized("content").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [localizedCheck("legal_contents", t.title), localizedCheck("legal_contents", t.content)],
);
export type LegalContent = typeof legalContents.$inferSelect;

/** SEO metadata per page key ("home", "woman", "concept", "faq"…). */
export const seoMetadata = pgTable(
  "seo_metadata",
  {
    id: id(),
    slug: text("slug").notNull().unique("seo_metadata_slug_key"),
    title: localized("title").notNull(),
    description: localized("description").notNull(),
    keywords: localized("keywords"),
    ogType: text("og_type").notNull().default("website"),
    ogImageUrl: text("og_image_url"),
    ogImageAlt: localized("og_image_alt"),
    /** Universe of the page (kids or women): picks the colours of its generated Open Graph card. */
    profileType: profileTypeEnum("profile_type").notNull().default("KID"),
    updatedAt: updatedAt(),
  },
  (t) => [
    localizedCheck("seo_metadata", t.title),
    localizedCheck("seo_metadata", t.description),
    localizedCheck("seo_metadata", t.keywords),
    localizedCheck("seo_metadata", t.ogImageAlt),
  ],
);
export type SeoMetadata = typeof seoMetadata.$inferSelect;

/**
 * Site-wide translation overrides served by website/translations/{locale}. Feature switches live
 * here too (value 'true' turns a feature on; the hidden-phone switch shows the phone on 'false').
 */
export const translations = pgTable(
  "translations",
  {
    id: id(),
    locale: contentLocaleEnum("locale").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("translations_locale_key_key").on(t.locale, t.key)],
);
export type Translation = typeof translations.$inferSelect;

/** Key/value configuration served by website/config/{key} (e.g. is_sales, referral offer). */
export const configEntries = pgTable("config", {
  id: id(),
  key: text("key").notNull().unique("config_key_key"),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});
export type ConfigEntry = typeof configEntries.$inferSelect;

/**
 * Delivery delays in days (GET delays). The row with country_code null is the default; a row per
 * country overrides it.
 */
export const deliveryDelays = pgTable(
  "delivery_delays",
  {
    id: id(),
    countryCode: countryCodeEnum("country_code"),
    optimisticDeliveryDelay: smallint("optimistic_delivery_delay").notNull(),
    pessimisticDeliveryDelay: smallint("pessimistic_delivery_delay").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("delivery_delays_country_code_key").on(t.countryCode).nullsNotDistinct(),
    check(
      "delivery_delays_order",
      sql`${t.optimisticDeliveryDelay} >= 0 and ${t.optimisticDeliveryDelay} <= ${t.pessimisticDeliveryDelay}`,
    ),
  ],
);
export type DeliveryDelay = typeof deliveryDelays.$inferSelect;

/** The merchant running the shop (legal notice, invoices, structured data). */
export const shopOwners = pgTable("shop_owners", {
  id: id(),
  name: text("name").notNull(),
  legalName: text("legal_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  street: text("street").notNull(),
  postcode: text("postcode").notNull(),
  city: text("city").notNull(),
  countryCode: countryCodeEnum("country_code").notNull(),
  vatNumber: text("vat_number"),
  registrationNumber: text("registration_number"),
  updatedAt: updatedAt(),
});
export type ShopOwner = typeof shopOwners.$inferSelect;
