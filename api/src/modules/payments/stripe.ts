/**
 * Stripe, through the official SDK: setup intents to save cards and PayPal, payment intents created
 * with our idempotency key, webhooks verified on the raw body by stripe.webhooks.constructEvent.
 * Without JavaScript, cards are paid and saved on a Stripe Checkout page (a Checkout Session), whose
 * payment intent carries our reference like the embedded form's does.
 * STRIPE_API_BASE points the SDK elsewhere (tests run it against a local double of the API).
 */
import type { IncomingHttpHeaders } from "node:http";
import Stripe from "stripe";
import { PAYMENT_CANCELLED, SETUP_INTENT_FAILED, paymentErrorCode } from "#domain/payments.js";
import type { PaymentsConfig } from "../../config.js";
import {
  CANCELLED_RESULT,
  SESSION_EXPIRED,
  SetupFailedError,
  WebhookPayloadError,
  WebhookSignatureError,
  withPlaceholder,
  withQuery,
  type NormalizedEvent,
  type PaymentProvider,
  type PaymentResult,
  type Platform,
  type ProviderPaymentRef,
  type ProviderPaymentRequest,
  type RefundRequest,
  type ReturnCheck,
  type ReturnInput,
  type SaveMethodProof,
  type SavedMethod,
  type SetupRequest,
  type SetupStart,
} from "./provider.js";

type StripeKeys = NonNullable<PaymentsConfig["stripe"]>;

/**
 * A refund runs inside the transaction that settles the late payment (so the refund and the
 * webhook's record commit together): it must not hold that transaction for minutes.
 */
const REFUND_TIMEOUT_MS = 10_000;

/** A signed body is still checked: an event object with an id and a type, its payment intent an object. */
function isStripeEvent(body: unknown): body is Stripe.Event {
  const event = body as { id?: unknown; type?: unknown; data?: { object?: { id?: unknown } } } | null;
  if (typeof event !== "object" || event === null || Array.isArray(event)) return false;
  if (typeof event.id !== "string" || event.id === "" || typeof event.type !== "string") return false;
  if (!event.type.startsWith("payment_intent.")) return true;
  const intent = event.data?.object;
  return typeof intent === "object" && intent !== null && typeof intent.id === "string";
}

/** Stripe's payment method type of a platform (card_via_stripe → card). */
function methodType(platform: Platform): "card" | "paypal" {
  return platform === "paypal_via_stripe" ? "paypal" : "card";
}

/** Stripe Checkout Sessions (the hosted pages) have ids starting with cs_. */
function isCheckoutSession(id: string): boolean {
  return id.startsWith("cs_");
}

/** The hosted page's ways back: paid (Stripe puts the session id in the braces) or cancelled. */
function checkoutReturns(returnUrl: string) {
  return {
    success_url: withPlaceholder(returnUrl, "redirectResult", "CHECKOUT_SESSION_ID"),
    cancel_url: withQuery(returnUrl, { redirectResult: CANCELLED_RESULT }),
  };
}

function lastDayOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** A payment intent's state in the providers' common terms. */
function outcomeOf(intent: Stripe.PaymentIntent): ReturnCheck {
  const error = intent.last_payment_error;
  if (intent.status === "succeeded") return { status: "succeeded", externalId: intent.id };
  if (intent.status === "canceled" || (intent.status === "requires_payment_method" && error)) {
    return {
      status: "failed",
      externalId: intent.id,
      errorCode: (error && paymentErrorCode(error)) ?? "payment_failed",
    };
  }
  return { status: "requires_action", externalId: intent.id };
}

export class StripeProvider implements PaymentProvider {
  readonly gateway = "stripe" as const;
  private readonly stripe: Stripe;

  constructor(private readonly keys: StripeKeys) {
    const base = keys.apiBase ? new URL(keys.apiBase) : null;
    this.stripe = new Stripe(keys.secretKey, {
      maxNetworkRetries: 2,
      ...(base
        ? { host: base.hostname, port: base.port || undefined, protocol: base.protocol === "http:" ? "http" : "https" }
        : {}),
    });
  }

