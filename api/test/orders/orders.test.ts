import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addresses,
  cartLines,
  carts,
  clients,
  lookProducts,
  looks,
  orders,
  productVariants,
} from "../../src/db/schema/index.js";
import { shippingFee } from "#domain/checkout.js";
import { sizeLabel } from "#domain/profiles.js";
import { issueTokenPair } from "../../src/modules/clients/tokens.js";
import { markOrderPaid } from "../../src/modules/orders/checkout/index.js";
import { DEMO_CLIENT } from "../../src/seed/data/accounts.js";
import { shopStock } from "../shop-fixtures.js";
import { createTestApp, expectProblem, outboxMail, signIn, waitForMail, type TestContext } from "../helpers.js";

type Cart = {
  cart_token: string | null;
  lines: { id: number; variant_id: number | null; look_id: number | null; quantity: number; max_quantity: number }[];
  items_count: number;
  items_amount_ttc: number;
};
type Checkout = { order: { id: number; status: string; total_amount_ttc: number; lines: unknown[] }; payment: unknown };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => ctx?.close());

const { variantWithStock, stockOf } = shopStock(() => ctx.app.db);

/** `count` new clients, each with a default shipping address and `variantId` × 1 in its cart. */
async function shoppers(count: number, variantId: number, productId: number) {
  const db = ctx.app.db;
  const tag = Math.random().toString(36).slice(2, 8);
  const made = await db
    .insert(clients)
    .values(Array.from({ length: count }, (_, i) => ({ email: `shopper-${tag}-${i}@example.test`, firstname: "Alex" })))
    .returning({ id: clients.id });
  const ids = made.map((c) => c.id);
  const saved = await db
    .insert(addresses)
    .values(
      ids.map((clientId) => ({
        clientId,
        kind: "shipping" as const,
        street: "1 rue de la Paix",
        postcode: "75002",
        city: "Paris",
        countryCode: "FR" as const,
        phone: "+33612345678",
      })),
    )
    .returning({ id: addresses.id, clientId: addresses.clientId });
  for (const a of saved) {
    await db.update(clients).set({ defaultShippingAddressId: a.id }).where(eq(clients.id, a.clientId));
  }
  const cartRows = await db
    .insert(carts)
    .values(ids.map((clientId) => ({ clientId })))
    .returning({ id: carts.id });
  await db.insert(cartLines).values(cartRows.map((c) => ({ cartId: c.id, productId, variantId, quantity: 1 })));
  return Promise.all(
    ids.map(async (clientId) => ({
      clientId,
      headers: {
        authorization: `Bearer ${(await issueTokenPair(ctx.app, { id: clientId })).access_token}`,
      },
    })),
  );
}

/** Home delivery, paid by card on the sandbox's hosted page. */
const delivery = {
  carrier: "colissimo",
  platform: "card_via_sandbox",
  return_url: "http://localhost:3000/shop/payment-successful",
};
const checkout = (headers: Record<string, string>, key: string, payload: object = {}) =>
  ctx.app.inject({
    method: "POST",
    url: "/clients/me/orders",
    headers: { ...headers, "idempotency-key": key },
    payload: { ...delivery, ...payload },
  });

