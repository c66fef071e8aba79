import { describe, expect, it } from "vitest";
import { EURO_STYLES, euroFormatter, type EuroDigits } from "./euros.js";

const INTL: Record<EuroDigits, Intl.NumberFormatOptions> = {
  cents: {},
  whole: { maximumFractionDigits: 0 },
  stripIfInteger: { trailingZeroDisplay: "stripIfInteger" },
};

/** Amounts a page shows, and the edges of rounding, grouping and sign. */
function amounts(): number[] {
  const edges = [
    0,
    -0,
    0.004,
    0.005,
    -0.001,
    0.5,
    1.005,
    2.5,
    12.5,
    24.9,
    99.995,
    999.995,
    1234,
    1234.5,
    9999.5,
    12345.67,
    1234567.5,
    -5,
    -1234.56,
    -0.5,
    1e7,
    123456789.015,
    0.1 + 0.2,
  ];
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const drawn = Array.from({ length: 400 }, (_, i) => {
    const scale = 10 ** Math.floor(random() * 7);
    const value = Math.round(random() * scale * 1000) / 10 ** (i % 4);
    return i % 5 === 0 ? -value : value;
  });
  return [...edges, ...drawn];
}

describe("euro amounts written as Intl writes them (decision 0070)", () => {
  for (const locale of Object.keys(EURO_STYLES))
    for (const digits of Object.keys(INTL) as EuroDigits[])
      it(`${locale}, ${digits}`, () => {
        const intl = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", ...INTL[digits] });
        const format = euroFormatter(locale, digits);
        for (const amount of amounts()) expect(format(amount), String(amount)).toBe(intl.format(amount));
      });

  it("leaves another locale to Intl", () => {
    expect(euroFormatter("it-IT")(1234.5)).toBe(
      new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR" }).format(1234.5),
    );
  });
});
