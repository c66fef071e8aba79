/**
 * Adyen, through `@adyen/api-library`: checkout sessions (`mode: hosted`, the Hosted Checkout page
 * for the no-JS redirect; `mode: embedded`, sessionData for Drop-in), /payments for saved cards,
 * /payments/details with the redirectResult the shopper returns with, the session's result with
 * the sessionResult Drop-in ends with, and notifications checked with the library's hmacValidator.
 */
import type { IncomingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import type { CheckoutAPI as CheckoutApi, Config as AdyenConfig, Types } from "@adyen/api-library";
import { PAYMENT_CANCELLED, SETUP_INTENT_FAILED, paymentErrorCode } from "#domain/payments.js";
import type { PaymentsConfig } from "../../config.js";
import {
  SESSION_EXPIRED,
  SetupFailedError,
  WebhookPayloadError,
  WebhookSignatureError,
  type NormalizedEvent,
  type PaymentOutcome,
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

// The library is CommonJS whose re-exports Node's ESM loader cannot name: load it with require
const {
  CheckoutAPI,
  Client,
  EnvironmentEnum,
  HttpClientException,
  Types: AdyenTypes,
  hmacValidator,
} = createRequire(import.meta.url)("@adyen/api-library") as typeof import("@adyen/api-library");

type AdyenKeys = NonNullable<PaymentsConfig["adyen"]>;
type IRequestOptions = Parameters<CheckoutApi["PaymentsApi"]["payments"]>[1];

const ADYEN_CHECKOUT_BASE = /^https:\/\/checkout-test\.adyen\.com\/v\d+/;

/** Adyen's payment method type of a platform. */
const METHOD_TYPES: Partial<Record<Platform, string>> = {
  card_via_adyen: "scheme",
  klarna_paylater_via_adyen: "klarna",
  klarna_paynow_via_adyen: "klarna_paynow",
  ideal_via_adyen: "ideal",
};

/** Adyen refusal reason codes → the decline codes §8 knows (Stripe's names). */
const REFUSAL_DECLINE_CODES: Record<string, string> = {
  "2": "card_declined",
  "5": "lost_card",
  "6": "expired_card",
  "7": "invalid_amount",
  "12": "insufficient_funds",
  "24": "incorrect_cvc",
  "11": "authentication_required",
};

function shopperReference(clientId: number): string {
  return `client-${clientId}`;
}

/**
 * Sends the library's requests with fetch to ADYEN_CHECKOUT_URL instead of Adyen's test host
 * (its own client only speaks https to adyen.com), with the same authentication and idempotency.
 */
class EndpointClient {
  constructor(private readonly endpoint: string) {}

  async request(url: string, json: string | Buffer, config: AdyenConfig, _key: boolean, options: IRequestOptions = {}) {
    const target = url.replace(ADYEN_CHECKOUT_BASE, this.endpoint.replace(/\/$/, ""));
    const query = options.params ? `?${new URLSearchParams(options.params as Record<string, string>).toString()}` : "";
    const headers: Record<string, string> = { "content-type": "application/json", "x-api-key": config.apiKey ?? "" };
    if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
    const response = await fetch(target + query, {
      method: options.method ?? "POST",
      headers,
      body: options.method === "GET" ? undefined : json.toString(),
    });
    const body = await response.text();
    if (!response.ok) {
      throw new HttpClientException({
        message: `HTTP Exception: ${response.status}`,
        statusCode: response.status,
        responseBody: body,
      });
    }
    return body;
  }
}

/** Adyen refusing what we sent (4xx: a result it does not know) is null; other failures throw. */
async function refusedAsNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpClientException && error.statusCode >= 400 && error.statusCode < 500) return null;
    throw error;
  }
}

function outcomeOf(resultCode: string | undefined, refusalReasonCode?: string, refusalReason?: string): ReturnCheck {
  const status: PaymentOutcome =
    resultCode === "Authorised"
      ? "succeeded"
      : resultCode === "Refused" || resultCode === "Error" || resultCode === "Cancelled"
        ? "failed"
        : "requires_action";
  if (status !== "failed") return { status };
  const decline = refusalReasonCode ? REFUSAL_DECLINE_CODES[refusalReasonCode] : undefined;
  return {
    status,
    errorCode: paymentErrorCode({ decline_code: decline, code: refusalReason, type: resultCode }) ?? "",
  };
}

export class AdyenProvider implements PaymentProvider {
  readonly gateway = "adyen" as const;
  private readonly checkout: CheckoutApi;
  private readonly validator = new hmacValidator();

  constructor(private readonly keys: AdyenKeys) {
    const client = new Client({
      apiKey: keys.apiKey,
      environment: keys.environment === "LIVE" ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
      liveEndpointUrlPrefix: keys.liveUrlPrefix,
    });
    if (keys.checkoutEndpoint) client.httpClient = new EndpointClient(keys.checkoutEndpoint);
    this.checkout = new CheckoutAPI(client);
  }

