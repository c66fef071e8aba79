import { describe, expect, it } from "vitest";
import { clientKind, type ClientStatuses } from "./account";

const prospect: ClientStatuses = {
  subscription_status: "PROSPECT",
  woman_subscription_status: null,
  shop_status: "PROSPECT",
  gift_card_status: null,
};

describe("clientKind (§4)", () => {
  it("is visitor without a client and prospect for a new account", () => {
    expect(clientKind(null)).toBe("visitor");
    expect(clientKind(prospect)).toBe("prospect");
    expect(
      clientKind({ ...prospect, subscription_status: "PROSPECT_WITH_KID", shop_status: "PROSPECT_WITH_CART" }),
    ).toBe("prospect");
  });

  it("puts an ongoing box (kid or woman) before a paused one, then orders, then gift cards", () => {
    const everything: ClientStatuses = {
      subscription_status: "PAUSED_SUBSCRIPTION",
      woman_subscription_status: "ONGOING_SUBSCRIPTION",
      shop_status: "ORDERED",
      gift_card_status: "GIVER",
    };
    expect(clientKind(everything)).toBe("subscriber");
    expect(clientKind({ ...everything, woman_subscription_status: null })).toBe("paused");
    expect(clientKind({ ...prospect, woman_subscription_status: "PAUSED_SUBSCRIPTION", shop_status: "ORDERED" })).toBe(
      "paused",
    );
    expect(clientKind({ ...prospect, shop_status: "ORDERED", gift_card_status: "GIVER" })).toBe("shop_client");
    expect(clientKind({ ...prospect, gift_card_status: "GIVER" })).toBe("gift_card_giver");
  });
});
