import { Form } from "react-router";
import { useTranslation } from "~/i18n";
import { FAQ_MAX } from "./limits";
import { FormAlert, LocalizedFieldsets, PositionField, TextField } from "./WebsiteFields";
import type { FormErrors, FormValues } from "./website.server";

/** An FAQ question's form: its section, anchor and position, then its question and answer in five locales. */
export function QuestionForm({
  sections,
  values,
  errors,
  refused,
  submit,
}: {
  sections: { id: number; title: string }[];
  values: FormValues;
  errors: FormErrors;
  refused: boolean;
  submit: string;
}) {
  const { t } = useTranslation();
  const sectionError = errors.section_id;
  return (
    <Form method="post" className="bo-card" noValidate>
      <input type="hidden" name="intent" value="save" />
      <FormAlert errors={refused ? errors : undefined} />
      <div className="bo-website-row">
        <div className="field">
          <label htmlFor="website-section_id">{t("back-office-website.faq.section")}</label>
          <select
            id="website-section_id"
            name="section_id"
            defaultValue={values.section_id}
            aria-invalid={sectionError ? true : undefined}
            aria-describedby={sectionError ? "website-section_id-error" : undefined}
          >
            {sections.map((section) => (
              <option key={section.id} value={section.id}>
                {section.title}
              </option>
            ))}
          </select>
          {sectionError && (
            <p className="field__error" id="website-section_id-error">
              {t(sectionError)}
            </p>
          )}
        </div>
        <TextField
          name="anchor"
          label={t("back-office-website.faq.anchor")}
          hint={t("back-office-website.faq.anchor_hint")}
          values={values}
          errors={errors}
          max={FAQ_MAX.key}
          required
        />
        <PositionField values={values} errors={errors} />
      </div>
      <LocalizedFieldsets
        fields={[
          { name: "question", label: t("back-office-website.faq.question"), max: FAQ_MAX.question },
          { name: "answer", label: t("back-office-website.faq.answer"), max: FAQ_MAX.answer, multiline: true },
        ]}
        values={values}
        errors={errors}
      />
      <p className="bo-actions">
        <button type="submit" className="bo-button">
          {submit}
        </button>
      </p>
    </Form>
  );
}
