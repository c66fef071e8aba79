import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { loadClient } from "~/lib/client.server";
import { getRequestContext } from "~/lib/context.server";
import { useLocalizedHref } from "~/lib/links";
import { requireRecycle } from "./littlegeste.server";
import type { Route } from "./+types/landing";
import "./littlegeste.css";

/**
 * /littlegeste (§2): how sending outgrown clothes back works, what is accepted and what a family
 * gets back, where the recycle switch is on. A signed-in family also finds its parcels' page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await requireRecycle(ctx);
  return { title: texts["littlegeste.landing.title"] ?? "", signedIn: Boolean(await loadClient(ctx)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.title ?? ""} | La Malle` }];

export default function Littlegeste({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <section className="littlegeste" aria-labelledby="littlegeste-title">
      <h1 id="littlegeste-title">{t("littlegeste.landing.title")}</h1>
      <p className="littlegeste__lead">{t("littlegeste.landing.intro")}</p>
      <h2>{t("littlegeste.landing.how_title")}</h2>
      <ol className="littlegeste__steps">
        <li>{t("littlegeste.landing.step_label")}</li>
        <li>{t("littlegeste.landing.step_send")}</li>
        <li>{t("littlegeste.landing.step_credit")}</li>
      </ol>
      <h2>{t("littlegeste.landing.accepted_title")}</h2>
      <p>{t("littlegeste.landing.accepted_text")}</p>
      <h2>{t("littlegeste.landing.earn_title")}</h2>
      <p>{t("littlegeste.landing.earn_text")}</p>
      <h2>{t("littlegeste.landing.box_title")}</h2>
      <p>{t("littlegeste.landing.box_text")}</p>
      <p className="form-actions">
        <Link className="button" to={href("/littlegeste/create-label")}>
          {t("littlegeste.landing.cta")}
        </Link>
        {loaderData.signedIn && <Link to={href("/infos/littlegeste")}>{t("littlegeste.landing.account_link")}</Link>}
      </p>
    </section>
  );
}
