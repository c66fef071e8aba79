import { useTranslation } from "~/i18n";
import {
  KID_GENDERS,
  KID_MAX_AGE_YEARS,
  SIZE_FIELDS,
  palettesOf,
  sizeLabel,
  sizeOptions,
  type Gender,
  type ProfileType,
} from "#domain/profiles.js";
import { useLanguage } from "~/lib/links";
import type { ProfileField, ProfileFormErrors, ProfileFormValues } from "~/lib/profile-form";

/** Props every field shares: its error (a locale key) is announced with it. */
function describedBy(name: string, error: string | undefined, hint?: boolean) {
  const ids = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined };
}

function FieldError({ name, error }: { name: string; error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={`${name}-error`} className="field__error">
      {t(error)}
    </p>
  );
}

/** The day a kid born on it turns 15 tomorrow: the earliest birthdate a kid profile takes. */
function earliestKidBirthdate(today: string): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year - KID_MAX_AGE_YEARS - 1, month - 1, day + 1)).toISOString().slice(0, 10);
}

type Props = {
  type: ProfileType;
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  today: string;
  /** The gender whose palettes are offered; no colour choice when absent (new profiles get one). */
  colorGender?: Gender;
};

/**
 * The fields of a profile (§3): names, a kid's gender and birthdate (a woman's is optional), the
 * sizes of the profile type and, on an existing profile, its colour among its gender's palettes.
 * Required fields are marked, not enforced by the browser: the server's messages come in the
 * page's language, the browser's would not.
 */
export function ProfileFields({ type, values, errors, today, colorGender }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kid = type === "KID";
  const value = (field: ProfileField) => values[field] ?? "";
  const required = <span aria-hidden="true"> *</span>;

  return (
    <>
      <p className="field__hint">{t("profiles.form.required_note")}</p>
      <div className="field">
        <label htmlFor="firstname">
          {t("profiles.form.firstname")}
          {required}
        </label>
        <input
          id="firstname"
          name="firstname"
          defaultValue={value("firstname")}
          autoComplete="off"
          aria-required="true"
          maxLength={100}
          {...describedBy("firstname", errors.firstname)}
        />
        <FieldError name="firstname" error={errors.firstname} />
      </div>
      <div className="field">
        <label htmlFor="lastname">{t("profiles.form.lastname")}</label>
        <input
          id="lastname"
          name="lastname"
          defaultValue={value("lastname")}
          autoComplete="off"
          maxLength={100}
          {...describedBy("lastname", errors.lastname)}
        />
        <FieldError name="lastname" error={errors.lastname} />
      </div>

      {kid && (
        <fieldset
          className="field profile-choices"
          role="radiogroup"
          aria-required="true"
          {...describedBy("gender", errors.gender)}
        >
          <legend>
            {t("profiles.form.gender")}
            {required}
          </legend>
          {KID_GENDERS.map((gender) => (
            <label key={gender} className="profile-choice">
              <input type="radio" name="gender" value={gender} defaultChecked={value("gender") === gender} />
              {t(`profiles.gender.${gender}`)}
            </label>
          ))}
          <FieldError name="gender" error={errors.gender} />
        </fieldset>
      )}

      <div className="field">
        <label htmlFor="birthdate">
          {t("profiles.form.birthdate")}
          {kid && required}
        </label>
        <p id="birthdate-hint" className="field__hint">
          {t(kid ? "profiles.form.birthdate_hint_kid" : "profiles.form.birthdate_hint_woman")}
        </p>
        <input
          id="birthdate"
          name="birthdate"
          type="date"
          defaultValue={value("birthdate")}
          max={today}
          min={kid ? earliestKidBirthdate(today) : undefined}
          aria-required={kid ? "true" : undefined}
          {...describedBy("birthdate", errors.birthdate, true)}
        />
        <FieldError name="birthdate" error={errors.birthdate} />
      </div>

      <fieldset className="profile-sizes">
        <legend>{t("profiles.form.sizes")}</legend>
        {SIZE_FIELDS.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={field}>{t(`profiles.form.${field}`)}</label>
            <select id={field} name={field} defaultValue={value(field)} {...describedBy(field, errors[field])}>
              <option value="">{t("profiles.form.size_unknown")}</option>
              {sizeOptions(type, field).map((size) => (
                <option key={size} value={size}>
                  {sizeLabel(size, language)}
                </option>
              ))}
            </select>
            <FieldError name={field} error={errors[field]} />
          </div>
        ))}
      </fieldset>

      {colorGender && (
        <fieldset className="field profile-choices" role="radiogroup" {...describedBy("color", errors.color)}>
          <legend>{t("profiles.form.color")}</legend>
          {palettesOf(colorGender).map((palette) => (
            <label key={palette.key} className="profile-choice profile-choice--color">
              <input type="radio" name="color" value={palette.key} defaultChecked={value("color") === palette.key} />
              <span
                className="profile-swatch"
                aria-hidden="true"
                style={{ background: palette.background, color: palette.textColor }}
              >
                Aa
              </span>
              {t(`profiles.color.${palette.key}`)}
            </label>
          ))}
          <FieldError name="color" error={errors.color} />
        </fieldset>
      )}
    </>
  );
}

/** The form-wide message of a refused post, announced at once. */
export function FormMessage({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {t(error)}
    </p>
  );
}
