/**
 * The embedded payment forms' pure rules (decision 0021), shared by the checkout's action, the
 * payment return (root middleware and /shop/payment-successful) and EmbeddedPayment: which gateway
 * a platform goes through, when its embedded form is shown, how the browser's return is read, and
 * how a Stripe.js error is worded (§8).
 */
import type { ContentLocale } from "#domain/locales.js";
import { paymentErrorCode, type ProviderPaymentError } from "#domain/payments.js";
import { paymentErrorKey } from "./checkout";
import { gatewayOf as platformGateway } from "./payment-methods";

export const EMBEDDED_GATEWAYS = ["stripe", "adyen"] as const;
export type EmbeddedGateway = (typeof EMBEDDED_GATEWAYS)[number];

/**
 * The storefront's keys of the gateways whose embedded form it shows: publishable (Stripe) and
 * client (Adyen) keys only, public by design; a gateway without its key is paid on its hosted page.
 */
export type PaymentKeys = {
  stripe?: { publishableKey: string };
  adyen?: { clientKey: string; environment: "test" | "live" };
};

/** The gateway of a platform with an embedded form; null for the sandbox. */
export function gatewayOf(platform: string): EmbeddedGateway | null {
  const gateway = platformGateway(platform);
  return EMBEDDED_GATEWAYS.find((embedded) => embedded === gateway) ?? null;
}

/** The embedded form can be asked for when the platform's gateway has its key here. */
export function canEmbed(platform: string, keys: PaymentKeys): boolean {
  const gateway = gatewayOf(platform);
  return gateway !== null && keys[gateway] !== undefined;
}

/** What EmbeddedPayment needs to take a payment the checkout has just started. */
export type EmbeddedStart = {
  gateway: EmbeddedGateway;
  clientSecret: string;
  /** Adyen's session id (Drop-in); Stripe needs only the secret. */
  sessionId?: string;
  /** Where the embedded form sends the browser back: the page's return URL with sessionId=pay_<id>. */
  returnUrl: string;
  /** The provider's hosted page for the same payment, when it answered one (offered if the form cannot load). */
  hostedUrl?: string;
};

/** The API's payment of a new order, as far as the next step depends on it. */
export type StartedPayment = {
  redirect_url: string | null;
  client_secret: string | null;
  session_id?: string | null;
  return_url?: string | null;
};

export type PaymentStep =
  { kind: "embedded"; start: EmbeddedStart } | { kind: "redirect"; url: string } | { kind: "unavailable" };

/**
 * After the order is placed and its payment is waiting: the embedded form when it was asked for and
 * the provider answered its secret (Stripe: a payment intent's, with no page to go to — a Stripe
 * answer with a page is an intent already confirmed for a redirect method such as PayPal; Adyen: the
 * session's data and id), else the hosted page, else nothing can take the payment.
 */
export function paymentStep(platform: string, payment: StartedPayment, embedded: boolean): PaymentStep {
  const gateway = gatewayOf(platform);
  const secret = payment.client_secret;
  const returnUrl = payment.return_url;
  if (embedded && gateway && secret && returnUrl) {
    if (gateway === "stripe" && !payment.redirect_url) {
      return { kind: "embedded", start: { gateway, clientSecret: secret, returnUrl } };
    }
    if (gateway === "adyen" && payment.session_id) {
      return {
        kind: "embedded",
        start: {
          gateway,
          clientSecret: secret,
          sessionId: payment.session_id,
          returnUrl,
          ...(payment.redirect_url ? { hostedUrl: payment.redirect_url } : {}),
        },
      };
    }
  }
  if (payment.redirect_url) return { kind: "redirect", url: payment.redirect_url };
  return { kind: "unavailable" };
}

/** A browser's return from a payment page or an embedded form, as POST clients/me/payment-returns takes it. */
export type PaymentReturn = { sessionId: string; redirectResult?: string; sessionResult?: string };

/**
 * The payment return in a URL's query: sessionId (pay_<id>) with the hosted pages' redirectResult,
 * Stripe.js's payment_intent (sent as the redirectResult: the API asks Stripe about that intent) or
 * Adyen Drop-in's sessionResult. Anything else is not a return.
 */
export function paymentReturnOf(query: URLSearchParams): PaymentReturn | null {
  const sessionId = query.get("sessionId");
  if (!sessionId) return null;
  const redirectResult = query.get("redirectResult") || query.get("payment_intent");
  if (redirectResult) return { sessionId, redirectResult };
  const sessionResult = query.get("sessionResult");
  return sessionResult ? { sessionId, sessionResult } : null;
}

/** The return URL with these parameters added; one it already has (the payment's sessionId) is kept. */
export function returnUrlWith(returnUrl: string, params: Record<string, string>): string {
  const url = new URL(returnUrl);
  for (const [name, value] of Object.entries(params)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}

/** A Stripe.js error as far as §8 reads it. */
export type StripeErrorLike = ProviderPaymentError & { type?: string | null };

/**
 * §8's message of a Stripe.js error (decline_code, else code, else type); none for a form not
 * filled in, which the Payment Element words beside its own fields.
 */
export function stripeErrorKey(error: StripeErrorLike): string | null {
  if (error.type === "validation_error") return null;
  return paymentErrorKey(paymentErrorCode(error));
}

/**
 * A declined or unauthenticated attempt: Stripe reports the payment as failed (its webhook too), so
 * the API gives the order up. Paying again in the same form could take the money of a cancelled
 * order; the shopper goes back through the return instead, which brings the cart back.
 */
export function attemptFailed(error: StripeErrorLike): boolean {
  return error.type === "card_error" || error.code === "payment_intent_authentication_failure";
}

/** A Stripe intent's id from its client secret ("pi_123_secret_abc" → "pi_123"). */
export function intentIdOf(clientSecret: string): string {
  const end = clientSecret.indexOf("_secret_");
  return end > 0 ? clientSecret.slice(0, end) : clientSecret;
}

/** Adyen Web's locale of a site language (its texts come per language and region). */
const ADYEN_LOCALES: Record<ContentLocale, string> = {
  fr: "fr-FR",
  de: "de-DE",
  nl: "nl-NL",
  es: "es-ES",
  en: "en-US",
};
export const adyenLocale = (language: ContentLocale) => ADYEN_LOCALES[language];

/**
 * The Payment Element's look, from the site's CSS variables (read from the page, so a theme change
 * follows); a missing variable leaves Stripe's default.
 */
export function stripeAppearance(cssVariable: (name: string) => string) {
  const read = (name: string) => cssVariable(name).trim() || undefined;
  const variables = {
    colorPrimary: read("--ink"),
    colorText: read("--ink"),
    colorTextSecondary: read("--ink-soft"),
    colorBackground: read("--card"),
    colorDanger: read("--danger"),
    fontFamily: read("--font"),
    borderRadius: read("--radius"),
  };
  return {
    theme: "stripe" as const,
    variables: Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== undefined)),
  };
}
