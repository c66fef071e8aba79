import { getCollectionProps, getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n";
import type { QuizQuestion } from "./quiz-form";

type Meta = FieldMetadata<string | string[] | undefined>;

/** A quiz error (a quiz.json key, "quiz.error.too_many:3" with its number) in the page's language. */
export function quizErrorText(t: TFunction, error: string): string {
  const [key = error, count] = error.split(":");
  return count === undefined ? t(key) : t(key, { count: Number(count) });
}

function Errors({ meta }: { meta: Meta }) {
  const { t } = useTranslation();
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="field__error">
      {meta.errors.map((error) => quizErrorText(t, error)).join(" ")}
    </p>
  );
}

/** The help under a question: the API's help text, else how many choices a multiple choice takes. */
function helpText(question: QuizQuestion, t: TFunction): string | null {
  if (question.help) return question.help;
  return question.max_choices ? t("quiz.max_choices", { count: question.max_choices }) : null;
}

/**
 * One question of a quiz step, drawn after its kind: a text or date input, a radio group (single),
 * a checkbox group with colour swatches (multiple), a textarea. Labels, help and errors are tied
 * to the inputs (aria-describedby); the values come from the form (the saved answers, or what was
 * typed when the step was refused).
 */
export function QuestionField({ question, meta }: { question: QuizQuestion; meta: Meta }) {
  const { t } = useTranslation();
  const help = helpText(question, t);
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
    <p id={meta.descriptionId} className="field__hint">
      {help}
    </p>
  ) : null;

  if (question.kind === "single" || question.kind === "multiple") {
    const type = question.kind === "single" ? "radio" : "checkbox";
    const options = question.choices.map((choice) => String(choice.id));
    const inputs = getCollectionProps(meta, { type, options, ariaDescribedBy: help ? meta.descriptionId : undefined });
    const swatches = question.choices.some((choice) => choice.hex);
    const compact = question.choices.every((choice) => choice.label.length <= 4);
    const layout = swatches ? " quiz-choices--swatches" : compact ? " quiz-choices--compact" : "";
    return (
      <fieldset className={`quiz-question quiz-question--${question.kind}`}>
        <legend className="quiz-question__label">{label}</legend>
        {helpLine}
        {/* A long group's error shows where it starts, not below its last choice */}
        <Errors meta={meta} />
        <div className={`quiz-choices${layout}`}>
          {question.choices.map((choice, index) => {
            const { key, ...input } = inputs[index]!;
            return (
              <label key={key} className="quiz-choice" htmlFor={input.id}>
                <input {...input} className="quiz-choice__input" />
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

  if (question.kind === "textarea") {
    const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: help ? meta.descriptionId : undefined });
    return (
      <div className="field quiz-question">
        <label htmlFor={meta.id} className="quiz-question__label">
          {label}
        </label>
        {helpLine}
        <textarea key={key} {...props} rows={6} />
        <Errors meta={meta} />
      </div>
    );
  }

  const type = question.kind === "date" ? "date" : "text";
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: help ? meta.descriptionId : undefined });
  const autoComplete = question.profile_field === "firstname" ? "off" : undefined;
  return (
    <div className="field quiz-question">
      <label htmlFor={meta.id} className="quiz-question__label">
        {label}
      </label>
      {helpLine}
      <input key={key} {...props} autoComplete={autoComplete} />
      <Errors meta={meta} />
    </div>
  );
}
