import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOYALTY_CONFIG,
  addMonths,
  emailIdentity,
  godsonState,
  isBirthdayMonth,
  loyaltyConfigFrom,
  nextThreshold,
  notEnoughPointsMessage,
  pointsExpiringSoon,
  pointsExpiry,
  pointsFor,
  pointsToExpire,
  referralCodeFrom,
  referralConfigFrom,
  referralEarns,
  sameCard,
  tierOf,
} from "./loyalty";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("earning", () => {
  it("gives a point per whole euro of shop and box pieces, the same rule for both", () => {
    expect(pointsFor("SHOP", { amountCents: 4999 })).toBe(49);
    expect(pointsFor("BOX", { amountCents: 4999 })).toBe(49);
    expect(pointsFor("SHOP", { amountCents: 99 })).toBe(0);
    expect(pointsFor("SHOP", { amountCents: -500 })).toBe(0);
    expect(pointsFor("SHOP", { amountCents: 1000 }, { ...DEFAULT_LOYALTY_CONFIG, pointsPerEuro: 2 })).toBe(20);
  });
  it("gives fixed points for a rating and a referral", () => {
    expect(pointsFor("RATING")).toBe(20);
    expect(pointsFor("REFERRAL")).toBe(100);
  });
  it("lapses 12 months later, the 31st becoming the month's last day", () => {
    expect(pointsExpiry(day("2026-01-15")).toISOString().slice(0, 10)).toBe("2027-01-15");
    expect(addMonths(day("2026-01-31"), 1).toISOString().slice(0, 10)).toBe("2026-02-28");
  });
});

describe("configuration", () => {
  it("reads the seed's entries and keeps defaults for malformed ones", () => {
    const config = loyaltyConfigFrom(
      new Map<string, unknown>([
        ["loyalty.points_per_euro", 2],
        ["loyalty.validity_months", "x"],
        ["loyalty.min_points", [600, 200]],
        ["loyalty.coupon_amount_cents", { "200": 1200, "600": 4500 }],
      ]),
    );
    expect(config.pointsPerEuro).toBe(2);
    expect(config.validityMonths).toBe(12);
    expect(config.tiers).toEqual([
      { points: 200, amountCents: 1200 },
      { points: 600, amountCents: 4500 },
    ]);
    expect(referralConfigFrom(new Map([["godfather_amount", 20]])).godfatherAmountCents).toBe(2000);
    expect(referralConfigFrom(new Map()).godfatherAmountCents).toBe(1500);
    expect(referralConfigFrom(new Map()).godsonAmountCents).toBe(1500);
  });
});

describe("expiry (first in, first out)", () => {
  const entries = [
    { points: 100, expiresAt: day("2026-01-01") },
    { points: 50, expiresAt: day("2026-06-01") },
    { points: -80, expiresAt: null },
    { points: 30, expiresAt: null },
  ];
  it("writes off the lapsed credits less what was spent, once", () => {
    expect(pointsToExpire(entries, day("2025-12-31"))).toBe(0);
    expect(pointsToExpire(entries, day("2026-01-01"))).toBe(20);
    const after = [...entries, { points: -20, expiresAt: null }];
    expect(pointsToExpire(after, day("2026-01-02"))).toBe(0);
    expect(pointsToExpire(after, day("2026-06-01"))).toBe(50);
  });
  it("warns about the points lapsing within the window", () => {
    expect(pointsExpiringSoon(entries, day("2025-12-10"), 30)).toEqual({ points: 20, expiresAt: day("2026-01-01") });
    expect(pointsExpiringSoon(entries, day("2025-10-01"), 30)).toBeNull();
  });
});

describe("coupons", () => {
  it("knows the §9 tiers, the §8 message and the next threshold", () => {
    expect(tierOf(200)).toEqual({ points: 200, amountCents: 1000 });
    expect(tierOf(300)).toBeUndefined();
    expect(notEnoughPointsMessage(200)).toBe("Not enough loyalty points. Minimum: 200.00");
    expect(notEnoughPointsMessage(600)).toBe("Not enough loyalty points. Minimum: 600.00");
    expect(nextThreshold(150)).toEqual({ points: 200, amountCents: 1000, missing: 50 });
    expect(nextThreshold(200)).toEqual({ points: 600, amountCents: 4000, missing: 400 });
    expect(nextThreshold(600)).toBeNull();
  });
});

describe("birthday", () => {
  it("is a kid of up to 14 born in this month", () => {
    expect(isBirthdayMonth("2019-11-03", "2026-11-25")).toBe(true);
    expect(isBirthdayMonth("2019-12-03", "2026-11-25")).toBe(false);
    expect(isBirthdayMonth("2005-11-03", "2026-11-25")).toBe(false);
    expect(isBirthdayMonth(null, "2026-11-25")).toBe(false);
  });
});

describe("referral", () => {
  it("sees one mailbox behind dots, plus tags and case", () => {
    expect(emailIdentity("Jean.Dupont+malle@Gmail.com")).toBe(emailIdentity("jeandupont@googlemail.com"));
    expect(emailIdentity("a@x.fr")).not.toBe(emailIdentity("b@x.fr"));
  });
  it("earns nothing for the same mailbox or the same card", () => {
    const card = { brand: "visa", last4: "4242", expirationDate: "2030-12-31" };
    expect(referralEarns({ email: "a@x.fr", cards: [card] }, { email: "b@x.fr", cards: [] })).toBe(true);
    expect(referralEarns({ email: "a.b@x.fr", cards: [] }, { email: "ab+2@x.fr", cards: [] })).toBe(false);
    expect(
      referralEarns({ email: "a@x.fr", cards: [card] }, { email: "b@x.fr", cards: [{ ...card, brand: "VISA" }] }),
    ).toBe(false);
    expect(sameCard(card, { ...card, last4: null })).toBe(false);
    expect(sameCard(card, { ...card, expirationDate: "2031-12-31" })).toBe(false);
  });
  it("shows three states and makes codes without look-alikes", () => {
    expect(godsonState("REWARDED")).toBe("FIRST_ORDER_PAID");
    expect(godsonState("CONVERTED")).toBe("FIRST_ORDER_PAID");
    expect(referralCodeFrom(new Uint8Array(8))).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  });
});
