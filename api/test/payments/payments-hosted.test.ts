/**
 * Paying and saving a method with JavaScript (the provider's embedded form) and without it (a hosted
 * page and back), from the shop's checkout to the return: Stripe Checkout pages and payment
 * intents, Adyen sessions in hosted and embedded (Drop-in) mode, against stateful local doubles of
 * their APIs (no network) that keep each provider's idempotency rule.
 */
import { randomBytes } from "node:crypto";
import { hmacValidator, type Types } from "@adyen/api-library";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments, walletTransactions } from "../../src/db/schema/index.js";
import { providerKey } from "../../src/modules/payments/provider.js";
import { createTestApp, expectProblem, type TestContext } from "../helpers.js";
import { ADYEN_HMAC_KEY, adyenConfig, startDouble, stripeConfig, type DoubleRequest } from "../provider-doubles.js";
import { parisClient, shopStock } from "../shop-fixtures.js";

const STOREFRONT = "http://localhost:3000";
const PAYMENT_RETURN = `${STOREFRONT}/shop/payment-successful`;

type Headers = Record<string, string>;
type CheckoutAnswer = {
  order: { id: number; status: string; amount_to_pay: number };
  payment: {
    status: string;
    redirect_url: string | null;
    client_secret: string | null;
    return_url: string | null;
    session_id: string | null;
    error_code: string | null;
  } | null;
};

/** The shop's calls on the app of one provider (made in its describe's beforeAll). */
function shopAround(getCtx: () => TestContext) {
  const { variantWithStock, stockOf } = shopStock(() => getCtx().app.db);
  const app = () => getCtx().app;

  return {
    stockOf,
    /** A client in Paris with one unit of a size (stock 3) in its cart. */
    async shopper(prefix: string) {
      const variant = await variantWithStock(3);
      const client = await parisClient(getCtx(), prefix);
      const added = await app().inject({
        method: "POST",
        url: "/shop/cart/lines",
        headers: client.headers,
        payload: { variant_id: variant.id, quantity: 1 },
      });
      expect(added.statusCode, added.body).toBe(200);
      return { ...client, variant };
    },
    checkout: (headers: Headers, key: string, body: object) =>
      app().inject({
        method: "POST",
        url: "/clients/me/orders",
        headers: { ...headers, "idempotency-key": key },
        payload: { carrier: "colissimo", return_url: PAYMENT_RETURN, ...body },
      }),
    paymentReturn: (headers: Headers, body: object) =>
      app().inject({ method: "POST", url: "/clients/me/payment-returns", headers, payload: body }),
    async paymentOf(orderId: number) {
      const [row] = await app().db.select().from(payments).where(eq(payments.orderId, orderId));
      return row!;
    },
    async orderStatus(orderId: number) {
      const [row] = await app().db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      return row!.status;
    },
    walletMovements: (clientId: number) =>
      app().db.select().from(walletTransactions).where(eq(walletTransactions.clientId, clientId)),
    abandon: (headers: Headers, orderId: number) =>
      app().inject({ method: "POST", url: `/clients/me/orders/${orderId}/abandon`, headers }),
    async cartLines(headers: Headers) {
      const cart = await app().inject({ method: "GET", url: "/shop/cart", headers });
      return (cart.json() as { lines: { variant_id: number; quantity: number }[] }).lines;
    },
  };
}

const newKey = (prefix: string) => `${prefix}-${randomBytes(6).toString("hex")}`;

type StripeObject = { id: string; [field: string]: unknown };

/**
 * A stateful double of the Stripe endpoints the adapter calls. Like Stripe, an Idempotency-Key sent
 * again with the same request gets the first answer, with another request a 400 idempotency_error.
 */
