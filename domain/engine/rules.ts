/**
 * The styling engine's knobs (docs/decisions/0033-styling-engine.md): the default rules and a
 * validated merge of overrides (the API reads the optional ENGINE_RULES JSON through
 * `engineRules`). Weights are magnitudes (≥ 0): the engine adds the positive ones and subtracts
 * `dislikedLookTrait` and `returnedBefore`.
 */
import { DEFAULT_SEASON_CALENDAR } from "../garments.js";
import type { EngineRules } from "./types.js";

/**
 * The defaults, tuned against `npm run sim:keep-rate`:
 * - box sizes from the issue (8 for a kid, 6 for a woman);
 * - at most 2 pieces of one brand and 2 of one colour (3 of one category) unless wishes or a
 *   look ask for more, so one loved colour or brand does not fill the box;
 * - the quiz's needs weigh most (the family asked for them), then loved colours and prints; Style
 *   Shuffle traits weigh by the log-odds of a trait value's smoothed like rate against the
 *   profile's own (compose.ts), a dislike a little more than a like (0.9 / 1.2: against the
 *   former 0.6 / 0.8 on counted excess, the same first box and about +0.6 point by box 4 in the
 *   simulation; 1.2 / 1.6 made the first box worse). Past boxes weigh by the log-odds of a
 *   trait value's smoothed keep rate against the profile's own (compose.ts): `keptBefore` 0.5
 *   above it, `returnedBefore` 1 below it — a return says more than a keep (a piece may be kept
 *   for its size or price). One piece has four traits and one outcome, so heavier weights chase
 *   noise: in the simulation 1.5 / 2.25 made boxes 2–3 worse than box 1; 0.5 / 1 make every box
 *   better than the one before (about +5 points by box 4 over the same engine without feedback);
 * - a whole look earns a bonus per piece so a fitting look is preferred to as many loose pieces
 *   of the same value, and a woman's piece within her budget a small one.
 * - the budget is soft up to 50 % above its maximum (weighed down), a hard cap beyond.
 * - a piece only in a size to grow into weighs 0.7 less than one in the child's own size: about
 *   the half a size up is thought to fit (sizes.ts), in the score's log-odds (decision 0055).
 */
export const DEFAULT_ENGINE_RULES: EngineRules = {
  boxSize: { KID: 8, WOMAN: 6 },
  maxPerBrand: 2,
  maxPerColour: 2,
  maxPerCategory: 3,
  maxPerPattern: 2,
  maxPerGarment: 2,
  overBudgetTolerance: 0.5,
  maxOverBudgetPieces: 1,
  seasons: DEFAULT_SEASON_CALENDAR,
  weights: {
    neededCategory: 3,
    lovedColour: 2,
    lovedPattern: 2,
    likedLookTrait: 0.9,
    dislikedLookTrait: 1.2,
    keptBefore: 0.5,
    returnedBefore: 1,
    inBudget: 1,
    look: 1.5,
    commentGarment: 1,
    population: 1,
    neighbours: 0.5,
    sizeUp: 0.7,
  },
};

const WEIGHT_KEYS = Object.keys(DEFAULT_ENGINE_RULES.weights) as (keyof EngineRules["weights"])[];
const CAPS = ["maxPerBrand", "maxPerColour", "maxPerCategory", "maxPerPattern", "maxPerGarment"] as const;
const TOP_KEYS = [...CAPS, "boxSize", "overBudgetTolerance", "maxOverBudgetPieces", "seasons", "weights"];
const MAX_BOX_SIZE = 50;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function fail(field: string, problem: string): never {
  throw new Error(`ENGINE_RULES: ${field} ${problem}`);
}

function positiveInteger(field: string, value: unknown, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > max) {
    fail(field, `must be a whole number from 1 to ${max} (got ${JSON.stringify(value)})`);
  }
  return value;
}

function unknownKeys(field: string, value: Record<string, unknown>, known: readonly string[]) {
  const extra = Object.keys(value).filter((key) => !known.includes(key));
  if (extra.length > 0) fail(`${field}${extra[0]}`, `is not a rule (known: ${known.join(", ")})`);
}

