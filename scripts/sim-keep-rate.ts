// npm run sim:keep-rate — does the styling engine pick boxes families keep? (issue 17; a benchmark,
// not a test). Synthetic families with hidden tastes answer the quiz, rate looks in Style Shuffle,
// and keep or return each piece of four successive boxes; the same families also get a random box
// of the right sizes each time. Prints the keep rate per box number for both and their ratio.
// Targets: engine ≥ 2× random on box 1, and the engine's keep rate rising from box 1 to box 4
// (each box at least the one before, to the printed tenth of a point; box 4 above box 1). Exit
// code 1 when a target is missed.
// Beside them, "no feedback": the same engine for the same families fed neither outcomes nor new
// ratings (it still never sends a piece twice). Its keep rate falls from box to box — the first
// box takes the pieces that best match the quiz, and only 15 % new arrive — so the engine's rise
// is what learning adds (the "learning" column) minus what that depletion costs.
//
// The model (all seeded: the same run every time; SIM_SEED, SIM_FAMILIES (1,000), SIM_RATINGS
// (10) change it, ENGINE_RULES tries other rules as the API would read them):
// - Catalogue: scripts/engine-catalogue.ts — 3,000 kid and 1,000 woman products (about 22,000
//   variants), 24 brands, 12 colours, 6 prints, 6 categories, 600 looks of 3–4 products. 55 % of
//   the products are in the shop for box 1; a new collection of 15 % arrives before each next box.
// - Families: four kids (girls and boys, sizes 3–12 ans) for one woman.
// - Hidden tastes per family: 2 loved and 2 hated colours, 1 loved and 1 hated print, 1 loved and
//   1 hated category, 4 loved and 4 hated brands; a woman has a budget per piece (max 30, 60 or
//   100 €, or none). Plus a per-piece whim (normal, σ 0.6) nobody can predict.
// - Keep probability of a piece: sigmoid(−1.1 + utility), utility = +1.4 loved colour,
//   −2.5 hated colour, +1.0 loved print, −2.0 hated print, +0.8 loved category, −2.0 hated
//   category, +1.0 loved brand, −1.5 hated brand, −1.5 over her budget, + the whim.
//   A piece nobody has an opinion on is kept 25 % of the time.
// - The quiz (with noise): each loved colour / print told with probability 0.75, each hated one
//   0.7, plus a wrong "loved" colour 25 % of the time and a wrong "refused" one 10 %; the loved
//   category told as a need with probability 0.6 (plus a random need 30 %); the hated category
//   refused 50 %; brands are not asked (only ratings and past boxes reveal them).
// - Style Shuffle: 10 looks of her type and gender rated before box 1, 10 more before each next
//   box: liked when the mean utility of the look's pieces plus noise (σ 0.7) is above 0.
// - Keep rate = the mean keep probability of the pieces sent (less noisy than the draws; the
//   share actually kept in the draws is printed beside it).
// - Between boxes, the engine's history gets each piece sent with its outcome (kept / returned);
//   the random box never repeats a piece either.
import { composeBox, engineRules, tieHash, type EngineInput, type HistoryPiece } from "#domain/engine/index.js";
import { sizesForCategory, type ProductCategory } from "#domain/catalogue.js";
import type { Gender, ProfileType } from "#domain/profiles.js";
import {
  BRANDS,
  CATEGORIES,
  COLOURS,
  KID_SHOES,
  KID_SIZES,
  PATTERNS,
  WOMAN_SHOES,
  WOMAN_SIZES,
  buildCatalogue,
  pick,
  prng,
  sample,
  traitsOf,
} from "./engine-catalogue.js";

const started = performance.now();
const SEED = Number(process.env.SIM_SEED ?? 17);
const FAMILIES = Number(process.env.SIM_FAMILIES ?? 1000);
const BOXES = 4;
const RATINGS_BETWEEN_BOXES = Number(process.env.SIM_RATINGS ?? 10);
// ENGINE_RULES (the same JSON the API reads) tries other rules
const rules = engineRules(process.env.ENGINE_RULES);

