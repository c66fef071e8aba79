import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { useDateFormat } from "~/lib/format";
import { useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import { NoReturns } from "./NoReturns";
import { loadReturnsPage } from "./returns.server";
import type { Route } from "./+types/list";
import "./returns.css";

/** /infos/returns: the family's returns of shop orders and boxes, newest first, each its state in words. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadReturnsPage({ ctx: getRequestContext(context), request, params }, "returns.list.title");
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function Returns({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const day = useDateFormat();
  const { returns } = loaderData;
  return (
    <section aria-labelledby="returns-title" className="returns">
      <h1 id="returns-title">{t("returns.list.title")}</h1>
      <p>{t("returns.list.intro")}</p>
      {returns.length === 0 ? (
        <NoReturns textKey="returns.list.empty" />
      ) : (
        <ol className="returns__list">
          {returns.map((ret) => (
            <li key={ret.id}>
              <article className="account-card return-card" aria-labelledby={`return-${ret.id}`}>
                <h2 id={`return-${ret.id}`}>{t("returns.list.number", { number: ret.number })}</h2>
                <dl className="definition-list">
                  <dt>{t("returns.detail.order")}</dt>
                  <dd>{t("returns.list.order", { id: ret.order_id })}</dd>
                  <dt>{t("returns.list.created")}</dt>
                  <dd>{day(ret.created_at)}</dd>
                  <dt>{t("returns.detail.status")}</dt>
                  <dd>{t(`returns.status.${ret.status}`)}</dd>
                  <dt>{t("returns.labels.pieces")}</dt>
                  <dd>{t("returns.labels.pieces_count", { count: ret.pieces })}</dd>
                </dl>
                <Link className="button button--secondary" to={href(`/infos/returns/${ret.id}`)}>
                  {t("returns.list.view")}
                </Link>
              </article>
            </li>
          ))}
        </ol>
      )}
      <p>
        <Link to={href("/infos/return-labels")}>{t("returns.list.labels_link")}</Link>
      </p>
    </section>
  );
}
