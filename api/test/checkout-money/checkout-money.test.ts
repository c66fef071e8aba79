/**
 * The checkout's money calls (§7 "Money and addresses", issue 5): gift cards, discount/coupon/
 * birthday codes with every code error of §8 as a problem type (and the spec's messages verbatim
 * as detail), codes trimmed and of any case (§5), the wallet, shipping fees per carrier with the
 * free-shipping offers, and the relay carriers of a country with per-locale finder links (§9).
 */
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RELAY_FINDER_LINKS } from "#domain/checkout.js";
import {
  addresses,
  cartLines,
  carts,
  clients,
  codeRedemptions,
  codes,
  lookProducts,
  orders,
  productVariants,
  products,
} from "../../src/db/schema/index.js";
import { forgetLiveSessions } from "../../src/plugins/auth.js";
import { DEMO_CLIENT, DEMO_PROSPECT } from "../../src/seed/data/accounts.js";
import { createTestApp, signIn, signUpClient, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;
type Headers = Record<string, string>;
let camille: Headers;
let camilleId: number;
let sarah: Headers;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
  const signedIn = await signIn(app, DEMO_CLIENT.email, DEMO_CLIENT.password);
  camille = signedIn.headers;
  camilleId = signedIn.client_id;
  sarah = (await signIn(app, DEMO_PROSPECT.email, DEMO_PROSPECT.password)).headers;
  // Public coupons gated by a loyalty minimum (§8, §9): the demo data has none (points are spent
  // for personal coupons on /infos/loyalty), the codes' rules still hold for any made by hand
  await app.db.insert(codes).values([
    { code: "FIDELITE10", kind: "COUPON", amountCents: 1000, minLoyaltyPoints: 200 },
    { code: "FIDELITE40", kind: "COUPON", amountCents: 4000, minLoyaltyPoints: 600 },
  ]);
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Headers = {}) => app.inject({ method: "GET", url, headers });

async function problem(url: string, headers: Headers, status: number) {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ type: string; title: string; detail?: string }>();
}

async function clientIdOf(headers: Headers): Promise<number> {
  return (await get("/clients/me", headers)).json<{ id: number }>().id;
}

describe("authentication", () => {
  it.each([
    "/clients/me/gift_cards/MALLE-CADEAU-50",
    "/clients/me/discounts/BIENVENUE15",
    "/clients/me/coupon-codes",
    "/clients/me/wallet",
    "/clients/me/shipping_fees?shipping_address_id=1",
  ])("%s answers 401 without a token", async (url) => {
    expect((await problem(url, {}, 401)).type).toBe("UNAUTHORIZED");
  });
});

describe("GET /clients/me/gift_cards/{code}", () => {
  it("gives a usable card, the code trimmed and of any case (§5)", async () => {
    const response = await get(`/clients/me/gift_cards/${encodeURIComponent("  malle-cadeau-50 ")}`, camille);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      code: "MALLE-CADEAU-50",
      amount: 50,
      balance: 50,
      target: "KID",
      expires_at: "2027-11-30T23:59:59.000Z",
    });
  });

  it("answers GIFT_CARD_ALREADY_USED for a used card", async () => {
    expect((await problem("/clients/me/gift_cards/cadeau-utilise", camille, 422)).type).toBe("GIFT_CARD_ALREADY_USED");
  });

  it("answers GIFT_CARD_EXPIRED for an expired card", async () => {
    expect((await problem("/clients/me/gift_cards/CADEAU-EXPIRE", camille, 422)).type).toBe("GIFT_CARD_EXPIRED");
  });

  it("answers INVALID_CODE for an unknown card, and for a discount code", async () => {
    expect((await problem("/clients/me/gift_cards/NO-SUCH-CARD", camille, 404)).type).toBe("INVALID_CODE");
    expect((await problem("/clients/me/gift_cards/AB%00CD", camille, 404)).type).toBe("INVALID_CODE");
    expect((await problem("/clients/me/gift_cards/BIENVENUE15", camille, 404)).type).toBe("INVALID_CODE");
  });

  it("needs a code once trimmed, and a short one", async () => {
    expect((await problem("/clients/me/gift_cards/%20%20", camille, 400)).type).toBe("CODE_REQUIRED");
    expect((await problem(`/clients/me/gift_cards/${"A".repeat(65)}`, camille, 400)).type).toBe("VALIDATION_ERROR");
  });
});

