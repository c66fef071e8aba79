/**
 * The sizes a profile wears on a box's delivery date (issue 27, decision 0050): children grow, so
 * a size given months ago is moved on by the time since; the birthdate keeps a forgotten size from
 * lagging far behind the child's age; pieces sent back or replaced as too small / too large move
 * the size — per brand when one brand's piece said so (brands run small or large), for every brand
 * when two pieces agree; a woman's combined sizes (S/M, M/L, L/XL) serve both of their sizes.
 *
 * Pure: every date is given (ISO yyyy-mm-dd), no clock.
 */
import { ONE_SIZE } from "../catalogue.js";
import type { SizeAxis } from "../garments.js";
import { KID_AGE_SIZES, WOMAN_SIZES, type ProfileType } from "../profiles.js";

/** Months each kid age size fits up to ("8 ans" fits a child of 6 to 8 years: up to 96 months). */
const KID_SIZE_MONTHS = KID_AGE_SIZES.map((size) => {
  const [, count, unit] = /^(\d+) (mois|ans?)$/.exec(size)!;
  return Number(count) * (unit === "mois" ? 1 : 12);
});

/** Whole months between two ISO dates (fractional: 30.44 days a month); 0 when either is missing or later. */
export function monthsBetween(from: string | null | undefined, to: string | null | undefined): number {
  if (!from || !to) return 0;
  const ms = Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10));
  return Number.isFinite(ms) && ms > 0 ? ms / (86_400_000 * 30.44) : 0;
}

/** What the family said of a piece's size: returned or replaced as too small or too large. */
export type SizeFeedback = { axis: SizeAxis; brandId: number; size: string; direction: "too_small" | "too_large" };

export type SizeProfile = {
  type: ProfileType;
  sizes: { top_size?: string | null; bottom_size?: string | null; shoe_size?: string | null };
  /** A kid's birthdate (ISO). */
  birthdate?: string | null;
  /** When the sizes were last given or changed (ISO): growth is counted from there. */
  sizesGivenOn?: string | null;
};

/** 0: the predicted size; 1: wearable (a size up to grow into, a combined size); −1: does not fit. */
export type Fit = 0 | 1 | -1;

export type SizePlan = {
  /** How a size of a brand's piece on an axis fits (TU always 0). */
  fit(axis: SizeAxis, brandId: number, size: string): Fit;
  /**
   * The same answer as a table for one brand's pieces on an axis: size → fit, a size not in it
   * does not fit (TU included: ask `fit` or check ONE_SIZE first). One lookup per variant where
   * the engine walks 100,000 of them; the tables are shared between brands without a shift.
   */
  fits(axis: SizeAxis, brandId: number): ReadonlyMap<string, Fit>;
  /** The predicted size per axis (null when the profile gave none), for every brand. */
  predicted: Record<SizeAxis, string | null>;
  /** Every size any brand's piece may be picked in per axis: what the loader asks the database for. */
  loadable: Record<SizeAxis, string[]>;
};

type Ladder = { sizes: readonly string[]; index: number; grows: boolean };

/**
 * Months per shoe size (6.7 mm) a child's foot grows: about 2 mm a month before 3, 1.5 mm to 6,
 * under 1 mm after (the paediatric growth tables' orders of magnitude).
 */
function monthsPerShoeSize(ageMonths: number): number {
  return ageMonths < 36 ? 3 : ageMonths < 72 ? 5 : 8;
}

/** A child's clothes must still fit this many months after delivery (the season they are worn in). */
const GROWTH_MARGIN_MONTHS = 3;

const KID_SHOES = Array.from({ length: 26 }, (_, i) => String(16 + i));

