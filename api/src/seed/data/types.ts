/**
 * Shared types of the demo data (seed). Pure data, no I/O.
 * Every text shown to a visitor is a LocalizedText: one string per content locale.
 */
import type { LocalizedText } from "#domain/locales.js";

export type { LocalizedText };
/** Theme (kid or woman universe), garment shapes and prints: the vocabulary of the media drawings. */
export type { GarmentShape, GarmentSpec, Pattern, Theme } from "#domain/drawings.js";

/** Product gender: boys, girls, unisex kid pieces, or women. */
export type ProductGender = "boy" | "girl" | "unisex" | "woman";

/** §3 Product.meta_category. */
export type MetaCategory = "TOP" | "BOTTOM" | "FEET" | "OTHER";

/** §3 Product.label. */
export type ProductLabel = "matchy" | "cotonbio";

/** A 5-language text literal. Kept as a helper so data files stay readable. */
export function lt(fr: string, de: string, nl: string, es: string, en: string): LocalizedText {
  return { fr, de, nl, es, en };
}
