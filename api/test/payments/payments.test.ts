/**
 * Payments: the sandbox's hosted page (approve, decline, 3-D Secure) and signed webhooks; the Stripe
 * and Adyen adapters run their real SDK code against local HTTP doubles of those APIs (no network).
 */
import { randomBytes } from "node:crypto";
import { hmacValidator, type Types } from "@adyen/api-library";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients } from "../../src/db/schema/clients.js";
import { paymentMethods, payments, webhookEvents } from "../../src/db/schema/money.js";
import { orders } from "../../src/db/schema/orders.js";
import { DEMO_PASSWORD } from "../../src/seed/data/accounts.js";
import { providerKey } from "../../src/modules/payments/provider.js";
import type { PaymentEvent } from "../../src/modules/payments/service.js";
import { webhookSignature } from "../../src/modules/payments/signed.js";
import { createTestApp, expectProblem, signIn, type TestContext } from "../helpers.js";
import { ADYEN_HMAC_KEY, adyenConfig, startDouble, stripeConfig } from "../provider-doubles.js";

const EMAIL = "camille@demo.lamalle.test";
const STOREFRONT = "http://localhost:3000";

type Headers = { authorization: string };

async function newOrder(app: FastifyInstance, clientId: number, totalCents = 4990): Promise<number> {
  const [order] = await app.db
    .insert(orders)
    .values({ clientId, kind: "SHOP", totalAmountTtcCents: totalCents })
    .returning({ id: orders.id });
  return order!.id;
}

