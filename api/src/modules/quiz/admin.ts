/**
 * The quiz's administration: a question's or a step's texts, a choice created or changed, each
 * localized edit merged in one statement.
 */
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AppDatabase, Db } from "../../db/client.js";
import { quizChoices, quizQuestions, quizSteps, type QuizQuestion } from "../../db/schema/index.js";
import { CONTENT_LOCALES, type LocalizedText } from "#domain/locales.js";
import { ApiError } from "../../plugins/errors.js";
import type { CreateChoiceInput } from "./schemas.js";
import { adminChoice, adminQuestion, loadAdminQuiz } from "./content.js";

/** `column || patch` in SQL: only the named locales change, in one statement. */
function mergeLocalized(column: PgColumn, patch: Partial<LocalizedText>): SQL {
  return sql`coalesce(${column}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`;
}

/** A text set where there was none must name every locale (the database's check requires it). */
function requireWholeText(field: string, current: LocalizedText | null, patch: Partial<LocalizedText>) {
  if (current) return;
  const missing = CONTENT_LOCALES.filter((l) => !(l in patch));
  if (missing.length === 0) return;
  throw ApiError.unprocessable("MISSING_LOCALES", `${field} is not set yet: give it in every locale`, {
    [field]: [`Missing locales: ${missing.join(", ")}`],
  });
}

/** A localized edit: undefined keeps, null clears, a patch merges. */
function localizedChange(
  field: string,
  column: PgColumn,
  current: LocalizedText | null,
  patch: Partial<LocalizedText> | null | undefined,
): SQL | null | undefined {
  if (patch === undefined) return undefined;
  if (patch === null) return null;
  requireWholeText(field, current, patch);
  return mergeLocalized(column, patch);
}

const questionNotFound = () => ApiError.notFound("No such quiz question");
const choiceNotFound = () => ApiError.notFound("No such quiz choice");

export async function findQuestion(db: Db, id: number): Promise<QuizQuestion | undefined> {
  const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, id)).limit(1);
  return row;
}

async function questionOut(db: Db, question: QuizQuestion) {
  const choices = await db
    .select()
    .from(quizChoices)
    .where(eq(quizChoices.questionId, question.id))
    .orderBy(asc(quizChoices.position), asc(quizChoices.id));
  return adminQuestion(question, choices);
}

export async function updateQuestion(
  db: AppDatabase,
  id: number,
  body: { label?: Partial<LocalizedText>; help?: Partial<LocalizedText> | null; required?: boolean },
) {
  const current = await findQuestion(db, id);
  if (!current) throw questionNotFound();
  const [row] = await db
    .update(quizQuestions)
    .set({
      label: body.label ? (mergeLocalized(quizQuestions.label, body.label) as unknown as LocalizedText) : undefined,
      help: localizedChange("help", quizQuestions.help, current.help, body.help) as LocalizedText | null | undefined,
      required: body.required,
    })
    .where(eq(quizQuestions.id, id))
    .returning();
  if (!row) throw questionNotFound();
  return questionOut(db, row);
}

export async function createChoice(db: AppDatabase, questionId: number, body: CreateChoiceInput) {
  const question = await findQuestion(db, questionId);
  if (!question) throw questionNotFound();
  if (question.kind !== "single" && question.kind !== "multiple") {
    throw ApiError.unprocessable("NOT_A_CHOICE_QUESTION", "This question is answered with a text, not a choice");
  }
  const [last] = await db
    .select({ max: sql<number | null>`max(${quizChoices.position})` })
    .from(quizChoices)
    .where(eq(quizChoices.questionId, questionId));
  try {
    const [row] = await db
      .insert(quizChoices)
      .values({
        questionId,
        key: body.key,
        value: body.value ?? null,
        hex: body.hex ?? null,
        position: body.position ?? Number(last?.max ?? 0) + 1,
        label: body.label,
        isStocked: body.is_stocked ?? true,
      })
      .returning();
    return adminChoice(row!);
  } catch (error) {
    if (hasSqlState(error, "23505")) {
      throw ApiError.conflict("CHOICE_KEY_TAKEN", "This question already has a choice with this key", {
        key: ["This question already has a choice with this key"],
      });
    }
    throw error;
  }
}

function hasSqlState(error: unknown, state: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === state) return true;
  }
  return false;
}

export async function updateChoice(
  db: AppDatabase,
  id: number,
  body: {
    label?: Partial<LocalizedText>;
    is_active?: boolean;
    is_stocked?: boolean;
    hex?: string | null;
    position?: number;
  },
) {
  const [row] = await db
    .update(quizChoices)
    .set({
      label: body.label ? (mergeLocalized(quizChoices.label, body.label) as unknown as LocalizedText) : undefined,
      isActive: body.is_active,
      isStocked: body.is_stocked,
      hex: body.hex,
      position: body.position,
    })
    .where(eq(quizChoices.id, id))
    .returning();
  if (!row) throw choiceNotFound();
  return adminChoice(row);
}

export async function updateStep(
  db: AppDatabase,
  id: number,
  body: { title?: Partial<LocalizedText>; intro?: Partial<LocalizedText> | null },
) {
  const [current] = await db.select().from(quizSteps).where(eq(quizSteps.id, id)).limit(1);
  if (!current) throw ApiError.notFound("No such quiz step");
  await db
    .update(quizSteps)
    .set({
      title: body.title ? (mergeLocalized(quizSteps.title, body.title) as unknown as LocalizedText) : undefined,
      intro: localizedChange("intro", quizSteps.intro, current.intro, body.intro) as LocalizedText | null | undefined,
    })
    .where(eq(quizSteps.id, id));
  const quiz = await loadAdminQuiz(db, current.profileType);
  return quiz.steps.find((s) => s.id === id)!;
}
