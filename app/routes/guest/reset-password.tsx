import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Field, FormErrors, NewPasswordFields } from "~/components/forms/Field";
import { Honeypot } from "~/components/forms/Honeypot";
import { resetPasswordSchema, resetRequestSchema, weakPasswordErrors } from "~/lib/account-forms";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { isHoneypotFilled } from "~/lib/honeypot";
import { useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { flashNotice } from "~/lib/session.server";
import { seoMeta } from "~/lib/seo";
import { loadSeo } from "~/lib/seo.server";
import type { Route } from "./+types/reset-password";
import "~/components/sign-in.css";

/**
 * Two steps on one page: without a link, ask for one by e-mail; with the link's client_id and
 * token, choose the new password. The API says whether the link is used or expired.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "guest");
  const query = new URL(request.url).searchParams;
  const link =
    query.get("client_id") && query.get("token")
      ? { client_id: query.get("client_id")!, token: query.get("token")! }
      : null;
  return { seo: await loadSeo(ctx, request, "reset-password"), link };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  // The link's token is in the address; other sites never see it, as the site's referrer policy
  // (strict-origin-when-cross-origin) sends them the origin only
  { name: "robots", content: "noindex" },
];

const LINK_ERRORS: Record<string, string> = {
  RESET_TOKEN_INVALID: "auth.reset_link_invalid",
  RESET_TOKEN_EXPIRED: "auth.reset_link_expired",
};

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const form = await readForm(request);

  if (form.get("intent") === "request") {
    const submission = parseWithZod(form, { schema: resetRequestSchema });
    if (submission.status !== "success") return data({ step: "request" as const, result: submission.reply() }, 400);
    if (!isHoneypotFilled(form)) {
      const { response } = await ctx.api.POST("/clients/send-reset-password-email", { body: submission.value });
      if (response.status === 429) {
        const result = submission.reply({ formErrors: ["login.too_many_attempts"] });
        return data({ step: "request" as const, result }, 429);
      }
      if (!response.ok) throw new Response(null, { status: 502 });
    }
    // Whether or not an account has this address, the page says the same
    return { step: "request" as const, result: submission.reply({ resetForm: true }), sentTo: submission.value.email };
  }

  const submission = parseWithZod(form, { schema: resetPasswordSchema });
  const hideFields = ["password", "password_confirmation"];
  if (submission.status !== "success")
    return data({ step: "choose" as const, result: submission.reply({ hideFields }) }, 400);
  const { client_id, token, password } = submission.value;
  const { response, error } = await ctx.api.POST("/clients/reset-password", { body: { client_id, token, password } });
  if (response.ok) {
    flashNotice(ctx.session, "auth.reset_done");
    throw redirect(localizePath("/login", ctx.language));
  }
  const type = error && "type" in error ? String(error.type) : "";
  // A used or expired link cannot be retried: the page offers to send a new one
  const deadLink = LINK_ERRORS[type];
  if (deadLink) return data({ step: "request" as const, result: undefined, deadLink }, 422);
  const weak = weakPasswordErrors(error);
  const reason = response.status === 429 ? "login.too_many_attempts" : "auth.reset_failed";
  return data(
    {
      step: "choose" as const,
      result: submission.reply(weak ? { fieldErrors: weak, hideFields } : { formErrors: [reason], hideFields }),
    },
    response.status,
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const choosing = loaderData.link && actionData?.step !== "request";
  return (
    <section className="page page--narrow" aria-labelledby="reset-title">
      <h1 id="reset-title">{t("auth.reset_title")}</h1>
      {actionData && "deadLink" in actionData && (
        <p className="form-error" role="alert">
          {t(actionData.deadLink)}
        </p>
      )}
      {choosing && loaderData.link ? (
        <NewPasswordForm link={loaderData.link} lastResult={actionData?.result} />
      ) : (
        <RequestLinkForm
          lastResult={actionData?.step === "request" ? actionData.result : undefined}
          sentTo={actionData && "sentTo" in actionData ? actionData.sentTo : null}
        />
      )}
    </section>
  );
}

type LastResult = SubmissionResult<string[]> | undefined;

function RequestLinkForm({ lastResult, sentTo }: { lastResult: LastResult; sentTo: string | null }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(resetRequestSchema, {
    id: "reset-request",
    lastResult,
  });
  return (
    <>
      {sentTo ? (
        <p className="notice-inline" role="status">
          {t("auth.reset_sent", { email: sentTo })}
        </p>
      ) : (
        <p>{t("auth.reset_intro")}</p>
      )}
      <Form method="post" className="stack" {...getFormProps(form)}>
        <FormErrors errors={form.errors} />
        <input type="hidden" name="intent" value="request" />
        <Field meta={fields.email} label={t("login.email")} type="email" autoComplete="email" />
        <Honeypot />
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t(sentTo ? "auth.reset_send_again" : "auth.reset_send")}
        </button>
      </Form>
      <p>
        <Link to={href("/login")}>{t("auth.back_to_login")}</Link>
      </p>
    </>
  );
}

function NewPasswordForm({ link, lastResult }: { link: { client_id: string; token: string }; lastResult: LastResult }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(resetPasswordSchema, {
    id: "reset-choose",
    lastResult,
    defaultValue: link,
  });
  return (
    <Form method="post" className="stack" {...getFormProps(form)}>
      <p>{t("auth.reset_choose_intro")}</p>
      <FormErrors errors={form.errors} />
      <input {...getInputProps(fields.client_id, { type: "hidden" })} key={fields.client_id.key} />
      <input {...getInputProps(fields.token, { type: "hidden" })} key={fields.token.key} />
      <NewPasswordFields password={fields.password} confirmation={fields.password_confirmation} />
      <button type="submit" className="button" disabled={navigation.state === "submitting"}>
        {t("auth.reset_save")}
      </button>
    </Form>
  );
}
