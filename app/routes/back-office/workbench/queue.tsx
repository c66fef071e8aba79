import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import { requireStaff } from "../staff.server";
import type { Route } from "./+types/queue";
import { loadQueue, takeNext } from "./workbench.server";
import "./workbench.css";

/**
 * /back-office/workbench: the boxes to compose by delivery date (GET filters: kid or woman, state,
 * stylist), paged, and "open the next box", which gives the stylist the first one nobody holds.
 */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, "read:request");
  const { queue, filters } = await loadQueue(staff.api, new URL(args.request.url));
  return { queue, filters, me: staff.member.id, language: staff.language };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, "compose:request");
  return takeNext(staff.api, await readForm(args.request));
}

export default function Queue({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { queue, filters, me, language } = loaderData;
  const date = (day: string | null) =>
    day
      ? new Date(`${day}T12:00:00Z`).toLocaleDateString(language, { day: "numeric", month: "short", year: "numeric" })
      : "—";
  const pageLink = (page: number) => {
    const query = new URLSearchParams();
    if (filters.kind) query.set("kind", filters.kind);
    if (filters.state) query.set("state", filters.state);
    if (filters.stylist) query.set("stylist", String(filters.stylist));
    query.set("page", String(page));
    return `?${query}`;
  };
  return (
    <section className="bo-page workbench" aria-labelledby="workbench-title">
      <h1 id="workbench-title">{t("back-office-workbench.queue.title")}</h1>
      <div className="bo-toolbar">
        <Form method="get" className="workbench-filters">
          <div className="field">
            <label htmlFor="filter-kind">{t("back-office-workbench.queue.kind")}</label>
            <select id="filter-kind" name="kind" defaultValue={filters.kind ?? ""}>
              <option value="">{t("back-office-workbench.queue.all")}</option>
              <option value="KID">{t("back-office-workbench.kind.KID")}</option>
              <option value="WOMAN">{t("back-office-workbench.kind.WOMAN")}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="filter-state">{t("back-office-workbench.queue.state")}</label>
            <select id="filter-state" name="state" defaultValue={filters.state ?? ""}>
              <option value="">{t("back-office-workbench.queue.all")}</option>
              <option value="open">{t("back-office-workbench.state.open")}</option>
              <option value="proposed">{t("back-office-workbench.state.proposed")}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="filter-stylist">{t("back-office-workbench.queue.stylist")}</label>
            <select id="filter-stylist" name="stylist" defaultValue={filters.stylist ? String(filters.stylist) : ""}>
              <option value="">{t("back-office-workbench.queue.anyone")}</option>
              <option value={String(me)}>{t("back-office-workbench.queue.mine")}</option>
              <option value="none">{t("back-office-workbench.queue.nobody")}</option>
            </select>
          </div>
          <button type="submit" className="button button--secondary">
            {t("back-office-workbench.queue.filter")}
          </button>
        </Form>
        <Form method="post" className="workbench-next">
          {filters.kind && <input type="hidden" name="kind" value={filters.kind} />}
          <button type="submit" className="button">
            {t("back-office-workbench.queue.next")}
          </button>
        </Form>
      </div>
      {actionData?.error && (
        <p className="bo-errors" role="alert">
          {t(`back-office-workbench.queue.error.${actionData.error === "none_left" ? "none_left" : "failed"}`)}
        </p>
      )}
      <p>{t("back-office-workbench.queue.count", { count: queue.total })}</p>
      {queue.requests.length > 0 && (
        <table className="bo-table" data-testid="workbench-queue">
          <thead>
            <tr>
              <th scope="col">{t("back-office-workbench.queue.delivery")}</th>
              <th scope="col">{t("back-office-workbench.queue.profile")}</th>
              <th scope="col">{t("back-office-workbench.queue.kind")}</th>
              <th scope="col">{t("back-office-workbench.queue.state")}</th>
              <th scope="col">{t("back-office-workbench.queue.stylist")}</th>
            </tr>
          </thead>
          <tbody>
            {queue.requests.map((row) => (
              <tr key={row.id}>
                <td>{date(row.delivery_date)}</td>
                <td>
                  <Link to={`/back-office/workbench/${row.id}`}>
                    {row.profile.firstname} · #{row.id}
                  </Link>
                </td>
                <td>{t(`back-office-workbench.kind.${row.profile.profile_type}`)}</td>
                <td>
                  <span className="bo-badge">{t(`back-office-workbench.state.${row.state}`)}</span>
                </td>
                <td>{row.stylist?.name ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {queue.pages > 1 && (
        <nav className="bo-actions" aria-label={t("back-office-workbench.queue.pages")}>
          {queue.page > 1 && <Link to={pageLink(queue.page - 1)}>{t("back-office-workbench.queue.previous")}</Link>}
          <span>{t("back-office-workbench.queue.page", { page: queue.page, pages: queue.pages })}</span>
          {queue.page < queue.pages && (
            <Link to={pageLink(queue.page + 1)}>{t("back-office-workbench.queue.next_page")}</Link>
          )}
        </nav>
      )}
    </section>
  );
}
