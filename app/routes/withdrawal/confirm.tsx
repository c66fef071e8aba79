import { sizeLabel } from "#domain/profiles.js";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Field, FormErrors } from "~/components/forms/Field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { i18nFor, translatorOf, useTranslation } from "~/i18n";
import { orThrow } from "~/lib/api.server";
import { loadClient } from "~/lib/client.server";
import { getRequestContext, type RequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { loadTranslations } from "~/lib/i18n.server";
import { useLocalizedHref, useLanguage } from "~/lib/links";
import { orderIdParam } from "~/lib/orders";
import { localizePath } from "~/lib/paths";
import { privatePageMeta } from "~/lib/seo";
import { withdrawalSchema } from "./forms";
import { useDayFormat } from "~/lib/withdrawal";
import { loadWithdrawalState } from "./withdrawal.server";
import type { Route } from "./+types/confirm";
import "./withdrawal.css";

/**
 * /infos/orders/{orderId}/withdrawal: the withdrawal function's confirmation step (Directive
 * 2011/83/EU art. 11a, decision 0046): the order and its pieces, the name and the e-mail the
 * receipt goes to (prefilled), and "confirm withdrawal". Withdrawn already → the receipt's page.
 */
function orderId(params: { orderId?: string }): number {
  const id = orderIdParam(params.orderId);
  if (id === null) throw new Response("Not Found", { status: 404 });
  return id;
}

const successPath = (ctx: RequestContext, id: number) =>
  localizePath(`/infos/orders/${id}/withdrawal/success`, ctx.language);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const id = orderId(params);
  const [state, order, client, texts] = await Promise.all([
    loadWithdrawalState(ctx, id),
    ctx.api.GET("/clients/me/orders/{id}", { params: { path: { id } } }).then(orThrow),
    loadClient(ctx),
    loadTranslations(ctx.language),
  ]);
  if (state.withdrawal) throw redirect(successPath(ctx, id));
  const { t } = translatorOf(i18nFor(ctx.language, texts));
  return {
    state,
    order,
    title: t("withdrawal.confirm.title"),
    defaults: {
      name: client ? [client.firstname, client.lastname].filter(Boolean).join(" ") : "",
      email: client?.email ?? "",
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

const CONFLICTS = ["WITHDRAWAL_PERIOD_OVER", "NOT_WITHDRAWABLE", "NOTHING_TO_WITHDRAW"];

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const id = orderId(params);
  const submission = parseWithZod(await readForm(request), { schema: withdrawalSchema });
  const refused = (reply: SubmissionResult<string[]>, status: number) => data({ reply }, { status });
  if (submission.status !== "success") return refused(submission.reply(), 400);
  try {
    const {
      data: receipt,
      error,
      response,
    } = await ctx.api.POST("/clients/me/orders/{id}/withdrawal", {
      params: { path: { id } },
      body: submission.value,
    });
    if (receipt) throw redirect(successPath(ctx, id));
    if (response.status === 404) throw new Response("Not Found", { status: 404 });
    if (response.status === 409) {
      const code = CONFLICTS.includes(error?.type ?? "") ? error!.type : "NOT_WITHDRAWABLE";
      return refused(submission.reply({ formErrors: [`withdrawal.error.${code}`] }), 409);
    }
    if (response.status === 400) {
      return refused(submission.reply({ fieldErrors: { email: ["form_wrong_email"] } }), 400);
    }
    console.error(`[withdrawal] the API answered ${response.status} to a withdrawal`);
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    console.error("[withdrawal] the API could not be reached", thrown);
  }
  return refused(submission.reply({ formErrors: ["withdrawal.error.failed"] }), 502);
}

export default function WithdrawalConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const language = useLanguage();
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const day = useDayFormat();
  const navigation = useNavigation();
  const { state, order, defaults } = loaderData;
  const [form, fields] = useSchemaForm(withdrawalSchema, {
    id: "withdrawal",
    lastResult: actionData?.reply,
    defaultValue: defaults,
  });
  const box = order.kind === "BOX";
  return (
    <section aria-labelledby="withdrawal-title" className="withdrawal">
      <p className="orders__back">
        <Link to={href(`/infos/orders/${order.id}`)}>
          <span aria-hidden="true">← </span>
          {t("orders.number", { id: order.id })}
        </Link>
      </p>
      <h1 id="withdrawal-title">{t("withdrawal.confirm.title")}</h1>
      {state.open ? (
        <div className="account-card withdrawal__card">
          <p>{t(box ? "withdrawal.confirm.intro_box" : "withdrawal.confirm.intro", { id: order.id })}</p>
          <p className="field__hint">
            {state.last_day ? t("withdrawal.until", { day: day(state.last_day) }) : t("withdrawal.before_delivery")}
          </p>
          <h2>{t("withdrawal.confirm.pieces")}</h2>
          <ul className="withdrawal__pieces">
            {order.lines.map((line) => (
              <li key={line.id}>
                {line.name} <span className="withdrawal__size">({sizeLabel(line.size, language)})</span> ×{" "}
                {line.quantity}
              </li>
            ))}
          </ul>
          <Form method="post" className="withdrawal__form" {...getFormProps(form)}>
            <FormErrors errors={form.errors} />
            <Field meta={fields.name} label={t("withdrawal.confirm.name")} autoComplete="name" />
            <Field
              meta={fields.email}
              label={t("withdrawal.confirm.email")}
              type="email"
              autoComplete="email"
              hint={t("withdrawal.confirm.email_hint")}
            />
            <p className="withdrawal__next">{t("withdrawal.confirm.next")}</p>
            <button type="submit" className="button button--accent" disabled={navigation.state === "submitting"}>
              {t("withdrawal.confirm.submit")}
            </button>
          </Form>
        </div>
      ) : (
        <div className="account-card withdrawal__card">
          <p role="status">{t(`withdrawal.error.${state.problem ?? "NOT_WITHDRAWABLE"}`)}</p>
          <p>
            <Link to={href("/contact")}>{t("withdrawal.contact")}</Link>
          </p>
        </div>
      )}
    </section>
  );
}
