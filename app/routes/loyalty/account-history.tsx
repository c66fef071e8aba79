import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { Pager } from "~/components/Pager";
import { useDateFormat, useNumberLocale } from "~/lib/format";
import { reasonKey } from "~/routes/loyalty/loyalty";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { pageParam } from "~/lib/orders";
import { privatePageMeta } from "~/lib/seo";
import { loadLoyaltyHistory } from "./loyalty.server";
import type { Route } from "./+types/account-history";
import "~/components/programme-section.css";
import "./loyalty.css";

/**
 * /infos/loyalty/history (§2, §3 Loyalty history page; loyalty guard): every points movement,
 * newest first, 30 a page (§9) with ?page=2…, each with its day, its reason in the page's
 * language, the points and the balance after. A page past the last is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "loyalty");
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const history = await loadLoyaltyHistory(ctx, page);
  if (page > history.pages) throw new Response("Not Found", { status: 404 });
  return { history };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "loyalty.history.title");

export default function LoyaltyHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const date = useDateFormat();
  const locale = useNumberLocale();
  const signed = new Intl.NumberFormat(locale, { signDisplay: "always" });
  const { history } = loaderData;
  const labels = {
    label: t("loyalty.history.pager.label"),
    previous: t("loyalty.history.pager.newer"),
    next: t("loyalty.history.pager.older"),
    page: t("loyalty.history.pager.page"),
  };
  return (
    <section aria-labelledby="loyalty-history-title" className="loyalty loyalty-history">
      <h1 id="loyalty-history-title">{t("loyalty.history.title")}</h1>
      <p>
        <Link to={href("/infos/loyalty")}>{t("loyalty.history.back")}</Link>
      </p>
      {history.total === 0 ? (
        <div className="account-card">
          <p>{t("loyalty.history.empty")}</p>
        </div>
      ) : (
        <table className="loyalty-history__table">
          <caption className="visually-hidden">{t("loyalty.history.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("loyalty.history.date")}</th>
              <th scope="col">{t("loyalty.history.reason_column")}</th>
              <th scope="col" className="loyalty-history__number">
                {t("loyalty.history.points")}
              </th>
              <th scope="col" className="loyalty-history__number">
                {t("loyalty.history.balance")}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.items.map((item) => (
              <tr key={item.id} className={item.points < 0 ? "loyalty-history__debit" : undefined}>
                <td>{date(item.created_at)}</td>
                <td>
                  {t(reasonKey(item.reason))}
                  {item.order_id !== null && (
                    <span className="loyalty-history__order"> {t("loyalty.history.order", { id: item.order_id })}</span>
                  )}
                  {item.expires_at && (
                    <span className="loyalty-history__expiry">
                      {t("loyalty.history.expires", { date: date(item.expires_at) })}
                    </span>
                  )}
                </td>
                <td className="loyalty-history__number">{signed.format(item.points)}</td>
                <td className="loyalty-history__number" data-label={t("loyalty.history.balance")}>
                  {item.balance_after}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={history.page} pages={history.pages} path="/infos/loyalty/history" labels={labels} />
    </section>
  );
}
