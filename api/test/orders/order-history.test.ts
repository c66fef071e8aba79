/**
 * The client's order history (/infos/orders): the list newest first page by page, one order, and
 * paying an order still waiting for its payment again (POST clients/me/orders/{id}/payment).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments } from "../../src/db/schema/index.js";
import { markOrderPaid } from "../../src/modules/orders/checkout/index.js";
import { createTestApp, expectProblem, type TestContext } from "../helpers.js";
import { parisClient, shopStock } from "../shop-fixtures.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => ctx?.close());

const { variantWithStock } = shopStock(() => ctx.app.db);

type Order = { id: number; status: string; locale: string; created_at: string };
type Payment = { status: string; redirect_url: string | null; error_code: string | null };

const RETURN_URL = "http://localhost:3000/de/shop/payment-successful";

/** Puts one unit of a size in the client's cart and checks out to the sandbox's card page. */
async function placeOrder(headers: Record<string, string>, key: string, locale = "fr") {
  const variant = await variantWithStock(5);
  const cart = await ctx.app.inject({
    method: "POST",
    url: "/shop/cart/lines",
    headers,
    payload: { variant_id: variant.id, quantity: 1 },
  });
  expect(cart.statusCode, cart.body).toBe(200);
  const placed = await ctx.app.inject({
    method: "POST",
    url: "/clients/me/orders",
    headers: { ...headers, "idempotency-key": key, "accept-language": locale },
    payload: { carrier: "colissimo", platform: "card_via_sandbox", return_url: RETURN_URL },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as { order: Order; payment: Payment };
}

const payAgain = (headers: Record<string, string>, id: number, returnUrl = RETURN_URL) =>
  ctx.app.inject({
    method: "POST",
    url: `/clients/me/orders/${id}/payment`,
    headers,
    payload: { return_url: returnUrl },
  });

describe("order history", () => {
  it("lists the client's orders newest first, page by page, each with its language", async () => {
    const { headers } = await parisClient(ctx, "history-list");
    const first = await placeOrder(headers, "history-list-1");
    const second = await placeOrder(headers, "history-list-2", "de");
    const third = await placeOrder(headers, "history-list-3");
    // Placed within the same instant as far as the clock goes: the newest is still first
    await ctx.app.db
      .update(orders)
      .set({ createdAt: new Date("2026-01-01T10:00:00Z") })
      .where(eq(orders.id, second.order.id));

    const page1 = await ctx.app.inject({ url: "/clients/me/orders?page_size=2", headers });
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json() as { items: Order[]; page: number; pages: number; total: number; page_size: number };
    expect(body1).toMatchObject({ page: 1, pages: 2, total: 3, page_size: 2 });
    expect(body1.items.map((order) => order.id)).toEqual([third.order.id, first.order.id]);
    const page2 = (await ctx.app.inject({ url: "/clients/me/orders?page_size=2&page=2", headers })).json() as {
      items: Order[];
    };
    expect(page2.items.map((order) => order.id)).toEqual([second.order.id]);
    // The language the order was placed in: its payment page sends the shopper back to it
    expect(page2.items[0]!.locale).toBe("de");
    expect(body1.items[1]!.locale).toBe("fr");
  });
});

describe("paying an order again", () => {
  it("gives the same payment's page back while the order waits for it, never a second payment", async () => {
    const { headers } = await parisClient(ctx, "history-pay");
    const placed = await placeOrder(headers, "history-pay-1");
    expect(placed.payment.redirect_url).toBeTruthy();

    const again = await payAgain(headers, placed.order.id);
    expect(again.statusCode, again.body).toBe(200);
    const payment = again.json() as Payment;
    expect(payment).toMatchObject({ status: "PENDING_PAYMENT", error_code: null });
    // The sandbox's page of the same payment (its reference is the payment's id)
    const reference = (url: string) =>
      ctx.app.payments.sandbox!.readSession(new URL(url).searchParams.get("session")!)?.reference;
    expect(reference(payment.redirect_url!)).toBeTruthy();
    expect(reference(payment.redirect_url!)).toBe(reference(placed.payment.redirect_url!));
    const rows = await ctx.app.db.select().from(payments).where(eq(payments.orderId, placed.order.id));
    expect(rows).toHaveLength(1);

    // Once paid there is nothing left to pay
    await markOrderPaid(
      { db: ctx.app.db, log: ctx.app.log, storefrontUrl: ctx.app.config.storefrontUrl },
      placed.order.id,
      "sbx_test",
    );
    expectProblem(await payAgain(headers, placed.order.id), 409, "ORDER_NOT_PAYABLE");
  });

  it("refuses another client's order, a cancelled one, a return address off the shop and a visitor", async () => {
    const owner = await parisClient(ctx, "history-owner");
    const stranger = await parisClient(ctx, "history-stranger");
    const placed = await placeOrder(owner.headers, "history-refused-1");

    expectProblem(await payAgain(stranger.headers, placed.order.id), 404);
    expectProblem(
      await ctx.app.inject({ url: `/clients/me/orders/${placed.order.id}`, headers: stranger.headers }),
      404,
    );
    expectProblem(await payAgain(owner.headers, placed.order.id, "https://elsewhere.example/pay"), 400);
    expectProblem(await payAgain({}, placed.order.id), 401);

    await ctx.app.db
      .update(orders)
      .set({ status: "CANCELLED", cancelledAt: new Date() })
      .where(eq(orders.id, placed.order.id));
    expectProblem(await payAgain(owner.headers, placed.order.id), 409, "ORDER_NOT_PAYABLE");
  });

  it("is documented in the OpenAPI document with its answers", async () => {
    const doc = (await ctx.app.inject({ url: "/openapi.json" })).json() as {
      paths: Record<string, Record<string, { description?: string; responses: Record<string, unknown> }>>;
    };
    const operation = doc.paths["/clients/me/orders/{id}/payment"]?.post;
    expect(operation?.description).toBeTruthy();
    expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "404", "409"]));
    const list = doc.paths["/clients/me/orders"]?.get;
    expect(Object.keys(list!.responses)).toEqual(expect.arrayContaining(["200", "401"]));
  });
});
