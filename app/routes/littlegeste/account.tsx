import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { getRequestContext } from "~/lib/context.server";
import { useDateFormat, useMoney } from "~/lib/format";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import { loadLabels } from "./littlegeste.server";
import type { Route } from "./+types/account";
import "./littlegeste.css";

/**
 * /infos/littlegeste (guard littlegeste): the family's labels and parcels with their state (a
 * cancelled label with staff's reason), the outgrown clothes found in its box's return parcels,
 * each piece's grade, resale price, what it earned and whether it found a new family.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "littlegeste");
  return loadLabels(ctx);
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "littlegeste.account.title");

export default function LittlegesteAccount({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const money = useMoney();
  const day = useDateFormat();
  const { items, earned } = loaderData;
  return (
    <section className="littlegeste littlegeste--account" aria-labelledby="littlegeste-account-title">
      <h1 id="littlegeste-account-title">{t("littlegeste.account.title")}</h1>
      <p>{t("littlegeste.account.intro")}</p>
      <p>
        <strong>{t("littlegeste.account.total", { amount: money(earned) })}</strong>
      </p>
      {items.length === 0 && <p>{t("littlegeste.account.empty")}</p>}
      <ol className="littlegeste__labels">
        {items.map((label) => (
          <li key={label.id}>
            <article className="account-card" aria-labelledby={`lg-label-${label.id}`}>
              <h2 id={`lg-label-${label.id}`}>
                {label.return_id === null
                  ? t("littlegeste.account.number", { number: label.number })
                  : t("littlegeste.account.box_return")}
              </h2>
              <dl className="definition-list">
                {label.return_id === null ? (
                  <>
                    <dt>{t("littlegeste.account.created")}</dt>
                    <dd>{day(label.created_at)}</dd>
                  </>
                ) : (
                  <>
                    <dt>{t("littlegeste.account.received")}</dt>
                    <dd>{day(label.received_at ?? label.created_at)}</dd>
                  </>
                )}
                <dt>{t("littlegeste.account.status")}</dt>
                <dd>{t(`littlegeste.account.statuses.${label.status}`)}</dd>
                {label.cancel_reason && (
                  <>
                    <dt>{t("littlegeste.account.cancel_reason")}</dt>
                    <dd>{label.cancel_reason}</dd>
                  </>
                )}
                {label.return_id === null && (
                  <>
                    <dt>{t("littlegeste.account.bags")}</dt>
                    <dd>{label.bags}</dd>
                  </>
                )}
                <dt>{t("littlegeste.account.earned")}</dt>
                <dd>{money(label.earned)}</dd>
              </dl>
              {label.pieces.length > 0 && (
                <table className="littlegeste__pieces">
                  <caption className="visually-hidden">{t("littlegeste.account.pieces")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("littlegeste.account.piece")}</th>
                      <th scope="col">{t("littlegeste.account.grade")}</th>
                      <th scope="col">{t("littlegeste.account.price")}</th>
                      <th scope="col">{t("littlegeste.account.credit")}</th>
                      <th scope="col">{t("littlegeste.account.status")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {label.pieces.map((piece) => (
                      <tr key={piece.id}>
                        <td data-label={t("littlegeste.account.piece")}>
                          {[piece.garment_name, piece.brand, piece.size].filter(Boolean).join(" · ")}
                        </td>
                        <td data-label={t("littlegeste.account.grade")}>
                          {piece.grade ? t(`littlegeste.account.grades.${piece.grade}`) : "—"}
                        </td>
                        <td data-label={t("littlegeste.account.price")}>
                          {piece.price === null ? "—" : money(piece.price)}
                        </td>
                        <td data-label={t("littlegeste.account.credit")}>{money(piece.earned)}</td>
                        <td data-label={t("littlegeste.account.status")}>
                          {t(`littlegeste.account.piece_statuses.${piece.status}`)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {label.status === "CREATED" && (
                <a
                  className="button"
                  href={href(`/infos/littlegeste/${label.id}/label.pdf`)}
                  target="_blank"
                  rel="noopener"
                >
                  {t("littlegeste.account.print")}
                </a>
              )}
            </article>
          </li>
        ))}
      </ol>
      <p>
        <Link className="button" to={href("/littlegeste/create-label")}>
          {t("littlegeste.account.create")}
        </Link>
      </p>
    </section>
  );
}
