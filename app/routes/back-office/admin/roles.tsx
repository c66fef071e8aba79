import { Form, Link, data, redirect } from "react-router";
import { PERMISSIONS } from "#domain/staff.js";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/roles";
import { problemType } from "../problems";
import { flashNotice, requireStaff } from "../staff.server";
import "./admin.css";

export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "manage:staff");
  const { data: roles = [] } = await api.GET("/staff/roles");
  return { roles };
}

/** One role's permissions replaced whole, for every member holding it (decision 0041). */
export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "manage:staff");
  const form = await readForm(args.request);
  const role = String(form.get("role") ?? "");
  const permissions = form
    .getAll("permissions")
    .filter((value): value is string => (PERMISSIONS as readonly unknown[]).includes(value));
  const { error, response } = await api.PUT("/staff/roles/{role}", {
    params: { path: { role } },
    body: { permissions },
  });
  if (!response.ok) {
    const reason = problemType(error) === "ROLE_LOCKOUT" ? "role_lockout" : "refused";
    return data({ role, reason }, { status: response.status >= 500 ? 502 : response.status });
  }
  flashNotice(args.context, "back-office-staff.role_saved");
  throw redirect("/back-office/staff/roles");
}

export default function Roles({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="bo-page" aria-labelledby="bo-roles-title">
      <p>
        <Link to="/back-office/staff">{t("back-office-staff.back")}</Link>
      </p>
      <h1 id="bo-roles-title">{t("back-office-staff.roles_title")}</h1>
      <p>{t("back-office-staff.roles_intro")}</p>
      <div className="bo-grid bo-admin-columns">
        {loaderData.roles.map((role) => (
          <Form method="post" key={role.name} className="bo-card bo-form" aria-labelledby={`role-${role.name}`}>
            <h2 id={`role-${role.name}`}>{t(`back-office.role.${role.name}`)}</h2>
            {actionData?.role === role.name && (
              <p className="bo-errors" role="alert">
                {t(`back-office-staff.error.${actionData.reason}`)}
              </p>
            )}
            <input type="hidden" name="role" value={role.name} />
            <fieldset className="bo-choices">
              <legend className="visually-hidden">{t("back-office-staff.permissions")}</legend>
              {PERMISSIONS.map((permission) => (
                <label key={permission} className="field field--checkbox">
                  <input
                    type="checkbox"
                    name="permissions"
                    value={permission}
                    defaultChecked={role.permissions.includes(permission)}
                  />
                  <span>
                    {t(`back-office-staff.permission.${permission.replace(":", "_")}`)} <code>{permission}</code>
                  </span>
                </label>
              ))}
            </fieldset>
            <button type="submit" className="bo-button">
              {t("back-office-staff.save")}
            </button>
          </Form>
        ))}
      </div>
    </section>
  );
}
