import { Form, Link, data, redirect } from "react-router";
import { CONTENT_LOCALES, type ContentLocale } from "#domain/locales.js";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/step";
import { problemType } from "../problems";
import { flashNotice, requireStaff } from "../staff.server";
import { QuizTypeTabs } from "./QuizTypeTabs";
import { loadQuiz, orNull, profileTypeOf, textErrors, typedText } from "./quiz.server";
import "./quiz.css";

const LABEL_MAX = 300;
const HELP_MAX = 1000;
const HEX = /^#[0-9a-fA-F]{6}$/;
const KEY = /^[a-z0-9]+(?:[_-][a-z0-9]+)*$/;

type Localized = Record<ContentLocale, string>;
type Errors = Record<string, string>;

/** /back-office/quiz/{kid|woman}/{step} (manage:quiz): a step's texts, its questions and their choices. */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "manage:quiz");
  const type = profileTypeOf(args.params.profileType);
  const quiz = await loadQuiz(api, type);
  const index = quiz.steps.findIndex((candidate) => candidate.slug === args.params.stepSlug);
  if (index < 0) throw data(null, { status: 404 });
  return { type, step: quiz.steps[index]!, number: index + 1, steps: quiz.steps.length };
}

/** The hex typed (#rrggbb) as the API takes it: null when empty, undefined when malformed. */
const hexOf = (typed: string) => (typed === "" ? null : HEX.test(typed) ? typed.toLowerCase() : undefined);

/** One form of the page was sent: a step, a question, a choice, or a new choice of a question. */
export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "manage:quiz");
  profileTypeOf(args.params.profileType);
  const form = await readForm(args.request, 256 * 1024);
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  if (!["step", "question", "choice", "add"].includes(intent) || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    throw data(null, { status: 400 });
  const target = `${intent}-${id}`;
  const typed = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
  const refuse = (errors: Errors, status = 400) => data({ target, typed, errors }, { status });
  const path = { params: { path: { id } } };
  const label = typedText(form, "label");
  const hex = hexOf(String(form.get("hex") ?? "").trim());

  let result: { error?: unknown; response: Response };
  if (intent === "step") {
    const title = typedText(form, "title");
    const intro = typedText(form, "intro");
    const errors = { ...textErrors(title, "title", LABEL_MAX, true), ...textErrors(intro, "intro", HELP_MAX, false) };
    if (Object.keys(errors).length > 0) return refuse(errors);
    result = await api.PATCH("/admin/quiz/steps/{id}", { ...path, body: { title, intro: orNull(intro) } });
  } else if (intent === "question") {
    const help = typedText(form, "help");
    const errors = { ...textErrors(label, "label", LABEL_MAX, true), ...textErrors(help, "help", HELP_MAX, false) };
    if (Object.keys(errors).length > 0) return refuse(errors);
    const required = form.get("required") === "on";
    result = await api.PATCH("/admin/quiz/questions/{id}", { ...path, body: { label, help: orNull(help), required } });
  } else if (intent === "choice") {
    const position = Number(form.get("position"));
    const errors: Errors = textErrors(label, "label", LABEL_MAX, true);
    if (hex === undefined) errors.hex = "error.hex";
    if (!/^\d{1,5}$/.test(String(form.get("position"))) || position > 30_000) errors.position = "error.position";
    if (Object.keys(errors).length > 0) return refuse(errors);
    const is_active = form.get("is_active") === "on";
    result = await api.PATCH("/admin/quiz/choices/{id}", { ...path, body: { label, hex, position, is_active } });
  } else {
    const key = String(form.get("key") ?? "").trim();
    const value = String(form.get("value") ?? "").trim();
    const errors: Errors = textErrors(label, "label", LABEL_MAX, true);
    if (!KEY.test(key) || key.length > 60) errors.key = "error.key";
    if (value.length > 60) errors.value = "error.too_long";
    if (hex === undefined) errors.hex = "error.hex";
    if (Object.keys(errors).length > 0) return refuse(errors);
    result = await api.POST("/admin/quiz/questions/{id}/choices", {
      ...path,
      body: { key, label, hex, value: value || null },
    });
  }
  if (!result.response.ok) {
    const taken = problemType(result.error) === "CHOICE_KEY_TAKEN";
    return refuse(
      taken ? { key: "error.key_taken" } : { form: "error.refused" },
      result.response.status >= 500 ? 502 : 400,
    );
  }
  flashNotice(args.context, intent === "add" ? "back-office-quiz.added" : "back-office-quiz.saved");
  throw redirect(new URL(args.request.url).pathname);
}

