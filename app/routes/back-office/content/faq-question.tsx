import { data, redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/faq-question";
import { flashNotice, requireStaff } from "../staff.server";
import { QuestionForm } from "./QuestionForm";
import { ContentHeader, DeleteForm } from "./WebsiteFields";
import { QUESTION_FIELDS, faqSections, questionBody } from "./faq.server";
import {
  apiErrors,
  confirmedDelete,
  formValues,
  idParam,
  localizedValues,
  refuse,
  type FormErrors,
} from "./website.server";
import "./website.css";

/** /back-office/content/faq/questions/{id}: a question's texts, section, anchor and position; delete it. */
export async function loader(args: Route.LoaderArgs) {
  const { api, language } = await requireStaff(args, "manage:content");
  const id = idParam(args.params.questionId);
  const { sections, choices } = await faqSections(api, language);
  const question = sections.flatMap((section) => section.questions).find((candidate) => candidate.id === id);
  if (!question) throw data(null, { status: 404 });
  return {
    sections: choices,
    anchor: question.anchor,
    question: question.question[language] || question.question.fr,
    values: {
      section_id: String(question.section_id),
      anchor: question.anchor,
      position: String(question.position),
      ...localizedValues("question", question.question),
      ...localizedValues("answer", question.answer),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const id = idParam(args.params.questionId);
  const values = formValues(await readForm(args.request, 256 * 1024));
  const errors: FormErrors = {};
  const path = { params: { path: { id } } };
  if (values.intent === "delete")
    return confirmedDelete(
      args.context,
      values,
      () => api.DELETE("/admin/website/faq-questions/{id}", path),
      "back-office-website.faq.question_deleted",
      "/back-office/content/faq",
    );
  const body = questionBody(values, errors);
  if (Object.keys(errors).length > 0) return refuse(values, errors);
  const { error, response } = await api.PATCH("/admin/website/faq-questions/{id}", { ...path, body });
  if (!response.ok) return refuse(values, apiErrors(error, response.status, QUESTION_FIELDS), response.status);
  flashNotice(args.context, "back-office-website.faq.question_saved");
  throw redirect(`/back-office/content/faq/questions/${id}`);
}

export default function FaqQuestion({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const deleting = actionData?.values.intent === "delete";
  return (
    <section className="bo-page" aria-labelledby="bo-faq-question-title">
      <ContentHeader
        titleId="bo-faq-question-title"
        back={{ to: "/back-office/content/faq", label: t("back-office-website.faq.back") }}
      />
      <h2>
        {loaderData.question} <code className="bo-website-key">#{loaderData.anchor}</code>
      </h2>
      <QuestionForm
        sections={loaderData.sections}
        values={(!deleting && actionData?.values) || loaderData.values}
        errors={(!deleting && actionData?.errors) || {}}
        refused={Boolean(actionData) && !deleting}
        submit={t("back-office-website.save")}
      />
      <DeleteForm
        label={t("back-office-website.faq.delete_question")}
        confirm={t("back-office-website.faq.delete_question_confirm")}
        button={t("back-office-website.delete")}
        errors={deleting ? actionData?.errors : undefined}
      />
    </section>
  );
}