const random = prng(SEED * 7919);
const normal = (sigma: number) => {
  const u = 1 - random();
  const v = random();
  return sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
};
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
/** A family's whim about a product: normal (σ 0.6), the same whatever the order pieces are met in. */
function whim(familyId: number, productId: number): number {
  const draw = prng(tieHash(familyId * 7 + SEED, productId));
  const u = 1 - draw();
  return 0.6 * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * draw());
}

const catalogue = buildCatalogue({ seed: SEED, kidProducts: 3000, womanProducts: 1000, looks: 600 });
/**
 * The shop's collections: 55 % of the products are there for box 1, and a new collection (15 %)
 * arrives before each next box (boxes are one to three months apart).
 */
const seasonOf = (productId: number) => {
  const u = tieHash(SEED, productId) / 4294967296;
  return u < 0.55 ? 0 : 1 + Math.min(2, Math.floor((u - 0.55) / 0.15));
};
const inShop = Array.from({ length: BOXES }, (_, box) =>
  catalogue.candidates.filter((c) => seasonOf(c.productId) <= box),
);
const brandIds = Array.from({ length: BRANDS }, (_, i) => i + 1);

type Family = {
  id: number;
  type: ProfileType;
  gender: Gender;
  sizes: { top_size: string; bottom_size: string; shoe_size: string };
  loved: { colours: Set<string>; patterns: Set<string>; categories: Set<string>; brands: Set<number> };
  hated: { colours: Set<string>; patterns: Set<string>; categories: Set<string>; brands: Set<number> };
  budgetCents: number | null;
};

function makeFamily(id: number): Family {
  const type: ProfileType = id % 5 === 0 ? "WOMAN" : "KID";
  const gender: Gender = type === "WOMAN" ? "woman" : id % 2 === 0 ? "girl" : "boy";
  const sizes =
    type === "KID"
      ? (() => {
          const index = 1 + Math.floor(random() * (KID_SIZES.length - 2));
          return {
            top_size: KID_SIZES[index]!,
            bottom_size: KID_SIZES[index + (random() < 0.3 ? 1 : 0)]!,
            shoe_size: pick(random, KID_SHOES),
          };
        })()
      : {
          top_size: pick(random, WOMAN_SIZES),
          bottom_size: pick(random, WOMAN_SIZES),
          shoe_size: pick(random, WOMAN_SHOES),
        };
  const colours = sample(random, COLOURS, 4);
  const patterns = sample(random, PATTERNS.slice(1), 2);
  const categories = sample(random, CATEGORIES, 2);
  const brands = sample(random, brandIds, 8);
  return {
    id,
    type,
    gender,
    sizes,
    loved: {
      colours: new Set(colours.slice(0, 2)),
      patterns: new Set(patterns.slice(0, 1)),
      categories: new Set(categories.slice(0, 1)),
      brands: new Set(brands.slice(0, 4)),
    },
    hated: {
      colours: new Set(colours.slice(2)),
      patterns: new Set(patterns.slice(1)),
      categories: new Set(categories.slice(1)),
      brands: new Set(brands.slice(4)),
    },
    budgetCents: type === "WOMAN" ? pick(random, [3000, 6000, 10000, null]) : null,
  };
}

function utility(family: Family, productId: number): number {
  const product = catalogue.products.get(productId)!;
  let u = 0;
  if (family.loved.colours.has(product.color)) u += 1.4;
  if (family.hated.colours.has(product.color)) u -= 2.5;
  if (family.loved.patterns.has(product.pattern)) u += 1.0;
  if (family.hated.patterns.has(product.pattern)) u -= 2.0;
  if (family.loved.categories.has(product.category)) u += 0.8;
  if (family.hated.categories.has(product.category)) u -= 2.0;
  if (family.loved.brands.has(product.brandId)) u += 1.0;
  if (family.hated.brands.has(product.brandId)) u -= 1.5;
  if (family.budgetCents !== null && product.priceCents > family.budgetCents) u -= 1.5;
  return u + whim(family.id, productId);
}
const keepProbability = (family: Family, productId: number) => sigmoid(-1.1 + utility(family, productId));

