import { Link } from "react-router";
import type { Permission } from "#domain/staff.js";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/dashboard";
import { requireStaff } from "./staff.server";

/** What each section is for, shown to the members whose roles open it. */
const SECTIONS: { to: string; key: string; permission: Permission }[] = [
  { to: "/back-office/workbench", key: "workbench", permission: "compose:request" },
  { to: "/back-office/operations", key: "operations", permission: "pack:box" },
  { to: "/back-office/customers", key: "customers", permission: "read:client" },
  { to: "/back-office/codes", key: "codes", permission: "manage:codes" },
  { to: "/back-office/content", key: "content", permission: "manage:content" },
  { to: "/back-office/staff", key: "staff", permission: "manage:staff" },
];

export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireStaff(args);
  return { name: member.name, sections: SECTIONS.filter((section) => member.permissions.includes(section.permission)) };
}

export const meta: Route.MetaFunction = () => [{ title: "Back-office — La Malle" }];

export default function BackOfficeHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="bo-page" aria-labelledby="bo-home-title">
      <h1 id="bo-home-title">{t("back-office.home.title", { name: loaderData.name })}</h1>
      {loaderData.sections.length === 0 ? (
        <p>{t("back-office.home.no_section")}</p>
      ) : (
        <ul className="bo-grid bo-sections">
          {loaderData.sections.map((section) => (
            <li key={section.to} className="bo-card">
              <h2>
                <Link to={section.to}>{t(`back-office.nav.${section.key}`)}</Link>
              </h2>
              <p>{t(`back-office.home.${section.key}`)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
