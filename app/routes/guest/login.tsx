import { useTranslation } from "react-i18next";
import { Form, data, redirect, useNavigation } from "react-router";
import { getRequestContext } from "~/services/context.server";
import { guard } from "~/services/guards.server";
import { localizePath } from "~/services/paths";
import { safeRedirectPath } from "~/services/safe-redirect";
import { renewSession } from "~/services/session.server";
import { seoMeta } from "~/services/seo";
import { loadSeo } from "~/services/seo.server";
import type { Route } from "./+types/login";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "guest");
  return { seo: await loadSeo(ctx, request, "login") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  if (!email || !password) return data({ email, error: "login.missing_fields" }, { status: 400 });

  const { data: tokens, response } = await ctx.api.POST("/clients/token", { body: { email, password } });
  if (!tokens) {
    const error = response.status === 429 ? "login.too_many_attempts" : "login.invalid_credentials";
    return data({ email, error }, { status: response.status === 429 ? 429 : 401 });
  }
  renewSession(ctx.session, tokens);
  const wanted = safeRedirectPath(new URL(request.url).searchParams.get("redirect"));
  throw redirect(localizePath(wanted, ctx.language));
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <section className="page page--narrow" aria-labelledby="login-title">
      <h1 id="login-title">{t("login.title")}</h1>
      <Form method="post" className="stack">
        {actionData?.error && (
          <p className="form-error" role="alert">
            {t(actionData.error)}
          </p>
        )}
        <label htmlFor="login-email">{t("login.email")}</label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email}
        />
        <label htmlFor="login-password">{t("login.password")}</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("login.submit")}
        </button>
      </Form>
    </section>
  );
}
