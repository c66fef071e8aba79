/** Draws the pictures of the media routes from the database rows; undefined when there is no such row. */
import { eq } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { instagramMedia, products, seoMetadata, stylists } from "../../db/schema/index.js";
import type { ContentLocale } from "../../../../domain/locales.js";
import { drawAvatarSvg, drawInstagramSvg, drawOgSvg, drawProductSvg } from "../../seed/images.js";
import { pick } from "../website/service.js";
import { instagramFlatLay, ogTheme, productGarment, stylistAvatar } from "./illustrations.js";

/** A positive PostgreSQL integer id written in decimal, or undefined. */
export function parseId(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

const PORTRAIT_TITLE: Record<ContentLocale, (name: string) => string> = {
  fr: (name) => `Portrait illustré de ${name}`,
  de: (name) => `Illustriertes Porträt von ${name}`,
  nl: (name) => `Geïllustreerd portret van ${name}`,
  es: (name) => `Retrato ilustrado de ${name}`,
  en: (name) => `Illustrated portrait of ${name}`,
};

export async function productSvg(db: AppDatabase, id: number, locale: ContentLocale): Promise<string | undefined> {
  const [product] = await db
    .select({
      id: products.id,
      reference: products.reference,
      name: products.name,
      category: products.category,
      metaCategory: products.metaCategory,
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
    .select({ slug: stylists.slug, firstname: stylists.firstname })
    .from(stylists)
    .where(eq(stylists.slug, slug))
    .limit(1);
  if (!stylist) return undefined;
  return drawAvatarSvg({
    ...stylistAvatar(stylist.slug),
    title: PORTRAIT_TITLE[locale](stylist.firstname),
    idPrefix: `stylist-${stylist.slug}`,
  });
}

/** A post by its shortcode, or by its numeric id. */
export async function instagramSvg(db: AppDatabase, key: string, locale: ContentLocale): Promise<string | undefined> {
  const id = parseId(key);
  const [post] = await db
    .select({ externalId: instagramMedia.externalId, caption: instagramMedia.caption })
    .from(instagramMedia)
    .where(id !== undefined ? eq(instagramMedia.id, id) : eq(instagramMedia.externalId, key))
    .limit(1);
  if (!post) return undefined;
  const { flatLay, alt } = instagramFlatLay(post.externalId);
  const title = alt?.[locale] ?? post.caption?.split("\n")[0]?.slice(0, 120) ?? "Instagram";
  return drawInstagramSvg({ ...flatLay, title, idPrefix: `ig-${post.externalId}` });
}

export async function ogSvg(db: AppDatabase, key: string, locale: ContentLocale): Promise<string | undefined> {
  const [page] = await db.select().from(seoMetadata).where(eq(seoMetadata.slug, key)).limit(1);
  if (!page) return undefined;
  const title = pick(page.title, locale) ?? key;
  return drawOgSvg({
    title,
    subtitle: pick(page.description, locale) ?? undefined,
    alt: pick(page.ogImageAlt, locale) ?? title,
    theme: ogTheme(key),
    idPrefix: `og-${key}`,
  });
}
