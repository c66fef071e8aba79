import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KID_AGE_SIZES } from "../profiles";
import { monthsBetween, sizePlan, type SizeProfile } from "./sizes";

const kid = (top: string, givenOn: string, birthdate = "2019-01-01"): SizeProfile => ({
  type: "KID",
  sizes: { top_size: top, bottom_size: top, shoe_size: "28" },
  birthdate,
  sizesGivenOn: givenOn,
});

describe("sizePlan: children grow", () => {
  it("keeps the size given today, and moves it on once the child has likely outgrown it", () => {
    expect(sizePlan(kid("6 ans", "2026-12-01", "2021-06-01"), "2026-12-05", []).predicted.top).toBe("6 ans");
    // "6 ans" fits 4 to 6 years: given at about 5, outgrown fourteen months later
    expect(sizePlan(kid("6 ans", "2025-10-01", "2021-06-01"), "2026-12-05", []).predicted.top).toBe("8 ans");
    // A baby grows through a size in a few months
    expect(sizePlan(kid("6 mois", "2026-04-01", "2026-01-01"), "2026-08-01", []).predicted.top).toBe("12 mois");
  });

  it("does not let a forgotten size lag far behind the child's age", () => {
    // Given at 3 years and never updated: at 9 the child wears at least "10 ans"
    const plan = sizePlan(kid("3 ans", "", "2017-11-01"), "2026-12-01", []);
    expect(plan.predicted.top).toBe("10 ans");
  });

  it("offers the predicted size and one up to grow into, never a size down", () => {
    const plan = sizePlan(kid("6 ans", "2026-12-01", "2021-06-01"), "2026-12-05", []);
    expect(plan.fit("top", 1, "6 ans")).toBe(0);
    expect(plan.fit("top", 1, "8 ans")).toBe(1);
    expect(plan.fit("top", 1, "5 ans")).toBe(-1);
    expect(plan.fit("top", 1, "10 ans")).toBe(-1);
    expect(plan.fit("shoe", 1, "TU")).toBe(0);
    // The engine's table per brand and axis: the same answers, one lookup per variant
    expect(new Map(plan.fits("top", 1))).toEqual(
      new Map([
        ["6 ans", 0],
        ["8 ans", 1],
      ]),
    );
  });

  it("grows shoes too: a toddler's foot about a size every three months", () => {
    const plan = sizePlan(
      { type: "KID", sizes: { shoe_size: "22" }, birthdate: "2024-06-01", sizesGivenOn: "2026-06-01" },
      "2026-12-01",
      [],
    );
    expect(plan.predicted.shoe).toBe("24");
  });

  it("never predicts a size below the one given, whatever the dates (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KID_AGE_SIZES),
        fc.integer({ min: 0, max: 48 }),
        fc.integer({ min: 0, max: 14 * 12 }),
        (size, monthsAgo, ageMonths) => {
          const delivery = new Date(Date.UTC(2026, 11, 1));
          const iso = (months: number) =>
            new Date(delivery.getTime() - months * 30.44 * 86_400_000).toISOString().slice(0, 10);
          const plan = sizePlan(kid(size, iso(monthsAgo), iso(ageMonths)), "2026-12-01", []);
          expect(KID_AGE_SIZES.indexOf(plan.predicted.top as never)).toBeGreaterThanOrEqual(
            KID_AGE_SIZES.indexOf(size),
          );
        },
      ),
    );
  });
});

describe("sizePlan: what returns said of the size", () => {
  const woman: SizeProfile = { type: "WOMAN", sizes: { top_size: "M", bottom_size: "M", shoe_size: "38" } };

  it("one piece too small moves its brand's size up, not the others'", () => {
    const plan = sizePlan(woman, null, [{ axis: "top", brandId: 7, size: "M", direction: "too_small" }]);
    expect(plan.fit("top", 7, "L")).toBe(0);
    expect(plan.fit("top", 7, "M")).toBe(-1);
    expect(plan.fit("top", 8, "M")).toBe(0);
    expect(plan.fits("top", 7).get("L")).toBe(0);
    expect(plan.fits("top", 8).get("L")).toBeUndefined();
  });

  it("two pieces agreeing move every brand's size", () => {
    const plan = sizePlan(woman, null, [
      { axis: "top", brandId: 7, size: "M", direction: "too_large" },
      { axis: "top", brandId: 8, size: "M", direction: "too_large" },
    ]);
    expect(plan.predicted.top).toBe("S");
    expect(plan.fit("top", 9, "S")).toBe(0);
    expect(plan.fit("bottom", 9, "M")).toBe(0);
  });

  it("a size moved by returns comes back when pieces in the moved size come back too large", () => {
    const tooSmall = (brandId: number) => ({
      axis: "top" as const,
      brandId,
      size: "M",
      direction: "too_small" as const,
    });
    const tooLarge = (brandId: number) => ({
      axis: "top" as const,
      brandId,
      size: "L",
      direction: "too_large" as const,
    });
    expect(sizePlan(woman, null, [tooSmall(1), tooSmall(2)]).predicted.top).toBe("L");
    // Two brands running small moved her to L; L came back too large from two others and a third brand
    const plan = sizePlan(woman, null, [tooSmall(1), tooSmall(2), tooLarge(3), tooLarge(4), tooLarge(5)]);
    expect(plan.predicted.top).toBe("M");
    // The two brands that ran small stay moved for her
    expect(plan.fit("top", 1, "L")).toBe(0);
    expect(plan.fit("top", 6, "M")).toBe(0);
  });

  it("a child's size already grown past a piece's 'too small' is not moved again", () => {
    const plan = sizePlan(kid("6 ans", "2025-10-01", "2021-06-01"), "2026-12-05", [
      { axis: "top", brandId: 1, size: "6 ans", direction: "too_small" },
      { axis: "top", brandId: 2, size: "6 ans", direction: "too_small" },
    ]);
    expect(plan.predicted.top).toBe("8 ans");
  });
});

