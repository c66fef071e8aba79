/**
 * The engine's input for issue 27 (PGlite and PostgreSQL): loadEngineInput fills each new field —
 * the quiz's needs and "never" as garment types and details, the comment's garment words in the
 * client's language, the birthdate, the day the sizes were given and the delivery date, replaced
 * preview pieces and returns with their reasons and sizes, candidates in the size plan's sizes on
 * each product's size axis (pyjamas in the top size, a woman's combined sizes) with their garment
 * type, season and details, and what all families keep.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sizePlan } from "#domain/engine/sizes.js";
import {
  orderLines,
  orders,
  previewItems,
  previewReplacements,
  previews,
  products,
  productVariants,
  profiles,
  requests,
} from "../../src/db/schema/index.js";
import type { EngineInput } from "#domain/engine/types.js";
import { setProductAttributes } from "../../src/modules/catalogue/index.js";
import { insertAnswersByKey } from "../../src/modules/quiz/index.js";
import { loadEngineInput } from "../../src/modules/styling/index.js";
import { computePriors } from "../../src/modules/styling/priors.js";
import { profileWithRequest } from "../engine-fixtures.js";
import { createTestApp, type TestContext } from "../helpers.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
}, 60_000);
afterAll(async () => ctx?.close());

const db = () => ctx.app.db;

/** A new active product (a copy of a seeded one) of a garment type, in the given sizes, each in stock. */
async function newProduct(
  reference: string,
  values: Partial<typeof products.$inferInsert>,
  sizes: string[],
): Promise<{ id: number; brandId: number; variants: Map<string, number> }> {
  const [model] = await db().select().from(products).orderBy(asc(products.id)).limit(1);
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = model!;
  const [product] = await db()
    .insert(products)
    .values({ ...rest, reference, isActive: true, isSuggestion: true, ...values })
    .returning();
  const rows = await db()
    .insert(productVariants)
    .values(sizes.map((size) => ({ productId: product!.id, size, stock: 5 })))
    .returning();
  return { id: product!.id, brandId: product!.brandId, variants: new Map(rows.map((r) => [r.size, r.id])) };
}

