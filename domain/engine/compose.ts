/**
 * The styling engine (issue 17, docs/decisions/0033-styling-engine.md): `composeBox(input, rules)`
 * picks a request's box from the candidates it is given. Pure: no I/O, no clock, no Math.random.
 *
 * In the order the issue sets:
 * 1. **Wishes**: a wished product with a fitting size in stock always appears (reason "wished"),
 *    before anything else, whatever the quiz refused or past boxes sent: the family asked for it.
 *    Its wished size when that size fits and is in stock, else another fitting size. Only size
 *    and stock bind a wish. More wishes than the box holds: the first ones, in the wishes' order.
 * 2. **Hard filters** (never weighed): the profile's gender, a size the profile wears for the
 *    category (§9, `sizesForCategory`), stock > 0, no refused category / colour / print, no
 *    product sent to this profile before (any outcome), a woman's piece not far over her budget
 *    (`overBudgetTolerance`). Each product left out is counted once in `rejected`, under the first
 *    of: wrong_gender, wrong_size, out_of_stock, refused_category, refused_colour,
 *    refused_pattern, sent_before, over_budget — so "12 refused colour" counts products the
 *    profile could have worn, in stock, left out for their colour alone.
 * 3. **Soft rules** make one score per product: needed categories (full weight until the box has
 *    one piece of the category, a third after), loved colours and prints, Style Shuffle traits
 *    (colour, print, category, brand), past boxes (category, brand, colour, print: kept up,
 *    returned down), the budget (within: up; over but tolerated: down). Ratings and past boxes
 *    are how the engine learns, both the same way. Ratings: per trait value, its like rate among
 *    the rated looks smoothed toward the profile's own like rate by six looks, as log-odds
 *    against it (capped at ±3), times `likedLookTrait` (0.9) / `dislikedLookTrait` (1.2): a
 *    trait in every look says nothing, one mostly in liked looks does, more so with each look
 *    rated. Past boxes: per trait value, its keep rate smoothed toward the profile's own keep
 *    rate by two pieces (a Beta prior: (kept + 2·rate) / (sent + 2)), taken as log-odds against
 *    the profile's (capped at ±3) — so the evidence grows with the pieces seen: at a 57 % keep
 *    rate one return moves a trait by −0.77, three out of three by −1.5 — times `keptBefore`
 *    (0.5) above the rate, `returnedBefore` (1) below: a return says more than a keep (a piece
 *    may be kept for its size or price). Reasons name the category or brand kept before (the Reason
 *    type has no colour/print variant for it).
 *    Candidate colours are compared as given: lower-case #rrggbb, as types.ts says.
 * 4. **Selection**: greedy, unit by unit, until the box is full: the best loose piece (within the
 *    brand, colour, category, print and garment type caps) or the best whole look that fits (every
 *    product of the look eligible, in a fitting size), whichever is worth more per piece; a look
 *    earns the look weight per piece (halved for the second look, a third for the third…). A look
 *    may exceed the brand, colour and category caps, not the print's and garment type's; a wished
 *    piece of a look is taken into it. When the caps leave the box short, it is filled without the
 *    brand, colour and category caps first, then without any (a full box is worth more than
 *    variety; a third striped piece or a third cardigan last). Fewer pieces only when the
 *    candidates run out.
 * Ties break on a hash of (requestId, variantId): the same input gives the same box, and two
 * requests do not all get the same equally scored piece.
 *
 * Cost: one pass over the candidates (grouping variants into products), one over the products
 * (filters, score, a top-24 list per category), one over the looks (the best 32 that fit), then at
 * most boxSize picks over those lists — the catalogue is never sorted.
 */
import { ONE_SIZE, sizesForCategory, type ProductCategory } from "../catalogue.js";
import {
  DEFAULT_SEASON_CALENDAR,
  monthOf,
  PRODUCT_SEASONS,
  seasonFits,
  sizeAxis,
  type ProductSeason,
} from "../garments.js";
import { sizePlan, type Fit, type SizeFeedback, type SizePlan } from "./sizes.js";
import type {
  Candidate,
  ComposedBox,
  ComposedPiece,
  EngineInput,
  HistoryPiece,
  EngineLook,
  EngineRules,
  ProductTraits,
  Reason,
  RejectionCode,
} from "./types.js";

/**
 * Style Shuffle: a trait value's like rate is smoothed toward the profile's own like rate by this
 * many looks (a look has three or four pieces: one look says little) …
 */
const RATING_PRIOR_LOOKS = 6;
/**
 * Past boxes: a trait value's keep rate is smoothed toward the profile's own keep rate by this many
 * pieces (one piece kept or returned moves it a little, three the same way a lot) …
 */
const HISTORY_PRIOR_PIECES = 2;
/** … and both are taken as log-odds against the profile's own rate, capped here. */
const TRAIT_LOGIT_CAP = 3;
/** The best products kept per category for the picks (a fallback scans all when caps exhaust them). */
const SHORTLIST_PER_CATEGORY = 24;
/** The best fitting looks kept for the picks. */
const SHORTLIST_LOOKS = 32;
/** A needed category already in the box still weighs this share of its weight. */
const COVERED_NEED_SHARE = 1 / 3;

/** A deterministic 32-bit hash of (seed, id) (murmur3's finaliser): the tie-break. */
export function tieHash(seed: number, id: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ id;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x27d4eb2f);
  return (h ^ (h >>> 15)) >>> 0;
}

/** A product the box may hold: one that passed the filters (eligible), or a wish with a fitting size in stock. */
type Product = {
  first: Candidate;
  variant: Candidate;
  wished: boolean;
  eligible: boolean;
  score: number;
  /** score + the full need weight: what a first pick sees (the shortlists' order). */
  rank: number;
  tie: number;
  /** The need it answers ("g:coat" for a garment type asked for, "c:tops" for a category), or null. */
  need: string | null;
};

type Counts = { liked: number; disliked: number };
type TraitMaps = {
  garment: Map<string, Counts>;
  color: Map<string, Counts>;
  pattern: Map<string, Counts>;
  category: Map<string, Counts>;
  brand: Map<number, Counts>;
};
type HistoryCounts = { kept: number; returned: number };

