/**
 * Request and response schemas of the style quiz (docs/decisions/0030-style-quiz.md): the content
 * served per profile type in the request's language, a profile's answers, and the administrator's
 * view of the content in every locale. Field names are snake_case like the rest of the API.
 */
import { z } from "zod";
import { CONTENT_LOCALES, type ContentLocale } from "#domain/locales.js";
import { PROFILE_TYPES } from "#domain/profiles.js";
import { QUIZ_CODES } from "#domain/quiz.js";

export const QUESTION_KINDS = ["single", "multiple", "text", "textarea", "date"] as const;
export const PROFILE_FIELDS = [
  "firstname",
  "gender",
  "birthdate",
  "top_size",
  "bottom_size",
  "shoe_size",
  "description",
] as const;
export type QuizProfileField = (typeof PROFILE_FIELDS)[number];

const ProfileTypeInput = z.enum(PROFILE_TYPES).meta({ description: "KID or WOMAN" });

export const QuizContentQuery = z.object({ profile_type: ProfileTypeInput });

/** A quiz step slug as the URLs write it (identity, sizes, colours…), or a flow step (photo, checkout…). */
const StepSlug = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, "A step is written in lower-case letters, digits and hyphens")
  .meta({ example: "sizes" });

// ── Public content ─────────────────────────────────────────────────────────────────────────────

export const QuizChoiceSchema = z
  .object({
    id: z.number().int(),
    key: z.string().meta({ description: "Stable key of the choice within its question", example: "navy" }),
    value: z.string().nullable().meta({
      description: "What the rest of the product reads: a size as stored, a colour or print key, a product category",
    }),
    hex: z.string().nullable().meta({ description: "Swatch of a colour choice (#rrggbb)" }),
    label: z.string(),
    is_stocked: z
      .boolean()
      .meta({ description: "false: a size we carry too few pieces in (the woman quiz's size alert)" }),
  })
  .meta({ id: "QuizChoice" });

export const QuizQuestionSchema = z
  .object({
    id: z.number().int(),
    key: z
      .string()
      .meta({ description: "Stable key of the question, unique within a profile type", example: "top_size" }),
    kind: z.enum(QUESTION_KINDS),
    profile_field: z
      .enum(PROFILE_FIELDS)
      .nullable()
      .meta({ description: "The profile column the answer is stored in (null: kept in the profile's answers)" }),
    required: z.boolean(),
    max_choices: z.number().int().nullable().meta({ description: "For a multiple choice: how many at most" }),
    label: z.string(),
    help: z.string().nullable(),
    choices: z.array(QuizChoiceSchema),
  })
  .meta({ id: "QuizQuestion" });

export const QuizStepSchema = z
  .object({
    slug: z.string().meta({ example: "identity" }),
    position: z.number().int(),
    title: z.string(),
    intro: z.string().nullable(),
    questions: z.array(QuizQuestionSchema),
  })
  .meta({ id: "QuizStep" });

export const QuizContentSchema = z
  .object({ profile_type: z.enum(PROFILE_TYPES), steps: z.array(QuizStepSchema) })
  .meta({ id: "QuizContent" });
export type QuizContent = z.infer<typeof QuizContentSchema>;

// ── Answers ────────────────────────────────────────────────────────────────────────────────────

export const QuizAnswerSchema = z
  .object({
    choice_ids: z.array(z.number().int()),
    text: z.string().nullable(),
  })
  .meta({ id: "QuizAnswer" });

export const QuizProgressSchema = z
  .object({
    code: z.string().meta({ description: "The quiz code the profile's quiz was taken under" }),
    step: z.string().meta({ description: "The step to resume at" }),
    completed_at: z.string().nullable().meta({ format: "date-time" }),
  })
  .meta({ id: "QuizProgress" });

export const ProfileQuizSchema = z
  .object({
    profile_id: z.number().int(),
    answers: z.record(z.string(), QuizAnswerSchema).meta({
      description:
        "Every question of the profile's type by key: chosen choice ids (single and multiple) or the text (text, textarea, date); questions with a profile_field are read from the profile",
    }),
    progress: QuizProgressSchema.nullable(),
  })
  .meta({ id: "ProfileQuiz" });
export type ProfileQuiz = z.infer<typeof ProfileQuizSchema>;

export const QuizProfileParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "A profile id is required")
    .transform(Number),
});

export const QuizStepParams = QuizProfileParams.extend({ slug: StepSlug });

const QuizCodeInput = z.enum(QUIZ_CODES).meta({ description: "The quiz code of the URL (signup, client-woman…)" });

/** One answer as the form sends it: choice ids, a text, or null (no answer). */
const AnswerInput = z.union([
  z.array(z.number().int().positive().max(2_147_483_647)).max(100),
  z.string().max(5000),
  z.null(),
]);

