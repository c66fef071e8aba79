import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRICE_GRID,
  labelNumber,
  labelRefusal,
  monthStart,
  parseLabelNumber,
  pieceCredit,
  priceGrid,
  resalePrice,
} from "./littlegeste.js";

const ok = { country: "FR" as const, labelsThisMonth: 0, labelsPerMonth: 2, blocked: false };

describe("label eligibility", () => {
  it("accepts a family of a supported country under the month's limit", () => {
    expect(labelRefusal(ok)).toBeNull();
    expect(labelRefusal({ ...ok, country: "BE", labelsThisMonth: 1 })).toBeNull();
  });
  it("refuses a blocked account, then an unsupported or unknown country, then the month's limit", () => {
    expect(labelRefusal({ ...ok, blocked: true, country: "ES" })).toBe("account-blocked");
    expect(labelRefusal({ ...ok, country: "ES" })).toBe("country-not-supported");
    expect(labelRefusal({ ...ok, country: null })).toBe("country-not-supported");
    expect(labelRefusal({ ...ok, labelsThisMonth: 2 })).toBe("too-many-labels");
  });
  it("counts labels from the first of the month (UTC)", () => {
    expect(monthStart(new Date("2026-11-29T04:00:00Z")).toISOString()).toBe("2026-11-01T00:00:00.000Z");
  });
  it("numbers labels and reads a scanned number back", () => {
    expect(labelNumber(12)).toBe("LG0000012");
    expect(parseLabelNumber(" lg0000012 ")).toBe(12);
    expect(parseLabelNumber("12")).toBe(12);
    expect(parseLabelNumber("R-12")).toBeNull();
  });
});

describe("grading and credit", () => {
  it("prices resellable grades from the grid by the garment's category, nothing for the others", () => {
    expect(resalePrice(DEFAULT_PRICE_GRID, "tshirt", "NEW_WITH_TAG")).toBe(1200);
    expect(resalePrice(DEFAULT_PRICE_GRID, "dress", "GOOD")).toBe(900);
    expect(resalePrice(DEFAULT_PRICE_GRID, "tshirt", "TO_REPAIR")).toBeNull();
    expect(resalePrice(DEFAULT_PRICE_GRID, "tshirt", "REFUSED")).toBeNull();
  });
  it("lets the configuration override cells of the grid", () => {
    const grid = priceGrid({ tops: { GOOD: 700, RECYCLED: 5 }, nope: { GOOD: 1 } });
    expect(grid.tops.GOOD).toBe(700);
    expect(grid.tops.NEW).toBe(DEFAULT_PRICE_GRID.tops.NEW);
  });
  it("credits a share of the resale price, nothing for a piece not resold", () => {
    expect(pieceCredit(1200, 40)).toBe(480);
    expect(pieceCredit(null, 40)).toBe(0);
  });
});
