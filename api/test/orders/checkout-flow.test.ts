/**
 * The whole shop checkout, wired: cart → order with the carrier's fee → the sandbox's hosted page
 * (followed through its forms) → the signed webhook and the shopper's return settle the order once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippingFee } from "#domain/checkout.js";
import { codeRedemptions, codes, orders, paymentMethods, payments } from "../../src/db/schema/index.js";
import { webhookSignature } from "../../src/modules/payments/signed.js";
import { parisClient, shopStock } from "../shop-fixtures.js";
import { createTestApp, expectProblem, waitForMail, type TestContext } from "../helpers.js";

const STOREFRONT = "http://localhost:3000";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000, storefrontUrl: STOREFRONT });
}, 60_000);
afterAll(async () => ctx?.close());

type Checkout = {
  order: { id: number; status: string; shipping_fee_ttc: number; total_amount_ttc: number; delivery: unknown };
  payment: { status: string; redirect_url: string | null; client_secret: string | null } | null;
};

const { variantWithStock, stockOf } = shopStock(() => ctx.app.db);

/** A signed-in client in Paris (default FR shipping address) with `quantity` of the size in its cart. */
async function shopper(variantId: number, quantity: number) {
  const { clientId, headers } = await parisClient(ctx, "flow");
  const added = await ctx.app.inject({
    method: "POST",
    url: "/shop/cart/lines",
    headers,
    payload: { variant_id: variantId, quantity },
  });
  expect(added.statusCode, added.body).toBe(200);
  return { clientId, headers };
}

const toRelayPoint = {
  carrier: "mondial_relay",
  relay_point_id: "FR-020148",
  platform: "card_via_sandbox",
  return_url: `${STOREFRONT}/shop/payment-successful`,
};

const checkout = (headers: Record<string, string>, key: string, payload: object = toRelayPoint) =>
  ctx.app.inject({
    method: "POST",
    url: "/clients/me/orders",
    headers: { ...headers, "idempotency-key": key },
    payload,
  });

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The shopper's choice on the sandbox page, as its form posts it; the answer redirects to the shop. */
async function choose(redirectUrl: string, form: Record<string, string>) {
  const page = await ctx.app.inject({ method: "GET", url: pathOf(redirectUrl) });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('name="choice"');
  const answer = await ctx.app.inject({
    method: "POST",
    url: pathOf(redirectUrl),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });
  expect(answer.statusCode).toBe(303);
  return answer.headers.location as string;
}

