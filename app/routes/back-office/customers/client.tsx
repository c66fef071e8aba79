import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n";
import { orThrow } from "~/lib/api.server";
import { useDateFormat, useMoney } from "~/lib/format";
import { requireStaff } from "../staff.server";
import { clientAction } from "./client.server";
import type { Route } from "./+types/client";
import "./customers.css";

/**
 * /back-office/customers/{clientId} (read:client): the client's card, timeline (newest first,
 * each entry marked family or internal), an internal note, a goodwill credit and connect-as.
 * Each form posts on its own, without JavaScript.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, "read:client");
  const id = Number(params.clientId);
  if (!Number.isInteger(id) || id <= 0) throw new Response("Not Found", { status: 404 });
  const client = await staff.api.GET("/admin/clients/{id}", { params: { path: { id } } }).then(orThrow);
  // Written into the goodwill form when it is shown: sending the same form twice credits once
  return { client, goodwillKey: crypto.randomUUID(), permissions: staff.member.permissions };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = Number(params.clientId);
  if (!Number.isInteger(id) || id <= 0) throw new Response("Not Found", { status: 404 });
  return clientAction({ request, context }, id);
}

export default function ClientPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const euros = useMoney();
  const money = (cents: number) => euros(cents / 100);
  const { client, goodwillKey, permissions } = loaderData;
  const errors = actionData?.errors ?? {};
  const errorOf = (intent: string, field: string) =>
    actionData?.intent === intent && errors[field] ? (
      <p className="bo-errors" id={`${intent}-${field}-error`}>
        {t(errors[field]!)}
      </p>
    ) : null;
  const name = [client.firstname, client.lastname].filter(Boolean).join(" ") || client.email;
  const can = (permission: string) => permissions.includes(permission);
  return (
    <div className="bo-page bo-client">
      <p>
        <Link to="/back-office/customers">{t("back-office-customers.client.back")}</Link>
      </p>
      <h1>{t("back-office-customers.client.title", { name })}</h1>
      <div className="bo-grid">
        <section className="bo-card" aria-label={name}>
          <dl className="bo-client__card">
            <dt>{t("back-office-customers.table.email")}</dt>
            <dd>{client.email}</dd>
            <dt>{t("back-office-customers.client.phone")}</dt>
            <dd>{client.phone ?? "—"}</dd>
            <dt>{t("back-office-customers.client.language")}</dt>
            <dd>{client.locale}</dd>
            <dt>{t("back-office-customers.client.wallet")}</dt>
            <dd data-testid="wallet">{money(client.wallet_cents)}</dd>
            <dt>{t("back-office-customers.client.points")}</dt>
            <dd>{client.loyalty_points}</dd>
            <dt>{t("back-office-customers.client.profiles")}</dt>
            <dd>{client.profiles.map((p) => p.firstname).join(", ") || "—"}</dd>
          </dl>
          {can("connect-as:client") && (
            <Form method="post" className="bo-actions">
              <input type="hidden" name="intent" value="connect-as" />
              <input type="hidden" name="locale" value={client.locale} />
              <button type="submit">{t("back-office-customers.connect_as.submit")}</button>
              <p className="field__hint">{t("back-office-customers.connect_as.hint")}</p>
              {errorOf("connect-as", "form")}
            </Form>
          )}
        </section>

        {can("credit:wallet") && (
          <section className="bo-card" aria-labelledby="goodwill-title">
            <h2 id="goodwill-title">{t("back-office-customers.goodwill.title")}</h2>
            <Form method="post">
              <input type="hidden" name="intent" value="goodwill" />
              <input type="hidden" name="idempotency_key" value={goodwillKey} />
              <label className="field">
                <span>{t("back-office-customers.goodwill.amount")}</span>
                <input name="amount" inputMode="decimal" required pattern="\d{1,6}([.,]\d{1,2})?" />
              </label>
              {errorOf("goodwill", "amount")}
              <label className="field">
                <span>{t("back-office-customers.goodwill.reason")}</span>
                <input name="reason" required maxLength={500} />
              </label>
              {errorOf("goodwill", "reason")}
              {errorOf("goodwill", "form")}
              <button type="submit">{t("back-office-customers.goodwill.submit")}</button>
            </Form>
          </section>
        )}

        {can("reply:ticket") && (
          <section className="bo-card" aria-labelledby="note-title">
            <h2 id="note-title">{t("back-office-customers.note.title")}</h2>
            <Form method="post">
              <input type="hidden" name="intent" value="note" />
              <label className="field">
                <span>{t("back-office-customers.note.label")}</span>
                <textarea name="body" required maxLength={5000} rows={3} />
              </label>
              {errorOf("note", "body")}
              {errorOf("note", "form")}
              <button type="submit">{t("back-office-customers.note.submit")}</button>
            </Form>
          </section>
        )}
      </div>

      <h2>{t("back-office-customers.client.timeline")}</h2>
      {client.timeline.length === 0 ? (
        <p>{t("back-office-customers.client.empty")}</p>
      ) : (
        <table className="bo-table bo-timeline">
          <thead>
            <tr>
              <th scope="col">{t("back-office-customers.table.date")}</th>
              <th scope="col">{t("back-office-customers.table.what")}</th>
              <th scope="col">{t("back-office-customers.table.status")}</th>
              <th scope="col">{t("back-office-customers.table.amount")}</th>
              <th scope="col">{t("back-office-customers.table.seen_by")}</th>
            </tr>
          </thead>
          <tbody>
            {client.timeline.map((entry) => (
              <tr key={`${entry.kind}-${entry.id}`} className={`bo-timeline__${entry.visibility}`}>
                <td>{date(entry.at)}</td>
                <td>
                  <span className="bo-badge">{t(`back-office-customers.kind.${entry.kind}`)}</span>{" "}
                  {entry.ref?.kind === "ticket" ? (
                    <Link to={`/back-office/customers/tickets/${entry.ref.id}`}>{entry.summary}</Link>
                  ) : (
                    entry.summary
                  )}
                </td>
                <td>{entry.status ?? ""}</td>
                <td>{entry.amount_cents === null ? "" : money(entry.amount_cents)}</td>
                <td>
                  <span className={`bo-badge bo-badge--${entry.visibility}`}>
                    {t(`back-office-customers.client.${entry.visibility}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
