import { Form, Link, data, redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import { useDateFormat } from "~/lib/format";
import type { Route } from "./+types/staff";
import { problemType } from "../problems";
import { flashNotice, requireStaff } from "../staff.server";
import { passwordError, rolesOf, type StaffFormErrors } from "./staff-form";
import { Field } from "../Field";
import { RoleChoices } from "./RoleChoices";
import "./admin.css";

export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "manage:staff");
  const [{ data: members = [] }, { data: roles = [] }] = await Promise.all([
    api.GET("/staff/members"),
    api.GET("/staff/roles"),
  ]);
  return { members, roles: roles.map((role) => role.name) };
}

/** Creates a member; what was typed stays on a refusal (the password is never sent back). */
export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "manage:staff");
  const form = await readForm(args.request);
  const values = {
    email: String(form.get("email") ?? "").trim(),
    name: String(form.get("name") ?? "").trim(),
    roles: rolesOf(form),
  };
  const password = String(form.get("password") ?? "");
  const errors: StaffFormErrors = {};
  if (!values.email.includes("@")) errors.email = "email_invalid";
  if (!values.name) errors.name = "name_missing";
  errors.password = password ? passwordError(password) : "password_missing";
  if (Object.values(errors).some(Boolean)) return data({ errors, values }, { status: 400 });
  const { error, response } = await api.POST("/staff/members", { body: { ...values, password } });
  if (response.ok) {
    flashNotice(args.context, "back-office-staff.created");
    throw redirect("/back-office/staff");
  }
  const taken = problemType(error) === "EMAIL_TAKEN";
  return data(
    { errors: taken ? { email: "email_taken" } : { form: "refused" }, values },
    { status: response.status >= 500 ? 502 : response.status },
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Staff — back-office" }];

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const errors: StaffFormErrors = actionData?.errors ?? {};
  const values = actionData?.values;
  const error = (field: keyof StaffFormErrors) => errors[field] && `back-office-staff.error.${errors[field]}`;
  return (
    <section className="bo-page" aria-labelledby="bo-staff-title">
      <h1 id="bo-staff-title">{t("back-office-staff.title")}</h1>
      <p className="bo-actions">
        <Link to="/back-office/staff/roles">{t("back-office-staff.roles_link")}</Link>
        <Link to="/back-office/audit">{t("back-office-staff.audit_link")}</Link>
      </p>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <caption className="visually-hidden">{t("back-office-staff.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("back-office-staff.name")}</th>
              <th scope="col">{t("back-office-staff.email")}</th>
              <th scope="col">{t("back-office-staff.roles")}</th>
              <th scope="col">{t("back-office-staff.totp")}</th>
              <th scope="col">{t("back-office-staff.state")}</th>
              <th scope="col">{t("back-office-staff.since")}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.members.map((member) => (
              <tr key={member.id}>
                <td>
                  <Link to={`/back-office/staff/${member.id}`}>{member.name}</Link>
                </td>
                <td>{member.email}</td>
                <td>{member.roles.map((role) => t(`back-office.role.${role}`)).join(", ") || "—"}</td>
                <td>{t(member.totp_enabled ? "back-office-staff.yes" : "back-office-staff.no")}</td>
                <td>
                  {member.disabled ? (
                    <span className="bo-badge bo-badge--danger">{t("back-office-staff.disabled")}</span>
                  ) : (
                    <span className="bo-badge bo-badge--ok">{t("back-office-staff.active")}</span>
                  )}
                </td>
                <td>{date(member.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 id="bo-staff-new">{t("back-office-staff.new_title")}</h2>
      <Form method="post" className="bo-card bo-form" aria-labelledby="bo-staff-new" noValidate>
        {errors.form && (
          <p className="bo-errors" role="alert">
            {t(`back-office-staff.error.${errors.form}`)}
          </p>
        )}
        <Field
          id="staff-name"
          name="name"
          label={t("back-office-staff.name")}
          error={error("name")}
          required
          maxLength={120}
          defaultValue={values?.name}
        />
        <Field
          id="staff-email"
          name="email"
          type="email"
          label={t("back-office-staff.email")}
          error={error("email")}
          required
          defaultValue={values?.email}
        />
        <Field
          id="staff-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          label={t("back-office-staff.password")}
          hint={t("back-office-staff.password_hint")}
          error={error("password")}
        />
        <RoleChoices roles={loaderData.roles} checked={values?.roles ?? []} />
        <button type="submit" className="bo-button">
          {t("back-office-staff.create")}
        </button>
      </Form>
    </section>
  );
}