describe("sizePlan: what all families said of a brand, what fitted", () => {
  const woman: SizeProfile = { type: "WOMAN", sizes: { top_size: "M" } };

  it("moves a brand that runs small or large for every family, once enough families said so", () => {
    const leans = new Map([
      ["top:7", { small: 9, large: 1 }],
      ["top:8", { small: 1, large: 8 }],
      ["top:9", { small: 3, large: 2 }],
      ["top:10", { small: 3, large: 0 }],
    ]);
    const plan = sizePlan(woman, null, [], leans);
    expect(plan.fit("top", 7, "L")).toBe(0);
    expect(plan.fit("top", 8, "S")).toBe(0);
    // Evenly split, or too few pieces heard: the family's size
    expect(plan.fit("top", 9, "M")).toBe(0);
    expect(plan.fit("top", 10, "M")).toBe(0);
    // The family's own word on a brand comes first
    const own = sizePlan(woman, null, [{ axis: "top", brandId: 7, size: "L", direction: "too_large" }], leans);
    expect(own.fit("top", 7, "M")).toBe(0);
  });

  it("a return all families' word on its brand explains does not move the family's size", () => {
    const leans = new Map([
      ["top:7", { small: 9, large: 0 }],
      ["top:8", { small: 9, large: 0 }],
    ]);
    // Two brands known to run small, each sent back too small in M: the woman is still an M
    const tooSmall = (brandId: number) => ({
      axis: "top" as const,
      brandId,
      size: "M",
      direction: "too_small" as const,
    });
    const plan = sizePlan(woman, null, [tooSmall(7), tooSmall(8)], leans);
    expect(plan.predicted.top).toBe("M");
    expect(plan.fit("top", 9, "M")).toBe(0);
    expect(plan.fit("top", 7, "L")).toBe(0);
    // Without that word, the same two returns move every brand
    expect(sizePlan(woman, null, [tooSmall(7), tooSmall(8)]).predicted.top).toBe("L");
  });

  it("moves a child's size for a brand cut small when the child is near the top of its size", () => {
    const leans = new Map([["top:7", { small: 20, large: 0 }]]);
    // 5 years 5 months with "6 ans" given today: clothes for 5 years 8 months
    const plan = sizePlan(kid("6 ans", "2026-12-01", "2021-07-01"), "2026-12-01", [], leans);
    expect(plan.predicted.top).toBe("6 ans");
    expect(plan.fit("top", 8, "6 ans")).toBe(0);
    expect(plan.fit("top", 7, "8 ans")).toBe(0);
  });

  it("keeps a child's given size a season on, and moves on once the child has likely outgrown it", () => {
    // 5 years 6 months, "6 ans" given today: "6 ans" (for 4 to 6), not "8 ans"
    expect(sizePlan(kid("6 ans", "2026-12-01", "2021-06-01"), "2026-12-01", []).predicted.top).toBe("6 ans");
  });

  it("narrows a child's age by the pieces that fitted: kept in a size up, the size up it is", () => {
    // "5 ans" given a year ago at 4 years 3 months: unsure between "6 ans" and "8 ans"
    const profile = kid("5 ans", "2025-12-01", "2021-09-01");
    const fitted = (size: string, on: string) =>
      [1, 2, 3].map((brandId) => ({ axis: "top" as const, brandId, size, direction: "fits" as const, on }));
    const kept8 = sizePlan(profile, "2026-12-01", fitted("8 ans", "2026-10-01"));
    expect(kept8.predicted.top).toBe("8 ans");
    const kept6 = sizePlan(profile, "2026-12-01", fitted("6 ans", "2026-10-01"));
    expect(kept6.predicted.top).toBe("6 ans");
  });
});

describe("sizePlan: combined sizes", () => {
  it("S/M and M/L serve a woman in M; L/XL does not", () => {
    const plan = sizePlan({ type: "WOMAN", sizes: { top_size: "M" } }, null, []);
    expect(plan.fit("top", 1, "S/M")).toBe(0);
    expect(plan.fit("top", 1, "M/L")).toBe(0);
    expect(plan.fit("top", 1, "L/XL")).toBe(-1);
    expect(plan.loadable.top).toEqual(expect.arrayContaining(["M", "S/M", "M/L"]));
  });
});

describe("monthsBetween", () => {
  it("counts months between ISO dates, 0 when missing or reversed", () => {
    expect(Math.round(monthsBetween("2026-01-01", "2026-07-01"))).toBe(6);
    expect(monthsBetween(null, "2026-07-01")).toBe(0);
    expect(monthsBetween("2026-07-01", "2026-01-01")).toBe(0);
  });
});
