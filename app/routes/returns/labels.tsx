import { Link } from "react-router";
import { CARRIER_NAMES } from "#domain/carrier-names.js";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { useDateFormat } from "~/lib/format";
import { useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import { NoReturns } from "./NoReturns";
import { loadReturnsPage } from "./returns.server";
import type { Route } from "./+types/labels";
import "./returns.css";

/**
 * /infos/return-labels: the family's returns, newest first, each with its number, order, state,
 * last day and pieces, and its label to print (a PDF link); an empty state when there is none.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadReturnsPage({ ctx: getRequestContext(context), request, params }, "returns.labels.title");
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function ReturnLabels({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const day = useDateFormat();
  const { returns } = loaderData;
  return (
    <section aria-labelledby="return-labels-title" className="returns">
      <h1 id="return-labels-title">{t("returns.labels.title")}</h1>
      <p>{t("returns.labels.intro")}</p>
      {returns.length === 0 ? (
        <NoReturns textKey="returns.labels.empty" />
      ) : (
        <ol className="returns__list">
          {returns.map((ret) => (
            <li key={ret.id}>
              <article className="account-card return-card" aria-labelledby={`return-${ret.id}`}>
                <h2 id={`return-${ret.id}`}>{t("returns.labels.number", { number: ret.number })}</h2>
                <dl className="definition-list">
                  <dt>{t("returns.labels.order")}</dt>
                  <dd>
                    <Link to={href(`/infos/orders/${ret.order_id}`)}>
                      {t("returns.labels.order_number", { id: ret.order_id })}
                    </Link>
                  </dd>
                  <dt>{t("returns.labels.status")}</dt>
                  <dd>{t(`returns.status.${ret.status}`)}</dd>
                  {ret.deadline && (
                    <>
                      <dt>{t("returns.labels.deadline")}</dt>
                      <dd>{day(ret.deadline)}</dd>
                    </>
                  )}
                  <dt>{t("returns.labels.pieces")}</dt>
                  <dd>{t("returns.labels.pieces_count", { count: ret.pieces })}</dd>
                  <dt>{t("returns.labels.carrier")}</dt>
                  <dd>{CARRIER_NAMES[ret.carrier]}</dd>
                </dl>
                {ret.label_available && (
                  <a
                    className="button"
                    href={href(`/infos/return-labels/${ret.id}/label.pdf`)}
                    target="_blank"
                    rel="noopener"
                  >
                    {t("returns.labels.print")}
                  </a>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
      <p className="returns__links">
        <Link to={href("/infos/edit/return-mode")}>{t("returns.labels.mode_link")}</Link>
        <Link to={href("/infos/returns")}>{t("returns.infos.returns_link")}</Link>
      </p>
    </section>
  );
}
