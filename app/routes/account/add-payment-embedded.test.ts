import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { postToAction } from "../../../tests/unit/route-action";

/**
 * /infos/add/payment's action with Stripe's publishable key set (decision 0021): once the page's
 * scripts run (embedded=1) a Stripe card is saved in Stripe's form on the page, from a setup
 * intent's client secret; without scripts, the hosted page as before.
 */
vi.mock("~/lib/guards.server", () => ({ guard: async () => undefined }));

const SETUP = { platform: "card_via_stripe", client_secret: "seti_1_secret_x", redirect_url: null, return_url: null };
const HOSTED = { ...SETUP, client_secret: "cs_1", redirect_url: "https://checkout.stripe.test/c/cs_1" };

let queries: Record<string, string>[];

function apiDouble(): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === "/clients/me/available_payment_platforms") return Response.json(["card_via_stripe"]);
    if (url.pathname === "/clients/me/setup-intents" && request.method === "POST") {
      const query = Object.fromEntries(url.searchParams);
      queries.push(query);
      return Response.json(query.embedded === "true" ? SETUP : HOSTED);
    }
    return new Response("{}", { status: 404 });
  };
}

async function save(fields: Record<string, string>) {
  // Loaded after the environment is set: the keys are read once, when env.server is first imported
  const { action } = await import("./add-payment");
  return postToAction(action, {
    url: "http://localhost:3000/infos/add/payment",
    language: "fr",
    body: new URLSearchParams({ platform: "card_via_stripe", ...fields }),
    fetch: apiDouble(),
  });
}

beforeAll(() => {
  vi.stubEnv("STRIPE_PUBLISHABLE_KEY", "pk_test_51Example");
  vi.stubEnv("SITE_URL", "http://localhost:3000");
});
afterAll(() => vi.unstubAllEnvs());

describe("saving a Stripe card", { timeout: 60_000 }, () => {
  it("answers Stripe's form with the setup intent's secret once the page's scripts run", async () => {
    queries = [];
    const answer = (await save({ embedded: "1", redirect: "/shop/checkout" })) as Record<string, unknown>;
    expect(queries).toEqual([expect.objectContaining({ stripe_payment_method_type: "card", embedded: "true" })]);
    expect(answer.embedded).toEqual({
      gateway: "stripe",
      clientSecret: "seti_1_secret_x",
      returnUrl: expect.stringMatching(/^http:\/\/localhost:3000\/infos\/add\/payment\?platform=card_via_stripe/),
    });
    // Stripe's return carries the platform and the way on, as the hosted page's does
    expect(new URL((answer.embedded as { returnUrl: string }).returnUrl).searchParams.get("redirect")).toBe(
      "/shop/checkout",
    );
  });

  it("sends the browser to Stripe's page without scripts", async () => {
    queries = [];
    const answer = (await save({})) as Response;
    expect(queries).toEqual([expect.objectContaining({ embedded: "false" })]);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(HOSTED.redirect_url);
  });
});
