import { sortBySize } from "#domain/catalogue.js";

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