async function startStripeDouble() {
  const objects = new Map<string, StripeObject>();
  /** What a Checkout Session gives the intent it creates (payment_intent_data, setup_intent_data). */
  const intentMetadata = new Map<string, Record<string, string>>();
  const answered = new Map<string, { request: string; answer: [number, unknown] }>();
  let created = 0;
  /** Like a Stripe account that cannot refund (a disputed or too old charge): refunds answer 400. */
  const refunds = { refuse: false };

  const store = (prefix: string, fields: Record<string, unknown>) => {
    created += 1;
    const object: StripeObject = { id: `${prefix}_test_${created}`, ...fields };
    objects.set(object.id, object);
    return object;
  };
  const metadataOf = (form: URLSearchParams, prefix: string) =>
    Object.fromEntries(
      [...form.entries()]
        .filter(([name]) => name.startsWith(`${prefix}[`))
        .map(([name, value]) => [name.slice(prefix.length + 1, -1), value]),
    );
  const missing = (id: string): [number, unknown] => [
    404,
    { error: { type: "invalid_request_error", code: "resource_missing", message: `No such object: '${id}'` } },
  ];
  /** The object with the ids named by expand[] replaced by their objects. */
  const view = (object: StripeObject, expand: string[]): StripeObject => {
    const copy = { ...object };
    for (const field of expand) {
      const id = copy[field];
      if (typeof id === "string") copy[field] = objects.get(id) ?? id;
    }
    return copy;
  };

  function answer(method: string, pathname: string, form: URLSearchParams, expand: string[]): [number, unknown] {
    if (method === "POST" && pathname === "/v1/customers") {
      return [
        200,
        store("cus", { object: "customer", email: form.get("email"), metadata: metadataOf(form, "metadata") }),
      ];
    }
    if (method === "POST" && pathname === "/v1/setup_intents") {
      const intent = store("seti", {
        object: "setup_intent",
        status: "requires_payment_method",
        customer: form.get("customer"),
        metadata: metadataOf(form, "metadata"),
        payment_method: null,
        last_setup_error: null,
      });
      intent.client_secret = `${intent.id}_secret`;
      return [200, intent];
    }
    if (method === "POST" && pathname === "/v1/payment_intents") {
      const intent = store("pi", {
        object: "payment_intent",
        amount: Number(form.get("amount")),
        currency: form.get("currency"),
        status: "requires_payment_method",
        metadata: metadataOf(form, "metadata"),
        last_payment_error: null,
        next_action: null,
      });
      intent.client_secret = `${intent.id}_secret`;
      return [200, intent];
    }
    if (method === "POST" && pathname === "/v1/refunds") {
      if (refunds.refuse) {
        return [400, { error: { type: "invalid_request_error", code: "charge_disputed", message: "Disputed" } }];
      }
      const intent = objects.get(form.get("payment_intent") ?? "");
      if (intent?.status !== "succeeded") return missing(form.get("payment_intent") ?? "");
      return [200, store("re", { object: "refund", status: "succeeded", payment_intent: intent.id })];
    }
    if (method === "POST" && pathname === "/v1/checkout/sessions") {
      // Like Stripe: a session closes 30 minutes to 24 hours after it is made
      const closes = Number(form.get("expires_at") ?? Date.now() / 1000 + 24 * 3600) - Date.now() / 1000;
      if (closes < 30 * 60 - 5 || closes > 24 * 3600) {
        return [400, { error: { type: "invalid_request_error", param: "expires_at", message: "Out of range" } }];
      }
      const session = store("cs", {
        object: "checkout.session",
        mode: form.get("mode"),
        status: "open",
        customer: form.get("customer"),
        client_reference_id: form.get("client_reference_id"),
        metadata: metadataOf(form, "metadata"),
        payment_intent: null,
        setup_intent: null,
        success_url: form.get("success_url"),
        cancel_url: form.get("cancel_url"),
      });
      session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
      const prefix = form.get("mode") === "setup" ? "setup_intent_data[metadata]" : "payment_intent_data[metadata]";
      intentMetadata.set(session.id, metadataOf(form, prefix));
      return [200, session];
    }
    const [, id, action] = /^\/v1\/(?:checkout\/sessions|[a-z_]+)\/([^/]+)(?:\/([a-z]+))?$/.exec(pathname) ?? [];
    const object = id ? objects.get(id) : undefined;
    if (!object) return missing(id ?? pathname);
    if (method === "POST" && action === "expire") {
      if (object.status !== "open") {
        return [400, { error: { type: "invalid_request_error", message: `Session ${id} is not open` } }];
      }
      object.status = "expired";
      return [200, view(object, expand)];
    }
    if (method === "POST" && action === "cancel") {
      object.status = "canceled";
      return [200, view(object, expand)];
    }
    if (method === "GET" && !action) return [200, view(object, expand)];
    return [404, { error: { type: "invalid_request_error", message: `No double for ${method} ${pathname}` } }];
  }

  const api = await startDouble((request: DoubleRequest) => {
    const [pathname = "", query = ""] = request.path.split("?");
    const form = new URLSearchParams(request.body);
    const expand = [...new URLSearchParams(query).entries(), ...form.entries()]
      .filter(([name]) => name.startsWith("expand"))
      .map(([, value]) => value);
    const key = request.headers["idempotency-key"];
    if (request.method !== "POST" || typeof key !== "string") return answer(request.method, pathname, form, expand);
    const signature = `${pathname} ${request.body}`;
    const earlier = answered.get(key);
    if (earlier && earlier.request !== signature) {
      return [
        400,
        { error: { type: "idempotency_error", message: "Keys for idempotent requests can only be used once" } },
      ];
    }
    if (earlier) return earlier.answer;
    const result = answer(request.method, pathname, form, expand);
    answered.set(key, { request: signature, answer: result });
    return result;
  });

  return {
    ...api,
    refunds,
    object: (id: string) => objects.get(id)!,
    /** The shopper paid on the Checkout page: its payment intent succeeded, with the session's metadata. */
    payCheckout(sessionId: string) {
      const session = objects.get(sessionId)!;
      const intent = store("pi", {
        object: "payment_intent",
        status: "succeeded",
        metadata: intentMetadata.get(sessionId),
        last_payment_error: null,
        next_action: null,
      });
      Object.assign(session, { status: "complete", payment_intent: intent.id });
      return intent;
    },
    /** The shopper saved a card on the Checkout page in setup mode. */
    finishSetup(sessionId: string) {
      const session = objects.get(sessionId)!;
      const method = store("pm", {
        object: "payment_method",
        type: "card",
        card: { brand: "mastercard", last4: "4444", exp_month: 3, exp_year: 2031 },
        customer: session.customer,
      });
      const intent = store("seti", {
        object: "setup_intent",
        status: "succeeded",
        metadata: intentMetadata.get(sessionId),
        payment_method: method.id,
        last_setup_error: null,
      });
      Object.assign(session, { status: "complete", setup_intent: intent.id });
      return method;
    },
    /** The shopper confirmed the embedded form (Elements). */
    succeed(intentId: string) {
      objects.get(intentId)!.status = "succeeded";
    },
    /** Created for this Idempotency-Key (every request sent with it). */
    sentWithKey: (key: string) => api.received.filter((r) => r.headers["idempotency-key"] === key),
  };
}

