import { describe, expect, it } from "vitest";
import {
  isReturnModeFor,
  returnCarrier,
  returnDeadline,
  returnModesFor,
  returnNumber,
  returnRefundCents,
  withinReturnWindow,
} from "./returns.js";

describe("returnNumber", () => {
  it("is R- and eight digits", () => {
    expect(returnNumber(12345)).toBe("R-00012345");
    expect(returnNumber(1)).toBe("R-00000001");
    expect(returnNumber(123456789)).toBe("R-123456789");
  });

  it("refuses what is not a return id", () => {
    for (const id of [0, -3, 1.5, Number.NaN]) expect(() => returnNumber(id)).toThrow();
  });
});

describe("returnDeadline", () => {
  it("is the order's own deadline when it has one", () => {
    expect(returnDeadline({ returnDeadline: "2026-12-01", deliveredAt: new Date("2026-11-01T10:00:00Z") })).toBe(
      "2026-12-01",
    );
  });

  it("else the delivery day in Paris plus the return days", () => {
    // 23:30 UTC on 31 October is already 1 November in Paris
    const deliveredAt = new Date("2026-10-31T23:30:00Z");
    expect(returnDeadline({ returnDeadline: null, deliveredAt })).toBe("2026-12-01");
    expect(returnDeadline({ returnDeadline: null, deliveredAt }, 14)).toBe("2026-11-15");
  });

  it("is unknown for an order never delivered", () => {
    expect(returnDeadline({ returnDeadline: null, deliveredAt: null })).toBeNull();
  });
});

describe("returnModesFor", () => {
  it("offers colissimo (post office or pickup at home) and the relay networks in France", () => {
    const modes = returnModesFor("FR", "fr");
    expect(modes.map((m) => [m.carrier, m.dropOff, m.homePickup])).toEqual([
      ["colissimo", "post_office", true],
      ["mondial_relay", "relay", false],
      ["inpost", "relay", false],
    ]);
    expect(modes[0]!.finderUrl).toBeNull();
    expect(modes[1]!.finderUrl).toContain("mondialrelay.fr");
  });

  it("offers Hermes in Germany and Austria, Mondial Relay in Belgium, the Netherlands and Luxembourg", () => {
    for (const country of ["DE", "AT"] as const)
      expect(returnModesFor(country, "de").map((m) => m.carrier)).toEqual(["colissimo", "hermes"]);
    for (const country of ["BE", "NL", "LU"] as const)
      expect(returnModesFor(country, "nl").map((m) => m.carrier)).toEqual(["colissimo", "mondial_relay"]);
    expect(returnModesFor("ES", "es").map((m) => m.carrier)).toEqual(["colissimo", "mondial_relay", "inpost"]);
    expect(returnModesFor("DE", "de")[0]!.homePickup).toBe(false);
  });

  it("offers only the post office where there are no relay points", () => {
    expect(returnModesFor("IT", "fr").map((m) => [m.carrier, m.dropOff])).toEqual([["colissimo", "post_office"]]);
  });

  it("tells whether a carrier is offered in a country", () => {
    expect(isReturnModeFor("FR", "inpost")).toBe(true);
    expect(isReturnModeFor("DE", "mondial_relay")).toBe(false);
    expect(isReturnModeFor("BE", "ups")).toBe(false);
  });
});

describe("returnCarrier", () => {
  const base = { returnCarrier: null, returnMode: null, orderCarrier: null } as const;
  it("is the family's return mode until the parcel leaves, else the order's carrier", () => {
    expect(returnCarrier({ ...base, status: "REQUESTED", returnMode: "hermes", orderCarrier: "colissimo" })).toBe(
      "hermes",
    );
    expect(returnCarrier({ ...base, status: "LABEL_CREATED", orderCarrier: "mondial_relay" })).toBe("mondial_relay");
    expect(returnCarrier({ ...base, status: "REQUESTED" })).toBe("colissimo");
  });

  it("is the one recorded on the return once it is on its way", () => {
    expect(returnCarrier({ ...base, status: "RECEIVED", returnCarrier: "inpost", returnMode: "hermes" })).toBe(
      "inpost",
    );
  });
});

describe("a shop return's refund", () => {
  it("gives back the received, not damaged units less their share of the discount", () => {
    const lines = [
      { unitPriceCents: 2000, receivedQuantity: 2, damagedQuantity: 1 },
      { unitPriceCents: 1000, receivedQuantity: 0, damagedQuantity: 0 },
    ];
    expect(returnRefundCents(lines, { itemsAmountCents: 5000, discountAmountCents: 0 })).toBe(2000);
    // 10 € off 50 €: the 20 € piece carries 4 €
    expect(returnRefundCents(lines, { itemsAmountCents: 5000, discountAmountCents: 1000 })).toBe(1600);
    expect(returnRefundCents([], { itemsAmountCents: 5000, discountAmountCents: 1000 })).toBe(0);
  });

  it("is open until the last day included", () => {
    expect(withinReturnWindow("2026-12-20", "2026-12-20")).toBe(true);
    expect(withinReturnWindow("2026-12-20", "2026-12-21")).toBe(false);
    expect(withinReturnWindow(null, "2026-12-01")).toBe(false);
  });
});