describe("GET /clients/me/discounts/{code}", () => {
  it("gives a discount code, trimmed and of any case", async () => {
    const response = await get(`/clients/me/discounts/${encodeURIComponent(" bienvenue15\t")}`, camille);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      code: "BIENVENUE15",
      kind: "DISCOUNT",
      percent: 15,
      amount: null,
      offer: { shipping_fee_offered: false },
      applies_to: "BOX",
      discount_amount: null,
    });
  });

  it("answers COUPON_CODE_EXPIRED for an expired code", async () => {
    expect((await problem("/clients/me/discounts/HIVER2025", camille, 422)).type).toBe("COUPON_CODE_EXPIRED");
  });

  it("answers COUPON_CODE_ALREADY_USED once the client has used it", async () => {
    const headers = await signUpClient(app, "used-code");
    const clientId = await clientIdOf(headers);
    expect((await get("/clients/me/discounts/FEMME10", headers)).statusCode).toBe(200);
    const [code] = await app.db.select().from(codes).where(eq(codes.code, "FEMME10"));
    await app.db.insert(codeRedemptions).values({ codeId: code!.id, clientId, discountCents: 1000 });
    expect((await problem("/clients/me/discounts/femme10", headers, 422)).type).toBe("COUPON_CODE_ALREADY_USED");
  });

  it("checks the loyalty minimums of coupons, with the spec's messages as detail (§8, §9)", async () => {
    // Camille has 410 points: enough for the 200-point coupon, not for the 600-point one
    expect((await get("/clients/me/discounts/FIDELITE10", camille)).json()).toMatchObject({
      kind: "COUPON",
      amount: 10,
      min_loyalty_points: 200,
    });
    expect(await problem("/clients/me/discounts/FIDELITE40", camille, 422)).toMatchObject({
      type: "NOT_ENOUGH_LOYALTY_POINTS",
      detail: "Not enough loyalty points. Minimum: 600.00",
    });
    expect(await problem("/clients/me/discounts/FIDELITE10", sarah, 422)).toMatchObject({
      type: "NOT_ENOUGH_LOYALTY_POINTS",
      detail: "Not enough loyalty points. Minimum: 200.00",
    });
  });

  it("needs a kid for a birthday offer", async () => {
    expect((await get("/clients/me/discounts/anniv-alice", camille)).json()).toMatchObject({ kind: "BIRTHDAY" });
    await app.db.insert(codes).values({ code: "ANNIV-TOUS", kind: "BIRTHDAY", percent: 10, target: "KID" });
    expect(await problem("/clients/me/discounts/ANNIV-TOUS", sarah, 422)).toMatchObject({
      type: "NO_ELIGIBLE_KID",
      detail: "No eligible kid for birthday offer",
    });
  });

  it("keeps a personal code to its client: anyone else gets INVALID_CODE", async () => {
    expect((await problem("/clients/me/discounts/ANNIV-ALICE", sarah, 404)).type).toBe("INVALID_CODE");
    expect((await problem("/clients/me/discounts/NOPE", sarah, 404)).type).toBe("INVALID_CODE");
    expect((await problem("/clients/me/discounts/%20", sarah, 400)).type).toBe("CODE_REQUIRED");
  });

  it("checks the code against one of the client's orders and gives what it takes off", async () => {
    const [shop] = await app.db
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, camilleId), eq(orders.kind, "SHOP")));
    const [box] = await app.db
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, camilleId), eq(orders.kind, "BOX")));
    expect(shop && box).toBeTruthy();
    // BIENVENUE15 is for boxes only
    expect((await problem(`/clients/me/discounts/BIENVENUE15?order_id=${shop!.id}`, camille, 422)).type).toBe(
      "INVALID_CODE",
    );
    const onBox = await get(`/clients/me/discounts/BIENVENUE15?order_id=${box!.id}`, camille);
    expect(onBox.statusCode, onBox.body).toBe(200);
    expect(onBox.json<{ discount_amount: number }>().discount_amount).toBe(
      Math.round(box!.itemsAmountTtcCents * 0.15) / 100,
    );
    const offered = await get(`/clients/me/discounts/livraisonofferte?order_id=${shop!.id}`, camille);
    expect(offered.json()).toMatchObject({ offer: { shipping_fee_offered: true }, discount_amount: 0 });
    // Another client's order is not found
    expect((await problem(`/clients/me/discounts/BIENVENUE15?order_id=${shop!.id}`, sarah, 404)).type).toBe(
      "NOT_FOUND",
    );
    expect((await problem("/clients/me/discounts/BIENVENUE15?order_id=abc", camille, 400)).type).toBe(
      "VALIDATION_ERROR",
    );
  });
});