describe("Stripe: Checkout pages without JavaScript, payment intents with it", () => {
  let ctx: TestContext;
  let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
  const webhookSecret = "whsec_hosted_secret";
  const shop = shopAround(() => ctx);

  beforeAll(async () => {
    stripe = await startStripeDouble();
    ctx = await createTestApp({
      rateLimitMax: 10_000,
      storefrontUrl: STOREFRONT,
      payments: stripeConfig(stripe.url, webhookSecret),
    });
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await stripe?.close();
  });

  function postWebhook(id: string, intent: StripeObject, type = "payment_intent.succeeded") {
    return postSigned(JSON.stringify({ id, object: "event", type, data: { object: intent } }));
  }

  function postSigned(payload: string) {
    return ctx.app.inject({
      method: "POST",
      url: "/payments/webhooks/stripe",
      headers: {
        "content-type": "application/json",
        "stripe-signature": new Stripe("sk_test_unused").webhooks.generateTestHeaderString({
          payload,
          secret: webhookSecret,
        }),
      },
      payload,
    });
  }

  /** A card checkout without JavaScript: the order, its payment row and the Checkout Session's request. */
  async function hostedCheckout(prefix: string) {
    const buyer = await shop.shopper(prefix);
    const key = newKey(prefix);
    const answer = await shop.checkout(buyer.headers, key, { platform: "card_via_stripe" });
    expect(answer.statusCode, answer.body).toBe(201);
    const placed = answer.json() as CheckoutAnswer;
    const row = await shop.paymentOf(placed.order.id);
    const [sent] = stripe.sentWithKey(providerKey(`checkout:${buyer.clientId}:${key}`));
    return { buyer, key, placed, row, reference: `pay_${row.id}`, form: new URLSearchParams(sent!.body) };
  }

  it("pays a card on a Stripe Checkout page and back with its session id: the order is paid once", async () => {
    const { buyer, placed, row, reference, form } = await hostedCheckout("stripe-hosted");
    const returnUrl = `${PAYMENT_RETURN}?sessionId=${reference}`;
    expect(placed.payment).toEqual({
      status: "PENDING_PAYMENT",
      redirect_url: `https://checkout.stripe.com/c/pay/${row.externalId}`,
      client_secret: null,
      return_url: returnUrl,
      session_id: null,
      error_code: null,
    });
    expect(row.externalId).toMatch(/^cs_test_/);
    expect(Object.fromEntries(form.entries())).toMatchObject({
      mode: "payment",
      "allowed_payment_method_types[0]": "card",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": String(Math.round(placed.order.amount_to_pay * 100)),
      "line_items[0][price_data][product_data][name]": `La Malle #${placed.order.id}`,
      client_reference_id: reference,
      "metadata[payment_reference]": reference,
      "payment_intent_data[metadata][payment_reference]": reference,
      // Stripe replaces the braces with the session id: they are sent as they are
      success_url: `${returnUrl}&redirectResult={CHECKOUT_SESSION_ID}`,
      cancel_url: `${returnUrl}&redirectResult=cancelled`,
      // Closed when the unpaid order is given up (60 min), not after Stripe's 24 h
      expires_at: String(Math.floor((row.createdAt.getTime() + 60 * 60_000) / 1000)),
    });

    const intent = stripe.payCheckout(row.externalId!);
    const back = new URL(form.get("success_url")!.replace("{CHECKOUT_SESSION_ID}", row.externalId!));
    const returned = await shop.paymentReturn(buyer.headers, {
      sessionId: back.searchParams.get("sessionId"),
      redirectResult: back.searchParams.get("redirectResult"),
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ order_id: placed.order.id, status: "SUCCEEDED", error_code: null });
    expect(await shop.orderStatus(placed.order.id)).toBe("PAID");
    expect((await shop.paymentOf(placed.order.id)).externalId).toBe(intent.id);

    // Stripe's webhook about the same intent comes after: recorded, nothing changes
    expect((await postWebhook(`evt_${intent.id}`, stripe.object(intent.id))).json()).toEqual({
      received: 1,
      duplicates: 0,
    });
    expect(await shop.orderStatus(placed.order.id)).toBe("PAID");
  });

  it("settles a Checkout page's payment from the webhook alone; the late return answers its state", async () => {
    const { buyer, placed, row, reference } = await hostedCheckout("stripe-webhook");
    const intent = stripe.payCheckout(row.externalId!);
    // The session's intent carries our reference (payment_intent_data.metadata): the webhook finds the payment
    expect(intent.metadata).toMatchObject({ payment_reference: reference });
    const webhook = await postWebhook(`evt_${intent.id}`, stripe.object(intent.id));
    expect(webhook.json()).toEqual({ received: 1, duplicates: 0 });
    expect(await shop.orderStatus(placed.order.id)).toBe("PAID");

    const returned = await shop.paymentReturn(buyer.headers, { sessionId: reference, redirectResult: row.externalId });
    expect(returned.json()).toMatchObject({ order_id: placed.order.id, status: "SUCCEEDED" });
  });

  it("closes the page at Stripe on the cancel link: FAILED with payment_cancelled, the cart comes back", async () => {
    const { buyer, placed, row, reference, form } = await hostedCheckout("stripe-cancel");
    expect(await shop.stockOf(buyer.variant.id)).toBe(2);
    const back = new URL(form.get("cancel_url")!);

    // Only the order's client reports its return: a stranger's cancel reaches neither the order nor Stripe
    const stranger = await parisClient(ctx, "stripe-stranger");
    const body = {
      sessionId: back.searchParams.get("sessionId"),
      redirectResult: back.searchParams.get("redirectResult"),
    };
    expect(body).toEqual({ sessionId: reference, redirectResult: "cancelled" });
    expectProblem(await shop.paymentReturn(stranger.headers, body), 404);
    expect(stripe.object(row.externalId!).status).toBe("open");

    const cancelled = await shop.paymentReturn(buyer.headers, body);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ payment_id: row.id, status: "FAILED", error_code: "payment_cancelled" });
    expect(
      stripe.received.some((r) => r.method === "POST" && r.path === `/v1/checkout/sessions/${row.externalId}/expire`),
    ).toBe(true);
    expect(stripe.object(row.externalId!).status).toBe("expired");
    expect(await shop.orderStatus(placed.order.id)).toBe("CANCELLED");
    expect(await shop.cartLines(buyer.headers)).toMatchObject([{ variant_id: buyer.variant.id, quantity: 1 }]);
    expect(await shop.stockOf(buyer.variant.id)).toBe(3);
  });

  it("with JavaScript: a payment intent for Elements, settled by its payment_intent return", async () => {
    const buyer = await shop.shopper("stripe-embedded");
    const key = newKey("embedded");
    const answer = await shop.checkout(buyer.headers, key, { platform: "card_via_stripe", embedded: true });
    expect(answer.statusCode, answer.body).toBe(201);
    const placed = answer.json() as CheckoutAnswer;
    const row = await shop.paymentOf(placed.order.id);
    expect(placed.payment).toEqual({
      status: "PENDING_PAYMENT",
      redirect_url: null,
      client_secret: `${row.externalId}_secret`,
      return_url: `${PAYMENT_RETURN}?sessionId=pay_${row.id}`,
      session_id: null,
      error_code: null,
    });
    expect(stripe.sentWithKey(providerKey(`checkout:${buyer.clientId}:${key}`)).map((r) => r.path)).toEqual([
      "/v1/payment_intents",
    ]);

    // Elements confirms the intent, then the browser comes back with ?payment_intent=
    stripe.succeed(row.externalId!);
    const returned = await shop.paymentReturn(buyer.headers, {
      sessionId: `pay_${row.id}`,
      redirectResult: row.externalId,
    });
    expect(returned.json()).toMatchObject({ status: "SUCCEEDED" });
    expect(await shop.orderStatus(placed.order.id)).toBe("PAID");
  });

  it("keeps a checkout whose replay changes embedded: same order, same payment in its first form; another body is 409", async () => {
    const first = await shop.shopper("stripe-replay");
    const hostedKey = newKey("replay-hosted");
    const hosted = (
      await shop.checkout(first.headers, hostedKey, { platform: "card_via_stripe" })
    ).json() as CheckoutAnswer;
    const replay = await shop.checkout(first.headers, hostedKey, { platform: "card_via_stripe", embedded: true });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({ order: { id: hosted.order.id }, payment: hosted.payment! });
    // Stripe was asked the same request again, never for a second object
    expect(stripe.sentWithKey(providerKey(`checkout:${first.clientId}:${hostedKey}`)).map((r) => r.path)).toEqual([
      "/v1/checkout/sessions",
      "/v1/checkout/sessions",
    ]);
    expect(await ctx.app.db.select().from(payments).where(eq(payments.orderId, hosted.order.id))).toHaveLength(1);
    expectProblem(
      await shop.checkout(first.headers, hostedKey, { platform: "card_via_stripe", use_wallet: true }),
      409,
      "IDEMPOTENCY_KEY_REUSED",
    );

    const second = await shop.shopper("stripe-replay-embedded");
    const embeddedKey = newKey("replay-embedded");
    const embedded = (
      await shop.checkout(second.headers, embeddedKey, { platform: "card_via_stripe", embedded: true })
    ).json() as CheckoutAnswer;
    const again = await shop.checkout(second.headers, embeddedKey, { platform: "card_via_stripe" });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ order: { id: embedded.order.id }, payment: embedded.payment! });
    expect(embedded.payment).toMatchObject({ redirect_url: null, client_secret: expect.stringMatching(/^pi_test_/) });
  });

  it("saves a card on a Checkout page in setup mode; cancelled, unfinished or another client's is SETUP_INTENT_FAILED", async () => {
    const saver = await parisClient(ctx, "stripe-setup");
    const setupReturn = `${STOREFRONT}/infos/add/payment`;
    const setup = await ctx.app.inject({ method: "POST", url: "/clients/me/setup-intents", headers: saver.headers });
    expect(setup.statusCode, setup.body).toBe(200);
    const started = setup.json() as { redirect_url: string; client_secret: string; return_url: string };
    const sessionId = started.redirect_url.split("/").pop()!;
    expect(started).toMatchObject({ platform: "card_via_stripe", client_secret: sessionId, return_url: setupReturn });
    const sent = stripe.received.findLast((r) => r.path === "/v1/checkout/sessions")!;
    const form = new URLSearchParams(sent.body);
    expect(Object.fromEntries(form.entries())).toMatchObject({
      mode: "setup",
      customer: stripe.object(sessionId).customer,
      "allowed_payment_method_types[0]": "card",
      "setup_intent_data[metadata][client_id]": String(saver.clientId),
      success_url: `${setupReturn}?redirectResult={CHECKOUT_SESSION_ID}`,
      cancel_url: `${setupReturn}?redirectResult=cancelled`,
    });

    const save = (headers: Headers, redirectResult: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/clients/me/payment-methods",
        headers,
        payload: { payment_gateway: "stripe", redirect_result: redirectResult },
      });
    expectProblem(await save(saver.headers, sessionId), 422, "SETUP_INTENT_FAILED");
    const method = stripe.finishSetup(sessionId);
    const stranger = await parisClient(ctx, "stripe-setup-stranger");
    expectProblem(await save(stranger.headers, sessionId), 422, "SETUP_INTENT_FAILED");
    expectProblem(await save(saver.headers, "cancelled"), 422, "SETUP_INTENT_FAILED");
    expectProblem(await save(saver.headers, "cs_test_unknown"), 422, "SETUP_INTENT_FAILED");

    const saved = await save(saver.headers, sessionId);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      payment_gateway: "stripe",
      platform: "card_via_stripe",
      brand: "mastercard",
      last4: "4444",
      expiration_date: "2031-03-31",
      valid: true,
    });
    expect(stripe.object(method.id).customer).toBe(stripe.object(sessionId).customer);

    const paypal = await ctx.app.inject({
      method: "POST",
      url: "/clients/me/setup-intents?stripe_payment_method_type=paypal",
      headers: saver.headers,
    });
    expect(paypal.json()).toMatchObject({ platform: "paypal_via_stripe" });
    const paypalForm = new URLSearchParams(stripe.received.findLast((r) => r.path === "/v1/checkout/sessions")!.body);
    expect(paypalForm.get("allowed_payment_method_types[0]")).toBe("paypal");

    const embedded = await ctx.app.inject({
      method: "POST",
      url: "/clients/me/setup-intents?embedded=true",
      headers: saver.headers,
    });
    expect(embedded.json()).toMatchObject({
      client_secret: expect.stringMatching(/^seti_test_\d+_secret$/),
      return_url: setupReturn,
    });
    expect(embedded.json().redirect_url).toBeUndefined();
  });

  /** A card declined on the Checkout page: Stripe's payment_failed webhook cancels the order. */
  async function declinedCheckout(prefix: string) {
    const checkout = await hostedCheckout(prefix);
    const declined = {
      id: `pi_declined_${randomBytes(4).toString("hex")}`,
      object: "payment_intent",
      status: "requires_payment_method",
      metadata: { payment_reference: checkout.reference },
      last_payment_error: { type: "card_error", code: "card_declined", decline_code: "generic_decline" },
    };
    await postWebhook(`evt_${declined.id}`, declined, "payment_intent.payment_failed");
    expect(await shop.orderStatus(checkout.placed.order.id)).toBe("CANCELLED");
    return checkout;
  }
  const refundCalls = () => stripe.received.filter((r) => r.method === "POST" && r.path === "/v1/refunds");

  it("refunds through Stripe, once, a Checkout page paid with a second card after the first was declined", async () => {
    const { buyer, placed, row, reference } = await declinedCheckout("stripe-late");
    const before = refundCalls().length;
    const intent = stripe.payCheckout(row.externalId!);
    const event = `evt_${intent.id}`;
    expect((await postWebhook(event, stripe.object(intent.id))).json()).toEqual({ received: 1, duplicates: 0 });
    expect(await shop.orderStatus(placed.order.id)).toBe("CANCELLED");
    expect(await shop.paymentOf(placed.order.id)).toMatchObject({ status: "REFUNDED", refundedCents: row.amountCents });
    const [refund, ...more] = refundCalls().slice(before);
    expect(more).toEqual([]);
    expect(new URLSearchParams(refund!.body).get("payment_intent")).toBe(intent.id);
    expect(refund!.headers["idempotency-key"]).toBe(providerKey(`refund:${reference}`));

    // The webhook again, and the shopper's return after it: nothing more
    expect((await postWebhook(event, stripe.object(intent.id))).json()).toEqual({ received: 1, duplicates: 1 });
    const returned = await shop.paymentReturn(buyer.headers, { sessionId: reference, redirectResult: row.externalId });
    expect(returned.json()).toMatchObject({ status: "REFUNDED" });
    expect(refundCalls().length).toBe(before + 1);
    expect(await shop.walletMovements(buyer.clientId)).toEqual([]);
  });

  it("credits the wallet, once, when Stripe refuses the refund of a late payment", async () => {
    const { buyer, placed, row } = await declinedCheckout("stripe-late-refused");
    stripe.refunds.refuse = true;
    try {
      const intent = stripe.payCheckout(row.externalId!);
      await postWebhook(`evt_${intent.id}`, stripe.object(intent.id));
      await postWebhook(`evt_${intent.id}_again`, stripe.object(intent.id));
    } finally {
      stripe.refunds.refuse = false;
    }
    expect(await shop.paymentOf(placed.order.id)).toMatchObject({ status: "REFUNDED", refundedCents: row.amountCents });
    expect(await shop.walletMovements(buyer.clientId)).toMatchObject([
      { kind: "REFUND", amountCents: row.amountCents, reference: `payment:${row.id}`, orderId: placed.order.id },
    ]);
  });

  it("closes the Checkout page when the shopper gives the order up; one paid just before is kept (409)", async () => {
    const { buyer, placed, row } = await hostedCheckout("stripe-abandon");
    const abandoned = await shop.abandon(buyer.headers, placed.order.id);
    expect(abandoned.statusCode, abandoned.body).toBe(200);
    expect(abandoned.json()).toMatchObject({ id: placed.order.id, status: "CANCELLED" });
    expect(stripe.object(row.externalId!).status).toBe("expired");
    expect(await shop.paymentOf(placed.order.id)).toMatchObject({ status: "FAILED", errorCode: "payment_cancelled" });
    expect(await shop.cartLines(buyer.headers)).toMatchObject([{ variant_id: buyer.variant.id, quantity: 1 }]);

    const paid = await hostedCheckout("stripe-abandon-paid");
    stripe.payCheckout(paid.row.externalId!);
    expectProblem(await shop.abandon(paid.buyer.headers, paid.placed.order.id), 409, "ORDER_ALREADY_PAID");
    expect(await shop.orderStatus(paid.placed.order.id)).toBe("PAID");
  });

  it("cancels the payment intent of an embedded form when the shopper gives the order up", async () => {
    const buyer = await shop.shopper("stripe-abandon-embedded");
    const answer = await shop.checkout(buyer.headers, newKey("abandon-embedded"), {
      platform: "card_via_stripe",
      embedded: true,
    });
    const placed = answer.json() as CheckoutAnswer;
    const row = await shop.paymentOf(placed.order.id);
    expect((await shop.abandon(buyer.headers, placed.order.id)).statusCode).toBe(200);
    expect(stripe.object(row.externalId!).status).toBe("canceled");
    expect(await shop.paymentOf(placed.order.id)).toMatchObject({ status: "FAILED", errorCode: "payment_cancelled" });
  });

  it("answers 400, not 500, to a correctly signed body that is not an event", async () => {
    for (const payload of ["[]", "null", '"evt_1"', "{}", "not json", '{"type":"payment_intent.succeeded"}']) {
      expectProblem(await postSigned(payload), 400, "WEBHOOK_PAYLOAD_INVALID");
    }
    const noIntent = JSON.stringify({ id: "evt_no_intent", type: "payment_intent.succeeded", data: { object: null } });
    expectProblem(await postSigned(noIntent), 400, "WEBHOOK_PAYLOAD_INVALID");
  });
});

