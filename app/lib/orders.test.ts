import { describe, expect, it } from "vitest";
import { isPayable, orderIdParam, orderStage, pageParam } from "~/lib/orders";

describe("order history rules", () => {
  it("reads every API status as one of the states the shopper sees", () => {
    expect(orderStage("PENDING_PAYMENT")).toBe("awaiting_payment");
    // A failed payment waits for the API to cancel the order and give everything back
    expect(orderStage("PAYMENT_FAILED")).toBe("awaiting_payment");
    expect(orderStage("PREPARING")).toBe("paid");
    expect(orderStage("SHIPPED")).toBe("shipped");
    expect(orderStage("COMPLETED")).toBe("delivered");
    expect(orderStage("CANCELLED")).toBe("cancelled");
  });

  it("offers to pay only a shop order waiting for its payment with something left to pay", () => {
    const waiting = { kind: "SHOP", status: "PENDING_PAYMENT", amount_to_pay: 42.5 } as const;
    expect(isPayable(waiting)).toBe(true);
    expect(isPayable({ ...waiting, amount_to_pay: 0 })).toBe(false);
    expect(isPayable({ ...waiting, status: "PAID" })).toBe(false);
    expect(isPayable({ ...waiting, kind: "BOX" })).toBe(false);
  });

  it("takes page numbers and order ids the API accepts, nothing else", () => {
    expect(pageParam("3")).toBe(3);
    for (const value of [null, "", "0", "-1", "2.5", "abc", "999999"]) expect(pageParam(value)).toBe(1);
    expect(orderIdParam("12")).toBe(12);
    for (const value of [null, "0", "012", "2147483648", "1e3", 12]) expect(orderIdParam(value)).toBeNull();
  });
});