  async createPayment(request: ProviderPaymentRequest): Promise<PaymentResult> {
    const type = methodType(request.platform);
    const metadata = { payment_reference: request.reference, client_id: String(request.clientId) };
    // A retry repeats the first call (Stripe refuses a key reused with other parameters): its form stays
    const hosted = request.externalId ? isCheckoutSession(request.externalId) : !request.embedded;
    if (type === "card" && !request.savedMethod && hosted) return this.checkoutPayment(request, metadata);
    const common = {
      amount: request.amountCents,
      currency: request.currency.toLowerCase(),
      metadata,
      payment_method_types: [type],
    };
    let params: Stripe.PaymentIntentCreateParams;
    if (request.savedMethod) {
      // Saved methods belong to the customer they were set up with
      const method = await this.stripe.paymentMethods.retrieve(request.savedMethod.externalId);
      const customer = typeof method.customer === "string" ? method.customer : method.customer?.id;
      params = { ...common, customer, payment_method: method.id, confirm: true, off_session: true };
    } else if (type === "paypal") {
      // PayPal works by redirect, so it also works without JavaScript
      params = { ...common, confirm: true, payment_method_data: { type: "paypal" }, return_url: request.returnUrl };
    } else {
      params = common;
    }
    try {
      const intent = await this.stripe.paymentIntents.create(params, { idempotencyKey: request.idempotencyKey });
      const outcome = outcomeOf(intent);
      return {
        status: outcome.status,
        externalId: intent.id,
        errorCode: outcome.errorCode,
        clientSecret: intent.client_secret ?? undefined,
        redirectUrl: intent.next_action?.redirect_to_url?.url ?? undefined,
      };
    } catch (error) {
      // A declined confirmation still created the intent: report it as failed with §8's code
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
        return {
          status: "failed",
          externalId: error.payment_intent.id,
          errorCode: paymentErrorCode(error) ?? "card_declined",
        };
      }
      throw error;
    }
  }

  /**
   * A card paid on Stripe Checkout (no JavaScript): the session's payment intent gets our reference,
   * so the payment_intent.* webhooks settle it as they settle the embedded form's.
   */
  private async checkoutPayment(
    request: ProviderPaymentRequest,
    metadata: Record<string, string>,
  ): Promise<PaymentResult> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: "payment",
        allowed_payment_method_types: ["card"],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountCents,
              product_data: { name: `La Malle #${request.orderId}` },
            },
          },
        ],
        client_reference_id: request.reference,
        metadata,
        payment_intent_data: { metadata },
        // Closed when the order is given up, not 24 h later (Stripe's default)
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        ...checkoutReturns(request.returnUrl),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe Checkout Session ${session.id} has no page`);
    return { status: "requires_action", externalId: session.id, redirectUrl: session.url };
  }

  /**
   * Stripe's return carries nothing signed: the payment intent itself is asked, or for a Checkout
   * page its session, which the cancel link closes at Stripe before the order gives its units back.
   */
  async confirmReturn(input: ReturnInput): Promise<ReturnCheck | null> {
    if (!input.externalId) return null;
    if (!isCheckoutSession(input.externalId)) {
      return outcomeOf(await this.stripe.paymentIntents.retrieve(input.externalId));
    }
    const cancelled = input.redirectResult === CANCELLED_RESULT;
    const expand = ["payment_intent"];
    let session = await this.stripe.checkout.sessions.retrieve(input.externalId, { expand });
    if (cancelled && session.status === "open")
      session = await this.stripe.checkout.sessions.expire(session.id, { expand });
    if (session.status === "expired")
      return { status: "failed", errorCode: cancelled ? PAYMENT_CANCELLED : SESSION_EXPIRED };
    const intent = session.payment_intent;
    const outcome = intent && typeof intent !== "string" ? outcomeOf(intent) : null;
    // Until it is final the session stays the payment's id, so a retry of the checkout finds the same page
    return outcome && outcome.status !== "requires_action" ? outcome : { status: "requires_action" };
  }

  /**
   * A Checkout page is expired (it can no longer be paid), an intent cancelled; either may have
   * been paid just before, which is then what is answered.
   */
  async cancelPayment(payment: ProviderPaymentRef): Promise<ReturnCheck> {
    if (!payment.externalId) return { status: "failed", errorCode: PAYMENT_CANCELLED };
    if (isCheckoutSession(payment.externalId)) {
      const check = await this.confirmReturn({ ...payment, redirectResult: CANCELLED_RESULT });
      return check ?? { status: "failed", errorCode: PAYMENT_CANCELLED };
    }
    const intent = await this.stripe.paymentIntents.retrieve(payment.externalId);
    if (intent.status === "succeeded" || intent.status === "canceled") return outcomeOf(intent);
    const cancelled = await this.stripe.paymentIntents.cancel(intent.id, { cancellation_reason: "abandoned" });
    return { ...outcomeOf(cancelled), errorCode: PAYMENT_CANCELLED };
  }

  async refundPayment(request: RefundRequest): Promise<void> {
    let intent = request.externalId;
    if (intent && isCheckoutSession(intent)) {
      const session = await this.stripe.checkout.sessions.retrieve(intent);
      intent =
        typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
    }
    if (!intent) throw new Error(`Stripe payment ${request.reference} has no payment intent to refund`);
    await this.stripe.refunds.create(
      { payment_intent: intent, metadata: { payment_reference: request.reference } },
      { idempotencyKey: request.idempotencyKey, timeout: REFUND_TIMEOUT_MS, maxNetworkRetries: 1 },
    );
  }

  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): NormalizedEvent[] {
    const signature = headers["stripe-signature"];
    let event: unknown;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? "", this.keys.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new WebhookSignatureError(error.message);
      }
      throw new WebhookPayloadError((error as Error).message);
    }
    if (!isStripeEvent(event)) throw new WebhookPayloadError("Not a Stripe event");
    const base = { eventId: event.id, providerType: event.type, payload: event };
    if (event.type === "payment_intent.succeeded" || event.type === "payment_intent.payment_failed") {
      const intent = event.data.object;
      const outcome = outcomeOf(intent);
      return [
        {
          ...base,
          type: event.type === "payment_intent.succeeded" ? "payment.succeeded" : "payment.failed",
          reference: intent.metadata?.payment_reference,
          externalId: intent.id,
          errorCode:
            event.type === "payment_intent.payment_failed" ? (outcome.errorCode ?? "payment_failed") : undefined,
        },
      ];
    }
    return [{ ...base, type: "ignored" }];
  }

  async createSetup(request: SetupRequest): Promise<SetupStart> {
    const metadata = { client_id: String(request.clientId) };
    const customer = await this.stripe.customers.create({ email: request.email, metadata });
    if (!request.embedded) {
      // Without JavaScript: Stripe Checkout's page saves the method, then comes back with its session id
      const session = await this.stripe.checkout.sessions.create({
        mode: "setup",
        customer: customer.id,
        allowed_payment_method_types: [methodType(request.platform)],
        metadata,
        setup_intent_data: { metadata },
        ...checkoutReturns(request.returnUrl),
      });
      if (!session.url) throw new SetupFailedError(SETUP_INTENT_FAILED);
      return { redirectUrl: session.url, externalId: session.id };
    }
    const intent = await this.stripe.setupIntents.create({
      customer: customer.id,
      allowed_payment_method_types: [methodType(request.platform)],
      usage: "off_session",
      metadata,
    });
    if (!intent.client_secret) throw new SetupFailedError(SETUP_INTENT_FAILED);
    return { clientSecret: intent.client_secret, externalId: intent.id };
  }

  async confirmSetup(clientId: number, proof: SaveMethodProof, platform: Platform): Promise<SavedMethod> {
    let methodId = proof.value;
    if (proof.kind === "redirect_result") {
      // Back from a redirect: the proof is the setup intent (PayPal, the embedded form) or the Checkout
      // Session of the hosted page (cs_…, whose setup intent is asked); it must have succeeded for this client
      const intent = await this.finishedSetup(proof.value);
      if (!intent || intent.status !== "succeeded" || intent.metadata?.client_id !== String(clientId)) {
        throw new SetupFailedError(intent?.last_setup_error ? (paymentErrorCode(intent.last_setup_error) ?? "") : "");
      }
      methodId = typeof intent.payment_method === "string" ? intent.payment_method : (intent.payment_method?.id ?? "");
    }
    const method = await this.stripe.paymentMethods.retrieve(methodId, { expand: ["customer"] }).catch(() => null);
    const customer = method?.customer;
    const owner = customer && typeof customer !== "string" && !customer.deleted ? customer.metadata.client_id : null;
    if (!method || owner !== String(clientId) || method.type !== methodType(platform)) {
      throw new SetupFailedError(SETUP_INTENT_FAILED);
    }
    return {
      externalId: method.id,
      platform,
      brand: method.card?.brand ?? method.paypal?.payer_email ?? method.type,
      last4: method.card?.last4 ?? null,
      expirationDate: method.card ? lastDayOfMonth(method.card.exp_year, method.card.exp_month) : null,
    };
  }

  /** The setup intent a return proves; null when cancelled, unknown or not a setup. */
  private async finishedSetup(redirectResult: string): Promise<Stripe.SetupIntent | null> {
    if (redirectResult === CANCELLED_RESULT) return null;
    if (!isCheckoutSession(redirectResult)) return this.stripe.setupIntents.retrieve(redirectResult).catch(() => null);
    const session = await this.stripe.checkout.sessions
      .retrieve(redirectResult, { expand: ["setup_intent"] })
      .catch(() => null);
    const intent = session?.mode === "setup" ? session.setup_intent : null;
    return intent && typeof intent !== "string" ? intent : null;
  }
}
