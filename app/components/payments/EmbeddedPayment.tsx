import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import type { ContentLocale } from "#domain/locales.js";
import { paymentErrorKey } from "~/lib/checkout";
import {
  adyenLocale,
  attemptFailed,
  intentIdOf,
  returnUrlWith,
  stripeAppearance,
  stripeErrorKey,
  type EmbeddedGateway,
  type PaymentKeys,
} from "~/lib/embedded-payment";
import "./embedded-payment.css";

export type EmbeddedPaymentProps = {
  gateway: EmbeddedGateway;
  /** A payment (checkout) or saving a method for later (card setup). */
  mode: "payment" | "setup";
  /** Stripe: the payment or setup intent's client secret; Adyen: the session's sessionData. */
  clientSecret: string;
  /** Adyen's session id. */
  sessionId?: string;
  /** Absolute URL the browser comes back to once the provider has the result. */
  returnUrl: string;
  keys: PaymentKeys;
  locale: ContentLocale;
  /** The shopper's country (FR, NL…): Adyen Web refuses to start without one when the session has none. */
  country?: string | null;
  /** Where "start again" leads when the form cannot load. */
  restartHref: string;
  /** The provider's hosted page for the same payment, offered when the form cannot load. */
  hostedUrl?: string;
  /** Told the message (a locale key) of every error the form shows. */
  onError?: (key: string) => void;
};

type Status = "loading" | "ready" | "unavailable";

const cssVariable = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name);

/**
 * The provider's own form on our page (decision 0021): Stripe's Payment Element or Adyen's Drop-in,
 * their libraries loaded only here, in the browser, once the page runs. Card data never touches
 * the storefront; the provider sends the browser to `returnUrl`, which settles the payment as the
 * hosted page's return does. Holds its own <form> for Stripe: never place it inside another form.
 */
