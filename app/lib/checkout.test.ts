import { describe, expect, it } from "vitest";
import {
  checkoutTotals,
  isSavedMethodChoice,
  paymentChoice,
  savedMethodChoice,
  paymentErrorKey,
  platformNameKey,
  platformsFor,
  prefilledCode,
  usableMethods,
} from "~/lib/checkout";

describe("checkoutTotals", () => {
  it("prices shipping on the items left after the code, then spends the gift card and the wallet", () => {
    const totals = checkoutTotals({
      itemsCents: 5000,
      code: { percent: 10, amount: null, shippingFeeOffered: false },
      country: "FR",
      carrier: "mondial_relay",
      giftCardBalanceCents: 1000,
      walletBalanceCents: 10_000,
      useWallet: true,
    });
    expect(totals).toEqual({
      itemsCents: 5000,
      discountCents: 500,
      shippingCents: 490,
      shippingOffered: false,
      giftCardCents: 1000,
      walletCents: 3990,
      toPayCents: 0,
    });
  });

  it("offers shipping from the threshold or by the code, and charges the rest", () => {
    const home = { itemsCents: 6000, country: "BE" as const, carrier: "colissimo" as const };
    expect(checkoutTotals(home).shippingCents).toBe(0);
    expect(checkoutTotals({ ...home, freeShippingThresholdCents: 8000 }).shippingCents).toBe(990);
    const offered = checkoutTotals({
      ...home,
      itemsCents: 2000,
      code: { percent: null, amount: null, shippingFeeOffered: true },
    });
    expect(offered).toMatchObject({ shippingCents: 0, shippingOffered: true, toPayCents: 2000 });
    // The wallet is spent only when chosen; a fixed amount never goes below zero
    const fixed = checkoutTotals({
      ...home,
      itemsCents: 800,
      code: { percent: null, amount: 10, shippingFeeOffered: false },
      walletBalanceCents: 500,
    });
    expect(fixed).toMatchObject({ discountCents: 800, shippingCents: 990, walletCents: 0, toPayCents: 990 });
  });

  it("leaves the fee unknown without a country, and a carrier not serving it", () => {
    expect(checkoutTotals({ itemsCents: 1000, country: null, carrier: "colissimo" }).shippingCents).toBeNull();
    expect(checkoutTotals({ itemsCents: 1000, country: "DE", carrier: "inpost" }).shippingCents).toBeNull();
  });
});

describe("prefilledCode", () => {
  it("takes woman_code for a woman's cart, kid_code otherwise, the other as a fallback, trimmed", () => {
    const both = { kidCode: " KID5 ", womanCode: "WOMAN10" };
    expect(prefilledCode(both, true)).toBe("WOMAN10");
    expect(prefilledCode(both, false)).toBe("KID5");
    expect(prefilledCode({ womanCode: "WOMAN10" }, false)).toBe("WOMAN10");
    expect(prefilledCode({ kidCode: "   " }, false)).toBe("");
  });
});

describe("usableMethods", () => {
  const method = (id: number, expiration_date: string | null, valid = true) => ({ id, expiration_date, valid });
  it("keeps saved methods until their expiry day (or month) has passed (§5)", () => {
    const methods = [
      method(1, "2026-11-21"),
      method(2, "2026-11-20"),
      method(3, "2026-11"),
      method(4, "2026-10"),
      method(5, null),
      method(6, "2030-01-01", false),
    ];
    expect(usableMethods(methods, "2026-11-21").map((m) => m.id)).toEqual([1, 3, 5]);
  });
});

describe("platforms", () => {
  const all = ["card_via_sandbox", "paypal_via_sandbox", "klarna_paylater_via_sandbox", "ideal_via_sandbox"];
  it("keeps the platforms serving the shipping country", () => {
    expect(platformsFor(all, "NL")).toEqual(all);
    expect(platformsFor(all, "FR")).toEqual(["card_via_sandbox", "paypal_via_sandbox"]);
    expect(platformsFor(all, null)).toEqual(all);
  });
  it("takes the API's answer for a saved address's country over the client's", () => {
    const french = ["card_via_sandbox", "paypal_via_sandbox"];
    const byCountry = { NL: ["card_via_sandbox", "ideal_via_sandbox"] };
    expect(platformsFor(french, "NL", byCountry)).toEqual(["card_via_sandbox", "ideal_via_sandbox"]);
    expect(platformsFor(french, "BE", byCountry)).toEqual(french);
  });
  it("names them, card through Adyen apart", () => {
    expect(platformNameKey("klarna_paynow_via_adyen")).toBe("checkout.platform.klarna_paynow");
    expect(platformNameKey("card_via_adyen")).toBe("checkout.platform.card_via_adyen");
    expect(platformNameKey("card_via_stripe")).toBe("checkout.platform.card");
  });
});

describe("paymentErrorKey", () => {
  it("gives the sandbox's decline codes their message, stock its own, anything else the generic one", () => {
    expect(paymentErrorKey("insufficient_funds")).toBe("checkout.payment_error.insufficient_funds");
    expect(paymentErrorKey("payment_intent_authentication_failure")).toBe(
      "checkout.payment_error.payment_intent_authentication_failure",
    );
    expect(paymentErrorKey("NOT_ENOUGH_STOCK")).toBe("checkout.error.out_of_stock");
    expect(paymentErrorKey("something_else")).toBe("checkout.payment_error.generic");
    expect(paymentErrorKey(null)).toBe("checkout.payment_error.generic");
  });
});

describe("paymentChoice", () => {
  const methods = [{ id: 7, platform: "card_via_sandbox" }];

  it("reads a platform as itself", () => {
    expect(paymentChoice("ideal_via_sandbox", methods)).toEqual({ platform: "ideal_via_sandbox" });
  });

  it("reads a saved method as its platform and id", () => {
    expect(isSavedMethodChoice(savedMethodChoice(7))).toBe(true);
    expect(paymentChoice(savedMethodChoice(7), methods)).toEqual({ platform: "card_via_sandbox", paymentMethodId: 7 });
  });

  it("gives no platform for a method that is gone", () => {
    expect(paymentChoice(savedMethodChoice(8), methods)).toEqual({ platform: "" });
  });
});
