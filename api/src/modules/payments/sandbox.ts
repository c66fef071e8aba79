/**
 * The offline payment provider (the default): a hosted payment page served by the API itself, made
 * of plain forms (approve, decline with a chosen decline_code, 3-D Secure challenge), that sends the
 * browser back with a signed redirectResult and posts a signed webhook, like a real gateway.
 */
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { ContentLocale } from "#domain/locales.js";
import { PAYMENT_CANCELLED, SETUP_INTENT_FAILED } from "#domain/payments.js";
import {
  SetupFailedError,
  WebhookPayloadError,
  WebhookSignatureError,
  withQuery,
  type NormalizedEvent,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentResult,
  type Platform,
  type ProviderPaymentRef,
  type ProviderPaymentRequest,
  type RefundRequest,
  type ReturnCheck,
  type SavedMethod,
  type SetupRequest,
  type SetupStart,
} from "./provider.js";
import { readToken, safeEqual, signToken, webhookSignature } from "./signed.js";

export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";
/** The code the 3-D Secure challenge page asks for (shown on the page). */
export const SANDBOX_3DS_CODE = "123456";
/** Webhooks older than this are refused (replayed captures). */
const WEBHOOK_TOLERANCE_SECONDS = 300;
const SESSION_TTL_MS = 60 * 60 * 1000;
/**
 * Saved cards the sandbox refuses when charged without the shopper, by their last four digits as
 * Stripe's test cards: 4000 0000 0000 0341 saves but is declined, 4000 0027 6000 3184 asks for
 * 3-D Secure (the family has to pay on the failed-payment page).
 */
export const OFF_SESSION_REFUSALS: Readonly<Record<string, string>> = {
  "0341": "card_declined",
  "3184": "authentication_required",
};
/** The cards the sandbox's setup page saves (the first one, charged without trouble, by default). */
export const SANDBOX_TEST_CARDS = ["4242", "0341", "3184"] as const;

/** What the page's URL carries: the session, signed so it cannot be altered. */
export type SandboxSession = {
  kind: "payment" | "setup";
  reference: string;
  platform: Platform;
  returnUrl: string;
  amountCents?: number;
  currency?: string;
  clientId?: number;
  /** The page's language: the checkout's (or the setup page's) Accept-Language. */
  locale?: ContentLocale;
  expiresAt: number;
};

type SandboxResult = {
  reference: string;
  status: PaymentOutcome;
  errorCode?: string;
  /** A saved card's last four digits (one of SANDBOX_TEST_CARDS). */
  last4?: string;
  clientId?: number;
  platform: Platform;
};

type SandboxWebhook = {
  id: string;
  type: "payment.succeeded" | "payment.failed";
  reference: string;
  error_code?: string;
};

/** A signed body is still checked: an event has an id, one of the two types and a reference. */
function isSandboxWebhook(body: unknown): body is SandboxWebhook {
  const event = body as Partial<SandboxWebhook> | null;
  return (
    typeof event === "object" &&
    event !== null &&
    !Array.isArray(event) &&
    typeof event.id === "string" &&
    event.id.length > 0 &&
    (event.type === "payment.succeeded" || event.type === "payment.failed") &&
    typeof event.reference === "string" &&
    (event.error_code === undefined || typeof event.error_code === "string")
  );
}

/** A refund the sandbox gave: recorded once per idempotency key, as a gateway de-duplicates them. */
export type SandboxRefund = { reference: string; amountCents: number; currency: string };

export class SandboxProvider implements PaymentProvider {
  readonly gateway = "sandbox" as const;
  /** No money moves offline: the refunds given, by idempotency key, are this process's record of them. */
  readonly refunds = new Map<string, SandboxRefund>();

  constructor(
    private readonly secret: string,
    private readonly apiPublicUrl: string,
  ) {}

  private pageUrl(session: Omit<SandboxSession, "expiresAt">): string {
    const token = signToken(this.secret, { ...session, expiresAt: Date.now() + SESSION_TTL_MS });
    return `${this.apiPublicUrl}/sandbox/pay?session=${token}`;
  }

  /** The session of a page URL token; null when forged or expired. */
  readSession(token: string): SandboxSession | null {
    const session = readToken<SandboxSession>(this.secret, token);
    return session && session.expiresAt > Date.now() ? session : null;
  }

  async createPayment(request: ProviderPaymentRequest): Promise<PaymentResult> {
    const externalId = `sbx_${request.reference}`;
    // A saved method is charged without the shopper, as gateways do off-session; Stripe's test
    // cards that save but fail later are refused the same way (a box's charge at its deadline)
    if (request.savedMethod) {
      const errorCode = OFF_SESSION_REFUSALS[request.savedMethod.last4 ?? ""];
      return errorCode ? { status: "failed", externalId, errorCode } : { status: "succeeded", externalId };
    }
    const redirectUrl = this.pageUrl({
      kind: "payment",
      reference: request.reference,
      platform: request.platform,
      returnUrl: request.returnUrl,
      amountCents: request.amountCents,
      currency: request.currency,
      locale: request.locale,
    });
    return { status: "requires_action", redirectUrl, externalId };
  }

