/**
 * A delivered box's keep/return page, its rules without I/O (decision 0047): reading the posted
 * form into a declaration (each piece kept or sent back, with a reason when it goes back, and the
 * two ratings), and the amount the family will be charged for what it ticks — computed with the
 * API's own rule (domain/settlement.ts) from the prices, rules, code and wallet the API gave.
 */
import type { components } from "~/generated/api-schema";
import { paymentErrorKey } from "~/lib/checkout";
import {
  PIECE_DECISIONS,
  RETURN_REASONS,
  boxCharge,
  type BoxCharge,
  type PieceDecision,
  type ReturnReason,
} from "#domain/settlement.js";

export type Box = components["schemas"]["Box"];

export type PieceChoice = {
  decision: PieceDecision;
  reason: ReturnReason | null;
  fit: number | null;
  style: number | null;
};
export type Choices = Record<number, PieceChoice>;

/** The form's field names for a piece. */
export const fieldOf = (lineId: number) => ({
  decision: `decision_${lineId}`,
  reason: `reason_${lineId}`,
  fit: `fit_${lineId}`,
  style: `style_${lineId}`,
});

export const RATINGS = [1, 2, 3, 4, 5] as const;

const ratingOf = (value: FormDataEntryValue | null) => {
  const n = typeof value === "string" ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
};

/** What the box's page shows first: what was declared, else every piece kept (the most common answer). */
export function initialChoices(box: Box): Choices {
  return Object.fromEntries(
    box.pieces.map((p) => [
      p.order_line_id,
      {
        decision: p.decision ?? (p.sent_back ? "return" : "keep"),
        reason: p.return_reason,
        fit: p.fit_rating,
        style: p.style_rating,
      },
    ]),
  );
}

/** Every piece kept ("we keep everything"). */
export function keepingAll(box: Box): Choices {
  return Object.fromEntries(
    box.pieces.map((p) => [p.order_line_id, { decision: "keep", reason: null, fit: null, style: null }]),
  );
}

/**
 * The posted choices for the box's pieces (an unknown decision is a keep), and the pieces sent back
 * without a reason (the page asks for one).
 */
export function readChoices(box: Box, form: FormData): { choices: Choices; missingReason: number[] } {
  const choices: Choices = {};
  const missingReason: number[] = [];
  for (const piece of box.pieces) {
    const f = fieldOf(piece.order_line_id);
    const posted = form.get(f.decision);
    const decision = PIECE_DECISIONS.find((d) => d === posted) ?? "keep";
    const reason = RETURN_REASONS.find((r) => r === form.get(f.reason)) ?? null;
    choices[piece.order_line_id] = {
      decision,
      reason: decision === "return" ? reason : null,
      fit: ratingOf(form.get(f.fit)),
      style: ratingOf(form.get(f.style)),
    };
    if (decision === "return" && !reason) missingReason.push(piece.order_line_id);
  }
  return { choices, missingReason };
}

/** The declaration's body for the API. */
export function declarationOf(box: Box, choices: Choices) {
  return {
    lines: box.pieces.map((p) => {
      const c = choices[p.order_line_id]!;
      return {
        order_line_id: p.order_line_id,
        decision: c.decision,
        return_reason: c.decision === "return" ? c.reason : null,
        fit_rating: c.fit,
        style_rating: c.style,
      };
    }),
  };
}

/** The amount these choices would charge: the API's rule on the API's figures. */
export function chargeOf(box: Box, choices: Choices): BoxCharge {
  const pieces = box.pieces.map((p) => ({
    priceCents: p.price_cents,
    decision: choices[p.order_line_id]?.decision ?? "keep",
  }));
  const keptCents = pieces.filter((p) => p.decision === "keep").reduce((sum, p) => sum + p.priceCents, 0);
  const code = box.code && (!box.code.min_order_cents || keptCents >= box.code.min_order_cents) ? box.code : null;
  return boxCharge({
    pieces,
    rules: {
      keepAllDiscountPercent: box.rules.keep_all_discount_percent,
      stylingFeeCents: box.rules.styling_fee_cents,
    },
    code: code && { percent: code.percent, amountCents: code.amount_cents },
    walletBalanceCents: box.wallet_balance_cents,
  });
}

/** Refusals a box's charge may end with that the card messages do not cover (their words are the box's). */
const BOX_REASONS = ["authentication_required", "no_payment_method"];

/**
 * Why a box's charge failed, as a message key: the card's own refusal (§8's decline codes), the
 * bank asking for 3-D Secure, no method left to charge, else a generic sentence.
 */
export function refusalReasonKey(code: string | null | undefined): string {
  if (code && BOX_REASONS.includes(code)) return `settlement.reason.${code}`;
  const card = paymentErrorKey(code);
  return card === paymentErrorKey(null) ? "settlement.reason.generic" : card;
}

/** The page a declaration leads to: paid → the box's own page, refused → the failed payment's. */
export function afterDeclaration(box: Pick<Box, "order_id" | "status">): string {
  return box.status === "PAYMENT_FAILED" ? `/infos/failed-payment/${box.order_id}` : `/infos/rating/${box.order_id}`;
}
