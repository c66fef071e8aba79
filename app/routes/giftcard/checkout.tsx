import { Form, Link, data, redirect, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import {
  GIFT_CARD_MAX_EUROS,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_EUROS,
  GIFT_CARD_NAME_MAX,
  lastSendDay,
  sendDayProblem,
} from "#domain/gift-cards.js";
import { todayIn } from "#domain/profiles.js";
import { API_PURPOSE, API_TARGET, choiceQuery } from "~/routes/giftcard/choice";
import { useDateFormat, useMoney } from "~/lib/format";
import { orThrow } from "~/lib/api.server";
import { platformNameKey } from "~/lib/checkout";
import { loadClient } from "~/lib/client.server";
import { getRequestContext } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { choiceOf, requireGiftCards } from "./giftcard.server";
import type { Route } from "./+types/checkout";
import "./giftcard.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /giftcard/checkout (§2, issue 18): the giver (signed in; a visitor goes to the login page and
 * comes back with the choice kept in the query), the recipient's name and e-mail, a message, now or
 * on a day within the year; then POST clients/me/gift-card-orders (idempotent by the key rendered
 * with the form) and the provider's payment page, as the shop's checkout does. A plain form: every
 * refusal comes back beside its field.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await requireGiftCards(ctx);
  await guard({ ctx, request, params }, "lc-auth");
  const choice = choiceOf(new URL(request.url).searchParams);
  if (choice.amount === null) {
    throw redirect(`${localizePath("/giftcard", ctx.language)}?${choiceQuery(choice)}`);
  }
  const [client, platforms] = await Promise.all([
    loadClient(ctx),
    ctx.api.GET("/clients/me/available_payment_platforms", { params: { query: { for_shop: "true" } } }).then(orThrow),
  ]);
  const today = todayIn();
  const giverName = [client?.firstname, client?.lastname].filter(Boolean).join(" ");
  return {
    choice,
    platforms,
    giverName,
    today,
    lastDay: lastSendDay(today),
    paymentError: (ctx.session.get("payment_error") as string | undefined) ?? null,
    idempotencyKey: crypto.randomUUID(),
    title: texts["giftcard.checkout.title"] ?? "",
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

type Errors = Partial<Record<string, string>>;
type ActionAnswer = { errors: Errors; values: Record<string, string> };

const FIELDS = ["giver_name", "recipient_name", "recipient_email", "message", "when", "send_at", "platform"] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await requireGiftCards(ctx);
  await guard({ ctx, request, params: {} }, "lc-auth");
  const form = await readForm(request);
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const values = Object.fromEntries(FIELDS.map((name) => [name, text(name)]));
  const choice = choiceOf(new URLSearchParams({ for: text("for"), purpose: text("purpose"), amount: text("amount") }));
  const errors: Errors = {};
  if (choice.amount === null) errors.amount = "giftcard.error.amount";
  for (const name of ["giver_name", "recipient_name"] as const) {
    if (!values[name]) errors[name] = "giftcard.error.required";
    else if (values[name]!.length > GIFT_CARD_NAME_MAX) errors[name] = "giftcard.error.name_long";
  }
  if (!values.recipient_email) errors.recipient_email = "giftcard.error.required";
  else if (!EMAIL.test(values.recipient_email)) errors.recipient_email = "giftcard.error.email";
  if (values.message!.length > GIFT_CARD_MESSAGE_MAX) errors.message = "giftcard.error.message_long";
  const later = values.when === "later";
  if (later) {
    const problem = values.send_at ? sendDayProblem(values.send_at, todayIn()) : "invalid";
    if (problem) {
      errors.send_at =
        problem === "past"
          ? "giftcard.error.send_past"
          : problem === "too-far"
            ? "giftcard.error.send_far"
            : "giftcard.error.required";
    }
  }
  if (!values.platform) errors.platform = "giftcard.error.required";
  if (Object.keys(errors).length > 0) return data<ActionAnswer>({ errors, values }, { status: 400 });

  const {
    data: placed,
    error,
    response,
  } = await ctx.api.POST("/clients/me/gift-card-orders", {
    params: { header: { "idempotency-key": text("idempotency_key") || crypto.randomUUID() } },
    body: {
      amount: choice.amount!,
      target: API_TARGET[choice.target],
      applies_to: API_PURPOSE[choice.purpose],
      giver_name: values.giver_name!,
      recipient_name: values.recipient_name!,
      recipient_email: values.recipient_email!,
      message: values.message || null,
      ...(later ? { send_at: values.send_at } : {}),
      platform: values.platform as never,
      return_url: `${env.siteUrl}${localizePath("/giftcard/payment-successful", ctx.language)}`,
    },
  });
  if (!placed) {
    const problem = error as { type?: string; errors?: Record<string, string[]> } | undefined;
    const field = Object.keys(problem?.errors ?? {})[0];
    const answer: Errors =
      problem?.type === "SEND_DAY_INVALID"
        ? { send_at: "giftcard.error.send_far" }
        : field === "recipient_email"
          ? { recipient_email: "giftcard.error.email" }
          : { form: response.status >= 500 ? "giftcard.error.payment_unavailable" : "giftcard.error.generic" };
    return data<ActionAnswer>({ errors: answer, values }, { status: response.status >= 500 ? 502 : 422 });
  }
  const success = `${localizePath("/giftcard/payment-successful", ctx.language)}?order=${placed.gift_card.order_id}`;
  const payment = placed.payment;
  if (!payment || payment.status === "PAID") throw redirect(success);
  if (payment.status === "PAYMENT_FAILED" || !payment.redirect_url) {
    return data<ActionAnswer>({ errors: { form: "giftcard.error.payment_failed" }, values }, { status: 402 });
  }
  throw redirect(payment.redirect_url);
}

