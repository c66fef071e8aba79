/**
 * The quiz steps' form: the schema of a step built from its questions as the API serves them (GET
 * /website/quiz), which the step pages' actions check on the server (the browser draws the form
 * from the same questions and limits, without zod: decision 0066), the form's starting values
 * from the profile's saved answers, and the API body of a posted step. Messages are locale keys of
 * quiz.json; "quiz.error.too_many:3" carries its number.
 */
import { z } from "zod";
import type { components } from "~/generated/api-schema";

export type QuizContent = components["schemas"]["QuizContent"];
export type QuizStepContent = components["schemas"]["QuizStep"];
export type QuizQuestion = components["schemas"]["QuizQuestion"];
export type QuizChoice = components["schemas"]["QuizChoice"];
export type ProfileQuiz = components["schemas"]["ProfileQuiz"];
export type QuizAnswers = ProfileQuiz["answers"];

/** A first name's length, as the profile rules allow; a longer text (the comment) gets more room. */
const TEXT_MAX_LENGTH = { text: 100, textarea: 2000 } as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Form values: a choice id (as the form posts it), a list of them, or a text. */
export type QuizFormValue = string | string[] | undefined;
export type QuizFormValues = Record<string, QuizFormValue>;

/** The longest answer a text question takes (the schema's limit, the input's maxlength); none for the other kinds. */
export function textMaxLength(question: QuizQuestion): number | undefined {
  return question.kind === "text" || question.kind === "textarea" ? TEXT_MAX_LENGTH[question.kind] : undefined;
}

/** "x_refused" pairs with "x_loved": one choice cannot be both (the API says the same). */
export function lovedPartner(key: string): string | undefined {
  return key.endsWith("_refused") ? `${key.slice(0, -"_refused".length)}_loved` : undefined;
}

/** A missing profile field says which (the profile pages' messages, §5); other questions say "required". */
const REQUIRED_FIELD: Record<string, string> = {
  firstname: "profiles.error.firstname_required",
  gender: "profiles.error.gender_required",
  birthdate: "profiles.error.birthdate_required",
};

function questionField(question: QuizQuestion): z.ZodType {
  const ids = question.choices.map((choice) => String(choice.id));
  const named = question.profile_field ? REQUIRED_FIELD[question.profile_field] : undefined;
  switch (question.kind) {
    case "single": {
      const field = z.string({ error: named ?? "quiz.error.choose_one" }).refine((value) => ids.includes(value), {
        message: "quiz.error.choice_unknown",
      });
      return question.required ? field : field.optional();
    }
    case "multiple": {
      let field = z.array(z.string().refine((value) => ids.includes(value), { message: "quiz.error.choice_unknown" }));
      if (question.max_choices)
        field = field.max(question.max_choices, { message: `quiz.error.too_many:${question.max_choices}` });
      return question.required ? field.min(1, { message: "quiz.error.choose_some" }) : field.optional();
    }
    case "date": {
      const field = z
        .string({ error: named ?? "quiz.error.required" })
        .trim()
        .regex(ISO_DATE, { message: "quiz.error.date_invalid" });
      return question.required ? field : field.optional();
    }
    default: {
      const max = TEXT_MAX_LENGTH[question.kind];
      const field = z
        .string({ error: named ?? "quiz.error.required" })
        .trim()
        .max(max, { message: `quiz.error.too_long:${max}` });
      return question.required ? field : field.optional();
    }
  }
}

/** The schema of one step's form: one field per question, named by the question's key. */
export function stepSchema(questions: readonly QuizQuestion[]) {
  const keys = new Set(questions.map((question) => question.key));
  return z
    .object(Object.fromEntries(questions.map((question) => [question.key, questionField(question)])))
    .superRefine((value, context) => {
      for (const key of keys) {
        const partner = lovedPartner(key);
        if (!partner || !keys.has(partner)) continue;
        const refused = (value[key] as string[] | undefined) ?? [];
        const loved = (value[partner] as string[] | undefined) ?? [];
        if (refused.some((id) => loved.includes(id)))
          context.addIssue({ code: "custom", path: [key], message: "quiz.error.loved_and_refused" });
      }
    });
}

/** What the landing links suggested (§2 sugg_t, sugg_b, sugg_g), to start a new kid's quiz with. */
export type LandingSuggestions = { top_size?: string; bottom_size?: string; gender?: string };

const SUGGESTED: Record<string, keyof LandingSuggestions> = {
  gender: "gender",
  top_size: "top_size",
  bottom_size: "bottom_size",
};

/**
 * The form's starting values: the profile's saved answers; a question not answered yet takes the
 * landing suggestion for its profile field (a new kid's gender and sizes), when it is a choice.
 */
export function defaultAnswers(
  questions: readonly QuizQuestion[],
  answers: QuizAnswers | undefined,
  suggestions: LandingSuggestions = {},
): QuizFormValues {
  const values: QuizFormValues = {};
  for (const question of questions) {
    const saved = answers?.[question.key];
    const ids = (saved?.choice_ids ?? []).map(String);
    if (question.kind === "multiple") values[question.key] = ids;
    else if (question.kind === "single") {
      const field = question.profile_field ? SUGGESTED[question.profile_field] : undefined;
      const suggested = field ? suggestions[field] : undefined;
      const fallback =
        suggested && question.choices.find((choice) => choice.value === suggested || choice.key === suggested);
      values[question.key] = ids[0] ?? (fallback ? String(fallback.id) : undefined);
    } else values[question.key] = saved?.text ?? undefined;
  }
  return values;
}

/** The API body's answers (PUT …/quiz/{slug}): choice ids as numbers, texts, null for no answer. */
export function answersBody(
  questions: readonly QuizQuestion[],
  value: Record<string, unknown>,
): Record<string, number[] | string | null> {
  const body: Record<string, number[] | string | null> = {};
  for (const question of questions) {
    const answer = value[question.key];
    if (question.kind === "single") body[question.key] = typeof answer === "string" ? [Number(answer)] : [];
    else if (question.kind === "multiple") body[question.key] = Array.isArray(answer) ? answer.map(Number) : [];
    else body[question.key] = typeof answer === "string" && answer ? answer : null;
  }
  return body;
}

/** The choice a single question's answer names, if any. */
export function chosenChoice(question: QuizQuestion, answer: unknown): QuizChoice | undefined {
  const id = Array.isArray(answer) ? answer[0] : answer;
  return question.choices.find((choice) => String(choice.id) === String(id));
}
