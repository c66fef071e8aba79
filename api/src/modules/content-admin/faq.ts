/** The FAQ's sections and questions as the administration reads and writes them. */
import { asc, eq } from "drizzle-orm";
import type { LocalizedText } from "#domain/locales.js";
import type { AppDatabase } from "../../db/client.js";
import { faqQuestions, faqSections, type FaqQuestion, type FaqSection } from "../../db/schema/index.js";
import { mergeLocalized } from "./localized.js";

export type { FaqQuestion, FaqSection } from "../../db/schema/index.js";

/** Every section and every question, in the order the FAQ page shows them. */
export async function faqRows(db: AppDatabase): Promise<{ sections: FaqSection[]; questions: FaqQuestion[] }> {
  const [sections, questions] = await Promise.all([
    db.select().from(faqSections).orderBy(asc(faqSections.position), asc(faqSections.id)),
    db.select().from(faqQuestions).orderBy(asc(faqQuestions.position), asc(faqQuestions.id)),
  ]);
  return { sections, questions };
}

/** A section and its questions in order; undefined when there is no such section. */
export async function findSection(
  db: AppDatabase,
  id: number,
): Promise<{ section: FaqSection; questions: FaqQuestion[] } | undefined> {
  const [section] = await db.select().from(faqSections).where(eq(faqSections.id, id)).limit(1);
  if (!section) return undefined;
  const questions = await db
    .select()
    .from(faqQuestions)
    .where(eq(faqQuestions.sectionId, id))
    .orderBy(asc(faqQuestions.position), asc(faqQuestions.id));
  return { section, questions };
}

export function insertSection(db: AppDatabase, values: { section: string; title: LocalizedText; position?: number }) {
  return db.insert(faqSections).values(values).returning();
}

/** Changes a section; the title's locales named are merged into the stored ones. Answers the ids changed. */
export function updateSection(
  db: AppDatabase,
  id: number,
  edit: { section?: string; title?: Partial<LocalizedText>; position?: number },
) {
  const { section, title, position } = edit;
  return db
    .update(faqSections)
    .set({ section, position, ...(title ? { title: mergeLocalized(faqSections.title, title) } : {}) })
    .where(eq(faqSections.id, id))
    .returning({ id: faqSections.id });
}

/** Removes a section (its questions go with it); answers the ids removed. */
export function deleteSection(db: AppDatabase, id: number) {
  return db.delete(faqSections).where(eq(faqSections.id, id)).returning({ id: faqSections.id });
}

export function insertQuestion(
  db: AppDatabase,
  values: { sectionId: number; anchor: string; question: LocalizedText; answer: LocalizedText; position?: number },
) {
  return db.insert(faqQuestions).values(values).returning();
}

/** Changes a question; the texts' locales named are merged into the stored ones. */
export function updateQuestion(
  db: AppDatabase,
  id: number,
  edit: {
    sectionId?: number;
    anchor?: string;
    position?: number;
    question?: Partial<LocalizedText>;
    answer?: Partial<LocalizedText>;
  },
) {
  const { sectionId, anchor, position, question, answer } = edit;
  return db
    .update(faqQuestions)
    .set({
      sectionId,
      anchor,
      position,
      ...(question ? { question: mergeLocalized(faqQuestions.question, question) } : {}),
      ...(answer ? { answer: mergeLocalized(faqQuestions.answer, answer) } : {}),
    })
    .where(eq(faqQuestions.id, id))
    .returning();
}

/** Removes a question; answers the ids removed. */
export function deleteQuestion(db: AppDatabase, id: number) {
  return db.delete(faqQuestions).where(eq(faqQuestions.id, id)).returning({ id: faqQuestions.id });
}
