import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n";
import { orThrow } from "~/lib/api.server";
import { useDateFormat } from "~/lib/format";
import { pageParam } from "~/lib/orders";
import { BackOfficePager } from "../BackOfficePager";
import { requireStaff } from "../staff.server";
import type { Route } from "./+types/tickets";

const STATUSES = ["OPEN", "ANSWERED", "CLOSED"] as const;
type Status = (typeof STATUSES)[number];
const PER_PAGE = 50;

/** /back-office/customers/tickets (reply:ticket): open tickets first, a status filter (a GET form). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, "reply:ticket");
  const url = new URL(request.url);
  const raw = url.searchParams.get("status") ?? "";
  const status = (STATUSES as readonly string[]).includes(raw) ? (raw as Status) : undefined;
  const page = pageParam(url.searchParams.get("page"));
  const tickets = await staff.api
    .GET("/admin/tickets", { params: { query: { status, page, per_page: PER_PAGE } } })
    .then(orThrow);
  return { status: status ?? "", tickets };
}

export default function Tickets({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const { status, tickets } = loaderData;
  return (
    <div className="bo-page">
      <h1>{t("back-office-customers.tickets.title")}</h1>
      <Form method="get" className="bo-toolbar">
        <label className="field">
          <span>{t("back-office-customers.tickets.filter")}</span>
          <select name="status" defaultValue={status}>
            <option value="">{t("back-office-customers.tickets.all")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`back-office-customers.tickets.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t("back-office-customers.search.submit")}</button>
      </Form>
      {tickets.items.length === 0 ? (
        <p>{t("back-office-customers.tickets.none")}</p>
      ) : (
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t("back-office-customers.table.id")}</th>
              <th scope="col">{t("back-office-customers.table.subject")}</th>
              <th scope="col">{t("back-office-customers.table.from")}</th>
              <th scope="col">{t("back-office-customers.table.status")}</th>
              <th scope="col">{t("back-office-customers.table.date")}</th>
            </tr>
          </thead>
          <tbody>
            {tickets.items.map((ticket) => (
              <tr key={ticket.id}>
                <td>{ticket.id}</td>
                <td>
                  <Link to={`/back-office/customers/tickets/${ticket.id}`}>{ticket.object}</Link>
                </td>
                <td>
                  {ticket.sender_name} &lt;{ticket.sender_email}&gt;
                </td>
                <td>
                  <span className="bo-badge">{t(`back-office-customers.tickets.status.${ticket.status}`)}</span>
                </td>
                <td>{date(ticket.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <BackOfficePager
        label={t("back-office-customers.tickets.pager")}
        page={tickets.page}
        pages={Math.ceil(tickets.total / tickets.per_page)}
        path="/back-office/customers/tickets"
        query={status ? { status } : {}}
      />
    </div>
  );
}
