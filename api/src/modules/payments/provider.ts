/**
 * The one interface every payment provider (sandbox, Stripe, Adyen) implements, and the shapes other
 * modules (orders, checkout) use through `app.payments` (see service.ts).
 */
import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { ContentLocale } from "#domain/locales.js";
import type { PaymentMethod } from "../../db/schema/money.js";

export type Gateway = "sandbox" | "stripe" | "adyen";
/** The stored platform names: a §3 kind followed by `_via_<gateway>`. */
export type Platform = PaymentMethod["platform"];

export type PaymentOutcome = "succeeded" | "requires_action" | "failed";

/** What a module asks for when it charges an order. */
export type CreatePaymentInput = {
  orderId: number;
  amountCents: number;
  /** ISO 4217, e.g. "EUR". */
  currency: string;
  platform: Platform;
  clientId: number;
  /** The same key always means the same charge: a retry never charges twice. */
  idempotencyKey: string;
  /** Where the browser comes back after the hosted page; `sessionId` and `redirectResult` are added. */
  returnUrl: string;
  /** A saved payment method of this client (payment_methods.id): charged without the shopper. */
  paymentMethodId?: number;
  /** The shipping country (ISO 3166-1 alpha-2): Adyen offers Klarna and iDEAL by country. */
  countryCode?: string;
  /**
   * The storefront shows the provider's embedded form (Stripe Elements, Adyen Drop-in): true asks
   * for its secret, false (default) for a hosted page the browser is sent to. A retry keeps the
   * form the payment started with (see ProviderPaymentRequest.externalId).
   */
  embedded?: boolean;
  /** The language of the checkout: the sandbox's page speaks it. */
  locale?: ContentLocale;
};

export type PaymentResult = {
  status: PaymentOutcome;
  /** The hosted page to send the browser to (no-JS path). */
  redirectUrl?: string;
  /** For the embedded Stripe Elements / Adyen Drop-in (JS path): Adyen's sessionData. */
  clientSecret?: string;
  /** Adyen's checkout session id, which Drop-in needs beside its sessionData. */
  sessionId?: string;
  /** The provider's id of the payment. */
  externalId: string;
  /** §8 code when failed. */
  errorCode?: string;
};

/** A provider-side request, as the service hands it over (reference = our payment's reference). */
export type ProviderPaymentRequest = Omit<CreatePaymentInput, "paymentMethodId" | "embedded"> & {
  reference: string;
  /** providerKey(idempotencyKey): what the provider is sent as its idempotency key. */
  idempotencyKey: string;
  /**
   * When the provider's page must stop taking the payment: the payment's creation plus
   * PaymentsConfig.pageMinutes. Derived from the stored payment, so a retry sends the same value.
   */
  expiresAt: Date;
  /** returnUrl with sessionId=<reference> already added. */
  returnUrl: string;
  savedMethod?: PaymentMethod;
  embedded: boolean;
  /**
   * The provider's id a former call with this idempotency key stored (null on the first call): a
   * retry must send the provider the same request, so the payment keeps the form it started with.
   */
  externalId: string | null;
};

export type PaymentEventType = "payment.succeeded" | "payment.failed" | "payment.requires_action" | "ignored";

/** A verified webhook event, in the providers' common terms. */
export type NormalizedEvent = {
  /** The provider's event id: webhooks are de-duplicated on it. */
  eventId: string;
  type: PaymentEventType;
  /** Our payment reference (pay_<id>) when the provider echoes it. */
  reference?: string;
  externalId?: string;
  errorCode?: string;
  /** The provider's raw event kind (payment_intent.succeeded, AUTHORISATION…), kept in webhook_events. */
  providerType: string;
  payload: unknown;
};

/** What the browser came back with; one of redirectResult and sessionResult is given. */
export type ReturnInput = {
  reference: string;
  externalId: string | null;
  redirectResult?: string;
  sessionResult?: string;
};

/** The redirectResult of a hosted page's cancel link (Stripe Checkout's cancel_url). */
export const CANCELLED_RESULT = "cancelled";
/** The code of a payment whose hosted page expired before the shopper paid. */
export const SESSION_EXPIRED = "session_expired";

/** The return from a hosted page: status after the provider checked the redirect result. */
export type ReturnCheck = { status: PaymentOutcome; externalId?: string; errorCode?: string };

