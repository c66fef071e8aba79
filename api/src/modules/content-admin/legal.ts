/** The legal texts as the administration reads and writes them: one per code of §3. */
import { asc, eq } from "drizzle-orm";
import type { LocalizedText } from "#domain/locales.js";
import type { AppDatabase } from "../../db/client.js";
import { legalContents, type LegalContent } from "../../db/schema/index.js";
import { mergeLocalized } from "./localized.js";

export type { LegalContent } from "../../db/schema/index.js";

export async function legalByCode(db: AppDatabase, code: LegalContent["code"]): Promise<LegalContent | undefined> {
  return (await db.select().from(legalContents).where(eq(legalContents.code, code)).limit(1))[0];
}

export function listLegal(db: AppDatabase): Promise<LegalContent[]> {
  return db.select().from(legalContents).orderBy(asc(legalContents.id));
}

/** Writes the code's text, replacing the one it had. */
export function replaceLegal(
  db: AppDatabase,
  code: LegalContent["code"],
  text: { title: LocalizedText; content: LocalizedText },
) {
  const { title, content } = text;
  return db
    .insert(legalContents)
    .values({ code, title, content })
    .onConflictDoUpdate({ target: legalContents.code, set: { title, content, updatedAt: new Date() } })
    .returning();
}

/** Merges the locales named into the code's title and content; nothing when the code has no text. */
export function editLegal(
  db: AppDatabase,
  code: LegalContent["code"],
  edit: { title?: Partial<LocalizedText>; content?: Partial<LocalizedText> },
) {
  const { title, content } = edit;
  return db
    .update(legalContents)
    .set({
      ...(title ? { title: mergeLocalized(legalContents.title, title) } : {}),
      ...(content ? { content: mergeLocalized(legalContents.content, content) } : {}),
    })
    .where(eq(legalContents.code, code))
    .returning();
}
