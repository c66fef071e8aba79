/**
 * The boxes of issue 27's report, composed again through the product (PGlite and PostgreSQL): the
 * demo catalogue, a family's quiz answers written as the quiz writes them, the engine's input read
 * by the styling module's loader and the box composed with the configured rules — the path the
 * scheduler's compose takes, less its writes. Each test names the box of the report it redoes.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeBox, type ComposedBox, type EngineInput, type HistoryPiece } from "#domain/engine/index.js";
import { sizePlan } from "#domain/engine/sizes.js";
import { sizeAxis } from "#domain/garments.js";
import { KID_AGE_SIZES, KID_SHOE_SIZES, WOMAN_SHOE_SIZES, WOMAN_SIZES } from "#domain/profiles.js";
import { products, productVariants } from "../../src/db/schema/index.js";
import { insertAnswersByKey } from "../../src/modules/quiz/index.js";
import { loadEngineInput } from "../../src/modules/styling/index.js";
import { profileWithRequest } from "../engine-fixtures.js";
import { createTestApp, type TestContext } from "../helpers.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
}, 60_000);
afterAll(async () => ctx?.close());

const db = () => ctx.app.db;
/** A family's profile with a box to deliver on `deliveryDate`, and its quiz answers by choice key. */
async function family(
  values: Parameters<typeof profileWithRequest>[1],
  deliveryDate: string,
  answers: Record<string, string[]> = {},
) {
  const { profile, requestId } = await profileWithRequest(db(), values, deliveryDate);
  if (Object.keys(answers).length > 0) await insertAnswersByKey(db(), profile.id, values.profileType, answers);
  return requestId;
}

type Piece = EngineInput["candidates"][number];

/** The box the product composes for a request: its input as loaded and its pieces with their traits. */
async function compose(requestId: number, change?: (input: EngineInput) => EngineInput) {
  const loaded = await loadEngineInput(db(), requestId);
  const input = change ? change(loaded) : loaded;
  const box: ComposedBox = composeBox(input, ctx.config.engineRules);
  const byVariant = new Map(input.candidates.map((c) => [c.variantId, c]));
  const pieces = box.pieces.map((piece) => byVariant.get(piece.variantId)!);
  expect(pieces.length).toBeGreaterThan(0);
  return { input, box, pieces };
}

/** What every box must hold whatever the family: the caps per print and per garment type, one size plan. */
function expectWithinCaps(pieces: readonly Piece[]) {
  const count = (key: (p: Piece) => string) => {
    const counts = new Map<string, number>();
    for (const p of pieces) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
    return counts;
  };
  for (const [pattern, n] of count((p) => p.pattern)) if (pattern !== "plain") expect(n).toBeLessThanOrEqual(2);
  for (const n of count((p) => p.garmentType).values()) expect(n).toBeLessThanOrEqual(2);
}

const WARM_ONLY = (p: Piece) => p.season === "WARM";

