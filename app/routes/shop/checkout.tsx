import { FormProvider, getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n";
import { Form, Link, data, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { CARRIER_NAMES } from "#domain/carrier-names.js";
import { HOME_CARRIER, carriersFor, type Carrier } from "#domain/checkout.js";
import { countryList } from "#domain/countries.js";
import { LOCALE_PAIRS, type ContentLocale } from "#domain/locales.js";
import { AddressChoice } from "~/components/checkout/AddressChoice";
import { CartSummary } from "~/routes/shop/components/CartSummary";
import { CodeFields } from "~/routes/shop/components/CodeFields";
import { DeliveryChoice, type CarrierChoice } from "~/routes/shop/components/DeliveryChoice";
import { RelayPointFinder } from "~/routes/shop/components/RelayPointFinder";
import { PaymentChoice } from "~/components/payments/PaymentChoice";
import { Totals } from "~/routes/shop/components/Totals";
import { FormErrors } from "~/components/forms/Field";
import { useMoney } from "~/lib/format";
import { EmbeddedPayment } from "~/components/payments/EmbeddedPayment";
import { canEmbed, paymentStep, type EmbeddedStart, type PaymentKeys } from "~/lib/embedded-payment";
import { useHydrated } from "~/components/use-hydrated";
import {
  checkoutTotals,
  countryOf,
  isSavedMethodChoice,
  orderTotals,
  paymentChoice,
  paymentErrorKey,
  platformsFor,
  toCents,
  type CodeCheck,
  type GiftCardCheck,
  type Totals as TotalsValue,
} from "~/lib/checkout";
import {
  checkoutChoices,
  checkoutSchema,
  checkoutShape,
  isSavedId,
  type CheckoutChoices,
  type CheckoutValues,
} from "~/lib/checkout-form";
import { rememberPendingOrder } from "./checkout-pending.server";
import type { RelaySearch } from "~/routes/shop/checkout-relay";
import {
  checkDiscount,
  checkGiftCard,
  checkoutRefusal,
  loadCheckoutData,
  orderAddresses,
  placeOrder,
  relayCarrierFor,
  searchRelayPoints,
  shippingCountryOf,
} from "~/routes/shop/checkout.server";
import { loadClient } from "~/lib/client.server";
import { getRequestContext, type RequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { landingCode } from "~/lib/cookies.server";
import { env } from "~/lib/env.server";
import { guard } from "~/lib/guards.server";
import { loadTranslations } from "~/lib/i18n.server";
import { useLanguage, useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { loadProfiles } from "~/lib/profiles.server";
import type { Route } from "./+types/checkout";
import "~/components/checkout/checkout.css";
import "~/components/checkout/placed-order.css";
import "./checkout.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /shop/checkout (issue 5 item 4): one plain form posting to this route's action with an intent —
 * "apply" checks the codes and redraws the summary, "pay" places the order
 * (POST clients/me/orders, idempotent by the key rendered with the page) and sends the browser to
 * the payment page, or straight to the confirmation when a gift card and the wallet pay it all.
 * JavaScript makes the summary follow the choices before a submit, and — when the platform's
 * gateway has its key here — the payment is taken by the provider's form on this page instead
 * (decision 0021). "relay-search" lists the relay points near a postcode (decision 0029). The
 * choices sent to the payment page are kept in the session and filled in again after a decline.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "shop", "lc-auth");
  const [checkout, client, profiles, texts] = await Promise.all([
    loadCheckoutData(ctx, request),
    loadClient(ctx),
    loadProfiles(ctx).catch(() => []),
    loadTranslations(ctx.language),
  ]);
  // §9 discount cookies: a cart for a woman takes woman_code (the active profile is a woman's),
  // any other kid_code. Pre-filled only when the API accepts it, so a stale cookie says nothing.
  const activeId = ctx.session.get("active_profile_id");
  const forWoman = profiles.find((profile) => profile.id === activeId)?.profile_type === "WOMAN";
  const cookieCode = landingCode(request, forWoman);
  // After a declined payment: the choices sent to the payment page, their codes checked again and
  // their relay points listed again
  const choices = ctx.session.get("checkout_choices") ?? null;
  const restoredCountry = countryOf(
    checkout.shipping.find((address) => String(address.id) === choices?.shipping_address)?.country_code,
  );
  const [prefill, restoredCodes, restoredRelay] = await Promise.all([
    cookieCode && !choices?.code && checkout.cart.lines.length > 0 ? checkDiscount(ctx.api, cookieCode) : null,
    choices ? checkCodes(ctx, { code: choices.code, giftCard: choices.gift_card_code }) : null,
    choices?.carrier && choices.carrier !== HOME_CARRIER && choices.relay_postcode
      ? searchRelayPoints(ctx.api, {
          carrier: relayCarrierFor(restoredCountry, choices.carrier),
          country: restoredCountry,
          postcode: choices.relay_postcode,
        })
      : null,
  ]);
  const defaultCountry =
    client?.default_shipping_address?.country_code ??
    client?.country ??
    (ctx.pair ?? LOCALE_PAIRS.find((pair) => pair.language === ctx.language))?.country ??
    "FR";
  return {
    ...checkout,
    prefill: prefill?.ok ? prefill : null,
    choices,
    restoredCodes,
    restoredRelay,
    paymentError: ctx.session.get("payment_error") ?? null,
    // One key per rendering of the form: a double click or a resubmitted page is one order
    idempotencyKey: crypto.randomUUID(),
    defaultCountry,
    countries: countryList(ctx.language),
    title: texts["checkout.title"] ?? "",
    // Publishable keys only (public by design), and only on the pages that take payments
    paymentKeys: env.paymentKeys,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

type Codes = { discount: CodeCheck | null; giftCard: GiftCardCheck | null };
type ActionAnswer = {
  result: SubmissionResult<string[]>;
  codes: Codes;
  /** Addresses saved by a "pay" that then failed: chosen on the next render, never saved twice. */
  saved?: { shipping?: string; billing?: string };
  /** The order is placed and its payment waits for the provider's form shown on this page. */
  embedded?: EmbeddedStart & { orderId: number; totals: TotalsValue };
  /** The relay points near the postcode asked for (or still listed while a relay carrier is chosen). */
  relay?: RelaySearch | null;
};

/**
 * The order of an embedded payment has emptied the cart: the page keeps showing what is being paid.
 * A relay-point search by the finder's fetcher changes nothing the loader reads.
 */
export function shouldRevalidate({ actionResult, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "relay-search") return false;
  return (actionResult as ActionAnswer | undefined)?.embedded ? false : defaultShouldRevalidate;
}

/** The codes typed (trimmed, §5), checked as the order will check them. */
async function checkCodes(ctx: RequestContext, typed: { code?: string; giftCard?: string }): Promise<Codes> {
  const [code, giftCard] = [typed.code?.trim(), typed.giftCard?.trim()];
  const [discount, card] = await Promise.all([
    code ? checkDiscount(ctx.api, code) : null,
    giftCard ? checkGiftCard(ctx.api, giftCard) : null,
  ]);
  return { discount, giftCard: card };
}

function refused(answer: ActionAnswer, status: number) {
  return data(answer, { status });
}

/**
 * The relay points to show again: those asked for, or — without JavaScript, where each submit
 * redraws the page — those of the postcode searched while a relay carrier is chosen.
 */
async function relayPointsOf(ctx: RequestContext, form: FormData, asked: boolean): Promise<RelaySearch | null> {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const carrier = text("carrier");
  if (!asked && (!text("relay_postcode") || !carrier || carrier === HOME_CARRIER)) return null;
  const country = await shippingCountryOf(ctx.api, text("shipping_address"), text("shipping_new.country_code"));
  return searchRelayPoints(ctx.api, {
    carrier: relayCarrierFor(country, carrier),
    country,
    postcode: text("relay_postcode"),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params: {} }, "shop", "lc-auth");
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: checkoutSchema(form) });
  const typed = (name: string) => String(form.get(name) ?? "");
  const codes = await checkCodes(ctx, { code: typed("code"), giftCard: typed("gift_card_code") });
  const relay = () => relayPointsOf(ctx, form, typed("intent") === "relay-search");
  if (submission.status !== "success") return refused({ result: submission.reply(), codes, relay: await relay() }, 400);
  // Conform's reply keeps every typed value (a code check keeps the new address being typed)
  const value = submission.value as CheckoutValues;
  if (value.intent !== "pay") return { result: submission.reply(), codes, relay: await relay() } as ActionAnswer;

  // A refused code is said beside its field before anything is written
  const codeErrors = {
    ...(codes.discount && !codes.discount.ok ? { code: [codes.discount.error] } : {}),
    ...(codes.giftCard && !codes.giftCard.ok ? { gift_card_code: [codes.giftCard.error] } : {}),
  };
  if (Object.keys(codeErrors).length > 0) {
    return refused({ result: submission.reply({ fieldErrors: codeErrors }), codes, relay: await relay() }, 422);
  }

  const saved: ActionAnswer["saved"] = {};
  const fail = async (errors: { fieldErrors?: Record<string, string[]>; formErrors?: string[] }, status: number) =>
    refused({ result: submission.reply(errors), codes, saved, relay: await relay() }, status);

  const addresses = await orderAddresses(ctx.api, value, saved);
  if ("errors" in addresses) return fail(addresses.errors, addresses.status);
  const { shipping, billingId } = addresses;

  // A saved method ("saved:<id>") pays through its own platform
  const methods = isSavedMethodChoice(value.platform)
    ? ((await ctx.api.GET("/clients/me/payment-methods")).data ?? [])
    : [];
  const payWith = paymentChoice(value.platform ?? "", methods);
  // Asked for by the page once its scripts run; a saved method is charged without a form
  const embedded =
    form.get("embedded") === "1" && !payWith.paymentMethodId && canEmbed(payWith.platform, env.paymentKeys);
  const placed = await placeOrder(ctx.api, {
    idempotencyKey: value.idempotency_key,
    shippingAddressId: shipping,
    billingAddressId: billingId,
    carrier: value.carrier,
    relayPointId: value.relay_point_id,
    platform: payWith.platform,
    paymentMethodId: payWith.paymentMethodId,
    returnUrl: `${env.siteUrl}${localizePath("/shop/payment-successful", ctx.language)}`,
    code: value.code,
    giftCardCode: value.gift_card_code,
    useWallet: value.use_wallet === "on",
    embedded,
  });
  if (!placed.data) {
    const refusal = checkoutRefusal(placed.status, placed.problem);
    const errors = refusal.field
      ? { fieldErrors: { [refusal.field]: [refusal.message] } }
      : { formErrors: [refusal.message] };
    return fail(errors, placed.status >= 500 ? 502 : placed.status === 409 ? 409 : 422);
  }
  const { order, payment } = placed.data;
  // Filled in again if the payment is declined
  ctx.session.set("checkout_choices", checkoutChoices(value, saved));
  const success = `${localizePath("/shop/payment-successful", ctx.language)}?order=${order.id}`;
  if (!payment || payment.status === "PAID") throw redirect(success);
  if (payment.status === "PAYMENT_FAILED") {
    return fail({ formErrors: [paymentErrorKey(payment.error_code)] }, 402);
  }
  const step = paymentStep(payWith.platform, payment, embedded);
  if (step.kind === "redirect") {
    // Given back at once if the shopper comes back to the shop instead of paying
    rememberPendingOrder(ctx.session, order.id);
    throw redirect(step.url);
  }
  if (step.kind === "embedded") {
    return {
      result: submission.reply(),
      codes,
      embedded: { ...step.start, orderId: order.id, totals: orderTotals(order) },
    } satisfies ActionAnswer;
  }
  // Neither the provider's form nor its page can take this payment
  return fail({ formErrors: ["checkout.error.payment_unavailable"] }, 422);
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { cart, paymentError } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const saved = answer?.saved;
  return (
    <section aria-labelledby="checkout-title" className="page checkout">
      <h1 id="checkout-title">{t("checkout.title")}</h1>
      {paymentError && (
        <p className="form-error checkout__payment-error" role="alert">
          {t(paymentError)}
        </p>
      )}
      {cart.lines.length === 0 ? (
        <div className="checkout-card checkout__empty">
          <p>{t("checkout.empty")}</p>
          <Link to={href("/shop")} className="button">
            {t("checkout.empty_link")}
          </Link>
        </div>
      ) : (
        <CheckoutForm
          // A new form once a "pay" has saved an address: it is then one of the saved choices
          key={`${saved?.shipping ?? ""}:${saved?.billing ?? ""}`}
          loaderData={loaderData}
          actionData={answer}
        />
      )}
    </section>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function initialChoice(saved: { id: number; is_default: boolean }[], wanted: string | undefined, fallback: string) {
  if (wanted && (wanted === "new" || wanted === "same" || saved.some((address) => String(address.id) === wanted)))
    return wanted;
  const preferred = saved.find((address) => address.is_default) ?? saved[0];
  return preferred ? String(preferred.id) : fallback;
}

/**
 * The browser's own checks (required…) of the schema, except on the new addresses' fields when
 * they may be left empty: without JavaScript they are on the page even when a saved address is
 * chosen, and a `required` there would block the form. The action checks them when chosen.
 */
function addressConstraints(shippingOnlyNew: boolean) {
  const constraint = getZodConstraint(checkoutShape);
  return Object.fromEntries(
    Object.entries(constraint).map(([name, rules]) => {
      const optional = name.startsWith("billing_new.") || (name.startsWith("shipping_new.") && !shippingOnlyNew);
      return [name, optional ? { ...rules, required: false } : rules];
    }),
  );
}

function CheckoutForm({ loaderData, actionData }: { loaderData: LoaderData; actionData: ActionAnswer | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage() as ContentLocale;
  const navigation = useNavigation();
  const { cart, shipping, billing, fees, countries, defaultCountry, prefill, walletCents, methods } = loaderData;
  const lastResult = actionData?.result;
  // What was typed on the last submit, else the choices kept from a declined payment
  const typed = (lastResult?.initialValue ?? loaderData.choices ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof typed[name] === "string" ? (typed[name] as string) : undefined);
  const restored: CheckoutChoices = (!lastResult && loaderData.choices) || {};

  const [form, fields] = useForm({
    id: "checkout",
    lastResult,
    defaultValue: {
      shipping_new: { country_code: defaultCountry },
      billing_new: { country_code: defaultCountry },
      code: restored.code ?? prefill?.code ?? "",
      gift_card_code: restored.gift_card_code ?? "",
    },
    constraint: addressConstraints(shipping.length === 0),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checkoutSchema(formData) }),
  });
  const shippingFields = fields.shipping_new.getFieldset();
  const billingFields = fields.billing_new.getFieldset();

  const [shippingChoice, setShippingChoice] = useState(() =>
    initialChoice(shipping, actionData?.saved?.shipping ?? text("shipping_address"), "new"),
  );
  const [billingChoice, setBillingChoice] = useState(() => {
    // Billed where it is shipped unless another address is chosen
    const wanted = actionData?.saved?.billing ?? text("billing_address");
    return wanted && initialChoice(billing, wanted, "same") === wanted ? wanted : "same";
  });
  const [carrierChoice, setCarrier] = useState<string>(text("carrier") ?? HOME_CARRIER);
  const [relayPoint, setRelayPoint] = useState(text("relay_point_id"));
  const [useWallet, setUseWallet] = useState(text("use_wallet") === "on");

  // The shipping country and its carriers: the API's fees for a saved address, the domain's
  // rules (the ones the API prices with) for a new one
  const savedFees = isSavedId(shippingChoice) ? fees[Number(shippingChoice)] : undefined;
  const anyFees = Object.values(fees).find(Boolean);
  const country =
    shippingChoice === "new"
      ? countryOf(shippingFields.country_code.value ?? defaultCountry)
      : countryOf(savedFees?.country_code);
  const thresholdCents =
    savedFees?.free_shipping_threshold !== undefined
      ? toCents(savedFees.free_shipping_threshold)
      : anyFees
        ? toCents(anyFees.free_shipping_threshold)
        : undefined;
  const options: Omit<CarrierChoice, "feeCents">[] = savedFees
    ? savedFees.carriers.map(({ carrier, name, mode }) => ({ carrier, name, mode }))
    : country
      ? carriersFor(country, language).map(({ carrier, mode }) => ({ carrier, mode, name: CARRIER_NAMES[carrier] }))
      : [{ carrier: HOME_CARRIER, name: CARRIER_NAMES[HOME_CARRIER], mode: "home" }];
  const carrier: Carrier = options.find((option) => option.carrier === carrierChoice)?.carrier ?? HOME_CARRIER;

  // The codes: the last check's answer, else those kept from a declined payment, else the cookie's
  // code accepted on load
  const codes = actionData?.codes ?? loaderData.restoredCodes ?? undefined;
  const discount = codes ? codes.discount : prefill;
  const giftCard = codes?.giftCard ?? null;
  const base = {
    itemsCents: toCents(cart.items_amount_ttc),
    code: discount?.ok ? discount.applied : null,
    country,
    freeShippingThresholdCents: thresholdCents,
    giftCardBalanceCents: giftCard?.ok ? giftCard.balanceCents : 0,
    walletBalanceCents: walletCents,
    useWallet,
  };
  const totals = checkoutTotals({ ...base, carrier });
  const carriers: CarrierChoice[] = options.map((option) => ({
    ...option,
    feeCents: checkoutTotals({ ...base, carrier: option.carrier }).shippingCents,
  }));
  const euros = (cents: number) => money(cents / 100);
  const platforms = platformsFor(loaderData.platforms, country, loaderData.platformsByCountry);
  const submitting = navigation.state === "submitting";
  const hydrated = useHydrated();
  const embedded = actionData?.embedded;

  const aside = (
    <div className="checkout__aside">
      <CartSummary cart={cart} />
      <Totals totals={embedded ? embedded.totals : totals} />
    </div>
  );
  if (embedded) {
    return (
      <div className="checkout__layout">
        {aside}
        <EmbeddedStep start={embedded} keys={loaderData.paymentKeys} country={country} />
      </div>
    );
  }
  return (
    <div className="checkout__layout">
      {aside}
      <FormProvider context={form.context}>
        <Form method="post" {...getFormProps(form)} className="checkout__form">
          <input type="hidden" name="idempotency_key" value={loaderData.idempotencyKey} />
          {/* The provider's own form needs scripts: asked for only once they run */}
          {hydrated && Object.keys(loaderData.paymentKeys).length > 0 && (
            <input type="hidden" name="embedded" value="1" />
          )}
          <FormErrors errors={form.errors} />
          <AddressChoice
            name="shipping_address"
            legend={t("checkout.shipping.title")}
            saved={shipping}
            choice={shippingChoice}
            onChoose={setShippingChoice}
            fields={shippingFields}
            countries={countries}
            newLabel={t("checkout.shipping.new")}
          />
          <AddressChoice
            name="billing_address"
            legend={t("checkout.billing.title")}
            saved={billing}
            choice={billingChoice}
            onChoose={setBillingChoice}
            fields={billingFields}
            countries={countries}
            sameLabel={t("checkout.billing.same")}
            newLabel={t("checkout.billing.new")}
          />
          <DeliveryChoice
            carriers={carriers}
            carrier={carrier}
            onChoose={setCarrier}
            relayFinder={
              <RelayPointFinder
                carrier={carrier === HOME_CARRIER ? null : carrier}
                country={country}
                postcode={
                  text("relay_postcode") ??
                  (shippingChoice === "new"
                    ? (shippingFields.postcode.value ?? "")
                    : (shipping.find((address) => String(address.id) === shippingChoice)?.postcode ?? ""))
                }
                found={actionData?.relay ?? loaderData.restoredRelay}
                selected={relayPoint}
                onSelect={setRelayPoint}
                error={fields.relay_point_id.errors?.[0]}
              />
            }
            thresholdLabel={
              thresholdCents !== undefined && thresholdCents > 0
                ? t("checkout.delivery.threshold", { amount: euros(thresholdCents) })
                : null
            }
            money={euros}
          />
          <div className="checkout__update">
            <button
              type="submit"
              name="intent"
              value="apply"
              className="button button--secondary"
              disabled={submitting}
            >
              {t("checkout.update")}
            </button>
          </div>
          <CodeFields
            code={fields.code}
            giftCardCode={fields.gift_card_code}
            discount={discount}
            giftCard={giftCard}
            walletCents={walletCents}
            useWallet={useWallet}
            onUseWallet={setUseWallet}
            submitting={submitting}
            money={euros}
          />
          <PaymentChoice
            back="/shop/checkout"
            platforms={platforms}
            chosen={text("platform")}
            error={fields.platform.errors?.[0]}
            methods={methods}
          />
          <div className="checkout__pay">
            <p className="checkout__to-pay">
              {t("checkout.totals.to_pay")} <strong>{euros(totals.toPayCents)}</strong>
            </p>
            <button
              type="submit"
              name="intent"
              value="pay"
              className="button checkout__pay-button"
              disabled={submitting}
            >
              {submitting
                ? t("checkout.paying")
                : totals.toPayCents === 0
                  ? t("checkout.confirm")
                  : t("checkout.pay", { amount: euros(totals.toPayCents) })}
            </button>
          </div>
        </Form>
      </FormProvider>
    </div>
  );
}

/**
 * The payment step once the order is placed: the provider's form in place of the checkout form,
 * the summary still beside it. Focus moves to its title, as after a page change.
 */
function EmbeddedStep({
  start,
  keys,
  country,
}: {
  start: NonNullable<ActionAnswer["embedded"]>;
  keys: PaymentKeys;
  country: string | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const href = useLocalizedHref();
  const language = useLanguage();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section aria-labelledby="checkout-embedded-title" className="checkout-card checkout__form checkout__embedded">
      <h2 id="checkout-embedded-title" ref={title} tabIndex={-1}>
        {t("payments.title")}
      </h2>
      <p>{t("payments.intro", { id: start.orderId })}</p>
      <p className="checkout__to-pay">
        {t("checkout.totals.to_pay")} <strong>{money(start.totals.toPayCents / 100)}</strong>
      </p>
      <EmbeddedPayment
        gateway={start.gateway}
        mode="payment"
        clientSecret={start.clientSecret}
        sessionId={start.sessionId}
        returnUrl={start.returnUrl}
        hostedUrl={start.hostedUrl}
        keys={keys}
        locale={language}
        country={country}
        restartHref={href("/shop/checkout")}
      />
    </section>
  );
}
