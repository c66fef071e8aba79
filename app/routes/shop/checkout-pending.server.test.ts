import { beforeEach, describe, expect, it } from "vitest";
import { createApi } from "~/lib/api.server";
import { givePendingOrderBack } from "~/routes/shop/checkout-pending.server";
import type { RequestContext } from "~/lib/context.server";
import { sessionStorage } from "~/lib/session.server";

/**
 * The unpaid order given back when the shopper comes back to the shop from the payment page
 * (decision 0029): one API call, only with an order pending, only on a shop page.
 */
let calls: string[];
let abandonStatus: number;

const apiDouble: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const path = new URL(request.url).pathname;
  calls.push(`${request.method} ${path}`);
  if (path === "/clients/me/orders/42/abandon") {
    return abandonStatus === 200
      ? Response.json({ id: 42, status: "CANCELLED" })
      : Response.json({ type: "ERROR", status: abandonStatus }, { status: abandonStatus });
  }
  if (path === "/shop/cart") return Response.json({ lines: [{ id: 1 }], items_count: 2, cart_token: null });
  if (path === "/clients/me") return Response.json({ id: 7 });
  return new Response("{}", { status: 404 });
};

async function visit(path: string, pending?: number, method = "GET", headers: HeadersInit = {}) {
  const session = await sessionStorage.getSession();
  session.set("access_token", "token");
  if (pending !== undefined) session.set("pending_order", pending);
  const ctx: RequestContext = {
    language: "nl",
    pair: undefined,
    session,
    api: createApi({ locale: "nl", session, baseUrl: "http://api.test", fetch: apiDouble }),
    isBot: false,
    setCookies: [],
    writes: 0,
  };
  await givePendingOrderBack(ctx, new Request(`http://localhost:3000${path}`, { method, headers }));
  return ctx;
}

beforeEach(() => {
  calls = [];
  abandonStatus = 200;
});

describe("an unpaid order given back on the way back to the shop", () => {
  it("abandons the pending order on a shop page, once, and says so", async () => {
    const ctx = await visit("/nl/shop", 42);
    expect(calls).toContain("POST /clients/me/orders/42/abandon");
    expect(ctx.session.get("pending_order")).toBeUndefined();
    expect(ctx.session.get("notice")).toBe("checkout.abandoned");
    // The header's count follows the lines back in the cart
    expect(ctx.setCookies.join(";")).toContain("lc_cart_count=2");
  });

  it("counts the cart, the checkout, the personal lists and their data requests as the shop", async () => {
    for (const path of ["/shop/cart", "/de/shop/checkout", "/shop/all-products.data", "/12/your-shop/tops"]) {
      calls = [];
      await visit(path, 42);
      expect(calls, path).toContain("POST /clients/me/orders/42/abandon");
    }
  });

  it("costs nothing without a pending order, away from the shop, on the payment return or for a post", async () => {
    await visit("/shop/checkout");
    await visit("/blog", 42);
    await visit("/shop/payment-successful", 42);
    await visit("/nl/shop/payment-successful.data", 42);
    await visit("/shop/cart", 42, "POST");
    expect(calls).toEqual([]);
  });

  it("leaves the order alone for the browser's idle prefetch of the shop: the shopper is not there", async () => {
    await visit("/shop.data", 42, "GET", { "Sec-Purpose": "prefetch" });
    await visit("/de/shop.data", 42, "GET", { Purpose: "prefetch" });
    expect(calls).toEqual([]);
  });

  it("keeps the order for the next page when the API fails, forgets it on any other answer", async () => {
    abandonStatus = 502;
    expect((await visit("/shop", 42)).session.get("pending_order")).toBe(42);
    abandonStatus = 409;
    const paid = await visit("/shop", 42);
    expect(paid.session.get("pending_order")).toBeUndefined();
    expect(paid.session.get("notice")).toBeUndefined();
  });
});