async function orderRow(id: number) {
  return (await ctx.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
}

const paymentsOf = (orderId: number) => ctx.app.db.select().from(payments).where(eq(payments.orderId, orderId));

const confirmationOf = (orderId: number) => (m: { subject?: string }) =>
  m.subject === `Votre commande n° ${orderId} est confirmée`;

describe("checkout to a relay point, paid on the sandbox page", () => {
  it("charges the relay fee, is paid once through the page, the webhook and the return", async () => {
    const variant = await variantWithStock(5);
    const buyer = await shopper(variant.id, 2);
    const answer = await checkout(buyer.headers, "flow-approve-1");
    expect(answer.statusCode, answer.body).toBe(201);
    const placed = answer.json() as Checkout;
    const fee = shippingFee({ countryCode: "FR", carrier: "mondial_relay", subtotalCents: variant.price * 2 })!;
    expect(placed.order.shipping_fee_ttc).toBe(fee.shippingFeeTtcCents / 100);
    expect(placed.order.total_amount_ttc).toBe((variant.price * 2 + fee.shippingFeeTtcCents) / 100);
    expect(placed.order.delivery).toEqual({
      carrier: "mondial_relay",
      relay_point_id: "FR-020148",
      relay_point: {
        name: "Tabac Presse de la Roquette",
        street: "54 rue de la Roquette",
        postcode: "75011",
        city: "Paris",
      },
      shipping_address: expect.objectContaining({ street: "12 rue des Lilas", postcode: "75011", country_code: "FR" }),
    });
    expect(placed.payment).toMatchObject({ status: "PENDING_PAYMENT" });
    expect(placed.payment!.redirect_url).toMatch(/^http:\/\/[^/]+\/sandbox\/pay\?session=/);
    expect(await orderRow(placed.order.id)).toMatchObject({
      status: "PENDING_PAYMENT",
      carrier: "mondial_relay",
      relayPointId: "FR-020148",
    });
    expect(await stockOf(variant.id)).toBe(3);

    const back = new URL(await choose(placed.payment!.redirect_url!, { choice: "approve" }));
    expect(`${back.origin}${back.pathname}`).toBe(`${STOREFRONT}/shop/payment-successful`);
    // The page's webhook settled the order before the browser came back
    expect(await orderRow(placed.order.id)).toMatchObject({ status: "PAID" });
    const returned = await ctx.app.inject({
      method: "POST",
      url: "/clients/me/payment-returns",
      headers: buyer.headers,
      payload: {
        sessionId: back.searchParams.get("sessionId"),
        redirectResult: back.searchParams.get("redirectResult"),
      },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ order_id: placed.order.id, status: "SUCCEEDED" });

    const mail = await waitForMail(ctx.mail, confirmationOf(placed.order.id));
    expect(mail.to?.[0]?.address).toMatch(/^flow-/);

    // The provider sends its webhook again (same event twice, then a new event for the same payment)
    const [payment] = await paymentsOf(placed.order.id);
    const secret = ctx.config.payments.sandboxSecret;
    const post = (id: string) => {
      const body = JSON.stringify({ id, type: "payment.succeeded", reference: `pay_${payment!.id}` });
      return ctx.app.inject({
        method: "POST",
        url: "/payments/webhooks/sandbox",
        headers: {
          "content-type": "application/json",
          "x-sandbox-signature": webhookSignature(secret, body, Math.floor(Date.now() / 1000)),
        },
        payload: body,
      });
    };
    expect((await post("evt_flow_replay")).json()).toEqual({ received: 1, duplicates: 0 });
    expect((await post("evt_flow_replay")).json()).toEqual({ received: 1, duplicates: 1 });
    expect((await post("evt_flow_other")).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(ctx.mail.received.filter(confirmationOf(placed.order.id))).toHaveLength(1);
    expect(await stockOf(variant.id)).toBe(3);
    expect(await paymentsOf(placed.order.id)).toHaveLength(1);
  });

  it("cancels the order and puts the stock back when the card is declined", async () => {
    const variant = await variantWithStock(4);
    const buyer = await shopper(variant.id, 3);
    const placed = (await checkout(buyer.headers, "flow-decline-1")).json() as Checkout;
    expect(await stockOf(variant.id)).toBe(1);
    await choose(placed.payment!.redirect_url!, { choice: "decline", decline_code: "insufficient_funds" });
    expect(await orderRow(placed.order.id)).toMatchObject({ status: "CANCELLED" });
    expect(await stockOf(variant.id)).toBe(4);
    expect((await paymentsOf(placed.order.id))[0]).toMatchObject({ status: "FAILED", errorCode: "insufficient_funds" });
    // A replay of the checkout does not charge a cancelled order again
    const replay = (await checkout(buyer.headers, "flow-decline-1")).json() as Checkout;
    expect(replay).toMatchObject({ order: { id: placed.order.id, status: "CANCELLED" }, payment: null });
    expect(await paymentsOf(placed.order.id)).toHaveLength(1);
  });

  it("makes one order and one payment of the same checkout sent twice", async () => {
    const variant = await variantWithStock(6);
    const buyer = await shopper(variant.id, 1);
    const answers = await Promise.all([
      checkout(buyer.headers, "flow-twice-1"),
      checkout(buyer.headers, "flow-twice-1"),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = answers.map((answer) => answer.json() as Checkout);
    expect(a!.order.id).toBe(b!.order.id);
    expect(a!.payment!.status).toBe("PENDING_PAYMENT");
    expect(b!.payment!.redirect_url).toMatch(/\/sandbox\/pay\?session=/);
    expect(await paymentsOf(a!.order.id)).toHaveLength(1);
    expect(await ctx.app.db.select().from(orders).where(eq(orders.clientId, buyer.clientId))).toHaveLength(1);
    expect(await stockOf(variant.id)).toBe(5);
  });

  it("refuses a carrier, a relay point, a platform or a return address that does not fit", async () => {
    const variant = await variantWithStock(3);
    const buyer = await shopper(variant.id, 1);
    const refused = async (key: string, change: object, status: number, type?: string) =>
      expectProblem(await checkout(buyer.headers, key, { ...toRelayPoint, ...change }), status, type);
    await refused("flow-bad-carrier", { carrier: "hermes" }, 422, "CARRIER_UNAVAILABLE");
    await refused("flow-no-relay", { relay_point_id: undefined }, 422, "RELAY_POINT_REQUIRED");
    await refused("flow-ideal-fr", { platform: "ideal_via_sandbox" }, 422, "PAYMENT_PLATFORM_UNAVAILABLE");
    await refused("flow-elsewhere", { return_url: "https://evil.example/steal" }, 400);
    await refused("flow-unknown-carrier", { carrier: "dhl" }, 400);
    // Nothing was written: the stock is whole and the cart still holds its line
    expect(await stockOf(variant.id)).toBe(3);
    const home = (await checkout(buyer.headers, "flow-home-1", {
      ...toRelayPoint,
      carrier: "colissimo",
      relay_point_id: undefined,
    })) as { statusCode: number; json: () => Checkout };
    expect(home.statusCode).toBe(201);
    const fee = shippingFee({ countryCode: "FR", carrier: "colissimo", subtotalCents: variant.price })!;
    expect(home.json().order.shipping_fee_ttc).toBe(fee.shippingFeeTtcCents / 100);
    expect(await orderRow(home.json().order.id)).toMatchObject({ carrier: "colissimo", relayPointId: null });
    expect(home.json().order.delivery).toMatchObject({ carrier: "colissimo", relay_point_id: null });
  });
});

describe("a saved payment method at checkout", () => {
  const savedCard = (clientId: number, expirationDate: string) =>
    ctx.app.db
      .insert(paymentMethods)
      .values({
        clientId,
        gateway: "sandbox",
        platform: "card_via_sandbox",
        externalId: `pm_${Math.random().toString(36).slice(2, 10)}`,
        brand: "visa",
        last4: "4242",
        expirationDate,
      })
      .returning()
      .then(([row]) => row!);

  it("is charged without a payment page: the order is paid at once, with one confirmation", async () => {
    const variant = await variantWithStock(3);
    const buyer = await shopper(variant.id, 1);
    const card = await savedCard(buyer.clientId, "2099-12-31");
    const placed = await checkout(buyer.headers, "flow-saved-1", { ...toRelayPoint, payment_method_id: card.id });
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = placed.json() as Checkout;
    expect(answer.payment).toMatchObject({ status: "PAID", redirect_url: null });
    expect(await orderRow(answer.order.id)).toMatchObject({ status: "PAID" });
    expect((await paymentsOf(answer.order.id))[0]).toMatchObject({ paymentMethodId: card.id, status: "SUCCEEDED" });
    await waitForMail(ctx.mail, confirmationOf(answer.order.id));
    expect(ctx.mail.received.filter(confirmationOf(answer.order.id))).toHaveLength(1);
  });

  it("refuses an expired method: nothing charged, the stock and the cart given back", async () => {
    const variant = await variantWithStock(3);
    const buyer = await shopper(variant.id, 2);
    const card = await savedCard(buyer.clientId, "2020-01-31");
    const placed = await checkout(buyer.headers, "flow-saved-2", { ...toRelayPoint, payment_method_id: card.id });
    expectProblem(placed, 422, "PAYMENT_METHOD_INVALID");
    expect(await stockOf(variant.id)).toBe(3);
    const cart = await ctx.app.inject({ method: "GET", url: "/shop/cart", headers: buyer.headers });
    expect(cart.json()).toMatchObject({ lines: [{ variant_id: variant.id, quantity: 2 }] });
  });
});

describe("a code at checkout", () => {
  it("takes the discount off, offers shipping, is used once and given back when the payment fails", async () => {
    await ctx.app.db.insert(codes).values({
      code: "FLOW20",
      kind: "DISCOUNT",
      percent: 20,
      shippingFeeOffered: true,
      appliesTo: "SHOP",
      maxUsesPerClient: 1,
    });
    const variant = await variantWithStock(10);
    const buyer = await shopper(variant.id, 1);
    const withCode = (key: string, code: string) => checkout(buyer.headers, key, { ...toRelayPoint, code });
    const addLine = () =>
      ctx.app.inject({
        method: "POST",
        url: "/shop/cart/lines",
        headers: buyer.headers,
        payload: { variant_id: variant.id },
      });

    expectProblem(await withCode("flow-code-unknown", "NOPE-NOPE"), 422, "INVALID_CODE");
    expectProblem(await withCode("flow-code-box", "BIENVENUE15"), 422, "INVALID_CODE");
    expect(await stockOf(variant.id)).toBe(10);

    const first = (await withCode("flow-code-1", " flow20 ")).json() as Checkout & {
      order: { discount_amount: number; offer: { shipping_fee_offered: boolean } };
    };
    const discount = Math.round(variant.price * 0.2);
    expect(first.order).toMatchObject({
      discount_amount: discount / 100,
      shipping_fee_ttc: 0,
      offer: { shipping_fee_offered: true },
      total_amount_ttc: (variant.price - discount) / 100,
    });
    const redemptions = () =>
      ctx.app.db.select().from(codeRedemptions).where(eq(codeRedemptions.clientId, buyer.clientId));
    expect(await redemptions()).toMatchObject([{ orderId: first.order.id, discountCents: discount }]);
    expect(await paymentsOf(first.order.id)).toMatchObject([{ amountCents: variant.price - discount }]);

    // Declined: the order is cancelled and the code can be used again
    await choose(first.payment!.redirect_url!, { choice: "decline", decline_code: "card_declined" });
    expect(await redemptions()).toHaveLength(0);
    // …and its line is back in the cart: the shopper tries again at once
    const cart = await ctx.app.inject({ method: "GET", url: "/shop/cart", headers: buyer.headers });
    expect(cart.json()).toMatchObject({ lines: [{ variant_id: variant.id, quantity: 1 }] });
    expect((await withCode("flow-code-2", "FLOW20")).statusCode).toBe(201);
    expect((await addLine()).statusCode).toBe(200);
    expectProblem(await withCode("flow-code-3", "FLOW20"), 422, "COUPON_CODE_ALREADY_USED");
    expect(await redemptions()).toHaveLength(1);
    expect(await stockOf(variant.id)).toBe(9);
  });
});
