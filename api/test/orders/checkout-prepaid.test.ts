/**
 * What a checkout gives back and what pays it besides the card: a declined or abandoned payment
 * puts the order's lines back in the cart (with the stock, code, gift card and wallet), a gift
 * card and the wallet pay part or all of the total (all: no payment, paid at once), the sweep
 * cancels abandoned orders, and a payment succeeding after that is refunded to the card.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  giftCards,
  lookProducts,
  looks,
  orders,
  payments,
  productVariants,
  walletTransactions,
} from "../../src/db/schema/index.js";
import { cartLinesOfOrder } from "#domain/cart.js";
import { webhookSignature } from "../../src/modules/payments/signed.js";
import { sweepUnpaidOrders } from "../../src/modules/orders/sweep.js";
import { parisClient, shopStock } from "../shop-fixtures.js";
import { createTestApp, expectProblem, waitForMail, type TestContext } from "../helpers.js";

const STOREFRONT = "http://localhost:3000";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000, storefrontUrl: STOREFRONT });
}, 60_000);
afterAll(async () => ctx?.close());

type Order = {
  id: number;
  status: string;
  total_amount_ttc: number;
  gift_card_amount: number;
  wallet_amount: number;
  amount_to_pay: number;
};
type Checkout = { order: Order; payment: { status: string; redirect_url: string | null } | null };
type CartLine = {
  variant_id: number | null;
  look_id: number | null;
  look_variant_ids: number[] | null;
  quantity: number;
};

const { variantWithStock, stockOf } = shopStock(() => ctx.app.db);
const tag = () => Math.random().toString(36).slice(2, 10);

/** A signed-in client in Paris (default FR shipping address), its cart empty. */
async function shopper() {
  return parisClient(ctx, "prepaid");
}

async function addLine(headers: Record<string, string>, payload: object) {
  const added = await ctx.app.inject({ method: "POST", url: "/shop/cart/lines", headers, payload });
  expect(added.statusCode, added.body).toBe(200);
}

const cartOf = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: "GET", url: "/shop/cart", headers })).json() as { lines: CartLine[] };

const toRelayPoint = {
  carrier: "mondial_relay",
  relay_point_id: "FR-020148",
  platform: "card_via_sandbox",
  return_url: `${STOREFRONT}/shop/payment-successful`,
};

const checkout = (headers: Record<string, string>, key: string, extra: object = {}) =>
  ctx.app.inject({
    method: "POST",
    url: "/clients/me/orders",
    headers: { ...headers, "idempotency-key": key },
    payload: { ...toRelayPoint, ...extra },
  });

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** Declines on the sandbox page, as its form posts it. */
async function decline(redirectUrl: string) {
  const answer = await ctx.app.inject({
    method: "POST",
    url: pathOf(redirectUrl),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ choice: "decline", decline_code: "insufficient_funds" }).toString(),
  });
  expect(answer.statusCode).toBe(303);
}

async function giftCard(balanceCents: number, extra: Partial<typeof giftCards.$inferInsert> = {}) {
  const code = `GIFT-${tag().toUpperCase()}`;
  await ctx.app.db.insert(giftCards).values({ code, amountCents: balanceCents, balanceCents, ...extra });
  return code;
}
const balanceOf = async (code: string) =>
  (await ctx.app.db.select().from(giftCards).where(eq(giftCards.code, code)))[0]!.balanceCents;

async function fundWallet(clientId: number, cents: number) {
  await ctx.app.db
    .insert(walletTransactions)
    .values({ clientId, amountCents: cents, balanceAfterCents: cents, kind: "GIFT_CARD", reference: `test-${tag()}` });
}
const walletOf = async (headers: Record<string, string>) =>
  ((await ctx.app.inject({ method: "GET", url: "/clients/me/wallet", headers })).json() as { amount: number }).amount;

