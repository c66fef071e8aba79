import { beforeEach, describe, expect, it, vi } from "vitest";
import { postToAction } from "./route-action";

/**
 * The order history's "pay" button (decision 0028) against a small double of the API: the order's
 * payment page comes back with the checkout's return page in the order's language; a payment
 * settled meanwhile, refused or without a page says so on the page the button was on.
 */
vi.mock("~/lib/guards.server", () => ({ guard: async () => undefined }));

type Answer = { status: number; body: unknown };
let payBodies: Record<string, unknown>[];

/** GET the order (placed in German) and POST its payment, answering `payment`. */
function apiDouble(payment: Answer): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === "/clients/me/orders/31" && request.method === "GET") {
      return Response.json({ id: 31, locale: "de", status: "PENDING_PAYMENT", kind: "SHOP", amount_to_pay: 20 });
    }
    if (path === "/clients/me/orders/31/payment" && request.method === "POST") {
      payBodies.push((await request.json()) as Record<string, unknown>);
      return Response.json(payment.body, { status: payment.status });
    }
    return Response.json({ type: "NOT_FOUND", status: 404 }, { status: 404 });
  };
}

const pending = {
  status: "PENDING_PAYMENT",
  client_secret: null,
  return_url: null,
  session_id: null,
  error_code: null,
};

async function pay(payment: Answer, orderId = "31") {
  const { action } = await import("~/routes/account/orders");
  const { sessionStorage } = await import("~/lib/session.server");
  const session = await sessionStorage.getSession();
  const answer = (await postToAction(action, {
    url: "http://localhost:3000/infos/orders?page=2",
    language: "fr",
    body: new URLSearchParams({ order_id: orderId }),
    fetch: apiDouble(payment),
    session,
  })) as Response;
  return { location: answer.headers.get("location"), flash: session.get("payment_error") as string | undefined };
}

beforeEach(() => {
  payBodies = [];
});

describe("paying an order from the history", () => {
  it("goes to the payment's page, back to the checkout's return page in the order's language", async () => {
    const { location, flash } = await pay({ status: 200, body: { ...pending, redirect_url: "https://pay.test/s/1" } });
    expect(location).toBe("https://pay.test/s/1");
    expect(flash).toBeUndefined();
    // The order was placed on /de: the provider resumes its payment with the very same return page
    expect(payBodies).toEqual([{ return_url: "http://localhost:3000/de/shop/payment-successful" }]);
  });

  it("shows the thank-you page of an order paid meanwhile", async () => {
    const { location } = await pay({ status: 200, body: { ...pending, status: "PAID", redirect_url: null } });
    expect(location).toBe("/shop/payment-successful?order=31");
  });

  it("says why on the page it came from: refused, not payable any more, no page to go to", async () => {
    const refused = await pay({
      status: 200,
      body: { ...pending, status: "PAYMENT_FAILED", redirect_url: null, error_code: "card_declined" },
    });
    expect(refused).toEqual({ location: "/infos/orders?page=2", flash: "checkout.payment_error.card_declined" });
    const paid = await pay({ status: 409, body: { type: "ORDER_NOT_PAYABLE", status: 409 } });
    expect(paid).toEqual({ location: "/infos/orders?page=2", flash: "orders.pay_error.not_payable" });
    const embedded = await pay({ status: 200, body: { ...pending, redirect_url: null, client_secret: "pi_secret" } });
    expect(embedded.flash).toBe("orders.pay_error.unavailable");
    const down = await pay({ status: 502, body: { type: "PAYMENT_UNAVAILABLE", status: 502 } });
    expect(down.flash).toBe("orders.pay_error.unavailable");
    // Not an order id: nothing is asked of the API
    expect((await pay({ status: 200, body: pending }, "abc")).flash).toBe("orders.pay_error.not_payable");
    expect(payBodies).toHaveLength(4);
  });
});