function bump<K>(map: Map<K, Counts>, key: K, like: boolean) {
  let counts = map.get(key);
  if (!counts) map.set(key, (counts = { liked: 0, disliked: 0 }));
  if (like) counts.liked++;
  else counts.disliked++;
}

/** Per trait value, how many liked and disliked looks have it (a look counts once per value). */
function lookTraits(ratings: EngineInput["ratings"]): TraitMaps {
  const maps: TraitMaps = {
    garment: new Map(),
    color: new Map(),
    pattern: new Map(),
    category: new Map(),
    brand: new Map(),
  };
  for (const { look, like } of ratings) {
    const seen = {
      garment: new Set<string>(),
      color: new Set<string>(),
      pattern: new Set<string>(),
      category: new Set<string>(),
    };
    const brands = new Set<number>();
    for (const product of look.products) {
      seen.color.add(product.color.toLowerCase());
      seen.pattern.add(product.pattern);
      seen.category.add(product.category);
      seen.garment.add(product.garmentType);
      brands.add(product.brandId);
    }
    for (const value of seen.garment) bump(maps.garment, value, like);
    for (const value of seen.color) bump(maps.color, value, like);
    for (const value of seen.pattern) bump(maps.pattern, value, like);
    for (const value of seen.category) bump(maps.category, value, like);
    for (const value of brands) bump(maps.brand, value, like);
  }
  return maps;
}

function historyCount<K>(map: Map<K, HistoryCounts>, key: K, kept: boolean) {
  let counts = map.get(key);
  if (!counts) map.set(key, (counts = { kept: 0, returned: 0 }));
  if (kept) counts.kept++;
  else counts.returned++;
}

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** `from` copied into `to`, a larger array of its kind. */
function grow<T extends Int32Array | Int8Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

/**
 * The variants grouped into products, numbered in the order first seen, per product in typed
 * arrays: its first variant, its chosen variant, how that one fits, whether a fitting size was
 * seen and whether it is wished. Most products are only filtered out: an object per product made
 * tens of thousands of them per box, the engine's garbage collections.
 *
 * Products by id: a flat Int32Array from id to number for small non-negative integer ids (database
 * ids are), a Map for any other — a Map of tens of thousands of products was the engine's largest
 * single cost. The arrays grow as products come (no pass over the candidates beforehand). A
 * product of the other gender is only marked: counted once in `otherGender`.
 */
