import { data, redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/seo-page";
import { flashNotice, requireStaff } from "../staff.server";
import { SeoForm } from "./SeoForm";
import { ContentHeader, DeleteForm } from "./WebsiteFields";
import { SEO_FIELDS, seoOgEdit, seoTexts, seoValues } from "./seo.server";
import { apiErrors, confirmedDelete, formValues, refuse } from "./website.server";
import "./website.css";

/** The slug from the address: what the API's path accepts, or a 404 page. */
function slugParam(raw: string): string {
  if (!/^[a-z0-9][a-z0-9_\-/]{0,119}$/i.test(raw)) throw data(null, { status: 404 });
  return raw;
}

/** /back-office/content/seo/pages/{slug}: a page's SEO texts and Open Graph; delete it (the page's own texts return). */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const slug = slugParam(args.params.slug);
  const { data: record, response } = await api.GET("/admin/website/seo-metadata/{slug}", {
    params: { path: { slug } },
  });
  if (!record) throw data(null, { status: response.status === 404 ? 404 : 502 });
  return { slug: record.slug, values: seoValues(record) };
}

export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const slug = slugParam(args.params.slug);
  const values = formValues(await readForm(args.request));
  const path = { params: { path: { slug } } };
  if (values.intent === "delete")
    return confirmedDelete(
      args.context,
      values,
      () => api.DELETE("/admin/website/seo-metadata/{slug}", path),
      "back-office-website.seo.deleted",
      "/back-office/content/seo",
    );
  const { error, response } = await api.PATCH("/admin/website/seo-metadata/{slug}", {
    ...path,
    body: { ...seoTexts(values), og: seoOgEdit(values) },
  });
  if (!response.ok) return refuse(values, apiErrors(error, response.status, SEO_FIELDS), response.status);
  flashNotice(args.context, "back-office-website.seo.saved");
  throw redirect(`/back-office/content/seo/pages/${encodeURIComponent(slug)}`);
}

export default function SeoPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const deleting = actionData?.values.intent === "delete";
  return (
    <section className="bo-page" aria-labelledby="bo-seo-page-title">
      <ContentHeader
        titleId="bo-seo-page-title"
        back={{ to: "/back-office/content/seo", label: t("back-office-website.seo.back") }}
      />
      <h2>
        <code>{loaderData.slug}</code>
      </h2>
      <SeoForm
        values={(!deleting && actionData?.values) || loaderData.values}
        errors={(!deleting && actionData?.errors) || {}}
        refused={Boolean(actionData) && !deleting}
        isNew={false}
        submit={t("back-office-website.save")}
      />
      <DeleteForm
        label={t("back-office-website.seo.delete")}
        confirm={t("back-office-website.seo.delete_confirm")}
        button={t("back-office-website.delete")}
        errors={deleting ? actionData?.errors : undefined}
      />
    </section>
  );
}
