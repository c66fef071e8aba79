import { useNumberLocale } from "~/lib/format";
import { euroFormatter } from "#domain/euros.js";

/**
 * Programme amounts in euros for the page's language, without cents when there are none:
 * 15 → "15 €" (fr), "€ 15" (nl); 12.5 → "12,50 €". Prices keep their cents (useMoney).
 */
export function useAmount(): (euros: number) => string {
  return euroFormatter(useNumberLocale(), "stripIfInteger");
}
