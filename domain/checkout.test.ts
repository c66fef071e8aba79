import { describe, expect, it } from "vitest";
import {
  CARRIERS,
  CODE_ERRORS,
  RELAY_CARRIERS,
  RELAY_FINDER_LINKS,
  RELAY_POINT_COUNTRIES,
  carriersFor,
  checkCode,
  checkGiftCard,
  codeDiscountCents,
  codeErrorMessageKey,
  hasEligibleKid,
  normalizeCode,
  notEnoughLoyaltyPointsMessage,
  shippingFee,
  type CodeContext,
  type CodeRule,
} from "./checkout";
import { CONTENT_LOCALES, COUNTRIES } from "./locales";

describe("relay points (§9)", () => {
  it("exist in FR, DE, AT, BE, NL, LU, ES only", () => {
    expect([...RELAY_POINT_COUNTRIES].sort()).toEqual(["AT", "BE", "DE", "ES", "FR", "LU", "NL"]);
    for (const country of COUNTRIES) {
      const relays = carriersFor(country, "fr").filter((option) => option.mode === "relay");
      expect(relays.length > 0, country).toBe((RELAY_POINT_COUNTRIES as readonly string[]).includes(country));
    }
  });

  it("offers colissimo at home everywhere, first, without a finder", () => {
    for (const country of COUNTRIES) {
      expect(carriersFor(country, "de")[0]).toEqual({ carrier: "colissimo", mode: "home", finderUrl: null });
    }
  });

  it("uses Mondial Relay, Hermes and InPost, each with a finder link in every locale", () => {
    const used = new Set(Object.values(RELAY_CARRIERS).flat());
    expect([...used].sort()).toEqual(["hermes", "inpost", "mondial_relay"]);
    for (const carrier of used) {
      for (const locale of CONTENT_LOCALES) expect(RELAY_FINDER_LINKS[carrier][locale]).toMatch(/^https:\/\//);
    }
  });

  it("gives the finder link of the requested language", () => {
    const fr = carriersFor("BE", "fr").find((option) => option.carrier === "mondial_relay");
    const nl = carriersFor("BE", "nl").find((option) => option.carrier === "mondial_relay");
    expect(fr?.finderUrl).toBe(RELAY_FINDER_LINKS.mondial_relay.fr);
    expect(nl?.finderUrl).toBe(RELAY_FINDER_LINKS.mondial_relay.nl);
    expect(fr?.finderUrl).not.toBe(nl?.finderUrl);
    expect(carriersFor("DE", "de").map((option) => option.carrier)).toEqual(["colissimo", "hermes"]);
  });
});

describe("shippingFee", () => {
  it("charges relay less than home, and France less than the rest of Europe", () => {
    const fee = (countryCode: "FR" | "DE", carrier: "colissimo" | "mondial_relay" | "hermes") =>
      shippingFee({ countryCode, carrier, subtotalCents: 1000 })!.shippingFeeTtcCents;
    expect(fee("FR", "mondial_relay")).toBe(490);
    expect(fee("FR", "colissimo")).toBe(690);
    expect(fee("DE", "hermes")).toBeGreaterThan(fee("FR", "mondial_relay"));
    expect(fee("DE", "colissimo")).toBeGreaterThan(fee("FR", "colissimo"));
  });

  it("is offered from the free-shipping threshold (60 € by default, or the configured one)", () => {
    const at = (subtotalCents: number, freeShippingThresholdCents?: number | null) =>
      shippingFee({ countryCode: "FR", carrier: "colissimo", subtotalCents, offers: { freeShippingThresholdCents } })!;
    expect(at(5999)).toMatchObject({ shippingFeeTtcCents: 690, shippingFeeOffered: false });
    expect(at(6000)).toMatchObject({ shippingFeeTtcCents: 0, shippingFeeOffered: true, baseFeeCents: 690 });
    expect(at(4000, 4000).shippingFeeOffered).toBe(true);
    expect(at(100_000, null).shippingFeeOffered).toBe(false);
  });

  it("is offered by a code with shipping_fee_offered, whatever the amount", () => {
    const quote = shippingFee({
      countryCode: "ES",
      carrier: "inpost",
      subtotalCents: 0,
      offers: { codeShippingFeeOffered: true },
    });
    expect(quote).toMatchObject({ shippingFeeTtcCents: 0, shippingFeeOffered: true });
  });

  it("is undefined for a carrier that does not deliver to the country", () => {
    expect(shippingFee({ countryCode: "IT", carrier: "mondial_relay", subtotalCents: 0 })).toBeUndefined();
    expect(shippingFee({ countryCode: "DE", carrier: "inpost", subtotalCents: 0 })).toBeUndefined();
    for (const country of COUNTRIES) {
      for (const carrier of CARRIERS) {
        const listed = carriersFor(country, "fr").some((option) => option.carrier === carrier);
        expect(shippingFee({ countryCode: country, carrier, subtotalCents: 0 }) !== undefined).toBe(listed);
      }
    }
  });
});

describe("codes (§5, §8, §9)", () => {
  it("are trimmed and upper-cased", () => {
    expect(normalizeCode("  bienvenue15 \n")).toBe("BIENVENUE15");
    expect(normalizeCode("   ")).toBe("");
  });

  it("word the loyalty minimums as the spec does", () => {
    expect(notEnoughLoyaltyPointsMessage(200)).toBe("Not enough loyalty points. Minimum: 200.00");
    expect(notEnoughLoyaltyPointsMessage(600)).toBe("Not enough loyalty points. Minimum: 600.00");
  });

  it("map each §8 error to its own message, anything else to 'invalid code'", () => {
    const keys = [
      "GIFT_CARD_ALREADY_USED",
      "COUPON_CODE_ALREADY_USED",
      "GIFT_CARD_EXPIRED",
      "COUPON_CODE_EXPIRED",
      "NO_ELIGIBLE_KID",
    ].map((type) => codeErrorMessageKey(type));
    keys.push(codeErrorMessageKey("NOT_ENOUGH_LOYALTY_POINTS", notEnoughLoyaltyPointsMessage(200)));
    keys.push(codeErrorMessageKey("NOT_ENOUGH_LOYALTY_POINTS", notEnoughLoyaltyPointsMessage(600)));
    expect(new Set(keys).size).toBe(7);
    expect(keys).not.toContain("money.code_invalid");
    expect(codeErrorMessageKey("INVALID_CODE")).toBe("money.code_invalid");
    expect(codeErrorMessageKey("NOT_FOUND")).toBe("money.code_invalid");
    expect(codeErrorMessageKey("NOT_ENOUGH_LOYALTY_POINTS", "Minimum: 300")).toBe("money.code_invalid");
    expect(CODE_ERRORS).toContain("INVALID_CODE");
  });

  it("take a rounded percent or a fixed amount, never more than the items", () => {
    expect(codeDiscountCents({ percent: 15, amountCents: null }, 3333)).toBe(500);
    expect(codeDiscountCents({ percent: null, amountCents: 1000 }, 600)).toBe(600);
    expect(codeDiscountCents({ percent: null, amountCents: null }, 600)).toBe(0);
  });

  it("find an eligible kid for the birthday offer up to 14 years", () => {
    expect(hasEligibleKid(["2022-09-03"], "2026-11-21")).toBe(true);
    expect(hasEligibleKid(["2011-11-22"], "2026-11-21")).toBe(true);
    expect(hasEligibleKid(["2011-11-21"], "2026-11-21")).toBe(false);
    expect(hasEligibleKid([null], "2026-11-21")).toBe(false);
    expect(hasEligibleKid([], "2026-11-21")).toBe(false);
  });
});

describe("checkCode", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const code: CodeRule = {
    kind: "DISCOUNT",
    percent: 15,
    amountCents: null,
    shippingFeeOffered: false,
    target: null,
    appliesTo: null,
    minOrderCents: null,
    minLoyaltyPoints: null,
    maxUses: null,
    maxUsesPerClient: 1,
    isActive: true,
    startsAt: null,
    expiresAt: new Date("2027-01-01T00:00:00Z"),
  };
  const context: CodeContext = { now, usesTotal: 0, usesByClient: 0, loyaltyPoints: 0, hasEligibleKid: false };

  it("accepts a valid code, with its discount once the order is known", () => {
    expect(checkCode(code, context)).toEqual({ ok: true, discountCents: null, shippingFeeOffered: false });
    const order = { kind: "SHOP" as const, itemsCents: 4000, profileType: null };
    expect(checkCode(code, { ...context, order })).toEqual({ ok: true, discountCents: 600, shippingFeeOffered: false });
  });

  it.each([
    ["inactive", { isActive: false }, {}, "INVALID_CODE"],
    ["not started", { startsAt: new Date("2026-12-01T00:00:00Z") }, {}, "INVALID_CODE"],
    ["expired", { expiresAt: new Date("2026-11-21T11:59:59Z") }, {}, "COUPON_CODE_EXPIRED"],
    ["used by the client", {}, { usesByClient: 1 }, "COUPON_CODE_ALREADY_USED"],
    ["used up by everyone", { maxUses: 3, maxUsesPerClient: null }, { usesTotal: 3 }, "COUPON_CODE_ALREADY_USED"],
    [
      "a coupon without the points",
      { kind: "COUPON", minLoyaltyPoints: 600 },
      { loyaltyPoints: 599 },
      "NOT_ENOUGH_LOYALTY_POINTS",
    ],
    ["a birthday offer without a kid", { kind: "BIRTHDAY" }, {}, "NO_ELIGIBLE_KID"],
  ] as const)("refuses a code %s", (_, change, contextChange, error) => {
    const result = checkCode({ ...code, ...change }, { ...context, ...contextChange });
    expect(result).toMatchObject({ ok: false, error });
  });

  it("gives the spec's messages as details", () => {
    const coupon = { ...code, kind: "COUPON" as const, minLoyaltyPoints: 200 };
    expect(checkCode(coupon, { ...context, loyaltyPoints: 199 })).toMatchObject({
      detail: "Not enough loyalty points. Minimum: 200.00",
    });
    expect(checkCode(coupon, { ...context, loyaltyPoints: 200 }).ok).toBe(true);
    const birthday = { ...code, kind: "BIRTHDAY" as const };
    expect(checkCode(birthday, context)).toMatchObject({ detail: "No eligible kid for birthday offer" });
    expect(checkCode(birthday, { ...context, hasEligibleKid: true }).ok).toBe(true);
  });

  it("refuses an order of another kind, target or below the minimum as an invalid code", () => {
    const order = { kind: "SHOP" as const, itemsCents: 4000, profileType: "KID" as const };
    expect(checkCode({ ...code, appliesTo: "BOX" }, { ...context, order })).toMatchObject({ error: "INVALID_CODE" });
    expect(checkCode({ ...code, target: "WOMAN" }, { ...context, order })).toMatchObject({ error: "INVALID_CODE" });
    expect(checkCode({ ...code, minOrderCents: 5000 }, { ...context, order })).toMatchObject({
      error: "INVALID_CODE",
      detail: "Minimum order: 50.00",
    });
    expect(checkCode({ ...code, minOrderCents: 4000 }, { ...context, order }).ok).toBe(true);
  });

  it("checks a box's code at booking, its minimum and amount waiting for the pieces kept", () => {
    const booking = { kind: "BOX" as const, itemsCents: null, profileType: "KID" as const };
    const box = { ...code, appliesTo: "BOX" as const, minOrderCents: 5000 };
    expect(checkCode(box, { ...context, order: booking })).toEqual({
      ok: true,
      discountCents: null,
      shippingFeeOffered: false,
    });
    expect(checkCode({ ...box, appliesTo: "SHOP" }, { ...context, order: booking })).toMatchObject({
      error: "INVALID_CODE",
    });
    expect(checkCode({ ...box, target: "WOMAN" }, { ...context, order: booking })).toMatchObject({
      error: "INVALID_CODE",
    });
  });
});

describe("checkGiftCard", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const card = { balanceCents: 5000, usedAt: null, expiresAt: new Date("2027-11-30T23:59:59Z") };
  it("accepts an unused card before it expires", () => expect(checkGiftCard(card, now)).toEqual({ ok: true }));
  it("refuses a used card", () =>
    expect(checkGiftCard({ ...card, usedAt: new Date("2026-06-02") }, now)).toEqual({
      ok: false,
      error: "GIFT_CARD_ALREADY_USED",
    }));
  it("refuses an expired card", () =>
    expect(checkGiftCard({ ...card, expiresAt: new Date("2026-01-31") }, now)).toEqual({
      ok: false,
      error: "GIFT_CARD_EXPIRED",
    }));
  it("refuses a disabled card, even one with its whole balance", () =>
    expect(checkGiftCard({ ...card, disabledAt: new Date("2026-11-20") }, now)).toEqual({
      ok: false,
      error: "INVALID_CODE",
    }));
});
