import { useTranslation } from "~/i18n";
import type { BoxCharge } from "#domain/settlement.js";
import { useMoney } from "~/lib/format";
import type { Box } from "./settlement";

/** Cents as the page's money ("24,90 €"). */
export function useCents(): (cents: number) => string {
  const money = useMoney();
  return (cents: number) => money(cents / 100);
}

/**
 * The box's amounts: while the family ticks, each step of the rule (kept pieces, the
 * keep-everything discount, the code, the styling fee, the wallet) and what the card will be
 * charged; once declared, what the API wrote and charged.
 */
export function ChargeSummary({
  box,
  kept,
  charge,
  stored,
}: {
  box: Box;
  /** How many pieces are kept. */
  kept: number;
  charge?: BoxCharge;
  stored?: Box["charge"];
}) {
  const { t } = useTranslation();
  const cents = useCents();
  const rows: [string, string][] = [];
  if (charge) {
    rows.push([t("settlement.summary.kept", { count: kept }), cents(charge.keptCents)]);
    if (charge.keepAllDiscountCents > 0) {
      rows.push([
        t("settlement.summary.keep_all", { percent: box.rules.keep_all_discount_percent }),
        `−${cents(charge.keepAllDiscountCents)}`,
      ]);
    }
    if (charge.codeDiscountCents > 0 && box.code) {
      rows.push([t("settlement.summary.code", { code: box.code.code }), `−${cents(charge.codeDiscountCents)}`]);
    }
    if (charge.stylingFeeCents > 0) rows.push([t("settlement.summary.styling_fee"), cents(charge.stylingFeeCents)]);
    if (charge.walletCents > 0) rows.push([t("settlement.summary.wallet"), `−${cents(charge.walletCents)}`]);
  } else if (stored) {
    rows.push([t("settlement.summary.kept", { count: kept }), cents(stored.kept_cents)]);
    if (stored.discount_cents > 0) rows.push([t("settlement.summary.discounts"), `−${cents(stored.discount_cents)}`]);
    if (stored.styling_fee_cents > 0) rows.push([t("settlement.summary.styling_fee"), cents(stored.styling_fee_cents)]);
    if (stored.wallet_cents > 0) rows.push([t("settlement.summary.wallet"), `−${cents(stored.wallet_cents)}`]);
  }
  const due = charge ? charge.dueCents : (stored?.due_cents ?? 0);
  return (
    <div className="settlement-summary" aria-live="polite">
      <h2 className="settlement-summary__title">{t("settlement.summary.title")}</h2>
      <dl>
        {rows.map(([label, amount]) => (
          <div key={label} className="settlement-summary__row">
            <dt>{label}</dt>
            <dd>{amount}</dd>
          </div>
        ))}
        <div className="settlement-summary__row settlement-summary__row--due">
          <dt>{charge ? t("settlement.summary.due") : t("settlement.summary.charged")}</dt>
          <dd>{cents(due)}</dd>
        </div>
      </dl>
    </div>
  );
}
