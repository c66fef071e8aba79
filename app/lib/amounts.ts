import { useNumberLocale } from "~/lib/format";
import { numberFormat } from "#domain/intl.js";

/**
 * Programme amounts in euros for the page's language, without cents when there are none:
 * 15 → "15 €" (fr), "€ 15" (nl); 12.5 → "12,50 €". Prices keep their cents (useMoney).
 */
export function useAmount(): (euros: number) => string {
  const locale = useNumberLocale();
  const format = numberFormat(locale, { style: "currency", currency: "EUR", trailingZeroDisplay: "stripIfInteger" });
  return (euros: number) => format.format(euros);
}
