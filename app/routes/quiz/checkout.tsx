import {
  FormProvider,
  getFormProps,
  getInputProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, Link, data, redirect, useLocation, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { countryList } from "#domain/countries.js";
import { LOCALE_PAIRS } from "#domain/locales.js";
import { todayIn } from "#domain/profiles.js";
import { booksBox, confirmPath, isQuizCode, stepPath, type FlowStep } from "#domain/quiz.js";
import { AddressChoice } from "~/components/checkout/AddressChoice";
import { FormErrors } from "~/components/forms/Field";
import { useDateFormat } from "~/lib/format";
import { QuizStepFrame } from "~/routes/quiz/QuizStepFrame";
import { addressApiErrors, addressBody } from "~/lib/address-form";
import { orThrow } from "~/lib/api.server";
import { platformNameKey, usableMethods } from "~/lib/checkout";
import { landingCode } from "~/lib/cookies.server";
import { getRequestContext, type RequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { pageTitle } from "~/lib/profiles.server";
import { PAYMENT_METHODS_PAGE, brandName, expiryLabel } from "~/lib/payment-methods";
import {
  DATE_OUT_OF_RANGE,
  bookingRefusal,
  bookingSchema,
  bookingShape,
  landingWishes,
  readFrequency,
  type BookingRefusal,
  type BookingValues,
} from "~/routes/quiz/quiz-booking";
import { loadQuizStep, saveProgress, type QuizArgs } from "./quiz.server";
import type { Route } from "./+types/checkout";
import "~/components/checkout/checkout.css";
import "./quiz-booking.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /quiz/{code}/checkout/{kidId}[?frequency=N] (§2, issue 15): the box's delivery address (a saved
 * one, or a new one by the §5 rules), its delivery date within the window the delays give, and a
 * saved payment method — nothing is charged: the family pays later for what it keeps. The post
 * saves a new address, the subscription (with ?frequency=) and the request with the landing wishes,
 * then the quiz is complete and the confirmation page shows the box. The API gives back the same
 * request for a second submit, and a fraud label it answers is never shown (§8).
 */
const STEP: FlowStep = { kind: "checkout" };

function sendSubscriberOn({ params, context }: QuizArgs) {
  const { code, kidId } = params;
  if (!isQuizCode(code) || booksBox(code) || !kidId || !/^[1-9][0-9]{0,9}$/.test(kidId)) return;
  throw redirect(localizePath(stepPath(code, { kind: "profile" }, Number(kidId)), getRequestContext(context).language));
}

/** ?frequency= a subscription step gave; anything else sends the family back to choose one. */
function frequencyOf(args: QuizArgs): number | null {
  const param = new URL(args.request.url).searchParams.get("frequency");
  const frequency = readFrequency(param);
  if (param !== null && frequency === null) {
    const { code, kidId } = args.params;
    if (isQuizCode(code) && kidId && /^[1-9][0-9]{0,9}$/.test(kidId)) {
      const path = stepPath(code, { kind: "subscription" }, Number(kidId));
      throw redirect(localizePath(path, getRequestContext(args.context).language));
    }
  }
  return frequency;
}

export async function loader(args: Route.LoaderArgs) {
  sendSubscriberOn(args);
  const frequency = frequencyOf(args);
  const quiz = await loadQuizStep(args, STEP, { subscription: frequency !== null });
  const { ctx, profile, client } = quiz;
  const kidId = String(profile.id);
  const [shipping, window, methods] = await Promise.all([
    ctx.api.GET("/clients/me/shipping-addresses").then(orThrow),
    ctx.api.GET("/clients/me/kids/{kidId}/delivery-window", { params: { path: { kidId } } }).then(orThrow),
    ctx.api.GET("/clients/me/payment-methods").then(orThrow),
  ]);
  // A new address starts in the country the client most likely lives in
  const defaultCountry =
    client.default_shipping_address?.country_code ??
    client.country ??
    (ctx.pair ?? LOCALE_PAIRS.find((pair) => pair.language === ctx.language))?.country ??
    "FR";
  return {
    frame: quiz.frame,
    pageTitle: await pageTitle(ctx, "quiz.meta.title", {
      step: await pageTitle(ctx, "quiz-booking.checkout.page_title"),
    }),
    firstname: profile.firstname,
    frequency,
    shipping: shipping.map((address) => ({ ...address, kind: "shipping" as const })),
    window: { earliest: window.earliest, latest: window.latest, suggested: window.suggested },
    methods: usableMethods(methods, todayIn()).map(({ id, platform, brand, last4, expiration_date }) => ({
      id,
      platform,
      brand,
      last4,
      expiration_date,
    })),
    defaultMethodId: client.default_payment_method?.id ?? null,
    countries: countryList(ctx.language),
    defaultCountry,
    // §9: the code of a landing link (?kid_code=, ?woman_code=, kept 7 days) is suggested
    code: landingCode(args.request, profile.profile_type === "WOMAN"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.pageTitle ?? "");

type ActionAnswer = {
  result: SubmissionResult<string[]>;
  /** A new address saved by a post that then failed: chosen on the next render, never saved twice. */
  savedAddress?: string;
};

/** A new address, saved before the booking: its id, or the form's errors (beside its fields). */
async function saveNewAddress(ctx: RequestContext, value: BookingValues, hasAddresses: boolean) {
  const {
    data: created,
    error,
    response,
  } = await ctx.api.POST("/clients/me/shipping-addresses", {
    body: { ...addressBody(value.shipping_new!), set_default: !hasAddresses },
  });
  if (created) return { id: created.id };
  const problem = addressApiErrors(error as Parameters<typeof addressApiErrors>[0]);
  const fieldErrors = Object.fromEntries(
    Object.entries(problem.fieldErrors ?? {}).map(([field, errors]) => [`shipping_new.${field}`, errors]),
  );
  return { errors: { fieldErrors, formErrors: problem.formErrors }, status: response.status >= 500 ? 502 : 422 };
}

export async function action(args: Route.ActionArgs) {
  sendSubscriberOn(args);
  const frequency = frequencyOf(args);
  const quiz = await loadQuizStep(args, STEP, { subscription: frequency !== null });
  const { ctx, profile } = quiz;
  const kidId = String(profile.id);
  const form = await readForm(args.request);
  const submission = parseWithZod(form, { schema: bookingSchema(form) });
  if (submission.status !== "success") return data({ result: submission.reply() } satisfies ActionAnswer, 400);
  const value = submission.value;

  let savedAddress: string | undefined;
  const fail = (refusal: BookingRefusal, status: number) =>
    data(
      {
        result: submission.reply(
          refusal.field ? { fieldErrors: { [refusal.field]: [refusal.message] } } : { formErrors: [refusal.message] },
        ),
        savedAddress,
      } satisfies ActionAnswer,
      { status: status >= 500 ? 502 : status },
    );

  let addressId = Number(value.shipping_address);
  if (value.shipping_address === "new") {
    const shipping = orThrow(await ctx.api.GET("/clients/me/shipping-addresses"));
    const saved = await saveNewAddress(ctx, value, shipping.length > 0);
    if ("errors" in saved) return data({ result: submission.reply(saved.errors) } satisfies ActionAnswer, saved.status);
    addressId = saved.id;
    savedAddress = String(saved.id);
  }

  let subscriptionId: number | null = null;
  if (frequency !== null) {
    const {
      data: plan,
      error,
      response,
    } = await ctx.api.POST("/clients/me/kids/{kidId}/subscriptions", {
      params: { path: { kidId } },
      body: { frequency },
    });
    if (!plan) return fail(bookingRefusal(response.status, error), response.status);
    subscriptionId = plan.subscription.id;
  }

  const landing = ctx.session.get("landing_suggestions");
  const wishes = landingWishes(landing?.wishes);
  const {
    data: booked,
    error,
    response,
  } = await ctx.api.POST("/clients/me/kids/{kidId}/requests", {
    params: { path: { kidId } },
    body: {
      subscription_id: subscriptionId,
      delivery_date: value.delivery_date,
      shipping_address_id: addressId,
      payment_method_id: value.payment_method_id,
      ...(wishes.length > 0 ? { wishes } : {}),
      ...(value.code ? { code: value.code } : {}),
    },
  });
  if (!booked) return fail(bookingRefusal(response.status, error), response.status);

  // The wishes are on the request now; the sizes and gender may still start another quiz
  if (landing?.wishes) {
    const { wishes: _booked, ...rest } = landing;
    ctx.session.set("landing_suggestions", rest);
  }
  // The quiz is over; the box is booked whatever happens to this draft marker
  await saveProgress(ctx, profile.id, quiz.code, STEP, true).catch(() => undefined);
  throw redirect(localizePath(confirmPath(profile.profile_type, profile.id, booked.request.id), ctx.language));
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function CheckoutStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData as ActionAnswer | undefined;
  return (
    <QuizStepFrame
      frame={loaderData.frame}
      title={t("quiz-booking.checkout.title", { firstname: loaderData.firstname })}
      intro={t("quiz-booking.checkout.intro")}
    >
      <BookingForm
        // A new form once a failed post saved the new address: it is then one of the saved ones
        key={answer?.savedAddress ?? "form"}
        loaderData={loaderData}
        answer={answer}
      />
    </QuizStepFrame>
  );
}

/**
 * The browser's own checks of the schema, except on the new address's fields while a saved one
 * may be chosen: without JavaScript they are on the page anyway, and `required` would block it.
 */
function constraints(onlyNew: boolean) {
  return Object.fromEntries(
    Object.entries(getZodConstraint(bookingShape)).map(([name, rules]) => [
      name,
      name.startsWith("shipping_new.") && !onlyNew ? { ...rules, required: false } : rules,
    ]),
  );
}

function firstChoice(saved: { id: number; is_default: boolean }[], wanted: string | undefined): string {
  if (wanted === "new" || saved.some((address) => String(address.id) === wanted)) return wanted!;
  const preferred = saved.find((address) => address.is_default) ?? saved[0];
  return preferred ? String(preferred.id) : "new";
}

function BookingForm({ loaderData, answer }: { loaderData: LoaderData; answer: ActionAnswer | undefined }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const navigation = useNavigation();
  const { shipping, window, methods, countries, defaultCountry, frequency, firstname } = loaderData;
  const lastResult = answer?.result;
  const typed = (lastResult?.initialValue ?? {}) as Record<string, unknown>;
  const [form, fields] = useForm({
    id: "quiz-checkout",
    lastResult,
    defaultValue: {
      delivery_date: window.suggested,
      shipping_new: { country_code: defaultCountry },
      payment_method_id: String(
        methods.find((method) => method.id === loaderData.defaultMethodId)?.id ?? methods[0]?.id ?? "",
      ),
      code: loaderData.code,
    },
    constraint: constraints(shipping.length === 0),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bookingSchema(formData, window) }),
  });
  const [addressChoice, setAddressChoice] = useState(() =>
    firstChoice(
      shipping,
      answer?.savedAddress ?? (typeof typed.shipping_address === "string" ? typed.shipping_address : undefined),
    ),
  );
  const windowWords = { earliest: date(window.earliest), latest: date(window.latest) };
  const submitting = navigation.state === "submitting";
  return (
    <FormProvider context={form.context}>
      <Form method="post" className="quiz-booking quiz-checkout" {...getFormProps(form)}>
        <FormErrors errors={form.errors} />
        <AddressChoice
          name="shipping_address"
          legend={t("quiz-booking.checkout.address.legend")}
          saved={shipping}
          choice={addressChoice}
          onChoose={setAddressChoice}
          fields={fields.shipping_new.getFieldset()}
          countries={countries}
          newLabel={t("quiz-booking.checkout.address.new")}
        />
        {fields.shipping_address.errors?.length ? (
          <p className="field__error">{fields.shipping_address.errors.map((error) => t(error)).join(" ")}</p>
        ) : null}
        <DeliveryDate meta={fields.delivery_date} window={window} windowWords={windowWords} />
        <PaymentMethods meta={fields.payment_method_id} methods={methods} />
        <BoxCode meta={fields.code} />
        <section className="checkout-card quiz-checkout__recap" aria-labelledby="quiz-checkout-recap">
          <h2 id="quiz-checkout-recap">{t("quiz-booking.checkout.recap.title")}</h2>
          <dl>
            <dt>{t("quiz-booking.checkout.recap.for")}</dt>
            <dd>{firstname}</dd>
            <dt>{t("quiz-booking.checkout.recap.formula")}</dt>
            <dd>
              {frequency === null
                ? t("quiz-booking.checkout.recap.one_shot")
                : t("quiz-booking.checkout.recap.every", { count: frequency })}
            </dd>
          </dl>
          <p className="quiz-checkout__free">{t("quiz-booking.checkout.recap.free")}</p>
        </section>
        <div className="form-actions">
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? t("quiz-booking.checkout.submitting") : t("quiz-booking.checkout.submit")}
          </button>
        </div>
      </Form>
    </FormProvider>
  );
}

