import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trans } from "react-i18next";
import { useTranslation } from "~/i18n";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { SIGNUP_SOURCES, type SignupAudience } from "#domain/account.js";
import { countryList } from "#domain/countries.js";
import { isValidEmail } from "#domain/email.js";
import { homePairOf } from "#domain/locales.js";
import { codeProfileType, identityPath, type QuizCode } from "#domain/quiz.js";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Checkbox, Field, FieldErrors, FormErrors } from "~/components/forms/Field";
import { Honeypot } from "~/components/forms/Honeypot";
import { QuizStepFrame } from "~/routes/quiz/QuizStepFrame";
import { signupSchema, weakPasswordErrors } from "~/lib/account-forms";
import { mergeGuestCart } from "~/lib/cart.server";
import { loadClient } from "~/lib/client.server";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { godfatherCookie } from "~/lib/cookies.server";
import { isHoneypotFilled } from "~/lib/honeypot";
import { useLanguage, useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { flashNotice, renewSession } from "~/lib/session.server";
import { seoMeta } from "~/lib/seo";
import { loadSeo } from "~/lib/seo.server";
import {
  goToNext,
  loadQuizStep,
  notFound,
  saveProgress,
  urlProfileId,
  urlQuizCode,
  type QuizArgs,
} from "./quiz.server";
import type { Route } from "./+types/account";
import "~/components/sign-in.css";

/**
 * The account step of a visitor's quiz (§2; decision 0030): /quiz/signup/account?profileId= for a
 * kid's, /quiz/signup-woman/woman/account/{kidId} for a woman's. The visitor has answered the
 * first steps on a temporary account; this form makes it a real one (POST
 * clients/me/registration: same client, profiles and answers), then the quiz goes on.
 */
function audienceOf(code: QuizCode): SignupAudience {
  return codeProfileType(code) === "WOMAN" ? "woman" : "kid";
}

/** The godfather of §2 "?godfather=" (lc_godfather cookie), when it is an e-mail the API can link. */
function godfatherFrom(request: Request): string | null {
  const value = godfatherCookie.parse(request.headers.get("Cookie"));
  return value && isValidEmail(value) ? value : null;
}

/** A share link's godfather code (?godfather=CODE kept in lc_godfather), for the API to resolve. */
function godfatherCodeFrom(request: Request): string | null {
  const value = godfatherCookie.parse(request.headers.get("Cookie"))?.trim();
  return value && !isValidEmail(value) && /^[A-Za-z0-9]{4,32}$/.test(value) ? value : null;
}

/**
 * The account step of this URL's quiz: no session yet → the quiz's first step; an account that
 * is registered already → the step after this one.
 */
async function accountStep(args: QuizArgs) {
  const ctx = getRequestContext(args.context);
  const code = urlQuizCode(args.request, args.params);
  if (!code) notFound();
  const client = await loadClient(ctx);
  if (!client) throw redirect(localizePath(identityPath(code, null), ctx.language));
  if (urlProfileId(args.request, args.params, ctx) === null)
    throw redirect(localizePath(`/quiz/${code}`, ctx.language));
  // The step exists in a visitor's quiz: its place is the same before and after the registration
  const quiz = await loadQuizStep(args, { kind: "account" }, { temporary: true });
  if (!client.is_temporary) goToNext(quiz);
  return { ctx, code, quiz };
}

export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const { ctx, code, quiz } = await accountStep(args);
  const audience = audienceOf(code);
  return {
    frame: quiz.frame,
    profile: { id: quiz.profile.id, firstname: quiz.profile.firstname, profile_type: quiz.profile.profile_type },
    audience,
    godfather: godfatherFrom(request),
    defaultCountry: (ctx.pair ?? homePairOf(ctx.language)).country,
    seo: await loadSeo(ctx, request, `signup-${audience}`),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { ctx, code, quiz } = await accountStep(args);
  const audience = audienceOf(code);
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
  } = await ctx.api.POST("/clients/me/registration", {
    body: {
      ...account,
      godfather_email: godfather_email ?? null,
      godfather_code: godfather_email ? null : godfatherCodeFrom(request),
      is_optin_kid: Boolean(is_optin_kid),
      optin_source_kid: is_optin_kid ? sources.optinSource : null,
      is_optin_woman: Boolean(is_optin_woman),
      optin_source_woman: is_optin_woman ? sources.optinSource : null,
      origin: sources.origin,
    },
  });
  if (!tokens) {
    // Registered meanwhile (another tab): the quiz goes on
    if (error?.type === "ALREADY_REGISTERED") goToNext(quiz);
    if (response.status === 409)
      return data(submission.reply({ fieldErrors: { email: ["signup.email_taken"] }, hideFields }), 409);
    const sponsor = error && "errors" in error && error.errors && "godfather_email" in error.errors;
    const weak = weakPasswordErrors(error);
    const reply = weak
      ? submission.reply({ fieldErrors: weak, hideFields })
      : sponsor
        ? submission.reply({ fieldErrors: { godfather_email: ["signup.godfather_invalid"] }, hideFields })
        : submission.reply({ formErrors: ["signup.failed"], hideFields });
    return data(reply, { status: response.status >= 500 ? 502 : response.status });
  }
  // A new session for the registered account, still about the quiz's profile
  const suggestions = ctx.session.get("landing_suggestions");
  renewSession(ctx.session, tokens);
  if (suggestions) ctx.session.set("landing_suggestions", suggestions);
  ctx.session.set("active_profile_id", quiz.profile.id);
  await mergeGuestCart(ctx, request);
  await saveProgress(ctx, quiz.profile.id, code, quiz.next);
  flashNotice(ctx.session, "signup.welcome");
  goToNext(quiz);
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const language = useLanguage();
  const navigation = useNavigation();
  const { audience, godfather, defaultCountry, frame } = loaderData;
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
    <QuizStepFrame frame={frame} title={t(`signup.${audience}.title`)} intro={t(`signup.${audience}.intro`)}>
      <div className="signup quiz-account">
        <p className="notice-inline">{t("quiz.account.progress_saved")}</p>
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
      </div>
    </QuizStepFrame>
  );
}
