import { redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/seo-new";
import { flashNotice, requireStaff } from "../staff.server";
import { SeoForm } from "./SeoForm";
import { SEO_FIELDS, seoOgNew, seoTexts } from "./seo.server";
import { apiErrors, formValues, refuse } from "./website.server";
import { ContentHeader } from "./WebsiteFields";
import "./website.css";

/** /back-office/content/seo/new: the SEO record of a page that has none (it showed its own texts). */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "manage:content");
  return { values: { og_type: "website", profile_type: "KID" } };
}

export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const values = formValues(await readForm(args.request));
  const slug = (values.slug ?? "").trim();
  const {
    data: created,
    error,
    response,
  } = await api.POST("/admin/website/seo-metadata", {
    body: { slug, ...seoTexts(values), og: seoOgNew(values) },
  });
  if (!created) return refuse(values, apiErrors(error, response.status, SEO_FIELDS), response.status);
  flashNotice(args.context, "back-office-website.seo.created");
  throw redirect(`/back-office/content/seo/pages/${encodeURIComponent(created.slug)}`);
}

export default function SeoNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="bo-page" aria-labelledby="bo-seo-new-title">
      <ContentHeader
        titleId="bo-seo-new-title"
        back={{ to: "/back-office/content/seo", label: t("back-office-website.seo.back") }}
      />
      <h2>{t("back-office-website.seo.new")}</h2>
      <SeoForm
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        refused={Boolean(actionData)}
        isNew
        submit={t("back-office-website.seo.create")}
      />
    </section>
  );
}