describe("GET /clients/me/coupon-codes", () => {
  type CouponCode = { code: string; usable: boolean; error: string | null; detail: string | null };

  it("lists the loyalty coupons and the client's personal codes with their verdict", async () => {
    const response = await get("/clients/me/coupon-codes", camille);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<CouponCode[]>();
    const byCode = new Map(list.map((item) => [item.code, item]));
    expect(byCode.get("FIDELITE10")).toMatchObject({ usable: true, error: null, detail: null });
    expect(byCode.get("FIDELITE40")).toMatchObject({
      usable: false,
      error: "NOT_ENOUGH_LOYALTY_POINTS",
      detail: "Not enough loyalty points. Minimum: 600.00",
    });
    expect(byCode.get("ANNIV-ALICE")).toMatchObject({ usable: true });
    expect(byCode.has("BIENVENUE15")).toBe(false);
  });

  it("does not show another client's personal codes", async () => {
    const list = (await get("/clients/me/coupon-codes", sarah)).json<CouponCode[]>();
    expect(list.map((item) => item.code).sort()).toEqual(["FIDELITE10", "FIDELITE40"]);
    expect(list.every((item) => !item.usable)).toBe(true);
  });
});

describe("GET /clients/me/wallet", () => {
  type Wallet = {
    amount: number;
    transactions: {
      items: { amount: number; balance_after: number; kind: string }[];
      page: number;
      page_size: number;
      pages: number;
      total: number;
    };
  };

  it("gives the balance and the movements, newest first", async () => {
    const response = await get("/clients/me/wallet", camille);
    expect(response.statusCode, response.body).toBe(200);
    const wallet = response.json<Wallet>();
    expect(wallet.amount).toBe(35);
    expect(wallet.transactions).toMatchObject({ page: 1, page_size: 30, pages: 1, total: 3 });
    expect(wallet.transactions.items.map((item) => [item.amount, item.balance_after, item.kind])).toEqual([
      [-10, 35, "ORDER_PAYMENT"],
      [30, 45, "GIFT_CARD"],
      [15, 15, "REFERRAL_REWARD"],
    ]);
  });

  it("pages the movements", async () => {
    const wallet = (await get("/clients/me/wallet?page=2&page_size=2", camille)).json<Wallet>();
    expect(wallet.transactions).toMatchObject({ page: 2, page_size: 2, pages: 2, total: 3 });
    expect(wallet.transactions.items.map((item) => item.kind)).toEqual(["REFERRAL_REWARD"]);
    expect((await problem("/clients/me/wallet?page_size=101", camille, 400)).type).toBe("VALIDATION_ERROR");
  });

  it("is empty for a new client", async () => {
    const wallet = (await get("/clients/me/wallet", sarah)).json<Wallet>();
    expect(wallet).toEqual({ amount: 0, transactions: { items: [], page: 1, page_size: 30, pages: 0, total: 0 } });
  });
});

