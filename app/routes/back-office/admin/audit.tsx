import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n";
import { useNumberLocale } from "~/lib/format";
import type { Route } from "./+types/audit";
import { BackOfficePager } from "../BackOfficePager";
import { requireStaff } from "../staff.server";
import "./admin.css";

const PER_PAGE = 50;

/** The filters of the audit, from the address (a GET form: a filtered page can be shared). */
function filtersOf(url: URL) {
  const text = (name: string) => url.searchParams.get(name)?.trim().slice(0, 60) || undefined;
  const staffId = Number(url.searchParams.get("staff_id"));
  return {
    staff_id: Number.isInteger(staffId) && staffId > 0 ? staffId : undefined,
    entity: text("entity"),
    entity_id: text("entity_id"),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "read:audit");
  const url = new URL(args.request.url);
  const page = Math.max(1, Math.min(100_000, Number(url.searchParams.get("page")) || 1));
  const filters = filtersOf(url);
  const { data: audit } = await api.GET("/staff/audit", {
    params: { query: { ...filters, page, per_page: PER_PAGE } },
  });
  return { audit: audit ?? { items: [], page, per_page: PER_PAGE, total: 0 }, filters };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const { audit, filters } = loaderData;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "medium", timeZone: "Europe/Paris" });
  const query = Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
  return (
    <section className="bo-page" aria-labelledby="bo-audit-title">
      <p>
        <Link to="/back-office/staff">{t("back-office-staff.back")}</Link>
      </p>
      <h1 id="bo-audit-title">{t("back-office-staff.audit_title")}</h1>
      <Form method="get" className="bo-toolbar">
        <div className="field">
          <label htmlFor="audit-entity">{t("back-office-staff.audit_entity")}</label>
          <input id="audit-entity" name="entity" defaultValue={filters.entity} />
        </div>
        <div className="field">
          <label htmlFor="audit-entity-id">{t("back-office-staff.audit_entity_id")}</label>
          <input id="audit-entity-id" name="entity_id" defaultValue={filters.entity_id} />
        </div>
        <div className="field">
          <label htmlFor="audit-staff">{t("back-office-staff.audit_staff_id")}</label>
          <input id="audit-staff" name="staff_id" inputMode="numeric" defaultValue={filters.staff_id} />
        </div>
        <button type="submit" className="bo-button">
          {t("back-office-staff.filter")}
        </button>
      </Form>
      {audit.items.length === 0 ? (
        <p>{t("back-office-staff.audit_empty")}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <caption className="visually-hidden">{t("back-office-staff.audit_title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("back-office-staff.audit_at")}</th>
                <th scope="col">{t("back-office-staff.audit_who")}</th>
                <th scope="col">{t("back-office-staff.audit_action")}</th>
                <th scope="col">{t("back-office-staff.audit_on")}</th>
                <th scope="col">{t("back-office-staff.audit_outcome")}</th>
                <th scope="col">{t("back-office-staff.audit_from")}</th>
              </tr>
            </thead>
            <tbody>
              {audit.items.map((row) => (
                <tr key={row.id}>
                  <td>{when.format(new Date(row.at))}</td>
                  <td title={row.staff_email}>{row.staff_name}</td>
                  <td>
                    <code>{row.action}</code>
                    <br />
                    <small>
                      {row.method} {row.route}
                    </small>
                  </td>
                  <td>
                    {row.entity}
                    {row.entity_id && ` #${row.entity_id}`}
                  </td>
                  <td>
                    <span className={`bo-badge ${row.outcome === "allowed" ? "bo-badge--ok" : "bo-badge--danger"}`}>
                      {t(`back-office-staff.audit_${row.outcome}`)}
                    </span>
                  </td>
                  <td>{row.ip ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <BackOfficePager
        label={t("back-office-staff.pager")}
        page={audit.page}
        pages={Math.ceil(audit.total / audit.per_page)}
        path="/back-office/audit"
        query={query}
      />
    </section>
  );
}