type Refused = { target: string; typed: Record<string, string>; errors: Errors } | undefined;

/** What a form shows: what was typed when it was refused, else what is stored. */
function formState(refused: Refused, target: string) {
  const mine = refused?.target === target ? refused : undefined;
  return {
    errors: mine?.errors ?? {},
    text: (name: string, stored: string | null | undefined) => (mine ? (mine.typed[name] ?? "") : (stored ?? "")),
    checked: (name: string, stored: boolean) => (mine ? mine.typed[name] === "on" : stored),
  };
}
type FormState = ReturnType<typeof formState>;

export default function QuizStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "en" ? "en" : "fr";
  const { type, step, number, steps } = loaderData;
  const stepForm = formState(actionData, `step-${step.id}`);
  return (
    <section className="bo-page bo-quiz" aria-labelledby="bo-quiz-step-title">
      <h1 id="bo-quiz-step-title">{t("back-office-quiz.title")}</h1>
      <QuizTypeTabs type={type} />
      <p>
        <Link to={`/back-office/quiz?type=${type.toLowerCase()}`}>{t("back-office-quiz.back")}</Link>
      </p>
      <h2>
        {t("back-office-quiz.step_of", { number: String(number), total: String(steps) })} · {step.title[language]}{" "}
        <code>{step.slug}</code>
      </h2>

      <Form
        method="post"
        className="bo-card"
        aria-labelledby="bo-quiz-step-texts"
        noValidate
        key={JSON.stringify([step.title, step.intro])}
      >
        <h3 id="bo-quiz-step-texts">{t("back-office-quiz.step_texts")}</h3>
        <input type="hidden" name="id" value={step.id} />
        <Refusal errors={stepForm.errors} />
        <Texts
          prefix="title"
          idPrefix={`step-${step.id}`}
          legend={t("back-office-quiz.field.title")}
          state={stepForm}
          stored={step.title}
        />
        <Texts
          prefix="intro"
          idPrefix={`step-${step.id}`}
          legend={t("back-office-quiz.field.intro")}
          hint={t("back-office-quiz.optional_hint")}
          state={stepForm}
          stored={step.intro}
          long
        />
        <p className="bo-actions">
          <button type="submit" name="intent" value="step" className="bo-button">
            {t("back-office-quiz.save_step")}
          </button>
        </p>
      </Form>

      {step.questions.map((question) => (
        <Question key={question.id} question={question} refused={actionData} language={language} />
      ))}
    </section>
  );
}

type AdminQuestion = Route.ComponentProps["loaderData"]["step"]["questions"][number];

/** A question: its wording, help and required flag; its choices; a form to add one. */
function Question({
  question,
  refused,
  language,
}: {
  question: AdminQuestion;
  refused: Refused;
  language: "fr" | "en";
}) {
  const { t } = useTranslation();
  const state = formState(refused, `question-${question.id}`);
  const heading = `bo-quiz-question-${question.id}`;
  const choosing = question.kind === "single" || question.kind === "multiple";
  return (
    <section className="bo-card bo-quiz-question" aria-labelledby={heading}>
      <h3 id={heading}>
        {question.label[language]} <code>{question.key}</code>{" "}
        <span className="bo-badge">{t(`back-office-quiz.kind.${question.kind}`)}</span>
      </h3>
      <Form
        method="post"
        aria-label={t("back-office-quiz.question_form", { key: question.key })}
        noValidate
        key={JSON.stringify([question.label, question.help, question.required])}
      >
        <input type="hidden" name="id" value={question.id} />
        <Refusal errors={state.errors} />
        <Texts
          prefix="label"
          idPrefix={`question-${question.id}`}
          legend={t("back-office-quiz.field.label")}
          state={state}
          stored={question.label}
        />
        <Texts
          prefix="help"
          idPrefix={`question-${question.id}`}
          legend={t("back-office-quiz.field.help")}
          hint={t("back-office-quiz.optional_hint")}
          state={state}
          stored={question.help}
          long
        />
        <div className="field">
          <label>
            <input type="checkbox" name="required" defaultChecked={state.checked("required", question.required)} />{" "}
            {t("back-office-quiz.field.required")}
          </label>
        </div>
        <p className="bo-actions">
          <button type="submit" name="intent" value="question" className="bo-button">
            {t("back-office-quiz.save_question")}
          </button>
        </p>
      </Form>
      {choosing && <Choices question={question} refused={refused} />}
    </section>
  );
}

