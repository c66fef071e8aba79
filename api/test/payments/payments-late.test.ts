/**
 * On the sandbox (offline) provider: a payment page paid after the order was given up (declined
 * then approved, or the shopper left it and the storefront gave the order up) is refunded exactly
 * once; leaving the page gives the order back at once; signed webhooks that are not events answer
 * 400; the page and the confirmation e-mail speak the language of the checkout.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments, walletTransactions } from "../../src/db/schema/index.js";
import { webhookSignature } from "../../src/modules/payments/signed.js";
import { parisClient, shopStock } from "../shop-fixtures.js";
import { createTestApp, expectProblem, waitForMail, type TestContext } from "../helpers.js";

const STOREFRONT = "http://localhost:3000";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000, storefrontUrl: STOREFRONT });
}, 60_000);
afterAll(async () => ctx?.close());

type Headers = Record<string, string>;
type Checkout = { order: { id: number; status: string }; payment: { redirect_url: string } | null };

const { variantWithStock, stockOf } = shopStock(() => ctx.app.db);
const tag = () => Math.random().toString(36).slice(2, 10);

/** A client in Paris with one unit of a size (stock 3) in the cart, and the order of that cart placed. */
async function placed(headers: Headers = {}) {
  const variant = await variantWithStock(3);
  const buyer = await parisClient(ctx, "late");
  const added = await ctx.app.inject({
    method: "POST",
    url: "/shop/cart/lines",
    headers: buyer.headers,
    payload: { variant_id: variant.id, quantity: 1 },
  });
  expect(added.statusCode, added.body).toBe(200);
  const answer = await ctx.app.inject({
    method: "POST",
    url: "/clients/me/orders",
    headers: { ...buyer.headers, ...headers, "idempotency-key": `late-${tag()}` },
    payload: {
      carrier: "colissimo",
      platform: "card_via_sandbox",
      return_url: `${STOREFRONT}/shop/payment-successful`,
    },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const checkout = answer.json() as Checkout;
  const [payment] = await ctx.app.db.select().from(payments).where(eq(payments.orderId, checkout.order.id));
  return { ...buyer, variant, order: checkout.order, page: checkout.payment!.redirect_url, payment: payment! };
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The shopper's choice on the sandbox page, as its form posts it; the answer's way back to the shop. */
async function choose(page: string, form: Record<string, string>) {
  const answer = await ctx.app.inject({
    method: "POST",
    url: pathOf(page),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });
  expect(answer.statusCode, answer.body).toBe(303);
  const back = new URL(answer.headers.location as string);
  return { sessionId: back.searchParams.get("sessionId")!, redirectResult: back.searchParams.get("redirectResult")! };
}

const paymentRow = async (id: number) => (await ctx.app.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const orderStatus = async (id: number) =>
  (await ctx.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const refundsOf = (paymentId: number) =>
  [...ctx.app.payments.sandbox!.refunds.values()].filter((r) => r.reference === `pay_${paymentId}`);
const walletMovements = (clientId: number) =>
  ctx.app.db.select().from(walletTransactions).where(eq(walletTransactions.clientId, clientId));
const cartOf = async (headers: Headers) =>
  ((await ctx.app.inject({ method: "GET", url: "/shop/cart", headers })).json() as { lines: { variant_id: number }[] })
    .lines;

function postSandboxWebhook(body: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/payments/webhooks/sandbox",
    headers: {
      "content-type": "application/json",
      "x-sandbox-signature": webhookSignature(ctx.config.payments.sandboxSecret, body, Math.floor(Date.now() / 1000)),
    },
    payload: body,
  });
}

describe("a payment page paid after its order was cancelled", () => {
  it("declined, then approved on the same page: refunded to the card exactly once, the order stays cancelled", async () => {
    const { clientId, headers, order, page, payment } = await placed();
    await choose(page, { choice: "decline", decline_code: "insufficient_funds" });
    expect(await orderStatus(order.id)).toBe("CANCELLED");

    // Back in the browser, approve on the page that was declined
    const approved = await choose(page, { choice: "approve" });
    expect(await orderStatus(order.id)).toBe("CANCELLED");
    expect(await paymentRow(payment.id)).toMatchObject({ status: "REFUNDED", refundedCents: payment.amountCents });
    expect(refundsOf(payment.id)).toEqual([
      { reference: `pay_${payment.id}`, amountCents: payment.amountCents, currency: "EUR" },
    ]);

    // The return after the webhook, and the same success sent again: nothing more
    const back = await ctx.app.inject({
      method: "POST",
      url: "/clients/me/payment-returns",
      headers,
      payload: approved,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ order_id: order.id, status: "REFUNDED" });
    const again = JSON.stringify({ id: `evt_${tag()}`, type: "payment.succeeded", reference: `pay_${payment.id}` });
    expect((await postSandboxWebhook(again)).json()).toEqual({ received: 1, duplicates: 0 });
    expect((await postSandboxWebhook(again)).json()).toEqual({ received: 1, duplicates: 1 });
    await choose(page, { choice: "approve" });
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect(await walletMovements(clientId)).toEqual([]);
  });
});

describe("POST /clients/me/orders/{id}/abandon", () => {
  it("gives the unpaid order back at once; again the same; a later approval on the old page is refunded", async () => {
    const { clientId, headers, variant, order, page, payment } = await placed();
    expect(await stockOf(variant.id)).toBe(2);
    const abandon = (as: Headers, id = order.id) =>
      ctx.app.inject({ method: "POST", url: `/clients/me/orders/${id}/abandon`, headers: as });

    const stranger = await parisClient(ctx, "late-stranger");
    expectProblem(await abandon(stranger.headers), 404);
    expect(await orderStatus(order.id)).toBe("PENDING_PAYMENT");

    const first = await abandon(headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: order.id, status: "CANCELLED" });
    expect(await paymentRow(payment.id)).toMatchObject({ status: "FAILED", errorCode: "payment_cancelled" });
    expect(await stockOf(variant.id)).toBe(3);
    expect(await cartOf(headers)).toMatchObject([{ variant_id: variant.id, quantity: 1 }]);

    const second = await abandon(headers);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await cartOf(headers)).toMatchObject([{ variant_id: variant.id, quantity: 1 }]);

    // The old page is still open in another tab: paying it is a late success, refunded
    await choose(page, { choice: "approve" });
    expect(await orderStatus(order.id)).toBe("CANCELLED");
    expect(await paymentRow(payment.id)).toMatchObject({ status: "REFUNDED", refundedCents: payment.amountCents });
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect(await walletMovements(clientId)).toEqual([]);
    expect((await abandon(headers)).statusCode).toBe(200);
    expectProblem(await abandon(headers, 2147483647), 404);
  });

  it("under a race of five give-ups and the page's approval: the units, the cart and the money move once", async () => {
    const { clientId, headers, variant, order, page, payment } = await placed();
    const abandon = () => ctx.app.inject({ method: "POST", url: `/clients/me/orders/${order.id}/abandon`, headers });
    const answers = await Promise.all([...Array.from({ length: 5 }, abandon), choose(page, { choice: "approve" })]);
    const codes = answers.slice(0, 5).map((answer) => (answer as Awaited<ReturnType<typeof abandon>>).statusCode);

    const status = await orderStatus(order.id);
    if (status === "PAID") {
      // The approval won: every give-up was refused, nothing came back
      expect(codes.every((code) => code === 409 || code === 200)).toBe(true);
      expect(await stockOf(variant.id)).toBe(2);
      expect(await cartOf(headers)).toEqual([]);
      expect(refundsOf(payment.id)).toEqual([]);
    } else {
      // A give-up won: the order came back once, and the approval that followed is refunded once
      expect(status).toBe("CANCELLED");
      expect(codes.every((code) => code === 200)).toBe(true);
      expect(await stockOf(variant.id)).toBe(3);
      expect(await cartOf(headers)).toMatchObject([{ variant_id: variant.id, quantity: 1 }]);
      expect(await paymentRow(payment.id)).toMatchObject({ status: "REFUNDED", refundedCents: payment.amountCents });
      expect(refundsOf(payment.id)).toHaveLength(1);
    }
    expect(await walletMovements(clientId)).toEqual([]);
  });

  it("refuses a paid order with 409 ORDER_ALREADY_PAID", async () => {
    const { headers, order, page } = await placed();
    await choose(page, { choice: "approve" });
    expect(await orderStatus(order.id)).toBe("PAID");
    const answer = await ctx.app.inject({ method: "POST", url: `/clients/me/orders/${order.id}/abandon`, headers });
    expectProblem(answer, 409, "ORDER_ALREADY_PAID");
    expect(await orderStatus(order.id)).toBe("PAID");
  });
});

describe("sandbox webhooks whose body is not an event", () => {
  it("answer 400 WEBHOOK_PAYLOAD_INVALID when correctly signed", async () => {
    for (const body of [
      "[]",
      "null",
      '"pay_1"',
      "{}",
      "not json",
      '{"type":"payment.succeeded","reference":"pay_1"}',
    ]) {
      expectProblem(await postSandboxWebhook(body), 400, "WEBHOOK_PAYLOAD_INVALID");
    }
  });
});

describe("the language of the checkout", () => {
  it("is the sandbox page's and the confirmation e-mail's, whatever the client's own", async () => {
    const { order, page } = await placed({ "accept-language": "de-DE,de;q=0.9" });
    const shown = await ctx.app.inject({ method: "GET", url: pathOf(page) });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<html lang="de">');
    expect(shown.body).toContain("mit Karte bezahlen");
    expect(shown.body).toMatch(/\d+,\d{2}\s€/);
    expect(shown.body).toContain(">Genehmigen</button>");
    expect(shown.body).not.toContain("Approve");

    await choose(page, { choice: "approve" });
    const mail = await waitForMail(ctx.mail, (m) => m.subject === `Ihre Bestellung Nr. ${order.id} ist bestätigt`);
    expect(mail.text).toContain("Vielen Dank für Ihre Bestellung!");
  });

  it("leaves an expired page in the browser's language", async () => {
    const expired = await ctx.app.inject({
      method: "GET",
      url: "/sandbox/pay?session=forged",
      headers: { "accept-language": "es" },
    });
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain('<html lang="es">');
  });
});
