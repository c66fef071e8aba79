import { describe, expect, it, vi } from "vitest";
import { postToAction } from "./route-action";

/**
 * The checkout action and the relay-point finder, the choices kept for after a decline and the
 * order remembered for giving back (decision 0029), against a small double of the API.
 */
vi.mock("~/lib/guards.server", () => ({ guard: async () => undefined }));

const ADDRESS = {
  id: 5,
  firstname: "Camille",
  lastname: "Martin",
  street: "12 rue de la Roquette",
  complement: null,
  postcode: "75011",
  city: "Paris",
  country_code: "FR",
  phone: "+33612345678",
  is_default: true,
};
const ORDER = {
  id: 77,
  items_amount_ttc: 45,
  discount_amount: 0,
  shipping_fee_ttc: 0,
  total_amount_ttc: 45,
  gift_card_amount: 0,
  wallet_amount: 0,
  amount_to_pay: 45,
  offer: { shipping_fee_offered: true },
};
const POINT = {
  id: "FR-020148",
  name: "Tabac Presse de la Roquette",
  street: "54 rue de la Roquette",
  postcode: "75011",
  city: "Paris",
  country_code: "FR",
  distance_m: 320,
  opening_hours: [{ day: 1, periods: [{ opens: "07:30", closes: "20:00" }] }],
};

let searches: URLSearchParams[] = [];

const apiDouble: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const json = (body: unknown) => Response.json(body);
  if (url.pathname === "/clients/me/shipping-addresses") return json([{ ...ADDRESS, kind: "shipping" }]);
  if (url.pathname === "/clients/me/billing-addresses") return json([{ ...ADDRESS, kind: "billing" }]);
  if (url.pathname.toUpperCase() === "/CLIENTS/ME/DISCOUNTS/LIVRAISONOFFERTE")
    return json({ code: "LIVRAISONOFFERTE", percent: null, amount: null, offer: { shipping_fee_offered: true } });
  if (url.pathname === "/shop/relay-points") {
    searches.push(url.searchParams);
    return json({ carrier: url.searchParams.get("carrier"), country: "FR", postcode: "75011", points: [POINT] });
  }
  if (url.pathname === "/clients/me/orders" && request.method === "POST") {
    return json({
      order: ORDER,
      payment: { status: "PENDING_PAYMENT", error_code: null, redirect_url: "http://localhost:4000/sandbox/pay?s=1" },
    });
  }
  return new Response("{}", { status: 404 });
};

const FORM = {
  idempotency_key: "key-0123456789",
  shipping_address: "5",
  billing_address: "same",
  carrier: "mondial_relay",
  relay_postcode: "75011",
  code: " livraisonofferte ",
  platform: "card_via_sandbox",
};

async function post(fields: Record<string, string>) {
  const { action } = await import("~/routes/shop/checkout");
  const { sessionStorage } = await import("~/lib/session.server");
  const session = await sessionStorage.getSession();
  const answer = await postToAction(action, {
    url: "http://localhost:3000/shop/checkout",
    language: "fr",
    body: new URLSearchParams(fields),
    fetch: apiDouble,
    session,
  });
  const body = (answer && typeof answer === "object" && "data" in answer ? answer.data : answer) as Record<
    string,
    unknown
  >;
  return { answer, body, session };
}

describe("checkout action: relay points and the choices kept", { timeout: 60_000 }, () => {
  it("lists the relay points of the shipping address's country for a search, keeping what was typed", async () => {
    searches = [];
    const { body } = await post({ ...FORM, intent: "relay-search", carrier: "colissimo" });
    // Home delivery chosen: the country's first relay carrier is searched
    expect(searches[0]?.get("carrier")).toBe("mondial_relay");
    expect(searches[0]?.get("country")).toBe("FR");
    expect(body.relay).toMatchObject({ carrier: "mondial_relay", postcode: "75011", points: [POINT] });
    expect((body.result as { initialValue: Record<string, string> }).initialValue).toMatchObject({
      carrier: "colissimo",
      code: " livraisonofferte ",
    });
  });

  it("says why a search found nothing to show", async () => {
    const { body } = await post({ ...FORM, intent: "relay-search", relay_postcode: " " });
    expect(body.relay).toMatchObject({ error: "checkout.delivery.relay_postcode_required" });
  });

  it("keeps the list on a code check while a relay carrier is chosen, not for home delivery", async () => {
    expect((await post({ ...FORM, intent: "apply" })).body.relay).toMatchObject({ points: [POINT] });
    expect((await post({ ...FORM, intent: "apply", carrier: "colissimo" })).body.relay).toBeNull();
  });

  it("keeps the choices and the order in the session when it sends the shopper to the payment page", async () => {
    const { answer, session } = await post({ ...FORM, intent: "pay", relay_point_id: "FR-020148" });
    expect(answer instanceof Response && answer.headers.get("location"), JSON.stringify(answer)).toBe(
      "http://localhost:4000/sandbox/pay?s=1",
    );
    expect(session.get("pending_order")).toBe(77);
    expect(session.get("checkout_choices")).toEqual({
      shipping_address: "5",
      billing_address: "same",
      carrier: "mondial_relay",
      relay_point_id: "FR-020148",
      relay_postcode: "75011",
      code: "livraisonofferte",
      platform: "card_via_sandbox",
    });
  });
});
