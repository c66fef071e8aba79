import { sortBySize } from "../../../../domain/catalogue";
import { ageSizeQuantity } from "../../../../domain/profiles";

/** What a size shows: buyable, buyable with few left, or sold out (shown, not choosable). */
export type SizeState = "available" | "low" | "sold_out";

export type SizeOption = { variantId: number; size: string; state: SizeState };

type Variant = { variant_id: number; size: string; is_available: boolean; is_low_stock: boolean };

/**
 * A product's sizes for the size picker: every size in the §9 order (the API already sends them
 * so; sorting again keeps the page right whatever the source), each with its stock state.
 */
export function sizeOptions(variants: readonly Variant[]): SizeOption[] {
  return sortBySize(variants).map((variant) => ({
    variantId: variant.variant_id,
    size: variant.size,
    state: !variant.is_available ? "sold_out" : variant.is_low_stock ? "low" : "available",
  }));
}

/** The size to tick before the shopper chooses: the only one left, else none (no guessing). */
export function preselectedVariant(options: readonly SizeOption[]): number | undefined {
  const buyable = options.filter((option) => option.state !== "sold_out");
  return buyable.length === 1 ? buyable[0]!.variantId : undefined;
}

/** True when at least one size can be bought. */
export function canBuy(options: readonly SizeOption[]): boolean {
  return options.some((option) => option.state !== "sold_out");
}

/**
 * Unit formatters by language and unit, made once: building an Intl.NumberFormat costs far more
 * than formatting, and a product page words every size of the product and of its look.
 */
const quantityFormats = new Map<string, Intl.NumberFormat>();

/**
 * A size as the page's language says it: age sizes are worded ("18 mois" → "18 maanden" in nl),
 * letter and shoe sizes stay as they are. Same wording as the profile forms (profiles/format.ts).
 */
export function sizeText(size: string, language: string): string {
  const age = ageSizeQuantity(size);
  if (!age) return size;
  const key = `${language}:${age.unit}`;
  let format = quantityFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: "unit", unit: age.unit, unitDisplay: "long" });
    quantityFormats.set(key, format);
  }
  return format.format(age.count);
}
