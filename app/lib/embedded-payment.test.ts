import { describe, expect, it } from "vitest";
import { orderTotals } from "~/lib/checkout";
import {
  adyenLocale,
  attemptFailed,
  canEmbed,
  gatewayOf,
  intentIdOf,
  paymentReturnOf,
  paymentStep,
  returnUrlWith,
  stripeAppearance,
  stripeErrorKey,
  type PaymentKeys,
} from "./embedded-payment";

const RETURN = "https://shop.example/shop/payment-successful?sessionId=pay_7";
const BOTH: PaymentKeys = {
  stripe: { publishableKey: "pk_test_abc" },
  adyen: { clientKey: "test_ABC", environment: "test" },
};

describe("gateway of a platform", () => {
  it("reads the _via_ suffix; the sandbox has no embedded form", () => {
    expect(gatewayOf("card_via_stripe")).toBe("stripe");
    expect(gatewayOf("paypal_via_stripe")).toBe("stripe");
    expect(gatewayOf("klarna_paylater_via_adyen")).toBe("adyen");
    expect(gatewayOf("ideal_via_adyen")).toBe("adyen");
    expect(gatewayOf("card_via_sandbox")).toBeNull();
    expect(gatewayOf("")).toBeNull();
    expect(gatewayOf("saved:3")).toBeNull();
  });

  it("embeds only where the gateway's key is set", () => {
    expect(canEmbed("card_via_stripe", BOTH)).toBe(true);
    expect(canEmbed("ideal_via_adyen", BOTH)).toBe(true);
    expect(canEmbed("card_via_sandbox", BOTH)).toBe(false);
    expect(canEmbed("card_via_stripe", { adyen: BOTH.adyen })).toBe(false);
    expect(canEmbed("card_via_adyen", { stripe: BOTH.stripe })).toBe(false);
    expect(canEmbed("card_via_stripe", {})).toBe(false);
  });
});

describe("the step after the order (the checkout action's decision)", () => {
  const pending = { redirect_url: null, client_secret: null, session_id: null, return_url: RETURN };

  it("shows Stripe's form for a payment intent's secret when the page asked for it", () => {
    expect(paymentStep("card_via_stripe", { ...pending, client_secret: "pi_1_secret_2" }, true)).toEqual({
      kind: "embedded",
      start: { gateway: "stripe", clientSecret: "pi_1_secret_2", returnUrl: RETURN },
    });
  });

  it("shows Adyen's Drop-in with the session, keeping its hosted page for a fallback", () => {
    const payment = { ...pending, client_secret: "sessiondata", session_id: "CS123", redirect_url: "https://adyen/p" };
    expect(paymentStep("card_via_adyen", payment, true)).toEqual({
      kind: "embedded",
      start: {
        gateway: "adyen",
        clientSecret: "sessiondata",
        sessionId: "CS123",
        returnUrl: RETURN,
        hostedUrl: "https://adyen/p",
      },
    });
  });

  it("goes to the hosted page otherwise", () => {
    const hosted = { ...pending, redirect_url: "https://pay.example/s" };
    // Not asked for (no JavaScript, no key)
    expect(paymentStep("card_via_stripe", { ...hosted, client_secret: "pi_1_secret_2" }, false)).toEqual({
      kind: "redirect",
      url: "https://pay.example/s",
    });
    // A Stripe intent already confirmed for a redirect (PayPal) carries both
    expect(paymentStep("paypal_via_stripe", { ...hosted, client_secret: "pi_1_secret_2" }, true)).toEqual({
      kind: "redirect",
      url: "https://pay.example/s",
    });
    // Adyen without its session id, the sandbox
    expect(paymentStep("card_via_adyen", { ...hosted, client_secret: "data" }, true).kind).toBe("redirect");
    expect(paymentStep("card_via_sandbox", { ...hosted, client_secret: "x" }, true).kind).toBe("redirect");
  });

  it("needs the return URL for the form, and says unavailable when nothing can take the payment", () => {
    expect(
      paymentStep("card_via_stripe", { ...pending, client_secret: "pi_1_secret_2", return_url: null }, true).kind,
    ).toBe("unavailable");
    expect(paymentStep("card_via_stripe", { ...pending, client_secret: "pi_1_secret_2" }, false).kind).toBe(
      "unavailable",
    );
    expect(paymentStep("card_via_adyen", pending, true).kind).toBe("unavailable");
  });

  it("shows the placed order's totals while it is paid", () => {
    expect(
      orderTotals({
        items_amount_ttc: 59.9,
        discount_amount: 6,
        shipping_fee_ttc: 0,
        gift_card_amount: 10,
        wallet_amount: 3.5,
        amount_to_pay: 40.4,
        offer: { shipping_fee_offered: true },
      }),
    ).toEqual({
      itemsCents: 5990,
      discountCents: 600,
      shippingCents: 0,
      shippingOffered: true,
      giftCardCents: 1000,
      walletCents: 350,
      toPayCents: 4040,
    });
  });
});

