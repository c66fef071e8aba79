import { Form, Link, data, redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/staff-member";
import { problemType } from "../problems";
import { flashNotice, requireStaff } from "../staff.server";
import { Field } from "../Field";
import { RoleChoices } from "./RoleChoices";
import { passwordError, rolesOf, type StaffFormErrors } from "./staff-form";
import "./admin.css";

export async function loader(args: Route.LoaderArgs) {
  const { api, member: me } = await requireStaff(args, "manage:staff");
  const [{ data: members = [] }, { data: roles = [] }] = await Promise.all([
    api.GET("/staff/members"),
    api.GET("/staff/roles"),
  ]);
  const member = members.find((candidate) => candidate.id === Number(args.params.id));
  if (!member) throw data(null, { status: 404 });
  return { member, roles: roles.map((role) => role.name), isSelf: member.id === me.id };
}

type Intent = "save" | "password" | "totp_off";

/** The API's refusals of a change, as the page's messages (back-office-staff.error.*). */
const REFUSALS: Record<string, string> = { SELF_LOCKOUT: "self_disable", WEAK_PASSWORD: "password_short" };

export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "manage:staff");
  const form = await readForm(args.request);
  const intent = form.get("intent") as Intent;
  const id = Number(args.params.id);
  let body: { name?: string; roles?: string[]; disabled?: boolean; password?: string; totp_enabled?: false };
  if (intent === "password") {
    const password = String(form.get("password") ?? "");
    const error = password ? passwordError(password) : "password_missing";
    if (error) return data({ errors: { password: error } as StaffFormErrors }, { status: 400 });
    body = { password };
  } else if (intent === "totp_off") {
    body = { totp_enabled: false };
  } else {
    const name = String(form.get("name") ?? "").trim();
    if (!name) return data({ errors: { name: "name_missing" } as StaffFormErrors }, { status: 400 });
    body = { name, roles: rolesOf(form), disabled: form.get("disabled") === "on" };
  }
  const { error, response } = await api.PATCH("/staff/members/{id}", { params: { path: { id } }, body });
  if (response.status === 404) throw data(null, { status: 404 });
  if (!response.ok) {
    const reason = REFUSALS[problemType(error) ?? ""] ?? "refused";
    return data(
      { errors: { form: reason } as StaffFormErrors },
      { status: response.status >= 500 ? 502 : response.status },
    );
  }
  flashNotice(args.context, `back-office-staff.saved_${intent}`);
  throw redirect(`/back-office/staff/${id}`);
}

export default function StaffMember({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { member, roles, isSelf } = loaderData;
  const errors: StaffFormErrors = actionData?.errors ?? {};
  return (
    <section className="bo-page" aria-labelledby="bo-member-title">
      <p>
        <Link to="/back-office/staff">{t("back-office-staff.back")}</Link>
      </p>
      <h1 id="bo-member-title">{member.name}</h1>
      <p>{member.email}</p>
      {errors.form && (
        <p className="bo-errors" role="alert">
          {t(`back-office-staff.error.${errors.form}`)}
        </p>
      )}
      <div className="bo-grid bo-admin-columns">
        <Form method="post" className="bo-card bo-form" aria-labelledby="bo-member-profile">
          <h2 id="bo-member-profile">{t("back-office-staff.profile_title")}</h2>
          <Field
            id="member-name"
            name="name"
            label={t("back-office-staff.name")}
            error={errors.name && `back-office-staff.error.${errors.name}`}
            required
            maxLength={120}
            defaultValue={member.name}
          />
          <RoleChoices roles={roles} checked={member.roles} />
          <label className="field field--checkbox">
            <input type="checkbox" name="disabled" defaultChecked={member.disabled} disabled={isSelf} />
            {t("back-office-staff.disable")}
          </label>
          {isSelf && <p className="field__hint">{t("back-office-staff.self_hint")}</p>}
          <button type="submit" name="intent" value="save" className="bo-button">
            {t("back-office-staff.save")}
          </button>
        </Form>
        <Form method="post" className="bo-card bo-form" aria-labelledby="bo-member-password">
          <h2 id="bo-member-password">{t("back-office-staff.password_title")}</h2>
          <p>{t("back-office-staff.password_text")}</p>
          <Field
            id="member-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            label={t("back-office-staff.password")}
            error={errors.password && `back-office-staff.error.${errors.password}`}
          />
          <button type="submit" name="intent" value="password" className="bo-button">
            {t("back-office-staff.password_submit")}
          </button>
        </Form>
        <Form method="post" className="bo-card bo-form" aria-labelledby="bo-member-totp">
          <h2 id="bo-member-totp">{t("back-office-staff.totp_title")}</h2>
          {member.totp_enabled ? (
            <>
              <p>{t("back-office-staff.totp_on")}</p>
              <button type="submit" name="intent" value="totp_off" className="bo-button bo-button--danger">
                {t("back-office-staff.totp_off_submit")}
              </button>
            </>
          ) : (
            <p>{t("back-office-staff.totp_off")}</p>
          )}
        </Form>
      </div>
    </section>
  );
}
