/**
 * Littlegeste (issue 28, decision 0048): a family sends outgrown clothes back with a prepaid
 * label; operations grade each piece; resellable pieces are credited to the family's wallet and
 * resold one by one in the shop's "seconde main" collection.
 */
import { PRODUCT_CATEGORIES, type ProductCategory } from "./catalogue.js";
import { GARMENT_KINDS, type GarmentType } from "./garments.js";
import type { CountryCode } from "./locales.js";

/** The countries a label can be sent from: those the home carrier picks parcels up in for us. */
export const LITTLEGESTE_COUNTRIES: readonly CountryCode[] = ["FR", "MC", "BE", "LU"];

/** Labels a family may create in a calendar month unless configured (LITTLEGESTE_LABELS_PER_MONTH). */
export const LABELS_PER_MONTH = 2;

/** Bags one label may cover. */
export const MAX_BAGS = 3;

/** Why a label is refused: each has its page /littlegeste/create-label/blocked/{reason}. */
export const BLOCKED_REASONS = ["country-not-supported", "too-many-labels", "account-blocked"] as const;
export type BlockedReason = (typeof BLOCKED_REASONS)[number];

export function isBlockedReason(value: string | undefined): value is BlockedReason {
  return (BLOCKED_REASONS as readonly string[]).includes(value ?? "");
}

/** The API's problem titles for each refusal; §8: "Country not supported" is the recycle label error. */
export const BLOCKED_TITLES: Record<BlockedReason, string> = {
  "country-not-supported": "Country not supported",
  "too-many-labels": "Too many labels this month",
  "account-blocked": "Account blocked",
};

/** The reason a label is refused, or null: the account first, then the country, then the month's count. */
export function labelRefusal(facts: {
  country: CountryCode | null;
  labelsThisMonth: number;
  labelsPerMonth: number;
  blocked: boolean;
}): BlockedReason | null {
  if (facts.blocked) return "account-blocked";
  if (!facts.country || !LITTLEGESTE_COUNTRIES.includes(facts.country)) return "country-not-supported";
  if (facts.labelsThisMonth >= facts.labelsPerMonth) return "too-many-labels";
  return null;
}

/** The first instant of the month `now` is in (UTC): labels are counted from there. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The label's number, printed as text and as Code 128 on the label and scanned on receipt. */
export function labelNumber(labelId: number): string {
  return `LG${String(labelId).padStart(7, "0")}`;
}

/** The label id a scanned number names (LG0000012 or 12), else null. */
export function parseLabelNumber(value: string): number | null {
  const match = /^(?:LG)?0*(\d{1,9})$/i.exec(value.trim());
  return match ? Number(match[1]) : null;
}

// ── Grading ─────────────────────────────────────────────────────────────────────────────────────
/** The grades operations give each piece, best first. */
export const GRADES = ["NEW_WITH_TAG", "NEW", "VERY_GOOD", "GOOD", "TO_REPAIR", "RECYCLED", "REFUSED"] as const;
export type Grade = (typeof GRADES)[number];

/** Grades sold again in the shop (and credited); the others are repaired, recycled or sent back. */
export const RESELLABLE_GRADES: readonly Grade[] = ["NEW_WITH_TAG", "NEW", "VERY_GOOD", "GOOD"];

export function isResellable(grade: Grade): boolean {
  return RESELLABLE_GRADES.includes(grade);
}

/** Resale prices in cents, by category and resellable grade. */
export type PriceGrid = Record<ProductCategory, Record<(typeof RESELLABLE_GRADES)[number], number>>;

/** The default grid (a share of the new price each grade keeps); LITTLEGESTE_PRICE_GRID overrides cells. */
export const DEFAULT_PRICE_GRID: PriceGrid = Object.fromEntries(
  PRODUCT_CATEGORIES.map((category) => {
    const base = {
      tops: 1200,
      pull_cardi: 1800,
      bottoms: 1600,
      robe_combi_salopette: 2000,
      accessoires: 800,
      autre: 2200,
    }[category];
    const at = (share: number) => Math.round((base * share) / 50) * 50;
    return [category, { NEW_WITH_TAG: at(1), NEW: at(0.85), VERY_GOOD: at(0.65), GOOD: at(0.45) }];
  }),
) as PriceGrid;

/** The grid with the configured cells over the default ones (unknown categories or grades ignored). */
export function priceGrid(overrides: Partial<Record<string, Partial<Record<string, number>>>> = {}): PriceGrid {
  const grid = structuredClone(DEFAULT_PRICE_GRID);
  for (const category of PRODUCT_CATEGORIES) {
    for (const grade of RESELLABLE_GRADES) {
      const value = overrides[category]?.[grade];
      if (Number.isInteger(value) && value! > 0) grid[category][grade as keyof PriceGrid[ProductCategory]] = value!;
    }
  }
  return grid;
}

/** The resale price of a piece from the grid; null for a grade not resold. */
export function resalePrice(grid: PriceGrid, type: GarmentType, grade: Grade): number | null {
  if (!isResellable(grade)) return null;
  // A type's grid row is its shop category (domain/garments.ts GARMENT_KINDS)
  return grid[GARMENT_KINDS[type].category][grade as keyof PriceGrid[ProductCategory]];
}

/** The family's share of the resale price unless configured (LITTLEGESTE_CREDIT_PERCENT). */
export const CREDIT_PERCENT = 40;

/**
 * What the family earns for a piece (decision 0048): a share of its resale price, credited to the
 * wallet when the piece is graded, whether or not it sells; nothing for a piece not resold.
 */
export function pieceCredit(priceCents: number | null, percent: number): number {
  if (!priceCents) return 0;
  return Math.round((priceCents * percent) / 100);
}
