import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n";
import { Form, Link, data, useNavigation } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Field, FormErrors } from "~/components/forms/Field";
import { Honeypot } from "~/components/forms/Honeypot";
import { loginSchema } from "~/lib/account-forms";
import { SignInRefused, afterSignIn, signInWithForm } from "~/routes/guest/auth.server";
import { mergeGuestCart } from "~/lib/cart.server";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { seoMeta } from "~/lib/seo";
import { loadSeo } from "~/lib/seo.server";
import type { Route } from "./+types/login";
import "~/components/sign-in.css";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "guest");
  return { seo: await loadSeo(ctx, request, "login") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: loginSchema });
  try {
    await signInWithForm(ctx, form);
    await mergeGuestCart(ctx, request);
  } catch (error) {
    if (!(error instanceof SignInRefused)) throw error;
    const status = { "login.too_many_attempts": 429, "login.missing_fields": 400, "login.invalid_credentials": 401 };
    // The typed e-mail stays, the password never travels back
    const reply = submission.reply({ formErrors: [error.reason], hideFields: ["password"] });
    return data(reply, { status: status[error.reason] });
  }
  // Several profiles: the client says which one the visit is about (§2 /login/kid-choice)
  const { data: profiles } = await ctx.api.GET("/clients/me/kids");
  afterSignIn(ctx, request, profiles && profiles.length > 1 ? "/login/kid-choice" : "/infos");
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(loginSchema, {
    lastResult: actionData,
  });
  return (
    <section className="page page--narrow" aria-labelledby="login-title">
      <h1 id="login-title">{t("login.title")}</h1>
      <Form method="post" className="stack" {...getFormProps(form)}>
        <FormErrors errors={form.errors} />
        <Field meta={fields.email} label={t("login.email")} type="email" autoComplete="email" />
        <Field meta={fields.password} label={t("login.password")} type="password" autoComplete="current-password" />
        <Honeypot />
        <p>
          <Link to={href("/reset-password")}>{t("auth.forgot_password")}</Link>
        </p>
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("login.submit")}
        </button>
      </Form>
      <aside className="auth-aside" aria-labelledby="login-new">
        <h2 id="login-new">{t("auth.new_here")}</h2>
        <p>{t("auth.new_here_text")}</p>
        <Link className="button button--accent" to={href("/quiz/signup/kid")}>
          {t("auth.signup_cta")}
        </Link>
      </aside>
    </section>
  );
}