const orderRow = async (id: number) => (await ctx.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentsOf = (orderId: number) => ctx.app.db.select().from(payments).where(eq(payments.orderId, orderId));
const cents = (euros: number) => Math.round(euros * 100);

/** A shop look with one size per product, each size's stock set; its sizes on products no other test uses. */
async function lookWithStock(stock: number) {
  const [look] = await ctx.app.db
    .select({ id: looks.id })
    .from(looks)
    .where(and(eq(looks.isShop, true), eq(looks.isPublished, true)))
    .limit(1);
  const items = await ctx.app.db
    .select({ productId: lookProducts.productId })
    .from(lookProducts)
    .where(eq(lookProducts.lookId, look!.id));
  const productIds = items.map((i) => i.productId);
  const sizes = await ctx.app.db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(productVariants.id);
  const oneEach = productIds.map((id) => sizes.find((s) => s.productId === id)!.id).sort((a, b) => a - b);
  await ctx.app.db.update(productVariants).set({ stock }).where(inArray(productVariants.id, oneEach));
  return { lookId: look!.id, variantIds: oneEach, productIds };
}

describe("cartLinesOfOrder", () => {
  it("rebuilds product lines and looks, the same look in two sets of sizes as two lines", () => {
    const look = (productId: number, variantId: number, quantity: number) => ({
      lookId: 7,
      productId,
      variantId,
      quantity,
    });
    expect(
      cartLinesOfOrder([
        { lookId: null, productId: 1, variantId: 10, quantity: 2 },
        look(2, 21, 1),
        look(3, 30, 1),
        look(3, 31, 1),
        look(2, 20, 1),
        look(2, 22, 3),
        look(3, 32, 3),
        { lookId: null, productId: 1, variantId: 11, quantity: 1 },
      ]),
    ).toEqual([
      { lookId: null, variantIds: [10], quantity: 2 },
      { lookId: 7, variantIds: [21, 30], quantity: 1 },
      { lookId: 7, variantIds: [20, 31], quantity: 1 },
      { lookId: 7, variantIds: [22, 32], quantity: 3 },
      { lookId: null, variantIds: [11], quantity: 1 },
    ]);
  });
});

describe("a declined payment keeps the cart", () => {
  it("puts the product and look lines back, added to the cart's lines and capped by the stock", async () => {
    const look = await lookWithStock(4);
    let product = await variantWithStock(3);
    while (look.productIds.includes(product.productId)) product = await variantWithStock(3);
    const buyer = await shopper();
    await addLine(buyer.headers, { variant_id: product.id, quantity: 2 });
    await addLine(buyer.headers, { look_id: look.lookId, look_variant_ids: look.variantIds, quantity: 1 });

    const placed = (await checkout(buyer.headers, `keep-${tag()}`)).json() as Checkout;
    expect(placed.order.status).toBe("PENDING_PAYMENT");
    expect((await cartOf(buyer.headers)).lines).toHaveLength(0);
    // Meanwhile the shopper adds the last unit again, then someone else buys what was left
    await addLine(buyer.headers, { variant_id: product.id, quantity: 1 });
    await ctx.app.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, product.id));

    await decline(placed.payment!.redirect_url!);
    expect(await orderRow(placed.order.id)).toMatchObject({ status: "CANCELLED" });
    expect(await stockOf(product.id)).toBe(2);
    const cart = await cartOf(buyer.headers);
    // 1 in the cart + 2 given back, capped by the 2 units the stock has again
    expect(cart.lines).toEqual([
      expect.objectContaining({ variant_id: product.id, look_id: null, quantity: 2 }),
      expect.objectContaining({
        variant_id: null,
        look_id: look.lookId,
        look_variant_ids: look.variantIds,
        quantity: 1,
      }),
    ]);
  });
});

