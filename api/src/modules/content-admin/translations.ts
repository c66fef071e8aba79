/** The texts of a locale that override the storefront's bundled ones, as the administration reads and writes them. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { ContentLocale } from "#domain/locales.js";
import type { AppDatabase } from "../../db/client.js";
import { translations, type Translation } from "../../db/schema/index.js";

export type { Translation } from "../../db/schema/index.js";

/** The locale's stored texts, key → text, by key. */
export async function storedTranslations(db: AppDatabase, locale: ContentLocale): Promise<Record<string, string>> {
  return Object.fromEntries(
    (
      await db
        .select({ key: translations.key, value: translations.value })
        .from(translations)
        .where(eq(translations.locale, locale))
        .orderBy(asc(translations.key))
    ).map((row) => [row.key, row.value]),
  );
}

export async function translationByKey(
  db: AppDatabase,
  locale: ContentLocale,
  key: string,
): Promise<Translation | undefined> {
  return (
    await db
      .select()
      .from(translations)
      .where(and(eq(translations.locale, locale), eq(translations.key, key)))
      .limit(1)
  )[0];
}

/** Inserts or replaces texts of a locale in one statement. */
export function upsertTranslations(db: AppDatabase, locale: ContentLocale, entries: [string, string][]) {
  return db
    .insert(translations)
    .values(entries.map(([key, value]) => ({ locale, key, value })))
    .onConflictDoUpdate({
      target: [translations.locale, translations.key],
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    })
    .returning();
}

/** Removes a stored text; answers the ids removed. */
export function deleteTranslation(db: AppDatabase, locale: ContentLocale, key: string) {
  return db
    .delete(translations)
    .where(and(eq(translations.locale, locale), eq(translations.key, key)))
    .returning({ id: translations.id });
}
