import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { postToAction } from "./route-action";

/**
 * The checkout action's payment step (decision 0021) against a small double of the API: with
 * embedded=1 and the gateway's key it answers the embedded form instead of redirecting; otherwise
 * the hosted page, as before.
 */
vi.mock("~/lib/guards.server", () => ({ guard: async () => undefined }));

const ADDRESS = {
  id: 5,
  firstname: "Anna",
  lastname: "Jansen",
  street: "Kerkstraat 1",
  complement: null,
  postcode: "1017 GC",
  city: "Amsterdam",
  country_code: "NL",
  phone: "+31612345678",
  is_default: true,
};
const ORDER = {
  id: 31,
  items_amount_ttc: 45,
  discount_amount: 0,
  shipping_fee_ttc: 4.9,
  total_amount_ttc: 49.9,
  gift_card_amount: 0,
  wallet_amount: 0,
  amount_to_pay: 49.9,
  offer: { shipping_fee_offered: false },
};
const RETURN = "http://localhost:3000/nl/shop/payment-successful?sessionId=pay_9";

type Payment = Record<string, string | null>;
let orderBodies: Record<string, unknown>[];

/** GET addresses and POST orders, answering `payment`. */
function apiDouble(payment: Payment): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const json = (body: unknown) => Response.json(body);
    if (path === "/clients/me/shipping-addresses") return json([{ ...ADDRESS, kind: "shipping" }]);
    if (path === "/clients/me/billing-addresses") return json([{ ...ADDRESS, kind: "billing" }]);
    if (path === "/clients/me/orders" && request.method === "POST") {
      orderBodies.push((await request.json()) as Record<string, unknown>);
      return json({ order: ORDER, payment: { status: "PENDING_PAYMENT", error_code: null, ...payment } });
    }
    return new Response("{}", { status: 404 });
  };
}

async function checkout(platform: string, payment: Payment, fields: Record<string, string> = {}) {
  // Loaded after the environment is set: the keys are read once, when env.server is first imported
  const { action } = await import("~/routes/shop/checkout");
  const body = new URLSearchParams({
    intent: "pay",
    idempotency_key: "key-0123456789",
    shipping_address: "5",
    billing_address: "same",
    carrier: "colissimo",
    platform,
    ...fields,
  });
  return postToAction(action, {
    url: "http://localhost:3000/nl/shop/checkout",
    language: "nl",
    body,
    fetch: apiDouble(payment),
  });
}

const redirectTo = (answer: unknown) => (answer instanceof Response ? answer.headers.get("location") : null);
const answerOf = (answer: unknown) =>
  (answer && typeof answer === "object" && "data" in answer ? answer.data : answer) as Record<string, unknown>;

const KEYS = { STRIPE_PUBLISHABLE_KEY: "pk_test_51Example", ADYEN_CLIENT_KEY: "test_EXAMPLEKEY" };

beforeAll(() => {
  for (const [name, value] of Object.entries(KEYS)) vi.stubEnv(name, value);
  vi.stubEnv("SITE_URL", "http://localhost:3000");
});
beforeEach(() => {
  orderBodies = [];
});
afterAll(() => vi.unstubAllEnvs());

// The route and its services load once (seconds on a busy machine), again only for another environment
describe("checkout action: the payment step", { timeout: 60_000 }, () => {
  it("answers Stripe's embedded form when the page asks and the API gives the secret", async () => {
    const answer = await checkout(
      "card_via_stripe",
      { client_secret: "pi_1_secret_2", redirect_url: null, return_url: RETURN },
      { embedded: "1" },
    );
    expect(orderBodies[0]).toMatchObject({ platform: "card_via_stripe", embedded: true });
    expect(redirectTo(answer)).toBeNull();
    expect(answerOf(answer).embedded).toEqual({
      gateway: "stripe",
      clientSecret: "pi_1_secret_2",
      returnUrl: RETURN,
      orderId: 31,
      totals: expect.objectContaining({ itemsCents: 4500, shippingCents: 490, toPayCents: 4990 }),
    });
  });

  it("answers Adyen's Drop-in with the session id and data", async () => {
    const answer = await checkout(
      "ideal_via_adyen",
      { client_secret: "data", session_id: "CS1", redirect_url: "https://adyen.example/page", return_url: RETURN },
      { embedded: "1" },
    );
    expect(answerOf(answer).embedded).toMatchObject({
      gateway: "adyen",
      clientSecret: "data",
      sessionId: "CS1",
      hostedUrl: "https://adyen.example/page",
    });
  });

  it("redirects to the hosted page without JavaScript", async () => {
    const answer = await checkout("card_via_stripe", {
      client_secret: null,
      redirect_url: "https://checkout.stripe.example/c/pay",
      return_url: RETURN,
    });
    expect(orderBodies[0]).not.toHaveProperty("embedded");
    expect(redirectTo(answer)).toBe("https://checkout.stripe.example/c/pay");
  });

  it("never asks the sandbox, nor a gateway without its key, for an embedded form", async () => {
    const sandbox = await checkout(
      "card_via_sandbox",
      { client_secret: null, redirect_url: "http://localhost:4000/sandbox/pay?session=s", return_url: RETURN },
      { embedded: "1" },
    );
    expect(orderBodies[0]).not.toHaveProperty("embedded");
    expect(redirectTo(sandbox)).toBe("http://localhost:4000/sandbox/pay?session=s");

    vi.stubEnv("ADYEN_CLIENT_KEY", "");
    vi.resetModules();
    try {
      const adyen = await checkout(
        "card_via_adyen",
        { client_secret: "data", session_id: "CS1", redirect_url: "https://adyen.example/page", return_url: RETURN },
        { embedded: "1" },
      );
      expect(orderBodies[1]).not.toHaveProperty("embedded");
      expect(redirectTo(adyen)).toBe("https://adyen.example/page");
    } finally {
      vi.stubEnv("ADYEN_CLIENT_KEY", KEYS.ADYEN_CLIENT_KEY);
      vi.resetModules();
    }
  });

  it("says the payment is unavailable only when neither a form nor a page can take it", async () => {
    const answer = await checkout("card_via_stripe", { client_secret: "pi_1_secret_2", redirect_url: null });
    expect(JSON.stringify(answerOf(answer).result)).toContain("checkout.error.payment_unavailable");
  });
});
