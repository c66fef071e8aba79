/**
 * Settling a delivered box (decision 0047): the family says, piece by piece, what it keeps and what
 * it sends back, within a decision window that starts on delivery; what is kept is charged once.
 * Pure rules: the window, the reasons, and the money — kept pieces, the keep-everything discount,
 * the booking's code, the styling fee credited against kept pieces, the wallet first.
 */
import { codeDiscountCents } from "./checkout.js";
import { addDays } from "./malle.js";

/**
 * The job operations write when a box is delivered (in the delivery's transaction): the orders
 * module opens the box's decision window and sends the "your box arrived" e-mail at once.
 */
export const BOX_DELIVERED_JOB = "box-delivered";

/** Why a piece goes back: the fixed list the family chooses from (the engine reads it). */
export const RETURN_REASONS = ["too_small", "too_large", "colour", "style", "quality", "already_has", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const PIECE_DECISIONS = ["keep", "return"] as const;
export type PieceDecision = (typeof PIECE_DECISIONS)[number];

/** The business settings of a box's settlement (env, docs/configuration.md). */
export type SettlementRules = {
  /** Days after delivery the family has to decide (the deadline is the last day). */
  decisionDays: number;
  /** Days one extension adds; 0: the deadline cannot be extended. */
  extensionDays: number;
  /** Percent off every piece when the family keeps the whole box; 0: no such discount. */
  keepAllDiscountPercent: number;
  /** Owed for every box and credited against kept pieces; 0: no styling fee. */
  stylingFeeCents: number;
  /** Days before the deadline the reminder with the amount is sent. */
  reminderDaysBefore: number;
};

export const DEFAULT_SETTLEMENT_RULES: SettlementRules = {
  decisionDays: 7,
  extensionDays: 7,
  keepAllDiscountPercent: 20,
  stylingFeeCents: 0,
  reminderDaysBefore: 2,
};

/** The last day to decide for a box delivered on `deliveredOn` (YYYY-MM-DD). */
export function decisionDeadline(deliveredOn: string, rules: Pick<SettlementRules, "decisionDays">): string {
  return addDays(deliveredOn, rules.decisionDays);
}

export type DeadlineState = { deadline: string | null; extended: boolean; declared: boolean };

/**
 * Whether the deadline may be extended today: once, while it has not passed and nothing was
 * declared yet; the new deadline is the old one plus the extension.
 */
export function extendedDeadline(
  state: DeadlineState,
  today: string,
  rules: Pick<SettlementRules, "extensionDays">,
): { ok: true; deadline: string } | { ok: false; reason: "already_extended" | "passed" | "declared" | "not_allowed" } {
  if (rules.extensionDays <= 0 || !state.deadline) return { ok: false, reason: "not_allowed" };
  if (state.declared) return { ok: false, reason: "declared" };
  if (state.extended) return { ok: false, reason: "already_extended" };
  if (state.deadline < today) return { ok: false, reason: "passed" };
  return { ok: true, deadline: addDays(state.deadline, rules.extensionDays) };
}

/** The day the reminder goes out for a deadline. */
export function reminderDay(deadline: string, rules: Pick<SettlementRules, "reminderDaysBefore">): string {
  return addDays(deadline, -rules.reminderDaysBefore);
}

export type SettlementPiece = { priceCents: number; decision: PieceDecision };
/** The booking's code as the money needs it (already checked valid for this box). */
export type SettlementCode = { percent: number | null; amountCents: number | null } | null;

export type BoxCharge = {
  /** The kept pieces at their prices. */
  keptCents: number;
  keepAllDiscountCents: number;
  codeDiscountCents: number;
  /** What is left of the styling fee once credited against the kept pieces (0 when they cover it). */
  stylingFeeCents: number;
  /** kept − discounts + the fee's remainder: the order's total. */
  totalCents: number;
  /** Paid from the wallet (gift cards are redeemed into it), first. */
  walletCents: number;
  /** Charged to the saved method. */
  dueCents: number;
};

/**
 * The money of a box: the kept pieces; when every piece is kept, the keep-everything discount on
 * them; the booking's code on what is left; the styling fee owed for the box but credited against
 * what is kept (a family that keeps more than the fee pays only its pieces); the wallet pays
 * first, the saved method the rest. Every amount in cents, rounded once per step.
 */
export function boxCharge(input: {
  pieces: readonly SettlementPiece[];
  rules: Pick<SettlementRules, "keepAllDiscountPercent" | "stylingFeeCents">;
  code: SettlementCode;
  walletBalanceCents: number;
}): BoxCharge {
  const kept = input.pieces.filter((p) => p.decision === "keep");
  const keptCents = kept.reduce((sum, p) => sum + p.priceCents, 0);
  const keepsAll = input.pieces.length > 0 && kept.length === input.pieces.length;
  const keepAllDiscountCents = keepsAll ? Math.round((keptCents * input.rules.keepAllDiscountPercent) / 100) : 0;
  const afterKeepAll = keptCents - keepAllDiscountCents;
  const codeCents = input.code ? codeDiscountCents(input.code, afterKeepAll) : 0;
  const goods = afterKeepAll - codeCents;
  const stylingFeeCents = Math.max(0, input.rules.stylingFeeCents - goods);
  const totalCents = goods + stylingFeeCents;
  const walletCents = Math.max(0, Math.min(input.walletBalanceCents, totalCents));
  return {
    keptCents,
    keepAllDiscountCents,
    codeDiscountCents: codeCents,
    stylingFeeCents,
    totalCents,
    walletCents,
    dueCents: totalCents - walletCents,
  };
}