describe("reading a payment return from a URL", () => {
  const read = (query: string) => paymentReturnOf(new URLSearchParams(query));

  it("takes the hosted page's redirectResult", () => {
    expect(read("sessionId=pay_7&redirectResult=abc")).toEqual({ sessionId: "pay_7", redirectResult: "abc" });
  });

  it("sends Stripe.js's payment_intent as the redirectResult", () => {
    expect(
      read("sessionId=pay_7&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded"),
    ).toEqual({ sessionId: "pay_7", redirectResult: "pi_1" });
  });

  it("takes Adyen Drop-in's sessionResult", () => {
    expect(read("sessionId=pay_7&sessionResult=X3yz")).toEqual({ sessionId: "pay_7", sessionResult: "X3yz" });
  });

  it("is no return without a session id or a result", () => {
    expect(read("redirectResult=abc")).toBeNull();
    expect(read("payment_intent=pi_1")).toBeNull();
    expect(read("sessionId=pay_7")).toBeNull();
    expect(read("sessionId=pay_7&redirectResult=")).toBeNull();
    expect(read("order=12")).toBeNull();
  });
});

describe("the embedded form's return URL", () => {
  it("adds the result and keeps the payment's own sessionId", () => {
    const url = new URL(returnUrlWith(RETURN, { sessionId: "CS123", sessionResult: "R+/=" }));
    expect(url.searchParams.get("sessionId")).toBe("pay_7");
    expect(url.searchParams.get("sessionResult")).toBe("R+/=");
    expect(paymentReturnOf(url.searchParams)).toEqual({ sessionId: "pay_7", sessionResult: "R+/=" });
  });

  it("adds the session id when the page's URL has none (a card setup)", () => {
    const url = new URL(
      returnUrlWith("https://shop.example/infos/add/payment", { sessionId: "CS1", sessionResult: "R" }),
    );
    expect(url.searchParams.get("sessionId")).toBe("CS1");
  });

  it("names a Stripe intent from its client secret", () => {
    expect(intentIdOf("pi_3Abc_secret_xyz")).toBe("pi_3Abc");
    expect(intentIdOf("seti_9_secret_q")).toBe("seti_9");
  });
});

describe("a Stripe.js error (§8)", () => {
  it("is worded by its decline_code, else its code, else its type", () => {
    expect(stripeErrorKey({ type: "card_error", code: "card_declined", decline_code: "insufficient_funds" })).toBe(
      "checkout.payment_error.insufficient_funds",
    );
    expect(stripeErrorKey({ type: "card_error", code: "expired_card" })).toBe("checkout.payment_error.expired_card");
    expect(stripeErrorKey({ type: "invalid_request_error", code: "payment_intent_authentication_failure" })).toBe(
      "checkout.payment_error.payment_intent_authentication_failure",
    );
    expect(stripeErrorKey({ type: "card_error", code: "card_declined", decline_code: "fraudulent" })).toBe(
      "checkout.payment_error.generic",
    );
    expect(stripeErrorKey({ type: "api_connection_error" })).toBe("checkout.payment_error.generic");
  });

  it("leaves an incomplete form to the Payment Element's own words", () => {
    expect(stripeErrorKey({ type: "validation_error", code: "incomplete_number" })).toBeNull();
  });

  it("knows when the attempt itself failed", () => {
    expect(attemptFailed({ type: "card_error", code: "card_declined" })).toBe(true);
    expect(attemptFailed({ type: "invalid_request_error", code: "payment_intent_authentication_failure" })).toBe(true);
    expect(attemptFailed({ type: "validation_error" })).toBe(false);
    expect(attemptFailed({ type: "api_connection_error" })).toBe(false);
  });
});

describe("the providers' look and language", () => {
  it("gives Adyen a locale with its region", () => {
    expect(adyenLocale("fr")).toBe("fr-FR");
    expect(adyenLocale("nl")).toBe("nl-NL");
    expect(adyenLocale("en")).toBe("en-US");
  });

  it("dresses the Payment Element in the site's colours, leaving out what the page does not set", () => {
    const css: Record<string, string> = { "--ink": " #2b2540", "--radius": "14px", "--font": "Nunito, sans-serif" };
    expect(stripeAppearance((name) => css[name] ?? "")).toEqual({
      theme: "stripe",
      variables: {
        colorPrimary: "#2b2540",
        colorText: "#2b2540",
        fontFamily: "Nunito, sans-serif",
        borderRadius: "14px",
      },
    });
  });
});