  private methodType(platform: Platform): string {
    const type = METHOD_TYPES[platform];
    if (!type) throw new Error(`${platform} is not an Adyen platform`);
    return type;
  }

  /**
   * A checkout session: embedded, its id and sessionData for Drop-in; hosted, also the Hosted
   * Checkout page the browser is sent to without JavaScript.
   */
  private async session(
    request: Partial<Types.checkout.CreateCheckoutSessionRequest>,
    embedded: boolean,
    idempotencyKey?: string,
  ) {
    const { ModeEnum } = AdyenTypes.checkout.CreateCheckoutSessionRequest;
    const session = await this.checkout.PaymentsApi.sessions(
      {
        merchantAccount: this.keys.merchantAccount,
        mode: embedded ? ModeEnum.Embedded : ModeEnum.Hosted,
        ...request,
      } as Types.checkout.CreateCheckoutSessionRequest,
      idempotencyKey ? { idempotencyKey } : undefined,
    );
    return {
      redirectUrl: session.url,
      clientSecret: session.sessionData,
      externalId: session.id,
      sessionId: session.id,
    };
  }

  async createPayment(request: ProviderPaymentRequest): Promise<PaymentResult> {
    const amount = { value: request.amountCents, currency: request.currency };
    if (request.savedMethod) {
      const response = await this.checkout.PaymentsApi.payments(
        {
          amount,
          merchantAccount: this.keys.merchantAccount,
          reference: request.reference,
          returnUrl: request.returnUrl,
          shopperReference: shopperReference(request.clientId),
          paymentMethod: {
            type: AdyenTypes.checkout.CardDetails.TypeEnum.Scheme,
            storedPaymentMethodId: request.savedMethod.externalId,
          },
          shopperInteraction: AdyenTypes.checkout.PaymentRequest.ShopperInteractionEnum.ContAuth,
          recurringProcessingModel:
            AdyenTypes.checkout.PaymentRequest.RecurringProcessingModelEnum.UnscheduledCardOnFile,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      const outcome = outcomeOf(response.resultCode, response.refusalReasonCode, response.refusalReason);
      return { ...outcome, externalId: response.pspReference ?? request.reference };
    }
    const session = await this.session(
      {
        amount,
        reference: request.reference,
        returnUrl: request.returnUrl,
        shopperReference: shopperReference(request.clientId),
        allowedPaymentMethods: [this.methodType(request.platform)],
        // Klarna and iDEAL are offered by country; Drop-in shows the session's methods
        countryCode: request.countryCode,
        expiresAt: request.expiresAt,
      },
      // A retry may ask the other form: Adyen answers a key it knows with its first session
      request.embedded,
      request.idempotencyKey,
    );
    return { status: "requires_action", ...session };
  }

  async confirmReturn(input: ReturnInput): Promise<ReturnCheck | null> {
    if (input.sessionResult) {
      return input.externalId ? this.sessionOutcome(input.externalId, input.sessionResult) : null;
    }
    const details = input.redirectResult ? await this.details(input.redirectResult) : null;
    if (!details) return null;
    const outcome = outcomeOf(details.resultCode, details.refusalReasonCode, details.refusalReason);
    return { ...outcome, externalId: details.pspReference };
  }

  /** Drop-in's end: Adyen tells the session's result, asked with the sessionResult Drop-in gave. */
  private async sessionOutcome(sessionId: string, sessionResult: string): Promise<ReturnCheck | null> {
    const result = await refusedAsNull(() =>
      this.checkout.PaymentsApi.getResultOfPaymentSession(sessionId, sessionResult),
    );
    if (!result) return null;
    const { StatusEnum } = AdyenTypes.checkout.SessionResultResponse;
    const pspReference = result.payments?.[0]?.pspReference;
    switch (result.status) {
      case StatusEnum.Completed:
        return { status: "succeeded", externalId: pspReference };
      case StatusEnum.Refused:
        return { ...outcomeOf("Refused"), externalId: pspReference };
      case StatusEnum.Canceled:
        return { status: "failed", errorCode: PAYMENT_CANCELLED };
      case StatusEnum.Expired:
        return { status: "failed", errorCode: SESSION_EXPIRED };
      default:
        // Still going (paymentPending, active): the session stays the payment's id for the next check
        return { status: "requires_action" };
    }
  }

  private details(redirectResult: string) {
    return refusedAsNull(() => this.checkout.PaymentsApi.paymentsDetails({ details: { redirectResult } }));
  }

  /**
   * A checkout session cannot be cancelled at Adyen (its API has no call for it): it stays open
   * until its expiresAt. A payment made there afterwards is a late success, refunded.
   */
  async cancelPayment(_payment: ProviderPaymentRef): Promise<ReturnCheck> {
    return { status: "failed", errorCode: PAYMENT_CANCELLED };
  }

  /** The refunds modification on the payment's pspReference; Adyen confirms it later (REFUND notification). */
  async refundPayment(request: RefundRequest): Promise<void> {
    if (!request.externalId) throw new Error(`Adyen payment ${request.reference} has no pspReference to refund`);
    await this.checkout.ModificationsApi.refundCapturedPayment(
      request.externalId,
      {
        amount: { value: request.amountCents, currency: request.currency },
        merchantAccount: this.keys.merchantAccount,
        reference: request.reference,
      },
      { idempotencyKey: request.idempotencyKey },
    );
  }

  parseWebhook(rawBody: Buffer, _headers: IncomingHttpHeaders): NormalizedEvent[] {
    let items: Types.notification.NotificationRequestItem[];
    try {
      const body = JSON.parse(rawBody.toString("utf8")) as {
        notificationItems: { NotificationRequestItem: Types.notification.NotificationRequestItem }[];
      };
      items = body.notificationItems.map((item) => item.NotificationRequestItem);
      if (!items.every((item) => item && typeof item === "object")) throw new Error("Not an item");
    } catch {
      throw new WebhookPayloadError("Not an Adyen notification");
    }
    return items.map((item) => {
      if (!this.verified(item)) throw new WebhookSignatureError("HMAC does not match");
      // The event id is made of these: a signed item without them names no event
      if (typeof item.pspReference !== "string" || item.pspReference === "" || typeof item.eventCode !== "string") {
        throw new WebhookPayloadError("Notification item without pspReference or eventCode");
      }
      const success = item.success === "true";
      const isAuthorisation = item.eventCode === "AUTHORISATION";
      const additional = item.additionalData as Record<string, string> | undefined;
      return {
        eventId: `${item.pspReference}:${item.eventCode}:${item.success}`,
        type: !isAuthorisation ? "ignored" : success ? "payment.succeeded" : "payment.failed",
        reference: item.merchantReference,
        externalId: item.pspReference,
        errorCode:
          isAuthorisation && !success
            ? (outcomeOf("Refused", additional?.refusalReasonCode, item.reason).errorCode ?? undefined)
            : undefined,
        providerType: item.eventCode,
        payload: item,
      } satisfies NormalizedEvent;
    });
  }

  private verified(item: Types.notification.NotificationRequestItem): boolean {
    try {
      return this.validator.validateHMAC(item, this.keys.hmacKey);
    } catch {
      // Items missing the signed fields cannot be checked
      return false;
    }
  }

  async createSetup(request: SetupRequest): Promise<SetupStart> {
    return this.session(
      {
        amount: { value: 0, currency: "EUR" },
        reference: `setup-${request.clientId}-${Date.now()}`,
        returnUrl: request.returnUrl,
        shopperReference: shopperReference(request.clientId),
        shopperEmail: request.email,
        allowedPaymentMethods: [this.methodType(request.platform)],
        storePaymentMethodMode: AdyenTypes.checkout.CreateCheckoutSessionRequest.StorePaymentMethodModeEnum.Enabled,
        recurringProcessingModel:
          AdyenTypes.checkout.CreateCheckoutSessionRequest.RecurringProcessingModelEnum.UnscheduledCardOnFile,
        shopperInteraction: AdyenTypes.checkout.CreateCheckoutSessionRequest.ShopperInteractionEnum.Ecommerce,
      },
      request.embedded,
    );
  }

  async confirmSetup(clientId: number, proof: SaveMethodProof, platform: Platform): Promise<SavedMethod> {
    const details = proof.kind === "redirect_result" ? await this.details(proof.value) : null;
    const data = (details?.additionalData ?? {}) as Record<string, string>;
    const storedId = data["tokenization.storedPaymentMethodId"] ?? data["recurring.recurringDetailReference"];
    const owner = data["tokenization.shopperReference"] ?? data["recurring.shopperReference"];
    if (!details || details.resultCode !== "Authorised" || !storedId || owner !== shopperReference(clientId)) {
      const refused = details && outcomeOf(details.resultCode, details.refusalReasonCode, details.refusalReason);
      throw new SetupFailedError(refused?.errorCode ?? SETUP_INTENT_FAILED);
    }
    // expiryDate comes as M/YYYY
    const [month, year] = (data.expiryDate ?? "").split("/").map(Number);
    return {
      externalId: storedId,
      platform,
      brand: data.paymentMethod ?? details.paymentMethod?.brand ?? null,
      last4: data.cardSummary ?? null,
      expirationDate: month && year ? new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10) : null,
    };
  }
}