  /**
   * The page is a signed URL with nothing to close: the payment row, marked failed by the caller,
   * is what makes a later approval on the old page a late success (refunded).
   */
  async cancelPayment(_payment: ProviderPaymentRef): Promise<ReturnCheck> {
    return { status: "failed", errorCode: PAYMENT_CANCELLED };
  }

  async refundPayment(request: RefundRequest): Promise<void> {
    if (this.refunds.has(request.idempotencyKey)) return;
    this.refunds.set(request.idempotencyKey, {
      reference: request.reference,
      amountCents: request.amountCents,
      currency: request.currency,
    });
  }

  async createSetup(request: SetupRequest): Promise<SetupStart> {
    const reference = `setup_${randomBytes(9).toString("base64url")}`;
    const redirectUrl = this.pageUrl({
      kind: "setup",
      reference,
      platform: request.platform,
      returnUrl: request.returnUrl,
      clientId: request.clientId,
      locale: request.locale,
    });
    return { redirectUrl, clientSecret: reference, externalId: reference };
  }

  /**
   * The shopper's choice on the page: the browser's way back and, for payments, the signed
   * webhook the service processes through the same verification as a posted one.
   */
  complete(session: SandboxSession, status: PaymentOutcome, errorCode?: string, last4?: string) {
    const result: SandboxResult = {
      reference: session.reference,
      status,
      errorCode,
      last4,
      clientId: session.clientId,
      platform: session.platform,
    };
    const redirectUrl = withQuery(session.returnUrl, {
      sessionId: session.reference,
      redirectResult: signToken(this.secret, result),
    });
    if (session.kind !== "payment") return { redirectUrl };
    const event: SandboxWebhook = {
      id: `evt_${randomBytes(12).toString("hex")}`,
      type: status === "succeeded" ? "payment.succeeded" : "payment.failed",
      reference: session.reference,
      ...(errorCode ? { error_code: errorCode } : {}),
    };
    const rawBody = Buffer.from(JSON.stringify(event));
    const signature = webhookSignature(this.secret, rawBody, Math.floor(Date.now() / 1000));
    return { redirectUrl, webhook: { rawBody, headers: { [SANDBOX_SIGNATURE_HEADER]: signature } } };
  }

  private readResult(redirectResult: string): SandboxResult | null {
    return readToken<SandboxResult>(this.secret, redirectResult);
  }

  async confirmReturn(input: { reference: string; redirectResult?: string }): Promise<ReturnCheck | null> {
    const result = input.redirectResult ? this.readResult(input.redirectResult) : null;
    if (!result || result.reference !== input.reference) return null;
    return { status: result.status, externalId: `sbx_${result.reference}`, errorCode: result.errorCode };
  }

  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): NormalizedEvent[] {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    const match = typeof header === "string" ? /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) : null;
    if (!match) throw new WebhookSignatureError("Missing or malformed signature");
    const timestamp = Number(match[1]);
    if (Math.abs(Date.now() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
      throw new WebhookSignatureError("Signature too old");
    }
    if (!safeEqual(header as string, webhookSignature(this.secret, rawBody, timestamp))) {
      throw new WebhookSignatureError("Signature does not match");
    }
    let event: unknown;
    try {
      event = JSON.parse(rawBody.toString("utf8"));
    } catch {
      throw new WebhookPayloadError("Not JSON");
    }
    if (!isSandboxWebhook(event)) throw new WebhookPayloadError("Not a sandbox event");
    return [
      {
        eventId: event.id,
        type: event.type,
        reference: event.reference,
        externalId: `sbx_${event.reference}`,
        errorCode: event.error_code,
        providerType: event.type,
        payload: event,
      },
    ];
  }

  async confirmSetup(
    clientId: number,
    proof: { kind: string; value: string },
    platform: Platform,
  ): Promise<SavedMethod> {
    const result = proof.kind === "redirect_result" ? this.readResult(proof.value) : null;
    if (!result || result.clientId !== clientId || result.platform !== platform || result.status !== "succeeded") {
      throw new SetupFailedError(result?.errorCode ?? SETUP_INTENT_FAILED);
    }
    const isCard = platform === "card_via_sandbox";
    // The sandbox's test card: valid until the end of the month three years from now
    const now = new Date();
    const expiry = new Date(Date.UTC(now.getUTCFullYear() + 3, now.getUTCMonth() + 1, 0));
    return {
      externalId: `pm_${result.reference}`,
      platform,
      brand: isCard ? "visa" : platform.replace("_via_sandbox", ""),
      last4: isCard ? (result.last4 ?? SANDBOX_TEST_CARDS[0]) : null,
      expirationDate: isCard ? expiry.toISOString().slice(0, 10) : null,
    };
  }
}