describe("guest cart", () => {
  it("adds, changes and removes lines within the stock, with a token for the guest", async () => {
    const variant = await variantWithStock(3);
    const empty = await ctx.app.inject({ method: "GET", url: "/shop/cart" });
    expect(empty.json()).toMatchObject({ cart_token: null, lines: [], items_count: 0 });

    const added = await ctx.app.inject({
      method: "POST",
      url: "/shop/cart/lines",
      payload: { variant_id: variant.id, quantity: 2 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart = added.json() as Cart;
    expect(cart.cart_token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(cart.lines).toEqual([expect.objectContaining({ variant_id: variant.id, quantity: 2, max_quantity: 3 })]);
    expect(cart.items_amount_ttc).toBe((variant.price * 2) / 100);
    const headers = { "x-cart-token": cart.cart_token! };

    // The same size adds to its line; beyond the stock is refused and nothing changes
    expectProblem(
      await ctx.app.inject({
        method: "POST",
        url: "/shop/cart/lines",
        headers,
        payload: { variant_id: variant.id, quantity: 2 },
      }),
      409,
      "NOT_ENOUGH_STOCK",
    );
    const more = await ctx.app.inject({
      method: "POST",
      url: "/shop/cart/lines",
      headers,
      payload: { variant_id: variant.id },
    });
    expect((more.json() as Cart).lines).toEqual([expect.objectContaining({ quantity: 3 })]);
    const lineId = (more.json() as Cart).lines[0]!.id;

    expectProblem(
      await ctx.app.inject({ method: "PATCH", url: `/shop/cart/lines/${lineId}`, headers, payload: { quantity: 4 } }),
      409,
      "NOT_ENOUGH_STOCK",
    );
    expectProblem(
      await ctx.app.inject({ method: "PATCH", url: `/shop/cart/lines/${lineId}`, headers, payload: { quantity: 0 } }),
      400,
    );
    const lowered = await ctx.app.inject({
      method: "PATCH",
      url: `/shop/cart/lines/${lineId}`,
      headers,
      payload: { quantity: 1 },
    });
    expect((lowered.json() as Cart).items_count).toBe(1);

    // Another cart cannot touch this line
    expectProblem(await ctx.app.inject({ method: "DELETE", url: `/shop/cart/lines/${lineId}` }), 404);
    const removed = await ctx.app.inject({ method: "DELETE", url: `/shop/cart/lines/${lineId}`, headers });
    expect((removed.json() as Cart).lines).toEqual([]);
  });

  it("refuses a size out of stock and a look without one size per product", async () => {
    const variant = await variantWithStock(0);
    expectProblem(
      await ctx.app.inject({ method: "POST", url: "/shop/cart/lines", payload: { variant_id: variant.id } }),
      409,
      "NOT_ENOUGH_STOCK",
    );
    const [look] = await ctx.app.db.select({ id: looks.id }).from(looks).where(eq(looks.isShop, true)).limit(1);
    const items = await ctx.app.db
      .select({ productId: lookProducts.productId })
      .from(lookProducts)
      .where(eq(lookProducts.lookId, look!.id));
    const sizes = await ctx.app.db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .where(
        inArray(
          productVariants.productId,
          items.map((i) => i.productId),
        ),
      );
    const oneEach = items.map((i) => sizes.find((s) => s.productId === i.productId)!.id);
    await ctx.app.db.update(productVariants).set({ stock: 5 }).where(inArray(productVariants.id, oneEach));

    expectProblem(
      await ctx.app.inject({
        method: "POST",
        url: "/shop/cart/lines",
        payload: { look_id: look!.id, look_variant_ids: oneEach.slice(1) },
      }),
      422,
      "INVALID_LOOK_SIZES",
    );
    const added = await ctx.app.inject({
      method: "POST",
      url: "/shop/cart/lines",
      payload: { look_id: look!.id, look_variant_ids: oneEach, quantity: 2 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart = added.json() as Cart & { lines: { look: { products: unknown[] } }[] };
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ look_id: look!.id, quantity: 2, max_quantity: 5 });
    expect(cart.lines[0]!.look.products).toHaveLength(oneEach.length);
    expect(cart.items_count).toBe(2);
  });

  it("merges into the client's cart at sign-in, summing quantities capped by the stock", async () => {
    const [a, b] = [await variantWithStock(3), await variantWithStock(4)];
    const guest = (
      await ctx.app.inject({ method: "POST", url: "/shop/cart/lines", payload: { variant_id: a.id, quantity: 2 } })
    ).json() as Cart;
    const token = guest.cart_token!;
    await ctx.app.inject({
      method: "POST",
      url: "/shop/cart/lines",
      headers: { "x-cart-token": token },
      payload: { variant_id: b.id, quantity: 1 },
    });

    const { headers } = await signIn(ctx.app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const mine = await ctx.app.inject({
      method: "POST",
      url: "/shop/cart/lines",
      headers,
      payload: { variant_id: a.id, quantity: 2 },
    });
    expect((mine.json() as Cart).cart_token).toBeNull();

    const merged = await ctx.app.inject({
      method: "POST",
      url: "/shop/cart/merge",
      headers,
      payload: { cart_token: token },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const lines = (merged.json() as Cart).lines;
    expect(lines.find((l) => l.variant_id === a.id)?.quantity).toBe(3);
    expect(lines.find((l) => l.variant_id === b.id)?.quantity).toBe(1);

    // The guest cart is gone; merging again changes nothing
    const again = await ctx.app.inject({
      method: "POST",
      url: "/shop/cart/merge",
      headers,
      payload: { cart_token: token },
    });
    expect((again.json() as Cart).lines).toEqual(lines);
    const gone = await ctx.app.inject({ method: "GET", url: "/shop/cart", headers: { "x-cart-token": token } });
    expect((gone.json() as Cart).lines).toEqual([]);
    expectProblem(
      await ctx.app.inject({ method: "POST", url: "/shop/cart/merge", payload: { cart_token: token } }),
      401,
    );
  });
});

describe("checkout", () => {
  it("gives exactly 5 orders for 200 parallel checkouts of the last 5 units", async () => {
    const variant = await variantWithStock(5);
    const buyers = await shoppers(200, variant.id, variant.productId);
    const answers = await Promise.all(buyers.map((b, i) => checkout(b.headers, `race-${i}-${variant.id}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(195);
    for (const r of refused) expectProblem(r, 409, "NOT_ENOUGH_STOCK");
    expect(await stockOf(variant.id)).toBe(0);
    const [placed] = await ctx.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        inArray(
          orders.clientId,
          buyers.map((b) => b.clientId),
        ),
      );
    expect(placed!.n).toBe(5);
  }, 120_000);

  it("places one order and one charge for the same checkout sent 5 times", async () => {
    const variant = await variantWithStock(10);
    const [buyer] = await shoppers(1, variant.id, variant.productId);
    const charged = new Set<number>();
    const original = ctx.app.shopCheckout.chargeOrder;
    ctx.app.shopCheckout.chargeOrder = async (order) => {
      charged.add(order.id);
      return { status: "PENDING_PAYMENT", redirectUrl: "https://pay.example.test/session" };
    };
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(buyer!.headers, "double-click-1")));
      const ids = new Set(answers.map((a) => (a.json() as Checkout).order.id));
      expect(ids.size).toBe(1);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
      // Every answer carries the payment of the one order (the same payment key: one charge, see checkout-flow)
      expect([...charged]).toEqual([...ids]);
      expect(await stockOf(variant.id)).toBe(9);
      const payment = {
        status: "PENDING_PAYMENT",
        redirect_url: "https://pay.example.test/session",
        client_secret: null,
        return_url: null,
        session_id: null,
        error_code: null,
      };
      for (const answer of answers) expect((answer.json() as Checkout).payment).toEqual(payment);
      const fee = shippingFee({ countryCode: "FR", carrier: "colissimo", subtotalCents: variant.price })!;
      const placed = answers.find((a) => a.statusCode === 201)!.json() as Checkout;
      expect(placed.order.total_amount_ttc).toBe((variant.price + fee.shippingFeeTtcCents) / 100);

      // A later retry with the same key too; with another body it is refused
      const retry = await checkout(buyer!.headers, "double-click-1");
      expect(retry.statusCode).toBe(200);
      expect((retry.json() as Checkout).payment).toEqual(payment);
      expectProblem(
        await checkout(buyer!.headers, "double-click-1", { shipping_address_id: 1 }),
        409,
        "IDEMPOTENCY_KEY_REUSED",
      );
      // A new key with the cart now empty
      expectProblem(await checkout(buyer!.headers, "double-click-2"), 422, "CART_EMPTY");
    } finally {
      ctx.app.shopCheckout.chargeOrder = original;
    }
  });

  it("cancels the order and puts the stock back when the payment cannot start", async () => {
    const variant = await variantWithStock(2);
    const [buyer] = await shoppers(1, variant.id, variant.productId);
    const original = ctx.app.shopCheckout.chargeOrder;
    ctx.app.shopCheckout.chargeOrder = async () => {
      throw new Error("provider down");
    };
    try {
      expectProblem(await checkout(buyer!.headers, "provider-down-1"), 502, "PAYMENT_UNAVAILABLE");
    } finally {
      ctx.app.shopCheckout.chargeOrder = original;
    }
    expect(await stockOf(variant.id)).toBe(2);
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.clientId, buyer!.clientId));
    expect(order!.status).toBe("CANCELLED");
  });

  it("needs an Idempotency-Key and a signed-in client", async () => {
    const { headers } = await signIn(ctx.app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    expectProblem(await ctx.app.inject({ method: "POST", url: "/clients/me/orders", headers, payload: {} }), 400);
    expectProblem(await checkout({}, "no-client-key-1"), 401);
  });
});

describe("payment and history", () => {
  it("marks a paid order once, sends one confirmation in the order's language, lists it", async () => {
    const variant = await variantWithStock(3);
    const [buyer] = await shoppers(1, variant.id, variant.productId);
    const placed = (await checkout(buyer!.headers, "paid-once-1")).json() as Checkout;
    // Placed from a German page by a client whose own language is French
    await ctx.app.db.update(orders).set({ locale: "de" }).where(eq(orders.id, placed.order.id));
    const deps = { db: ctx.app.db, log: ctx.app.log, storefrontUrl: ctx.app.config.storefrontUrl };

    expect(await markOrderPaid(deps, placed.order.id, "pi_test_1")).toBe(true);
    // Written to the outbox with the PAID status: a crash now still sends it
    expect((await outboxMail(ctx.app, `order-paid:${placed.order.id}`))?.doneAt).toBeNull();
    expect(await markOrderPaid(deps, placed.order.id, "pi_test_1")).toBe(false);
    const subject = `Ihre Bestellung Nr. ${placed.order.id} ist bestätigt`;
    expect(ctx.mail.received.filter((m) => m.subject === subject)).toHaveLength(0);
    const mail = await waitForMail(ctx.mail, (m) => m.subject === subject);
    // The size as German says it ("6 Jahre", not the stored "6 ans")
    const [row] = await ctx.app.db
      .select({ size: productVariants.size })
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));
    expect(mail.text).toContain(`(Größe ${sizeLabel(row!.size, "de")})`);
    await new Promise((r) => setTimeout(r, 300));
    expect(ctx.mail.received.filter((m) => m.subject === subject)).toHaveLength(1);

    const history = await ctx.app.inject({ method: "GET", url: "/clients/me/orders", headers: buyer!.headers });
    expect(history.json()).toMatchObject({ total: 1, pages: 1, items: [{ id: placed.order.id, status: "PAID" }] });
    const one = await ctx.app.inject({
      method: "GET",
      url: `/clients/me/orders/${placed.order.id}`,
      headers: buyer!.headers,
    });
    expect(one.json()).toMatchObject({ id: placed.order.id, lines: [{ variant_id: variant.id, quantity: 1 }] });

    const { headers: other } = await signIn(ctx.app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    expectProblem(
      await ctx.app.inject({ method: "GET", url: `/clients/me/orders/${placed.order.id}`, headers: other }),
      404,
    );
  });
});
