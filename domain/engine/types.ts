/**
 * The styling engine's inputs and output (issue 17, docs/decisions/0033-styling-engine.md).
 * `composeBox(input, rules)` (domain/engine/compose.ts) is pure: the styling module loads an
 * EngineInput in a few queries, calls it, and writes the result (preview items + stock taken) in
 * one transaction. The same types serve the scheduler, the admin "compose now", the keep-rate
 * simulation and the benchmark.
 */
import type { MetaCategory, ProductCategory, ProfileSizes } from "../catalogue.js";
import type { GarmentDetail, GarmentType, ProductSeason, SeasonCalendar } from "../garments.js";
import type { Gender, ProfileType } from "../profiles.js";
import type { SizeLean } from "./sizes.js";

/** A size of a product in stock that the engine may pick (stock > 0 when loaded; the write re-checks under lock). */
export type Candidate = {
  variantId: number;
  productId: number;
  size: string;
  stock: number;
  priceCents: number;
  brandId: number;
  category: ProductCategory;
  metaCategory: MetaCategory;
  /** Fabric colour, lower-case #rrggbb (products.color), compared with the quiz colour choices' hex. */
  color: string;
  /** Print key (plain, stripes, dots, checks, flowers, stars…), compared with the quiz print choices' value. */
  pattern: string;
  genders: readonly Gender[];
  /** What the piece is (a coat, pyjamas…): the quiz's needs and "never" answers, the caps per type. */
  garmentType: GarmentType;
  /** When it is worn: a WARM piece is not sent in winter, a COLD one not in summer. */
  season: ProductSeason;
  /** Hood, lace, sequins: what a "never" answer may refuse beyond the garment type. */
  details: readonly GarmentDetail[];
  /** The looks this product belongs to. */
  lookIds: readonly number[];
};

/** A product's traits, for looks and past boxes whose pieces may be out of stock now. */
export type ProductTraits = {
  productId: number;
  brandId: number;
  category: ProductCategory;
  color: string;
  pattern: string;
  garmentType: GarmentType;
};

export type EngineLook = { id: number; products: readonly ProductTraits[] };

/** What the quiz answered, as values the catalogue can be matched with (choice values and hex). */
export type EngineAnswers = {
  lovedColours: readonly string[];
  refusedColours: readonly string[];
  lovedPatterns: readonly string[];
  refusedPatterns: readonly string[];
  /** "Needs this season" (kid) — the categories asked for. */
  neededCategories: readonly ProductCategory[];
  /** "Never" choices with a catalogue category (e.g. dresses → robe_combi_salopette). */
  refusedCategories: readonly ProductCategory[];
  /** "Needs this season" as garment types (a coat, pyjamas), from the choices' keys (domain/garments.ts). */
  neededGarments: readonly GarmentType[];
  /** "Never" as garment types (jeans, skirts, button shirts) and details (hoods, lace, sequins): hard rules. */
  refusedGarments: readonly GarmentType[];
  refusedDetails: readonly GarmentDetail[];
  /** Garment types the family's comment names (garmentsInComment): a hint, weighed lightly. */
  commentGarments: readonly GarmentType[];
  /** Woman's budget per piece, from the quiz's budget value ("0-30", "30-60", "60-100", "100+"); null when not answered. */
  budget: { minCents: number; maxCents: number | null } | null;
};

/**
 * A piece sent before (a preview validated, a box shipped) and, once known, what the family did with
 * it — or a piece the family replaced in a preview, which never comes back either. `reason` is the
 * return reason (too_small, too_large, colour, style, quality, already_has, other) or the
 * replacement's (size, style, colour, already_have, other); `size` the size sent.
 */
export type HistoryPiece = ProductTraits & {
  outcome: "sent" | "kept" | "returned" | "replaced";
  reason?: string | null;
  size?: string | null;
  /** When the piece was worn: its box's delivery date (ISO); the size it says something of then. */
  on?: string | null;
};

/** How often pieces were kept among those sent (or liked, bought, wished: see decision 0050). */
export type Tally = { kept: number; seen: number };

/**
 * What all families did (decision 0050), recomputed by a scheduled job, not per request: per
 * product, brand and garment type, the pieces kept among those sent — before box outcomes exist,
 * shop sales, wishes and Style Shuffle likes stand in —; and, for this profile, the collaborative
 * signal: per product, how strongly families who kept what this profile kept also kept it
 * (a lift ≥ 0; absent = no signal).
 */
export type PopulationSignal = {
  products: ReadonlyMap<number, Tally>;
  brands: ReadonlyMap<number, Tally>;
  garments: ReadonlyMap<string, Tally>;
  neighbours: ReadonlyMap<number, number>;
  /**
   * What families of this profile's type said of each brand's sizes, keyed `${axis}:${brandId}`
   * (sizes.ts SizeLean); absent: nothing heard yet.
   */
  sizeLeans?: ReadonlyMap<string, SizeLean>;
};

