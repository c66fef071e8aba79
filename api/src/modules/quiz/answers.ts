/**
 * A profile's quiz answers: read with its profile fields, a step's answers saved through the profile
 * rules in one transaction, where the quiz resumes, and the demo profiles' answers given by key.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppDatabase, Db } from "../../db/client.js";
import {
  profileAnswers,
  profiles,
  quizProgress,
  type Profile,
  type QuizChoice,
  type QuizQuestion,
} from "../../db/schema/index.js";
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
import {
  backgroundsInUse,
  checkProfileValues,
  requireOwnProfile,
  sizesGivenOn,
  type ProfileValues,
} from "../profiles/index.js";
import type { ProfileQuiz, QuizProfileField, SaveProgressInput, SaveStepInput } from "./schemas.js";
import { contentRows, groupBy } from "./content.js";

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
    const givenOn = sizesGivenOn(profile, changes);
    if (givenOn) changes.sizesGivenOn = givenOn;
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
