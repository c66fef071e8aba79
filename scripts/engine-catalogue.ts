/**
 * A synthetic catalogue for the styling engine's simulation (scripts/sim-keep-rate.ts) and
 * benchmark (scripts/bench-engine.ts): seeded, so every run sees the same products, variants and
 * looks. Kid products come in runs of age sizes (or TU for accessories, shoe sizes for "autre"),
 * woman products in letter sizes; stock 0–4 per size (about one size in six sold out).
 */
import type { MetaCategory, ProductCategory } from "#domain/catalogue.js";
import type { GarmentDetail, GarmentType, ProductSeason } from "#domain/garments.js";
import type { Candidate, EngineLook, ProductTraits } from "#domain/engine/index.js";
import type { Gender, ProfileType } from "#domain/profiles.js";

/** mulberry32: a small seeded PRNG (0 ≤ x < 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
export function sample<T>(random: () => number, list: readonly T[], n: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
}

export const COLOURS = [
  "#1f2a44", "#ffffff", "#111111", "#c0392b", "#e67e22", "#f1c40f",
  "#27ae60", "#16a085", "#2980b9", "#8e44ad", "#f5b7b1", "#95a5a6",
]; // prettier-ignore
export const PATTERNS = ["plain", "stripes", "dots", "checks", "flowers", "stars"];
export const CATEGORIES: ProductCategory[] = [
  "tops",
  "pull_cardi",
  "bottoms",
  "robe_combi_salopette",
  "accessoires",
  "autre",
];
/** How often each category is drawn (tops and bottoms are most of a clothing catalogue). */
const CATEGORY_WEIGHTS = [0.3, 0.15, 0.25, 0.12, 0.1, 0.08];
const META: Record<ProductCategory, MetaCategory> = {
  tops: "TOP",
  pull_cardi: "TOP",
  bottoms: "BOTTOM",
  robe_combi_salopette: "TOP",
  accessoires: "OTHER",
  autre: "FEET",
};
/**
 * Garment types per category with their season (W warm-only, C cold-only) and meta category when
 * it differs from the category's: pyjamas and swimwear are "autre" in clothing sizes, as in the shop.
 */
const GARMENTS: Record<ProductCategory, readonly (readonly [GarmentType, ProductSeason, MetaCategory?])[]> = {
  tops: [
    ["tshirt", "ALL"],
    ["tshirt", "ALL"],
    ["shirt", "ALL"],
    ["blouse", "ALL"],
    ["coat", "COLD"],
  ],
  pull_cardi: [
    ["pull", "COLD"],
    ["cardigan", "ALL"],
    ["sweatshirt", "ALL"],
  ],
  bottoms: [
    ["trousers", "ALL"],
    ["jeans", "ALL"],
    ["shorts", "WARM"],
    ["skirt", "ALL"],
    ["leggings", "ALL"],
  ],
  robe_combi_salopette: [
    ["dress", "ALL"],
    ["jumpsuit", "ALL"],
    ["overalls", "ALL"],
  ],
  accessoires: [
    ["hat", "ALL"],
    ["scarf", "COLD"],
    ["bag", "ALL"],
  ],
  autre: [
    ["trainers", "ALL"],
    ["sandals", "WARM"],
    ["boots", "COLD"],
    ["pyjama", "ALL", "OTHER"],
    ["swimsuit", "WARM", "OTHER"],
  ],
};
export const KID_SIZES = ["2 ans", "3 ans", "4 ans", "5 ans", "6 ans", "8 ans", "10 ans", "12 ans", "14 ans"];
export const KID_SHOES = Array.from({ length: 16 }, (_, i) => String(20 + i));
export const WOMAN_SIZES = ["XS", "S", "M", "L", "XL", "XXL"];
/** Women's knitwear comes in combined sizes, as in the shop. */
const WOMAN_COMBINED = ["S/M", "M/L", "L/XL"];
export const WOMAN_SHOES = Array.from({ length: 8 }, (_, i) => String(36 + i));
export const BRANDS = 24;

export type Catalogue = {
  candidates: Candidate[];
  products: Map<
    number,
    ProductTraits & {
      type: ProfileType;
      genders: readonly Gender[];
      priceCents: number;
      season: ProductSeason;
      details: readonly GarmentDetail[];
      metaCategory: MetaCategory;
    }
  >;
  looks: { type: ProfileType; genders: readonly Gender[]; look: EngineLook }[];
};

function weightedCategory(random: () => number): ProductCategory {
  let r = random();
  for (let i = 0; i < CATEGORIES.length; i++) {
    r -= CATEGORY_WEIGHTS[i]!;
    if (r < 0) return CATEGORIES[i]!;
  }
  return "tops";
}