describe("Adyen: Hosted Checkout without JavaScript, Drop-in sessions with it", () => {
  let ctx: TestContext;
  let adyen: Awaited<ReturnType<typeof startDouble>>;
  const shop = shopAround(() => ctx);

  beforeAll(async () => {
    // Like Adyen, a key already answered gets its first answer again
    const answered = new Map<string, [number, unknown]>();
    adyen = await startDouble(({ method, path, headers, body }) => {
      const key = headers["idempotency-key"];
      // Like Adyen, a key is 64 characters at most
      if (typeof key === "string" && key.length > 64) {
        return [422, { status: 422, errorCode: "702", message: "Idempotency key too long", errorType: "validation" }];
      }
      if (typeof key === "string" && answered.has(key)) return answered.get(key)!;
      const [pathname = "", query = ""] = path.split("?");
      const request = JSON.parse(body || "{}") as { reference?: string; mode?: string; returnUrl?: string };
      let result: [number, unknown] = [404, { status: 404, message: "no double" }];
      if (method === "POST" && pathname === "/v72/sessions") {
        const id = `CS_${request.reference}`;
        result = [
          201,
          {
            id,
            sessionData: `session-data-of-${request.reference}`,
            mode: request.mode,
            ...(request.mode === "hosted"
              ? { url: `https://checkoutshopper-test.adyen.com/checkoutshopper/pay/${id}` }
              : {}),
            reference: request.reference,
            returnUrl: request.returnUrl,
            expiresAt: "2030-01-01T00:00:00Z",
          },
        ];
      }
      const refunded = /^\/v72\/payments\/([^/]+)\/refunds$/.exec(pathname)?.[1];
      if (method === "POST" && refunded) {
        result = [201, { status: "received", paymentPspReference: refunded, pspReference: `REFUND_${refunded}` }];
      }
      const session = /^\/v72\/sessions\/([^/]+)$/.exec(pathname)?.[1];
      if (method === "GET" && session) {
        // A sessionResult is only good for its own session
        const sessionResult = new URLSearchParams(query).get("sessionResult");
        result =
          sessionResult === `completed-${session}`
            ? [
                200,
                {
                  id: session,
                  status: "completed",
                  payments: [{ pspReference: `PSP_${session}`, resultCode: "Authorised" }],
                },
              ]
            : sessionResult === `refused-${session}`
              ? [200, { id: session, status: "refused" }]
              : [422, { status: 422, errorCode: "14_030", message: "Invalid sessionResult", errorType: "validation" }];
      }
      if (typeof key === "string") answered.set(key, result);
      return result;
    });
    ctx = await createTestApp({
      rateLimitMax: 10_000,
      storefrontUrl: STOREFRONT,
      payments: adyenConfig(adyen.url),
    });
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await adyen?.close();
  });

  const sessionRequest = (reference: string) =>
    JSON.parse(
      adyen.received.find((r) => r.path === "/v72/sessions" && r.body.includes(`"reference":"${reference}"`))!.body,
    ) as Record<string, unknown>;

  async function dropInCheckout(prefix: string) {
    const buyer = await shop.shopper(prefix);
    // The longest key the API takes: Adyen must still get one it accepts
    const key = `${newKey(prefix)}:`.padEnd(200, "k");
    const answer = await shop.checkout(buyer.headers, key, { platform: "card_via_adyen", embedded: true });
    expect(answer.statusCode, answer.body).toBe(201);
    const placed = answer.json() as CheckoutAnswer;
    const row = await shop.paymentOf(placed.order.id);
    return { buyer, placed, row, reference: `pay_${row.id}` };
  }

  it("with JavaScript: a Drop-in session (mode embedded), settled by its sessionResult", async () => {
    const { buyer, placed, row, reference } = await dropInCheckout("adyen-dropin");
    const returnUrl = `${PAYMENT_RETURN}?sessionId=${reference}`;
    expect(placed.payment).toEqual({
      status: "PENDING_PAYMENT",
      redirect_url: null,
      client_secret: `session-data-of-${reference}`,
      return_url: returnUrl,
      session_id: `CS_${reference}`,
      error_code: null,
    });
    const sent = sessionRequest(reference);
    // Paris: offered by country; open as long as the order waits for its payment (60 min)
    expect(sent).toMatchObject({ mode: "embedded", returnUrl, allowedPaymentMethods: ["scheme"], countryCode: "FR" });
    expect(Date.parse(String(sent.expiresAt))).toBe(row.createdAt.getTime() + 60 * 60_000);

    expectProblem(await shop.paymentReturn(buyer.headers, { sessionId: reference }), 400);
    expectProblem(
      await shop.paymentReturn(buyer.headers, { sessionId: reference, sessionResult: "completed-CS_pay_0" }),
      400,
      "INVALID_REDIRECT_RESULT",
    );
    const completed = await shop.paymentReturn(buyer.headers, {
      sessionId: reference,
      sessionResult: `completed-CS_${reference}`,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ order_id: placed.order.id, status: "SUCCEEDED", error_code: null });
    expect(
      adyen.received.some(
        (r) => r.method === "GET" && r.path === `/v72/sessions/CS_${reference}?sessionResult=completed-CS_${reference}`,
      ),
    ).toBe(true);
    expect(await shop.orderStatus(placed.order.id)).toBe("PAID");
    expect((await shop.paymentOf(placed.order.id)).externalId).toBe(`PSP_CS_${reference}`);
    expect(row.externalId).toBe(`CS_${reference}`);
  });

  it("fails the payment of a refused Drop-in session and gives the cart back", async () => {
    const { buyer, placed, reference } = await dropInCheckout("adyen-refused");
    const refused = await shop.paymentReturn(buyer.headers, {
      sessionId: reference,
      sessionResult: `refused-CS_${reference}`,
    });
    expect(refused.json()).toMatchObject({ status: "FAILED", error_code: "Refused" });
    expect(await shop.orderStatus(placed.order.id)).toBe("CANCELLED");
    expect(await shop.cartLines(buyer.headers)).toMatchObject([{ variant_id: buyer.variant.id, quantity: 1 }]);
  });

  it("without JavaScript: a Hosted Checkout page (mode hosted); a replay asking for Drop-in gets the same session", async () => {
    const buyer = await shop.shopper("adyen-hosted");
    const key = newKey("adyen-hosted");
    const answer = await shop.checkout(buyer.headers, key, { platform: "card_via_adyen" });
    expect(answer.statusCode, answer.body).toBe(201);
    const placed = answer.json() as CheckoutAnswer;
    const reference = `pay_${(await shop.paymentOf(placed.order.id)).id}`;
    expect(placed.payment).toMatchObject({
      redirect_url: `https://checkoutshopper-test.adyen.com/checkoutshopper/pay/CS_${reference}`,
      session_id: `CS_${reference}`,
    });
    expect(sessionRequest(reference)).toMatchObject({ mode: "hosted" });
    const replay = await shop.checkout(buyer.headers, key, { platform: "card_via_adyen", embedded: true });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({ order: { id: placed.order.id }, payment: placed.payment! });
  });

  /** An HMAC-signed AUTHORISATION notification, as Adyen posts it. */
  function notify(reference: string, pspReference: string, success: boolean) {
    const item = {
      amount: { value: 100, currency: "EUR" },
      eventCode: "AUTHORISATION",
      eventDate: "2026-11-24T12:00:00+01:00",
      merchantAccountCode: "LaMalleECOM",
      merchantReference: reference,
      pspReference,
      reason: success ? "" : "Refused",
      success: success ? "true" : "false",
      additionalData: success ? {} : { refusalReasonCode: "2" },
    } as unknown as Types.notification.NotificationRequestItem;
    item.additionalData = {
      ...item.additionalData,
      hmacSignature: new hmacValidator().calculateHmac(item, ADYEN_HMAC_KEY),
    };
    return postNotification(JSON.stringify({ live: "false", notificationItems: [{ NotificationRequestItem: item }] }));
  }
  const postNotification = (payload: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/payments/webhooks/adyen",
      headers: { "content-type": "application/json" },
      payload,
    });

  it("refunds through Adyen, once, a Drop-in payment authorised after a refused one", async () => {
    const { buyer, placed, row, reference } = await dropInCheckout("adyen-late");
    await notify(reference, `PSP_REFUSED_${row.id}`, false);
    expect(await shop.orderStatus(placed.order.id)).toBe("CANCELLED");
    const authorised = `PSP_LATE_${row.id}`;
    expect((await notify(reference, authorised, true)).json()).toEqual({ received: 1, duplicates: 0 });
    expect((await notify(reference, authorised, true)).json()).toEqual({ received: 1, duplicates: 1 });
    expect(await shop.orderStatus(placed.order.id)).toBe("CANCELLED");
    expect(await shop.paymentOf(placed.order.id)).toMatchObject({ status: "REFUNDED", refundedCents: row.amountCents });
    const calls = adyen.received.filter((r) => r.path === `/v72/payments/${authorised}/refunds`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers["idempotency-key"]).toBe(providerKey(`refund:${reference}`));
    expect(JSON.parse(calls[0]!.body)).toMatchObject({
      amount: { value: row.amountCents, currency: "EUR" },
      merchantAccount: "LaMalleECOM",
      reference,
    });
    expect(await shop.walletMovements(buyer.clientId)).toEqual([]);
  });

  it("answers 400, not 500, to a body that is not a notification, or a signed item naming no payment", async () => {
    for (const payload of ["[]", "null", '"x"', "{}", '{"notificationItems":[null]}']) {
      expectProblem(await postNotification(payload), 400, "WEBHOOK_PAYLOAD_INVALID");
    }
    expectProblem(await notify("pay_1", "", true), 400, "WEBHOOK_PAYLOAD_INVALID");
  });

  it("opens a session to save a method in the mode asked (clients/me/adyen-sessions)", async () => {
    const saver = await parisClient(ctx, "adyen-setup");
    const open = (embedded?: boolean) =>
      ctx.app.inject({
        method: "POST",
        url: "/clients/me/adyen-sessions",
        headers: saver.headers,
        payload: { payment_method_type: "card", ...(embedded === undefined ? {} : { embedded }) },
      });
    const dropIn = await open(true);
    expect(dropIn.statusCode, dropIn.body).toBe(200);
    const session = dropIn.json() as { id: string; session_data: string; redirect_url?: string };
    expect(session.redirect_url).toBeUndefined();
    expect(sessionRequest(session.id.slice(3))).toMatchObject({ mode: "embedded", storePaymentMethodMode: "enabled" });
    const hosted = (await open()).json() as { id: string; redirect_url: string };
    expect(hosted.redirect_url).toMatch(/^https:\/\/checkoutshopper-test\.adyen\.com\//);
    expect(sessionRequest(hosted.id.slice(3))).toMatchObject({ mode: "hosted" });
  });
});