describe("a gift card at checkout", () => {
  it("pays part of the total, the payment charges the rest, and a declined payment gives it back", async () => {
    const variant = await variantWithStock(5);
    const buyer = await shopper();
    await addLine(buyer.headers, { variant_id: variant.id });
    const code = await giftCard(300);

    const answer = await checkout(buyer.headers, `gift-${tag()}`, { gift_card_code: ` ${code.toLowerCase()} ` });
    expect(answer.statusCode, answer.body).toBe(201);
    const placed = answer.json() as Checkout;
    expect(placed.order.gift_card_amount).toBe(3);
    expect(cents(placed.order.amount_to_pay)).toBe(cents(placed.order.total_amount_ttc) - 300);
    expect(await paymentsOf(placed.order.id)).toMatchObject([
      { amountCents: cents(placed.order.total_amount_ttc) - 300 },
    ]);
    expect(await orderRow(placed.order.id)).toMatchObject({ giftCardAmountCents: 300 });
    expect(await balanceOf(code)).toBe(0);
    expectProblem(
      await ctx.app.inject({ method: "GET", url: `/clients/me/gift_cards/${code}`, headers: buyer.headers }),
      422,
      "GIFT_CARD_ALREADY_USED",
    );

    await decline(placed.payment!.redirect_url!);
    expect(await balanceOf(code)).toBe(300);
    // The cart holds the line again: the same card pays again
    const again = await checkout(buyer.headers, `gift-${tag()}`, { gift_card_code: code });
    expect(again.statusCode, again.body).toBe(201);
    expect((again.json() as Checkout).order.gift_card_amount).toBe(3);
  });

  it("refuses a used, an expired or an unknown card with the §8 types, writing nothing", async () => {
    const variant = await variantWithStock(2);
    const buyer = await shopper();
    await addLine(buyer.headers, { variant_id: variant.id });
    const used = await giftCard(500, { usedAt: new Date() });
    const empty = await giftCard(500, { balanceCents: 0 });
    const expired = await giftCard(500, { expiresAt: new Date(Date.now() - 86_400_000) });
    const refused = async (code: string, type: string) =>
      expectProblem(await checkout(buyer.headers, `refused-${tag()}`, { gift_card_code: code }), 422, type);
    await refused(used, "GIFT_CARD_ALREADY_USED");
    await refused(empty, "GIFT_CARD_ALREADY_USED");
    await refused(expired, "GIFT_CARD_EXPIRED");
    await refused("NO-SUCH-CARD", "INVALID_CODE");
    expect(await stockOf(variant.id)).toBe(2);
    expect((await cartOf(buyer.headers)).lines).toHaveLength(1);
  });

  it("is spent by one checkout only when several try at once", async () => {
    // Smaller than any order's total: the first checkout spends it all
    const code = await giftCard(100);
    const buyers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const buyer = await shopper();
        await addLine(buyer.headers, { variant_id: (await variantWithStock(2)).id });
        return buyer;
      }),
    );
    const answers = await Promise.all(
      buyers.map((buyer) => checkout(buyer.headers, `race-${tag()}`, { gift_card_code: code })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422]);
    const winner = answers.find((a) => a.statusCode === 201)!.json() as Checkout;
    expect(winner.order.gift_card_amount).toBe(1);
    expect(await balanceOf(code)).toBe(0);
  });
});

