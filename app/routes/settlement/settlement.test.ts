import { describe, expect, it } from "vitest";
import {
  chargeOf,
  declarationOf,
  initialChoices,
  keepingAll,
  readChoices,
  refusalReasonKey,
  type Box,
} from "./settlement";

const box: Box = {
  order_id: 12,
  status: "DELIVERED",
  profile: { id: 3, firstname: "Lou" },
  delivered_at: "2026-11-27T10:00:00.000Z",
  deadline: "2026-12-04",
  deadline_extended: false,
  extension_deadline: "2026-12-11",
  declarable: true,
  declared_at: null,
  rules: { keep_all_discount_percent: 20, styling_fee_cents: 0 },
  code: { code: "BIENVENUE15", percent: 15, amount_cents: null, min_order_cents: 3000 },
  wallet_balance_cents: 500,
  pieces: [1, 2, 3].map((id) => ({
    order_line_id: id,
    product_id: id,
    variant_id: id,
    name: `Piece ${id}`,
    brand: "Brand",
    size: "8 ans",
    image_url: null,
    price_cents: id * 1000,
    decision: null,
    sent_back: id === 3,
    return_reason: null,
    fit_rating: null,
    style_rating: null,
  })),
  charge: null,
  error_code: null,
};

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the keep/return form", () => {
  it("starts with every piece kept, but one already sent back", () => {
    const choices = initialChoices(box);
    expect([1, 2, 3].map((id) => choices[id]!.decision)).toEqual(["keep", "keep", "return"]);
  });

  it("reads the posted choices and asks for a reason for each piece going back", () => {
    const { choices, missingReason } = readChoices(
      box,
      form({
        decision_1: "keep",
        fit_1: "5",
        style_1: "9",
        decision_2: "return",
        reason_2: "too_small",
        decision_3: "return",
      }),
    );
    expect(choices[1]).toEqual({ decision: "keep", reason: null, fit: 5, style: null });
    expect(choices[2]).toMatchObject({ decision: "return", reason: "too_small" });
    expect(missingReason).toEqual([3]);
    expect(declarationOf(box, choices).lines[1]).toEqual({
      order_line_id: 2,
      decision: "return",
      return_reason: "too_small",
      fit_rating: null,
      style_rating: null,
    });
  });

  it("computes the amount as the API does: the code only from its minimum, the wallet first", () => {
    // Everything kept: 6000 − 20 % = 4800; − 15 % = 4080; wallet 500
    expect(chargeOf(box, keepingAll(box))).toMatchObject({ totalCents: 4080, dueCents: 3580 });
    // 1000 + 2000 kept: no whole-box discount, the code's 30 € minimum reached
    const two = readChoices(box, form({ decision_3: "return", reason_3: "colour" })).choices;
    expect(chargeOf(box, two)).toMatchObject({ keptCents: 3000, codeDiscountCents: 450, dueCents: 2050 });
    // 1000 kept: under the minimum, no code
    const one = readChoices(
      box,
      form({ decision_2: "return", reason_2: "style", decision_3: "return", reason_3: "colour" }),
    ).choices;
    expect(chargeOf(box, one)).toMatchObject({ codeDiscountCents: 0, dueCents: 500 });
  });

  it("words a refused charge: the card's own refusal, 3-D Secure, or a generic sentence", () => {
    expect(refusalReasonKey("card_declined")).toBe("checkout.payment_error.card_declined");
    expect(refusalReasonKey("authentication_required")).toBe("settlement.reason.authentication_required");
    expect(refusalReasonKey("something_else")).toBe("settlement.reason.generic");
  });
});
