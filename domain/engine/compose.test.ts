import { describe, expect, it } from "vitest";
import { composeBox } from "./compose";
import { NO_ANSWERS, kidInput, look, product, traits } from "./fixtures";
import { DEFAULT_ENGINE_RULES, engineRules } from "./rules";
import type { Candidate, EngineInput, EngineRules } from "./types";

const rules = DEFAULT_ENGINE_RULES;
const ids = (input: EngineInput, r: EngineRules = rules) => composeBox(input, r).pieces.map((p) => p.productId);
/** n plain products from `from` on, each its own brand and colour. */
const many = (from: number, n: number, spec: Partial<Parameters<typeof product>[0]> = {}) =>
  Array.from({ length: n }, (_, i) => product({ id: from + i, ...spec })).flat();

describe("composeBox: hard rules", () => {
  it("fills the box (8 for a kid, 6 for a woman) with one variant per product", () => {
    const box = composeBox(kidInput(many(1, 30)), rules);
    expect(box.pieces).toHaveLength(8);
    expect(new Set(box.pieces.map((p) => p.productId)).size).toBe(8);
    const woman = composeBox(
      kidInput(many(1, 30, { genders: ["woman"], sizes: [{ size: "M", stock: 2 }] }), {
        profile: { type: "WOMAN", gender: "woman", sizes: { top_size: "M", bottom_size: "M" } },
      }),
      rules,
    );
    expect(woman.pieces).toHaveLength(6);
  });

  it("gives fewer pieces when the stock can't fill the box", () => {
    expect(composeBox(kidInput(many(1, 3)), rules).pieces).toHaveLength(3);
    expect(composeBox(kidInput([]), rules)).toEqual({ pieces: [], rejected: {} });
  });

  it("never picks a size the profile does not wear for the category (§9), nor one out of stock", () => {
    const candidates = [
      ...product({ id: 1, sizes: [{ size: "10 ans", stock: 5 }] }),
      ...product({ id: 2, category: "bottoms", sizes: [{ size: "4 ans", stock: 5 }] }),
      ...product({ id: 3, sizes: [{ size: "6 ans", stock: 0 }] }),
      ...product({
        id: 4,
        sizes: [
          { size: "4 ans", stock: 9 },
          { size: "6 ans", stock: 1 },
        ],
      }),
      ...product({ id: 5, category: "accessoires", sizes: [{ size: "TU", stock: 1 }] }),
      ...product({ id: 6, category: "accessoires", sizes: [{ size: "28", stock: 1 }] }),
      ...product({ id: 7, category: "accessoires", sizes: [{ size: "6 ans", stock: 1 }] }),
    ];
    const box = composeBox(kidInput(candidates), rules);
    expect(box.pieces.map((p) => p.variantId).sort()).toEqual([401, 500, 600]);
    expect(box.rejected).toEqual({ wrong_size: 3, out_of_stock: 1 });
  });

  it("leaves out the other gender's products", () => {
    const candidates = [...product({ id: 1, genders: ["boy"] }), ...product({ id: 2, genders: ["girl"] })];
    const box = composeBox(kidInput(candidates), rules);
    expect(box.pieces.map((p) => p.productId)).toEqual([2]);
    expect(box.rejected).toEqual({ wrong_gender: 1 });
  });

  it("never picks a refused colour, print or category, and counts the products left out", () => {
    const candidates = [
      ...many(1, 5, { color: "#ff0000" }),
      ...many(10, 3, { pattern: "stripes" }),
      ...many(20, 2, { category: "robe_combi_salopette" }),
      ...many(30, 4),
    ];
    const answers = {
      ...NO_ANSWERS,
      refusedColours: ["#FF0000"],
      refusedPatterns: ["stripes"],
      refusedCategories: ["robe_combi_salopette" as const],
    };
    const box = composeBox(kidInput(candidates, { answers }), rules);
    expect(box.pieces.map((p) => p.productId).sort()).toEqual([30, 31, 32, 33]);
    expect(box.rejected).toEqual({ refused_colour: 5, refused_pattern: 3, refused_category: 2 });
  });

  it("counts products, not variants", () => {
    const candidates = product({
      id: 1,
      color: "#ff0000",
      sizes: [
        { size: "6 ans", stock: 1 },
        { size: "TU", stock: 1 },
      ],
    });
    const answers = { ...NO_ANSWERS, refusedColours: ["#ff0000"] };
    expect(composeBox(kidInput(candidates, { answers }), rules).rejected).toEqual({ refused_colour: 1 });
  });

  it("never sends a product sent before, whatever became of it", () => {
    const candidates = many(1, 12);
    const history = [1, 2, 3].map((id, i) => ({
      ...traits(candidates.find((c) => c.productId === id)!),
      outcome: (["sent", "kept", "returned"] as const)[i]!,
    }));
    const box = composeBox(kidInput(candidates, { history }), rules);
    expect(box.pieces.map((p) => p.productId)).not.toContain(1);
    expect(box.pieces.map((p) => p.productId)).not.toContain(2);
    expect(box.pieces.map((p) => p.productId)).not.toContain(3);
    expect(box.rejected.sent_before).toBe(3);
  });
});