const told = <T>(values: Iterable<T>, probability: number) => [...values].filter(() => random() < probability);

function quiz(family: Family): EngineInput["answers"] {
  const neutralColours = COLOURS.filter((c) => !family.loved.colours.has(c) && !family.hated.colours.has(c));
  const lovedColours = told(family.loved.colours, 0.75);
  if (random() < 0.25) lovedColours.push(pick(random, [...neutralColours, ...family.hated.colours]));
  const refusedColours = told(family.hated.colours, 0.7);
  if (random() < 0.1) refusedColours.push(pick(random, neutralColours));
  const needs = told(family.loved.categories, 0.6) as ProductCategory[];
  if (random() < 0.3) needs.push(pick(random, CATEGORIES));
  const budget =
    family.budgetCents === null
      ? family.type === "WOMAN"
        ? { minCents: 10000, maxCents: null }
        : null
      : { minCents: family.budgetCents === 3000 ? 0 : family.budgetCents / 2, maxCents: family.budgetCents };
  return {
    lovedColours: [...new Set(lovedColours)].filter((c) => !refusedColours.includes(c)),
    refusedColours: [...new Set(refusedColours)],
    lovedPatterns: told(family.loved.patterns, 0.75),
    refusedPatterns: told(family.hated.patterns, 0.7),
    neededCategories: [...new Set(needs)].filter((c) => !family.hated.categories.has(c)),
    refusedCategories: told(family.hated.categories, 0.5) as ProductCategory[],
    budget,
  };
}

/** Rate `n` looks of her type and gender she has not rated yet. */
function rate(family: Family, ratings: EngineInput["ratings"][number][], n: number) {
  const rated = new Set(ratings.map((r) => r.look.id));
  const open = catalogue.looks.filter((l) => l.genders.includes(family.gender) && !rated.has(l.look.id));
  for (const { look } of sample(random, open, n)) {
    const mean = look.products.reduce((sum, p) => sum + utility(family, p.productId), 0) / look.products.length;
    ratings.push({ look, like: mean + normal(0.7) > 0 });
  }
}

/** Products she can wear (gender, a fitting size in stock) — the random box's pool. */
function wearable(family: Family, box: number): { productId: number; variantId: number }[] {
  const seen = new Set<number>();
  const out: { productId: number; variantId: number }[] = [];
  for (const c of inShop[box]!) {
    if (seen.has(c.productId) || c.stock <= 0 || !c.genders.includes(family.gender)) continue;
    if (!sizesForCategory(c.metaCategory, family.sizes).includes(c.size)) continue;
    seen.add(c.productId);
    out.push({ productId: c.productId, variantId: c.variantId });
  }
  return out;
}

const engineKept = new Array<number>(BOXES).fill(0);
const engineExpected = new Array<number>(BOXES).fill(0);
const randomExpected = new Array<number>(BOXES).fill(0);
const frozenExpected = new Array<number>(BOXES).fill(0);
const frozenSent = new Array<number>(BOXES).fill(0);
const engineSent = new Array<number>(BOXES).fill(0);
const randomKept = new Array<number>(BOXES).fill(0);
const randomSent = new Array<number>(BOXES).fill(0);
let composeMs = 0;
let composed = 0;