describe("the wallet at checkout", () => {
  it("pays with the gift card the whole total: no payment, paid at once, one e-mail", async () => {
    const variant = await variantWithStock(3);
    const buyer = await shopper();
    await addLine(buyer.headers, { variant_id: variant.id });
    await fundWallet(buyer.clientId, 100_000);
    const code = await giftCard(500);
    const key = `whole-${tag()}`;

    const answer = await checkout(buyer.headers, key, { gift_card_code: code, use_wallet: true });
    expect(answer.statusCode, answer.body).toBe(201);
    const placed = answer.json() as Checkout;
    expect(placed.payment).toBeNull();
    const total = cents(placed.order.total_amount_ttc);
    expect(placed.order).toMatchObject({ status: "PAID", gift_card_amount: 5, amount_to_pay: 0 });
    expect(cents(placed.order.wallet_amount)).toBe(total - 500);
    expect(await paymentsOf(placed.order.id)).toHaveLength(0);
    expect(await walletOf(buyer.headers)).toBe((100_000 - (total - 500)) / 100);
    const movements = await ctx.app.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.orderId, placed.order.id));
    expect(movements).toMatchObject([{ kind: "ORDER_PAYMENT", amountCents: -(total - 500) }]);
    const subject = `Votre commande n° ${placed.order.id} est confirmée`;
    await waitForMail(ctx.mail, (m) => m.subject === subject);

    // A replay answers the same paid order, charges nothing and sends nothing again
    const replay = await checkout(buyer.headers, key, { gift_card_code: code, use_wallet: true });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ order: { id: placed.order.id, status: "PAID" }, payment: null });
    // Another body under the same key is refused (use_wallet is part of the checkout)
    expectProblem(await checkout(buyer.headers, key, { gift_card_code: code }), 409, "IDEMPOTENCY_KEY_REUSED");
    await new Promise((r) => setTimeout(r, 200));
    expect(ctx.mail.received.filter((m) => m.subject === subject)).toHaveLength(1);
  });
});

describe("the sweep of abandoned checkouts", () => {
  it("cancels an order left unpaid, gives everything back, and refunds to the card a payment that comes after", async () => {
    const variant = await variantWithStock(4);
    const buyer = await shopper();
    await addLine(buyer.headers, { variant_id: variant.id, quantity: 2 });
    await fundWallet(buyer.clientId, 700);

    const placed = (await checkout(buyer.headers, `swept-${tag()}`, { use_wallet: true })).json() as Checkout;
    expect(placed.order.wallet_amount).toBe(7);
    expect(await walletOf(buyer.headers)).toBe(0);
    const [payment] = await paymentsOf(placed.order.id);
    expect(payment!.amountCents).toBe(cents(placed.order.total_amount_ttc) - 700);
    expect(await stockOf(variant.id)).toBe(2);

    // Not yet: the shopper may still be on the payment page
    const soon = new Date(Date.now() + 30 * 60_000);
    expect(await sweepUnpaidOrders(ctx.app.db, { ttlMinutes: 60, now: soon })).not.toContain(placed.order.id);
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await sweepUnpaidOrders(ctx.app.db, { ttlMinutes: 60, now: later })).toContain(placed.order.id);
    expect(await sweepUnpaidOrders(ctx.app.db, { ttlMinutes: 60, now: later })).not.toContain(placed.order.id);
    expect(await orderRow(placed.order.id)).toMatchObject({ status: "CANCELLED" });
    expect(await stockOf(variant.id)).toBe(4);
    expect(await walletOf(buyer.headers)).toBe(7);
    expect((await cartOf(buyer.headers)).lines).toMatchObject([{ variant_id: variant.id, quantity: 2 }]);

    // The shopper paid anyway: the order stays cancelled, the money goes back to the card, once
    const body = JSON.stringify({
      id: `evt_late_${tag()}`,
      type: "payment.succeeded",
      reference: `pay_${payment!.id}`,
    });
    const webhook = await ctx.app.inject({
      method: "POST",
      url: "/payments/webhooks/sandbox",
      headers: {
        "content-type": "application/json",
        "x-sandbox-signature": webhookSignature(ctx.config.payments.sandboxSecret, body, Math.floor(Date.now() / 1000)),
      },
      payload: body,
    });
    expect(webhook.statusCode, webhook.body).toBe(200);
    expect(await orderRow(placed.order.id)).toMatchObject({ status: "CANCELLED" });
    expect((await paymentsOf(placed.order.id))[0]).toMatchObject({
      status: "REFUNDED",
      refundedCents: payment!.amountCents,
    });
    expect([...ctx.app.payments.sandbox!.refunds.values()]).toContainEqual({
      reference: `pay_${payment!.id}`,
      amountCents: payment!.amountCents,
      currency: "EUR",
    });
    expect(await walletOf(buyer.headers)).toBe(7);
  });
});
