import { describe, expect, it } from "vitest";
import {
  compareLocations,
  ean13CheckDigit,
  internalEan13,
  isEan13,
  matchScan,
  normalizeScannedCode,
  packingProgress,
  pickOrder,
  receivedMovementKind,
  trackingUrl,
} from "./operations.js";

describe("EAN-13", () => {
  it("computes the check digit of real barcodes", () => {
    expect(ean13CheckDigit("400638133393")).toBe(1);
    expect(ean13CheckDigit("590123412345")).toBe(7);
    expect(isEan13("4006381333931")).toBe(true);
    expect(isEan13("4006381333932")).toBe(false);
    expect(isEan13("400638133393")).toBe(false);
    expect(() => ean13CheckDigit("12ab")).toThrow();
  });

  it("makes valid in-store codes from a serial", () => {
    expect(internalEan13(0)).toBe("2000000000008");
    for (const serial of [0, 1, 42, 123_456_789]) expect(isEan13(internalEan13(serial))).toBe(true);
    expect(internalEan13(42).startsWith("200000000042")).toBe(true);
    expect(() => internalEan13(-1)).toThrow();
  });

  it("drops the spaces a scanner or a person types", () => {
    expect(normalizeScannedCode(" 2000 0000 0042 9\n")).toBe("2000000000429");
  });
});

describe("pick list", () => {
  it("orders locations part by part, numbers as numbers, unknown last", () => {
    expect(compareLocations("A-3-1", "A-12-1")).toBeLessThan(0);
    expect(compareLocations("B-01-1", "A-20-9")).toBeGreaterThan(0);
    expect(compareLocations("A-03", "A-03-1")).toBeLessThan(0);
    expect(compareLocations(null, "Z-99-9")).toBeGreaterThan(0);
    expect(compareLocations("a-01-1", "A-01-1")).toBe(0);
  });

  it("sorts the pieces by location, then by size id", () => {
    const pieces = [
      { variantId: 9, location: "B-02-1" },
      { variantId: 3, location: null },
      { variantId: 5, location: "A-10-2" },
      { variantId: 1, location: "A-10-2" },
      { variantId: 7, location: "A-2-9" },
    ];
    expect(pickOrder(pieces).map((p) => p.variantId)).toEqual([7, 1, 5, 9, 3]);
  });
});

describe("scan matching", () => {
  const pieces = [
    { variantId: 10, quantity: 1 },
    { variantId: 20, quantity: 2 },
  ];

  it("matches the next unit of a size of the parcel", () => {
    expect(matchScan(pieces, new Map(), 10)).toEqual({ ok: true, variantId: 10, unit: 1 });
    expect(matchScan(pieces, new Map([[20, 1]]), 20)).toEqual({ ok: true, variantId: 20, unit: 2 });
  });

  it("names the problem: unknown code, not in this parcel, already scanned", () => {
    expect(matchScan(pieces, new Map(), null)).toEqual({ ok: false, problem: "UNKNOWN_CODE" });
    expect(matchScan(pieces, new Map(), 30)).toEqual({ ok: false, problem: "NOT_IN_PARCEL" });
    expect(matchScan(pieces, new Map([[10, 1]]), 10)).toEqual({ ok: false, problem: "ALREADY_SCANNED" });
    expect(matchScan(pieces, new Map([[20, 2]]), 20)).toEqual({ ok: false, problem: "ALREADY_SCANNED" });
  });

  it("counts progress over the parcel's units", () => {
    expect(packingProgress(pieces, new Map())).toEqual({ scanned: 0, total: 3, complete: false });
    expect(packingProgress(pieces, new Map([[20, 2]]))).toEqual({ scanned: 2, total: 3, complete: false });
    expect(
      packingProgress(
        pieces,
        new Map([
          [10, 1],
          [20, 2],
          [30, 5],
        ]),
      ),
    ).toEqual({ scanned: 3, total: 3, complete: true });
    expect(packingProgress([], new Map()).complete).toBe(false);
  });
});

describe("carriers and returns", () => {
  it("fills the tracking number into the carrier's template, encoded", () => {
    expect(trackingUrl("https://t.example/?c={tracking}", "6A 12/3")).toBe("https://t.example/?c=6A%2012%2F3");
  });

  it("writes a returned piece back in stock as returned, the others as they are", () => {
    expect(receivedMovementKind("restocked")).toBe("returned");
    expect(receivedMovementKind("damaged")).toBe("damaged");
    expect(receivedMovementKind("missing")).toBe("missing");
  });
});
