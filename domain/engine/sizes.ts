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

/**
 * What a piece said of the size: returned or replaced as too small or too large, or it fitted (kept,
 * or returned for its colour or style); `on`: when it was worn (its box's delivery date, ISO).
 */
export type SizeFeedback = {
  axis: SizeAxis;
  brandId: number;
  size: string;
  direction: "too_small" | "too_large" | "fits";
  on?: string | null;
};

export type SizeProfile = {
  type: ProfileType;
  sizes: { top_size?: string | null; bottom_size?: string | null; shoe_size?: string | null };
  /** A kid's birthdate (ISO). */
  birthdate?: string | null;
  /** When the sizes were last given or changed (ISO): growth is counted from there. */
  sizesGivenOn?: string | null;
};

/**
 * What all families of the profile's type said of a brand's sizes on an axis (decision 0055): its
 * pieces returned too small and too large. A brand that runs small is sent back "too small" by
 * families whatever their own size; one family's own feedback still comes first.
 */
export type SizeLean = { small: number; large: number };

/** 0: fits (the predicted size, or a woman's combined size holding it); 1: wearable, less surely (a child's size up to grow into); −1: does not fit. */
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
  /**
   * `fits` as data, per axis: the table of every brand without one of its own, and the brands that
   * have one (the loader hands them to the database, which then sends only the sizes that fit).
   */
  tables: Record<SizeAxis, { common: ReadonlyMap<string, Fit>; brands: ReadonlyMap<number, ReadonlyMap<string, Fit>> }>;
};

type Ladder = {
  sizes: readonly string[];
  index: number;
  grows: boolean;
  /** A child's clothing: the age in months the clothes must fit, how unsure that is, the size given. */
  kid?: { fitAge: number; spread: number; given: number };
};

/**
 * Months per shoe size (6.7 mm) a child's foot grows: about 2 mm a month before 3, 1.5 mm to 6,
 * under 1 mm after (the paediatric growth tables' orders of magnitude).
 */
function monthsPerShoeSize(ageMonths: number): number {
  return ageMonths < 36 ? 3 : ageMonths < 72 ? 5 : 8;
}

/**
 * A child's own size must still fit this many months after delivery: the weeks the box is tried
 * and first worn. A whole season (3 months, decision 0055) made the size up the likeliest too often
 * for a child near the top of its size; the size up is offered beside it, weighed down (decision 0061).
 */
const GROWTH_MARGIN_MONTHS = 1.5;
/** …and a tenth of a baby's age at most: a baby's sizes are a few months wide, its clothes bought for now. */
const GROWTH_MARGIN_SHARE = 0.1;
/**
 * The engine's own guesses about a child's clothes (not measured: decision 0055): the age a
 * child's clothes fit is known to about KID_FIT_SPREAD of it (its build) beside where in its size
 * the child stood when the size was given, and growth to GROWTH_SPREAD of the months since; a
 * brand's piece fits a child KID_BRAND_SPREAD of its age older or younger (brands' cuts); a size
 * up is wearable SIZE_UP_WEARABLE of the time (room to grow); a size is offered when it fits with
 * at least KID_MIN_FIT, the likeliest first.
 */
const KID_FIT_SPREAD = 0.06;
const KID_BRAND_SPREAD = 0.05;
const GROWTH_SPREAD = 0.1;
const SIZE_UP_WEARABLE = 0.5;
const KID_MIN_FIT = 0.5;

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** How likely a child whose clothes must fit `months` (± `spread`) needs at most age size `i`. */
function belowSize(i: number, months: number, spread: number): number {
  return i < 0 ? 0 : i >= KID_SIZE_MONTHS.length - 1 ? 1 : normalCdf((KID_SIZE_MONTHS[i]! - months) / spread);
}

/** How likely age size `i` is the child's own. */
function sizeOdds(i: number, months: number, spread: number): number {
  return belowSize(i, months, spread) - belowSize(i - 1, months, spread);
}