/** Where the profile stands on each axis's ladder at delivery, before feedback. */
function ladders(profile: SizeProfile, deliveryDate: string | null): Record<SizeAxis, Ladder | null> {
  const elapsed = monthsBetween(profile.sizesGivenOn, deliveryDate);
  const age = profile.birthdate ? monthsBetween(profile.birthdate, deliveryDate) : null;
  const clothing = (given: string | null | undefined): Ladder | null => {
    if (!given) return null;
    if (profile.type === "WOMAN") {
      const index = WOMAN_SIZES.indexOf(given as (typeof WOMAN_SIZES)[number]);
      return index < 0 ? { sizes: [given], index: 0, grows: false } : { sizes: WOMAN_SIZES, index, grows: false };
    }
    const index = KID_AGE_SIZES.indexOf(given as (typeof KID_AGE_SIZES)[number]);
    if (index < 0) return { sizes: [given], index: 0, grows: false };
    // The child fitted the size when it was given: somewhere in its range, the middle on average.
    // An age size is made for children up to that age: a child rarely wears a label below its age,
    // so the birthdate keeps a forgotten or understated size from lagging behind. And the box is
    // worn for the season after its delivery: it must still fit a few months on
    const lower = index === 0 ? 0 : KID_SIZE_MONTHS[index - 1]!;
    const grown = (lower + KID_SIZE_MONTHS[index]!) / 2 + elapsed;
    const fitAge = Math.max(grown, age ?? 0) + GROWTH_MARGIN_MONTHS;
    let predicted = KID_SIZE_MONTHS.findIndex((months) => months >= fitAge);
    if (predicted < 0) predicted = KID_SIZE_MONTHS.length - 1;
    return { sizes: KID_AGE_SIZES, index: Math.max(index, predicted), grows: true };
  };
  const shoe = (): Ladder | null => {
    const given = profile.sizes.shoe_size;
    if (!given) return null;
    const number = Number(given);
    if (profile.type === "WOMAN" || !Number.isInteger(number)) return { sizes: [given], index: 0, grows: false };
    const index = KID_SHOES.indexOf(given);
    if (index < 0) return { sizes: [given], index: 0, grows: false };
    const grown = Math.floor(elapsed / monthsPerShoeSize(age ?? 72));
    return { sizes: KID_SHOES, index: Math.min(KID_SHOES.length - 1, index + grown), grows: true };
  };
  return { top: clothing(profile.sizes.top_size), bottom: clothing(profile.sizes.bottom_size), shoe: shoe() };
}

/** Two pieces agreeing move every brand's size; one piece moves its brand's. */
const AGREEING_PIECES = 2;