describe("issue 27's boxes, composed again", () => {
  it("a boy whose family asked for a coat gets a coat in December, and no sandals, shorts or short dungarees", async () => {
    const requestId = await family(
      {
        profileType: "KID",
        gender: "boy",
        birthdate: "2018-09-01",
        topSize: "8 ans",
        bottomSize: "8 ans",
        shoeSize: "31",
        sizesGivenOn: "2026-09-01",
      },
      "2026-12-10",
      { needs: ["coats"] },
    );
    const { input, pieces } = await compose(requestId);
    expect(input.answers.neededGarments).toEqual(["coat"]);
    // The demo catalogue has coats in his sizes: the need is answered
    expect(input.candidates.some((c) => c.garmentType === "coat")).toBe(true);
    expect(pieces.some((p) => p.garmentType === "coat")).toBe(true);
    expect(pieces.filter(WARM_ONLY)).toEqual([]);
    expectWithinCaps(pieces);
  });

  it("a baby who needs pyjamas gets pyjamas in her clothing size, not trainers for the need", async () => {
    const requestId = await family(
      {
        profileType: "KID",
        gender: "girl",
        birthdate: "2026-02-01",
        topSize: "6 mois",
        bottomSize: "6 mois",
        sizesGivenOn: "2026-10-15",
      },
      "2026-12-10",
      { needs: ["pyjamas"] },
    );
    const { input, pieces } = await compose(requestId);
    const night = pieces.filter((p) => ["pyjama", "sleepsuit", "sleepingbag"].includes(p.garmentType));
    expect(night.length).toBeGreaterThan(0);
    // In the size the plan predicts on the top axis (a size up to grow into allowed)
    const plan = sizePlan(input.profile, input.deliveryDate ?? null, []);
    for (const p of night)
      expect(plan.fit(sizeAxis(p.garmentType, p.metaCategory), p.brandId, p.size)).toBeGreaterThanOrEqual(0);
    expectWithinCaps(pieces);
  });

  it("a girl whose family said never jeans, skirts or button shirts gets none of them", async () => {
    const requestId = await family(
      {
        profileType: "KID",
        gender: "girl",
        birthdate: "2019-05-01",
        topSize: "8 ans",
        bottomSize: "8 ans",
        sizesGivenOn: "2026-11-01",
      },
      "2026-10-05",
      { never: ["jeans", "skirts", "button_shirts"] },
    );
    const { input, pieces } = await compose(requestId);
    expect([...input.answers.refusedGarments].sort()).toEqual(["jeans", "shirt", "skirt"]);
    // Left out by the loader and counted under the engine's code (decision 0063)
    expect(input.candidates.some((c) => ["jeans", "shirt", "skirt"].includes(c.garmentType))).toBe(false);
    expect(input.rejected?.refused_garment).toBeGreaterThan(0);
    expect(pieces.filter((p) => ["jeans", "shirt", "skirt"].includes(p.garmentType))).toEqual([]);
    // October: no warm-only piece either (winter comes in October in the north)
    expect(pieces.filter(WARM_ONLY)).toEqual([]);
    expectWithinCaps(pieces);
  });

  it("a piece the family replaced for its colour never comes back in the next box", async () => {
    const requestId = await family(
      {
        profileType: "KID",
        gender: "boy",
        birthdate: "2019-01-01",
        topSize: "8 ans",
        bottomSize: "8 ans",
        sizesGivenOn: "2026-11-01",
      },
      "2026-12-10",
    );
    const first = await compose(requestId);
    const replaced = first.pieces[0]!;
    // The replacement as the loader reads it from the preview's replacements
    const history: HistoryPiece = {
      productId: replaced.productId,
      brandId: replaced.brandId,
      color: replaced.color,
      pattern: replaced.pattern,
      category: replaced.category,
      garmentType: replaced.garmentType,
      outcome: "replaced",
      reason: "colour",
      size: replaced.size,
    };
    const next = await compose(requestId, (input) => ({ ...input, history: [...input.history, history] }));
    expect(next.pieces.map((p) => p.productId)).not.toContain(replaced.productId);
    expect(next.box.rejected.sent_before).toBeGreaterThanOrEqual(1);
  });

  it("a woman in M can get a jumper or a cardigan: the combined sizes S/M and M/L are hers", async () => {
    const requestId = await family(
      { profileType: "WOMAN", gender: "woman", topSize: "M", bottomSize: "M", shoeSize: "39" },
      "2026-11-20",
    );
    const { input, pieces } = await compose(requestId);
    const knits = input.candidates.filter((c) => ["pull", "cardigan"].includes(c.garmentType));
    expect(knits.some((c) => c.size === "S/M" || c.size === "M/L")).toBe(true);
    for (const p of pieces) expect(["TU", "M", "S/M", "M/L", "39"]).toContain(p.size);
    expectWithinCaps(pieces);
  });

  it("a woman with an under-30 € budget gets at most one piece over it, the box at most six times it", async () => {
    const requestId = await family(
      { profileType: "WOMAN", gender: "woman", topSize: "M", bottomSize: "M", shoeSize: "39" },
      "2026-11-20",
      { budget: ["under_30"] },
    );
    const { input, pieces } = await compose(requestId);
    expect(input.answers.budget).toEqual({ minCents: 0, maxCents: 3000 });
    const prices = pieces.map((p) => p.priceCents);
    expect(prices.filter((cents) => cents > 3000).length).toBeLessThanOrEqual(1);
    expect(prices.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(6 * 3000);
    // No cap check here: under 30 € the demo catalogue holds only T-shirts and blouses for her, and
    // a full box is worth more than variety (the caps give way only when they leave the box short)
  });

  it("every product of the catalogue is in a size some profile can be sent (pyjamas and swimwear included)", async () => {
    const rows = await db()
      .select({
        id: products.id,
        brandId: products.brandId,
        genders: products.genders,
        garmentType: products.garmentType,
        metaCategory: products.metaCategory,
        size: productVariants.size,
      })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id));
    const ladders = {
      KID: { top: KID_AGE_SIZES, bottom: KID_AGE_SIZES, shoe: KID_SHOE_SIZES },
      WOMAN: { top: WOMAN_SIZES, bottom: WOMAN_SIZES, shoe: WOMAN_SHOE_SIZES },
    } as const;
    // A size fits someone when some profile of the product's genders, stating some size of its axis, is sent it
    const fitsSomeone = (row: (typeof rows)[number]) => {
      const axis = sizeAxis(row.garmentType, row.metaCategory);
      const types = new Set(row.genders.map((gender) => (gender === "woman" ? ("WOMAN" as const) : ("KID" as const))));
      for (const type of types) {
        for (const stated of ladders[type][axis]) {
          const plan = sizePlan(
            { type, sizes: { top_size: stated, bottom_size: stated, shoe_size: stated } },
            null,
            [],
          );
          if (plan.fit(axis, row.brandId, row.size) >= 0) return true;
        }
      }
      return false;
    };
    const reachable = new Set(rows.filter(fitsSomeone).map((row) => row.id));
    const unreachable = [...new Set(rows.map((row) => row.id))].filter((id) => !reachable.has(id));
    expect(rows.length).toBeGreaterThan(100);
    expect(unreachable).toEqual([]);
  });
});
