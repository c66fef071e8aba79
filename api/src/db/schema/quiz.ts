/**
 * The style quiz as data (docs/decisions/0030-style-quiz.md): steps and their questions and choices,
 * with translated labels an administrator can change without a deploy, and each profile's answers
 * as choice ids the styling engine reads.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, unique } from "drizzle-orm/pg-core";
import { at, createdAt, id, localized, localizedCheck, updatedAt } from "./columns.js";
import { profileTypeEnum } from "./enums.js";
import { profiles } from "./profiles.js";

/** A page of the quiz, addressed by its slug in the URL (/quiz/{code}/{slug}). */
export const quizSteps = pgTable(
  "quiz_steps",
  {
    id: id(),
    profileType: profileTypeEnum("profile_type").notNull(),
    slug: text("slug").notNull(),
    position: smallint("position").notNull(),
    title: localized("title").notNull(),
    intro: localized("intro"),
  },
  (t) => [
    unique("quiz_steps_profile_type_slug_key").on(t.profileType, t.slug),
    check("quiz_steps_slug_format", sql`${t.slug} ~ '^[a-z][a-z0-9-]{0,39}$'`),
    localizedCheck("quiz_steps", t.title),
    localizedCheck("quiz_steps", t.intro),
  ],
);
export type QuizStep = typeof quizSteps.$inferSelect;

/**
 * A question of a step. `kind` says how it is answered: one choice, several, a line of text, a
 * paragraph or a date. A question with a `profile_field` is stored on the profile row (first name,
 * birthdate, sizes, the comment for the stylist) instead of in profile_answers.
 */
export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: id(),
    stepId: integer("step_id")
      .notNull()
      .references(() => quizSteps.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    position: smallint("position").notNull(),
    kind: text("kind").$type<"single" | "multiple" | "text" | "textarea" | "date">().notNull(),
    profileField: text("profile_field"),
    required: boolean("required").notNull().default(false),
    /** For a multiple-choice question: how many choices at most (null: no limit). */
    maxChoices: smallint("max_choices"),
    label: localized("label").notNull(),
    help: localized("help"),
  },
  (t) => [
    unique("quiz_questions_key_step_key").on(t.stepId, t.key),
    check("quiz_questions_kind", sql`${t.kind} in ('single', 'multiple', 'text', 'textarea', 'date')`),
    check(
      "quiz_questions_profile_field",
      sql`${t.profileField} is null or ${t.profileField} in ('firstname', 'gender', 'birthdate', 'top_size', 'bottom_size', 'shoe_size', 'description')`,
    ),
    localizedCheck("quiz_questions", t.label),
    localizedCheck("quiz_questions", t.help),
  ],
);
export type QuizQuestion = typeof quizQuestions.$inferSelect;

/**
 * A choice of a question. `value` is what the rest of the product reads (a size as the catalogue
 * writes it, a colour key, a print, a product category); `is_stocked` false marks a size we carry
 * too few pieces in (the woman quiz's size alert); an inactive choice is no longer offered.
 */
export const quizChoices = pgTable(
  "quiz_choices",
  {
    id: id(),
    questionId: integer("question_id")
      .notNull()
      .references(() => quizQuestions.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: text("value"),
    /** A swatch for colour choices (#rrggbb). */
    hex: text("hex"),
    position: smallint("position").notNull(),
    label: localized("label").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    isStocked: boolean("is_stocked").notNull().default(true),
  },
  (t) => [
    unique("quiz_choices_question_key").on(t.questionId, t.key),
    index("quiz_choices_question_id_idx").on(t.questionId),
    check("quiz_choices_hex", sql`${t.hex} is null or ${t.hex} ~ '^#[0-9a-f]{6}$'`),
    localizedCheck("quiz_choices", t.label),
  ],
);
export type QuizChoice = typeof quizChoices.$inferSelect;

/** A profile's answer to a question: the ids of the chosen choices, or a text. Kept across quizzes. */
export const profileAnswers = pgTable(
  "profile_answers",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => quizQuestions.id, { onDelete: "cascade" }),
    choiceIds: integer("choice_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    text: text("text"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "profile_answers_pkey", columns: [t.profileId, t.questionId] }),
    index("profile_answers_question_id_idx").on(t.questionId),
  ],
);
export type ProfileAnswer = typeof profileAnswers.$inferSelect;

/** Where a profile's quiz stopped, so a quiz left half-way resumes at that step. */
export const quizProgress = pgTable("quiz_progress", {
  profileId: integer("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  code: text("code").notNull(),
  /** The step to resume at (a step slug, or photo, comment, profile, membership, subscription, checkout). */
  step: text("step").notNull(),
  completedAt: at("completed_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type QuizProgress = typeof quizProgress.$inferSelect;
