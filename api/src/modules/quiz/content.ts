/**
 * The style quiz's content per profile type: served in one language, or in every locale to an
 * administrator, and the default content inserted by key (so a fresh database and the test snapshot
 * always have a quiz, and an administrator's edits are never overwritten).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  quizChoices,
  quizQuestions,
  quizSteps,
  type QuizChoice,
  type QuizQuestion,
  type QuizStep,
} from "../../db/schema/index.js";
import { type ContentLocale, type LocalizedText } from "#domain/locales.js";
import { type ProfileType } from "#domain/profiles.js";
import type { QuizContent, QuizProfileField } from "./schemas.js";

/** Website-cache keys of the quiz content: quiz:<locale>:<profile type>. */
export const QUIZ_CACHE_PREFIX = "quiz:";
export const quizCacheKey = (locale: ContentLocale, type: ProfileType) => `${QUIZ_CACHE_PREFIX}${locale}:${type}`;

export const pick = (text: LocalizedText | null, locale: ContentLocale): string | null =>
  text ? text[locale] || text.fr || null : null;

// ── Default content ────────────────────────────────────────────────────────────────────────────

export type QuizChoiceSeed = {
  key: string;
  value: string | null;
  hex?: string | null;
  label: LocalizedText;
  isStocked?: boolean;
};
export type QuizQuestionSeed = {
  key: string;
  kind: QuizQuestion["kind"];
  profileField?: QuizProfileField | null;
  required?: boolean;
  maxChoices?: number | null;
  label: LocalizedText;
  help?: LocalizedText | null;
  choices?: readonly QuizChoiceSeed[];
};
export type QuizStepSeed = {
  slug: string;
  title: LocalizedText;
  intro?: LocalizedText | null;
  questions: readonly QuizQuestionSeed[];
};
export type QuizContentSeed = Record<ProfileType, readonly QuizStepSeed[]>;

/**
 * Inserts the content that is missing, matched by keys (step slug per profile type, question key
 * per step, choice key per question): rows already there, edited by an administrator or not, stay
 * as they are. Safe to run on every start.
 */
export async function insertQuizContent(db: Db, content: QuizContentSeed): Promise<void> {
  for (const type of Object.keys(content) as ProfileType[]) {
    const steps = content[type];
    if (steps.length === 0) continue;
    await db
      .insert(quizSteps)
      .values(
        steps.map((s, i) => ({
          profileType: type,
          slug: s.slug,
          position: i + 1,
          title: s.title,
          intro: s.intro ?? null,
        })),
      )
      .onConflictDoNothing();
    const stepRows = await db.select().from(quizSteps).where(eq(quizSteps.profileType, type));
    const stepId = new Map(stepRows.map((r) => [r.slug, r.id]));
    const questions = steps.flatMap((s) =>
      s.questions.map((q, i) => ({
        stepId: stepId.get(s.slug)!,
        key: q.key,
        position: i + 1,
        kind: q.kind,
        profileField: q.profileField ?? null,
        required: q.required ?? false,
        maxChoices: q.maxChoices ?? null,
        label: q.label,
        help: q.help ?? null,
      })),
    );
    if (questions.length === 0) continue;
    await db.insert(quizQuestions).values(questions).onConflictDoNothing();
    const questionRows = await db
      .select({ id: quizQuestions.id, stepId: quizQuestions.stepId, key: quizQuestions.key })
      .from(quizQuestions)
      .where(inArray(quizQuestions.stepId, [...stepId.values()]));
    const questionId = new Map(questionRows.map((r) => [`${r.stepId}:${r.key}`, r.id]));
    const choices = steps.flatMap((s) =>
      s.questions.flatMap((q) =>
        (q.choices ?? []).map((c, i) => ({
          questionId: questionId.get(`${stepId.get(s.slug)}:${q.key}`)!,
          key: c.key,
          value: c.value,
          hex: c.hex ?? null,
          position: i + 1,
          label: c.label,
          isStocked: c.isStocked ?? true,
        })),
      ),
    );
    for (let i = 0; i < choices.length; i += 500) {
      await db
        .insert(quizChoices)
        .values(choices.slice(i, i + 500))
        .onConflictDoNothing();
    }
  }
}

