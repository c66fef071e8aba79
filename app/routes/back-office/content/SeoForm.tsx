import { Form } from "react-router";
import { useTranslation } from "~/i18n";
import { SEO_MAX } from "./limits";
import { FormAlert, LocalizedFieldsets, TextField } from "./WebsiteFields";
import type { FormErrors, FormValues } from "./website.server";

/** A page's SEO form: its slug (a new record only), Open Graph and universe, then its texts in five locales. */
export function SeoForm({
  values,
  errors,
  refused,
  isNew,
  submit,
}: {
  values: FormValues;
  errors: FormErrors;
  refused: boolean;
  isNew: boolean;
  submit: string;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`back-office-website.seo.${key}`);
  return (
    <Form method="post" className="bo-card" noValidate>
      <input type="hidden" name="intent" value="save" />
      {!isNew && <input type="hidden" name="image_url_before" value={values.image_url_before ?? ""} />}
      <FormAlert errors={refused ? errors : undefined} />
      <div className="bo-website-row">
        {isNew && (
          <TextField
            name="slug"
            label={k("slug")}
            hint={k("slug_hint")}
            values={values}
            errors={errors}
            max={SEO_MAX.key}
            required
          />
        )}
        <TextField
          name="og_type"
          label={k("og_type")}
          hint={k("og_type_hint")}
          values={values}
          errors={errors}
          max={SEO_MAX.type}
        />
        <TextField
          name="image_url"
          label={k("image_url")}
          hint={k(isNew ? "image_url_hint_new" : "image_url_hint")}
          values={values}
          errors={errors}
          max={SEO_MAX.url}
        />
        <div className="field">
          <label htmlFor="website-profile_type">{k("profile_type")}</label>
          <select id="website-profile_type" name="profile_type" defaultValue={values.profile_type ?? "KID"}>
            <option value="KID">{k("profile_KID")}</option>
            <option value="WOMAN">{k("profile_WOMAN")}</option>
          </select>
        </div>
      </div>
      <LocalizedFieldsets
        fields={[
          { name: "title", label: k("title_field"), max: SEO_MAX.title },
          { name: "description", label: k("description"), max: SEO_MAX.description, multiline: true },
          { name: "keywords", label: k("keywords"), max: SEO_MAX.keywords, optional: true },
          { name: "image_alt", label: k("image_alt"), max: SEO_MAX.alt, optional: true },
        ]}
        values={values}
        errors={errors}
      />
      <p className="field__hint">{k("optional_hint")}</p>
      <p className="bo-actions">
        <button type="submit" className="bo-button">
          {submit}
        </button>
      </p>
    </Form>
  );
}