async function paymentRow(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

/** The path and query of an absolute URL, for inject. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

describe("sandbox provider (the offline default)", () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let auth: { headers: Headers; client_id: number };
  const events: PaymentEvent["type"][] = [];

  beforeAll(async () => {
    ctx = await createTestApp({ rateLimitMax: 10_000, storefrontUrl: STOREFRONT });
    app = ctx.app;
    app.payments.onPaymentEvent(async (event) => void events.push(event.type));
    auth = await signIn(app, EMAIL, DEMO_PASSWORD);
  });
  afterAll(async () => ctx?.close());

  async function startPayment(idempotencyKey = randomBytes(8).toString("hex")) {
    const orderId = await newOrder(app, auth.client_id);
    const result = await app.payments.createPayment({
      orderId,
      amountCents: 4990,
      currency: "EUR",
      platform: "card_via_sandbox",
      clientId: auth.client_id,
      idempotencyKey,
      returnUrl: `${STOREFRONT}/shop/payment-successful`,
    });
    return { orderId, result };
  }

  async function choose(redirectUrl: string, form: Record<string, string>) {
    return app.inject({
      method: "POST",
      url: pathOf(redirectUrl),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(form).toString(),
    });
  }

  function returnOf(location: string) {
    const back = new URL(location);
    return { sessionId: back.searchParams.get("sessionId")!, redirectResult: back.searchParams.get("redirectResult")! };
  }

  it("sends the shopper to a hosted page of plain forms", async () => {
    const { result } = await startPayment();
    expect(result.status).toBe("requires_action");
    const page = await app.inject({ method: "GET", url: pathOf(result.redirectUrl!) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toContain(`form-action 'self' ${STOREFRONT}`);
    // No checkout language given: the shop's default, French
    expect(page.body).toMatch(/Payer 49,90\s€ par carte/);
    expect(page.body).toContain('<select id="decline_code" name="decline_code">');
    expect(page.body).toContain("Accepter avec 3-D Secure");
    const forged = await app.inject({ method: "GET", url: `${pathOf(result.redirectUrl!)}x` });
    expect(forged.statusCode).toBe(404);
  });

  it("approves: back to the shop with sessionId and redirectResult, webhook settles once", async () => {
    events.length = 0;
    const { orderId, result } = await startPayment();
    const approved = await choose(result.redirectUrl!, { choice: "approve" });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toMatch(
      /^http:\/\/localhost:3000\/shop\/payment-successful\?sessionId=pay_\d+&redirectResult=/,
    );
    const payment = await paymentRow(
      app,
      (await app.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!.id,
    );
    expect(payment.status).toBe("SUCCEEDED");
    expect(events).toEqual(["payment.succeeded"]);

    const back = await app.inject({
      method: "POST",
      url: "/clients/me/payment-returns",
      headers: auth.headers,
      payload: returnOf(approved.headers.location as string),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ order_id: orderId, status: "SUCCEEDED", error_code: null });
    expect(events).toEqual(["payment.succeeded"]);

    // A forged result settles nothing: the payment still waits for the page
    const pending = await startPayment();
    const forged = returnOf(approved.headers.location as string);
    const tampered = await app.inject({
      method: "POST",
      url: "/clients/me/payment-returns",
      headers: auth.headers,
      payload: { sessionId: `pay_${pending.result.paymentId}`, redirectResult: forged.redirectResult },
    });
    expectProblem(tampered, 400, "INVALID_REDIRECT_RESULT");
    expect((await paymentRow(app, pending.result.paymentId)).status).toBe("REQUIRES_ACTION");
  });

  it("declines with the chosen decline_code (§8)", async () => {
    events.length = 0;
    const { result } = await startPayment();
    const declined = await choose(result.redirectUrl!, { choice: "decline", decline_code: "insufficient_funds" });
    expect(declined.statusCode).toBe(303);
    const back = await app.inject({
      method: "POST",
      url: "/clients/me/payment-returns",
      headers: auth.headers,
      payload: returnOf(declined.headers.location as string),
    });
    expect(back.json()).toMatchObject({ status: "FAILED", error_code: "insufficient_funds" });
    expect(events).toEqual(["payment.failed"]);
  });

  it("asks a 3-D Secure code: the right one pays, another fails the authentication", async () => {
    const first = await startPayment();
    const challenge = await choose(first.result.redirectUrl!, { choice: "challenge" });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('<label for="code">');
    const passed = await choose(first.result.redirectUrl!, { choice: "authenticate", code: "123456" });
    expect(passed.statusCode).toBe(303);
    const [paid] = await app.db.select().from(payments).where(eq(payments.orderId, first.orderId));
    expect(paid!.status).toBe("SUCCEEDED");

    const second = await startPayment();
    await choose(second.result.redirectUrl!, { choice: "authenticate", code: "000000" });
    const [failed] = await app.db.select().from(payments).where(eq(payments.orderId, second.orderId));
    expect(failed).toMatchObject({ status: "FAILED", errorCode: "payment_intent_authentication_failure" });
  });

  it("reuses the payment for the same idempotency key", async () => {
    const key = randomBytes(8).toString("hex");
    const { orderId, result } = await startPayment(key);
    const again = await app.payments.createPayment({
      orderId,
      amountCents: 4990,
      currency: "EUR",
      platform: "card_via_sandbox",
      clientId: auth.client_id,
      idempotencyKey: key,
      returnUrl: `${STOREFRONT}/shop/payment-successful`,
    });
    expect(again.paymentId).toBe(result.paymentId);
    expect(await app.db.select().from(payments).where(eq(payments.idempotencyKey, key))).toHaveLength(1);
  });

  it("checks webhook signatures on the raw body and ignores replays", async () => {
    const { result } = await startPayment();
    const body = JSON.stringify({
      id: "evt_test_1",
      type: "payment.failed",
      reference: `pay_${result.paymentId}`,
      error_code: "expired_card",
    });
    const now = Math.floor(Date.now() / 1000);
    const post = (signature: string) =>
      app.inject({
        method: "POST",
        url: "/payments/webhooks/sandbox",
        headers: { "content-type": "application/json", "x-sandbox-signature": signature },
        payload: body,
      });
    expectProblem(await post(webhookSignature("wrong-secret", body, now)), 400, "WEBHOOK_SIGNATURE_INVALID");
    expectProblem(await post(webhookSignature(ctx.config.payments.sandboxSecret, body, now - 3600)), 400);
    const good = webhookSignature(ctx.config.payments.sandboxSecret, body, now);
    const first = await post(good);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: 1, duplicates: 0 });
    expect(await paymentRow(app, result.paymentId)).toMatchObject({ status: "FAILED", errorCode: "expired_card" });
    expect((await post(good)).json()).toEqual({ received: 1, duplicates: 1 });
    const stored = await app.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.provider, "sandbox"), eq(webhookEvents.eventId, "evt_test_1")));
    expect(stored).toHaveLength(1);
  });

  it("saves a card through the hosted page; a declined setup is SETUP_INTENT_FAILED", async () => {
    const setup = await app.inject({ method: "POST", url: "/clients/me/setup-intents", headers: auth.headers });
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.json()).toMatchObject({ platform: "card_via_sandbox" });
    const { redirect_url: redirectUrl } = setup.json() as { redirect_url: string };
    const approved = await choose(redirectUrl, { choice: "approve" });
    expect(approved.headers.location).toMatch(/^http:\/\/localhost:3000\/infos\/add\/payment\?/);
    const saved = await app.inject({
      method: "POST",
      url: "/clients/me/payment-methods",
      headers: auth.headers,
      payload: {
        payment_gateway: "sandbox",
        redirect_result: returnOf(approved.headers.location as string).redirectResult,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ platform: "card_via_sandbox", last4: "4242", valid: true });
    const [client] = await app.db.select().from(clients).where(eq(clients.id, auth.client_id));
    expect(client!.defaultPaymentMethodId).toBe(saved.json().id);

    // The saved card pays without the shopper
    const orderId = await newOrder(app, auth.client_id);
    const charged = await app.payments.createPayment({
      orderId,
      amountCents: 1200,
      currency: "EUR",
      platform: "card_via_sandbox",
      clientId: auth.client_id,
      idempotencyKey: randomBytes(8).toString("hex"),
      returnUrl: STOREFRONT,
      paymentMethodId: saved.json().id,
    });
    expect(charged.status).toBe("succeeded");

    const again = await app.inject({ method: "POST", url: "/clients/me/setup-intents", headers: auth.headers });
    const declined = await choose((again.json() as { redirect_url: string }).redirect_url, {
      choice: "decline",
      decline_code: "card_declined",
    });
    const refused = await app.inject({
      method: "POST",
      url: "/clients/me/payment-methods",
      headers: auth.headers,
      payload: {
        payment_gateway: "sandbox",
        redirect_result: returnOf(declined.headers.location as string).redirectResult,
      },
    });
    expectProblem(refused, 422, "SETUP_INTENT_FAILED");
    expectProblem(
      await app.inject({
        method: "POST",
        url: "/clients/me/payment-methods",
        headers: auth.headers,
        payload: { payment_gateway: "sandbox" },
      }),
      400,
    );
    expectProblem(
      await app.inject({
        method: "POST",
        url: "/clients/me/setup-intents?return_url=https://evil.example/",
        headers: auth.headers,
      }),
      400,
    );
  });

  it("lists methods with validity: an expired card is not valid, and cannot pay", async () => {
    const [expired] = await app.db
      .insert(paymentMethods)
      .values({
        clientId: auth.client_id,
        gateway: "sandbox",
        platform: "card_via_sandbox",
        externalId: "pm_expired",
        brand: "visa",
        last4: "0002",
        expirationDate: "2020-01-31",
      })
      .returning();
    const ideal = await app.inject({
      method: "POST",
      url: "/clients/me/payment-methods",
      headers: auth.headers,
      payload: { payment_gateway: "sandbox", payment_method_type: "ideal" },
    });
    expect(ideal.statusCode, ideal.body).toBe(201);
    const list = await app.inject({ method: "GET", url: "/clients/me/payment-methods", headers: auth.headers });
    const methods = list.json() as { id: number; valid: boolean; platform: string }[];
    expect(methods.find((m) => m.id === expired!.id)?.valid).toBe(false);
    expect(methods.find((m) => m.platform === "ideal_via_sandbox")?.valid).toBe(true);
    await expect(
      app.payments.createPayment({
        orderId: await newOrder(app, auth.client_id),
        amountCents: 1000,
        currency: "EUR",
        platform: "card_via_sandbox",
        clientId: auth.client_id,
        idempotencyKey: randomBytes(8).toString("hex"),
        returnUrl: STOREFRONT,
        paymentMethodId: expired!.id,
      }),
    ).rejects.toMatchObject({ type: "PAYMENT_METHOD_INVALID" });
  });

  it("offers platforms by the client's country, or the shipping country asked", async () => {
    const get = (query: string) =>
      app.inject({ method: "GET", url: `/clients/me/available_payment_platforms${query}`, headers: auth.headers });
    await app.db.update(clients).set({ country: "NL" }).where(eq(clients.id, auth.client_id));
    expect((await get("?for_shop=true")).json()).toEqual([
      "card_via_sandbox",
      "paypal_via_sandbox",
      "klarna_paylater_via_sandbox",
      "klarna_paynow_via_sandbox",
      "ideal_via_sandbox",
    ]);
    expect((await get("?for_shop=false")).json()).toEqual(["card_via_sandbox", "paypal_via_sandbox"]);
    await app.db.update(clients).set({ country: "FR" }).where(eq(clients.id, auth.client_id));
    expect((await get("")).json()).toEqual(["card_via_sandbox", "paypal_via_sandbox"]);
    // A French client sending a parcel to the Netherlands may pay it with iDEAL
    expect((await get("?for_shop=true&country=NL")).json()).toContain("ideal_via_sandbox");
    expect((await get("?for_shop=true&country=BE")).json()).not.toContain("ideal_via_sandbox");
    expect((await get("?country=XX")).statusCode).toBe(400);
  });
});

describe("Stripe adapter against a local double of Stripe's API", () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let auth: { headers: Headers; client_id: number };
  let stripeApi: Awaited<ReturnType<typeof startDouble>>;
  const webhookSecret = "whsec_test_secret";

  beforeAll(async () => {
    stripeApi = await startDouble(({ method, path, body }) => {
      const form = new URLSearchParams(body);
      if (method === "POST" && path === "/v1/customers") {
        return [200, { id: "cus_1", object: "customer", metadata: { client_id: form.get("metadata[client_id]") } }];
      }
      if (method === "POST" && path === "/v1/setup_intents") {
        return [
          200,
          {
            id: "seti_1",
            object: "setup_intent",
            client_secret: "seti_1_secret_abc",
            status: "requires_payment_method",
            metadata: {},
          },
        ];
      }
      if (method === "GET" && path.startsWith("/v1/payment_methods/pm_1")) {
        return [
          200,
          {
            id: "pm_1",
            object: "payment_method",
            type: "card",
            card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 },
            customer: path.includes("expand")
              ? { id: "cus_1", object: "customer", metadata: { client_id: String(auth.client_id) } }
              : "cus_1",
          },
        ];
      }
      if (method === "POST" && path === "/v1/payment_intents") {
        const saved = form.get("payment_method") === "pm_1";
        return [
          200,
          {
            id: saved ? "pi_saved" : "pi_new",
            object: "payment_intent",
            status: saved ? "succeeded" : "requires_payment_method",
            client_secret: saved ? "pi_saved_secret" : "pi_new_secret",
            last_payment_error: null,
            next_action: null,
            metadata: { payment_reference: form.get("metadata[payment_reference]") },
          },
        ];
      }
      return [404, { error: { type: "invalid_request_error", message: `No double for ${method} ${path}` } }];
    });
    ctx = await createTestApp({
      rateLimitMax: 10_000,
      storefrontUrl: STOREFRONT,
      payments: stripeConfig(stripeApi.url, webhookSecret),
    });
    app = ctx.app;
    auth = await signIn(app, EMAIL, DEMO_PASSWORD);
  });
  afterAll(async () => {
    await ctx?.close();
    await stripeApi?.close();
  });

  it("creates a setup intent and returns its client secret", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/clients/me/setup-intents?stripe_payment_method_type=card&embedded=true",
      headers: auth.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      platform: "card_via_stripe",
      client_secret: "seti_1_secret_abc",
      return_url: `${STOREFRONT}/infos/add/payment`,
    });
    const setup = stripeApi.received.find((r) => r.path === "/v1/setup_intents")!;
    expect(setup.headers.authorization).toBe("Bearer sk_test_double");
    expect(new URLSearchParams(setup.body).get("customer")).toBe("cus_1");
  });

  it("registers the confirmed payment method, then charges it with the idempotency key on the wire", async () => {
    const saved = await app.inject({
      method: "POST",
      url: "/clients/me/payment-methods",
      headers: auth.headers,
      payload: { payment_gateway: "stripe", stripe_payment_method_id: "pm_1" },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      platform: "card_via_stripe",
      brand: "visa",
      last4: "4242",
      expiration_date: "2030-12-31",
      valid: true,
    });

    const key = `order-charge-${randomBytes(6).toString("hex")}`;
    const result = await app.payments.createPayment({
      orderId: await newOrder(app, auth.client_id),
      amountCents: 4990,
      currency: "EUR",
      platform: "card_via_stripe",
      clientId: auth.client_id,
      idempotencyKey: key,
      returnUrl: STOREFRONT,
      paymentMethodId: saved.json().id,
    });
    expect(result).toMatchObject({ status: "succeeded", externalId: "pi_saved" });
    const call = stripeApi.received.find((r) => r.path === "/v1/payment_intents")!;
    expect(call.headers["idempotency-key"]).toBe(providerKey(key));
    const form = new URLSearchParams(call.body);
    expect(form.get("amount")).toBe("4990");
    expect(form.get("currency")).toBe("eur");
    expect(form.get("off_session")).toBe("true");
    expect(form.get("customer")).toBe("cus_1");
    expect((await paymentRow(app, result.paymentId)).status).toBe("SUCCEEDED");
  });

  it("settles from a signed webhook (decline_code first), refuses a bad signature, ignores a replay", async () => {
    const result = await app.payments.createPayment({
      orderId: await newOrder(app, auth.client_id),
      amountCents: 2500,
      currency: "EUR",
      platform: "card_via_stripe",
      clientId: auth.client_id,
      idempotencyKey: randomBytes(8).toString("hex"),
      returnUrl: STOREFRONT,
      embedded: true,
    });
    expect(result).toMatchObject({ status: "requires_action", clientSecret: "pi_new_secret" });
    const payload = JSON.stringify({
      id: "evt_stripe_1",
      object: "event",
      type: "payment_intent.payment_failed",
      data: {
        object: {
          id: "pi_new",
          object: "payment_intent",
          status: "requires_payment_method",
          metadata: { payment_reference: `pay_${result.paymentId}` },
          last_payment_error: { type: "card_error", code: "card_declined", decline_code: "insufficient_funds" },
        },
      },
    });
    const post = (signature: string) =>
      app.inject({
        method: "POST",
        url: "/payments/webhooks/stripe",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        payload,
      });
    const stripe = new Stripe("sk_test_unused");
    expectProblem(
      await post(stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" })),
      400,
      "WEBHOOK_SIGNATURE_INVALID",
    );
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await post(header)).json()).toEqual({ received: 1, duplicates: 0 });
    expect(await paymentRow(app, result.paymentId)).toMatchObject({
      status: "FAILED",
      errorCode: "insufficient_funds",
    });
    expect((await post(header)).json()).toEqual({ received: 1, duplicates: 1 });
  });
});

describe("Adyen adapter against a local double of Adyen's Checkout API", () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let auth: { headers: Headers; client_id: number };
  let adyenApi: Awaited<ReturnType<typeof startDouble>>;
  const hmacKey = ADYEN_HMAC_KEY;

  beforeAll(async () => {
    adyenApi = await startDouble(({ method, path, body }) => {
      const request = JSON.parse(body || "{}") as { reference?: string; details?: { redirectResult?: string } };
      if (method === "POST" && path === "/v72/sessions") {
        return [
          201,
          {
            id: `CS_${request.reference}`,
            sessionData: "Ab02b4c0!session-data",
            url: `https://checkoutshopper-test.adyen.com/checkoutshopper/pay/CS_${request.reference}`,
            amount: { value: 0, currency: "EUR" },
            merchantAccount: "LaMalleECOM",
            reference: request.reference,
            returnUrl: STOREFRONT,
            expiresAt: "2030-01-01T00:00:00Z",
          },
        ];
      }
      if (method === "POST" && path === "/v72/payments/details") {
        if (request.details?.redirectResult === "authorised-result") {
          return [200, { resultCode: "Authorised", pspReference: "PSP_OK" }];
        }
        if (request.details?.redirectResult === "refused-result") {
          return [
            200,
            {
              resultCode: "Refused",
              pspReference: "PSP_KO",
              refusalReason: "Not enough balance",
              refusalReasonCode: "12",
            },
          ];
        }
        return [422, { status: 422, errorCode: "101", message: "Invalid redirectResult", errorType: "validation" }];
      }
      return [404, { status: 404, message: "no double" }];
    });
    ctx = await createTestApp({
      rateLimitMax: 10_000,
      storefrontUrl: STOREFRONT,
      payments: adyenConfig(adyenApi.url),
    });
    app = ctx.app;
    auth = await signIn(app, EMAIL, DEMO_PASSWORD);
    await app.db.update(clients).set({ country: "NL" }).where(eq(clients.id, auth.client_id));
  });
  afterAll(async () => {
    await ctx?.close();
    await adyenApi?.close();
  });

  async function idealPayment() {
    const key = randomBytes(8).toString("hex");
    const result = await app.payments.createPayment({
      orderId: await newOrder(app, auth.client_id),
      amountCents: 3500,
      currency: "EUR",
      platform: "ideal_via_adyen",
      clientId: auth.client_id,
      idempotencyKey: key,
      returnUrl: `${STOREFRONT}/shop/payment-successful`,
    });
    return { key, result };
  }

  it("offers Adyen's platforms by country, without PayPal when Stripe is not set up", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/clients/me/available_payment_platforms",
      headers: auth.headers,
    });
    expect(response.json()).toEqual([
      "card_via_adyen",
      "klarna_paylater_via_adyen",
      "klarna_paynow_via_adyen",
      "ideal_via_adyen",
    ]);
  });

  it("opens a hosted session with the idempotency key, and checks the redirectResult on return", async () => {
    const { key, result } = await idealPayment();
    expect(result.status).toBe("requires_action");
    expect(result.redirectUrl).toMatch(/^https:\/\/checkoutshopper-test\.adyen\.com\//);
    const call = adyenApi.received.find(
      (r) => r.path === "/v72/sessions" && r.headers["idempotency-key"] === providerKey(key),
    )!;
    expect(call.headers["x-api-key"]).toBe("AQE_test_key");
    const sent = JSON.parse(call.body) as Record<string, unknown>;
    expect(sent).toMatchObject({
      merchantAccount: "LaMalleECOM",
      amount: { value: 3500, currency: "EUR" },
      allowedPaymentMethods: ["ideal"],
      mode: "hosted",
      reference: `pay_${result.paymentId}`,
    });
    expect(sent.returnUrl).toBe(`${STOREFRONT}/shop/payment-successful?sessionId=pay_${result.paymentId}`);

    const back = (redirectResult: string) =>
      app.inject({
        method: "POST",
        url: "/clients/me/payment-returns",
        headers: auth.headers,
        payload: { sessionId: `pay_${result.paymentId}`, redirectResult },
      });
    expectProblem(await back("forged"), 400, "INVALID_REDIRECT_RESULT");
    const ok = await back("authorised-result");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: "SUCCEEDED" });
    expect((await paymentRow(app, result.paymentId)).externalId).toBe("PSP_OK");

    const refused = await idealPayment();
    const failed = await app.inject({
      method: "POST",
      url: "/clients/me/payment-returns",
      headers: auth.headers,
      payload: { sessionId: `pay_${refused.result.paymentId}`, redirectResult: "refused-result" },
    });
    expect(failed.json()).toMatchObject({ status: "FAILED", error_code: "insufficient_funds" });
  });

  it("settles from an HMAC-signed notification, refuses a bad HMAC, ignores a replay", async () => {
    const { result } = await idealPayment();
    const item: Types.notification.NotificationRequestItem = {
      amount: { value: 3500, currency: "EUR" },
      eventCode: "AUTHORISATION" as Types.notification.NotificationRequestItem.EventCodeEnum,
      eventDate: "2026-11-21T12:00:00+01:00",
      merchantAccountCode: "LaMalleECOM",
      merchantReference: `pay_${result.paymentId}`,
      pspReference: "PSP_WEBHOOK_1",
      reason: "Refused",
      success: "false" as Types.notification.NotificationRequestItem.SuccessEnum,
      additionalData: { refusalReasonCode: "6" },
    };
    item.additionalData = { ...item.additionalData, hmacSignature: new hmacValidator().calculateHmac(item, hmacKey) };
    const post = (notification: Types.notification.NotificationRequestItem) =>
      app.inject({
        method: "POST",
        url: "/payments/webhooks/adyen",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ live: "false", notificationItems: [{ NotificationRequestItem: notification }] }),
      });
    expectProblem(await post({ ...item, pspReference: "PSP_TAMPERED" }), 400, "WEBHOOK_SIGNATURE_INVALID");
    expect((await post(item)).json()).toEqual({ received: 1, duplicates: 0 });
    expect(await paymentRow(app, result.paymentId)).toMatchObject({
      status: "FAILED",
      errorCode: "expired_card",
      externalId: "PSP_WEBHOOK_1",
    });
    expect((await post(item)).json()).toEqual({ received: 1, duplicates: 1 });
  });

  it("creates a session to save a method (clients/me/adyen-sessions)", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/clients/me/adyen-sessions",
      headers: auth.headers,
      payload: { payment_method_type: "card" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ platform: "card_via_adyen", session_data: "Ab02b4c0!session-data" });
    expect(response.json().id).toMatch(/^CS_setup-/);
  });
});
