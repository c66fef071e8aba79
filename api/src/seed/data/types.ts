/**
 * Shared types of the demo data (seed). Pure data, no I/O.
 * Every text shown to a visitor is a LocalizedText: one string per content locale.
 */
import type { LocalizedText } from "../../../../domain/locales.js";

export type { LocalizedText };

/** The two universes of the product: kids (0-14 years) and women. */
export type Theme = "kid" | "woman";

/** Product gender: boys, girls, unisex kid pieces, or women. */
export type ProductGender = "boy" | "girl" | "unisex" | "woman";

/** §3 Product.meta_category. */
export type MetaCategory = "TOP" | "BOTTOM" | "FEET" | "OTHER";

/** §9 category filters of the shop, stored as these exact codes. */
export type ShopCategory = "Tops" | "Pull-Cardi" | "Bottoms" | "Robe/Combi/Salopette" | "Accessoires" | "Autre";

/** Print of a garment; drawn as an SVG <pattern> by the image generator. */
export type Pattern = "plain" | "stripes" | "dots" | "checks" | "flowers" | "stars";

/** §3 Product.label. */
export type ProductLabel = "matchy" | "cotonbio";

/** Silhouettes the image generator knows how to draw. */
export type GarmentShape =
  | "tshirt"
  | "sweater"
  | "cardigan"
  | "shirt"
  | "coat"
  | "trousers"
  | "shorts"
  | "skirt"
  | "dress"
  | "overalls"
  | "bodysuit"
  | "pyjama"
  | "swimsuit"
  | "shoes"
  | "hat"
  | "bag"
  | "scarf";

/** A 5-language text literal. Kept as a helper so data files stay readable. */
export function lt(fr: string, de: string, nl: string, es: string, en: string): LocalizedText {
  return { fr, de, nl, es, en };
}