/** The choices of a question as a table (each row its own form), then a new choice. */
function Choices({ question, refused }: { question: AdminQuestion; refused: Refused }) {
  const { t } = useTranslation();
  const adding = formState(refused, `add-${question.id}`);
  const localeName = (locale: ContentLocale) => t(`back-office-content.locale_${locale}`);
  return (
    <>
      {question.choices.length > 0 && (
        <div className="bo-table-wrap">
          <table className="bo-table bo-quiz-table">
            <caption>{t("back-office-quiz.choices", { key: question.key })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("back-office-quiz.field.key")}</th>
                {CONTENT_LOCALES.map((locale) => (
                  <th scope="col" key={locale} lang={locale}>
                    {localeName(locale)}
                  </th>
                ))}
                <th scope="col">{t("back-office-quiz.field.hex")}</th>
                <th scope="col">{t("back-office-quiz.field.position")}</th>
                <th scope="col">{t("back-office-quiz.field.active")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("back-office-quiz.save")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {question.choices.map((choice) => {
                const target = `choice-${choice.id}`;
                const state = formState(refused, target);
                const cell = (name: string, label: string, stored: string, extra: CellExtra = {}) => (
                  <CellInput
                    form={target}
                    name={name}
                    label={label}
                    value={state.text(name, stored)}
                    error={state.errors[name]}
                    {...extra}
                  />
                );
                return (
                  <tr key={JSON.stringify(choice)} className={choice.is_active ? undefined : "bo-quiz-choice--off"}>
                    <th scope="row">
                      {choice.hex && <span className="bo-quiz-swatch" style={{ background: choice.hex }} />}
                      <code>{choice.key}</code>
                    </th>
                    {CONTENT_LOCALES.map((locale) => (
                      <td key={locale}>
                        {cell(
                          `label_${locale}`,
                          t("back-office-quiz.choice_label", { key: choice.key, language: localeName(locale) }),
                          choice.label[locale],
                          {
                            lang: locale,
                            maxLength: LABEL_MAX,
                          },
                        )}
                      </td>
                    ))}
                    <td>
                      {cell("hex", t("back-office-quiz.choice_hex", { key: choice.key }), choice.hex ?? "", {
                        size: 8,
                        maxLength: 7,
                      })}
                    </td>
                    <td>
                      {cell(
                        "position",
                        t("back-office-quiz.choice_position", { key: choice.key }),
                        String(choice.position),
                        {
                          size: 4,
                          inputMode: "numeric",
                        },
                      )}
                    </td>
                    <td>
                      <label className="bo-quiz-check">
                        <input
                          type="checkbox"
                          form={target}
                          name="is_active"
                          defaultChecked={state.checked("is_active", choice.is_active)}
                        />
                        <span className="visually-hidden">
                          {t("back-office-quiz.choice_active", { key: choice.key })}
                        </span>
                      </label>
                    </td>
                    <td>
                      <Form method="post" id={target} noValidate>
                        <input type="hidden" name="id" value={choice.id} />
                        <Refusal errors={state.errors} />
                        <button type="submit" name="intent" value="choice" className="bo-button">
                          {t("back-office-quiz.save")}
                        </button>
                      </Form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Form
        method="post"
        className="bo-quiz-add"
        aria-label={t("back-office-quiz.add_form", { key: question.key })}
        noValidate
      >
        <h4>{t("back-office-quiz.add_title")}</h4>
        <input type="hidden" name="id" value={question.id} />
        <Refusal errors={adding.errors} />
        <div className="bo-grid">
          <PlainField
            idPrefix={`add-${question.id}`}
            name="key"
            label={t("back-office-quiz.field.key")}
            hint={t("back-office-quiz.key_hint")}
            state={adding}
            maxLength={60}
          />
          <PlainField
            idPrefix={`add-${question.id}`}
            name="value"
            label={t("back-office-quiz.field.value")}
            hint={t("back-office-quiz.value_hint")}
            state={adding}
            maxLength={60}
          />
          <PlainField
            idPrefix={`add-${question.id}`}
            name="hex"
            label={t("back-office-quiz.field.hex")}
            hint={t("back-office-quiz.hex_hint")}
            state={adding}
            maxLength={7}
          />
        </div>
        <Texts
          prefix="label"
          idPrefix={`add-${question.id}`}
          legend={t("back-office-quiz.field.choice_label")}
          state={adding}
          stored={null}
        />
        <p className="bo-actions">
          <button type="submit" name="intent" value="add" className="bo-button">
            {t("back-office-quiz.add")}
          </button>
        </p>
      </Form>
    </>
  );
}

/** The form's refusal: the API's, or a pointer to the fields to correct. */
function Refusal({ errors }: { errors: Errors }) {
  const { t } = useTranslation();
  if (Object.keys(errors).length === 0) return null;
  return (
    <p className="bo-errors" role="alert">
      {t(`back-office-quiz.${errors.form ?? "error.check_fields"}`)}
    </p>
  );
}

/** A text in the five content locales: a fieldset of five labelled inputs (or text areas). */
function Texts({
  prefix,
  idPrefix,
  legend,
  hint,
  state,
  stored,
  long = false,
}: {
  prefix: string;
  idPrefix: string;
  legend: string;
  hint?: string;
  state: FormState;
  stored: Localized | null;
  long?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="bo-quiz-texts">
      <legend>{legend}</legend>
      {hint && <p className="field__hint">{hint}</p>}
      <div className="bo-grid">
        {CONTENT_LOCALES.map((locale) => {
          const name = `${prefix}_${locale}`;
          const id = `${idPrefix}-${prefix}-${locale}`;
          const error = state.errors[name];
          const props = {
            id,
            name,
            lang: locale,
            defaultValue: state.text(name, stored?.[locale]),
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
            maxLength: long ? HELP_MAX : LABEL_MAX,
          };
          return (
            <div className="field" key={locale}>
              <label htmlFor={id}>{t(`back-office-content.locale_${locale}`)}</label>
              {long ? <textarea rows={3} {...props} /> : <input {...props} />}
              {error && (
                <p className="field__error" id={`${id}-error`}>
                  {t(`back-office-quiz.${error}`)}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** One labelled input of a new choice, with its hint and error. */
function PlainField({
  idPrefix,
  name,
  label,
  hint,
  state,
  maxLength,
}: {
  idPrefix: string;
  name: string;
  label: string;
  hint: string;
  state: FormState;
  maxLength: number;
}) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${name}`;
  const error = state.errors[name];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input
        id={id}
        name={name}
        defaultValue={state.text(name, "")}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {t(`back-office-quiz.${error}`)}
        </p>
      )}
    </div>
  );
}

type CellExtra = Omit<React.InputHTMLAttributes<HTMLInputElement>, "value" | "form" | "name" | "id">;

/** An input of a choice's row, tied to the row's form by its form attribute; its label is read, not shown. */
function CellInput({
  form,
  name,
  label,
  value,
  error,
  ...extra
}: CellExtra & {
  form: string;
  name: string;
  label: string;
  value: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = `${form}-${name}`;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        form={form}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...extra}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {t(`back-office-quiz.${error}`)}
        </p>
      )}
    </>
  );
}
