import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trans } from "react-i18next";
import { useTranslation } from "~/i18n";
import { Form, Link, data, useNavigation } from "react-router";
import { SIGNUP_SOURCES, type SignupAudience } from "../../../domain/account";
import { countryList } from "../../../domain/countries";
import { isValidEmail } from "../../../domain/email";
import { homePairOf } from "../../../domain/locales";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Checkbox, Field, FieldErrors, FormErrors } from "~/components/forms/Field";
import { Honeypot } from "~/components/forms/Honeypot";
import { signupSchema } from "~/services/account-forms";
import { afterSignIn } from "~/services/auth.server";
import { mergeGuestCart } from "~/services/cart.server";
import { getRequestContext } from "~/services/context.server";
import { readForm } from "~/services/form.server";
import { godfatherCookie } from "~/services/cookies.server";
import { guard } from "~/services/guards.server";
import { isHoneypotFilled } from "~/services/honeypot";
import { useLanguage, useLocalizedHref } from "~/services/links";
import { flashNotice, renewSession } from "~/services/session.server";
import { seoMeta } from "~/services/seo";
import { loadSeo } from "~/services/seo.server";
import type { Route } from "./+types/account";

/** /quiz/signup/kid or /quiz/signup/woman: the same account step, for a kid's box or a woman's. */
function audienceOf(request: Request): SignupAudience {
  return new URL(request.url).pathname.endsWith("/woman") ? "woman" : "kid";
}

/** The godfather of §2 "?godfather=" (lc_godfather cookie), when it is an e-mail the API can link. */
function godfatherFrom(request: Request): string | null {
  const value = godfatherCookie.parse(request.headers.get("Cookie"));
  return value && isValidEmail(value) ? value : null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  // A signed-in client has an account already: the guest rule sends them home
  await guard({ ctx, request, params }, "guest");
  const audience = audienceOf(request);
  return {
    audience,
    godfather: godfatherFrom(request),
    defaultCountry: (ctx.pair ?? homePairOf(ctx.language)).country,
    seo: await loadSeo(ctx, request, `signup-${audience}`),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const audience = audienceOf(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: signupSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  // A robot gets the page back as if nothing happened, and no account
  if (isHoneypotFilled(form)) return data(submission.reply({ hideFields }), { status: 400 });

  const { is_optin_kid, is_optin_woman, godfather_email, ...account } = submission.value;
  const sources = SIGNUP_SOURCES[audience];
  const {
    data: tokens,
    error,
    response,
  } = await ctx.api.POST("/clients", {
    body: {
      ...account,
      godfather_email: godfather_email ?? null,
      is_optin_kid: Boolean(is_optin_kid),
      optin_source_kid: is_optin_kid ? sources.optinSource : null,
      is_optin_woman: Boolean(is_optin_woman),
      optin_source_woman: is_optin_woman ? sources.optinSource : null,
      origin: sources.origin,
    },
  });
  if (!tokens) {
    if (response.status === 409)
      return data(submission.reply({ fieldErrors: { email: ["signup.email_taken"] }, hideFields }), 409);
    const sponsor = error && "errors" in error && error.errors && "godfather_email" in error.errors;
    const reply = sponsor
      ? submission.reply({ fieldErrors: { godfather_email: ["signup.godfather_invalid"] }, hideFields })
      : submission.reply({ formErrors: ["signup.failed"], hideFields });
    return data(reply, { status: response.status >= 500 ? 502 : response.status });
  }
  renewSession(ctx.session, tokens);
  await mergeGuestCart(ctx, request);
  flashNotice(ctx.session, "signup.welcome");
  // §2: after a sign-up quiz, home (or the women's home)
  afterSignIn(ctx, request, audience === "woman" ? "/woman" : "/");
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const language = useLanguage();
  const navigation = useNavigation();
  const { audience, godfather, defaultCountry } = loaderData;
  const [form, fields] = useSchemaForm(signupSchema, {
    lastResult: actionData,
    defaultValue: {
      country: defaultCountry,
      godfather_email: godfather ?? undefined,
      [audience === "woman" ? "is_optin_woman" : "is_optin_kid"]: "on",
    },
  });
  const terms = href("/terms-and-conditions");
  return (
    <section className="signup" aria-labelledby="signup-title">
      <h1 id="signup-title">{t(`signup.${audience}.title`)}</h1>
      <p>{t(`signup.${audience}.intro`)}</p>
      <Form method="post" className="stack" {...getFormProps(form)}>
        <FormErrors errors={form.errors} />
        <Field meta={fields.firstname} label={t("account.fields.firstname")} autoComplete="given-name" />
        <Field meta={fields.lastname} label={t("account.fields.lastname")} autoComplete="family-name" />
        <Field meta={fields.email} label={t("login.email")} type="email" autoComplete="email" />
        <Field
          meta={fields.password}
          label={t("login.password")}
          type="password"
          autoComplete="new-password"
          hint={t("auth.password_hint")}
        />
        <div className="field">
          <label htmlFor={fields.country.id}>{t("signup.country")}</label>
          <select {...getSelectProps(fields.country)} key={fields.country.key} autoComplete="country">
            {countryList(language).map((country) => (
              <option key={country.code} value={country.code}>
                {`${country.emoji} ${country.name}`}
              </option>
            ))}
          </select>
          <FieldErrors meta={fields.country} />
        </div>
        <fieldset className="signup__optins">
          <legend>{t("signup.newsletters")}</legend>
          <Checkbox meta={fields.is_optin_kid} label={t("account.fields.optin_kid")} />
          <Checkbox meta={fields.is_optin_woman} label={t("account.fields.optin_woman")} />
        </fieldset>
        {godfather ? (
          <>
            <input {...getInputProps(fields.godfather_email, { type: "hidden" })} key={fields.godfather_email.key} />
            <p className="notice-inline">{t("signup.godfather", { email: godfather })}</p>
            <FieldErrors meta={fields.godfather_email} />
          </>
        ) : null}
        <Honeypot />
        <p className="signup__terms">
          <Trans
            i18nKey="signup.terms"
            components={{ terms: <Link to={terms} />, data: <Link to={`${terms}#data`} /> }}
          />
        </p>
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("signup.submit")}
        </button>
      </Form>
      <p className="auth-aside">
        {t("signup.already")} <Link to={href("/login")}>{t("login.submit")}</Link>
      </p>
    </section>
  );
}
