/**
 * Draws the pictures of the media routes from the database rows only: the drawing inputs are
 * columns of the rows (products.shape/color/pattern, stylists.color/avatar,
 * instagram_media.illustration, seo_metadata.profile_type), so a product or a stylist created
 * after the seed gets its picture too. Undefined when there is no such row.
 *
 * Stored drawing inputs are checked before use: colours end up in SVG attributes, and a shape or
 * print the drawer does not know would break it. Anything invalid falls back to a default, so a
 * bad row never turns into a 500 nor into markup injected into the picture.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { AppDatabase } from "../../db/client.js";
import { instagramMedia, products, seoMetadata, stylists } from "../../db/schema/index.js";
import { deName } from "#domain/french.js";
import type { ContentLocale } from "#domain/locales.js";
import { pick } from "../website/index.js";
import {
  DECORATIONS,
  GARMENT_SHAPES,
  HAIR_STYLES,
  HEX_COLOUR,
  PATTERNS,
  THEMES,
  type AvatarStyle,
  type FlatLay,
  type GarmentShape,
  type Pattern,
} from "#domain/drawings.js";
import { drawAvatarSvg, drawInstagramSvg, drawOgSvg, drawProductSvg } from "./drawings.js";

/** A positive PostgreSQL integer id written in decimal, or undefined. */
export function parseId(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

const PORTRAIT_TITLE: Record<ContentLocale, (name: string) => string> = {
  fr: (name) => `Portrait illustré ${deName(name)}`,
  de: (name) => `Illustriertes Porträt von ${name}`,
  nl: (name) => `Geïllustreerd portret van ${name}`,
  es: (name) => `Retrato ilustrado de ${name}`,
  en: (name) => `Illustrated portrait of ${name}`,
};

/** Drawn when a row's colour is not #rrggbb (the columns' defaults). */
export const DEFAULT_GARMENT_COLOUR = "#9aa5b1";
export const DEFAULT_AVATAR_COLOUR = "#f6c445";

const HexSchema = z.string().regex(HEX_COLOUR);
const GarmentSpecSchema = z.object({
  shape: z.enum(GARMENT_SHAPES),
  color: HexSchema,
  pattern: z.enum(PATTERNS),
});
const FlatLaySchema = z.object({
  theme: z.enum(THEMES),
  background: HexSchema,
  garments: z.array(GarmentSpecSchema).min(1),
  decoration: z.enum(DECORATIONS).optional(),
});
/** Each part on its own: a bad hair colour keeps the stored skin tone and hair style. */
const AvatarStyleSchema = z.object({
  hair: HexSchema.optional().catch(undefined),
  skin: HexSchema.optional().catch(undefined),
  hairStyle: z.enum(HAIR_STYLES).optional().catch(undefined),
});

/** The flat lay of a post stored without one (or with an invalid one). */
export const DEFAULT_FLAT_LAY: FlatLay = {
  theme: "kid",
  background: "#fff3c4",
  garments: [
    { shape: "sweater", color: "#1f3a5f", pattern: "stripes" },
    { shape: "trousers", color: "#d9a21b", pattern: "plain" },
  ],
};

const isShape = (value: string): value is GarmentShape => (GARMENT_SHAPES as readonly string[]).includes(value);
const isPattern = (value: string): value is Pattern => (PATTERNS as readonly string[]).includes(value);
const hexOr = (value: string, fallback: string) => (HEX_COLOUR.test(value) ? value : fallback);

/** The garment of a product row; unknown values fall back to the column defaults. */
export function productGarment(row: { shape: string; color: string; pattern: string }) {
  return {
    shape: isShape(row.shape) ? row.shape : "tshirt",
    color: hexOr(row.color, DEFAULT_GARMENT_COLOUR),
    pattern: isPattern(row.pattern) ? row.pattern : "plain",
  } satisfies z.infer<typeof GarmentSpecSchema>;
}

/** The stored avatar style with its invalid parts left out (the drawer's defaults then apply). */
export function avatarStyle(value: unknown): AvatarStyle {
  const parsed = AvatarStyleSchema.safeParse(value);
  if (!parsed.success) return {};
  const { hair, skin, hairStyle } = parsed.data;
  return { ...(hair ? { hair } : {}), ...(skin ? { skin } : {}), ...(hairStyle ? { hairStyle } : {}) };
}

/** The stored flat lay, or the default one when it is missing or invalid. */
export function flatLay(value: unknown): FlatLay {
  const parsed = FlatLaySchema.safeParse(value);
  if (!parsed.success) return DEFAULT_FLAT_LAY;
  const { decoration, ...rest } = parsed.data;
  return decoration ? { ...rest, decoration } : rest;
}

export async function productSvg(db: AppDatabase, id: number, locale: ContentLocale): Promise<string | undefined> {
  const [product] = await db
    .select({
      id: products.id,
      reference: products.reference,
      name: products.name,
      shape: products.shape,
      color: products.color,
      pattern: products.pattern,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  if (!product) return undefined;
  return drawProductSvg({
    ...productGarment(product),
    title: pick(product.name, locale) ?? product.reference,
    idPrefix: `product-${product.id}`,
  });
}

export async function stylistSvg(db: AppDatabase, slug: string, locale: ContentLocale): Promise<string | undefined> {
  const [stylist] = await db
    .select({ slug: stylists.slug, firstname: stylists.firstname, color: stylists.color, avatar: stylists.avatar })
    .from(stylists)
    .where(eq(stylists.slug, slug))
    .limit(1);
  if (!stylist) return undefined;
  return drawAvatarSvg({
    ...avatarStyle(stylist.avatar),
    color: hexOr(stylist.color, DEFAULT_AVATAR_COLOUR),
    title: PORTRAIT_TITLE[locale](stylist.firstname),
    idPrefix: `stylist-${stylist.slug}`,
  });
}

/** A post by its shortcode, or by its numeric id. */
export async function instagramSvg(db: AppDatabase, key: string, locale: ContentLocale): Promise<string | undefined> {
  const id = parseId(key);
  const [post] = await db
    .select({
      externalId: instagramMedia.externalId,
      caption: instagramMedia.caption,
      alt: instagramMedia.alt,
      illustration: instagramMedia.illustration,
    })
    .from(instagramMedia)
    .where(id !== undefined ? eq(instagramMedia.id, id) : eq(instagramMedia.externalId, key))
    .limit(1);
  if (!post) return undefined;
  const title = pick(post.alt, locale) ?? (post.caption?.split("\n")[0]?.slice(0, 120) || "Instagram");
  return drawInstagramSvg({ ...flatLay(post.illustration), title, idPrefix: `ig-${post.externalId}` });
}

export async function ogSvg(db: AppDatabase, key: string, locale: ContentLocale): Promise<string | undefined> {
  const [page] = await db
    .select({
      title: seoMetadata.title,
      description: seoMetadata.description,
      ogImageAlt: seoMetadata.ogImageAlt,
      profileType: seoMetadata.profileType,
    })
    .from(seoMetadata)
    .where(eq(seoMetadata.slug, key))
    .limit(1);
  if (!page) return undefined;
  const title = pick(page.title, locale) ?? key;
  return drawOgSvg({
    title,
    subtitle: pick(page.description, locale) ?? undefined,
    alt: pick(page.ogImageAlt, locale) ?? title,
    theme: page.profileType === "WOMAN" ? "woman" : "kid",
    idPrefix: `og-${key}`,
  });
}
