import { describe, expect, it } from "vitest";
import { availablePaymentKinds, paymentErrorCode } from "./payments";

describe("payment error code (§8)", () => {
  it("is the decline_code first, then the code, then the type", () => {
    expect(paymentErrorCode({ decline_code: "insufficient_funds", code: "card_declined", type: "card_error" })).toBe(
      "insufficient_funds",
    );
    expect(paymentErrorCode({ decline_code: null, code: "expired_card", type: "card_error" })).toBe("expired_card");
    expect(paymentErrorCode({ type: "api_error" })).toBe("api_error");
    expect(paymentErrorCode({ decline_code: "", code: "", type: "" })).toBeNull();
  });
});

describe("available payment kinds", () => {
  it("offers iDEAL in the Netherlands only and Klarna in its countries, for shop orders", () => {
    expect(availablePaymentKinds("NL", true)).toEqual(["card", "paypal", "klarna_paylater", "klarna_paynow", "ideal"]);
    expect(availablePaymentKinds("DE", true)).toEqual(["card", "paypal", "klarna_paylater", "klarna_paynow"]);
    expect(availablePaymentKinds("FR", true)).toEqual(["card", "paypal"]);
    expect(availablePaymentKinds(null, true)).toEqual(["card", "paypal"]);
  });

  it("offers only methods that can be saved for box orders", () => {
    expect(availablePaymentKinds("NL", false)).toEqual(["card", "paypal"]);
  });
});
