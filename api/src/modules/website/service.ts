/**
 * Database reads of the website content, answered in one locale. Each loader returns the API
 * shape (snake_case, §3) already localized; the routes cache the serialized result.
 */
import { and, arrayContains, asc, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { AppDatabase } from "../../db/client.js";
import {
  brands,
  configEntries,
  deliveryDelays,
  faqQuestions,
  faqSections,
  instagramMedia,
  legalContents,
  lookProducts,
  looks,
  productImages,
  products,
  seoMetadata,
  stylists,
  testimonials,
  translations,
} from "../../db/schema/index.js";
import type { ContentLocale, LocalizedText } from "#domain/locales.js";
import { HIDDEN_PHONE_KEY, SWITCH_KEYS } from "#domain/switches.js";
import type {
  BrandSchema,
  DelaysSchema,
  FaqSectionSchema,
  InstagramMediaSchema,
  LegalContentSchema,
  LookProductSchema,
  LookSchema,
  SeoMetadataSchema,
  StylistSchema,
  TestimonialSchema,
} from "./schemas.js";

type Out<T extends z.ZodType> = z.output<T>;

/** The text in the locale; French (the reference language) when that locale's text is missing. */
export function pick(text: LocalizedText | null | undefined, locale: ContentLocale): string | null {
  if (!text) return null;
  return text[locale] || text.fr || null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const euros = (cents: number) => Math.round(cents) / 100;

/** Where a product's picture is served when it has no stored image: its generated illustration. */
export const productIllustrationUrl = (productId: number) => `/media/products/${productId}.svg`;

export async function loadInstagramMedia(
  db: AppDatabase,
  locale: ContentLocale,
): Promise<Out<typeof InstagramMediaSchema>[]> {
  const rows = await db
    .select()
    .from(instagramMedia)
    .where(eq(instagramMedia.isSelected, true))
    .orderBy(asc(instagramMedia.position), asc(instagramMedia.id));
  return rows.map((m) => ({
    id: m.id,
    external_id: m.externalId,
    media_type: m.mediaType,
    media_url: m.mediaUrl,
    thumbnail_url: m.thumbnailUrl,
    permalink: m.permalink,
    caption: m.caption,
    alt: pick(m.alt, locale),
    posted_at: iso(m.postedAt),
  }));
}

export async function loadStylists(
  db: AppDatabase,
  locale: ContentLocale,
  profileType?: "KID" | "WOMAN",
): Promise<Out<typeof StylistSchema>[]> {
  const rows = await db
    .select()
    .from(stylists)
    .where(
      and(
        eq(stylists.isPublished, true),
        profileType ? arrayContains(stylists.profileTypes, [profileType]) : undefined,
      ),
    )
    .orderBy(asc(stylists.position), asc(stylists.id));
  return rows.map((s) => ({
    id: s.id,
    slug: s.slug,
    firstname: s.firstname,
    lastname: s.lastname,
    photo_url: s.photoUrl,
    title: pick(s.title, locale),
    specialty: pick(s.specialty, locale),
    bio: pick(s.bio, locale),
    profile_types: s.profileTypes,
    instagram: s.instagram,
  }));
}

export async function loadLooks(
  db: AppDatabase,
  locale: ContentLocale,
  profileType?: "KID" | "WOMAN",
): Promise<Out<typeof LookSchema>[]> {
  const lookRows = await db
    .select()
    .from(looks)
    .where(and(eq(looks.isPublished, true), profileType ? eq(looks.profileType, profileType) : undefined))
    .orderBy(asc(looks.position), asc(looks.id));
  if (lookRows.length === 0) return [];
  const lines = await db
    .select({
      lookId: lookProducts.lookId,
      id: products.id,
      name: products.name,
      priceCents: products.lcPriceCents,
    })
    .from(lookProducts)
    .innerJoin(products, eq(products.id, lookProducts.productId))
    .where(
      and(
        inArray(
          lookProducts.lookId,
          lookRows.map((l) => l.id),
        ),
        eq(products.isActive, true),
      ),
    )
    .orderBy(asc(lookProducts.lookId), asc(lookProducts.position), asc(products.id));
  const images = await firstImages(db, [...new Set(lines.map((l) => l.id))]);
  const byLook = new Map<number, Out<typeof LookSchema>["products"]>();
  for (const line of lines) {
    const list = byLook.get(line.lookId) ?? [];
    list.push({
      id: line.id,
      name: pick(line.name, locale) ?? "",
      price: euros(line.priceCents),
      image_url: images.get(line.id) ?? productIllustrationUrl(line.id),
    });
    byLook.set(line.lookId, list);
  }
  return lookRows.map((l) => ({
    id: l.id,
    name: pick(l.name, locale),
    image_url: l.imageUrl,
    profile_type: l.profileType,
    gender: l.gender,
    products: byLook.get(l.id) ?? [],
  }));
}

/** The first image (lowest position) of each product. */
async function firstImages(db: AppDatabase, productIds: number[]): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({ productId: productImages.productId, url: productImages.url })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  for (const row of rows) if (!result.has(row.productId)) result.set(row.productId, row.url);
  return result;
}

export async function loadBrands(db: AppDatabase, locale: ContentLocale): Promise<Out<typeof BrandSchema>[]> {
  const rows = await db
    .select()
    .from(brands)
    .where(eq(brands.isPublished, true))
    .orderBy(asc(brands.position), asc(brands.name));
  return rows.map((b) => ({
    id: b.id,
    slug: b.slug,
    name: b.name,
    description: pick(b.description, locale),
    logo_url: b.logoUrl,
    website_url: b.websiteUrl,
  }));
}

/** How many products a brand's page shows; the shop lists the rest. */
export const BRAND_PRODUCTS_SHOWN = 12;

/**
 * The products of a brand on sale in the shop (active, sold in the shop), most recent first,
 * as cards: name in the locale, price in euros, first picture (or the generated illustration).
 */
export async function loadBrandProducts(
  db: AppDatabase,
  brandId: number,
  locale: ContentLocale,
): Promise<Out<typeof LookProductSchema>[]> {
  const rows = await db
    .select({ id: products.id, name: products.name, priceCents: products.lcPriceCents })
    .from(products)
    .where(and(eq(products.brandId, brandId), eq(products.isActive, true), eq(products.isShop, true)))
    .orderBy(desc(products.isRecent), desc(products.createdAt), desc(products.id))
    .limit(BRAND_PRODUCTS_SHOWN);
  const images = await firstImages(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: pick(r.name, locale) ?? "",
    price: euros(r.priceCents),
    image_url: images.get(r.id) ?? productIllustrationUrl(r.id),
  }));
}