export default function GiftCardCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const money = useMoney();
  const date = useDateFormat();
  const navigation = useNavigation();
  const { choice, platforms, giverName, today, lastDay, paymentError, idempotencyKey } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? {};
  const later = values.when === "later";
  const amount = money(choice.amount ?? 0);
  const error = (name: string) =>
    errors[name] ? (
      <span id={`gc-${name}-error`} className="field__error">
        {t(errors[name]!)}
      </span>
    ) : null;
  const described = (name: string, hint?: string) =>
    [errors[name] ? `gc-${name}-error` : "", hint ?? ""].filter(Boolean).join(" ") || undefined;
  return (
    <section aria-labelledby="gc-checkout-title" className={`page giftcard giftcard--${choice.target}`}>
      <h1 id="gc-checkout-title">{t("giftcard.checkout.title")}</h1>
      <div className="giftcard-card giftcard__summary">
        <div className="giftcard__visual giftcard__visual--small" aria-hidden="true">
          <span className="giftcard__visual-brand">La Malle</span>
          <span className="giftcard__visual-amount">{amount}</span>
        </div>
        <p>
          <strong>{t("giftcard.checkout.summary", { amount })}</strong>
          <br />
          {t(`giftcard.purpose_${choice.purpose}`)} ·{" "}
          {t(choice.target === "woman" ? "giftcard.for_woman" : "giftcard.for_kid")}
        </p>
        <Link to={href(`/giftcard?${choiceQuery(choice)}`)}>{t("giftcard.checkout.change")}</Link>
      </div>
      {(paymentError || errors.form || errors.amount) && (
        <p className="form-error" role="alert">
          {t(errors.form ?? errors.amount ?? paymentError!, { min: GIFT_CARD_MIN_EUROS, max: GIFT_CARD_MAX_EUROS })}
        </p>
      )}
      <Form method="post" className="giftcard-card giftcard__form" noValidate>
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <input type="hidden" name="for" value={choice.target} />
        <input type="hidden" name="purpose" value={choice.purpose} />
        <input type="hidden" name="amount" value={choice.amount ?? ""} />
        <fieldset>
          <legend>{t("giftcard.checkout.giver_legend")}</legend>
          <label className="field">
            <span className="field__label">{t("giftcard.checkout.giver_name")}</span>
            <input
              name="giver_name"
              required
              maxLength={GIFT_CARD_NAME_MAX}
              autoComplete="name"
              defaultValue={values.giver_name ?? giverName}
              aria-invalid={errors.giver_name ? true : undefined}
              aria-describedby={described("giver_name")}
            />
            {error("giver_name")}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t("giftcard.checkout.recipient_legend")}</legend>
          <label className="field">
            <span className="field__label">{t("giftcard.checkout.recipient_name")}</span>
            <input
              name="recipient_name"
              required
              maxLength={GIFT_CARD_NAME_MAX}
              defaultValue={values.recipient_name}
              aria-invalid={errors.recipient_name ? true : undefined}
              aria-describedby={described("recipient_name")}
            />
            {error("recipient_name")}
          </label>
          <label className="field">
            <span className="field__label">{t("giftcard.checkout.recipient_email")}</span>
            <input
              name="recipient_email"
              type="email"
              required
              defaultValue={values.recipient_email}
              aria-invalid={errors.recipient_email ? true : undefined}
              aria-describedby={described("recipient_email")}
            />
            {error("recipient_email")}
          </label>
          <label className="field">
            <span className="field__label">{t("giftcard.checkout.message")}</span>
            <textarea
              name="message"
              rows={4}
              maxLength={GIFT_CARD_MESSAGE_MAX}
              defaultValue={values.message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={described("message", "gc-message-hint")}
            />
            <span id="gc-message-hint" className="field__hint">
              {t("giftcard.checkout.message_hint", { max: GIFT_CARD_MESSAGE_MAX })}
            </span>
            {error("message")}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t("giftcard.checkout.when_legend")}</legend>
          <label className="giftcard__radio">
            <input type="radio" name="when" value="now" defaultChecked={!later} />
            {t("giftcard.checkout.send_now")}
          </label>
          <label className="giftcard__radio">
            <input type="radio" name="when" value="later" defaultChecked={later} />
            {t("giftcard.checkout.send_later")}
          </label>
          <label className="field">
            <span className="field__label">{t("giftcard.checkout.send_at")}</span>
            <input
              type="date"
              name="send_at"
              min={today}
              max={lastDay}
              defaultValue={values.send_at}
              aria-invalid={errors.send_at ? true : undefined}
              aria-describedby={described("send_at", "gc-send-hint")}
            />
            <span id="gc-send-hint" className="field__hint">
              {t("giftcard.checkout.send_at_hint", { date: date(lastDay) })}
            </span>
            {error("send_at")}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t("checkout.payment.title")}</legend>
          {platforms.map((platform, index) => (
            <label key={platform} className="giftcard__radio">
              <input
                type="radio"
                name="platform"
                value={platform}
                defaultChecked={values.platform ? values.platform === platform : index === 0}
              />
              {t(platformNameKey(platform))}
            </label>
          ))}
          {error("platform")}
          <p className="field__hint">{t("giftcard.checkout.secure")}</p>
        </fieldset>
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("giftcard.checkout.pay", { amount })}
        </button>
      </Form>
    </section>
  );
}