describe("composeBox: wishes", () => {
  it("a wish in stock in a fitting size always appears, even refused or sent before", () => {
    const candidates = [...many(1, 40, { color: "#00ff00" }), ...product({ id: 99, color: "#ff0000" })];
    const answers = { ...NO_ANSWERS, refusedColours: ["#ff0000"], lovedColours: ["#00ff00"] };
    const history = [{ ...traits(candidates.at(-1)!), outcome: "returned" as const }];
    const box = composeBox(
      kidInput(candidates, { answers, history, wishes: [{ productId: 99, variantId: null }] }),
      rules,
    );
    const wished = box.pieces.find((p) => p.productId === 99);
    expect(wished?.reasons).toEqual([{ code: "wished" }]);
  });

  it("takes the wished size when it fits, another fitting size when it does not", () => {
    const candidates = product({
      id: 5,
      sizes: [
        { size: "TU", stock: 1 },
        { size: "6 ans", stock: 1 },
        { size: "10 ans", stock: 1 },
      ],
    });
    const pick = (variantId: number | null) =>
      composeBox(kidInput(candidates, { wishes: [{ productId: 5, variantId }] }), rules).pieces[0]?.variantId;
    expect(pick(500)).toBe(500);
    expect(pick(null)).toBe(501);
    // A wish binds in the size it named, even one the size plan would not pick
    expect(pick(502)).toBe(502);
  });

  it("a wish with no fitting size in stock does not appear", () => {
    const candidates = [...product({ id: 5, sizes: [{ size: "6 ans", stock: 0 }] }), ...many(10, 2)];
    const box = composeBox(kidInput(candidates, { wishes: [{ productId: 5, variantId: null }] }), rules);
    expect(box.pieces.map((p) => p.productId)).not.toContain(5);
  });

  it("more wishes than the box holds: the first ones", () => {
    const candidates = many(1, 12, { brandId: 7, color: "#123456" });
    const wishes = candidates.map((c) => ({ productId: c.productId, variantId: null }));
    expect(ids(kidInput(candidates, { wishes }))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe("composeBox: soft rules", () => {
  it("chooses a whole look when one fits, all its pieces together under one lookIndex", () => {
    const candidates = [
      ...product({ id: 1, lookIds: [50] }),
      ...product({ id: 2, category: "bottoms", lookIds: [50] }),
      ...product({ id: 3, category: "accessoires", lookIds: [50] }),
      ...many(10, 20),
    ];
    const box = composeBox(kidInput(candidates, { looks: [look(50, candidates, [1, 2, 3])] }), rules);
    const inLook = box.pieces.filter((p) => p.lookId === 50);
    expect(inLook.map((p) => [p.productId, p.lookIndex, p.itemIndex])).toEqual([
      [1, 0, 0],
      [2, 0, 1],
      [3, 0, 2],
    ]);
    expect(inLook[0]!.reasons).toContainEqual({ code: "look", look_id: 50 });
    const loose = box.pieces.filter((p) => p.lookId === null);
    expect(loose).toHaveLength(5);
    expect(loose.every((p) => p.lookIndex === 1)).toBe(true);
    expect(loose.map((p) => p.itemIndex)).toEqual([0, 1, 2, 3, 4]);
  });

  it("a look with a piece that does not fit (size, stock, refusal) is not chosen, nor is it partly chosen", () => {
    const candidates = [
      ...product({ id: 1, lookIds: [50] }),
      ...product({ id: 2, category: "bottoms", lookIds: [50], color: "#ff0000" }),
      ...many(10, 20),
    ];
    const answers = { ...NO_ANSWERS, refusedColours: ["#ff0000"] };
    const box = composeBox(kidInput(candidates, { answers, looks: [look(50, candidates, [1, 2])] }), rules);
    expect(box.pieces.every((p) => p.lookId === null)).toBe(true);
  });

  it("takes a wished piece into its look", () => {
    const candidates = [
      ...product({ id: 1, lookIds: [50] }),
      ...product({ id: 2, category: "bottoms", lookIds: [50] }),
      ...many(10, 20),
    ];
    const box = composeBox(
      kidInput(candidates, { wishes: [{ productId: 2, variantId: null }], looks: [look(50, candidates, [1, 2])] }),
      rules,
    );
    const wished = box.pieces.find((p) => p.productId === 2)!;
    expect(wished.lookId).toBe(50);
    expect(wished.reasons).toEqual([{ code: "wished" }, { code: "look", look_id: 50 }]);
  });

  it("prefers the categories the quiz asked for, one of each before a second", () => {
    const candidates = [
      ...many(1, 20),
      ...many(100, 5, { category: "bottoms" }),
      ...many(200, 5, { category: "pull_cardi" }),
    ];
    const answers = { ...NO_ANSWERS, neededCategories: ["bottoms" as const, "pull_cardi" as const] };
    const box = composeBox(kidInput(candidates, { answers }), { ...rules, boxSize: { KID: 2, WOMAN: 2 } });
    expect(
      box.pieces.map((p) => (p.productId >= 200 ? "pull_cardi" : p.productId >= 100 ? "bottoms" : "tops")).sort(),
    ).toEqual(["bottoms", "pull_cardi"]);
    expect(box.pieces[0]!.reasons[0]!.code).toBe("needed_category");
  });

  it("weighs a piece only in a size to grow into below one in the child's own size", () => {
    const candidates = [
      ...product({ id: 1, sizes: [{ size: "6 ans", stock: 3 }] }),
      ...product({ id: 2, color: "#abcdef", sizes: [{ size: "8 ans", stock: 3 }] }),
    ];
    const answers = { ...NO_ANSWERS, lovedColours: ["#abcdef"] };
    const pick = (sizeUp: number) =>
      ids(kidInput(candidates, { answers }), {
        ...rules,
        boxSize: { KID: 1, WOMAN: 1 },
        weights: { ...rules.weights, sizeUp },
      });
    // The loved colour (2) outweighs the size up at 0.7, not at 3
    expect(pick(rules.weights.sizeUp)).toEqual([2]);
    expect(pick(3)).toEqual([1]);
  });

  it("prefers loved colours and prints", () => {
    const candidates = [
      ...many(1, 30),
      ...product({ id: 77, color: "#abcdef" }),
      ...product({ id: 78, pattern: "dots" }),
    ];
    const answers = { ...NO_ANSWERS, lovedColours: ["#ABCDEF"], lovedPatterns: ["dots"] };
    const box = composeBox(kidInput(candidates, { answers }), { ...rules, boxSize: { KID: 2, WOMAN: 2 } });
    expect(box.pieces.map((p) => p.productId).sort()).toEqual([77, 78]);
    expect(box.pieces.find((p) => p.productId === 77)!.reasons).toEqual([{ code: "loved_colour", color: "#abcdef" }]);
    expect(box.pieces.find((p) => p.productId === 78)!.reasons).toEqual([{ code: "loved_pattern", pattern: "dots" }]);
  });

  it("Style Shuffle likes weigh a look's traits up, dislikes down", () => {
    // Stripes in 3 liked looks, dots in 3 disliked ones; the catalogue has both, in equal numbers
    const catalogue = [...many(1, 6, { pattern: "stripes" }), ...many(20, 6, { pattern: "dots" })];
    const rated = [...many(500, 3, { pattern: "stripes" }), ...many(600, 3, { pattern: "dots" })];
    const ratings = rated.map((c) => ({
      look: { id: c.productId, products: [traits(c)] },
      like: c.pattern === "stripes",
    }));
    const box = composeBox(kidInput(catalogue, { ratings }), { ...rules, boxSize: { KID: 4, WOMAN: 4 } });
    expect(box.pieces.every((p) => p.productId < 20)).toBe(true);
    expect(box.pieces[0]!.reasons).toContainEqual({
      code: "liked_looks",
      count: 3,
      trait: "pattern",
      value: "stripes",
    });
    // The other way round when the likes swap
    const swapped = ratings.map((r) => ({ ...r, like: !r.like }));
    expect(
      ids(kidInput(catalogue, { ratings: swapped }), { ...rules, boxSize: { KID: 4, WOMAN: 4 } }).every(
        (id) => id >= 20,
      ),
    ).toBe(true);
  });

  it("a category kept before weighs more, one returned less", () => {
    const catalogue = [...many(1, 6, { category: "bottoms" }), ...many(20, 6, { category: "pull_cardi" })];
    const past = [...many(500, 2, { category: "bottoms" }), ...many(600, 2, { category: "pull_cardi" })];
    const history = (kept: string) =>
      past.map((c) => ({ ...traits(c), outcome: c.category === kept ? ("kept" as const) : ("returned" as const) }));
    const small = { ...rules, boxSize: { KID: 2, WOMAN: 2 } };
    const keptBottoms = composeBox(kidInput(catalogue, { history: history("bottoms") }), small);
    expect(keptBottoms.pieces.every((p) => p.productId < 20)).toBe(true);
    expect(keptBottoms.pieces[0]!.reasons).toContainEqual({ code: "kept_before", trait: "category", value: "bottoms" });
    expect(ids(kidInput(catalogue, { history: history("pull_cardi") }), small).every((id) => id >= 20)).toBe(true);
  });

  it("a brand kept before weighs more", () => {
    const catalogue = [...many(1, 4, { brandId: 1 }), ...many(20, 1, { brandId: 2 })];
    const history = [{ ...traits(product({ id: 900, brandId: 2 })[0]!), outcome: "kept" as const }];
    const box = composeBox(kidInput(catalogue, { history }), { ...rules, boxSize: { KID: 1, WOMAN: 1 } });
    expect(box.pieces.map((p) => p.productId)).toEqual([20]);
    expect(box.pieces[0]!.reasons).toContainEqual({ code: "kept_before", trait: "brand", value: "2" });
  });

  it("past boxes weigh by their evidence: a brand returned three times falls below one returned once", () => {
    // Every piece a plain top in a colour of its own: only the brands differ
    const catalogue = [...product({ id: 1, brandId: 2 }), ...product({ id: 20, brandId: 3 })];
    const past = (id: number, brandId: number, outcome: "kept" | "returned") => ({
      ...traits(product({ id, brandId })[0]!),
      outcome,
    });
    const history = (thrice: number, once: number) => [
      past(900, thrice, "returned"),
      past(901, thrice, "returned"),
      past(902, thrice, "returned"),
      past(903, once, "returned"),
      ...[904, 905, 906, 907].map((id) => past(id, 5, "kept")),
    ];
    const one = { ...rules, boxSize: { KID: 1, WOMAN: 1 } };
    expect(ids(kidInput(catalogue, { history: history(2, 3) }), one)).toEqual([20]);
    expect(ids(kidInput(catalogue, { history: history(3, 2) }), one)).toEqual([1]);
  });

  it("a return weighs more than a keep", () => {
    // Piece 1: the brand of a piece kept, the category of a piece returned; piece 20: neither
    const catalogue = [
      ...product({ id: 1, brandId: 2, category: "bottoms" }),
      ...product({ id: 20, brandId: 3, category: "pull_cardi" }),
    ];
    const history = [
      { ...traits(product({ id: 900, brandId: 2, category: "tops" })[0]!), outcome: "kept" as const },
      { ...traits(product({ id: 901, brandId: 7, category: "bottoms" })[0]!), outcome: "returned" as const },
    ];
    const one = { ...rules, boxSize: { KID: 1, WOMAN: 1 } };
    expect(ids(kidInput(catalogue, { history }), one)).toEqual([20]);
  });

  it("caps brands, colours, categories, prints and garment types, unless nothing else is left", () => {
    // Loved prints make the first ten the best pieces; the caps keep the box varied. Each of the
    // ten shares one trait and varies the others (print, category, garment type)
    const loved = ["dots", "stripes", "stars", "flowers", "checks"];
    const answers = { ...NO_ANSWERS, lovedPatterns: loved };
    const kinds = [
      { category: "tops", garmentType: "tshirt" },
      { category: "bottoms", garmentType: "trousers" },
      { category: "pull_cardi", garmentType: "pull" },
      { category: "tops", garmentType: "shirt" },
      { category: "bottoms", garmentType: "jeans" },
    ] as const;
    const others = (["robe_combi_salopette", "accessoires", "autre"] as const).flatMap((category, i) =>
      many(100 + i * 10, 4, { category }),
    );
    const ten = (spec: (i: number) => Partial<Parameters<typeof product>[0]>) =>
      Array.from({ length: 10 }, (_, i) =>
        product({ id: 1 + i, pattern: loved[i % 5], ...kinds[i % 5], ...spec(i) }),
      ).flat();
    const count = (candidates: Candidate[]) =>
      composeBox(kidInput([...candidates, ...others], { answers }), rules).pieces.filter((p) => p.productId < 100)
        .length;
    expect(count(ten(() => ({ brandId: 3 })))).toBe(2);
    expect(count(ten(() => ({ color: "#111111" })))).toBe(2);
    expect(
      count(
        ten((i) => ({ category: "tops", garmentType: (["tshirt", "shirt", "blouse", "bodysuit"] as const)[i % 4] })),
      ),
    ).toBe(3);
    expect(count(ten(() => ({ pattern: "dots" })))).toBe(2);
    expect(count(ten(() => ({ category: "tops", garmentType: "tshirt" })))).toBe(2);
    // Only one brand in stock: the box is still filled
    expect(composeBox(kidInput(many(1, 10, { brandId: 3 })), rules).pieces).toHaveLength(8);
  });

  it("a look may go over the brand caps, not over the print's or garment type's while other pieces are left", () => {
    const garments = ["tshirt", "trousers", "pull", "dress"] as const;
    const oneBrand = garments.flatMap((garmentType, i) =>
      product({ id: i + 1, brandId: 3, garmentType, lookIds: [50] }),
    );
    const candidates = [...oneBrand, ...many(10, 6, { brandId: 3 })];
    const box = composeBox(kidInput(candidates, { looks: [look(50, candidates, [1, 2, 3, 4])] }), rules);
    expect(box.pieces.filter((p) => p.lookId === 50)).toHaveLength(4);

    // Three striped pieces in one look: loose pieces instead, two stripes at most
    const striped = garments
      .slice(0, 3)
      .flatMap((garmentType, i) => product({ id: 21 + i, garmentType, pattern: "stripes", lookIds: [60] }));
    // Loose pieces enough for a box within every cap: one each of eight garment types
    const loose = (
      ["shirt", "blouse", "sweatshirt", "cardigan", "jeans", "leggings", "skirt", "shorts"] as const
    ).flatMap((garmentType, i) => product({ id: 30 + i, garmentType, category: i < 4 ? "tops" : "bottoms" }));
    const withStripes = [...striped, ...loose];
    const stripesBox = composeBox(kidInput(withStripes, { looks: [look(60, withStripes, [21, 22, 23])] }), rules);
    const ofIds = (ids: number[]) => stripesBox.pieces.filter((p) => ids.includes(p.productId));
    expect(ofIds([21, 22, 23]).length).toBeLessThanOrEqual(2);
    expect(stripesBox.pieces.some((p) => p.lookId === 60)).toBe(false);
  });

  describe("budget (woman)", () => {
    const woman = (candidates: Candidate[], budget: { minCents: number; maxCents: number | null }) =>
      kidInput(candidates, {
        profile: { type: "WOMAN", gender: "woman", sizes: { top_size: "M", bottom_size: "M" } },
        answers: { ...NO_ANSWERS, budget },
      });
    const priced = (from: number, n: number, priceCents: number) =>
      many(from, n, { priceCents, genders: ["woman"], sizes: [{ size: "M", stock: 1 }] });

    it("prefers pieces within the budget, with the in_budget reason", () => {
      const box = composeBox(
        woman([...priced(1, 6, 4000), ...priced(100, 6, 2500)], { minCents: 0, maxCents: 3000 }),
        rules,
      );
      expect(box.pieces.map((p) => p.productId).every((id) => id >= 100)).toBe(true);
      expect(box.pieces[0]!.reasons).toEqual([{ code: "in_budget" }]);
    });

    it("takes one piece up to 50 % over the budget when nothing else is there, rejects beyond", () => {
      const box = composeBox(
        woman([...priced(1, 3, 4000), ...priced(100, 3, 9000)], { minCents: 0, maxCents: 3000 }),
        rules,
      );
      expect(box.pieces).toHaveLength(1);
      expect(box.pieces[0]!.productId).toBeLessThan(4);
      expect(box.rejected).toEqual({ over_budget: 3 });
      // Without the limit per box, as many as the tolerance lets through
      const perPiece = { ...rules, maxOverBudgetPieces: null };
      const loose = composeBox(
        woman([...priced(1, 3, 4000), ...priced(100, 3, 9000)], { minCents: 0, maxCents: 3000 }),
        perPiece,
      );
      expect(loose.pieces.map((p) => p.productId).sort()).toEqual([1, 2, 3]);
      // With no tolerance either, the budget is only weighed
      const soft = composeBox(woman(priced(100, 3, 9000), { minCents: 0, maxCents: 3000 }), {
        ...perPiece,
        overBudgetTolerance: null,
      });
      expect(soft.pieces).toHaveLength(3);
    });

    it("keeps the box within her budget: its total at most six times her top, one piece above it", () => {
      // A 0–30 € budget: six pieces at 40 € and six at 20 € in stock; the 40 € ones look better
      const answers = { ...NO_ANSWERS, lovedPatterns: ["dots"], budget: { minCents: 0, maxCents: 3000 } };
      const pricey = many(1, 6, {
        priceCents: 4000,
        pattern: "dots",
        genders: ["woman"],
        sizes: [{ size: "M", stock: 1 }],
      });
      const cheap = priced(100, 6, 2000);
      const box = composeBox({ ...woman([...pricey, ...cheap], answers.budget), answers }, rules);
      expect(box.pieces).toHaveLength(6);
      const prices = box.pieces.map((p) => (p.productId < 100 ? 4000 : 2000));
      expect(prices.filter((cents) => cents > 3000)).toHaveLength(1);
      expect(prices.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(6 * 3000);
    });
  });
});

describe("composeBox: reasons, addressing, determinism", () => {
  it("every piece has at least one reason ('variety' when nothing else)", () => {
    const box = composeBox(kidInput(many(1, 20)), rules);
    for (const piece of box.pieces) expect(piece.reasons).toEqual([{ code: "variety" }]);
  });

  it("the same input gives the same box; another request may break ties otherwise", () => {
    const candidates = many(1, 200);
    const first = composeBox(kidInput(candidates), rules);
    expect(composeBox(kidInput([...candidates].reverse()), rules)).toEqual(first);
    const other = composeBox(kidInput(candidates, { requestId: 2 }), rules);
    expect(other.pieces.map((p) => p.productId)).not.toEqual(first.pieces.map((p) => p.productId));
  });

  it("gives the same box whatever the size of the product ids (flat index or map)", () => {
    const small = many(1, 40, { lookIds: [] });
    const shift = 5_000_000;
    const large = small.map((c) => ({ ...c, productId: c.productId + shift }));
    const wishes = [{ productId: 3, variantId: null }];
    const box = composeBox(kidInput(small, { wishes }), rules);
    const shifted = composeBox(
      kidInput(large, { wishes: [{ productId: 3 + shift, variantId: null }], requestId: 1 }),
      rules,
    );
    expect(shifted.pieces.map((p) => p.productId - shift)).toEqual(box.pieces.map((p) => p.productId));
    expect(shifted.rejected).toEqual(box.rejected);
  });

  it("counts a product once whatever the order of its variants, with small and huge ids mixed", () => {
    const sizes = [
      { size: "6 ans", stock: 0 },
      { size: "8 ans", stock: 2 },
      { size: "12 ans", stock: 1 },
    ];
    const grouped = [...many(1, 30, { sizes }), ...many(40, 12, { sizes, genders: ["boy"] })];
    const huge = (id: number) => (id % 3 === 0 ? id + 5_000_000_000 : id);
    // Every product's variants apart (sorted by size, then id), a third of the ids too large for the flat index
    const scattered = grouped
      .map((c) => ({ ...c, productId: huge(c.productId) }))
      .sort((a, b) => a.size.localeCompare(b.size) || a.productId - b.productId);
    const box = composeBox(kidInput(grouped), rules);
    const other = composeBox(kidInput(scattered), rules);
    expect(other.pieces.map((p) => p.variantId)).toEqual(box.pieces.map((p) => p.variantId));
    expect(other.rejected).toEqual(box.rejected);
    expect(box.rejected.wrong_gender).toBe(12);
  });

  it("reads its rules through engineRules", () => {
    const r = engineRules({ boxSize: { KID: 3 } });
    expect(composeBox(kidInput(many(1, 20)), r).pieces).toHaveLength(3);
  });
});

describe("composeBox: the quiz read in full, seasons, feedback that sticks (issue 27)", () => {
  it("sends no out-of-season piece for the delivery date", () => {
    const candidates = [
      ...many(1, 4, { category: "bottoms", garmentType: "shorts", season: "WARM" }),
      ...many(10, 4, { garmentType: "coat", season: "COLD" }),
      ...many(20, 10),
    ];
    const december = composeBox(kidInput(candidates, { deliveryDate: "2026-12-04" }), rules);
    expect(december.pieces.some((p) => p.productId < 10)).toBe(false);
    expect(december.rejected.out_of_season).toBe(4);
    const july = composeBox(kidInput(candidates, { deliveryDate: "2026-07-04" }), rules);
    expect(july.pieces.some((p) => p.productId >= 10 && p.productId < 20)).toBe(false);
  });

  it("a coat asked for in the needs comes first; pyjamas in the child's clothing size are offered", () => {
    const candidates = [
      ...product({ id: 1, garmentType: "coat", season: "COLD" }),
      ...product({
        id: 2,
        category: "autre",
        garmentType: "sandals",
        season: "WARM",
        sizes: [{ size: "28", stock: 2 }],
      }),
      ...product({ id: 3, category: "autre", garmentType: "pyjama", sizes: [{ size: "6 ans", stock: 2 }] }),
      ...many(10, 20),
    ];
    const answers = { ...NO_ANSWERS, neededGarments: ["coat", "pyjama"] as const };
    const box = composeBox(
      kidInput(candidates, {
        answers: { ...answers, neededGarments: [...answers.neededGarments] },
        deliveryDate: "2026-12-04",
      }),
      rules,
    );
    const chosen = box.pieces.map((p) => p.productId);
    expect(chosen).toContain(1);
    expect(chosen).toContain(3);
    expect(chosen).not.toContain(2);
  });

  it("never sends a refused garment type or detail", () => {
    const candidates = [
      ...many(1, 5, { category: "bottoms", garmentType: "jeans" }),
      ...many(10, 5, { garmentType: "sweatshirt", details: ["hood"] }),
      ...many(20, 3, { category: "bottoms", garmentType: "skirt" }),
      ...many(30, 20),
    ];
    const answers = {
      ...NO_ANSWERS,
      refusedGarments: ["jeans", "skirt"] as never[],
      refusedDetails: ["hood"] as never[],
    };
    const box = composeBox(kidInput(candidates, { answers }), rules);
    expect(box.pieces.every((p) => p.productId >= 30)).toBe(true);
    expect(box.rejected.refused_garment).toBe(13);
  });

  it("a replaced piece never comes back, and a size return does not count against its colour", () => {
    const candidates = [...many(1, 3, { color: "#aa0000", brandId: 5 }), ...many(10, 20)];
    const replaced = traits(candidates[0]!);
    const input = kidInput(candidates, {
      answers: { ...NO_ANSWERS, lovedColours: ["#aa0000"] },
      history: [
        { ...replaced, outcome: "replaced", reason: "colour" },
        {
          ...traits(product({ id: 90, color: "#aa0000", brandId: 6 })[0]!),
          outcome: "returned",
          reason: "too_small",
          size: "6 ans",
        },
      ],
    });
    const box = composeBox(input, rules);
    const chosen = box.pieces.map((p) => p.productId);
    expect(chosen).not.toContain(1);
    // The colour was refused once (the replacement), not twice: the loved colour still wins a place
    expect(chosen).toContain(2);
    // The size return moved brand 6's size up (it runs small): its "6 ans" no longer fits
    const brand6 = composeBox(
      { ...input, candidates: [...input.candidates, ...product({ id: 91, brandId: 6 })] },
      rules,
    );
    expect(brand6.pieces.map((p) => p.productId)).not.toContain(91);
  });

  it("leans toward what all families keep, and explores a new arrival", () => {
    const candidates = many(1, 40);
    const tally = (kept: number, seen: number) => ({ kept, seen });
    const population = {
      products: new Map([
        [1, tally(45, 50)],
        [2, tally(44, 50)],
        [3, tally(2, 50)],
      ]),
      brands: new Map<number, { kept: number; seen: number }>(),
      garments: new Map([["tshirt", tally(300, 1000)]]),
      neighbours: new Map<number, number>(),
    };
    const chosen = ids(kidInput(candidates, { population }));
    expect(chosen).toContain(1);
    expect(chosen).toContain(2);
    expect(chosen).not.toContain(3);
    // Products never seen are drawn from their uncertainty: across requests, each gets its turn
    const shown = new Set<number>();
    for (let requestId = 1; requestId <= 30; requestId++) {
      for (const id of ids(kidInput(candidates, { requestId, population }))) shown.add(id);
    }
    expect(shown.size).toBeGreaterThan(20);
    expect(shown.has(3)).toBe(false);
  });
});
