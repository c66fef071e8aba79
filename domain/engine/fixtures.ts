/**
 * Small builders of engine inputs for the engine's tests (not shipped: only *.test.ts import it).
 */
import type { MetaCategory, ProductCategory } from "../catalogue.js";
import type { GarmentDetail, GarmentType, ProductSeason } from "../garments.js";
import type { Gender } from "../profiles.js";
import type { Candidate, EngineAnswers, EngineInput, EngineLook, ProductTraits } from "./types.js";

export const META_OF: Record<ProductCategory, MetaCategory> = {
  tops: "TOP",
  pull_cardi: "TOP",
  bottoms: "BOTTOM",
  robe_combi_salopette: "TOP",
  accessoires: "OTHER",
  autre: "OTHER",
};

/** A garment type per category, when a test does not say (the seed's commonest). */
export const GARMENT_OF: Record<ProductCategory, GarmentType> = {
  tops: "tshirt",
  pull_cardi: "pull",
  bottoms: "trousers",
  robe_combi_salopette: "dress",
  accessoires: "hat",
  autre: "other",
};

export type ProductSpec = {
  id: number;
  category?: ProductCategory;
  brandId?: number;
  color?: string;
  pattern?: string;
  priceCents?: number;
  genders?: Gender[];
  lookIds?: number[];
  garmentType?: GarmentType;
  season?: ProductSeason;
  details?: GarmentDetail[];
  /** Sizes with their stock; default one variant in "6 ans" (tops/bottoms) or TU, stock 3. */
  sizes?: { size: string; stock: number }[];
};

/** The variants of a product: variant ids are productId * 100 + the size's position. */
export function product(spec: ProductSpec): Candidate[] {
  const category = spec.category ?? "tops";
  const meta = META_OF[category];
  const sizes = spec.sizes ?? [{ size: meta === "OTHER" ? "TU" : "6 ans", stock: 3 }];
  return sizes.map((entry, index) => ({
    variantId: spec.id * 100 + index,
    productId: spec.id,
    size: entry.size,
    stock: entry.stock,
    priceCents: spec.priceCents ?? 2500,
    brandId: spec.brandId ?? spec.id,
    category,
    metaCategory: meta,
    color: spec.color ?? `#${(spec.id * 2654435761).toString(16).slice(-6).padStart(6, "0")}`,
    pattern: spec.pattern ?? "plain",
    genders: spec.genders ?? ["boy", "girl"],
    garmentType: spec.garmentType ?? GARMENT_OF[category],
    season: spec.season ?? "ALL",
    details: spec.details ?? [],
    lookIds: spec.lookIds ?? [],
  }));
}

export function traits(candidate: Candidate): ProductTraits {
  const { productId, brandId, category, color, pattern, garmentType } = candidate;
  return { productId, brandId, category, color, pattern, garmentType };
}

export const NO_ANSWERS: EngineAnswers = {
  lovedColours: [],
  refusedColours: [],
  lovedPatterns: [],
  refusedPatterns: [],
  neededCategories: [],
  refusedCategories: [],
  neededGarments: [],
  refusedGarments: [],
  refusedDetails: [],
  commentGarments: [],
  budget: null,
};

/** A girl in 6 ans and shoe size 28, no answers, no history, no wishes. */
export function kidInput(candidates: Candidate[], extra: Partial<EngineInput> = {}): EngineInput {
  return {
    requestId: 1,
    profile: { type: "KID", gender: "girl", sizes: { top_size: "6 ans", bottom_size: "6 ans", shoe_size: "28" } },
    answers: NO_ANSWERS,
    ratings: [],
    history: [],
    wishes: [],
    candidates,
    looks: [],
    ...extra,
  };
}

/** A look of the given products (their traits taken from the candidates). */
export function look(id: number, candidates: Candidate[], productIds: number[]): EngineLook {
  return {
    id,
    products: productIds.map((productId) => traits(candidates.find((c) => c.productId === productId)!)),
  };
}
