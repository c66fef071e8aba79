/** The pages' SEO metadata as the administration reads and writes it, one record per page key (slug). */
import { asc, eq } from "drizzle-orm";
import type { LocalizedText } from "#domain/locales.js";
import type { AppDatabase } from "../../db/client.js";
import { seoMetadata, type SeoMetadata } from "../../db/schema/index.js";
import { mergeLocalized } from "./localized.js";

export type { SeoMetadata } from "../../db/schema/index.js";

export async function seoBySlug(db: AppDatabase, slug: string): Promise<SeoMetadata | undefined> {
  return (await db.select().from(seoMetadata).where(eq(seoMetadata.slug, slug)).limit(1))[0];
}

export function listSeo(db: AppDatabase): Promise<SeoMetadata[]> {
  return db.select().from(seoMetadata).orderBy(asc(seoMetadata.slug));
}

export function insertSeo(db: AppDatabase, values: typeof seoMetadata.$inferInsert) {
  return db.insert(seoMetadata).values(values).returning();
}

/**
 * Changes a page's record: the texts' locales named are merged into the stored ones; null removes
 * the keywords or the picture's alternative text.
 */
export function updateSeo(
  db: AppDatabase,
  id: number,
  edit: {
    slug?: string;
    profileType?: SeoMetadata["profileType"];
    ogType?: string;
    ogImageUrl?: string | null;
    title?: Partial<LocalizedText>;
    description?: Partial<LocalizedText>;
    keywords?: Partial<LocalizedText> | null;
    ogImageAlt?: Partial<LocalizedText> | null;
  },
) {
  const { slug, profileType, ogType, ogImageUrl, title, description, keywords, ogImageAlt } = edit;
  return db
    .update(seoMetadata)
    .set({
      slug,
      profileType,
      ogType,
      ogImageUrl,
      ...(title ? { title: mergeLocalized(seoMetadata.title, title) } : {}),
      ...(description ? { description: mergeLocalized(seoMetadata.description, description) } : {}),
      ...(keywords === null ? { keywords: null } : {}),
      ...(keywords ? { keywords: mergeLocalized(seoMetadata.keywords, keywords) } : {}),
      ...(ogImageAlt === null ? { ogImageAlt: null } : {}),
      ...(ogImageAlt ? { ogImageAlt: mergeLocalized(seoMetadata.ogImageAlt, ogImageAlt) } : {}),
    })
    .where(eq(seoMetadata.id, id))
    .returning();
}

/** Removes a page's record; answers the ids removed. */
export function deleteSeo(db: AppDatabase, slug: string) {
  return db.delete(seoMetadata).where(eq(seoMetadata.slug, slug)).returning({ id: seoMetadata.id });
}
