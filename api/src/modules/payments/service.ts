/**
 * The payments service other modules use through `app.payments`: it keeps the `payments` rows,
 * routes each platform to its gateway's provider, checks returns, de-duplicates webhooks and tells
 * the registered `onPaymentEvent` handlers when a payment is settled (once, whatever arrives first).
 */
import type { IncomingHttpHeaders } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import { and, desc, eq, gte, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import { PAYMENT_CANCELLED, PAYMENT_KINDS, availablePaymentKinds, type PaymentKind } from "#domain/payments.js";
import type { ContentLocale, CountryCode } from "#domain/locales.js";
import type { PaymentsConfig } from "../../config.js";
import type { AppDatabase } from "../../db/client.js";
import { paymentMethods, payments, webhookEvents, type Payment, type PaymentMethod } from "../../db/schema/money.js";
import { clients } from "../../db/schema/clients.js";
import { orders } from "../../db/schema/orders.js";
import { ApiError } from "../../plugins/errors.js";
import { AdyenProvider } from "./adyen.js";
import {
  SetupFailedError,
  WebhookPayloadError,
  WebhookSignatureError,
  gatewayOf,
  paymentIdFromReference,
  paymentReference,
  providerKey,
  withQuery,
  type CreatePaymentInput,
  type Gateway,
  type NormalizedEvent,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentResult,
  type Platform,
  type ReturnCheck,
  type SaveMethodProof,
} from "./provider.js";
import { SandboxProvider } from "./sandbox.js";
import { StripeProvider } from "./stripe.js";

/**
 * What handlers hear: a payment reached a final state, or succeeded after it had failed (the
 * shopper paid on a page given up on). `db` is the transaction to write in.
 */
export type PaymentEvent = {
  type: "payment.succeeded" | "payment.failed";
  payment: Payment;
  db: AppDatabase;
};
export type PaymentEventHandler = (event: PaymentEvent) => Promise<void>;

const FINAL_STATUSES: Payment["status"][] = ["SUCCEEDED", "FAILED", "CANCELLED", "REFUNDED", "PARTIALLY_REFUNDED"];
/**
 * Final for us, not for the shopper: a page declined once may still be paid (back and approve,
 * a second card on Stripe Checkout). A success reaching them is recorded and handed on.
 */
const GIVEN_UP: Payment["status"][] = ["FAILED", "CANCELLED"];
/** Money kept or given back: nothing a return or an event says changes them. */
const SETTLED: Payment["status"][] = ["SUCCEEDED", "REFUNDED", "PARTIALLY_REFUNDED"];
const STATUS_OF: Record<PaymentOutcome, Payment["status"]> = {
  succeeded: "SUCCEEDED",
  requires_action: "REQUIRES_ACTION",
  failed: "FAILED",
};
const OUTCOME_OF: Partial<Record<Payment["status"], PaymentOutcome>> = {
  SUCCEEDED: "succeeded",
  FAILED: "failed",
  CANCELLED: "failed",
};

/** Kinds that need no saved token: choosing them only records the shopper's preference. */
const TOKENLESS_KINDS: readonly PaymentKind[] = ["klarna_paylater", "klarna_paynow", "ideal"];

function kindOf(platform: Platform): PaymentKind {
  return platform.slice(0, platform.lastIndexOf("_via_")) as PaymentKind;
}

/**
 * The minutes a payment page stays open, within what Stripe Checkout accepts: 30 minutes to 24 hours
 * after the session is made, which is a moment after the payment row (a few minutes' margin).
 */
function pageMinutes(config: PaymentsConfig): number {
  return Math.min(Math.max(config.pageMinutes, 35), 24 * 60 - 5);
}

/** Today as YYYY-MM-DD (UTC): a method is valid while its expiration date is not before it. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The client's default payment method becomes this one (the method just saved). */
export async function setDefaultPaymentMethod(db: AppDatabase, clientId: number, methodId: number): Promise<void> {
  await db.update(clients).set({ defaultPaymentMethodId: methodId }).where(eq(clients.id, clientId));
}

export class Payments {
  private readonly handlers: PaymentEventHandler[] = [];
  readonly providers: Partial<Record<Gateway, PaymentProvider>> = {};
  readonly sandbox: SandboxProvider | null = null;

  constructor(
    private readonly db: AppDatabase,
    private readonly config: PaymentsConfig,
    private readonly log?: FastifyBaseLogger,
  ) {
    if (config.provider === "sandbox") {
      this.sandbox = new SandboxProvider(config.sandboxSecret, config.apiPublicUrl);
      this.providers.sandbox = this.sandbox;
    } else {
      if (config.stripe) this.providers.stripe = new StripeProvider(config.stripe);
      if (config.adyen) this.providers.adyen = new AdyenProvider(config.adyen);
    }
  }

  /** Orders (and others) act on settled payments here; handlers run inside the settling transaction. */
  onPaymentEvent(handler: PaymentEventHandler): void {
    this.handlers.push(handler);
  }

  /**
   * The platform serving a kind: everything through the sandbox offline; otherwise cards through
   * PAYMENT_PROVIDER, PayPal through Stripe, Klarna and iDEAL through Adyen, when configured.
   */
  platformFor(kind: PaymentKind): Platform | null {
    if (this.sandbox) return `${kind}_via_sandbox` as Platform;
    const gateway: Gateway = kind === "card" ? this.config.provider : kind === "paypal" ? "stripe" : "adyen";
    return this.providers[gateway] ? (`${kind}_via_${gateway}` as Platform) : null;
  }

  availablePlatforms(country: CountryCode | null, forShop: boolean): Platform[] {
    return availablePaymentKinds(country, forShop)
      .map((kind) => this.platformFor(kind))
      .filter((platform): platform is Platform => platform !== null);
  }

  /** The provider of a platform this installation offers, else 422. */
  providerFor(platform: Platform): PaymentProvider {
    const kind = kindOf(platform);
    if (!PAYMENT_KINDS.includes(kind) || this.platformFor(kind) !== platform) {
      throw ApiError.unprocessable("PAYMENT_PLATFORM_UNAVAILABLE", "This payment method is not available");
    }
    return this.providers[gatewayOf(platform)]!;
  }

  /** Saved, non-deleted methods of a client, newest first, each flagged valid (§5). */
  async listMethods(clientId: number) {
    const rows = await this.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.clientId, clientId), isNull(paymentMethods.deletedAt)))
      .orderBy(desc(paymentMethods.id));
    return rows.map((row) => ({ ...row, valid: row.expirationDate === null || row.expirationDate >= today() }));
  }

  /** A valid saved method of this client, or 422 PAYMENT_METHOD_INVALID. */
  private async validMethod(clientId: number, id: number): Promise<PaymentMethod> {
    const [row] = await this.db
      .select()
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.id, id),
          eq(paymentMethods.clientId, clientId),
          isNull(paymentMethods.deletedAt),
          or(isNull(paymentMethods.expirationDate), gte(paymentMethods.expirationDate, today())),
        ),
      );
    if (!row) throw ApiError.unprocessable("PAYMENT_METHOD_INVALID", "This payment method can no longer be used");
    return row;
  }

  /**
   * Charges an order. The payments row is written first under the idempotency key; a retry with
   * the same key reaches the provider with the same key again, so it never charges twice.
   */
  async createPayment(input: CreatePaymentInput): Promise<PaymentResult & { paymentId: number; returnUrl: string }> {
    const provider = this.providerFor(input.platform);
    const savedMethod = input.paymentMethodId
      ? await this.validMethod(input.clientId, input.paymentMethodId)
      : undefined;
    if (savedMethod && savedMethod.platform !== input.platform) {
      throw ApiError.unprocessable("PAYMENT_METHOD_INVALID", "This payment method can no longer be used");
    }
    const [inserted] = await this.db
      .insert(payments)
      .values({
        orderId: input.orderId,
        provider: provider.gateway,
        platform: input.platform,
        paymentMethodId: savedMethod?.id,
        amountCents: input.amountCents,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: payments.idempotencyKey })
      .returning();
    const payment =
      inserted ?? (await this.db.select().from(payments).where(eq(payments.idempotencyKey, input.idempotencyKey)))[0]!;
    if (payment.orderId !== input.orderId || payment.amountCents !== input.amountCents) {
      throw ApiError.conflict("IDEMPOTENCY_KEY_REUSED", "This idempotency key belongs to another payment");
    }
    const reference = paymentReference(payment.id);
    // The provider sends the browser back there; the embedded form is given it too
    const returnUrl = withQuery(input.returnUrl, { sessionId: reference });
    const settled = OUTCOME_OF[payment.status];
    if (settled) {
      return {
        paymentId: payment.id,
        status: settled,
        externalId: payment.externalId ?? "",
        errorCode: payment.errorCode ?? undefined,
        returnUrl,
      };
    }
    const result = await provider.createPayment({
      ...input,
      idempotencyKey: providerKey(input.idempotencyKey),
      expiresAt: new Date(payment.createdAt.getTime() + pageMinutes(this.config) * 60_000),
      reference,
      returnUrl,
      savedMethod,
      embedded: input.embedded === true,
      externalId: payment.externalId,
    });
    await this.settle(payment.id, result.status, result.externalId, result.errorCode);
    return { ...result, paymentId: payment.id, returnUrl };
  }

  /**
   * The browser came back (from a hosted page, or the embedded form finished): the provider checks
   * the redirectResult or sessionResult. Only the order's client may report its return (404
   * otherwise: a cancel link closes the provider's page). A payment that succeeded or was refunded
   * answers its state without asking; a failed one is asked again, since the shopper may have paid
   * after all (then a late success), and answers its state when the result proves nothing.
   */
  async confirmReturn(input: { clientId: number; sessionId: string; redirectResult?: string; sessionResult?: string }) {
    const paymentId = paymentIdFromReference(input.sessionId);
    const [found] = paymentId
      ? await this.db
          .select({ payment: payments, clientId: orders.clientId })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(eq(payments.id, paymentId))
      : [];
    const provider = found?.clientId === input.clientId ? this.providers[found.payment.provider] : undefined;
    if (!found || !provider) throw ApiError.notFound("Unknown payment session");
    let payment = found.payment;
    if (!SETTLED.includes(payment.status)) {
      const check = await provider.confirmReturn({
        reference: input.sessionId,
        externalId: payment.externalId,
        redirectResult: input.redirectResult,
        sessionResult: input.sessionResult,
      });
      if (!check && !GIVEN_UP.includes(payment.status)) {
        throw ApiError.badRequest("This payment result is not valid", undefined, "INVALID_REDIRECT_RESULT");
      }
      if (check) await this.settle(payment.id, check.status, check.externalId, check.errorCode);
      payment = (await this.db.select().from(payments).where(eq(payments.id, payment.id)))[0] ?? payment;
    }
    return { paymentId: payment.id, orderId: payment.orderId, status: payment.status, errorCode: payment.errorCode };
  }

  /**
   * A provider's webhook: signature checked on the raw body, each event stored once per event id
   * (replays are ignored) and applied in the same transaction, so a failure lets the provider retry.
   */
  async handleWebhook(gateway: Gateway, rawBody: Buffer, headers: IncomingHttpHeaders) {
    const provider = this.providers[gateway];
    if (!provider) throw ApiError.notFound("Unknown payment provider");
    let events: NormalizedEvent[];
    try {
      events = provider.parseWebhook(rawBody, headers);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        throw ApiError.badRequest("Invalid webhook signature", undefined, "WEBHOOK_SIGNATURE_INVALID");
      }
      if (error instanceof WebhookPayloadError) {
        throw ApiError.badRequest("This webhook is not an event of the provider", undefined, "WEBHOOK_PAYLOAD_INVALID");
      }
      throw error;
    }
    let duplicates = 0;
    for (const event of events) {
      const applied = await this.db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(webhookEvents)
          .values({ provider: gateway, eventId: event.eventId, type: event.providerType, payload: event.payload })
          .onConflictDoNothing()
          .returning({ id: webhookEvents.id });
        if (!stored) return false;
        if (event.type !== "ignored") await this.applyEvent(tx, gateway, event);
        await tx.update(webhookEvents).set({ processedAt: new Date() }).where(eq(webhookEvents.id, stored.id));
        return true;
      });
      if (!applied) duplicates += 1;
    }
    return { received: events.length, duplicates };
  }

  private async applyEvent(tx: AppDatabase, gateway: Gateway, event: NormalizedEvent) {
    const paymentId = paymentIdFromReference(event.reference);
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.provider, gateway),
          paymentId ? eq(payments.id, paymentId) : eq(payments.externalId, event.externalId ?? ""),
        ),
      );
    // Events about payments made elsewhere (another shop on the same account) are only recorded
    if (!payment) return;
    const outcome: PaymentOutcome =
      event.type === "payment.succeeded" ? "succeeded" : event.type === "payment.failed" ? "failed" : "requires_action";
    await this.settle(payment.id, outcome, event.externalId, event.errorCode, tx);
  }

  /**
   * The shopper left the payment page (the storefront gives the order up): the provider closes its
   * page where it can (Stripe), and each payment of the order still open is settled with what the
   * provider answers — failed with payment_cancelled, or succeeded when it was paid just before.
   * A provider that cannot be reached is logged and the payment failed all the same: whatever it
   * takes afterwards is a late success, refunded.
   */
  async cancelOrderPayments(orderId: number): Promise<void> {
    const open = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), notInArray(payments.status, FINAL_STATUSES)));
    for (const payment of open) {
      const provider = this.providers[payment.provider];
      const ref = { reference: paymentReference(payment.id), externalId: payment.externalId };
      let check: ReturnCheck = { status: "failed", errorCode: PAYMENT_CANCELLED };
      try {
        if (provider) check = await provider.cancelPayment(ref);
      } catch (error) {
        this.log?.warn({ err: error, paymentId: payment.id }, "payment page could not be closed at the provider");
      }
      const succeeded = check.status === "succeeded";
      await this.settle(
        payment.id,
        succeeded ? "succeeded" : "failed",
        check.externalId,
        succeeded ? undefined : (check.errorCode ?? PAYMENT_CANCELLED),
      );
    }
  }

  /**
   * Gives a succeeded payment back in full: refunded to the card through its provider (the key
   * derived from our payment id, so a retry is the same refund), else — the provider refused or
   * could not be reached — through `otherwise` (the orders module credits the wallet). The payment
   * is REFUNDED either way; false when it was not SUCCEEDED (already given back). Runs in the
   * caller's transaction, so the refund and what caused it commit together.
   */
  async refund(
    db: AppDatabase,
    payment: Payment,
    otherwise: (error: unknown) => Promise<void>,
  ): Promise<"card" | "otherwise" | false> {
    const [held] = await db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, payment.id))
      .for("update");
    if (held?.status !== "SUCCEEDED") return false;
    const reference = paymentReference(payment.id);
    let way: "card" | "otherwise" = "card";
    try {
      const provider = this.providers[payment.provider];
      if (!provider) throw new Error(`The ${payment.provider} provider is not configured`);
      await provider.refundPayment({
        reference,
        externalId: payment.externalId,
        amountCents: payment.amountCents,
        currency: "EUR",
        idempotencyKey: providerKey(`refund:${reference}`),
      });
    } catch (error) {
      way = "otherwise";
      await otherwise(error);
    }
    await db
      .update(payments)
      .set({ status: "REFUNDED", refundedCents: payment.amountCents, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "SUCCEEDED")));
    return way;
  }

  /**
   * Gives part of a settled payment back to its card (the pieces of a shop return) under a key
   * derived from `key`, so a retried refund is the same refund at the provider. Called with no
   * database lock held; throws when the provider refuses or cannot be reached. The caller records
   * it with `recordPartRefund` in the transaction that states why.
   */
  async refundPart(payment: Payment, amountCents: number, key: string): Promise<void> {
    const provider = this.providers[payment.provider];
    if (!provider) throw new Error(`The ${payment.provider} provider is not configured`);
    await provider.refundPayment({
      reference: paymentReference(payment.id),
      externalId: payment.externalId,
      amountCents,
      currency: "EUR",
      idempotencyKey: providerKey(`refund:${key}`),
    });
  }

  /** Records a part given back (PARTIALLY_REFUNDED, or REFUNDED once all of it is back). */
  async recordPartRefund(db: AppDatabase, paymentId: number, amountCents: number): Promise<void> {
    await db
      .update(payments)
      .set({
        refundedCents: sql`least(${payments.amountCents}, ${payments.refundedCents} + ${amountCents})`,
        status: sql`case when ${payments.refundedCents} + ${amountCents} >= ${payments.amountCents} then 'REFUNDED' else 'PARTIALLY_REFUNDED' end::payment_status`,
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, ["SUCCEEDED", "PARTIALLY_REFUNDED"])));
  }

  /**
   * Moves a payment on unless it is already final, and tells the handlers when it became final:
   * the return and the webhook may both report the same outcome; only the first one counts. A
   * success also moves a payment that had failed (the shopper paid the page after all): the
   * handlers hear it, once, and give the money back when its order was cancelled.
   */
  private async settle(
    paymentId: number,
    outcome: PaymentOutcome,
    externalId: string | undefined,
    errorCode: string | undefined,
    db: AppDatabase = this.db,
  ): Promise<Payment | undefined> {
    const run = async (tx: AppDatabase) => {
      const [updated] = await tx
        .update(payments)
        .set({
          status: STATUS_OF[outcome],
          errorCode: outcome === "failed" ? (errorCode ?? "payment_failed") : null,
          ...(externalId ? { externalId } : {}),
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(payments.id, paymentId),
            outcome === "succeeded"
              ? or(notInArray(payments.status, FINAL_STATUSES), inArray(payments.status, GIVEN_UP))
              : notInArray(payments.status, FINAL_STATUSES),
          ),
        )
        .returning();
      if (updated && outcome !== "requires_action") {
        const type = outcome === "succeeded" ? "payment.succeeded" : "payment.failed";
        for (const handler of this.handlers) await handler({ type, payment: updated, db: tx });
      }
      return updated;
    };
    return db === this.db ? this.db.transaction(run) : run(db);
  }

  /** Starts saving a method (§4 card setup): a client secret (embedded) or a hosted page. */
  async createSetup(
    client: { id: number; email: string },
    platform: Platform,
    returnUrl: string,
    embedded: boolean,
    locale?: ContentLocale,
  ) {
    return this.providerFor(platform).createSetup({
      clientId: client.id,
      email: client.email,
      platform,
      returnUrl,
      embedded,
      locale,
    });
  }

  /** Registers a method (§5): proved by the provider, or a token-less kind chosen by type. */
  async saveMethod(clientId: number, platform: Platform, proof: SaveMethodProof) {
    const provider = this.providerFor(platform);
    const kind = kindOf(platform);
    let saved;
    if (proof.kind === "payment_method_type") {
      if (proof.value !== kind || !TOKENLESS_KINDS.includes(kind)) {
        throw ApiError.unprocessable("SETUP_INTENT_FAILED", "This payment method must be confirmed with the provider");
      }
      saved = { externalId: `${kind}:client-${clientId}`, platform, brand: kind, last4: null, expirationDate: null };
    } else {
      try {
        saved = await provider.confirmSetup(clientId, proof, platform);
      } catch (error) {
        if (error instanceof SetupFailedError) {
          throw ApiError.unprocessable("SETUP_INTENT_FAILED", "The payment method could not be saved");
        }
        throw error;
      }
    }
    const [row] = await this.db
      .insert(paymentMethods)
      .values({ clientId, gateway: provider.gateway, ...saved })
      .onConflictDoUpdate({
        target: [paymentMethods.gateway, paymentMethods.externalId],
        set: { deletedAt: null },
        setWhere: eq(paymentMethods.clientId, clientId),
      })
      .returning();
    if (!row) throw ApiError.conflict("PAYMENT_METHOD_TAKEN", "This payment method belongs to another account");
    return { ...row, valid: row.expirationDate === null || row.expirationDate >= today() };
  }
}