for (let id = 1; id <= FAMILIES; id++) {
  const family = makeFamily(id);
  const answers = quiz(family);
  const ratings: EngineInput["ratings"][number][] = [];
  const history: HistoryPiece[] = [];
  const randomSentBefore = new Set<number>();
  const looks = catalogue.looks.filter((l) => l.type === family.type).map((l) => l.look);
  rate(family, ratings, 10);
  // The same engine without feedback: the quiz and the first ratings only, its history never
  // saying what was kept (it still never sends a piece twice). The gap to it is what learning adds.
  const frozenRatings = [...ratings];
  const frozenHistory: HistoryPiece[] = [];
  for (let box = 0; box < BOXES; box++) {
    const input: EngineInput = {
      requestId: id * 10 + box,
      profile: { type: family.type, gender: family.gender, sizes: family.sizes },
      answers,
      ratings,
      history,
      wishes: [],
      candidates: inShop[box]!,
      looks,
    };
    const t0 = performance.now();
    const { pieces } = composeBox(input, rules);
    composeMs += performance.now() - t0;
    composed++;
    for (const piece of pieces) {
      const probability = keepProbability(family, piece.productId);
      const kept = random() < probability;
      engineExpected[box]! += probability;
      engineSent[box]!++;
      if (kept) engineKept[box]!++;
      history.push({
        ...traitsOf(catalogue.products.get(piece.productId)!),
        outcome: process.env.SIM_BLIND ? "sent" : kept ? "kept" : "returned",
      });
    }
    const frozen = composeBox(
      { ...input, requestId: id * 10 + box, ratings: frozenRatings, history: frozenHistory },
      rules,
    );
    for (const piece of frozen.pieces) {
      frozenExpected[box]! += keepProbability(family, piece.productId);
      frozenSent[box]!++;
      frozenHistory.push({ ...traitsOf(catalogue.products.get(piece.productId)!), outcome: "sent" });
    }
    const fresh = wearable(family, box).filter((p) => !randomSentBefore.has(p.productId));
    for (const piece of sample(random, fresh, rules.boxSize[family.type])) {
      randomSentBefore.add(piece.productId);
      const probability = keepProbability(family, piece.productId);
      randomExpected[box]! += probability;
      randomSent[box]!++;
      if (random() < probability) randomKept[box]!++;
    }
    rate(family, ratings, RATINGS_BETWEEN_BOXES);
  }
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
const rateOf = (values: number[], sent: number[]) => values.map((value, i) => value / Math.max(1, sent[i]!));
const engineRates = rateOf(engineExpected, engineSent);
const randomRates = rateOf(randomExpected, randomSent);
const frozenRates = rateOf(frozenExpected, frozenSent);
const engineSampled = rateOf(engineKept, engineSent);
const randomSampled = rateOf(randomKept, randomSent);
console.log(
  `sim:keep-rate — ${FAMILIES} families (${FAMILIES - Math.floor(FAMILIES / 5)} kids, ${Math.floor(FAMILIES / 5)} women), ` +
    `${catalogue.candidates.length} variants, ${catalogue.looks.length} looks, seed ${SEED}`,
);
console.log("keep rate = the mean keep probability of the pieces sent (kept as sampled in brackets)");
console.log("box   engine             random             ratio   no feedback  learning  pieces (engine / random)");
for (let box = 0; box < BOXES; box++) {
  const gain = (engineRates[box]! - frozenRates[box]!) * 100;
  console.log(
    `${box + 1}     ${`${percent(engineRates[box]!)} (${percent(engineSampled[box]!)})`.padEnd(18)} ` +
      `${`${percent(randomRates[box]!)} (${percent(randomSampled[box]!)})`.padEnd(18)} ` +
      `${(engineRates[box]! / randomRates[box]!).toFixed(2)}×   ${percent(frozenRates[box]!).padEnd(12)} ` +
      `${`${gain >= 0 ? "+" : ""}${gain.toFixed(1)} pt`.padEnd(9)} ${engineSent[box]} / ${randomSent[box]}`,
  );
}
console.log(
  `composeBox: ${composed} boxes, ${(composeMs / composed).toFixed(2)} ms each on average; ` +
    `run ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const misses: string[] = [];
if (engineRates[0]! < 2 * randomRates[0]!) misses.push("engine < 2× random on box 1");
// Rising: every box at least as good as the one before (to the printed tenth of a point), box 4
// above box 1
const tenths = (x: number) => Math.round(x * 1000);
for (let box = 1; box < BOXES; box++) {
  if (tenths(engineRates[box]!) < tenths(engineRates[box - 1]!)) misses.push(`box ${box + 1} below box ${box}`);
}
if (tenths(engineRates[BOXES - 1]!) <= tenths(engineRates[0]!)) misses.push(`box ${BOXES} not above box 1`);
if (misses.length > 0) {
  console.log(`Targets missed: ${misses.join("; ")}`);
  process.exit(1);
}
console.log("Targets met: engine ≥ 2× random on box 1, rising from box 1 to box 4.");