export type EngineInput = {
  /** Seeds the deterministic tie-break (same input, same box). */
  requestId: number;
  profile: {
    type: ProfileType;
    gender: Gender;
    sizes: ProfileSizes;
    /** A kid's birthdate (ISO date): the sizes grow with the child. */
    birthdate?: string | null;
    /** When the sizes were last given (ISO date): a size given months ago is likely outgrown. */
    sizesGivenOn?: string | null;
  };
  /** The box's delivery date (ISO): the season, the child's size on the day. Null: unknown. */
  deliveryDate?: string | null;
  /** What all families keep; absent: no population signal (a new shop). */
  population?: PopulationSignal;
  answers: EngineAnswers;
  /** Style Shuffle ratings, with the looks' traits. */
  ratings: readonly { look: EngineLook; like: boolean }[];
  history: readonly HistoryPiece[];
  /** The request's wishes; variantId null = any size of the product that fits. */
  wishes: readonly { productId: number; variantId: number | null }[];
  candidates: readonly Candidate[];
  /** Looks whose products are among the candidates (whole looks are preferred where one fits). */
  looks: readonly EngineLook[];
  /**
   * Products the loader left out as the hard filters would (decision 0063), counted under the code
   * the engine would have given each: the box's `rejected` starts from them. Absent: none.
   */
  rejected?: Partial<Record<RejectionCode, number>>;
};

/** Why a piece was chosen; the storefront words each code (malle.json / preview.json) with its params. */
export type Reason =
  | { code: "wished" }
  | { code: "look"; look_id: number }
  | { code: "needed_category"; category: ProductCategory }
  | { code: "loved_colour"; color: string }
  | { code: "loved_pattern"; pattern: string }
  | { code: "liked_looks"; count: number; trait: "pattern" | "color" | "category" | "brand"; value: string }
  | { code: "kept_before"; trait: "category" | "brand"; value: string }
  | { code: "in_budget" }
  | { code: "variety" };

/** Why candidates were left out, counted per product family ("12 refused colour"). */
export type RejectionCode =
  | "wrong_size"
  | "wrong_gender"
  | "out_of_stock"
  | "refused_colour"
  | "refused_pattern"
  | "refused_category"
  | "refused_garment"
  | "out_of_season"
  | "sent_before"
  | "over_budget";

export type ComposedPiece = {
  variantId: number;
  productId: number;
  /** The look it completes, or null for a piece on its own. */
  lookId: number | null;
  /** Addressing of §3's replacement payload: each look one index, the pieces on their own share the last. */
  lookIndex: number;
  itemIndex: number;
  reasons: Reason[];
};

export type ComposedBox = { pieces: ComposedPiece[]; rejected: Partial<Record<RejectionCode, number>> };

/** The engine's knobs (configurable: the styling module reads overrides from configuration). */
export type EngineRules = {
  boxSize: Record<ProfileType, number>;
  /** At most this many pieces of one brand, and of one colour, unless wishes or a look ask for more. */
  maxPerBrand: number;
  maxPerColour: number;
  /** At most this many pieces of one category (same exceptions); absent = no cap. */
  maxPerCategory?: number;
  /**
   * A woman's piece priced above her budget's maximum by more than this share (0.5 = 50 %) is
   * rejected (over_budget); within it, it is only weighed down. null or absent: the budget is only weighed.
   */
  overBudgetTolerance?: number | null;
  /** At most this many pieces of one print (plain excepted) and of one garment type (same exceptions). */
  maxPerPattern?: number;
  maxPerGarment?: number;
  /**
   * A woman's budget is also a limit on the box: its total at most `boxSize × her budget's top`, and
   * at most this many pieces above her budget's top. null/absent: only per piece.
   */
  maxOverBudgetPieces?: number | null;
  /** The months warm-only and cold-only pieces are not sent (domain/garments.ts). */
  seasons?: SeasonCalendar;
  /** Score weights of the soft rules (hard rules are filters, never weighed). */
  weights: {
    neededCategory: number;
    lovedColour: number;
    lovedPattern: number;
    likedLookTrait: number;
    dislikedLookTrait: number;
    keptBefore: number;
    returnedBefore: number;
    inBudget: number;
    look: number;
    /** A garment type the family's comment names (a hint). */
    commentGarment: number;
    /** What all families keep (population prior, log-odds against the shop's rate). */
    population: number;
    /** Families who kept what this profile kept also kept it (per unit of log lift). */
    neighbours: number;
    /** A piece only in a size to grow into (a child's size up): it fits less surely than the child's own. */
    sizeUp: number;
  };
};