class ProductGroups {
  count = 0;
  otherGender = 0;
  /** Per product: the index of its first candidate … */
  first = new Int32Array(1024);
  /** … of its chosen variant + 1 (0: none yet) … */
  chosen = new Int32Array(1024);
  /** … how the chosen variant fits (−1 the wished variant, 0 the predicted size, 1 wearable, 2 one size) … */
  fit = new Int8Array(1024);
  /** … and FITTING_SIZE_SEEN | WISHED | ELIGIBLE (set by the filters' pass). */
  flags = new Uint8Array(1024);
  /** Per id: 0 unseen, OTHER_GENDER, else the product's number + 1. */
  private slots = new Int32Array(4096);
  private map: Map<number, number> | null = null;
  /** Ids from here on go to the Map: a few huge ids must not make a huge array. */
  private readonly limit: number;
  constructor(candidateCount: number) {
    this.limit = Math.max(1 << 16, candidateCount * 16);
  }
  private flat(id: number): boolean {
    return Number.isInteger(id) && id >= 0 && id < this.limit;
  }
  /** The product's number, OTHER_GENDER, or −1 when not seen yet. */
  get(id: number): number {
    const slot = this.flat(id) ? (id < this.slots.length ? this.slots[id]! : 0) : (this.map?.get(id) ?? 0);
    return slot > 0 ? slot - 1 : slot === OTHER_GENDER ? OTHER_GENDER : -1;
  }
  /** A new product from candidate `index`: its number. */
  add(id: number, index: number, wished: boolean): number {
    const at = this.count++;
    if (at === this.first.length) {
      this.first = grow(this.first, new Int32Array(at * 2));
      this.chosen = grow(this.chosen, new Int32Array(at * 2));
      this.fit = grow(this.fit, new Int8Array(at * 2));
      this.flags = grow(this.flags, new Uint8Array(at * 2));
    }
    this.first[at] = index;
    this.flags[at] = wished ? WISHED : 0;
    this.mark(id, at + 1);
    return at;
  }
  addOtherGender(id: number) {
    this.otherGender++;
    this.mark(id, OTHER_GENDER);
  }
  private mark(id: number, slot: number) {
    if (!this.flat(id)) {
      (this.map ??= new Map()).set(id, slot);
      return;
    }
    if (id >= this.slots.length) {
      let length = this.slots.length * 2;
      while (length <= id) length *= 2;
      const grown = new Int32Array(Math.min(length, this.limit));
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[id] = slot;
  }
}
const OTHER_GENDER = -2;
const FITTING_SIZE_SEEN = 1;
const WISHED = 2;
const ELIGIBLE = 4;

/** Whether a product of this rank, tie hash and id goes before `b`: higher rank, then the tie hash, then the id. */
function outranks(rank: number, tie: number, productId: number, b: Product): boolean {
  if (rank !== b.rank) return rank > b.rank;
  if (tie !== b.tie) return tie < b.tie;
  return productId < b.first.productId;
}

/**
 * Whether a pick worth `value` beats the best one so far: the higher value, then the lower tie,
 * then the lower product id (the picks' order, whichever way the products are read).
 */
function picksOver(value: number, tie: number, productId: number, bestValue: number, bestTie: number, bestId: number) {
  if (value !== bestValue) return value > bestValue;
  if (tie !== bestTie) return tie < bestTie;
  return productId < bestId;
}

/** Whether product `a` goes before `b` (the shortlists' order). */
function better(a: Product, b: Product): boolean {
  return outranks(a.rank, a.tie, a.first.productId, b);
}

type FittingLook = { look: EngineLook; members: Product[]; rank: number };

/** Whether a look of this rank and id goes before look `b`: higher rank, then lower id. */
function lookBefore(rank: number, id: number, b: FittingLook): boolean {
  return rank > b.rank || (rank === b.rank && id < b.look.id);
}

/** Insert a look into a list kept sorted best first, at most `max` long. */
function insertLook(list: FittingLook[], entry: FittingLook, max: number) {
  if (list.length === max && !lookBefore(entry.rank, entry.look.id, list[max - 1]!)) return;
  let index = list.length < max ? list.length : max - 1;
  if (list.length < max) list.push(entry);
  while (index > 0 && lookBefore(entry.rank, entry.look.id, list[index - 1]!)) {
    list[index] = list[index - 1]!;
    index--;
  }
  list[index] = entry;
}

/** Insert into a list kept sorted best first, at most `max` long. */
function insertBounded(list: Product[], product: Product, max: number) {
  if (list.length === max && !better(product, list[max - 1]!)) return;
  let index = list.length < max ? list.length : max - 1;
  if (list.length < max) list.push(product);
  while (index > 0 && better(product, list[index - 1]!)) {
    list[index] = list[index - 1]!;
    index--;
  }
  list[index] = product;
}

/** Return and replacement reasons that speak of the size only: they move the size, never a taste. */
const SIZE_REASONS = new Set(["too_small", "too_large", "size"]);
/** The traits a return or replacement reason speaks of (other reasons, or none: all of them). */
const REASON_TRAITS: Record<string, readonly ("garment" | "color" | "pattern" | "category" | "brand")[]> = {
  colour: ["color"],
  style: ["garment", "pattern", "category"],
  quality: ["brand"],
  already_has: [],
  already_have: [],
};
const ALL_TRAITS = ["garment", "color", "pattern", "category", "brand"] as const;

/** Population prior: a brand's or garment type's keep rate is smoothed toward the shop's by this many pieces … */
const POPULATION_PRIOR_GROUP = 10;
/** … and a product's toward its brand's and type's by this many (a new arrival starts there, uncertain). */
const POPULATION_PRIOR_PRODUCT = 5;
/** The collaborative lift counts up to this much (log scale). */
const NEIGHBOUR_CAP = 3;

/** A standard normal draw from a hash of (seed, id): Thompson sampling without Math.random. */
function normalDraw(seed: number, id: number): number {
  const u = (tieHash(seed ^ 0x5bd1e995, id) + 1) / 4294967297;
  const v = tieHash(seed ^ 0x1b873593, id) / 4294967296;
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * What the pieces sent before said of their sizes: returned or replaced as too small or too large;
 * worn and kept, or sent back for a reason that is not their size (colour, style…), they fitted.
 * The category's meta is not on a history piece: the garment type's axis, tops by default.
 */
export function historySizeFeedback(history: readonly HistoryPiece[]): SizeFeedback[] {
  return history.flatMap((piece): SizeFeedback[] => {
    if (!piece.size || piece.outcome === "sent") return [];
    const reason = piece.outcome === "kept" ? null : (piece.reason ?? null);
    const direction =
      reason === "too_small" || reason === "too_large"
        ? reason
        : piece.outcome !== "replaced" &&
            (reason === null ? piece.outcome === "kept" : Object.hasOwn(REASON_TRAITS, reason))
          ? "fits"
          : null;
    if (!direction) return [];
    const axis = sizeAxis(piece.garmentType, piece.category === "bottoms" ? "BOTTOM" : "TOP");
    return [{ axis, brandId: piece.brandId, size: piece.size, direction, on: piece.on }];
  });
}

/**
 * The size plan the engine composes with (the profile's sizes moved by growth, its pieces' sizes and
 * all families' brand cuts): the loader reads the same one to have the database send only the sizes
 * that fit.
 */
export function engineSizePlan(
  input: Pick<EngineInput, "profile" | "deliveryDate" | "history" | "population">,
): SizePlan {
  const { profile } = input;
  return sizePlan(
    { type: profile.type, sizes: profile.sizes, birthdate: profile.birthdate, sizesGivenOn: profile.sizesGivenOn },
    input.deliveryDate ?? null,
    historySizeFeedback(input.history),
    input.population?.sizeLeans,
  );
}

export type HardFilters = {
  refusedCategories: ReadonlySet<string>;
  refusedGarments: ReadonlySet<string>;
  refusedDetails: ReadonlySet<string>;
  /** Lower case, as candidates' colours. */
  refusedColours: ReadonlySet<string>;
  refusedPatterns: ReadonlySet<string>;
  /** The seasons whose pieces are not sent in the delivery month. */
  unseasonal: ReadonlySet<ProductSeason>;
  sentBefore: ReadonlySet<number>;
  /** A woman's piece priced above this is over budget (Infinity: no limit). */
  hardBudgetCents: number;
};

/**
 * The hard filters after gender, size and stock, in the order a product is counted under the first
 * it fails (refused_category, refused_garment, refused_colour, refused_pattern, out_of_season,
 * sent_before, over_budget; `failedFilter` applies them): the engine's filter pass and the loader
 * apply the same ones, the loader so that it hands over only what the box can hold (decisions 0063, 0068).
 */
export function hardFilters(
  input: Pick<EngineInput, "answers" | "history" | "deliveryDate">,
  rules: EngineRules,
): HardFilters {
  const { answers } = input;
  const month = monthOf(input.deliveryDate);
  const calendar = rules.seasons ?? DEFAULT_SEASON_CALENDAR;
  const budget = answers.budget;
  const tolerance = rules.overBudgetTolerance ?? null;
  return {
    refusedCategories: new Set(answers.refusedCategories),
    refusedGarments: new Set(answers.refusedGarments),
    refusedDetails: new Set(answers.refusedDetails),
    refusedColours: new Set(answers.refusedColours.map((c) => c.toLowerCase())),
    refusedPatterns: new Set(answers.refusedPatterns),
    unseasonal: new Set(PRODUCT_SEASONS.filter((season) => !seasonFits(season, month, calendar))),
    sentBefore: new Set(input.history.map((piece) => piece.productId)),
    hardBudgetCents:
      budget && budget.maxCents !== null && tolerance !== null ? budget.maxCents * (1 + tolerance) : Infinity,
  };
}

/** Whether `values` holds one of `set` (a loop: a closure per product cost a naming call each under tsx). */
function hasAny(set: ReadonlySet<string>, values: readonly string[]): boolean {
  if (set.size === 0) return false;
  for (let i = 0; i < values.length; i++) if (set.has(values[i]!)) return true;
  return false;
}

/** What the hard filters read of a product (its traits; the price of the size picked). */
export type FilteredTraits = Pick<
  Candidate,
  "productId" | "category" | "garmentType" | "details" | "color" | "pattern" | "season"
>;

/**
 * The first hard filter a product fails, in the order it is counted under (see `hardFilters`), or
 * null: the engine's filter pass and the loader (on the traits it keeps, decision 0068) call it.
 */
export function failedFilter(filters: HardFilters, product: FilteredTraits, priceCents: number): RejectionCode | null {
  if (filters.refusedCategories.has(product.category)) return "refused_category";
  if (filters.refusedGarments.has(product.garmentType) || hasAny(filters.refusedDetails, product.details))
    return "refused_garment";
  if (filters.refusedColours.has(product.color)) return "refused_colour";
  if (filters.refusedPatterns.has(product.pattern)) return "refused_pattern";
  if (filters.unseasonal.has(product.season)) return "out_of_season";
  if (filters.sentBefore.has(product.productId)) return "sent_before";
  if (priceCents > filters.hardBudgetCents) return "over_budget";
  return null;
}

export function composeBox(input: EngineInput, rules: EngineRules): ComposedBox {
  const { profile, answers } = input;
  const weights = rules.weights;
  const boxSize = Math.max(0, rules.boxSize[profile.type]);
  const filters = hardFilters(input, rules);

  // ── 0. Past boxes: what each piece said — of its size (moves the size, never a taste) or of a trait ──
  const kept = {
    garment: new Map<string, HistoryCounts>(),
    color: new Map<string, HistoryCounts>(),
    pattern: new Map<string, HistoryCounts>(),
    category: new Map<string, HistoryCounts>(),
    brand: new Map<number, HistoryCounts>(),
  };
  let keptPieces = 0;
  let judgedPieces = 0;
  for (const piece of input.history) {
    if (piece.outcome === "sent") continue;
    const isKept = piece.outcome === "kept";
    const reason = isKept ? null : (piece.reason ?? null);
    if (reason !== null && SIZE_REASONS.has(reason)) continue;
    judgedPieces++;
    if (isKept) keptPieces++;
    for (const trait of reason === null ? ALL_TRAITS : (REASON_TRAITS[reason] ?? ALL_TRAITS)) {
      if (trait === "brand") historyCount(kept.brand, piece.brandId, isKept);
      else if (trait === "color") historyCount(kept.color, piece.color.toLowerCase(), isKept);
      else if (trait === "pattern") historyCount(kept.pattern, piece.pattern, isKept);
      else if (trait === "category") historyCount(kept.category, piece.category, isKept);
      else historyCount(kept.garment, piece.garmentType, isKept);
    }
  }
  const sizes = engineSizePlan(input);

  const givenSizes = {
    TOP: sizesForCategory("TOP", profile.sizes),
    BOTTOM: sizesForCategory("BOTTOM", profile.sizes),
    FEET: sizesForCategory("FEET", profile.sizes),
    OTHER: sizesForCategory("OTHER", profile.sizes),
  };
  const wishes = new Map<number, number | null>();
  for (const wish of input.wishes) if (!wishes.has(wish.productId)) wishes.set(wish.productId, wish.variantId);

  // ── 1. One pass over the variants: group them into products, pick each product's variant ──
  // (Variants usually come grouped by product: the last product is kept at hand. Products of the
  // other gender are only counted, unless wished.)
  const products = new ProductGroups(input.candidates.length);
  const gender = profile.gender;
  const candidates = input.candidates;
  let lastId = Number.NaN;
  let last = -1;
  let lastWishedVariantId: number | null = null;
  let lastFits: ReadonlyMap<string, Fit> = new Map();
  for (let i = 0; i < candidates.length; i++) {
    const candidate = candidates[i]!;
    const productId = candidate.productId;
    if (productId !== lastId) {
      let at = products.get(productId);
      const wishedVariantId = wishes.get(productId);
      if (at === -1) {
        if (wishedVariantId === undefined && !candidate.genders.includes(gender)) {
          products.addOtherGender(productId);
          at = OTHER_GENDER;
        } else at = products.add(productId, i, wishedVariantId !== undefined);
      }
      lastId = productId;
      last = at;
      lastWishedVariantId = wishedVariantId ?? null;
      if (at >= 0) lastFits = sizes.fits(sizeAxis(candidate.garmentType, candidate.metaCategory), candidate.brandId);
    }
    if (last < 0) continue;
    const size = candidate.size;
    let fit: number = size === ONE_SIZE ? 0 : (lastFits.get(size) ?? -1);
    if (fit < 0) {
      // A wish also binds in the size it named or a size the family gave (the shop showed it so)
      if (!(products.flags[last]! & WISHED)) continue;
      if (candidate.variantId !== lastWishedVariantId && !givenSizes[candidate.metaCategory].includes(candidate.size))
        continue;
      fit = 1;
    }
    products.flags[last]! |= FITTING_SIZE_SEEN;
    if (candidate.stock <= 0) continue;
    const current = products.chosen[last]!;
    // The wished size first, then the predicted size, then a size to grow into, one-size last, then the lower id
    const a = candidate.variantId === lastWishedVariantId ? -1 : size === ONE_SIZE ? 2 : fit;
    const was = products.fit[last]!;
    if (current === 0 || a < was || (a === was && candidate.variantId < candidates[current - 1]!.variantId)) {
      products.chosen[last] = i + 1;
      products.fit[last] = a;
    }
  }

  // ── 2. One pass over the products: hard filters, rejected counts, scores, shortlists ──
  // Colours are compared in lower case (Candidate.color is lower case; answers may not be)
  const lovedColours = new Set(answers.lovedColours.map((c) => c.toLowerCase()));
  const lovedPatterns = new Set(answers.lovedPatterns);
  const neededCategories = new Set<string>(answers.neededCategories);
  // Each need's key made once ("g:coat", "c:tops"), not per product
  const garmentNeeds = new Map(answers.neededGarments.map((garment) => [garment as string, `g:${garment}`]));
  const categoryNeeds = new Map(answers.neededCategories.map((category) => [category as string, `c:${category}`]));
  const commentGarments = new Set<string>(answers.commentGarments);
  const hasHistory = judgedPieces > 0;
  // What past boxes say about a trait value is measured against this profile's own keep rate: a
  // family that keeps half its pieces says nothing about a colour kept once and returned once.
  // (Laplace-smoothed: a family that kept everything still says its categories and brands are good)
  const keepRate = (keptPieces + 1) / (judgedPieces + 2);
  const keepLogit = logit(keepRate);
  const traits = lookTraits(input.ratings);
  const hasRatings = input.ratings.length > 0;
  const budget = answers.budget;

  // Measured against this profile's own like rate, as past boxes against its keep rate: a trait
  // in every look (tops…) says nothing; one mostly in the liked looks does
  const likeRate = (input.ratings.filter((r) => r.like).length + 1) / (input.ratings.length + 2);
  const likeExcess = (counts: Counts) => counts.liked - likeRate * (counts.liked + counts.disliked);
  const likeLogit = logit(likeRate);
  const clampLogit = (x: number) => Math.max(-TRAIT_LOGIT_CAP, Math.min(TRAIT_LOGIT_CAP, x));
  // A trait value's like rate among the rated looks, smoothed toward the profile's own by
  // RATING_PRIOR_LOOKS looks, as log-odds against it (capped at ±3): like past boxes, the evidence
  // grows with the looks rated — 10 before the first box, more before each next one
  const traitScore = <K>(map: Map<K, Counts>, key: K) => {
    const counts = map.get(key);
    if (!counts) return 0;
    const rate = (counts.liked + RATING_PRIOR_LOOKS * likeRate) / (counts.liked + counts.disliked + RATING_PRIOR_LOOKS);
    const odds = clampLogit(logit(rate) - likeLogit);
    return odds >= 0 ? weights.likedLookTrait * odds : weights.dislikedLookTrait * odds;
  };
  // A trait value's keep rate, smoothed toward the profile's own by HISTORY_PRIOR_PIECES pieces
  // (a Beta prior), as log-odds against the profile's: the evidence grows with the pieces seen
  const historyScore = <K>(map: Map<K, HistoryCounts>, key: K) => {
    const counts = map.get(key);
    if (!counts) return 0;
    const rate =
      (counts.kept + HISTORY_PRIOR_PIECES * keepRate) / (counts.kept + counts.returned + HISTORY_PRIOR_PIECES);
    const odds = clampLogit(logit(rate) - keepLogit);
    return odds >= 0 ? weights.keptBefore * odds : weights.returnedBefore * odds;
  };
  // Both, per trait value, computed once (a product then costs one lookup per trait)
  const bonus = {
    garment: new Map<string, number>(),
    color: new Map<string, number>(),
    pattern: new Map<string, number>(),
    category: new Map<string, number>(),
    brand: new Map<number, number>(),
  };
  const addBonus = <K>(target: Map<K, number>, keys: Iterable<K>, score: (key: K) => number) => {
    for (const key of keys) {
      const value = score(key);
      if (value !== 0) target.set(key, (target.get(key) ?? 0) + value);
    }
  };
  addBonus(bonus.garment, traits.garment.keys(), (k) => traitScore(traits.garment, k));
  addBonus(bonus.color, traits.color.keys(), (k) => traitScore(traits.color, k));
  addBonus(bonus.pattern, traits.pattern.keys(), (k) => traitScore(traits.pattern, k));
  addBonus(bonus.category, traits.category.keys(), (k) => traitScore(traits.category, k));
  addBonus(bonus.brand, traits.brand.keys(), (k) => traitScore(traits.brand, k));
  addBonus(bonus.garment, kept.garment.keys(), (k) => historyScore(kept.garment, k));
  addBonus(bonus.color, kept.color.keys(), (k) => historyScore(kept.color, k));
  addBonus(bonus.pattern, kept.pattern.keys(), (k) => historyScore(kept.pattern, k));
  addBonus(bonus.category, kept.category.keys(), (k) => historyScore(kept.category, k));
  addBonus(bonus.brand, kept.brand.keys(), (k) => historyScore(kept.brand, k));
  for (const garment of commentGarments)
    bonus.garment.set(garment, (bonus.garment.get(garment) ?? 0) + weights.commentGarment);
  const hasBonus =
    bonus.garment.size + bonus.color.size + bonus.pattern.size + bonus.category.size + bonus.brand.size > 0;

  // What all families keep: a product's keep rate smoothed toward its brand's and garment type's,
  // theirs toward the shop's; drawn from its uncertainty (Thompson sampling, seeded by the request)
  // so a new arrival is tried now and then rather than never shown
  const population = input.population;
  let shopLogit = 0;
  const brandLogit = new Map<number, number>();
  const garmentLogit = new Map<string, number>();
  if (population) {
    let keptAll = 0;
    let seenAll = 0;
    for (const tally of population.garments.values()) {
      keptAll += tally.kept;
      seenAll += tally.seen;
    }
    const shopRate = (keptAll + 1) / (seenAll + 2);
    shopLogit = logit(shopRate);
    const smooth = (tally: { kept: number; seen: number } | undefined) =>
      tally
        ? logit((tally.kept + POPULATION_PRIOR_GROUP * shopRate) / (tally.seen + POPULATION_PRIOR_GROUP))
        : shopLogit;
    for (const [brand, tally] of population.brands) brandLogit.set(brand, smooth(tally));
    for (const [garment, tally] of population.garments) garmentLogit.set(garment, smooth(tally));
  }
  const populationScore = (traitsOf: Candidate): number => {
    if (!population) return 0;
    const prior = sigmoid(
      ((brandLogit.get(traitsOf.brandId) ?? shopLogit) + (garmentLogit.get(traitsOf.garmentType) ?? shopLogit)) / 2,
    );
    const tally = population.products.get(traitsOf.productId);
    const alpha = (tally?.kept ?? 0) + POPULATION_PRIOR_PRODUCT * prior;
    const total = (tally?.seen ?? 0) + POPULATION_PRIOR_PRODUCT;
    const mean = alpha / total;
    const spread = Math.sqrt((mean * (1 - mean)) / (total + 1));
    const drawn = Math.min(0.99, Math.max(0.01, mean + spread * normalDraw(input.requestId, traitsOf.productId)));
    let score = weights.population * clampLogit(logit(drawn) - shopLogit);
    const lift = population.neighbours.get(traitsOf.productId);
    if (lift) score += weights.neighbours * Math.min(NEIGHBOUR_CAP, Math.log1p(lift));
    return score;
  };

  // The products the loader already left out come first, counted the same way
  const rejected: Partial<Record<RejectionCode, number>> = { ...input.rejected };
  const reject = (code: RejectionCode, n = 1) => {
    rejected[code] = (rejected[code] ?? 0) + n;
  };
  if (products.otherGender > 0) reject("wrong_gender", products.otherGender);
  const shortlists = new Map<string, Product[]>();
  // Per product number, an eligible product's score, rank and tie hash: its object is made only
  // when a shortlist, a look or the scan past the shortlists needs it (most are never looked at again)
  const scores = new Float64Array(products.count);
  const ranks = new Float64Array(products.count);
  const ties = new Float64Array(products.count);
  let eligibleCount = 0;
  /** By product number, the objects made: wishes in a fitting size in stock, eligible products asked for. */
  const pickable = new Map<number, Product>();
  const needOf = (traitsOf: Candidate) =>
    garmentNeeds.get(traitsOf.garmentType) ?? categoryNeeds.get(traitsOf.category) ?? null;
  const productAt = (at: number): Product => {
    let product = pickable.get(at);
    if (!product) {
      const first = candidates[products.first[at]!]!;
      product = {
        first,
        variant: candidates[products.chosen[at]! - 1]!,
        wished: (products.flags[at]! & WISHED) !== 0,
        eligible: true,
        score: scores[at]!,
        rank: ranks[at]!,
        tie: ties[at]!,
        need: needOf(first),
      };
      pickable.set(at, product);
    }
    return product;
  };
  let cheapest = Infinity;

  for (let at = 0; at < products.count; at++) {
    const flags = products.flags[at]!;
    // A product not wished is of the profile's gender (the first pass numbers no other): without a
    // fitting size it is rejected before its variants are read again — most products of a whole
    // catalogue, each read a cache miss
    if (!(flags & (FITTING_SIZE_SEEN | WISHED))) {
      reject("wrong_size");
      continue;
    }
    const traitsOf = candidates[products.first[at]!]!;
    const chosenAt = products.chosen[at]!;
    const variant = chosenAt > 0 ? candidates[chosenAt - 1]! : null;
    // A wish with a fitting size in stock is placed before the picks, whatever the filters say
    if (flags & WISHED && variant) {
      pickable.set(at, {
        first: traitsOf,
        variant,
        wished: true,
        eligible: false,
        score: 0,
        rank: 0,
        tie: 0,
        need: null,
      });
      continue;
    }
    const color = traitsOf.color;
    let code: RejectionCode | null = null;
    if (!traitsOf.genders.includes(gender)) code = "wrong_gender";
    else if (!(flags & FITTING_SIZE_SEEN)) code = "wrong_size";
    else if (!variant) code = "out_of_stock";
    else code = failedFilter(filters, traitsOf, variant.priceCents);
    if (code) {
      reject(code);
      continue;
    }
    let score = populationScore(traitsOf);
    // A piece in the child's own size is surer to be kept than one only in a size to grow into
    if (products.fit[at] === 1) score -= weights.sizeUp;
    if (lovedColours.has(color)) score += weights.lovedColour;
    if (lovedPatterns.has(traitsOf.pattern)) score += weights.lovedPattern;
    if (hasBonus) {
      score +=
        (bonus.garment.get(traitsOf.garmentType) ?? 0) +
        (bonus.color.get(color) ?? 0) +
        (bonus.pattern.get(traitsOf.pattern) ?? 0) +
        (bonus.category.get(traitsOf.category) ?? 0) +
        (bonus.brand.get(traitsOf.brandId) ?? 0);
    }
    const price = variant!.priceCents;
    if (budget) {
      if (budget.maxCents !== null && price > budget.maxCents) score -= weights.inBudget;
      else if (price >= budget.minCents) score += weights.inBudget;
    }
    if (price < cheapest) cheapest = price;
    const rank = needOf(traitsOf) ? score + weights.neededCategory : score;
    const tie = tieHash(input.requestId, variant!.variantId);
    scores[at] = score;
    ranks[at] = rank;
    ties[at] = tie;
    products.flags[at] = flags | ELIGIBLE;
    eligibleCount++;
    let list = shortlists.get(traitsOf.category);
    if (!list) shortlists.set(traitsOf.category, (list = []));
    const full = list.length === SHORTLIST_PER_CATEGORY;
    if (!full || outranks(rank, tie, traitsOf.productId, list[SHORTLIST_PER_CATEGORY - 1]!))
      insertBounded(list, productAt(at), SHORTLIST_PER_CATEGORY);
  }

  // ── 3. Selection ──
  type Chosen = { product: Product; lookId: number | null; order: number };
  const chosen = new Map<number, Chosen>();
  const byBrand = new Map<number, number>();
  const byColour = new Map<string, number>();
  const byCategory = new Map<string, number>();
  const byPattern = new Map<string, number>();
  const byGarment = new Map<string, number>();
  const byNeed = new Map<string, number>();
  const inc = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
  // A woman's budget binds the box too: its total, and how many pieces may pass her budget's top
  const boxBudgetCents =
    budget && budget.maxCents !== null && rules.maxOverBudgetPieces != null ? budget.maxCents * boxSize : Infinity;
  const maxOver = budget && budget.maxCents !== null ? (rules.maxOverBudgetPieces ?? Infinity) : Infinity;
  let spent = 0;
  let over = 0;
  let chosenEligible = 0;
  let order = 0;
  const take = (product: Product, lookId: number | null) => {
    const existing = chosen.get(product.first.productId);
    if (existing) {
      existing.lookId = lookId;
      return;
    }
    chosen.set(product.first.productId, { product, lookId, order: order++ });
    const first = product.first;
    inc(byBrand, first.brandId);
    inc(byColour, first.color.toLowerCase());
    inc(byCategory, first.category);
    inc(byGarment, first.garmentType);
    if (first.pattern !== "plain") inc(byPattern, first.pattern);
    if (product.need) inc(byNeed, product.need);
    if (product.eligible) chosenEligible++;
    const price = product.variant.priceCents;
    spent += price;
    if (budget?.maxCents != null && price > budget.maxCents) over++;
  };

  /** The product of this id the box may hold, if any. */
  const pickableProduct = (productId: number) => {
    const at = products.get(productId);
    if (at < 0) return undefined;
    return products.flags[at]! & ELIGIBLE ? productAt(at) : pickable.get(at);
  };
  for (const wish of input.wishes) {
    if (chosen.size >= boxSize) break;
    const product = pickableProduct(wish.productId);
    if (product?.wished && !chosen.has(wish.productId)) take(product, null);
  }

  const maxPerCategory = rules.maxPerCategory ?? Infinity;
  const maxPerPattern = rules.maxPerPattern ?? Infinity;
  const maxPerGarment = rules.maxPerGarment ?? Infinity;
  /** The caps a piece must keep: every one (2), the print's and garment type's only (1), none (0). */
  type Caps = 0 | 1 | 2;
  const withinCaps = (first: Candidate, caps: Caps) =>
    caps === 0 ||
    ((byGarment.get(first.garmentType) ?? 0) < maxPerGarment &&
      (first.pattern === "plain" || (byPattern.get(first.pattern) ?? 0) < maxPerPattern) &&
      (caps === 1 ||
        ((byBrand.get(first.brandId) ?? 0) < rules.maxPerBrand &&
          (byColour.get(first.color.toLowerCase()) ?? 0) < rules.maxPerColour &&
          (byCategory.get(first.category) ?? 0) < maxPerCategory)));
  /** Whether pieces costing `cents` (of which `overCount` above her top) keep the rest of the box affordable. */
  const affordable = (cents: number, overCount: number, pieces: number) => {
    if (over + overCount > maxOver) return false;
    if (boxBudgetCents === Infinity) return true;
    // The pieces still to come, at the cheapest price (as many as the eligible pieces left can fill)
    const rest = Math.max(0, Math.min(boxSize - chosen.size, eligibleCount - chosenEligible) - pieces);
    return spent + cents + rest * (cheapest === Infinity ? 0 : cheapest) <= boxBudgetCents;
  };
  const overTop = (priceCents: number) => (budget?.maxCents != null && priceCents > budget.maxCents ? 1 : 0);
  /** A product's score and the weight of the need it answers (less once the box has a piece of it). */
  const valueOf = (score: number, need: string | null) =>
    score +
    (need ? ((byNeed.get(need) ?? 0) > 0 ? weights.neededCategory * COVERED_NEED_SHARE : weights.neededCategory) : 0);
  const value = (product: Product) => valueOf(product.score, product.need);

  // Looks that fit: every product eligible (or a wish in a fitting size), at most a box of them
  // (the best SHORTLIST_LOOKS of them by their pieces' mean rank: the picks look at those only)
  const fittingLooks: FittingLook[] = [];
  // (its products read by number: their objects are made only for the looks kept, a few of thousands)
  const memberAts: number[] = [];
  for (const look of input.looks) {
    memberAts.length = 0;
    let fits = look.products.length > 0;
    for (const item of look.products) {
      const at = products.get(item.productId);
      if (at < 0 || !(products.flags[at]! & ELIGIBLE || pickable.has(at))) {
        fits = false;
        break;
      }
      if (!memberAts.includes(at)) memberAts.push(at);
    }
    if (!fits || memberAts.length > boxSize) continue;
    let total = 0;
    for (const at of memberAts) total += products.flags[at]! & ELIGIBLE ? ranks[at]! : pickable.get(at)!.rank;
    const rank = total / memberAts.length;
    const last = fittingLooks[SHORTLIST_LOOKS - 1];
    if (last && !lookBefore(rank, look.id, last)) continue;
    const members = memberAts.map((at) => (products.flags[at]! & ELIGIBLE ? productAt(at) : pickable.get(at)!));
    insertLook(fittingLooks, { look, members, rank }, SHORTLIST_LOOKS);
  }
  const lookOf = new Set<number>();
  let looksChosen = 0;

  /** A look may pass the brand, colour and category caps (it is worn together), not the print's or garment type's. */
  const lookWithinCaps = (members: readonly Product[]) => {
    const patterns = new Map<string, number>();
    const garments = new Map<string, number>();
    for (const member of members) {
      if (chosen.has(member.first.productId)) continue;
      const { pattern, garmentType } = member.first;
      garments.set(garmentType, (garments.get(garmentType) ?? byGarment.get(garmentType) ?? 0) + 1);
      if (pattern !== "plain") patterns.set(pattern, (patterns.get(pattern) ?? byPattern.get(pattern) ?? 0) + 1);
    }
    for (const n of garments.values()) if (n > maxPerGarment) return false;
    for (const n of patterns.values()) if (n > maxPerPattern) return false;
    return true;
  };
  const bestSingle = (pool: Iterable<Product>, caps: Caps) => {
    let best: Product | null = null;
    let bestValue = -Infinity;
    for (const product of pool) {
      if (chosen.has(product.first.productId) || !withinCaps(product.first, caps)) continue;
      if (!affordable(product.variant.priceCents, overTop(product.variant.priceCents), 1)) continue;
      const v = value(product);
      if (
        picksOver(
          v,
          product.tie,
          product.first.productId,
          bestValue,
          best?.tie ?? Infinity,
          best?.first.productId ?? Infinity,
        )
      ) {
        best = product;
        bestValue = v;
      }
    }
    return best ? { product: best, value: bestValue } : null;
  };
  /**
   * The same choice over every eligible product, in the candidates' order, when the caps leave the
   * shortlists dry: read from the per-product arrays, an object made for the best one only (a catalogue
   * of many alike products scans them at each pick).
   */
  const bestEligible = (caps: Caps) => {
    let best = -1;
    let bestValue = -Infinity;
    let bestTie = Infinity;
    let bestId = Infinity;
    for (let at = 0; at < products.count; at++) {
      if (!(products.flags[at]! & ELIGIBLE)) continue;
      const first = candidates[products.first[at]!]!;
      if (chosen.has(first.productId) || !withinCaps(first, caps)) continue;
      const price = candidates[products.chosen[at]! - 1]!.priceCents;
      if (!affordable(price, overTop(price), 1)) continue;
      const v = valueOf(scores[at]!, needOf(first));
      if (picksOver(v, ties[at]!, first.productId, bestValue, bestTie, bestId)) {
        best = at;
        bestValue = v;
        bestTie = ties[at]!;
        bestId = first.productId;
      }
    }
    return best >= 0 ? { product: productAt(best), value: bestValue } : null;
  };
  // The shortlists do not change during the picks: one list of them all, not a generator per pick
  const shortlisted = [...shortlists.values()].flat();

  let caps = 2 as Caps;
  while (chosen.size < boxSize) {
    const slots = boxSize - chosen.size;
    let single = bestSingle(shortlisted, caps);
    if (!single) single = bestEligible(caps);

    let bestLook: { look: EngineLook; members: Product[]; value: number } | null = null;
    for (const candidate of fittingLooks) {
      if (lookOf.has(candidate.look.id)) continue;
      let fresh = 0;
      let total = 0;
      let cents = 0;
      let overCount = 0;
      let clash = false;
      for (const member of candidate.members) {
        const picked = chosen.get(member.first.productId);
        if (picked) {
          if (picked.lookId !== null) clash = true;
          continue;
        }
        fresh++;
        total += member.wished ? 0 : value(member);
        cents += member.variant!.priceCents;
        overCount += overTop(member.variant!.priceCents);
      }
      if (clash || fresh === 0 || fresh > slots || !affordable(cents, overCount, fresh)) continue;
      if (caps > 0 && !lookWithinCaps(candidate.members)) continue;
      const v = total / fresh + weights.look / (1 + looksChosen);
      if (!bestLook || v > bestLook.value || (v === bestLook.value && candidate.look.id < bestLook.look.id)) {
        bestLook = { ...candidate, value: v };
      }
    }

    if (bestLook && (!single || bestLook.value >= single.value)) {
      for (const member of bestLook.members) take(member, bestLook.look.id);
      lookOf.add(bestLook.look.id);
      looksChosen++;
    } else if (single) {
      take(single.product, null);
    } else if (caps > 0) {
      caps = (caps - 1) as Caps;
    } else break;
  }

  // ── 4. Addressing and reasons ──
  const lookIndex = new Map<number, number>();
  const ordered = [...chosen.values()].sort((a, b) => a.order - b.order);
  for (const entry of ordered) {
    if (entry.lookId !== null && !lookIndex.has(entry.lookId)) lookIndex.set(entry.lookId, lookIndex.size);
  }
  const looseIndex = lookIndex.size;
  const itemCounters = new Map<number, number>();
  const looks = new Map(fittingLooks.map((f) => [f.look.id, f.look]));
  const pieces: ComposedPiece[] = [];
  const placed = ordered.map((entry) => {
    const index = entry.lookId !== null ? lookIndex.get(entry.lookId)! : looseIndex;
    let position: number;
    if (entry.lookId !== null) {
      // Within a look, the look's own order
      const look = looks.get(entry.lookId)!;
      position = look.products.findIndex((p) => p.productId === entry.product.first.productId);
    } else {
      position = entry.order;
    }
    return { entry, index, position };
  });
  placed.sort((a, b) => a.index - b.index || a.position - b.position);
  for (const { entry, index } of placed) {
    const itemIndex = itemCounters.get(index) ?? 0;
    itemCounters.set(index, itemIndex + 1);
    const product = entry.product;
    pieces.push({
      variantId: product.variant.variantId,
      productId: product.first.productId,
      lookId: entry.lookId,
      lookIndex: index,
      itemIndex,
      reasons: reasonsFor(product, entry.lookId),
    });
  }

  function reasonsFor(product: Product, lookId: number | null): Reason[] {
    const traitsOf: ProductTraits = product.first;
    const color = traitsOf.color.toLowerCase();
    const reasons: Reason[] = [];
    if (product.wished) reasons.push({ code: "wished" });
    if (lookId !== null) reasons.push({ code: "look", look_id: lookId });
    if (product.need || neededCategories.has(traitsOf.category)) {
      reasons.push({ code: "needed_category", category: traitsOf.category as ProductCategory });
    }
    if (lovedColours.has(color)) reasons.push({ code: "loved_colour", color });
    if (lovedPatterns.has(traitsOf.pattern)) reasons.push({ code: "loved_pattern", pattern: traitsOf.pattern });
    if (hasRatings) {
      const options: {
        trait: "pattern" | "color" | "category" | "brand";
        counts: Counts | undefined;
        value: string;
      }[] = [
        { trait: "pattern", counts: traits.pattern.get(traitsOf.pattern), value: traitsOf.pattern },
        { trait: "color", counts: traits.color.get(color), value: color },
        { trait: "category", counts: traits.category.get(traitsOf.category), value: traitsOf.category },
        { trait: "brand", counts: traits.brand.get(traitsOf.brandId), value: String(traitsOf.brandId) },
      ];
      let best: (typeof options)[number] | null = null;
      for (const option of options) {
        const counts = option.counts;
        if (!counts || counts.liked === 0 || likeExcess(counts) <= 0) continue;
        if (!best || likeExcess(counts) > likeExcess(best.counts!)) best = option;
      }
      if (best) reasons.push({ code: "liked_looks", count: best.counts!.liked, trait: best.trait, value: best.value });
    }
    if (hasHistory) {
      const category = kept.category.get(traitsOf.category);
      const brand = kept.brand.get(traitsOf.brandId);
      if (category && category.kept > 0 && category.kept > category.returned) {
        reasons.push({ code: "kept_before", trait: "category", value: traitsOf.category });
      }
      if (brand && brand.kept > 0 && brand.kept > brand.returned) {
        reasons.push({ code: "kept_before", trait: "brand", value: String(traitsOf.brandId) });
      }
    }
    if (budget) {
      const price = product.variant.priceCents;
      if (price >= budget.minCents && (budget.maxCents === null || price <= budget.maxCents)) {
        reasons.push({ code: "in_budget" });
      }
    }
    if (reasons.length === 0) reasons.push({ code: "variety" });
    return reasons;
  }

  return { pieces, rejected };
}