/**
 * The rules with `overrides` merged over the defaults, field by field. `overrides` may be
 * undefined/null/"" (the defaults), an object, or its JSON text (the ENGINE_RULES variable).
 * Throws an Error naming the field on anything else: an unknown key, a box size that is not a
 * whole number from 1 to 50, a cap that is not a whole number ≥ 1, a weight that is not a finite
 * number ≥ 0, a budget tolerance that is not a number ≥ 0 or null.
 */
export function engineRules(overrides: unknown): EngineRules {
  let value = overrides;
  if (typeof value === "string") {
    if (value.trim() === "") value = undefined;
    else {
      try {
        value = JSON.parse(value) as unknown;
      } catch (error) {
        fail("", `is not valid JSON (${(error as Error).message})`);
      }
    }
  }
  const rules: EngineRules = {
    ...DEFAULT_ENGINE_RULES,
    boxSize: { ...DEFAULT_ENGINE_RULES.boxSize },
    weights: { ...DEFAULT_ENGINE_RULES.weights },
  };
  if (value === undefined || value === null) return rules;
  if (!isObject(value)) fail("", "must be a JSON object");
  unknownKeys("", value, TOP_KEYS);

  if (value.boxSize !== undefined) {
    if (!isObject(value.boxSize)) fail("boxSize", "must be an object like { KID: 8, WOMAN: 6 }");
    unknownKeys("boxSize.", value.boxSize, ["KID", "WOMAN"]);
    for (const type of ["KID", "WOMAN"] as const) {
      const size = value.boxSize[type];
      if (size !== undefined) rules.boxSize[type] = positiveInteger(`boxSize.${type}`, size, MAX_BOX_SIZE);
    }
  }
  for (const cap of CAPS) {
    if (value[cap] !== undefined) rules[cap] = positiveInteger(cap, value[cap], MAX_BOX_SIZE);
  }
  if (value.overBudgetTolerance !== undefined) {
    const tolerance = value.overBudgetTolerance;
    if (tolerance !== null && (typeof tolerance !== "number" || !Number.isFinite(tolerance) || tolerance < 0)) {
      fail("overBudgetTolerance", `must be a number ≥ 0 or null (got ${JSON.stringify(tolerance)})`);
    }
    rules.overBudgetTolerance = tolerance;
  }
  if (value.maxOverBudgetPieces !== undefined) {
    const count = value.maxOverBudgetPieces;
    if (count !== null && (typeof count !== "number" || !Number.isInteger(count) || count < 0)) {
      fail("maxOverBudgetPieces", `must be a whole number ≥ 0 or null (got ${JSON.stringify(count)})`);
    }
    rules.maxOverBudgetPieces = count;
  }
  if (value.seasons !== undefined) {
    if (!isObject(value.seasons))
      fail("seasons", "must be an object like { coldMonths: [11, 12, 1, 2], warmMonths: [5, 6, 7, 8] }");
    unknownKeys("seasons.", value.seasons, ["coldMonths", "warmMonths"]);
    const calendar = { ...DEFAULT_SEASON_CALENDAR };
    for (const key of ["coldMonths", "warmMonths"] as const) {
      const months = value.seasons[key];
      if (months === undefined) continue;
      if (
        !Array.isArray(months) ||
        months.some((m) => typeof m !== "number" || !Number.isInteger(m) || m < 1 || m > 12)
      ) {
        fail(`seasons.${key}`, `must be a list of months from 1 to 12 (got ${JSON.stringify(months)})`);
      }
      calendar[key] = months as number[];
    }
    rules.seasons = calendar;
  }
  if (value.weights !== undefined) {
    if (!isObject(value.weights)) fail("weights", "must be an object of numbers");
    unknownKeys("weights.", value.weights, WEIGHT_KEYS);
    for (const key of WEIGHT_KEYS) {
      const weight = value.weights[key];
      if (weight === undefined) continue;
      if (typeof weight !== "number" || !Number.isFinite(weight) || weight < 0) {
        fail(`weights.${key}`, `must be a number ≥ 0 (got ${JSON.stringify(weight)})`);
      }
      rules.weights[key] = weight;
    }
  }
  return rules;
}
