/**
 * Stripe, through the official SDK: setup intents to save cards and PayPal, payment intents created
 * with our idempotency key, webhooks verified on the raw body by stripe.webhooks.constructEvent.
 * STRIPE_API_BASE points the SDK elsewhere (tests run it against a local double of the API).
 */
import type { IncomingHttpHeaders } from "node:http";
import Stripe from "stripe";
import { SETUP_INTENT_FAILED, paymentErrorCode } from "../../../../domain/payments.js";
import type { PaymentsConfig } from "../../config.js";
import {
  SetupFailedError,
  WebhookSignatureError,
  type NormalizedEvent,
  type PaymentProvider,
  type PaymentResult,
  type Platform,
  type ProviderPaymentRequest,
  type ReturnCheck,
  type SaveMethodProof,
  type SavedMethod,
  type SetupRequest,
  type SetupStart,
} from "./provider.js";

type StripeKeys = NonNullable<PaymentsConfig["stripe"]>;

/** Stripe's payment method type of a platform (card_via_stripe → card). */
function methodType(platform: Platform): "card" | "paypal" {
  return platform === "paypal_via_stripe" ? "paypal" : "card";
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
    const common = {
      amount: request.amountCents,
      currency: request.currency.toLowerCase(),
      metadata: { payment_reference: request.reference, client_id: String(request.clientId) },
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

  /** Stripe's return carries nothing signed: the payment intent itself is asked. */
  async confirmReturn(input: { externalId: string | null }): Promise<ReturnCheck | null> {
    if (!input.externalId) return null;
    return outcomeOf(await this.stripe.paymentIntents.retrieve(input.externalId));
  }

  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): NormalizedEvent[] {
    const signature = headers["stripe-signature"];
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? "", this.keys.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message);
    }
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
      // Back from a redirect (PayPal): the proof is the setup intent, which must have succeeded
      const intent = await this.stripe.setupIntents.retrieve(proof.value).catch(() => null);
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
}