/**
 * A child's age sizes from the one given up, as [index, fit]: the likeliest to fit first (0), then
 * any other likely enough (1). A size fits when it is the child's, or one up and wearable.
 */
function kidFits(kid: { fitAge: number; spread: number; given: number }, leanMonths: number): [number, Fit][] {
  const months = kid.fitAge + leanMonths;
  const own = (i: number) => sizeOdds(i, months, kid.spread);
  const odds: [number, number][] = [];
  for (let i = kid.given; i < KID_SIZE_MONTHS.length; i++) odds.push([i, own(i) + SIZE_UP_WEARABLE * own(i - 1)]);
  odds.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return odds.flatMap(([i, p], rank): [number, Fit][] => (rank === 0 ? [[i, 0]] : p >= KID_MIN_FIT ? [[i, 1]] : []));
}

/**
 * The age a child's clothes fit at delivery, from the estimate `mean` ± `spread` and the pieces
 * that fitted since: each was the child's size or one up and wearable, at the child's age when it
 * was worn (a month of age a month), through its brand's unknown cut. A grid over ± 4 spreads,
 * half a month apart: the posterior's mean and spread.
 */
function kidFitAge(
  mean: number,
  spread: number,
  fitted: readonly SizeFeedback[],
  deliveryDate: string | null,
): { mean: number; spread: number } {
  if (!fitted.length) return { mean, spread };
  const pieces = fitted.map((piece) => ({
    index: KID_AGE_SIZES.indexOf(piece.size as never),
    before: monthsBetween(piece.on, deliveryDate),
  }));
  let total = 0;
  let sum = 0;
  let squares = 0;
  for (let x = mean - 4 * spread; x <= mean + 4 * spread; x += 0.5) {
    let weight = Math.exp(-(((x - mean) / spread) ** 2) / 2);
    for (const { index, before } of pieces) {
      const age = x - before;
      const cut = Math.max(0.5, KID_BRAND_SPREAD * age);
      weight *= sizeOdds(index, age, cut) + SIZE_UP_WEARABLE * sizeOdds(index - 1, age, cut);
    }
    total += weight;
    sum += weight * x;
    squares += weight * x * x;
  }
  // Pieces that contradict each other entirely (a mistaken answer): the estimate stands
  if (!(total > 0)) return { mean, spread };
  const posterior = sum / total;
  return { mean: posterior, spread: Math.sqrt(Math.max(0.25, squares / total - posterior ** 2)) };
}

const KID_SHOES = Array.from({ length: 26 }, (_, i) => String(16 + i));

/**
 * Where the profile stands on each axis's ladder at delivery; a child's clothing sizes with what
 * its pieces said (`feedback`), the other ladders before it.
 */