export function EmbeddedPayment(props: EmbeddedPaymentProps) {
  const { gateway, mode, clientSecret, sessionId, returnUrl, keys, locale, country } = props;
  const { t } = useTranslation();
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [status, setStatus] = useState<Status>("loading");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** After a failed payment attempt: the way back through the return (see attemptFailed). */
  const [giveUpUrl, setGiveUpUrl] = useState<string | null>(null);

  const report = (key: string) => {
    setError(key);
    props.onError?.(key);
  };
  const showError = useEffectEvent(report);
  // A full page load: the return goes through the root middleware like a hosted page's
  const leave = useEffectEvent((params: Record<string, string>) => {
    window.location.assign(returnUrlWith(returnUrl, params));
  });

  const stripeKey = keys.stripe?.publishableKey;
  const adyenKey = keys.adyen?.clientKey;
  const adyenEnvironment = keys.adyen?.environment;

  useEffect(() => {
    const target = mount.current;
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    const unavailable = () => !cancelled && setStatus("unavailable");

    async function startStripe(element: HTMLDivElement, key: string) {
      const { loadStripe } = await import("@stripe/stripe-js");
      const loaded = await loadStripe(key, { locale });
      if (!loaded) throw new Error("Stripe.js is not available");
      if (cancelled) return;
      const elements = loaded.elements({ clientSecret, appearance: stripeAppearance(cssVariable) });
      const payment = elements.create("payment");
      payment.on("ready", () => !cancelled && setStatus("ready"));
      payment.on("loaderror", unavailable);
      payment.mount(element);
      stripe.current = { stripe: loaded, elements };
      cleanup = () => {
        payment.destroy();
        stripe.current = null;
      };
    }

    async function startAdyen(element: HTMLDivElement, key: string, environment: "test" | "live", id: string) {
      const [{ AdyenCheckout, Dropin, Card, Klarna, Redirect }] = await Promise.all([
        import("@adyen/adyen-web"),
        import("@adyen/adyen-web/styles/adyen.css"),
      ]);
      // Every end of the Drop-in goes back through the return, which the API checks with Adyen
      const finish = (result?: object) => {
        if (result && "sessionResult" in result && typeof result.sessionResult === "string") {
          leave({ sessionId: id, sessionResult: result.sessionResult });
        } else showError(paymentErrorKey(null));
      };
      const checkout = await AdyenCheckout({
        environment,
        clientKey: key,
        session: { id, sessionData: clientSecret },
        locale: adyenLocale(locale),
        ...(country ? { countryCode: country } : {}),
        onPaymentCompleted: (result) => finish(result),
        onPaymentFailed: (result) => finish(result),
        onError: (failure) => {
          // The shopper closed a wallet's or a bank's window: the Drop-in is still there
          if (failure.name !== "CANCEL") showError(paymentErrorKey(null));
        },
      });
      if (cancelled) return;
      // iDEAL has no component of its own: Redirect takes it
      const dropin = new Dropin(checkout, { paymentMethodComponents: [Card, Klarna, Redirect] }).mount(element);
      setStatus("ready");
      cleanup = () => dropin.unmount();
    }

    const started = !target
      ? Promise.reject(new Error("No element to mount into"))
      : gateway === "stripe" && stripeKey
        ? startStripe(target, stripeKey)
        : gateway === "adyen" && adyenKey && adyenEnvironment && sessionId
          ? startAdyen(target, adyenKey, adyenEnvironment, sessionId)
          : Promise.reject(new Error(`No key for ${gateway}`));
    // No network, a blocked script, a refused key: the fallback says so
    started.catch(unavailable);
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [gateway, clientSecret, sessionId, stripeKey, adyenKey, adyenEnvironment, locale, country]);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const loaded = stripe.current;
    if (!loaded || submitting) return;
    setSubmitting(true);
    setError(null);
    const options = { elements: loaded.elements, confirmParams: { return_url: returnUrl } };
    // Only an error comes back: a confirmed payment leaves for return_url
    const { error: failure } =
      mode === "payment" ? await loaded.stripe.confirmPayment(options) : await loaded.stripe.confirmSetup(options);
    setSubmitting(false);
    const key = stripeErrorKey(failure);
    if (key) report(key);
    if (mode === "payment" && attemptFailed(failure)) {
      setGiveUpUrl(returnUrlWith(returnUrl, { payment_intent: intentIdOf(clientSecret) }));
    }
  }

  const message = error && (
    <p className="form-error embedded-payment__error" role="alert">
      {t(error)}
    </p>
  );
  return (
    <div className="embedded-payment" aria-busy={status === "loading"}>
      {status === "loading" && (
        <p className="embedded-payment__loading" role="status">
          {t("payments.loading")}
        </p>
      )}
      {status === "unavailable" ? (
        <div className="embedded-payment__fallback" role="alert">
          <p>{t("payments.unavailable")}</p>
          <p className="embedded-payment__actions">
            {props.hostedUrl && (
              <a className="button" href={props.hostedUrl}>
                {t("payments.hosted")}
              </a>
            )}
            <a className={props.hostedUrl ? "button button--secondary" : "button"} href={props.restartHref}>
              {t("payments.restart")}
            </a>
          </p>
        </div>
      ) : gateway === "stripe" ? (
        <form className="embedded-payment__form" onSubmit={confirm} noValidate>
          <div ref={mount} className="embedded-payment__element" hidden={giveUpUrl !== null} />
          {message}
          {giveUpUrl ? (
            <a className="button" href={giveUpUrl}>
              {t("payments.other_way")}
            </a>
          ) : (
            <button type="submit" disabled={status !== "ready" || submitting}>
              {submitting ? t("payments.processing") : t(mode === "payment" ? "payments.pay" : "payments.save")}
            </button>
          )}
        </form>
      ) : (
        <>
          <div ref={mount} className="embedded-payment__element" />
          {message}
        </>
      )}
    </div>
  );
}
