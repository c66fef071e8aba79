import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { orThrow } from "~/lib/api.server";
import { useMoney } from "~/lib/format";
import { requireStaff } from "../staff.server";
import { cardState } from "./gift-cards.shared";
import { CodesSearch } from "./codes-search";
import type { Route } from "./+types/gift-cards";

/** /back-office/gift-cards (manage:codes): gift cards, newest first, searched by code or name. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, "manage:codes");
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const cards = await staff.api
    .GET("/admin/gift-cards", { params: { query: { q, page: 1, per_page: 100 } } })
    .then(orThrow);
  return { q, cards };
}

export default function GiftCards({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const euros = useMoney();
  const { q, cards } = loaderData;
  const k = (key: string) => t(`back-office-admin.gift_cards.${key}`);
  return (
    <div className="bo-page">
      <h1>{k("title")}</h1>
      <CodesSearch
        label={k("search")}
        submit={k("filter")}
        query={q}
        other={{ to: "/back-office/codes", label: t("back-office-admin.codes.title") }}
      />
      {cards.items.length === 0 ? (
        <p>{k("none")}</p>
      ) : (
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{k("code")}</th>
              <th scope="col">{k("amount")}</th>
              <th scope="col">{k("balance")}</th>
              <th scope="col">{k("recipient")}</th>
              <th scope="col">{k("state")}</th>
            </tr>
          </thead>
          <tbody>
            {cards.items.map((card) => (
              <tr key={card.id}>
                <td>
                  <Link to={`/back-office/gift-cards/${card.id}`}>{card.code}</Link>
                </td>
                <td>{euros(card.amount_cents / 100)}</td>
                <td>{euros(card.balance_cents / 100)}</td>
                <td>{card.recipient_name ?? card.recipient_email ?? "—"}</td>
                <td>
                  <span className="bo-badge">{k(`states.${cardState(card)}`)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
