/** The atomic per-locale merge the content writes use (faq.ts, legal.ts, seo.ts). */
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { LocalizedText } from "#domain/locales.js";

/**
 * `column || patch` in SQL: only the named locales change, in one statement, so two editors
 * changing different locales at the same moment both keep their edit. A nullable column starts
 * from an empty object (the caller makes sure the patch then names every locale).
 */
export function mergeLocalized(column: PgColumn, patch: Partial<LocalizedText>): SQL {
  return sql`coalesce(${column}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`;
}
