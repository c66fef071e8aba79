import { CONTENT_LOCALES } from "#domain/locales.js";
import { useTranslation } from "~/i18n";
import { mediaSrc } from "~/lib/format";
import { Field } from "../../Field";
import type { PostErrors, PostValues } from "./post-form";

type Category = { slug: string; name: Record<string, string> };

/** A field's error key, prefixed by the blog's texts' file. */
const errorOf = (errors: PostErrors, name: string) => errors[name] && `back-office-blog.${errors[name]}`;

/**
 * A post's fields (inside the page's form): address, category, author, cover, then for each
 * language its title, summary, body and the cover's description.
 */
export function PostFields({
  values,
  errors,
  categories,
}: {
  values: PostValues;
  errors: PostErrors;
  categories: Category[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "en" ? "en" : "fr";
  return (
    <>
      <div className="bo-grid">
        <Field
          id="post-slug"
          name="slug"
          label={t("back-office-blog.field.slug")}
          hint={t("back-office-blog.field.slug_hint")}
          defaultValue={values.slug}
          error={errorOf(errors, "slug")}
          maxLength={120}
          required
        />
        <div className="field">
          <label htmlFor="post-category">{t("back-office-blog.field.category")}</label>
          <select
            id="post-category"
            name="category"
            defaultValue={values.category}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? "post-category-error" : undefined}
          >
            <option value="">{t("back-office-blog.field.no_category")}</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name[language]}
              </option>
            ))}
          </select>
          {errors.category && (
            <p className="field__error" id="post-category-error">
              {t(`back-office-blog.${errors.category}`)}
            </p>
          )}
        </div>
        <Field
          id="post-author"
          name="author_name"
          label={t("back-office-blog.field.author")}
          defaultValue={values.author_name}
          error={errorOf(errors, "author_name")}
          maxLength={120}
        />
        <Field
          id="post-cover"
          name="cover_url"
          label={t("back-office-blog.field.cover_url")}
          hint={t("back-office-blog.field.cover_hint")}
          defaultValue={values.cover_url}
          error={errorOf(errors, "cover_url")}
          maxLength={500}
        />
      </div>
      {values.cover_url && !errors.cover_url && (
        <figure className="bo-blog-cover">
          <img src={mediaSrc(values.cover_url)} alt={values.cover_alt[language]} />
          <figcaption>{t("back-office-blog.field.cover_preview")}</figcaption>
        </figure>
      )}
      {CONTENT_LOCALES.map((locale) => (
        <fieldset key={locale} className="bo-blog-locale" lang={locale}>
          <legend>{t(`back-office-content.locale_${locale}`)}</legend>
          <Field
            id={`title-${locale}`}
            name={`title_${locale}`}
            label={t("back-office-blog.field.title")}
            defaultValue={values.title[locale]}
            error={errorOf(errors, `title_${locale}`)}
            maxLength={160}
            required
          />
          <LongText
            name={`excerpt_${locale}`}
            label={t("back-office-blog.field.excerpt")}
            value={values.excerpt[locale]}
            error={errorOf(errors, `excerpt_${locale}`)}
            rows={2}
          />
          <LongText
            name={`content_${locale}`}
            label={t("back-office-blog.field.content")}
            value={values.content[locale]}
            error={errorOf(errors, `content_${locale}`)}
            rows={10}
          />
          <Field
            id={`cover_alt-${locale}`}
            name={`cover_alt_${locale}`}
            label={t("back-office-blog.field.cover_alt")}
            defaultValue={values.cover_alt[locale]}
            error={errorOf(errors, `cover_alt_${locale}`)}
            maxLength={300}
          />
        </fieldset>
      ))}
    </>
  );
}

/** A labelled text area with its error. */
function LongText({
  name,
  label,
  value,
  error,
  rows,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  rows: number;
}) {
  const { t } = useTranslation();
  const id = name.replace("_", "-");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        defaultValue={value}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** The form-wide refusal, when the API's answer is about no one field. */
export function FormErrors({ errors }: { errors: PostErrors }) {
  const { t } = useTranslation();
  const count = Object.keys(errors).length;
  if (count === 0) return null;
  return (
    <p className="bo-errors" role="alert">
      {errors.form ? t(`back-office-blog.${errors.form}`) : t("back-office-blog.error.check_fields")}
    </p>
  );
}
