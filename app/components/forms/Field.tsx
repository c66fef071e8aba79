import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n";

type InputType = "text" | "email" | "password" | "tel" | "date" | "number" | "hidden";

/**
 * A labelled input with its hint and its errors (locale keys, translated here), wired for
 * assistive technologies by Conform: aria-invalid, aria-describedby, the schema's constraints.
 */
export function Field({
  meta,
  label,
  type = "text",
  hint,
  autoComplete,
  inputMode,
}: {
  meta: FieldMetadata<string | number | undefined>;
  label: string;
  type?: InputType;
  hint?: string;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
}) {
  const props = getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined });
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      {hint && (
        <p id={meta.descriptionId} className="field__hint">
          {hint}
        </p>
      )}
      <input {...props} key={props.key} autoComplete={autoComplete} inputMode={inputMode} />
      <FieldErrors meta={meta} />
    </div>
  );
}

/** A new password typed twice (newPasswordPair of account-forms), the rules it must follow as its hint. */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: FieldMetadata<string | undefined>;
  confirmation: FieldMetadata<string | undefined>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        meta={password}
        label={t("auth.new_password")}
        type="password"
        autoComplete="new-password"
        hint={t("auth.password_hint")}
      />
      <Field meta={confirmation} label={t("auth.password_confirmation")} type="password" autoComplete="new-password" />
    </>
  );
}

export function FieldErrors({ meta }: { meta: FieldMetadata<unknown> }) {
  const { t } = useTranslation();
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="field__error">
      {meta.errors.map((error) => t(error)).join(" ")}
    </p>
  );
}

/** A checkbox with its label after it. */
export function Checkbox({ meta, label }: { meta: FieldMetadata<string | undefined>; label: React.ReactNode }) {
  const props = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="field field--checkbox">
      <input {...props} key={props.key} />
      <label htmlFor={meta.id}>{label}</label>
    </div>
  );
}

/** Errors of the whole form (an API refusal…), announced when they appear. */
export function FormErrors({ errors }: { errors: string[] | undefined }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div className="form-error" role="alert">
      {errors.map((error) => (
        <p key={error}>{t(error)}</p>
      ))}
    </div>
  );
}
