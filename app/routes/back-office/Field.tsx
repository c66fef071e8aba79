import { useTranslation } from "~/i18n";

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name">;

/**
 * A back-office form field: its label, an optional hint, the input, and its error (a back-office
 * locale key), wired for assistive technologies (aria-invalid, aria-describedby).
 */
export function Field({
  id,
  name,
  label,
  hint,
  error,
  ...input
}: InputProps & { id: string; name: string; label: string; hint?: string; error?: string }) {
  const { t } = useTranslation();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}
