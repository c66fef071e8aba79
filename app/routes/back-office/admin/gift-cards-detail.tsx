import { Form, Link, redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { orThrow } from "~/lib/api.server";
import { readForm } from "~/lib/form.server";
import { useDateFormat, useMoney } from "~/lib/format";
import { flashNotice, requireStaff } from "../staff.server";
import { cardState } from "./gift-cards.shared";
import type { Route } from "./+types/gift-cards-detail";

const cardId = (raw: string | undefined) => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw new Response("Not Found", { status: 404 });
  return id;
};

/** /back-office/gift-cards/{cardId} (manage:codes): balance, where the value went, disable. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, "manage:codes");
  const id = cardId(params.cardId);
  return { card: await staff.api.GET("/admin/gift-cards/{id}", { params: { path: { id } } }).then(orThrow) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, "manage:codes");
  const id = cardId(params.cardId);
  await readForm(request);
  const { response } = await staff.api.POST("/admin/gift-cards/{id}/disable", { params: { path: { id } } });
  if (response.status === 409) {
    flashNotice(context, "back-office-admin.gift_cards.detail.in_wallet");
  } else if (response.ok) {
    flashNotice(context, "back-office-admin.gift_cards.detail.disabled");
  } else {
    throw new Response(response.statusText, { status: response.status >= 500 ? 502 : response.status });
  }
  return redirect(`/back-office/gift-cards/${id}`);
}

export default function GiftCardDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const euros = useMoney();
  const date = useDateFormat();
  const { card } = loaderData;
  const k = (key: string, values?: Record<string, unknown>) => t(`back-office-admin.gift_cards.${key}`, values);
  const state = cardState(card);
  return (
    <div className="bo-page">
      <p>
        <Link to="/back-office/gift-cards">{k("detail.back")}</Link>
      </p>
      <h1>{k("detail.title", { code: card.code })}</h1>
      <dl className="bo-card">
        <dt>{k("amount")}</dt>
        <dd>{euros(card.amount_cents / 100)}</dd>
        <dt>{k("balance")}</dt>
        <dd>{euros(card.balance_cents / 100)}</dd>
        <dt>{k("detail.giver")}</dt>
        <dd>{card.giver_name ?? "—"}</dd>
        <dt>{k("recipient")}</dt>
        <dd>{[card.recipient_name, card.recipient_email].filter(Boolean).join(" · ") || "—"}</dd>
        <dt>{k("detail.expires")}</dt>
        <dd>{card.expires_at ? date(card.expires_at) : "—"}</dd>
        <dt>{k("state")}</dt>
        <dd>
          <span className="bo-badge">{k(`states.${state}`)}</span>
        </dd>
      </dl>
      {state === "used" ? (
        <p>{k("detail.in_wallet")}</p>
      ) : (
        state !== "disabled" && (
          <Form method="post" className="bo-actions">
            <button type="submit" name="intent" value="disable">
              {k("detail.disable")}
            </button>
          </Form>
        )
      )}
      <h2>{k("detail.redemptions")}</h2>
      {card.redemptions.length === 0 ? (
        <p>{k("detail.none")}</p>
      ) : (
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t("back-office-customers.table.what")}</th>
              <th scope="col">{k("detail.client")}</th>
              <th scope="col">{t("back-office-customers.table.amount")}</th>
              <th scope="col">{t("back-office-customers.table.date")}</th>
            </tr>
          </thead>
          <tbody>
            {card.redemptions.map((r, i) => (
              <tr key={`${r.kind}-${r.order_id ?? i}`}>
                <td>{r.kind === "wallet" ? k("detail.wallet") : k("detail.order", { id: r.order_id })}</td>
                <td>
                  <Link to={`/back-office/customers/${r.client_id}`}>{r.email}</Link>
                </td>
                <td>{euros(r.amount_cents / 100)}</td>
                <td>{date(r.at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