/** A payment of ours at the provider: its reference and the provider's id as the row holds it. */
export type ProviderPaymentRef = { reference: string; externalId: string | null };

/** Giving back all of a succeeded payment to the card it came from. */
export type RefundRequest = ProviderPaymentRef & {
  amountCents: number;
  currency: string;
  /** providerKey of a key derived from our payment id: a retried refund is the same refund. */
  idempotencyKey: string;
};

/** Starting to save a method: an embedded secret and/or a hosted page. */
export type SetupStart = { clientSecret?: string; redirectUrl?: string; externalId: string };

export type SetupRequest = {
  clientId: number;
  email: string;
  platform: Platform;
  returnUrl: string;
  /** The storefront shows the provider's embedded form (true) or sends the browser to a hosted page. */
  embedded: boolean;
  /** The language of the page asking: the sandbox's page speaks it. */
  locale?: ContentLocale;
};

/** A method the provider confirmed saved, ready for payment_methods. */
export type SavedMethod = {
  externalId: string;
  platform: Platform;
  brand: string | null;
  last4: string | null;
  /** YYYY-MM-DD, last valid day; null when it does not expire. */
  expirationDate: string | null;
};

/** How a client proves a method was saved: one of them (§5). */
export type SaveMethodProof =
  | { kind: "stripe_payment_method_id"; value: string }
  | { kind: "redirect_result"; value: string }
  | { kind: "payment_method_type"; value: string };

export interface PaymentProvider {
  readonly gateway: Gateway;
  createPayment(request: ProviderPaymentRequest): Promise<PaymentResult>;
  /**
   * Checks the result the shopper came back with (never trusted unchecked): the hosted page's
   * redirectResult, or the sessionResult Adyen's Drop-in ends with; null: not valid.
   */
  confirmReturn(input: ReturnInput): Promise<ReturnCheck | null>;
  /**
   * Closes the payment's page so it can no longer be paid, and says what became of the payment:
   * failed (closed), or succeeded when the shopper paid just before. A provider that cannot close
   * its page answers failed: a payment made there afterwards is a late success, refunded.
   */
  cancelPayment(payment: ProviderPaymentRef): Promise<ReturnCheck>;
  /** Refunds a succeeded payment in full; throws when the provider refuses or cannot be reached. */
  refundPayment(request: RefundRequest): Promise<void>;
  /**
   * Verifies the signature on the raw body (WebhookSignatureError when it does not match), then its
   * shape (WebhookPayloadError when a signed body is not an event: no id, not an object).
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): NormalizedEvent[];
  createSetup(request: SetupRequest): Promise<SetupStart>;
  /** Resolves a proof into a saved method of this client; throws SetupFailedError when it is not. */
  confirmSetup(clientId: number, proof: SaveMethodProof, platform: Platform): Promise<SavedMethod>;
}

export class WebhookSignatureError extends Error {}
/** A webhook whose signature holds but whose body is not an event the provider sends. */
export class WebhookPayloadError extends Error {}
/** The provider refused to save the method (§8 SETUP_INTENT_FAILED). */
export class SetupFailedError extends Error {}

/** Payment reference used with every provider, so returns and webhooks find the row. */
export function paymentReference(paymentId: number): string {
  return `pay_${paymentId}`;
}
export function paymentIdFromReference(reference: string | undefined | null): number | null {
  const match = /^pay_(\d{1,12})$/.exec(reference ?? "");
  return match ? Number(match[1]) : null;
}

export function gatewayOf(platform: Platform): Gateway {
  return platform.slice(platform.lastIndexOf("_via_") + 5) as Gateway;
}

export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

/**
 * Adds `name={placeholder}` unencoded: the provider replaces the braces (Stripe's
 * {CHECKOUT_SESSION_ID}), which searchParams would percent-encode.
 */
export function withPlaceholder(url: string, name: string, placeholder: string): string {
  const target = new URL(url);
  target.search = `${target.search ? `${target.search}&` : "?"}${name}={${placeholder}}`;
  return target.toString();
}

/**
 * The idempotency key a provider is sent for one of ours. Ours can run to about 220 characters
 * (`checkout:<client>:<the storefront's key>`); Adyen takes 64 at most, Stripe 255. Its SHA-256
 * (43 characters of base64url) is as stable and as unique.
 */
export function providerKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}