describe("GET /clients/me/shipping_fees", () => {
  type Fees = {
    country_code: string;
    subtotal: number;
    free_shipping_threshold: number;
    carriers: {
      carrier: string;
      mode: string;
      finder_url: string | null;
      shipping_fee_ttc: number;
      base_shipping_fee_ttc: number;
      offer: { shipping_fee_offered: boolean };
    }[];
  };

  async function shippingAddress(headers: Headers, country: "FR" | "DE", postcode: string) {
    const response = await app.inject({
      method: "POST",
      url: "/clients/me/shipping-addresses",
      headers,
      payload: { street: "1 rue A", postcode, city: "Ville", country_code: country, phone: "+33 6 12 34 56 78" },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  /** Puts one product size in the client's cart, priced at least `minCents`. */
  async function cartWorth(clientId: number, minCents: number) {
    const [variant] = await app.db
      .select({ id: productVariants.id, productId: products.id, price: products.lcPriceCents })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(sql`${products.lcPriceCents} > 0`)
      .limit(1);
    const [cart] = await app.db.insert(carts).values({ clientId }).returning();
    const quantity = Math.ceil(minCents / variant!.price);
    await app.db
      .insert(cartLines)
      .values({ cartId: cart!.id, productId: variant!.productId, variantId: variant!.id, quantity });
    return { cartId: cart!.id, subtotalCents: quantity * variant!.price };
  }

  it("prices each carrier to a French address, with the relay finders in the request's language", async () => {
    const headers = await signUpClient(app, "shipping-fr");
    const id = await shippingAddress(headers, "FR", "75011");
    const response = await app.inject({
      method: "GET",
      url: `/clients/me/shipping_fees?shipping_address_id=${id}`,
      headers: { ...headers, "accept-language": "es" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const fees = response.json<Fees>();
    expect(fees).toMatchObject({ country_code: "FR", subtotal: 0, free_shipping_threshold: 60 });
    expect(fees.carriers.map((c) => [c.carrier, c.mode, c.shipping_fee_ttc, c.offer.shipping_fee_offered])).toEqual([
      ["colissimo", "home", 6.9, false],
      ["mondial_relay", "relay", 4.9, false],
      ["inpost", "relay", 4.9, false],
    ]);
    expect(fees.carriers[1]!.finder_url).toBe(RELAY_FINDER_LINKS.mondial_relay.es);
  });

  it("offers shipping from the free-shipping threshold, and with the cart's code", async () => {
    const headers = await signUpClient(app, "shipping-free");
    const clientId = await clientIdOf(headers);
    const id = await shippingAddress(headers, "DE", "10115");
    const { cartId, subtotalCents } = await cartWorth(clientId, 6000);
    const fees = (await get(`/clients/me/shipping_fees?shipping_address_id=${id}`, headers)).json<Fees>();
    expect(fees.subtotal).toBe(subtotalCents / 100);
    expect(fees.carriers.map((c) => c.carrier)).toEqual(["colissimo", "hermes"]);
    for (const carrier of fees.carriers) {
      expect(carrier).toMatchObject({ shipping_fee_ttc: 0, offer: { shipping_fee_offered: true } });
      expect(carrier.base_shipping_fee_ttc).toBeGreaterThan(0);
    }

    // Below the threshold, a code with shipping_fee_offered still makes it free
    await app.db.delete(cartLines).where(eq(cartLines.cartId, cartId));
    const below = (await get(`/clients/me/shipping_fees?shipping_address_id=${id}`, headers)).json<Fees>();
    expect(below.carriers.every((c) => !c.offer.shipping_fee_offered && c.shipping_fee_ttc > 0)).toBe(true);
    const [code] = await app.db.select().from(codes).where(eq(codes.code, "LIVRAISONOFFERTE"));
    await app.db.update(carts).set({ codeId: code!.id }).where(eq(carts.id, cartId));
    const withCode = (await get(`/clients/me/shipping_fees?shipping_address_id=${id}`, headers)).json<Fees>();
    expect(withCode.carriers.every((c) => c.offer.shipping_fee_offered && c.shipping_fee_ttc === 0)).toBe(true);
  });

  it("counts every product of a look line at its price", async () => {
    const headers = await signUpClient(app, "shipping-look");
    const clientId = await clientIdOf(headers);
    const id = await shippingAddress(headers, "FR", "69001");
    const [look] = await app.db.select({ id: lookProducts.lookId }).from(lookProducts).limit(1);
    const variants = await app.db
      .selectDistinctOn([products.id], { id: productVariants.id, price: products.lcPriceCents })
      .from(lookProducts)
      .innerJoin(products, eq(products.id, lookProducts.productId))
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(eq(lookProducts.lookId, look!.id));
    expect(variants.length).toBeGreaterThan(1);
    const [cart] = await app.db.insert(carts).values({ clientId }).returning();
    await app.db
      .insert(cartLines)
      .values({ cartId: cart!.id, lookId: look!.id, lookVariantIds: variants.map((v) => v.id), quantity: 2 });
    const fees = (await get(`/clients/me/shipping_fees?shipping_address_id=${id}`, headers)).json<Fees>();
    expect(fees.subtotal).toBe((2 * variants.reduce((sum, v) => sum + v.price, 0)) / 100);
  });

  it("answers 404 for another client's address or a billing address, 400 without an address", async () => {
    const [camilleAddress] = await app.db.select().from(addresses).where(eq(addresses.clientId, camilleId));
    expect(camilleAddress).toBeTruthy();
    const url = `/clients/me/shipping_fees?shipping_address_id=${camilleAddress!.id}`;
    expect((await problem(url, sarah, 404)).type).toBe("NOT_FOUND");
    const [billing] = await app.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.clientId, camilleId), eq(addresses.kind, "billing")));
    expect((await problem(`/clients/me/shipping_fees?shipping_address_id=${billing!.id}`, camille, 404)).type).toBe(
      "NOT_FOUND",
    );
    expect((await problem("/clients/me/shipping_fees", camille, 400)).type).toBe("VALIDATION_ERROR");
    expect((await problem("/clients/me/shipping_fees?shipping_address_id=9999999999", camille, 400)).type).toBe(
      "VALIDATION_ERROR",
    );
  });
});

describe("GET /shop/relay-carriers", () => {
  it("lists the relay carriers of a relay-point country with the finder of the page's language", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/shop/relay-carriers?country=be",
      headers: { "accept-language": "nl" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      country: "BE",
      relay_point: true,
      carriers: [
        { carrier: "colissimo", name: "Colissimo", mode: "home", finder_url: null },
        {
          carrier: "mondial_relay",
          name: "Mondial Relay",
          mode: "relay",
          finder_url: RELAY_FINDER_LINKS.mondial_relay.nl,
        },
      ],
    });
  });

  it("offers home delivery only outside the relay-point countries", async () => {
    const response = await get("/shop/relay-carriers?country=IT");
    expect(response.json()).toMatchObject({ country: "IT", relay_point: false, carriers: [{ carrier: "colissimo" }] });
    expect(response.json<{ carriers: unknown[] }>().carriers).toHaveLength(1);
  });

  it("refuses an unknown country", async () => {
    expect((await problem("/shop/relay-carriers?country=XX", {}, 400)).type).toBe("VALIDATION_ERROR");
    expect((await problem("/shop/relay-carriers", {}, 400)).type).toBe("VALIDATION_ERROR");
  });
});

describe("a deleted account", () => {
  it("is refused with 401", async () => {
    const headers = await signUpClient(app, "deleted");
    await app.db.delete(clients).where(eq(clients.id, await clientIdOf(headers)));
    // Deleted outside any API call, as by another process: the session's liveness, trusted for
    // SESSION_CHECK_TTL_SECONDS (decision 0051), is read again once this process forgets it
    forgetLiveSessions();
    expect((await problem("/clients/me/wallet", headers, 401)).type).toBe("UNAUTHORIZED");
  });
});
