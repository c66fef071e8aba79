import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { useDateFormat } from "~/lib/format";
import type { Route } from "./+types/legal";
import { requireStaff } from "../staff.server";
import { ContentTabs } from "./ContentTabs";

export async function loader(args: Route.LoaderArgs) {
  const { api, language } = await requireStaff(args, "manage:content");
  const { data: texts = [] } = await api.GET("/admin/website/legal-contents");
  return {
    texts: texts.map((text) => ({ code: text.code, title: text.title[language], updated_at: text.updated_at })),
  };
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (
    <section className="bo-page" aria-labelledby="bo-legal-title">
      <h1 id="bo-legal-title">{t("back-office-content.title")}</h1>
      <ContentTabs />
      <p>{t("back-office-content.legal_intro")}</p>
      {loaderData.texts.length === 0 ? (
        <p>{t("back-office-content.legal_empty")}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <caption className="visually-hidden">{t("back-office-content.legal_title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("back-office-content.legal_text")}</th>
                <th scope="col">{t("back-office-content.code")}</th>
                <th scope="col">{t("back-office-content.updated")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.texts.map((text) => (
                <tr key={text.code}>
                  <td>
                    <Link to={`/back-office/content/legal/${text.code}`}>{text.title}</Link>
                  </td>
                  <td>
                    <code>{text.code}</code>
                  </td>
                  <td>{date(text.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
