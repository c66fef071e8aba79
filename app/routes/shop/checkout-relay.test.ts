import { describe, expect, it } from "vitest";
import { openingLines, relayDistance } from "~/routes/shop/checkout-relay";

/** Intl separates numbers from units (and times from AM/PM) with narrow or non-breaking spaces. */
const spaced = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

/** The relay-point finder's wording (decision 0029): opening hours and distances in the page's language. */
const SHOP = [1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  periods: [
    { opens: "09:00", closes: "12:30" },
    { opens: "14:00", closes: "19:00" },
  ],
}));

describe("relay points' opening hours", () => {
  it("groups days with the same hours and says when it is closed, in French", () => {
    expect(openingLines(SHOP, "fr")).toEqual([
      { days: "lun.–sam.", hours: ["09:00–12:30", "14:00–19:00"] },
      { days: "dim.", hours: null },
    ]);
  });

  it("names the days and the times in the page's language", () => {
    const week = [
      { day: 2, periods: [{ opens: "10:00", closes: "19:30" }] },
      { day: 3, periods: [{ opens: "10:00", closes: "19:30" }] },
      { day: 7, periods: [{ opens: "09:00", closes: "13:00" }] },
    ];
    expect(openingLines(week, "nl")).toEqual([
      { days: "ma", hours: null },
      { days: "di–wo", hours: ["10:00–19:30"] },
      { days: "do–za", hours: null },
      { days: "zo", hours: ["09:00–13:00"] },
    ]);
    expect(openingLines(week, "en")[1]!.hours!.map(spaced)).toEqual(["10:00 AM–07:30 PM"]);
    expect(openingLines(week, "de")[3]!.days).toBe("So");
  });
});

describe("relay points' distance", () => {
  it("counts metres up to a kilometre, then kilometres with one decimal", () => {
    expect(spaced(relayDistance(348, "fr"))).toBe("350 m");
    expect(spaced(relayDistance(1249, "fr"))).toBe("1,2 km");
    expect(spaced(relayDistance(1249, "en"))).toBe("1.2 km");
    expect(spaced(relayDistance(12_000, "nl"))).toBe("12 km");
  });
});
