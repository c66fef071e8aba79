import { redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/faq-question-new";
import { flashNotice, requireStaff } from "../staff.server";
import { QuestionForm } from "./QuestionForm";
import { QUESTION_FIELDS, faqSections, questionBody } from "./faq.server";
import { apiErrors, formValues, refuse, type FormErrors } from "./website.server";
import { ContentHeader } from "./WebsiteFields";
import "./website.css";

/** /back-office/content/faq/questions/new?section={id}: a new question, in that section by default. */
export async function loader(args: Route.LoaderArgs) {
  const { api, language } = await requireStaff(args, "manage:content");
  const { choices } = await faqSections(api, language);
  const asked = Number(new URL(args.request.url).searchParams.get("section"));
  const section = choices.find((choice) => choice.id === asked) ?? choices[0];
  return { sections: choices, values: { section_id: section ? String(section.id) : "" } };
}

export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const values = formValues(await readForm(args.request, 256 * 1024));
  const errors: FormErrors = {};
  const body = questionBody(values, errors);
  if (Object.keys(errors).length > 0) return refuse(values, errors);
  const { data: created, error, response } = await api.POST("/admin/website/faq-questions", { body });
  if (!created) return refuse(values, apiErrors(error, response.status, QUESTION_FIELDS), response.status);
  flashNotice(args.context, "back-office-website.faq.question_created");
  throw redirect(`/back-office/content/faq/questions/${created.id}`);
}

export default function FaqQuestionNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="bo-page" aria-labelledby="bo-faq-question-title">
      <ContentHeader
        titleId="bo-faq-question-title"
        back={{ to: "/back-office/content/faq", label: t("back-office-website.faq.back") }}
      />
      <h2>{t("back-office-website.faq.new_question")}</h2>
      {loaderData.sections.length === 0 ? (
        <p>{t("back-office-website.faq.needs_section")}</p>
      ) : (
        <QuestionForm
          sections={loaderData.sections}
          values={actionData?.values ?? loaderData.values}
          errors={actionData?.errors ?? {}}
          refused={Boolean(actionData)}
          submit={t("back-office-website.faq.create_question")}
        />
      )}
    </section>
  );
}
