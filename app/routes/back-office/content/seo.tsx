import { Form, Link } from "react-router";
import { CONTENT_LOCALES, isContentLocale } from "#domain/locales.js";
import { useTranslation } from "~/i18n";
import { useDateFormat } from "~/lib/format";
import type { Route } from "./+types/seo";
import { requireStaff } from "../staff.server";
import { ContentHeader } from "./WebsiteFields";
import "./website.css";

/** Every page's SEO record, by slug, with its title and description in the chosen locale (a GET form). */
export async function loader(args: Route.LoaderArgs) {
  const { api, language } = await requireStaff(args, "manage:content");
  const asked = new URL(args.request.url).searchParams.get("locale");
  const locale = isContentLocale(asked) ? asked : language;
  const { data: records = [] } = await api.GET("/admin/website/seo-metadata");
  return {
    locale,
    pages: records
      .map((record) => ({
        slug: record.slug,
        title: record.title[locale],
        description: record.description[locale],
        updated_at: record.updated_at,
      }))
      .sort((a, b) => a.slug.localeCompare(b.slug)),
  };
}

export default function Seo({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const { locale, pages } = loaderData;
  const k = (key: string) => t(`back-office-website.seo.${key}`);
  return (
    <section className="bo-page" aria-labelledby="bo-seo-title">
      <ContentHeader titleId="bo-seo-title" />
      <p>{k("intro")}</p>
      <div className="bo-toolbar">
        <Form method="get" className="bo-toolbar">
          <div className="field">
            <label htmlFor="seo-locale">{t("back-office-website.locale")}</label>
            <select id="seo-locale" name="locale" defaultValue={locale}>
              {CONTENT_LOCALES.map((code) => (
                <option key={code} value={code}>
                  {t(`back-office-website.locale_${code}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="bo-button bo-button--quiet">
            {k("show")}
          </button>
        </Form>
        <Link to="/back-office/content/seo/new" className="bo-button">
          {k("new")}
        </Link>
      </div>
      {pages.length === 0 ? (
        <p>{k("empty")}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table bo-website-seo" lang={locale}>
            <caption className="visually-hidden">{k("list")}</caption>
            <thead>
              <tr>
                <th scope="col">{k("slug")}</th>
                <th scope="col">{k("title_field")}</th>
                <th scope="col">{k("description")}</th>
                <th scope="col">{t("back-office-website.updated")}</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <tr key={page.slug}>
                  <th scope="row">
                    <Link to={`/back-office/content/seo/pages/${encodeURIComponent(page.slug)}`}>{page.slug}</Link>
                  </th>
                  <td>{page.title}</td>
                  <td>{page.description}</td>
                  <td>{date(page.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
