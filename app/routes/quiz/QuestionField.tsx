import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n";
import { textMaxLength, type QuizFormValue, type QuizQuestion } from "./quiz-form";

/** A quiz error (a quiz.json key, "quiz.error.too_many:3" with its number) in the page's language. */
export function quizErrorText(t: TFunction, error: string): string {
  const [key = error, count] = error.split(":");
  return count === undefined ? t(key) : t(key, { count: Number(count) });
}

function Errors({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <p id={id} className="field__error">
      {errors.map((error) => quizErrorText(t, error)).join(" ")}
    </p>
  );
}

/** Whether a choice is among the answer's (one id, or a list of them from a multiple choice). */
function isChosen(value: QuizFormValue, id: string): boolean {
  return Array.isArray(value) ? value.includes(id) : value === id;
}

/** The help under a question: the API's help text, else how many choices a multiple choice takes. */
function helpText(question: QuizQuestion, t: TFunction): string | null {
  if (question.help) return question.help;
  return question.max_choices ? t("quiz.max_choices", { count: question.max_choices }) : null;
}

/**
 * One question of a quiz step, drawn after its kind: a text or date input, a radio group (single),
 * a checkbox group with colour swatches (multiple), a textarea. Labels, help and errors are tied
 * to the inputs (aria-invalid, aria-describedby); the value is the saved answer, or what was sent
 * when the step was refused. Plain inputs whose limits come from the question (required, a text's
 * length): the step's action checks them with the schema and sends back the errors.
 */
export function QuestionField({
  question,
  id,
  value,
  errors,
}: {
  question: QuizQuestion;
  /** The field's id in the page (the form's id and the question's key). */
  id: string;
  value: QuizFormValue;
  errors: readonly string[] | undefined;
}) {
  const { t } = useTranslation();
  const help = helpText(question, t);
  const errorId = `${id}-error`;
  const helpId = `${id}-description`;
  const invalid = Boolean(errors?.length);
  // What every control of the question carries: its name, and its error and help for assistive technologies
  const control = {
    name: question.key,
    "aria-invalid": invalid || undefined,
    "aria-describedby": [invalid && errorId, help && helpId].filter(Boolean).join(" ") || undefined,
  };
  const label = (
    <>
      {question.label}
      {/* A multiple choice is optional unless said otherwise: only the other kinds say so */}
      {!question.required && question.kind !== "multiple" && (
        <span className="quiz-question__optional"> {t("quiz.optional")}</span>
      )}
    </>
  );
  const helpLine = help ? (
    <p id={helpId} className="field__hint">
      {help}
    </p>
  ) : null;

  if (question.kind === "single" || question.kind === "multiple") {
    const single = question.kind === "single";
    const swatches = question.choices.some((choice) => choice.hex);
    const compact = question.choices.every((choice) => choice.label.length <= 4);
    const layout = swatches ? " quiz-choices--swatches" : compact ? " quiz-choices--compact" : "";
    return (
      <fieldset className={`quiz-question quiz-question--${question.kind}`}>
        <legend className="quiz-question__label">{label}</legend>
        {helpLine}
        {/* A long group's error shows where it starts, not below its last choice */}
        <Errors id={errorId} errors={errors} />
        <div className={`quiz-choices${layout}`}>
          {question.choices.map((choice) => {
            const choiceId = `${id}-${choice.id}`;
            return (
              <label key={choice.id} className="quiz-choice" htmlFor={choiceId}>
                <input
                  {...control}
                  id={choiceId}
                  type={single ? "radio" : "checkbox"}
                  value={String(choice.id)}
                  defaultChecked={isChosen(value, String(choice.id))}
                  // One of the radios must be checked; a checkbox group's own minimum is the schema's
                  required={(single && question.required) || undefined}
                  className="quiz-choice__input"
                />
                {choice.hex ? (
                  <span className="quiz-choice__swatch" style={{ backgroundColor: choice.hex }} aria-hidden="true" />
                ) : null}
                <span className="quiz-choice__label">{choice.label}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  }

  const text = {
    ...control,
    id,
    defaultValue: typeof value === "string" ? value : undefined,
    required: question.required || undefined,
    maxLength: textMaxLength(question),
  };
  if (question.kind === "textarea") {
    return (
      <div className="field quiz-question">
        <label htmlFor={id} className="quiz-question__label">
          {label}
        </label>
        {helpLine}
        <textarea {...text} rows={6} />
        <Errors id={errorId} errors={errors} />
      </div>
    );
  }

  return (
    <div className="field quiz-question">
      <label htmlFor={id} className="quiz-question__label">
        {label}
      </label>
      {helpLine}
      <input
        {...text}
        type={question.kind === "date" ? "date" : "text"}
        autoComplete={question.profile_field === "firstname" ? "off" : undefined}
      />
      <Errors id={errorId} errors={errors} />
    </div>
  );
}
