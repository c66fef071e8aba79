import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DEFAULT_SETTLEMENT_RULES,
  boxCharge,
  decisionDeadline,
  extendedDeadline,
  reminderDay,
  type SettlementPiece,
} from "./settlement";

const rules = { keepAllDiscountPercent: 20, stylingFeeCents: 0 };
const piece = (priceCents: number, decision: "keep" | "return"): SettlementPiece => ({ priceCents, decision });

describe("the decision window", () => {
  it("ends the configured days after delivery; the reminder comes two days before", () => {
    expect(decisionDeadline("2026-11-27", DEFAULT_SETTLEMENT_RULES)).toBe("2026-12-04");
    expect(reminderDay("2026-12-04", DEFAULT_SETTLEMENT_RULES)).toBe("2026-12-02");
  });

  it("extends once, before it passes, and not after a declaration", () => {
    const open = { deadline: "2026-12-04", extended: false, declared: false };
    expect(extendedDeadline(open, "2026-12-04", { extensionDays: 7 })).toEqual({ ok: true, deadline: "2026-12-11" });
    expect(extendedDeadline({ ...open, extended: true }, "2026-12-01", { extensionDays: 7 })).toEqual({
      ok: false,
      reason: "already_extended",
    });
    expect(extendedDeadline(open, "2026-12-05", { extensionDays: 7 })).toEqual({ ok: false, reason: "passed" });
    expect(extendedDeadline({ ...open, declared: true }, "2026-12-01", { extensionDays: 7 }).ok).toBe(false);
    expect(extendedDeadline(open, "2026-12-01", { extensionDays: 0 })).toEqual({ ok: false, reason: "not_allowed" });
  });
});

describe("the money of a box", () => {
  it("charges the kept pieces only, without the keep-everything discount when a piece goes back", () => {
    const charge = boxCharge({
      pieces: [piece(2500, "keep"), piece(1990, "keep"), piece(3490, "return")],
      rules,
      code: null,
      walletBalanceCents: 0,
    });
    expect(charge).toMatchObject({ keptCents: 4490, keepAllDiscountCents: 0, totalCents: 4490, dueCents: 4490 });
  });

  it("takes the keep-everything discount, then the code, then the wallet", () => {
    const charge = boxCharge({
      pieces: [piece(2500, "keep"), piece(1995, "keep")],
      rules,
      code: { percent: 15, amountCents: null },
      walletBalanceCents: 1000,
    });
    // 4495 − 899 (20 %) = 3596; − 539 (15 %) = 3057; wallet 1000; due 2057
    expect(charge).toEqual({
      keptCents: 4495,
      keepAllDiscountCents: 899,
      codeDiscountCents: 539,
      stylingFeeCents: 0,
      totalCents: 3057,
      walletCents: 1000,
      dueCents: 2057,
    });
  });

  it("credits the styling fee against kept pieces and charges it when nothing covers it", () => {
    const fee = { keepAllDiscountPercent: 0, stylingFeeCents: 1000 };
    expect(boxCharge({ pieces: [piece(2500, "keep")], rules: fee, code: null, walletBalanceCents: 0 }).totalCents).toBe(
      2500,
    );
    expect(boxCharge({ pieces: [piece(600, "keep")], rules: fee, code: null, walletBalanceCents: 0 })).toMatchObject({
      totalCents: 1000,
      stylingFeeCents: 400,
    });
    expect(
      boxCharge({ pieces: [piece(600, "return")], rules: fee, code: null, walletBalanceCents: 0 }).totalCents,
    ).toBe(1000);
  });

  it("kept − discount − code − wallet = charged, to the cent, never below zero", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ priceCents: fc.integer({ min: 0, max: 20000 }), decision: fc.constantFrom("keep", "return") }),
          {
            maxLength: 10,
          },
        ),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.option(fc.integer({ min: 1, max: 100 })),
        fc.integer({ min: 0, max: 50000 }),
        (pieces, percent, fee, codePercent, wallet) => {
          const charge = boxCharge({
            pieces: pieces as SettlementPiece[],
            rules: { keepAllDiscountPercent: percent, stylingFeeCents: fee },
            code: codePercent === null ? null : { percent: codePercent, amountCents: null },
            walletBalanceCents: wallet,
          });
          const discounts = charge.keepAllDiscountCents + charge.codeDiscountCents;
          expect(charge.keptCents - discounts + charge.stylingFeeCents).toBe(charge.totalCents);
          expect(charge.totalCents - charge.walletCents).toBe(charge.dueCents);
          expect(charge.dueCents).toBeGreaterThanOrEqual(0);
          expect(charge.walletCents).toBeLessThanOrEqual(wallet);
          expect(charge.totalCents).toBeGreaterThanOrEqual(fee === 0 ? 0 : Math.min(fee, charge.totalCents));
        },
      ),
    );
  });
});
