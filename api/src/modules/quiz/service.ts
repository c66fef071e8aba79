/**
 * The style quiz's reads and writes: the content per profile type (served in one language, or in
 * every locale to an administrator), a profile's answers, a step's answers saved through the profile
 * rules in one transaction, and the default content inserted by key (so a fresh database and the
 * test snapshot always have a quiz, and an administrator's edits are never overwritten).
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AppDatabase, Db } from "../../db/client.js";
import {
  profileAnswers,
  profiles,
  quizChoices,
  quizProgress,
  quizQuestions,
  quizSteps,
  type Profile,
  type QuizChoice,
  type QuizQuestion,
  type QuizStep,
} from "../../db/schema/index.js";
import { CONTENT_LOCALES, type ContentLocale, type LocalizedText } from "#domain/locales.js";
import {
  PROFILE_MANDATORY_MESSAGE,
  choosePalette,
  findPalette,
  normalizeDateInput,
  normalizeGender,
  profileTypeOf,
  type ProfileType,
} from "#domain/profiles.js";
import { codeProfileType, type QuizCode } from "#domain/quiz.js";
import { ApiError, type FieldErrors } from "../../plugins/errors.js";
import { backgroundsInUse, checkProfileValues, requireOwnProfile, type ProfileValues } from "../profiles/index.js";
import type {
  CreateChoiceInput,
  ProfileQuiz,
  QuizContent,
  QuizProfileField,
  SaveProgressInput,
  SaveStepInput,
} from "./schemas.js";

/** Website-cache keys of the quiz content: quiz:<locale>:<profile type>. */
export const QUIZ_CACHE_PREFIX = "quiz:";
export const quizCacheKey = (locale: ContentLocale, type: ProfileType) => `${QUIZ_CACHE_PREFIX}${locale}:${type}`;

const pick = (text: LocalizedText | null, locale: ContentLocale): string | null =>
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