/** The sizes the profile wears on `deliveryDate`, corrected by what past pieces said of their size. */
export function sizePlan(
  profile: SizeProfile,
  deliveryDate: string | null,
  feedback: readonly SizeFeedback[],
): SizePlan {
  const base = ladders(profile, deliveryDate);
  // Feedback still pointing away from the predicted size (growth may already have answered it)
  const shift = { top: 0, bottom: 0, shoe: 0 } as Record<SizeAxis, number>;
  const byBrand = new Map<string, number>();
  for (const axis of ["top", "bottom", "shoe"] as const) {
    const ladder = base[axis];
    if (!ladder) continue;
    let up = 0;
    let down = 0;
    for (const piece of feedback) {
      if (piece.axis !== axis) continue;
      const at = ladder.sizes.indexOf(piece.size);
      const sentIndex = at >= 0 ? at : comboIndex(piece.size, ladder);
      if (sentIndex === null) continue;
      const key = `${axis}:${piece.brandId}`;
      if (piece.direction === "too_small" && sentIndex >= ladder.index) {
        up++;
        byBrand.set(key, Math.min(1, (byBrand.get(key) ?? 0) + 1));
      } else if (piece.direction === "too_large" && sentIndex <= ladder.index) {
        down++;
        byBrand.set(key, Math.max(-1, (byBrand.get(key) ?? 0) - 1));
      }
    }
    shift[axis] = up - down >= AGREEING_PIECES ? 1 : down - up >= AGREEING_PIECES ? -1 : 0;
  }

  // Per axis, what fits for each shift a brand may have (−1, 0, +1 around the common prediction):
  // the wanted size, the size to grow into, the combined sizes holding it — looked up per variant
  type Wanted = { want: string; up: string | null; combos: readonly string[] };
  const wantedAt = (axis: SizeAxis, shiftBy: number): Wanted | null => {
    const ladder = base[axis];
    if (!ladder) return null;
    const index = Math.max(0, Math.min(ladder.sizes.length - 1, ladder.index + shiftBy));
    const want = ladder.sizes[index]!;
    return {
      want,
      up: ladder.grows ? (ladder.sizes[index + 1] ?? null) : null,
      combos: ladder.grows ? [] : COMBINED_SIZES.filter((combo) => combo.split("/").includes(want)),
    };
  };
  const table = {} as Record<SizeAxis, { common: Wanted | null; brands: Map<number, Wanted | null> }>;
  for (const axis of ["top", "bottom", "shoe"] as const) {
    const brands = new Map<number, Wanted | null>();
    for (const [key, brandShift] of byBrand) {
      const [keyAxis, brand] = key.split(":");
      if (keyAxis === axis && brandShift !== 0) brands.set(Number(brand), wantedAt(axis, brandShift));
    }
    table[axis] = { common: wantedAt(axis, shift[axis]), brands };
  }
  const indexFor = (axis: SizeAxis): number | null => {
    const ladder = base[axis];
    return ladder ? Math.max(0, Math.min(ladder.sizes.length - 1, ladder.index + shift[axis])) : null;
  };

  const tableOf = (wanted: Wanted | null): ReadonlyMap<string, Fit> => {
    const sizes = new Map<string, Fit>();
    if (!wanted) return sizes;
    // A child can wear a size up (room to grow); a woman's combined size serves both its sizes
    if (wanted.up) sizes.set(wanted.up, 1);
    for (const combo of wanted.combos) sizes.set(combo, 1);
    sizes.set(wanted.want, 0);
    return sizes;
  };
  const tables = {} as Record<
    SizeAxis,
    { common: ReadonlyMap<string, Fit>; brands: Map<number, ReadonlyMap<string, Fit>> }
  >;
  for (const axis of ["top", "bottom", "shoe"] as const) {
    const brands = new Map<number, ReadonlyMap<string, Fit>>();
    for (const [brand, wanted] of table[axis].brands) brands.set(brand, tableOf(wanted));
    tables[axis] = { common: tableOf(table[axis].common), brands };
  }
  const fits = (axis: SizeAxis, brandId: number) => {
    const entry = tables[axis];
    return (entry.brands.size > 0 && entry.brands.get(brandId)) || entry.common;
  };
  const fit = (axis: SizeAxis, brandId: number, size: string): Fit =>
    size === ONE_SIZE ? 0 : (fits(axis, brandId).get(size) ?? -1);

  const predicted = {} as Record<SizeAxis, string | null>;
  const loadable = {} as Record<SizeAxis, string[]>;
  for (const axis of ["top", "bottom", "shoe"] as const) {
    const ladder = base[axis];
    const index = indexFor(axis);
    predicted[axis] = ladder && index !== null ? ladder.sizes[index]! : null;
    if (!ladder || index === null) {
      loadable[axis] = [];
      continue;
    }
    // Any brand may be one size off the common prediction, and a child may get one up from there
    const sizes = new Set<string>();
    for (let i = index - 1; i <= index + (ladder.grows ? 2 : 1); i++) {
      const size = ladder.sizes[i];
      if (!size) continue;
      sizes.add(size);
      if (!ladder.grows) for (const combo of COMBINED_SIZES) if (combo.split("/").includes(size)) sizes.add(combo);
    }
    loadable[axis] = [...sizes];
  }
  return { fit, fits, predicted, loadable };
}

const COMBINED_SIZES = ["S/M", "M/L", "L/XL"];

/** A combined size's place on a ladder: its larger half (a combined size too small means both were). */
function comboIndex(size: string, ladder: Ladder): number | null {
  if (!size.includes("/")) return null;
  const indexes = size
    .split("/")
    .map((half) => ladder.sizes.indexOf(half))
    .filter((i) => i >= 0);
  return indexes.length ? Math.max(...indexes) : null;
}