// ── Reading the content ────────────────────────────────────────────────────────────────────────

type ContentRows = { steps: QuizStep[]; questions: QuizQuestion[]; choices: QuizChoice[] };

export async function contentRows(db: Db, type: ProfileType, activeOnly: boolean, slug?: string): Promise<ContentRows> {
  const steps = await db
    .select()
    .from(quizSteps)
    .where(slug ? and(eq(quizSteps.profileType, type), eq(quizSteps.slug, slug)) : eq(quizSteps.profileType, type))
    .orderBy(asc(quizSteps.position), asc(quizSteps.id));
  if (steps.length === 0) return { steps, questions: [], choices: [] };
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(
      inArray(
        quizQuestions.stepId,
        steps.map((s) => s.id),
      ),
    )
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  if (questions.length === 0) return { steps, questions, choices: [] };
  const ofQuestions = inArray(
    quizChoices.questionId,
    questions.map((q) => q.id),
  );
  const choices = await db
    .select()
    .from(quizChoices)
    .where(activeOnly ? and(ofQuestions, eq(quizChoices.isActive, true)) : ofQuestions)
    .orderBy(asc(quizChoices.position), asc(quizChoices.id));
  return { steps, questions, choices };
}

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The quiz of a profile type in one language: steps, questions and active choices, by position. */
export async function loadQuizContent(db: Db, locale: ContentLocale, type: ProfileType): Promise<QuizContent> {
  const { steps, questions, choices } = await contentRows(db, type, true);
  const questionsOf = groupBy(questions, (q) => q.stepId);
  const choicesOf = groupBy(choices, (c) => c.questionId);
  return {
    profile_type: type,
    steps: steps.map((s) => ({
      slug: s.slug,
      position: s.position,
      title: pick(s.title, locale) ?? "",
      intro: pick(s.intro, locale),
      questions: (questionsOf.get(s.id) ?? []).map((q) => ({
        id: q.id,
        key: q.key,
        kind: q.kind,
        profile_field: q.profileField as QuizProfileField | null,
        required: q.required,
        max_choices: q.maxChoices,
        label: pick(q.label, locale) ?? "",
        help: pick(q.help, locale),
        choices: (choicesOf.get(q.id) ?? []).map((c) => ({
          id: c.id,
          key: c.key,
          value: c.value,
          hex: c.hex,
          label: pick(c.label, locale) ?? "",
          is_stocked: c.isStocked,
        })),
      })),
    })),
  };
}

export const adminChoice = (c: QuizChoice) => ({
  id: c.id,
  question_id: c.questionId,
  key: c.key,
  value: c.value,
  hex: c.hex,
  position: c.position,
  label: c.label,
  is_active: c.isActive,
  is_stocked: c.isStocked,
});

export const adminQuestion = (q: QuizQuestion, choices: readonly QuizChoice[]) => ({
  id: q.id,
  step_id: q.stepId,
  key: q.key,
  position: q.position,
  kind: q.kind,
  profile_field: q.profileField as QuizProfileField | null,
  required: q.required,
  max_choices: q.maxChoices,
  label: q.label,
  help: q.help,
  choices: choices.map(adminChoice),
});

/** The quiz of a profile type in every locale, inactive choices included (administration). */
export async function loadAdminQuiz(db: Db, type: ProfileType) {
  const { steps, questions, choices } = await contentRows(db, type, false);
  const questionsOf = groupBy(questions, (q) => q.stepId);
  const choicesOf = groupBy(choices, (c) => c.questionId);
  return {
    profile_type: type,
    steps: steps.map((s) => ({
      id: s.id,
      profile_type: s.profileType,
      slug: s.slug,
      position: s.position,
      title: s.title,
      intro: s.intro,
      questions: (questionsOf.get(s.id) ?? []).map((q) => adminQuestion(q, choicesOf.get(q.id) ?? [])),
    })),
  };
}