describe("the engine's input (issue 27)", () => {
  it("reads the quiz's needs and never as garment types, the comment's words, the dates", async () => {
    const kid = await profileWithRequest(
      db(),
      {
        profileType: "KID",
        gender: "boy",
        birthdate: "2018-03-01",
        topSize: "8 ans",
        bottomSize: "8 ans",
        shoeSize: "31",
        sizesGivenOn: "2026-04-02",
        description: "Il lui faudrait un manteau chaud et des pyjamas.",
      },
      "2026-12-10",
    );
    await insertAnswersByKey(db(), kid.profile.id, "KID", {
      needs: ["coats"],
      never: ["jeans", "hoods"],
    });
    const input = await loadEngineInput(db(), kid.requestId);
    expect(input.answers.neededGarments).toEqual(["coat"]);
    // The category the choice names is kept beside
    expect(input.answers.neededCategories).toEqual(["autre"]);
    expect(input.answers.refusedGarments).toEqual(["jeans"]);
    expect(input.answers.refusedDetails).toEqual(["hood"]);
    expect([...input.answers.commentGarments].sort()).toEqual(["coat", "pyjama", "sleepsuit"]);
    expect(input.deliveryDate).toBe("2026-12-10");
    expect(input.profile).toMatchObject({ birthdate: "2018-03-01", sizesGivenOn: "2026-04-02" });
    // Every candidate carries what it is
    expect(input.candidates.length).toBeGreaterThan(0);
    for (const c of input.candidates) {
      expect(typeof c.garmentType).toBe("string");
      expect(["ALL", "WARM", "COLD"]).toContain(c.season);
      expect(Array.isArray(c.details)).toBe(true);
    }
    expect(input.candidates.some((c) => c.season === "COLD")).toBe(true);
    // Refused jeans and hoods are left out by the database, counted as the engine counts them (decision 0063)
    expect(input.candidates.some((c) => c.details.includes("hood") || c.garmentType === "jeans")).toBe(false);
    expect(input.rejected?.refused_garment).toBeGreaterThan(0);
  });

  it("loads a pyjama in the kid's top size, and the sizes the plan predicts on each axis", async () => {
    const kid = await profileWithRequest(
      db(),
      {
        profileType: "KID",
        gender: "girl",
        birthdate: "2020-06-01",
        topSize: "5 ans",
        bottomSize: "5 ans",
        shoeSize: "28",
        sizesGivenOn: "2026-11-01",
      },
      "2026-12-10",
    );
    const predicted = sizePlan(
      {
        type: "KID",
        sizes: { top_size: "5 ans", bottom_size: "5 ans", shoe_size: "28" },
        birthdate: "2020-06-01",
        sizesGivenOn: "2026-11-01",
      },
      "2026-12-10",
      [],
    ).predicted.top!;
    const pyjama = await newProduct(
      "IN-PYJ",
      { garmentType: "pyjama", metaCategory: "OTHER", category: "autre", genders: ["girl", "boy"] },
      ["1 mois", predicted],
    );
    const input = await loadEngineInput(db(), kid.requestId);
    const sizes = input.candidates.filter((c) => c.productId === pyjama.id).map((c) => c.size);
    // The size the plan predicts for the day (she grew since the size was given), on the top axis
    expect(sizes).toEqual([predicted]);
    expect(input.candidates.find((c) => c.productId === pyjama.id)).toMatchObject({
      garmentType: "pyjama",
      season: "ALL",
    });
    // Every candidate's size is one the plan may pick on the product's axis, or TU
    const plan = sizePlan(input.profile, input.deliveryDate ?? null, []);
    const all = new Set(["TU", ...plan.loadable.top, ...plan.loadable.bottom, ...plan.loadable.shoe]);
    for (const c of input.candidates) expect(all.has(c.size)).toBe(true);
  });

  it("gives a woman in M her combined sizes S/M and M/L", async () => {
    const woman = await profileWithRequest(
      db(),
      { profileType: "WOMAN", gender: "woman", topSize: "M", bottomSize: "M", shoeSize: "39" },
      "2026-12-10",
    );
    const cardigan = await newProduct(
      "IN-CARDI",
      { garmentType: "cardigan", metaCategory: "TOP", category: "pull_cardi", genders: ["woman"] },
      ["XS", "S/M", "M/L", "L/XL"],
    );
    const input = await loadEngineInput(db(), woman.requestId);
    const sizes = input.candidates
      .filter((c) => c.productId === cardigan.id)
      .map((c) => c.size)
      .sort();
    expect(sizes).toEqual(expect.arrayContaining(["M/L", "S/M"]));
    expect(sizes).not.toContain("XS");
  });

  it("reads a replaced piece as replaced with its reason, a return with its reason and size, and the population", async () => {
    const kid = await profileWithRequest(
      db(),
      { profileType: "KID", gender: "boy", birthdate: "2018-03-01", topSize: "8 ans", bottomSize: "8 ans" },
      "2026-12-10",
      "DELIVERED",
    );
    const tshirt = {
      genders: ["boy" as const],
      garmentType: "tshirt" as const,
      metaCategory: "TOP" as const,
      category: "tops" as const,
      season: "ALL" as const,
    };
    const [replaced, replacement, returned, kept, bought] = [
      await newProduct("IN-REPL", tshirt, ["8 ans"]),
      await newProduct("IN-REPL2", tshirt, ["8 ans"]),
      await newProduct("IN-RET", tshirt, ["8 ans"]),
      await newProduct("IN-KEPT", tshirt, ["8 ans"]),
      await newProduct("IN-NEXT", tshirt, ["8 ans", "10 ans", "12 ans"]),
    ];
    const [preview] = await db().insert(previews).values({ requestId: kid.requestId, status: "VALIDATED" }).returning();
    const [item] = await db()
      .insert(previewItems)
      .values({
        previewId: preview!.id,
        lookIndex: 0,
        itemIndex: 0,
        productId: replacement.id,
        variantId: replacement.variants.get("8 ans")!,
        originalProductId: replaced.id,
        originalVariantId: replaced.variants.get("8 ans")!,
      })
      .returning();
    await db()
      .insert(previewReplacements)
      .values({
        previewItemId: item!.id,
        replacementReason: "colour",
        replacementProductId: replacement.id,
        replacementVariantId: replacement.variants.get("8 ans")!,
      });
    const [order] = await db()
      .insert(orders)
      .values({
        clientId: kid.clientId,
        profileId: kid.profile.id,
        kind: "BOX",
        status: "COMPLETED",
        requestId: kid.requestId,
      })
      .returning();
    const line = (p: typeof kept, status: "KEPT" | "RETURNED", returnReason: "too_small" | null = null) => ({
      orderId: order!.id,
      productId: p.id,
      variantId: p.variants.get("8 ans")!,
      unitPriceCents: 1000,
      status,
      returnReason,
    });
    await db()
      .insert(orderLines)
      .values([line(returned, "RETURNED", "too_small"), line(kept, "KEPT")]);
    // Two other families kept what this one kept and the next product too
    const others = await Promise.all(
      [1, 2].map(() =>
        profileWithRequest(
          db(),
          { profileType: "KID", gender: "boy", birthdate: "2018-03-01" },
          "2026-10-01",
          "DELIVERED",
        ),
      ),
    );
    for (const other of others) {
      const [o] = await db()
        .insert(orders)
        .values({
          clientId: other.clientId,
          profileId: other.profile.id,
          kind: "BOX",
          status: "COMPLETED",
          requestId: other.requestId,
        })
        .returning();
      await db()
        .insert(orderLines)
        .values([
          { ...line(kept, "KEPT"), orderId: o!.id },
          { ...line(bought, "KEPT"), orderId: o!.id },
        ]);
    }
    await computePriors(db(), new Date());

    const [next] = await db()
      .insert(requests)
      .values({ profileId: kid.profile.id, status: "PENDING", deliveryDate: "2026-12-10" })
      .returning();
    const input = await loadEngineInput(db(), next!.id);
    const of = (id: number) => input.history.find((h) => h.productId === id);
    expect(of(replaced.id)).toMatchObject({ outcome: "replaced", reason: "colour", size: "8 ans" });
    expect(of(replacement.id)).toMatchObject({ outcome: "sent" });
    // Each piece with the day its box was delivered: when it was worn, what its size said of the child then
    expect(of(returned.id)).toMatchObject({
      outcome: "returned",
      reason: "too_small",
      size: "8 ans",
      on: "2026-12-10",
    });
    expect(of(kept.id)).toMatchObject({ outcome: "kept", garmentType: "tshirt", on: "2026-12-10" });
    expect(input.population!.neighbours.get(bought.id)).toBeGreaterThan(0);
    expect(input.population!.neighbours.has(kept.id)).toBe(false);
    expect(input.population!.garments.size).toBeGreaterThan(0);
    expect(input.population!.brands.size).toBeGreaterThan(0);
    expect(input.candidates.some((c) => c.productId === bought.id)).toBe(true);
    expect(input.population!.products.get(bought.id)).toEqual({ kept: 2, seen: 2 });
    // What families of kids said of the brand's sizes on tops: the return too small among them
    expect(input.population!.sizeLeans!.get(`top:${returned.brandId}`)!.small).toBeGreaterThanOrEqual(1);
  });

  it("sees every product write at the next load, whoever writes: the traits kept per process follow the catalogue's version", async () => {
    const kid = await profileWithRequest(
      db(),
      { profileType: "KID", gender: "boy", birthdate: "2018-03-01", topSize: "8 ans", sizesGivenOn: "2026-10-01" },
      "2026-12-10",
    );
    const tshirt: Partial<typeof products.$inferInsert> = {
      garmentType: "tshirt",
      metaCategory: "TOP",
      category: "tops",
      genders: ["boy"],
      season: "ALL",
      details: [],
    };
    const sizes = ["8 ans", "10 ans", "12 ans"];
    const [shirt, archived, deleted] = [
      await newProduct("IN-VERSION", { ...tshirt, color: "#123456" }, sizes),
      await newProduct("IN-ARCHIVED", tshirt, sizes),
      await newProduct("IN-DELETED", tshirt, sizes),
    ];
    const load = () => loadEngineInput(db(), kid.requestId);
    const of = (input: EngineInput, id: number) => input.candidates.find((c) => c.productId === id);
    const before = await load();
    expect(of(before, shirt.id)).toMatchObject({ color: "#123456", garmentType: "tshirt", season: "ALL" });
    expect(of(before, archived.id)).toBeDefined();
    expect(of(before, deleted.id)).toBeDefined();

    // The back office's write, then writes that do not go through this process (another API process, a script)
    await setProductAttributes(db(), shirt.id, { garment_type: "sweatshirt", season: "ALL", details: ["hood"] });
    await db().execute(sql`update products set color = '#ABCDEF', lc_price_cents = 1234 where id = ${shirt.id}`);
    await db().execute(sql`update products set is_active = false where id = ${archived.id}`);
    await db().execute(sql`delete from products where id = ${deleted.id}`);
    const after = await load();
    expect(of(after, shirt.id)).toMatchObject({
      color: "#abcdef",
      priceCents: 1234,
      garmentType: "sweatshirt",
      details: ["hood"],
    });
    expect(of(after, archived.id)).toBeUndefined();
    expect(of(after, deleted.id)).toBeUndefined();

    // A write seen inside its transaction, and gone with it when rolled back
    const rolledBack = new Error("rolled back");
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`update products set pattern = 'stars' where id = ${shirt.id}`);
        expect(of(await loadEngineInput(tx, kid.requestId), shirt.id)).toMatchObject({ pattern: "stars" });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(of(await load(), shirt.id)!.pattern).toBe(of(after, shirt.id)!.pattern);
  });

  it("keeps the day a profile's sizes were given: set by the profile's edit, left by other changes", async () => {
    const kid = await profileWithRequest(
      db(),
      { profileType: "KID", gender: "girl", birthdate: "2019-01-01", topSize: "6 ans", sizesGivenOn: "2025-01-01" },
      "2026-12-10",
    );
    const { updateProfile } = await import("../../src/modules/profiles/profile-writes.js");
    await updateProfile(db(), kid.clientId, kid.profile.id, { firstname: "Lou" });
    const [same] = await db().select().from(profiles).where(eq(profiles.id, kid.profile.id));
    expect(same!.sizesGivenOn).toBe("2025-01-01");
    await updateProfile(db(), kid.clientId, kid.profile.id, { top_size: "8 ans" });
    const [moved] = await db()
      .select()
      .from(profiles)
      .where(and(eq(profiles.id, kid.profile.id)));
    expect(moved!.sizesGivenOn).not.toBe("2025-01-01");
    expect(moved!.sizesGivenOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
