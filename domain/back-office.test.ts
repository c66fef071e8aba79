import { describe, expect, it } from "vitest";
import {
  codeDraftErrors,
  eurosToCents,
  keepRate,
  lastDays,
  parseClientQuery,
  sortTimeline,
  weekOf,
  type CodeDraft,
} from "./back-office.js";

describe("sortTimeline", () => {
  it("puts the newest first, and same-instant entries in a stable order", () => {
    const at = new Date("2026-11-20T10:00:00Z");
    const sorted = sortTimeline([
      { kind: "wallet", id: 1, at, visibility: "family", summary: "" },
      { kind: "order", id: 7, at: new Date("2026-11-21T10:00:00Z"), visibility: "family", summary: "" },
      { kind: "box", id: 3, at, visibility: "family", summary: "" },
      { kind: "box", id: 4, at, visibility: "internal", summary: "" },
    ]);
    expect(sorted.map((e) => `${e.kind}${e.id}`)).toEqual(["order7", "box4", "box3", "wallet1"]);
  });
});

describe("parseClientQuery", () => {
  it("reads a number, with or without #", () => {
    expect(parseClientQuery(" #42 ")).toEqual({ number: 42, text: "#42" });
    expect(parseClientQuery("1234")).toEqual({ number: 1234, text: "1234" });
  });
  it("keeps words and e-mails as text", () => {
    expect(parseClientQuery("Durand")).toEqual({ number: null, text: "Durand" });
    expect(parseClientQuery("a@b.fr")).toEqual({ number: null, text: "a@b.fr" });
  });
});

describe("codeDraftErrors", () => {
  const draft: CodeDraft = {
    code: "noel-26",
    kind: "DISCOUNT",
    percent: 10,
    amountCents: null,
    shippingFeeOffered: false,
    minLoyaltyPoints: null,
    startsAt: null,
    expiresAt: null,
  };
  it("accepts a percent code", () => expect(codeDraftErrors(draft)).toEqual({}));
  it("accepts free shipping alone", () =>
    expect(codeDraftErrors({ ...draft, percent: null, shippingFeeOffered: true })).toEqual({}));
  it("refuses both a percent and an amount, or no benefit", () => {
    expect(codeDraftErrors({ ...draft, amountCents: 500 })).toHaveProperty("amount");
    expect(codeDraftErrors({ ...draft, percent: null })).toHaveProperty("amount");
  });
  it("refuses a bad code, a coupon without its minimum, an end before the start", () => {
    expect(codeDraftErrors({ ...draft, code: "a b" })).toHaveProperty("code");
    expect(codeDraftErrors({ ...draft, kind: "COUPON" })).toHaveProperty("min_loyalty_points");
    const startsAt = new Date("2026-12-01");
    expect(codeDraftErrors({ ...draft, startsAt, expiresAt: startsAt })).toHaveProperty("expires_at");
  });
});

describe("weekOf and lastDays", () => {
  it("starts the week on Monday", () => {
    expect(weekOf("2026-11-28")).toEqual({ start: "2026-11-23", end: "2026-11-30" });
    expect(weekOf("2026-11-23")).toEqual({ start: "2026-11-23", end: "2026-11-30" });
    expect(weekOf("2026-11-29")).toEqual({ start: "2026-11-23", end: "2026-11-30" });
  });
  it("lists the last days, oldest first, across a month", () => {
    expect(lastDays("2026-12-02", 3)).toEqual(["2026-11-30", "2026-12-01", "2026-12-02"]);
  });
});

describe("keepRate", () => {
  it("is kept over shipped, and none without a shipped piece", () => {
    expect(keepRate(3, 12)).toBe(0.25);
    expect(keepRate(0, 0)).toBeNull();
  });
});

describe("eurosToCents", () => {
  it("reads euros with a dot or a comma", () => {
    expect(eurosToCents("15")).toBe(1500);
    expect(eurosToCents("12,5")).toBe(1250);
    expect(eurosToCents(" 0.07 ")).toBe(7);
  });
  it("refuses anything else", () => {
    for (const raw of ["", "-3", "1.234", "12 €", "abc"]) expect(eurosToCents(raw)).toBeNull();
  });
});
