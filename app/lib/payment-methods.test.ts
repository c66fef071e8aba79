import { describe, expect, it } from "vitest";
import { CONTENT_LOCALES } from "#domain/locales.js";
import { bundledTranslations } from "~/locales/bundled.server";
import {
  SETUP_FAILED_KEY,
  brandName,
  expiryLabel,
  gatewayOf,
  readSetupReturn,
  setupReturnUrl,
} from "./payment-methods";

describe("saved payment methods page rules", () => {
  it("reads the gateway from the platform's suffix", () => {
    expect(gatewayOf("card_via_sandbox")).toBe("sandbox");
    expect(gatewayOf("paypal_via_stripe")).toBe("stripe");
    expect(gatewayOf("card_via_adyen")).toBe("adyen");
    expect(gatewayOf("card_via_nowhere")).toBeNull();
    expect(gatewayOf("card")).toBeNull();
  });

  it("comes back to the page with the platform and the way on", () => {
    const url = new URL(
      setupReturnUrl("https://shop.test/nl/infos/add/payment", "card_via_sandbox", "/nl/shop/checkout"),
    );
    expect(url.pathname).toBe("/nl/infos/add/payment");
    expect(url.searchParams.get("platform")).toBe("card_via_sandbox");
    expect(url.searchParams.get("redirect")).toBe("/nl/shop/checkout");
    expect(new URL(setupReturnUrl("https://shop.test/infos/add/payment", "paypal_via_sandbox", "")).search).toBe(
      "?platform=paypal_via_sandbox",
    );
  });

  it("reads a hosted page's return, and Stripe's", () => {
    const hosted = new URLSearchParams({ platform: "card_via_sandbox", sessionId: "setup_1", redirectResult: "r.sig" });
    expect(readSetupReturn(hosted)).toEqual({
      method: { payment_gateway: "sandbox", payment_method_type: "card" },
      redirectResult: "r.sig",
    });
    const stripe = new URLSearchParams({ platform: "paypal_via_stripe", setup_intent: "seti_1", redirect_status: "x" });
    expect(readSetupReturn(stripe)).toEqual({
      method: { payment_gateway: "stripe", payment_method_type: "paypal" },
      redirectResult: "seti_1",
    });
  });

  it("is not a return without a result; a result for a kind that cannot be saved has no method", () => {
    expect(readSetupReturn(new URLSearchParams({ platform: "card_via_sandbox" }))).toBeNull();
    expect(readSetupReturn(new URLSearchParams({ redirect: "/shop/checkout" }))).toBeNull();
    expect(readSetupReturn(new URLSearchParams({ platform: "ideal_via_adyen", redirectResult: "r" }))).toEqual({
      method: null,
      redirectResult: "r",
    });
    expect(readSetupReturn(new URLSearchParams({ redirectResult: "r" }))?.method).toBeNull();
  });

  it("prints the expiry as month and year in the locale's form", () => {
    expect(expiryLabel("2029-03-31", "fr")).toBe("03/2029");
    expect(expiryLabel("2029-03-31", "nl")).toBe("03-2029");
    expect(expiryLabel("2029-12-31", "de")).toBe("12/2029");
    // A month alone, and the first day, stay in their month whatever the time zone
    expect(expiryLabel("2029-03", "fr")).toBe("03/2029");
    expect(expiryLabel("2030-01-01", "fr")).toBe("01/2030");
  });

  it("names card brands", () => {
    expect(brandName("visa")).toBe("Visa");
    expect(brandName("mastercard")).toBe("Mastercard");
  });

  it.each(CONTENT_LOCALES)("has the setup failure message in %s", (locale) => {
    expect(bundledTranslations[locale][SETUP_FAILED_KEY]).toBeTruthy();
  });
});
