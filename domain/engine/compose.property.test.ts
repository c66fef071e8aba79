/**
 * Property tests of the engine's hard rules over random catalogues and profiles (fast-check).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ProductCategory } from "../catalogue";
import { sizeAxis } from "../garments";
import type { Gender } from "../profiles";
import { composeBox } from "./compose";
import { META_OF, NO_ANSWERS, product, traits } from "./fixtures";
import { DEFAULT_ENGINE_RULES } from "./rules";
import { sizePlan } from "./sizes";
import type { Candidate, EngineInput } from "./types";

const CATEGORIES = Object.keys(META_OF) as ProductCategory[];
const COLOURS = ["#111111", "#ff0000", "#00ff00", "#0000ff", "#ffff00"];
const PATTERNS = ["plain", "stripes", "dots", "flowers"];
const SIZES = ["TU", "4 ans", "6 ans", "8 ans", "26", "28"];
const GENDERS: Gender[] = ["boy", "girl"];

const productArb = fc.record({
  category: fc.constantFrom(...CATEGORIES),
  brandId: fc.integer({ min: 1, max: 4 }),
  color: fc.constantFrom(...COLOURS),
  pattern: fc.constantFrom(...PATTERNS),
  priceCents: fc.integer({ min: 500, max: 9000 }),
  genders: fc.subarray(GENDERS, { minLength: 1 }),
  sizes: fc.uniqueArray(fc.record({ size: fc.constantFrom(...SIZES), stock: fc.integer({ min: 0, max: 3 }) }), {
    minLength: 1,
    maxLength: 3,
    selector: (s) => s.size,
  }),
  inLook: fc.integer({ min: 0, max: 3 }),
});

const inputArb = fc
  .record({
    requestId: fc.integer({ min: 1, max: 1_000_000 }),
    gender: fc.constantFrom(...GENDERS),
    top: fc.constantFrom("4 ans", "6 ans", "8 ans"),
    bottom: fc.constantFrom("4 ans", "6 ans", "8 ans"),
    shoe: fc.option(fc.constantFrom("26", "28"), { nil: null }),
    products: fc.array(productArb, { maxLength: 40 }),
    refusedColours: fc.subarray(COLOURS),
    lovedColours: fc.subarray(COLOURS),
    refusedPatterns: fc.subarray(PATTERNS),
    lovedPatterns: fc.subarray(PATTERNS),
    refusedCategories: fc.subarray(CATEGORIES),
    neededCategories: fc.subarray(CATEGORIES),
    sentBefore: fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 10 }),
    outcomes: fc.array(fc.constantFrom("sent" as const, "kept" as const, "returned" as const), { maxLength: 10 }),
    wishes: fc.array(fc.record({ index: fc.integer({ min: 1, max: 40 }), sized: fc.boolean() }), { maxLength: 10 }),
    likes: fc.array(fc.boolean(), { maxLength: 3 }),
  })
  .map((draw): EngineInput => {
    const candidates: Candidate[] = draw.products.flatMap((spec, i) =>
      product({ id: i + 1, ...spec, lookIds: spec.inLook ? [spec.inLook] : [] }),
    );
    const byProduct = new Map(candidates.map((c) => [c.productId, c]));
    const looks = [1, 2, 3].map((id) => ({
      id,
      products: [...byProduct.values()].filter((c) => c.lookIds.includes(id)).map(traits),
    }));
    return {
      requestId: draw.requestId,
      profile: {
        type: "KID",
        gender: draw.gender,
        sizes: { top_size: draw.top, bottom_size: draw.bottom, shoe_size: draw.shoe },
      },
      answers: {
        ...NO_ANSWERS,
        lovedColours: draw.lovedColours,
        refusedColours: draw.refusedColours,
        lovedPatterns: draw.lovedPatterns,
        refusedPatterns: draw.refusedPatterns,
        neededCategories: draw.neededCategories,
        refusedCategories: draw.refusedCategories,
        budget: null,
      },
      ratings: looks.slice(0, draw.likes.length).map((look, i) => ({ look, like: draw.likes[i]! })),
      history: draw.sentBefore
        .filter((id) => byProduct.has(id))
        .map((id, i) => ({ ...traits(byProduct.get(id)!), outcome: draw.outcomes[i] ?? "sent" })),
      wishes: draw.wishes
        .filter((w) => byProduct.has(w.index))
        .map((w) => ({
          productId: w.index,
          variantId: w.sized ? candidates.find((c) => c.productId === w.index)!.variantId : null,
        })),
      candidates,
      looks: looks.filter((look) => look.products.length > 0),
    };
  });

const rules = DEFAULT_ENGINE_RULES;

/** The size rule, as the engine applies it (sizes.ts: the predicted size, or one to grow into). */
const fits = (input: EngineInput, c: Candidate) =>
  sizePlan(input.profile, input.deliveryDate ?? null, []).fit(
    sizeAxis(c.garmentType, c.metaCategory),
    c.brandId,
    c.size,
  ) >= 0;

