import { describe, expect, it } from "vitest";
import { collator, dateTimeFormat, numberFormat, regionNames } from "./intl";

describe("Intl formatters made once", () => {
  it("returns the same formatter for the same locale and options, another for others", () => {
    const euros = numberFormat("fr", { style: "currency", currency: "EUR" });
    expect(numberFormat("fr", { style: "currency", currency: "EUR" })).toBe(euros);
    expect(numberFormat("nl", { style: "currency", currency: "EUR" })).not.toBe(euros);
    expect(numberFormat("fr")).not.toBe(euros);
    expect(euros.format(24.9)).toBe("24,90\u00a0€");
    expect(dateTimeFormat("de", { dateStyle: "long", timeZone: "UTC" }).format(new Date("2026-01-14"))).toBe(
      "14. Januar 2026",
    );
    expect(regionNames("es").of("DE")).toBe("Alemania");
    expect(collator("fr")).toBe(collator("fr"));
  });
});
