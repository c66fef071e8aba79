import { describe, expect, it } from "vitest";
import { loyaltyRefusalKey, reasonKey } from "./loyalty";

describe("loyalty refusals", () => {
  it("gives each §8 message its own words", () => {
    expect(loyaltyRefusalKey("NOT_ENOUGH_LOYALTY_POINTS", "Not enough loyalty points. Minimum: 200.00")).toBe(
      "loyalty.error.not_enough_200",
    );
    expect(loyaltyRefusalKey("NOT_ENOUGH_LOYALTY_POINTS", "Not enough loyalty points. Minimum: 600.00")).toBe(
      "loyalty.error.not_enough_600",
    );
    expect(loyaltyRefusalKey("NO_ELIGIBLE_KID", "No eligible kid for birthday offer")).toBe(
      "loyalty.error.no_eligible_kid",
    );
    expect(loyaltyRefusalKey("VALIDATION_ERROR", undefined)).toBe("loyalty.error.failed");
  });
  it("names every reason", () => {
    expect(reasonKey("COUPON_REDEMPTION")).toBe("loyalty.history.reason.coupon_redemption");
    expect(reasonKey("WHATEVER")).toBe("loyalty.history.reason.adjustment");
  });
});