export async function loadTestimonials(
  db: AppDatabase,
  locale: ContentLocale,
  profileType?: "KID" | "WOMAN",
): Promise<Out<typeof TestimonialSchema>[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.isPublished, true), profileType ? eq(testimonials.profileType, profileType) : undefined))
    .orderBy(asc(testimonials.position), asc(testimonials.id));
  return rows.map((t) => ({
    id: t.id,
    author_name: t.authorName,
    author_detail: pick(t.authorDetail, locale),
    content: pick(t.content, locale) ?? "",
    rating: t.rating,
    photo_url: t.photoUrl,
    profile_type: t.profileType,
    created_at: t.createdAt.toISOString(),
  }));
}

export async function loadFaq(db: AppDatabase, locale: ContentLocale): Promise<Out<typeof FaqSectionSchema>[]> {
  const sections = await db.select().from(faqSections).orderBy(asc(faqSections.position), asc(faqSections.id));
  const questions = await db
    .select()
    .from(faqQuestions)
    .orderBy(asc(faqQuestions.sectionId), asc(faqQuestions.position), asc(faqQuestions.id));
  const bySection = new Map<number, Out<typeof FaqSectionSchema>["questions"]>();
  for (const q of questions) {
    const list = bySection.get(q.sectionId) ?? [];
    list.push({ question: pick(q.question, locale) ?? "", answer: pick(q.answer, locale) ?? "", anchor: q.anchor });
    bySection.set(q.sectionId, list);
  }
  return sections.map((s) => ({
    section: s.section,
    title: pick(s.title, locale) ?? "",
    questions: bySection.get(s.id) ?? [],
  }));
}

export async function loadLegalContents(
  db: AppDatabase,
  locale: ContentLocale,
): Promise<Out<typeof LegalContentSchema>[]> {
  const rows = await db.select().from(legalContents).orderBy(asc(legalContents.id));
  return rows.map((l) => ({
    code: l.code,
    title: pick(l.title, locale) ?? "",
    content: pick(l.content, locale) ?? "",
    updated_at: l.updatedAt.toISOString(),
  }));
}

export async function loadSeoMetadata(
  db: AppDatabase,
  locale: ContentLocale,
): Promise<Out<typeof SeoMetadataSchema>[]> {
  const rows = await db.select().from(seoMetadata).orderBy(asc(seoMetadata.slug));
  return rows.map((s) => ({
    slug: s.slug,
    title: pick(s.title, locale) ?? "",
    description: pick(s.description, locale) ?? "",
    keywords: pick(s.keywords, locale),
    og: { type: s.ogType, image_url: s.ogImageUrl, image_alt: pick(s.ogImageAlt, locale) },
  }));
}

/** All configuration entries as a key → value map. */
export async function loadConfig(db: AppDatabase): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: configEntries.key, value: configEntries.value }).from(configEntries);
  return new Map(rows.map((r) => [r.key, r.value]));
}

/**
 * The flat translation map of a locale, with every feature switch of domain/switches.ts present:
 * a switch missing from the table is off ("false"), the hidden-phone switch hidden ("true").
 */
export async function loadTranslations(db: AppDatabase, locale: ContentLocale): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(eq(translations.locale, locale))
    .orderBy(asc(translations.key));
  const map: Record<string, string> = {};
  for (const key of Object.values(SWITCH_KEYS)) map[key] = "false";
  map[HIDDEN_PHONE_KEY] = "true";
  for (const row of rows) map[row.key] = row.value;
  return map;
}

/** The delivery delays of a country, else the default row (country null). */
export async function loadDelays(db: AppDatabase, country?: string): Promise<Out<typeof DelaysSchema> | undefined> {
  const rows = await db.select().from(deliveryDelays);
  const row =
    (country ? rows.find((r) => r.countryCode === country) : undefined) ?? rows.find((r) => r.countryCode === null);
  if (!row) return undefined;
  return {
    optimistic_delivery_delay: row.optimisticDeliveryDelay,
    pessimistic_delivery_delay: row.pessimisticDeliveryDelay,
  };
}