/** A contiguous run of `length` sizes from `sizes`. */
function run(random: () => number, sizes: readonly string[], length: number): string[] {
  const start = Math.floor(random() * Math.max(1, sizes.length - length + 1));
  return sizes.slice(start, start + length);
}

export function buildCatalogue(options: {
  seed: number;
  kidProducts: number;
  womanProducts: number;
  /** Sizes per garment: a run of this many (default 6 for kids, 5 for women). */
  kidRun?: number;
  womanRun?: number;
  looks: number;
}): Catalogue {
  const random = prng(options.seed);
  const candidates: Candidate[] = [];
  const products: Catalogue["products"] = new Map();
  let variantId = 1;
  const kidGenders: (readonly Gender[])[] = [["girl"], ["boy"], ["boy", "girl"]];
  const total = options.kidProducts + options.womanProducts;
  for (let productId = 1; productId <= total; productId++) {
    const type: ProfileType = productId <= options.kidProducts ? "KID" : "WOMAN";
    const category = weightedCategory(random);
    const [garmentType, season, metaOverride] = pick(random, GARMENTS[category]);
    const meta = metaOverride ?? META[category];
    const details: GarmentDetail[] = garmentType === "sweatshirt" && random() < 0.5 ? ["hood"] : [];
    const genders: readonly Gender[] = type === "KID" ? pick(random, kidGenders) : ["woman"];
    const brandId = 1 + Math.floor(random() * BRANDS);
    const color = pick(random, COLOURS);
    const pattern = random() < 0.4 ? "plain" : pick(random, PATTERNS);
    const priceCents =
      type === "KID" ? 1500 + Math.floor(random() * 40) * 100 : 2000 + Math.floor(random() * 100) * 100;
    const sizes =
      meta === "OTHER" && category === "accessoires"
        ? ["TU"]
        : type === "WOMAN" && category === "pull_cardi" && garmentType !== "sweatshirt"
          ? WOMAN_COMBINED
          : meta === "FEET"
            ? run(random, type === "KID" ? KID_SHOES : WOMAN_SHOES, type === "KID" ? 10 : 6)
            : run(
                random,
                type === "KID" ? KID_SIZES : WOMAN_SIZES,
                type === "KID" ? (options.kidRun ?? 6) : (options.womanRun ?? 5),
              );
    products.set(productId, {
      productId,
      brandId,
      category,
      color,
      pattern,
      garmentType,
      season,
      details,
      metaCategory: meta,
      type,
      genders,
      priceCents,
    });
    for (const size of sizes) {
      const stock = random() < 0.15 ? 0 : 1 + Math.floor(random() * 4);
      candidates.push({
        variantId: variantId++,
        productId,
        size,
        stock,
        priceCents,
        brandId,
        category,
        metaCategory: meta,
        color,
        pattern,
        genders,
        garmentType,
        season,
        details,
        lookIds: [],
      });
    }
  }
  // Looks: a top, a bottom and an accessory (sometimes shoes) of one profile type and gender
  const byKey = new Map<string, number[]>();
  for (const product of products.values()) {
    for (const gender of product.genders) {
      const key = `${gender}:${product.metaCategory}`;
      let list = byKey.get(key);
      if (!list) byKey.set(key, (list = []));
      list.push(product.productId);
    }
  }
  const looks: Catalogue["looks"] = [];
  const lookIdsOf = new Map<number, number[]>();
  for (let id = 1; id <= options.looks; id++) {
    const gender = pick(random, ["girl", "boy", "woman"] as Gender[]);
    const metas: MetaCategory[] = ["TOP", "BOTTOM", "OTHER"];
    if (random() < 0.4) metas.push("FEET");
    const members = metas.map((meta) => pick(random, byKey.get(`${gender}:${meta}`) ?? [0])).filter((p) => p > 0);
    const unique = [...new Set(members)];
    for (const productId of unique) lookIdsOf.set(productId, [...(lookIdsOf.get(productId) ?? []), id]);
    looks.push({
      type: gender === "woman" ? "WOMAN" : "KID",
      genders: [gender],
      look: { id, products: unique.map((productId) => traitsOf(products.get(productId)!)) },
    });
  }
  for (const candidate of candidates) {
    const ids = lookIdsOf.get(candidate.productId);
    if (ids) candidate.lookIds = ids;
  }
  return { candidates, products, looks };
}

export function traitsOf(product: ProductTraits): ProductTraits {
  const { productId, brandId, category, color, pattern, garmentType } = product;
  return { productId, brandId, category, color, pattern, garmentType };
}