export const SaveStepBody = z.object({
  answers: z.record(z.string().max(80), AnswerInput).meta({
    description:
      "The step's answers by question key: choice ids for single and multiple questions, a text for text, textarea and date (YYYY-MM-DD). A question of the step left out is answered empty.",
  }),
  code: QuizCodeInput,
  next_step: StepSlug.meta({ description: "Where the quiz resumes (the step after this one)" }),
});
export type SaveStepInput = z.output<typeof SaveStepBody>;

export const SaveProgressBody = z.object({
  code: QuizCodeInput,
  step: StepSlug.meta({ description: "The step to resume at: photo, account, size-alert, profile, membership…" }),
  completed: z
    .boolean()
    .optional()
    .meta({ description: "true when the quiz is over (the box is booked, or the answers saved)" }),
});
export type SaveProgressInput = z.output<typeof SaveProgressBody>;

// ── Administration ─────────────────────────────────────────────────────────────────────────────

/** A stored text in every locale (inlined: other modules name their own copies). */
export const AdminLocalizedSchema = z.object(
  Object.fromEntries(CONTENT_LOCALES.map((l) => [l, z.string()])) as Record<ContentLocale, z.ZodString>,
);

const text = (max: number) => z.string().trim().min(1, "The text is empty").max(max, `At most ${max} characters`);

/** A new text: all five locales, no other key. */
const localizedInput = (max: number) =>
  z.strictObject(
    Object.fromEntries(CONTENT_LOCALES.map((l) => [l, text(max)])) as Record<ContentLocale, ReturnType<typeof text>>,
  );

/** An edit: some locales (the others keep their text), at least one. */
const localizedPatch = (max: number) =>
  localizedInput(max)
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, "Name at least one locale");

const LABEL_MAX = 300;
const HELP_MAX = 1000;

const nonEmptyEdit = <T extends z.ZodObject>(schema: T) =>
  schema.refine((body) => Object.values(body).some((v) => v !== undefined), "Nothing to change");

const HexInput = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, "A colour is written #rrggbb");

export const AdminChoiceSchema = z
  .object({
    id: z.number().int(),
    question_id: z.number().int(),
    key: z.string(),
    value: z.string().nullable(),
    hex: z.string().nullable(),
    position: z.number().int(),
    label: AdminLocalizedSchema,
    is_active: z.boolean(),
    is_stocked: z.boolean(),
  })
  .meta({ id: "QuizChoiceAdmin" });

export const AdminQuestionSchema = z
  .object({
    id: z.number().int(),
    step_id: z.number().int(),
    key: z.string(),
    position: z.number().int(),
    kind: z.enum(QUESTION_KINDS),
    profile_field: z.enum(PROFILE_FIELDS).nullable(),
    required: z.boolean(),
    max_choices: z.number().int().nullable(),
    label: AdminLocalizedSchema,
    help: AdminLocalizedSchema.nullable(),
    choices: z.array(AdminChoiceSchema),
  })
  .meta({ id: "QuizQuestionAdmin" });

export const AdminStepSchema = z
  .object({
    id: z.number().int(),
    profile_type: z.enum(PROFILE_TYPES),
    slug: z.string(),
    position: z.number().int(),
    title: AdminLocalizedSchema,
    intro: AdminLocalizedSchema.nullable(),
    questions: z.array(AdminQuestionSchema),
  })
  .meta({ id: "QuizStepAdmin" });

export const AdminQuizSchema = z
  .object({ profile_type: z.enum(PROFILE_TYPES), steps: z.array(AdminStepSchema) })
  .meta({ id: "QuizAdmin" });

export const AdminIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const PatchQuestionBody = nonEmptyEdit(
  z.strictObject({
    label: localizedPatch(LABEL_MAX).optional(),
    help: localizedPatch(HELP_MAX).nullable().optional().meta({ description: "null removes the help text" }),
    required: z.boolean().optional(),
  }),
);

export const CreateChoiceBody = z.strictObject({
  key: z
    .string()
    .trim()
    .min(1, "The key is empty")
    .max(60, "At most 60 characters")
    .regex(/^[a-z0-9]+(?:[_-][a-z0-9]+)*$/, "The key takes lower-case letters, digits, _ and -"),
  label: localizedInput(LABEL_MAX),
  value: z.string().trim().min(1).max(60).nullable().optional(),
  hex: HexInput.nullable().optional(),
  is_stocked: z.boolean().optional(),
  position: z.number().int().min(0).max(30_000).optional().meta({ description: "By default after the others" }),
});
export type CreateChoiceInput = z.output<typeof CreateChoiceBody>;

export const PatchChoiceBody = nonEmptyEdit(
  z.strictObject({
    label: localizedPatch(LABEL_MAX).optional(),
    is_active: z.boolean().optional(),
    is_stocked: z.boolean().optional(),
    hex: HexInput.nullable().optional(),
    position: z.number().int().min(0).max(30_000).optional(),
  }),
);

export const PatchStepBody = nonEmptyEdit(
  z.strictObject({
    title: localizedPatch(LABEL_MAX).optional(),
    intro: localizedPatch(HELP_MAX).nullable().optional().meta({ description: "null removes the introduction" }),
  }),
);
