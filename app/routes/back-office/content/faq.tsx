import { Form, Link, redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/faq";
import { flashNotice, requireStaff } from "../staff.server";
import { FAQ_MAX } from "./limits";
import { ContentHeader, FormAlert, SectionFields, TextField } from "./WebsiteFields";
import { apiErrors, formValues, localized, readPosition, refuse, type FormErrors } from "./website.server";
import "./website.css";

const SECTION_FIELDS = ["section", "position", "title_fr", "title_de", "title_nl", "title_es", "title_en"];

/** The FAQ as the shop shows it: sections in order, each with its questions in the member's language. */
export async function loader(args: Route.LoaderArgs) {
  const { api, language } = await requireStaff(args, "manage:content");
  const { data: sections = [] } = await api.GET("/admin/website/faq-sections");
  return {
    sections: sections.map((section) => ({
      id: section.id,
      key: section.section,
      title: section.title[language] || section.title.fr,
      position: section.position,
      questions: section.questions.map((question) => ({
        id: question.id,
        anchor: question.anchor,
        question: question.question[language] || question.question.fr,
        position: question.position,
      })),
    })),
  };
}

/** A new section: its key and title in the five locales; a refusal keeps what was typed. */
export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const values = formValues(await readForm(args.request));
  const errors: FormErrors = {};
  const position = readPosition(values, errors);
  if (Object.keys(errors).length > 0) return refuse(values, errors);
  const {
    data: created,
    error,
    response,
  } = await api.POST("/admin/website/faq-sections", {
    body: { section: (values.section ?? "").trim(), title: localized(values, "title"), position },
  });
  if (!created) return refuse(values, apiErrors(error, response.status, SECTION_FIELDS), response.status);
  flashNotice(args.context, "back-office-website.faq.section_created");
  throw redirect(`/back-office/content/faq/sections/${created.id}`);
}

export default function Faq({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sections } = loaderData;
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  return (
    <section className="bo-page" aria-labelledby="bo-faq-title">
      <ContentHeader titleId="bo-faq-title" />
      <p>{t("back-office-website.faq.intro")}</p>
      {sections.length === 0 ? (
        <p>{t("back-office-website.faq.empty")}</p>
      ) : (
        sections.map((section) => (
          <section key={section.id} className="bo-website-section" aria-labelledby={`faq-section-${section.id}`}>
            <h2 id={`faq-section-${section.id}`}>
              {section.title} <code className="bo-website-key">{section.key}</code>
            </h2>
            <p className="bo-actions">
              <span>{t("back-office-website.position_is", { position: String(section.position) })}</span>
              <Link to={`/back-office/content/faq/sections/${section.id}`}>
                {t("back-office-website.faq.edit_section", { title: section.title })}
              </Link>
              <Link to={`/back-office/content/faq/questions/new?section=${section.id}`}>
                {t("back-office-website.faq.add_question", { title: section.title })}
              </Link>
            </p>
            {section.questions.length === 0 ? (
              <p>{t("back-office-website.faq.no_questions")}</p>
            ) : (
              <div className="bo-table-wrap">
                <table className="bo-table bo-website-questions">
                  <caption className="visually-hidden">
                    {t("back-office-website.faq.questions_of", { title: section.title })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("back-office-website.faq.question")}</th>
                      <th scope="col">{t("back-office-website.faq.anchor")}</th>
                      <th scope="col" className="bo-num">
                        {t("back-office-website.position")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {section.questions.map((question) => (
                      <tr key={question.id}>
                        <th scope="row">
                          <Link to={`/back-office/content/faq/questions/${question.id}`}>{question.question}</Link>
                        </th>
                        <td>
                          <code>{question.anchor}</code>
                        </td>
                        <td className="bo-num">{question.position}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        ))
      )}

      <section className="bo-card" aria-labelledby="faq-new-section">
        <h2 id="faq-new-section">{t("back-office-website.faq.new_section")}</h2>
        <Form method="post" noValidate>
          <FormAlert errors={actionData?.errors} />
          <SectionFields values={values} errors={errors}>
            <TextField
              name="section"
              label={t("back-office-website.faq.section_key")}
              hint={t("back-office-website.key_hint")}
              values={values}
              errors={errors}
              max={FAQ_MAX.key}
              required
            />
          </SectionFields>
          <p className="bo-actions">
            <button type="submit" className="bo-button">
              {t("back-office-website.faq.create_section")}
            </button>
          </p>
        </Form>
      </section>
    </section>
  );
}
