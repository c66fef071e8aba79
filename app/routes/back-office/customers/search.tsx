import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n";
import { orThrow } from "~/lib/api.server";
import { useDateFormat } from "~/lib/format";
import { pageParam } from "~/lib/orders";
import { BackOfficePager } from "../BackOfficePager";
import { requireStaff } from "../staff.server";
import type { Route } from "./+types/search";

/**
 * /back-office/customers (read:client): find a client by e-mail, name, order or box number (a GET
 * form, so a search is a link to share), 50 newest accounts a page.
 */
const PER_PAGE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, "read:client");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const page = pageParam(url.searchParams.get("page"));
  const found = await staff.api
    .GET("/admin/clients", { params: { query: { q, page, per_page: PER_PAGE } } })
    .then(orThrow);
  return { q, found };
}

export default function CustomerSearch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const { q, found } = loaderData;
  return (
    <div className="bo-page">
      <h1>{t("back-office-customers.search.title")}</h1>
      <div className="bo-toolbar">
        <Form method="get" role="search">
          <label className="field">
            <span>{t("back-office-customers.search.label")}</span>
            <input type="search" name="q" defaultValue={q} maxLength={200} />
          </label>
          <button type="submit">{t("back-office-customers.search.submit")}</button>
        </Form>
        <Link to="/back-office/customers/tickets">{t("back-office-customers.search.tickets")}</Link>
      </div>
      <p>{t("back-office-customers.search.results", { count: found.total })}</p>
      {found.items.length === 0 ? (
        <p>{t("back-office-customers.search.none")}</p>
      ) : (
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t("back-office-customers.table.id")}</th>
              <th scope="col">{t("back-office-customers.table.name")}</th>
              <th scope="col">{t("back-office-customers.table.email")}</th>
              <th scope="col">{t("back-office-customers.table.since")}</th>
            </tr>
          </thead>
          <tbody>
            {found.items.map((client) => (
              <tr key={client.id}>
                <td>{client.id}</td>
                <td>
                  <Link to={`/back-office/customers/${client.id}`}>
                    {[client.firstname, client.lastname].filter(Boolean).join(" ") || client.email}
                  </Link>
                </td>
                <td>{client.email}</td>
                <td>{date(client.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <BackOfficePager
        label={t("back-office-customers.search.pager")}
        page={found.page}
        pages={Math.ceil(found.total / found.per_page)}
        path="/back-office/customers"
        query={q ? { q } : {}}
      />
    </div>
  );
}
