import { Form, Link, data, redirect } from "react-router";
import { CONTENT_LOCALES, type ContentLocale, type LocalizedText } from "#domain/locales.js";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import { LEGAL_SECTIONS, type LegalCode } from "~/lib/legal";
import type { Route } from "./+types/legal-text";
import { flashNotice, requireStaff } from "../staff.server";
import { ContentTabs } from "./ContentTabs";
import "./content.css";

/** The legal text's code from the address; an unknown one is a 404 page. */
function legalCode(params: { code: string }): LegalCode {
  const section = LEGAL_SECTIONS.find((candidate) => candidate.code === params.code);
  if (!section) throw data(null, { status: 404 });
  return section.code;
}

export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const { data: text, response } = await api.GET("/admin/website/legal-contents/{code}", {
    params: { path: { code: legalCode(args.params) } },
  });
  if (!text) throw data(null, { status: response.status === 404 ? 404 : 502 });
  return { text };
}

/** The title and body of each locale, as typed. */
function localized(form: FormData, field: "title" | "content"): LocalizedText {
  return Object.fromEntries(
    CONTENT_LOCALES.map((locale) => [locale, String(form.get(`${field}_${locale}`) ?? "")]),
  ) as LocalizedText;
}

/** The five locales are saved together; an empty one is refused with everything typed kept. */
export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const form = await readForm(args.request, 1024 * 1024);
  const title = localized(form, "title");
  const content = localized(form, "content");
  const empty = CONTENT_LOCALES.filter((locale) => !title[locale].trim() || !content[locale].trim());
  if (empty.length > 0) return data({ title, content, empty, refused: false }, { status: 400 });
  const { response } = await api.PUT("/admin/website/legal-contents/{code}", {
    params: { path: { code: legalCode(args.params) } },
    body: { title, content },
  });
  if (!response.ok) return data({ title, content, empty: [] as ContentLocale[], refused: true }, { status: 502 });
  flashNotice(args.context, "back-office-content.legal_saved");
  throw redirect(`/back-office/content/legal/${args.params.code}`);
}

export default function LegalText({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { text } = loaderData;
  const title = actionData?.title ?? text.title;
  const content = actionData?.content ?? text.content;
  return (
    <section className="bo-page bo-legal" aria-labelledby="bo-legal-text-title">
      <h1 id="bo-legal-text-title">{t("back-office-content.title")}</h1>
      <ContentTabs />
      <p>
        <Link to="/back-office/content/legal">{t("back-office-content.legal_back")}</Link>
      </p>
      <h2>
        <code>{text.code}</code>
      </h2>
      <Form method="post" className="bo-card" noValidate>
        {actionData?.refused && (
          <p className="bo-errors" role="alert">
            {t("back-office-content.error.refused")}
          </p>
        )}
        {(actionData?.empty.length ?? 0) > 0 && (
          <p className="bo-errors" role="alert">
            {t("back-office-content.error.legal_empty", {
              locales: actionData!.empty.map((locale) => t(`back-office-content.locale_${locale}`)).join(", "),
            })}
          </p>
        )}
        {CONTENT_LOCALES.map((locale) => (
          <fieldset key={locale} className="bo-choices" lang={locale}>
            <legend>{t(`back-office-content.locale_${locale}`)}</legend>
            <div className="field">
              <label htmlFor={`title-${locale}`}>{t("back-office-content.legal_field_title")}</label>
              <input
                id={`title-${locale}`}
                name={`title_${locale}`}
                defaultValue={title[locale]}
                maxLength={200}
                required
                aria-invalid={actionData?.empty.includes(locale) ? true : undefined}
              />
            </div>
            <div className="field">
              <label htmlFor={`content-${locale}`}>{t("back-office-content.legal_field_content")}</label>
              <textarea
                id={`content-${locale}`}
                name={`content_${locale}`}
                defaultValue={content[locale]}
                required
                aria-invalid={actionData?.empty.includes(locale) ? true : undefined}
              />
            </div>
          </fieldset>
        ))}
        <p className="bo-actions">
          <button type="submit" className="bo-button">
            {t("back-office-content.save")}
          </button>
        </p>
      </Form>
    </section>
  );
}
