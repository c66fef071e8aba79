/**
 * Composing on the demo data (PGlite and PostgreSQL): what loadEngineInput reads for the demo
 * client's Jules (his quiz answers as catalogue values, his past box's kept and returned pieces,
 * his wishes), and full boxes from the seeded catalogue for him, for a new girl in "8 ans" (the
 * end-to-end tests' family) and for a woman with a budget — so the demo and the end-to-end tests
 * always have a box to preview.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historySizeFeedback } from "#domain/engine/compose.js";
import { sizePlan } from "#domain/engine/sizes.js";
import { sizeAxis } from "#domain/garments.js";
import { addDays } from "#domain/malle.js";
import { todayIn } from "#domain/profiles.js";
import { clients, products, profiles, requests } from "../../src/db/schema/index.js";
import { insertAnswersByKey } from "../../src/modules/quiz/index.js";
import { composeRequest, loadEngineInput } from "../../src/modules/styling/index.js";
import { parseBudget } from "../../src/modules/styling/inputs.js";
import { createTestApp, type TestContext } from "../helpers.js";
import { malleFixtures } from "../malle-fixtures.js";
import { memoryLog } from "../scheduler-fixtures.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
}, 60_000);
afterAll(async () => ctx?.close());

const deps = () => ({ now: new Date(), config: ctx.config, log: memoryLog().log });

async function demoKidBox(firstname: string) {
  const [row] = await ctx.app.db
    .select({ requestId: requests.id, profileId: profiles.id })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .innerJoin(clients, eq(clients.id, profiles.clientId))
    .where(
      and(
        eq(clients.email, "camille@demo.lamalle.test"),
        eq(profiles.firstname, firstname),
        eq(requests.status, "PENDING"),
      ),
    );
  return row!;
}

describe("the engine's input", () => {
  it("reads the demo kid's answers as catalogue values, his past box and his wishes", async () => {
    const jules = await demoKidBox("Jules");
    const input = await loadEngineInput(ctx.app.db, jules.requestId);
    expect(input.profile).toMatchObject({
      type: "KID",
      gender: "boy",
      sizes: { top_size: "8 ans", bottom_size: "8 ans", shoe_size: "31" },
    });
    expect(input.profile.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(input.profile.sizesGivenOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(input.answers.lovedColours).toContain("#1f3a5f"); // navy
    expect(input.answers.refusedColours).toEqual(["#f2a7b8"]); // pink
    expect([...input.answers.lovedPatterns].sort()).toEqual(["stars", "stripes"]);
    // "button shirts" has no catalogue category: nothing refused by category
    expect(input.answers.refusedCategories).toEqual([]);
    expect(input.history.map((h) => h.outcome).sort()).toEqual([
      "kept",
      "kept",
      "kept",
      "kept",
      "returned",
      "returned",
    ]);
    expect(input.wishes).toHaveLength(2);
    // Candidates: his gender, the sizes his size plan may pick on the product's axis (or one size), in stock
    expect(input.candidates.length).toBeGreaterThan(20);
    const plan = sizePlan(input.profile, input.deliveryDate ?? null, historySizeFeedback(input.history));
    const wishedVariants = new Set(input.wishes.map((w) => w.variantId));
    for (const c of input.candidates) {
      expect(c.stock).toBeGreaterThan(0);
      expect(c.genders).toContain("boy");
      if (wishedVariants.has(c.variantId)) continue;
      expect(["TU", ...plan.loadable[sizeAxis(c.garmentType, c.metaCategory)]]).toContain(c.size);
    }
    expect(input.candidates.every((c) => c.color === c.color.toLowerCase())).toBe(true);
    // Looks of boys' (or unisex) kid looks holding a candidate, candidates pointing at them
    const lookIds = new Set(input.looks.map((l) => l.id));
    for (const c of input.candidates) for (const id of c.lookIds) expect(lookIds.has(id)).toBe(true);
  });

  it("parses the woman quiz's budget values", () => {
    expect(parseBudget("0-30")).toEqual({ minCents: 0, maxCents: 3000 });
    expect(parseBudget("60-100")).toEqual({ minCents: 6000, maxCents: 10000 });
    expect(parseBudget("100+")).toEqual({ minCents: 10000, maxCents: null });
    expect(parseBudget("beaucoup")).toBeNull();
    expect(parseBudget(null)).toBeNull();
  });
});

describe("boxes from the demo catalogue", () => {
  it("gives the demo kid a full box: his wishes in, nothing sent before, nothing refused", async () => {
    const jules = await demoKidBox("Jules");
    const input = await loadEngineInput(ctx.app.db, jules.requestId);
    const result = await composeRequest(ctx.app.db, jules.requestId, deps());
    expect(result.pieces).toBe(ctx.config.engineRules.boxSize.KID);
    const chosen = result.items.map((i) => i.product_id);
    const sentBefore = new Set(input.history.map((h) => h.productId));
    expect(chosen.filter((id) => sentBefore.has(id))).toEqual([]);
    const wishedInStock = input.wishes.filter((w) => input.candidates.some((c) => c.productId === w.productId));
    for (const wish of wishedInStock) expect(chosen).toContain(wish.productId);
    const colours = new Map(input.candidates.map((c) => [c.productId, c.color]));
    expect(chosen.map((id) => colours.get(id))).not.toContain("#f2a7b8");
    expect(result.rejected.sent_before).toBeGreaterThan(0);
  });

  it("gives the end-to-end tests' family (a girl in 8 ans, no quiz answers) a full box", async () => {
    const fx = malleFixtures(ctx.app);
    const family = await fx.subscriber();
    await ctx.app.db
      .update(profiles)
      .set({ topSize: "8 ans", bottomSize: "8 ans" })
      .where(eq(profiles.id, family.kidId));
    const result = await composeRequest(ctx.app.db, family.box.id, deps());
    expect(result.pieces).toBe(ctx.config.engineRules.boxSize.KID);
  });

  it("gives a woman a full box within her budget's tolerance", async () => {
    const fx = malleFixtures(ctx.app);
    const family = await fx.family();
    const [woman] = await ctx.app.db
      .insert(profiles)
      .values({
        clientId: family.clientId,
        profileType: "WOMAN",
        firstname: "Inès",
        gender: "woman",
        topSize: "M",
        bottomSize: "M",
        shoeSize: "39",
      })
      .returning({ id: profiles.id });
    await insertAnswersByKey(ctx.app.db, woman!.id, "WOMAN", { budget: ["60_100"], colours_loved: ["sage"] });
    const [box] = await ctx.app.db
      .insert(requests)
      .values({ profileId: woman!.id, status: "PENDING", deliveryDate: addDays(todayIn(), 8) })
      .returning({ id: requests.id });
    const input = await loadEngineInput(ctx.app.db, box!.id);
    expect(input.answers.budget).toEqual({ minCents: 6000, maxCents: 10000 });
    const result = await composeRequest(ctx.app.db, box!.id, deps());
    expect(result.pieces).toBe(ctx.config.engineRules.boxSize.WOMAN);
    const prices = await ctx.app.db.select({ id: products.id, price: products.lcPriceCents }).from(products);
    const priceOf = new Map(prices.map((p) => [p.id, p.price]));
    const tolerance = 1 + (ctx.config.engineRules.overBudgetTolerance ?? 0);
    for (const item of result.items) expect(priceOf.get(item.product_id)!).toBeLessThanOrEqual(10000 * tolerance);
    const mails = await fx.outbox(family.email);
    const ready = mails.find((m) => m.key === `preview-ready:${result.preview_id}`);
    expect(ready?.subject).toBe("Votre malle est prête : découvrez-la");
    expect(ready!.text).toContain(`/preview/confirmation/woman?preview_token=`);
    expect(ready!.text).toContain(`/infos/preview/${woman!.id}/${box!.id}`);
  });
});
