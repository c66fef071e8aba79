import { getCollectionProps, getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, Form, redirect, useNavigation } from "react-router";
import { CANCELLATION_KINDS } from "#domain/withdrawal.js";
import { Field, FieldErrors, FormErrors } from "~/components/forms/Field";
import { Honeypot } from "~/components/forms/Honeypot";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useTranslation } from "~/i18n";
import { loadClient } from "~/lib/client.server";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { isHoneypotFilled } from "~/lib/honeypot";
import { pageTexts, titleWithBrand } from "~/lib/page-content.server";
import { localizePath } from "~/lib/paths";
import { seoMeta } from "~/lib/seo";
import { loadSeo } from "~/lib/seo.server";
import { apiEnd, cancellationSchema, END_CHOICES } from "./forms";
import { flashCancellation } from "./withdrawal.server";
import type { Route } from "./+types/cancel";
import "./withdrawal.css";

/**
 * /cancel-subscription: the cancellation button's page (§312k BGB, decision 0046), reachable from
 * every page's footer without signing in: the kind of cancellation (an extraordinary one with its
 * reason), who is cancelling (name, e-mail, the contract if known), the end wished (the next
 * possible date or a day), then "cancel now". The receipt is e-mailed at once; the confirmation
 * page states its date and time.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  const [seo, client] = await Promise.all([
    loadSeo(ctx, request, "cancel-subscription", {
      fallbackTitle: titleWithBrand(texts["withdrawal.cancel.title"]),
      fallbackDescription: texts["withdrawal.cancel.intro"],
    }),
    loadClient(ctx),
  ]);
  return {
    seo,
    defaults: client
      ? { name: [client.firstname, client.lastname].filter(Boolean).join(" "), email: client.email }
      : undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const confirmationPath = (language: string) => localizePath("/cancel-subscription/confirmation", language as never);

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const form = await readForm(request);
  // A robot's post is dropped without a word
  if (isHoneypotFilled(form)) throw redirect(localizePath("/cancel-subscription", ctx.language));
  const submission = parseWithZod(form, { schema: cancellationSchema });
  const refused = (reply: SubmissionResult<string[]>, status: number) => data({ reply }, { status });
  if (submission.status !== "success") return refused(submission.reply(), 400);
  const value = submission.value;
  try {
    const { data: cancellation, response } = await ctx.api.POST("/subscriptions/cancellation", {
      body: {
        name: value.name,
        email: value.email,
        contract: value.contract || undefined,
        kind: value.kind,
        reason: value.reason || undefined,
        end: apiEnd(value),
      },
    });
    if (cancellation) {
      flashCancellation(ctx, cancellation);
      throw redirect(confirmationPath(ctx.language));
    }
    if (response.status === 400) return refused(submission.reply({ formErrors: ["withdrawal.error.invalid"] }), 400);
    if (response.status === 429) return refused(submission.reply({ formErrors: ["withdrawal.error.too_many"] }), 429);
    console.error(`[cancellation] the API answered ${response.status}`);
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    console.error("[cancellation] the API could not be reached", thrown);
  }
  return refused(submission.reply({ formErrors: ["withdrawal.error.failed"] }), 502);
}

export default function CancelSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(cancellationSchema, {
    id: "cancellation",
    lastResult: actionData?.reply,
    defaultValue: { ...loaderData.defaults, kind: "ordinary", end_choice: "next_possible" },
  });
  return (
    <div className="withdrawal-page withdrawal">
      <header className="withdrawal-hero">
        <h1>{t("withdrawal.cancel.title")}</h1>
        <p>{t("withdrawal.cancel.intro")}</p>
      </header>
      <section className="withdrawal-page__card withdrawal__card" aria-labelledby="cancellation-form-title">
        <h2 id="cancellation-form-title">{t("withdrawal.cancel.form_title")}</h2>
        <Form method="post" className="withdrawal__form" {...getFormProps(form)}>
          <FormErrors errors={form.errors} />
          <fieldset className="withdrawal__choice">
            <legend>{t("withdrawal.cancel.kind")}</legend>
            {getCollectionProps(fields.kind, { type: "radio", options: [...CANCELLATION_KINDS] }).map((props) => (
              <label key={props.key} className="withdrawal__option">
                <input {...props} key={props.key} />
                {t(`withdrawal.cancel.kind_${props.value}`)}
              </label>
            ))}
            <FieldErrors meta={fields.kind} />
          </fieldset>
          <div className="field">
            <label htmlFor={fields.reason.id}>{t("withdrawal.cancel.reason")}</label>
            <p id={fields.reason.descriptionId} className="field__hint">
              {t("withdrawal.cancel.reason_hint")}
            </p>
            <textarea
              {...getTextareaProps(fields.reason, { ariaDescribedBy: fields.reason.descriptionId })}
              key={fields.reason.key}
              rows={3}
            />
            <FieldErrors meta={fields.reason} />
          </div>
          <Field meta={fields.name} label={t("withdrawal.cancel.name")} autoComplete="name" />
          <Field
            meta={fields.email}
            label={t("withdrawal.cancel.email")}
            type="email"
            autoComplete="email"
            hint={t("withdrawal.cancel.email_hint")}
          />
          <Field
            meta={fields.contract}
            label={t("withdrawal.cancel.contract")}
            hint={t("withdrawal.cancel.contract_hint")}
          />
          <fieldset className="withdrawal__choice">
            <legend>{t("withdrawal.cancel.end")}</legend>
            {getCollectionProps(fields.end_choice, { type: "radio", options: [...END_CHOICES] }).map((props) => (
              <label key={props.key} className="withdrawal__option">
                <input {...props} key={props.key} />
                {t(`withdrawal.cancel.end_${props.value}`)}
              </label>
            ))}
            <div className="field">
              <label htmlFor={fields.end_date.id}>{t("withdrawal.cancel.end_date_label")}</label>
              <input {...getInputProps(fields.end_date, { type: "date" })} key={fields.end_date.key} />
              <FieldErrors meta={fields.end_date} />
            </div>
          </fieldset>
          <Honeypot />
          <button type="submit" className="button button--accent" disabled={navigation.state === "submitting"}>
            {t("withdrawal.cancel.submit")}
          </button>
        </Form>
      </section>
    </div>
  );
}