describe("composeBox properties", () => {
  it("every piece fits, is in stock, and is one variant of a distinct product; at most a box", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const box = composeBox(input, rules);
        expect(box.pieces.length).toBeLessThanOrEqual(rules.boxSize.KID);
        expect(new Set(box.pieces.map((p) => p.productId)).size).toBe(box.pieces.length);
        for (const piece of box.pieces) {
          const variant = input.candidates.find((c) => c.variantId === piece.variantId)!;
          expect(variant.productId).toBe(piece.productId);
          expect(variant.stock).toBeGreaterThan(0);
          // A wished piece may also come in the size named or given (the shop showed it so)
          const wished = input.wishes.some((w) => w.productId === variant.productId);
          expect(wished || fits(input, variant)).toBe(true);
          expect(piece.reasons.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("unwished pieces: right gender, never refused, never sent before", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const wished = new Set(input.wishes.map((w) => w.productId));
        const sent = new Set(input.history.map((h) => h.productId));
        for (const piece of composeBox(input, rules).pieces) {
          if (wished.has(piece.productId)) continue;
          const variant = input.candidates.find((c) => c.variantId === piece.variantId)!;
          expect(variant.genders).toContain(input.profile.gender);
          expect(input.answers.refusedColours).not.toContain(variant.color);
          expect(input.answers.refusedPatterns).not.toContain(variant.pattern);
          expect(input.answers.refusedCategories).not.toContain(variant.category);
          expect(sent.has(piece.productId)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("every wish in a fitting size in stock is in the box (up to a box of them)", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const available = [...new Set(input.wishes.map((w) => w.productId))].filter((id) =>
          input.candidates.some((c) => c.productId === id && c.stock > 0 && fits(input, c)),
        );
        const chosen = new Set(composeBox(input, rules).pieces.map((p) => p.productId));
        for (const id of available.slice(0, rules.boxSize.KID)) expect(chosen.has(id)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("is deterministic, whatever the order of the candidates; rejected counts are whole products", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const box = composeBox(input, rules);
        expect(composeBox(input, rules)).toEqual(box);
        expect(composeBox({ ...input, candidates: [...input.candidates].reverse() }, rules)).toEqual(box);
        const products = new Set(input.candidates.map((c) => c.productId)).size;
        const rejected = Object.values(box.rejected).reduce((sum, n) => sum + n, 0);
        expect(rejected + box.pieces.length).toBeLessThanOrEqual(products);
      }),
      { numRuns: 200 },
    );
  });

  it("a woman's unwished pieces are never over her budget by more than the tolerance; at most 6", () => {
    const womanArb = fc.record({
      prices: fc.array(fc.integer({ min: 500, max: 20_000 }), { maxLength: 30 }),
      maxCents: fc.constantFrom(3000, 6000, 10_000),
      wished: fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(womanArb, ({ prices, maxCents, wished }) => {
        const candidates = prices.flatMap((priceCents, i) =>
          product({ id: i + 1, priceCents, genders: ["woman"], sizes: [{ size: "M", stock: 1 }] }),
        );
        const input: EngineInput = {
          requestId: 9,
          profile: { type: "WOMAN", gender: "woman", sizes: { top_size: "M", bottom_size: "M", shoe_size: "38" } },
          answers: {
            ...NO_ANSWERS,
            budget: { minCents: 0, maxCents },
          },
          ratings: [],
          history: [],
          wishes: wished.filter((id) => id <= prices.length).map((productId) => ({ productId, variantId: null })),
          candidates,
          looks: [],
        };
        const box = composeBox(input, rules);
        expect(box.pieces.length).toBeLessThanOrEqual(rules.boxSize.WOMAN);
        const limit = maxCents * (1 + (rules.overBudgetTolerance ?? Infinity));
        for (const piece of box.pieces) {
          if (wished.includes(piece.productId)) continue;
          expect(prices[piece.productId - 1]!).toBeLessThanOrEqual(limit);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("addresses pieces look by look, loose pieces last, items counted from 0", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const pieces = composeBox(input, rules).pieces;
        const looks = [...new Set(pieces.filter((p) => p.lookId !== null).map((p) => p.lookId))];
        for (const piece of pieces) {
          const expected = piece.lookId === null ? looks.length : looks.indexOf(piece.lookId);
          expect(piece.lookIndex).toBe(expected);
        }
        const byIndex = new Map<number, number[]>();
        for (const piece of pieces)
          byIndex.set(piece.lookIndex, [...(byIndex.get(piece.lookIndex) ?? []), piece.itemIndex]);
        for (const items of byIndex.values()) expect(items).toEqual(items.map((_, i) => i));
      }),
      { numRuns: 200 },
    );
  });
});
