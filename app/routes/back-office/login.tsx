import { Form, data, redirect, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/login";
import { Field } from "./Field";
import { problemType } from "./problems";
import { backOfficeTarget, backOfficeApi, currentMember, startStaffSession } from "./staff.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  // Already signed in: straight to the page asked for
  if (await currentMember(context)) throw redirect(backOfficeTarget(redirectTo));
  return { redirectTo };
}

/** The API's refusals of a sign-in, as the page's messages (back-office.login.*). */
const REFUSALS: Record<string, string> = {
  TOTP_REQUIRED: "totp_required",
  TOTP_INVALID: "totp_invalid",
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const totp = String(form.get("totp_code") ?? "").trim();
  if (!email || !password) return data({ error: "missing_fields", email }, { status: 400 });
  const {
    data: tokens,
    error,
    response,
  } = await backOfficeApi(context).POST("/staff/token", {
    body: { email, password, ...(totp ? { totp_code: totp } : {}) },
  });
  if (tokens) {
    startStaffSession(context, tokens);
    throw redirect(backOfficeTarget(form.get("redirectTo")));
  }
  const code = problemType(error) ?? "";
  const reason = response.status === 429 ? "too_many_attempts" : (REFUSALS[code] ?? "invalid_credentials");
  // The typed e-mail stays; the password never travels back
  return data({ error: reason, email }, { status: response.status === 429 ? 429 : 401 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = (matches.find((match) => match?.id === "back-office/layout")?.data as { language?: string })
    ?.language;
  return [{ title: language === "en" ? "Sign in — back-office" : "Connexion — back-office" }];
};

export default function BackOfficeLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const submitting = useNavigation().state === "submitting";
  const error = actionData?.error;
  return (
    <section className="bo-page bo-login" aria-labelledby="bo-login-title">
      <h1 id="bo-login-title">{t("back-office.login.title")}</h1>
      <p>{t("back-office.login.intro")}</p>
      <Form method="post" className="bo-card bo-form" noValidate>
        {error && (
          <p className="bo-errors" role="alert" id="bo-login-error">
            {t(`back-office.login.${error}`)}
          </p>
        )}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo ?? ""} />
        <Field
          id="bo-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          label={t("back-office.login.email")}
          defaultValue={actionData?.email ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "bo-login-error" : undefined}
        />
        <Field
          id="bo-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={t("back-office.login.password")}
        />
        <Field
          id="bo-totp"
          name="totp_code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={8}
          label={t("back-office.login.totp")}
          hint={t("back-office.login.totp_hint")}
          autoFocus={error === "totp_required" || error === "totp_invalid"}
        />
        <button type="submit" className="bo-button" disabled={submitting}>
          {t("back-office.login.submit")}
        </button>
      </Form>
    </section>
  );
}