async function contentRows(db: Db, type: ProfileType, activeOnly: boolean, slug?: string): Promise<ContentRows> {
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

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
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

const adminChoice = (c: QuizChoice) => ({
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

const adminQuestion = (q: QuizQuestion, choices: readonly QuizChoice[]) => ({
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

// ── A profile's answers ────────────────────────────────────────────────────────────────────────

function profileValue(profile: Profile, field: QuizProfileField): string | null {
  switch (field) {
    case "firstname":
      return profile.firstname;
    case "gender":
      return profile.gender;
    case "birthdate":
      return profile.birthdate;
    case "top_size":
      return profile.topSize;
    case "bottom_size":
      return profile.bottomSize;
    case "shoe_size":
      return profile.shoeSize;
    case "description":
      return profile.description;
  }
}

/**
 * Every question of the profile's type with its answer: the stored choice ids or text, or for a
 * question with a profile field the profile's value (a choice question answers the choice whose
 * value it is, the active one first).
 */
export async function profileQuiz(db: Db, profile: Profile): Promise<ProfileQuiz> {
  const { questions, choices } = await contentRows(db, profile.profileType, false);
  const choicesOf = groupBy(choices, (c) => c.questionId);
  const stored = questions.length
    ? await db
        .select()
        .from(profileAnswers)
        .where(
          and(
            eq(profileAnswers.profileId, profile.id),
            inArray(
              profileAnswers.questionId,
              questions.map((q) => q.id),
            ),
          ),
        )
    : [];
  const storedOf = new Map(stored.map((a) => [a.questionId, a]));
  const answers: ProfileQuiz["answers"] = {};
  for (const q of questions) {
    const field = q.profileField as QuizProfileField | null;
    if (field) {
      const value = profileValue(profile, field);
      if (q.kind === "single" || q.kind === "multiple") {
        const matching = (choicesOf.get(q.id) ?? []).filter((c) => value !== null && c.value === value);
        const choice = matching.find((c) => c.isActive) ?? matching[0];
        answers[q.key] = { choice_ids: choice ? [choice.id] : [], text: null };
      } else {
        answers[q.key] = { choice_ids: [], text: value };
      }
      continue;
    }
    const row = storedOf.get(q.id);
    answers[q.key] = { choice_ids: row?.choiceIds ?? [], text: row?.text ?? null };
  }
  const [progress] = await db.select().from(quizProgress).where(eq(quizProgress.profileId, profile.id)).limit(1);
  return {
    profile_id: profile.id,
    answers,
    progress: progress
      ? { code: progress.code, step: progress.step, completed_at: progress.completedAt?.toISOString() ?? null }
      : null,
  };
}

export async function ownProfileQuiz(db: AppDatabase, clientId: number, profileId: number): Promise<ProfileQuiz> {
  return profileQuiz(db, await requireOwnProfile(db, clientId, profileId));
}

// ── Saving a step ──────────────────────────────────────────────────────────────────────────────

const REQUIRED = "This answer is required";
const TEXT_MAX: Record<string, number> = { text: 200, textarea: 2000, date: 10 };
const FIRSTNAME_MAX = 100;

function requireCodeOfType(code: QuizCode, type: ProfileType) {
  if (codeProfileType(code) !== type) {
    throw ApiError.badRequest("Invalid quiz code", {
      code: [type === "KID" ? "This quiz code is for a woman profile" : "This quiz code is for a kid profile"],
    });
  }
}

type Checked = { choiceIds: number[]; text: string | null };

/** One answer read against its question: its normalized value, or the problem to report. */
function checkAnswer(
  q: QuizQuestion,
  raw: number[] | string | null | undefined,
  active: readonly QuizChoice[],
): { value: Checked } | { problem: string } {
  if (q.kind === "single" || q.kind === "multiple") {
    if (typeof raw === "string") return { problem: "Choose among the answers offered" };
    const ids = [...new Set(raw ?? [])];
    const offered = new Set(active.map((c) => c.id));
    if (ids.some((id) => !offered.has(id))) return { problem: "This choice is not offered for this question" };
    if (q.kind === "single" && ids.length > 1) return { problem: "Choose one answer" };
    if (q.maxChoices !== null && ids.length > q.maxChoices) {
      return { problem: `Choose ${q.maxChoices} answers at most` };
    }
    return { value: { choiceIds: ids, text: null } };
  }
  if (Array.isArray(raw)) return { problem: "Write an answer" };
  let text = (raw ?? "").trim();
  if (text.includes("\u0000")) return { problem: "Invalid characters" };
  if (q.kind === "date") text = normalizeDateInput(text);
  const max = q.profileField === "firstname" ? FIRSTNAME_MAX : (TEXT_MAX[q.kind] ?? 200);
  if (q.kind !== "date" && text.length > max) return { problem: `At most ${max} characters` };
  return { value: { choiceIds: [], text: text === "" ? null : text } };
}

const isEmpty = (value: Checked) => value.choiceIds.length === 0 && value.text === null;

/**
 * Saves the answers of one step of the profile's quiz and where the quiz resumes, in one
 * transaction. Every question of the step is answered (a question left out is answered empty,
 * unless it is required); profile fields go through the profile rules (same messages and codes as
 * PATCH /clients/me/kids/{id}).
 */
export async function saveStep(
  db: AppDatabase,
  clientId: number,
  profileId: number,
  slug: string,
  input: SaveStepInput,
): Promise<ProfileQuiz> {
  return db.transaction(async (tx) => {
    const profile = await requireOwnProfile(tx, clientId, profileId, true);
    const type = profile.profileType;
    requireCodeOfType(input.code, type);
    const { steps, questions, choices } = await contentRows(tx, type, true, slug);
    if (steps.length === 0) throw ApiError.notFound("No such quiz step");
    const activeOf = groupBy(choices, (c) => c.questionId);
    const byKey = new Map(questions.map((q) => [q.key, q]));

    const errors: FieldErrors = {};
    const mandatory: FieldErrors = {};
    for (const key of Object.keys(input.answers)) {
      if (!byKey.has(key)) errors[key] = ["This question is not part of this step"];
    }
    const values = new Map<QuizQuestion, Checked>();
    for (const q of questions) {
      const result = checkAnswer(q, input.answers[q.key], activeOf.get(q.id) ?? []);
      if ("problem" in result) {
        errors[q.key] = [result.problem];
        continue;
      }
      const value = result.value;
      const field = q.profileField as QuizProfileField | null;
      // §5: the profile's own mandatory fields keep the profile calls' message
      if (isEmpty(value) && (field === "firstname" || field === "gender")) {
        mandatory[q.key] = [`${field} is mandatory`];
      } else if (isEmpty(value) && field === "birthdate" && type === "KID") {
        mandatory[q.key] = ["birthdate is mandatory for KIDS"];
      } else if (isEmpty(value) && q.required) {
        errors[q.key] = [REQUIRED];
      }
      values.set(q, value);
    }
    // A choice cannot be loved and refused at once (colours_loved / colours_refused…)
    for (const q of questions) {
      if (!q.key.endsWith("_refused")) continue;
      const loved = byKey.get(`${q.key.slice(0, -"_refused".length)}_loved`);
      const refusedValue = values.get(q);
      const lovedValue = loved && values.get(loved);
      if (!refusedValue || !lovedValue) continue;
      const keyOf = new Map(choices.map((c) => [c.id, c.key]));
      const lovedKeys = new Set(lovedValue.choiceIds.map((id) => keyOf.get(id)));
      if (refusedValue.choiceIds.some((id) => lovedKeys.has(keyOf.get(id)))) {
        errors[q.key] = ["A choice cannot be both loved and refused"];
      }
    }
    if (Object.keys(mandatory).length > 0) {
      throw ApiError.badRequest(PROFILE_MANDATORY_MESSAGE, { ...errors, ...mandatory });
    }
    if (Object.keys(errors).length > 0) throw ApiError.badRequest("Invalid answers", errors);

    // The profile's columns, through the profile rules
    const choiceById = new Map(choices.map((c) => [c.id, c]));
    const fields: Partial<Record<QuizProfileField, string | null>> = {};
    for (const [q, value] of values) {
      const field = q.profileField as QuizProfileField | null;
      if (!field) continue;
      fields[field] =
        q.kind === "single" || q.kind === "multiple"
          ? (value.choiceIds.map((id) => choiceById.get(id)?.value ?? null).find((v) => v !== null) ?? null)
          : value.text;
    }
    const gender = type === "WOMAN" ? "woman" : fields.gender ? normalizeGender(fields.gender) : profile.gender;
    if (!gender || profileTypeOf(gender) !== type) {
      throw ApiError.badRequest("Invalid profile", {
        gender: [type === "KID" ? "A kid is a boy or a girl" : "A woman profile's gender is woman"],
      });
    }
    const profileValues: ProfileValues = {
      birthdate: fields.birthdate,
      top_size: fields.top_size,
      bottom_size: fields.bottom_size,
      shoe_size: fields.shoe_size,
    };
    checkProfileValues(type, gender, profileValues);
    const changes: Partial<Profile> = {};
    if (fields.firstname !== undefined) changes.firstname = fields.firstname ?? profile.firstname;
    if (fields.birthdate !== undefined) changes.birthdate = fields.birthdate;
    if (fields.top_size !== undefined) changes.topSize = fields.top_size;
    if (fields.bottom_size !== undefined) changes.bottomSize = fields.bottom_size;
    if (fields.shoe_size !== undefined) changes.shoeSize = fields.shoe_size;
    if (fields.description !== undefined) changes.description = fields.description;
    if (gender !== profile.gender) {
      changes.gender = gender;
      const current = { background: profile.colorBackground ?? "", textColor: profile.colorText ?? "" };
      const palette = findPalette(gender, current) ?? choosePalette(gender, await backgroundsInUse(tx, clientId));
      changes.colorBackground = palette.background;
      changes.colorText = palette.textColor;
    }
    let updated = profile;
    if (Object.keys(changes).length > 0) {
      const [row] = await tx.update(profiles).set(changes).where(eq(profiles.id, profile.id)).returning();
      updated = row!;
    }

    // The other answers: replaced per question
    const rows = [...values]
      .filter(([q]) => !q.profileField)
      .map(([q, value]) => ({ profileId: profile.id, questionId: q.id, choiceIds: value.choiceIds, text: value.text }));
    if (rows.length > 0) {
      await tx
        .insert(profileAnswers)
        .values(rows)
        .onConflictDoUpdate({
          target: [profileAnswers.profileId, profileAnswers.questionId],
          set: { choiceIds: sql`excluded.choice_ids`, text: sql`excluded.text`, updatedAt: new Date() },
        });
    }
    await writeProgress(tx, profile.id, input.code, input.next_step, null);
    return profileQuiz(tx, updated);
  });
}

async function writeProgress(db: Db, profileId: number, code: string, step: string, completedAt: Date | null) {
  await db
    .insert(quizProgress)
    .values({ profileId, code, step, completedAt })
    .onConflictDoUpdate({ target: quizProgress.profileId, set: { code, step, completedAt, updatedAt: new Date() } });
}

/** Where the quiz resumes, for the steps without answers (photo, account, profile, membership…). */
export async function saveProgress(
  db: AppDatabase,
  clientId: number,
  profileId: number,
  input: SaveProgressInput,
): Promise<ProfileQuiz> {
  return db.transaction(async (tx) => {
    const profile = await requireOwnProfile(tx, clientId, profileId, true);
    requireCodeOfType(input.code, profile.profileType);
    await writeProgress(tx, profile.id, input.code, input.step, input.completed ? new Date() : null);
    return profileQuiz(tx, profile);
  });
}

// ── Administration ─────────────────────────────────────────────────────────────────────────────

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

/**
 * Answers given by choice keys (the demo profiles' quiz answers): { colours_loved: ["navy"] }
 * stored as the choices' ids. An unknown question or choice key is a mistake in the data: it throws.
 */
export async function insertAnswersByKey(
  db: Db,
  profileId: number,
  type: ProfileType,
  answers: Readonly<Record<string, readonly string[]>>,
): Promise<void> {
  const { questions, choices } = await contentRows(db, type, false);
  const rows = Object.entries(answers).map(([key, choiceKeys]) => {
    const question = questions.find((q) => q.key === key && !q.profileField);
    if (!question) throw new Error(`No ${type} quiz question ${key} kept in the answers`);
    const choiceIds = choiceKeys.map((choiceKey) => {
      const choice = choices.find((c) => c.questionId === question.id && c.key === choiceKey);
      if (!choice) throw new Error(`No choice ${choiceKey} for the ${type} quiz question ${key}`);
      return choice.id;
    });
    return { profileId, questionId: question.id, choiceIds, text: null };
  });
  if (rows.length > 0) await db.insert(profileAnswers).values(rows).onConflictDoNothing();
}
