import { Form, data, redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/faq-section";
import { flashNotice, requireStaff } from "../staff.server";
import { ContentHeader, DeleteForm, FormAlert, SectionFields } from "./WebsiteFields";
import {
  apiErrors,
  confirmedDelete,
  formValues,
  idParam,
  localized,
  localizedValues,
  readPosition,
  refuse,
  type FormErrors,
} from "./website.server";
import "./website.css";

const FIELDS = ["position", "title_fr", "title_de", "title_nl", "title_es", "title_en"];

export async function loader(args: Route.LoaderArgs) {
  const { api, language } = await requireStaff(args, "manage:content");
  const id = idParam(args.params.sectionId);
  const { data: sections, response } = await api.GET("/admin/website/faq-sections");
  if (!sections) throw data(null, { status: response.status >= 500 ? 502 : response.status });
  const section = sections.find((candidate) => candidate.id === id);
  if (!section) throw data(null, { status: 404 });
  return {
    key: section.section,
    title: section.title[language] || section.title.fr,
    questions: section.questions.length,
    values: { position: String(section.position), ...localizedValues("title", section.title) },
  };
}

/** Saves the title and position, or deletes the section with its questions once "yes, delete" is ticked. */
export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const id = idParam(args.params.sectionId);
  const values = formValues(await readForm(args.request));
  const errors: FormErrors = {};
  const path = { params: { path: { id } } };
  if (values.intent === "delete")
    return confirmedDelete(
      args.context,
      values,
      () => api.DELETE("/admin/website/faq-sections/{id}", path),
      "back-office-website.faq.section_deleted",
      "/back-office/content/faq",
    );
  const position = readPosition(values, errors);
  if (Object.keys(errors).length > 0) return refuse(values, errors);
  const { error, response } = await api.PATCH("/admin/website/faq-sections/{id}", {
    ...path,
    body: { title: localized(values, "title"), ...(position === undefined ? {} : { position }) },
  });
  if (!response.ok) return refuse(values, apiErrors(error, response.status, FIELDS), response.status);
  flashNotice(args.context, "back-office-website.faq.section_saved");
  throw redirect(`/back-office/content/faq/sections/${id}`);
}

export default function FaqSection({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const deleting = actionData?.values.intent === "delete";
  const values = !deleting && actionData ? actionData.values : loaderData.values;
  const errors = (!deleting && actionData?.errors) || {};
  return (
    <section className="bo-page" aria-labelledby="bo-faq-section-title">
      <ContentHeader
        titleId="bo-faq-section-title"
        back={{ to: "/back-office/content/faq", label: t("back-office-website.faq.back") }}
      />
      <h2>
        {loaderData.title} <code className="bo-website-key">{loaderData.key}</code>
      </h2>
      <Form method="post" className="bo-card" noValidate>
        <input type="hidden" name="intent" value="save" />
        <FormAlert errors={deleting ? undefined : actionData?.errors} />
        <SectionFields values={values} errors={errors} />
        <p className="bo-actions">
          <button type="submit" className="bo-button">
            {t("back-office-website.save")}
          </button>
        </p>
      </Form>
      <DeleteForm
        label={t("back-office-website.faq.delete_section")}
        confirm={t("back-office-website.faq.delete_section_confirm", { count: String(loaderData.questions) })}
        button={t("back-office-website.delete")}
        errors={deleting ? actionData?.errors : undefined}
      />
    </section>
  );
}