type Meta = FieldMetadata<string | number | undefined>;

function DeliveryDate({
  meta,
  window,
  windowWords,
}: {
  meta: Meta;
  window: LoaderData["window"];
  windowWords: { earliest: string; latest: string };
}) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const props = getInputProps(meta, { type: "date", ariaDescribedBy: meta.descriptionId });
  return (
    <fieldset className="checkout-card checkout-fieldset">
      <legend>{t("quiz-booking.checkout.date.legend")}</legend>
      <div className="field">
        <label htmlFor={meta.id}>{t("quiz-booking.checkout.date.label")}</label>
        <p id={meta.descriptionId} className="field__hint">
          {t("quiz-booking.checkout.date.window", { ...windowWords, suggested: date(window.suggested) })}
        </p>
        <input {...props} key={props.key} min={window.earliest} max={window.latest} />
        {meta.errors?.length ? (
          <p id={meta.errorId} className="field__error">
            {meta.errors.map((error) => (error === DATE_OUT_OF_RANGE ? t(error, windowWords) : t(error))).join(" ")}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/** An optional code for the box (the banner's first-box code…), kept for the box's payment. */
function BoxCode({ meta }: { meta: Meta }) {
  const { t } = useTranslation();
  const props = getInputProps(meta, { type: "text", ariaDescribedBy: meta.descriptionId });
  return (
    <fieldset className="checkout-card checkout-fieldset">
      <legend>{t("quiz-booking.checkout.code.legend")}</legend>
      <div className="field">
        <label htmlFor={meta.id}>{t("quiz-booking.checkout.code.label")}</label>
        <p id={meta.descriptionId} className="field__hint">
          {t("quiz-booking.checkout.code.hint")}
        </p>
        <input {...props} key={props.key} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        {meta.errors?.length ? (
          <p id={meta.errorId} className="field__error">
            {meta.errors.map((error) => t(error)).join(" ")}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

function PaymentMethods({ meta, methods }: { meta: Meta; methods: LoaderData["methods"] }) {
  const { t, i18n } = useTranslation();
  const href = useLocalizedHref();
  const location = useLocation();
  // Saving a method leads back to this very page, its ?frequency= included
  const add = `${href(PAYMENT_METHODS_PAGE)}?redirect=${encodeURIComponent(location.pathname + location.search)}`;
  const invalid = Boolean(meta.errors?.length);
  const chosen = String(meta.initialValue ?? "");
  return (
    <fieldset
      className="checkout-card checkout-fieldset"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? meta.errorId : undefined}
    >
      <legend>{t("quiz-booking.checkout.payment.legend")}</legend>
      <p className="field__hint">{t("quiz-booking.checkout.payment.intro")}</p>
      {methods.length === 0 ? (
        <p>{t("quiz-booking.checkout.payment.none")}</p>
      ) : (
        methods.map((method) => (
          <label key={method.id} className="checkout-radio">
            <input
              type="radio"
              name={meta.name}
              value={String(method.id)}
              form={meta.formId}
              defaultChecked={chosen === String(method.id)}
            />
            <span>
              {method.last4
                ? t("quiz-booking.checkout.payment.card", {
                    brand: method.brand ? brandName(method.brand) : t(platformNameKey(method.platform)),
                    last4: method.last4,
                  })
                : t(platformNameKey(method.platform))}
              {method.expiration_date &&
                ` — ${t("quiz-booking.checkout.payment.expires", { date: expiryLabel(method.expiration_date, i18n.language) })}`}
            </span>
          </label>
        ))
      )}
      {invalid && (
        <p id={meta.errorId} className="field__error">
          {meta.errors!.map((error) => t(error)).join(" ")}
        </p>
      )}
      <p>
        <Link to={add} className={methods.length === 0 ? "button button--secondary" : undefined}>
          {methods.length === 0 ? t("quiz-booking.checkout.payment.add") : t("quiz-booking.checkout.payment.add_other")}
        </Link>
      </p>
    </fieldset>
  );
}