function ladders(
  profile: SizeProfile,
  deliveryDate: string | null,
  feedback: readonly SizeFeedback[],
): Record<SizeAxis, Ladder | null> {
  // Pieces that fitted narrow a child's age, when it is known when they were worn (an undated one
  // could be years old); those too small or too large move sizes below (one brand's, or every
  // brand's once two agree: a brand may run small)
  const kidEvidence = feedback.filter(
    (piece) =>
      piece.direction === "fits" && piece.on && piece.axis !== "shoe" && KID_AGE_SIZES.includes(piece.size as never),
  );
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
    const now = Math.max(grown, age ?? 0);
    const fitAge = now + Math.min(GROWTH_MARGIN_MONTHS, GROWTH_MARGIN_SHARE * now);
    // Where in its size the child stood, its build and how fast it grows: unknown; what the pieces
    // sent since said of their sizes narrows it
    const width = KID_SIZE_MONTHS[index]! - lower;
    const prior = Math.sqrt((KID_FIT_SPREAD * fitAge) ** 2 + width ** 2 / 12 + (GROWTH_SPREAD * elapsed) ** 2);
    const child = kidFitAge(fitAge, prior, kidEvidence, deliveryDate);
    const kid = { fitAge: child.mean, spread: Math.hypot(child.spread, KID_BRAND_SPREAD * child.mean), given: index };
    return { sizes: KID_AGE_SIZES, index: kidFits(kid, 0)[0]![0], grows: true, kid };
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

/**
 * A brand's lean from all families: (too small − too large) / (pieces + LEAN_PRIOR), heard from
 * LEAN_MIN_PIECES size returns on. A woman's or a shoe's size moves one size from LEAN_SHIFT; a
 * child's clothes move LEAN_MONTHS of age per unit of lean (a brand cut a few months small
 * moves only the children near the top of a size), at most one size.
 */
const LEAN_PRIOR = 4;
const LEAN_MIN_PIECES = 6;
const LEAN_SHIFT = 0.4;
const LEAN_MONTHS = 6;

/** The brands all families said something of on an axis. */
function leanBrands(leans: ReadonlyMap<string, SizeLean>, axis: SizeAxis): number[] {
  return [...leans.keys()].filter((key) => key.startsWith(`${axis}:`)).map((key) => Number(key.slice(axis.length + 1)));
}

function leanOf(lean: SizeLean | undefined): number {
  if (!lean || lean.small + lean.large < LEAN_MIN_PIECES) return 0;
  return (lean.small - lean.large) / (lean.small + lean.large + LEAN_PRIOR);
}

/** The sizes the profile wears on `deliveryDate`, corrected by what past pieces said of their size. */
export function sizePlan(
  profile: SizeProfile,
  deliveryDate: string | null,
  feedback: readonly SizeFeedback[],
  /** All families' size returns of the profile's type, keyed `${axis}:${brandId}`. */
  leans: ReadonlyMap<string, SizeLean> = new Map(),
): SizePlan {
  const base = ladders(profile, deliveryDate, feedback);
  // Each size return bounds the size needed: too small at s → above s, too large at s → below s.
  // Per axis the shift from the prediction (−1, 0, +1) contradicting the fewest of them; the
  // family's sizes stand until AGREEING_PIECES more returns contradict them than the shift does
  // (growth may already have answered a return). One brand's own returns move that brand from
  // there, one piece being enough (brands run small or large).
  const shift = { top: 0, bottom: 0, shoe: 0 } as Record<SizeAxis, number>;
  const byBrand = new Map<string, number>();
  for (const axis of ["top", "bottom", "shoe"] as const) {
    const ladder = base[axis];
    if (!ladder) continue;
    // A brand's cut as all families tell it: a whole size for a woman's or a shoe size (a child's
    // clothes move by months, below)
    const cut = (brandId: number) => {
      if (ladder.kid) return 0;
      const lean = leanOf(leans.get(`${axis}:${brandId}`));
      return Math.abs(lean) >= LEAN_SHIFT ? Math.sign(lean) : 0;
    };
    const bounds = new Map<number, Bound[]>();
    const all: Bound[] = [];
    for (const piece of feedback) {
      if (piece.axis !== axis) continue;
      const bound = boundOf(piece, ladder);
      if (!bound) continue;
      bounds.set(piece.brandId, [...(bounds.get(piece.brandId) ?? []), bound]);
      // What it says of the family's own size: a piece of a brand cut small returned too small
      // says nothing the brand's cut does not already (two of them must not move every brand)
      all.push({ above: bound.above, at: bound.at - cut(piece.brandId) });
    }
    shift[axis] = leastContradicted(ladder, all, 0, AGREEING_PIECES, [-1, 1]);
    // A brand starts where all families put it, then its own returns move it (one piece is enough)
    for (const brandId of new Set([...bounds.keys(), ...leanBrands(leans, axis)])) {
      const start = shift[axis] + cut(brandId);
      const moved = leastContradicted(ladder, bounds.get(brandId) ?? [], start, 1, [start - 1, start + 1]);
      if (moved !== shift[axis]) byBrand.set(`${axis}:${brandId}`, moved);
    }
  }

  // Per axis and brand, what fits: the table of sizes the engine looks up per variant. A brand
  // moves by the family's own word on it first, else by what all families said of it: a child's
  // clothes by months of age, any other size by a whole size
  const tableFor = (axis: SizeAxis, shiftBy: number, leanMonths: number): ReadonlyMap<string, Fit> => {
    const sizes = new Map<string, Fit>();
    const ladder = base[axis];
    if (!ladder) return sizes;
    const at = (i: number) => ladder.sizes[Math.max(0, Math.min(ladder.sizes.length - 1, i + shiftBy))]!;
    if (ladder.kid) {
      for (const [i, fit] of kidFits(ladder.kid, leanMonths)) if (!sizes.has(at(i))) sizes.set(at(i), fit);
      return sizes;
    }
    const want = at(ladder.index);
    // A child's foot can take a shoe a size up; a woman's combined size serves both its sizes
    if (ladder.grows) {
      const up = ladder.sizes[ladder.sizes.indexOf(want) + 1];
      if (up) sizes.set(up, 1);
    } else for (const combo of COMBINED_SIZES) if (combo.split("/").includes(want)) sizes.set(combo, 0);
    sizes.set(want, 0);
    return sizes;
  };
  const tables = {} as Record<
    SizeAxis,
    { common: ReadonlyMap<string, Fit>; brands: Map<number, ReadonlyMap<string, Fit>> }
  >;
  for (const axis of ["top", "bottom", "shoe"] as const) {
    const brands = new Map<number, ReadonlyMap<string, Fit>>();
    const ladder = base[axis];
    for (const brandId of ladder ? new Set([...byBrand.keys(), ...leans.keys()]) : []) {
      const [keyAxis, brand] = brandId.split(":");
      if (keyAxis !== axis) continue;
      const own = byBrand.get(brandId);
      // A child's clothes: the brand's own returns, else all families' lean in months of age
      const leanMonths = ladder!.kid && own === undefined ? LEAN_MONTHS * leanOf(leans.get(brandId)) : 0;
      if (own !== undefined || leanMonths !== 0)
        brands.set(Number(brand), tableFor(axis, own ?? shift[axis], leanMonths));
    }
    tables[axis] = { common: tableFor(axis, shift[axis], 0), brands };
  }
  const indexFor = (axis: SizeAxis): number | null => {
    const ladder = base[axis];
    return ladder ? Math.max(0, Math.min(ladder.sizes.length - 1, ladder.index + shift[axis])) : null;
  };

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
  return { fit, fits, predicted, loadable, tables };
}

const COMBINED_SIZES = ["S/M", "M/L", "L/XL"];

/** What a size return says of the size needed: above or below the ladder index `at`. */
type Bound = { above: boolean; at: number };

/** A combined size returned too small had both halves too small; too large, both too large. */
function boundOf(piece: SizeFeedback, ladder: Ladder): Bound | null {
  if (piece.direction === "fits") return null;
  const above = piece.direction === "too_small";
  const halves = piece.size
    .split("/")
    .map((half) => ladder.sizes.indexOf(half))
    .filter((i) => i >= 0);
  if (!halves.length) return null;
  return { above, at: above ? Math.max(...halves) : Math.min(...halves) };
}

/**
 * Among `shifts` (and `from`), the one whose size contradicts the fewest bounds, taken only when it
 * contradicts at least `margin` fewer than `from`'s; the nearest to `from` on a tie.
 */
function leastContradicted(
  ladder: Ladder,
  bounds: readonly Bound[],
  from: number,
  margin: number,
  shifts: readonly number[],
): number {
  const contradicted = (shift: number) =>
    bounds.filter((b) => (b.above ? ladder.index + shift <= b.at : ladder.index + shift >= b.at)).length;
  const stay = contradicted(from);
  let best = from;
  let fewest = stay - margin + 1;
  for (const shift of shifts) {
    const index = ladder.index + shift;
    if (shift === from || index < 0 || index >= ladder.sizes.length) continue;
    const n = contradicted(shift);
    if (n < fewest) {
      best = shift;
      fewest = n;
    }
  }
  return best;
}
