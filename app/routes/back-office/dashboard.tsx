import { Link } from "react-router";
import type { Permission } from "#domain/staff.js";
import { useTranslation } from "~/i18n";
import { orThrow } from "~/lib/api.server";
import { useDateFormat, useMoney } from "~/lib/format";
import { RevenueChart } from "./dashboard-chart";
import { requireStaff } from "./staff.server";
import type { Route } from "./+types/dashboard";
import "./dashboard.css";

/** What each section is for, shown to the members whose roles open it. */
const SECTIONS: { to: string; key: string; permission: Permission }[] = [
  { to: "/back-office/workbench", key: "workbench", permission: "compose:request" },
  { to: "/back-office/operations", key: "operations", permission: "pack:box" },
  { to: "/back-office/customers", key: "customers", permission: "read:client" },
  { to: "/back-office/codes", key: "codes", permission: "manage:codes" },
  { to: "/back-office/content", key: "content", permission: "manage:content" },
  { to: "/back-office/staff", key: "staff", permission: "manage:staff" },
];

/**
 * /back-office: the sections the member's roles open and, for those holding read:dashboard (issue
 * 25, decision 0044), this week's boxes by stage, the keep rate of the last 30 days (said to be
 * unmeasured while no box is closed), shop orders and revenue per day drawn as inline SVG on the
 * server, with the same figures as a table.
 */
export async function loader(args: Route.LoaderArgs) {
  const { api, member } = await requireStaff(args);
  const dashboard = member.permissions.includes("read:dashboard")
    ? await api.GET("/admin/dashboard").then(orThrow)
    : null;
  return {
    name: member.name,
    sections: SECTIONS.filter((section) => member.permissions.includes(section.permission)),
    dashboard,
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Back-office — La Malle" }];

export default function BackOfficeHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { name, sections, dashboard } = loaderData;
  return (
    <section className="bo-page" aria-labelledby="bo-home-title">
      <h1 id="bo-home-title">{t("back-office.home.title", { name })}</h1>
      {sections.length === 0 ? (
        <p>{t("back-office.home.no_section")}</p>
      ) : (
        <ul className="bo-grid bo-sections">
          {sections.map((section) => (
            <li key={section.to} className="bo-card">
              <h2>
                <Link to={section.to}>{t(`back-office.nav.${section.key}`)}</Link>
              </h2>
              <p>{t(`back-office.home.${section.key}`)}</p>
            </li>
          ))}
        </ul>
      )}
      {dashboard && <Dashboard dashboard={dashboard} />}
    </section>
  );
}

type DashboardData = NonNullable<Route.ComponentProps["loaderData"]["dashboard"]>;

function Dashboard({ dashboard }: { dashboard: DashboardData }) {
  const { t } = useTranslation();
  const euros = useMoney();
  const money = (cents: number) => euros(cents / 100);
  const date = useDateFormat();
  const { boxes, keep_rate: keep, shop } = dashboard;
  const shortDay = (day: string) => date(`${day}T00:00:00Z`);
  const totalCents = shop.reduce((sum, d) => sum + d.revenue_cents, 0);
  const totalOrders = shop.reduce((sum, d) => sum + d.orders, 0);
  const figures = [
    ["to_compose", boxes.to_compose],
    ["in_preparation", boxes.in_preparation],
    ["shipped", boxes.shipped_this_week],
    ["awaiting_return", boxes.awaiting_return],
  ] as const;
  return (
    <div className="bo-dashboard">
      <h2>{t("back-office-dashboard.title")}</h2>
      <p>{t("back-office-dashboard.week", { start: shortDay(dashboard.week.start) })}</p>
      <div className="bo-grid bo-dashboard__figures">
        {figures.map(([key, value]) => (
          <section key={key} className="bo-card bo-figure" aria-labelledby={`figure-${key}`}>
            <h3 id={`figure-${key}`}>{t(`back-office-dashboard.${key}`)}</h3>
            <p className="bo-figure__value" data-figure={key}>
              {value}
            </p>
          </section>
        ))}
        <section className="bo-card bo-figure" aria-labelledby="figure-keep">
          <h3 id="figure-keep">{t("back-office-dashboard.keep_rate")}</h3>
          {keep.rate === null ? (
            <p>{t("back-office-dashboard.keep_none")}</p>
          ) : (
            <>
              <p className="bo-figure__value" data-figure="keep_rate">
                {Math.round(keep.rate * 100)} %
              </p>
              <p>{t("back-office-dashboard.keep_detail", { kept: keep.kept, shipped: keep.shipped })}</p>
            </>
          )}
        </section>
      </div>
      <section className="bo-card" aria-labelledby="shop-title">
        <h3 id="shop-title">{t("back-office-dashboard.shop_title")}</h3>
        <RevenueChart
          days={shop}
          money={money}
          shortDay={shortDay}
          label={t("back-office-dashboard.chart_label", {
            first: shortDay(shop[0]!.day),
            last: shortDay(shop.at(-1)!.day),
            total: money(totalCents),
            orders: totalOrders,
          })}
        />
        <details>
          <summary>{t("back-office-dashboard.table_caption")}</summary>
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("back-office-dashboard.day")}</th>
                <th scope="col">{t("back-office-dashboard.orders")}</th>
                <th scope="col">{t("back-office-dashboard.revenue")}</th>
              </tr>
            </thead>
            <tbody>
              {shop.map((d) => (
                <tr key={d.day}>
                  <td>{shortDay(d.day)}</td>
                  <td>{d.orders}</td>
                  <td>{money(d.revenue_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
    </div>
  );
}
