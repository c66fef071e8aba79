import { useTranslation } from "~/i18n";
import { Link, useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import type { Route } from "./+types/help";
import { privatePageMeta } from "~/lib/seo";

/** The FAQ section about accounts (website/faq), the one a client on this page is looking for. */
const ACCOUNT_FAQ_SECTION = "compte-parrainage";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const { data } = await ctx.api.GET("/website/faq");
  // Without the FAQ the page still offers every way to reach the team
  const section = data?.find((entry) => entry.section === ACCOUNT_FAQ_SECTION) ?? null;
  return { questions: section?.questions ?? [] };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "account.help.title");

export default function Help({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const root = useRouteLoaderData<RootData>("root");
  const phone = t("contact.phone");
  return (
    <section aria-labelledby="help-title">
      <h1 id="help-title">{t("account.help.title")}</h1>
      <p>{t("account.help.intro")}</p>
      {loaderData.questions.length > 0 && (
        <div className="account-card">
          <h2>{t("account.help.questions")}</h2>
          <ul>
            {loaderData.questions.map((question) => (
              <li key={question.anchor}>
                <Link to={`${href("/faq")}#${question.anchor}`}>{question.question}</Link>
              </li>
            ))}
          </ul>
          <Link to={href("/faq")}>{t("account.help.all_questions")}</Link>
        </div>
      )}
      <div className="account-summary">
        <div>
          <h2>{t("account.help.write_title")}</h2>
          <p>{t("account.help.write_text")}</p>
          <Link className="button button--secondary" to={href("/contact")}>
            {t("account.help.write_cta")}
          </Link>
        </div>
        {root?.switches.phone && (
          <div>
            <h2>{t("account.help.call_title")}</h2>
            <p>{t("account.help.call_text")}</p>
            <a className="button button--secondary" href={`tel:${phone.replace(/\s/g, "")}`}>
              {phone}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
