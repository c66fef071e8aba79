import { Form, Link } from "react-router";
import { CONTENT_LOCALES } from "#domain/locales.js";
import { useTranslation } from "~/i18n";
import { ContentTabs } from "./ContentTabs";
import { FAQ_MAX } from "./limits";
import type { FormErrors, FormValues } from "./website.server";

/** A text field of the FAQ and SEO forms: label, optional hint, input or text area, its error. */
export function TextField({
  name,
  label,
  values,
  errors,
  max,
  hint,
  multiline = false,
  required = false,
  lang,
  inputMode,
}: {
  name: string;
  label: string;
  values: FormValues;
  errors: FormErrors;
  max?: number;
  hint?: string;
  multiline?: boolean;
  required?: boolean;
  lang?: string;
  inputMode?: "numeric";
}) {
  const { t } = useTranslation();
  const id = `website-${name}`;
  const error = errors[name];
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const props = {
    id,
    name,
    defaultValue: values[name] ?? "",
    maxLength: max,
    required,
    lang,
    inputMode,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {multiline ? <textarea rows={4} {...props} /> : <input {...props} />}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {t(error, { max: String(max ?? "") })}
        </p>
      )}
    </div>
  );
}

/** A localized text's fields: `<name>_<locale>`, each with its label, length and whether it is optional. */
export type LocalizedField = { name: string; label: string; max: number; multiline?: boolean; optional?: boolean };

/** The texts of a form in the five content locales, one group per locale (French first). */
export function LocalizedFieldsets({
  fields,
  values,
  errors,
}: {
  fields: LocalizedField[];
  values: FormValues;
  errors: FormErrors;
}) {
  const { t } = useTranslation();
  const whole = fields.filter((field) => errors[field.name]);
  return (
    <>
      {whole.map((field) => (
        <p key={field.name} className="bo-errors" role="alert">
          {field.label} — {t(errors[field.name]!)}
        </p>
      ))}
      <div className="bo-website-locales">
        {CONTENT_LOCALES.map((locale) => (
          <fieldset key={locale} className="bo-website-locale" lang={locale}>
            <legend>{t(`back-office-website.locale_${locale}`)}</legend>
            {fields.map((field) => (
              <TextField
                key={field.name}
                name={`${field.name}_${locale}`}
                label={field.label}
                values={values}
                errors={errors}
                max={field.max}
                multiline={field.multiline}
                required={!field.optional}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </>
  );
}

/** The message on top of a refused form: the API's word for the whole form, or "see the fields". */
export function FormAlert({ errors }: { errors: FormErrors | undefined }) {
  const { t } = useTranslation();
  if (!errors || Object.keys(errors).length === 0) return null;
  return (
    <p className="bo-errors" role="alert">
      {t(errors._form ?? "back-office-website.error.check_fields")}
    </p>
  );
}

/** "Yes, delete" ticked before the delete button works: a confirmation that needs no script. */
export function DeleteForm({
  label,
  confirm,
  button,
  errors,
}: {
  label: string;
  confirm: string;
  button: string;
  errors: FormErrors | undefined;
}) {
  const { t } = useTranslation();
  const error = errors?.confirm;
  return (
    <section className="bo-card bo-website-delete" aria-label={label}>
      <h2>{label}</h2>
      <Form method="post">
        {errors?._form && (
          <p className="bo-errors" role="alert">
            {t(errors._form)}
          </p>
        )}
        <input type="hidden" name="intent" value="delete" />
        <div className="field field--checkbox">
          <input
            type="checkbox"
            id="website-confirm"
            name="confirm"
            value="yes"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "website-confirm-error" : undefined}
          />
          <label htmlFor="website-confirm">{confirm}</label>
        </div>
        {error && (
          <p className="field__error" id="website-confirm-error" role="alert">
            {t(error)}
          </p>
        )}
        <p className="bo-actions">
          <button type="submit" className="bo-button bo-button--danger">
            {button}
          </button>
        </p>
      </Form>
    </section>
  );
}

/** The top of a content page: the section's title, its tabs, and a link back to the list when there is one. */
export function ContentHeader({ titleId, back }: { titleId: string; back?: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 id={titleId}>{t("back-office-content.title")}</h1>
      <ContentTabs />
      {back && (
        <p>
          <Link to={back.to}>{back.label}</Link>
        </p>
      )}
    </>
  );
}

/** The sort position of a section or a question. */
export function PositionField({ values, errors }: { values: FormValues; errors: FormErrors }) {
  const { t } = useTranslation();
  return (
    <TextField
      name="position"
      label={t("back-office-website.position")}
      hint={t("back-office-website.position_hint")}
      values={values}
      errors={errors}
      inputMode="numeric"
    />
  );
}

/** An FAQ section's fields: its key when new (`children`), its position, its title in the five locales. */
export function SectionFields({
  values,
  errors,
  children,
}: {
  values: FormValues;
  errors: FormErrors;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="bo-website-row">
        {children}
        <PositionField values={values} errors={errors} />
      </div>
      <LocalizedFieldsets
        fields={[{ name: "title", label: t("back-office-website.faq.section_title"), max: FAQ_MAX.title }]}
        values={values}
        errors={errors}
      />
    </>
  );
}
