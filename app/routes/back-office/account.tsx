import { Form, data, redirect } from "react-router";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/account";
import { Field } from "./Field";
import { flashNotice, requireStaff } from "./staff.server";
import { totpQrCode } from "./totp-qr.server";

export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireStaff(args);
  return { member };
}

/** Two-step sign-in: "start" asks the API for a secret to type into an app, "confirm" turns it on with a first code. */
export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args);
  const form = await readForm(args.request);
  if (form.get("intent") === "start") {
    const { data: enrolment, response } = await api.POST("/staff/me/totp");
    if (!enrolment) return data({ enrolment: null, error: "totp_failed" }, { status: response.status });
    return { enrolment: { ...enrolment, qr: totpQrCode(enrolment.otpauth_uri) }, error: null };
  }
  const code = String(form.get("code") ?? "").trim();
  const secret = String(form.get("secret") ?? "");
  const uri = String(form.get("otpauth_uri") ?? "");
  const enrolment = secret ? { secret, otpauth_uri: uri, qr: totpQrCode(uri) } : null;
  if (!code) return data({ enrolment, error: "code_missing" }, { status: 400 });
  const { response } = await api.POST("/staff/me/totp/confirm", { body: { code } });
  if (!response.ok) return data({ enrolment, error: "code_invalid" }, { status: response.status });
  flashNotice(args.context, "back-office.account.totp_enabled");
  throw redirect("/back-office/account");
}

/** A base32 secret in groups of four, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { member } = loaderData;
  const enrolment = actionData?.enrolment;
  return (
    <section className="bo-page" aria-labelledby="bo-account-title">
      <h1 id="bo-account-title">{t("back-office.account.title")}</h1>
      <dl className="bo-card bo-facts">
        <dt>{t("back-office.account.name")}</dt>
        <dd>{member.name}</dd>
        <dt>{t("back-office.account.email")}</dt>
        <dd>{member.email}</dd>
        <dt>{t("back-office.account.roles")}</dt>
        <dd>{member.roles.map((role) => t(`back-office.role.${role}`)).join(", ") || "—"}</dd>
      </dl>
      <h2>{t("back-office.account.totp_title")}</h2>
      {member.totp_enabled ? (
        <p className="bo-badge bo-badge--ok">{t("back-office.account.totp_on")}</p>
      ) : enrolment ? (
        <Form method="post" className="bo-card bo-form">
          <p>{t("back-office.account.totp_scan")}</p>
          {enrolment.qr && (
            <img
              className="bo-qr"
              src={enrolment.qr}
              alt={t("back-office.account.totp_qr_alt")}
              width={200}
              height={200}
            />
          )}
          <p>
            <code className="bo-secret">{grouped(enrolment.secret)}</code>
          </p>
          <p>
            <a href={enrolment.otpauth_uri}>{t("back-office.account.totp_open_app")}</a>
          </p>
          <input type="hidden" name="secret" value={enrolment.secret} />
          <input type="hidden" name="otpauth_uri" value={enrolment.otpauth_uri} />
          <Field
            id="bo-totp-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            required
            label={t("back-office.account.totp_code")}
            error={actionData?.error ? `back-office.account.${actionData.error}` : undefined}
          />
          <button type="submit" name="intent" value="confirm" className="bo-button">
            {t("back-office.account.totp_confirm")}
          </button>
        </Form>
      ) : (
        <Form method="post" className="bo-card bo-form">
          <p>{t("back-office.account.totp_off")}</p>
          {actionData?.error && (
            <p className="bo-errors" role="alert">
              {t(`back-office.account.${actionData.error}`)}
            </p>
          )}
          <button type="submit" name="intent" value="start" className="bo-button">
            {t("back-office.account.totp_start")}
          </button>
        </Form>
      )}
    </section>
  );
}
