import { describe, expect, it } from "vitest";
import { checkoutRefusal } from "~/routes/shop/checkout.server";

describe("checkoutRefusal (§8)", () => {
  it("says out of stock, each code error beside the code, the relay point beside its field", () => {
    expect(checkoutRefusal(409, { type: "NOT_ENOUGH_STOCK" })).toEqual({ message: "checkout.error.out_of_stock" });
    expect(checkoutRefusal(422, { type: "COUPON_CODE_EXPIRED" })).toEqual({
      field: "code",
      message: "money.code_coupon_expired",
    });
    expect(
      checkoutRefusal(422, { type: "NOT_ENOUGH_LOYALTY_POINTS", detail: "Not enough loyalty points. Minimum: 600.00" }),
    ).toEqual({ field: "code", message: "money.code_not_enough_loyalty_points_600" });
    expect(checkoutRefusal(422, { type: "RELAY_POINT_REQUIRED" })).toEqual({
      field: "relay_point_id",
      message: "checkout.error.relay_point_required",
    });
    expect(checkoutRefusal(422, { type: "RELAY_POINT_UNKNOWN" })).toEqual({
      field: "relay_point_id",
      message: "checkout.error.relay_point_unknown",
    });
  });

  it("falls back on a generic message, never the API's text", () => {
    expect(checkoutRefusal(502, { type: "PAYMENT_UNAVAILABLE" })).toEqual({ message: "checkout.error.generic" });
    expect(checkoutRefusal(409, { type: "IDEMPOTENCY_KEY_REUSED" })).toEqual({ message: "checkout.error.generic" });
    expect(checkoutRefusal(404, undefined)).toEqual({ message: "checkout.error.address_gone" });
  });
});
