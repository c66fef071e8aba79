/**
 * What all families keep (decision 0048; PGlite and PostgreSQL): the priors job's tallies per
 * product from box outcomes, shop sales, wishes and Style Shuffle ratings; brands and garment
 * types as the sums of their products; neighbours from families who kept or bought the same
 * products (lift, co ≥ 2, strongest first); running it twice gives the same rows; the recurring
 * job keeps ENGINE_PRIORS_MINUTES' pace.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  enginePriors,
  lookProducts,
  lookRatings,
  looks,
  orderLines,
  orders,
  productNeighbours,
  products,
  productVariants,
  profiles,
  requests,
  wishes,
} from "../../src/db/schema/index.js";
import { computePriors, priorsDue } from "../../src/modules/styling/priors.js";
import { createTestApp, type TestContext } from "../helpers.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
}, 60_000);
afterAll(async () => ctx?.close());

const db = () => ctx.app.db;

/** A new product (a copy of a seeded one under a new reference) with one size in stock. */
async function newProduct(reference: string, garmentType: "coat" | "pull" = "coat") {
  const [model] = await db().select().from(products).orderBy(asc(products.id)).limit(1);
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = model!;
  const [product] = await db()
    .insert(products)
    .values({ ...rest, reference, garmentType })
    .returning();
  const [variant] = await db()
    .insert(productVariants)
    .values({ productId: product!.id, size: "TU", stock: 10 })
    .returning();
  return { id: product!.id, brandId: product!.brandId, variantId: variant!.id };
}

type Made = Awaited<ReturnType<typeof newProduct>>;

/** New families: kid profiles of a seeded client (a box order needs a request of its own). */
async function families(count: number) {
  const [owner] = await db().select({ clientId: profiles.clientId }).from(profiles).orderBy(asc(profiles.id)).limit(1);
  return db()
    .insert(profiles)
    .values(
      Array.from({ length: count }, (_, i) => ({
        clientId: owner!.clientId,
        profileType: "KID" as const,
        firstname: `Famille ${i + 1}`,
        gender: "girl" as const,
        birthdate: "2020-01-01",
      })),
    )
    .returning({ profileId: profiles.id, clientId: profiles.clientId });
}

type ReturnReason = "too_small" | "too_large" | "colour";
async function boxOrder(
  family: { profileId: number; clientId: number },
  lines: ([Made, "KEPT" | "RETURNED"] | [Made, "RETURNED", ReturnReason])[],
) {
  const [request] = await db()
    .insert(requests)
    .values({ profileId: family.profileId, status: "DELIVERED" })
    .returning();
  const [order] = await db()
    .insert(orders)
    .values({
      clientId: family.clientId,
      profileId: family.profileId,
      kind: "BOX",
      status: "COMPLETED",
      requestId: request!.id,
    })
    .returning();
  await db()
    .insert(orderLines)
    .values(
      lines.map(([p, status, returnReason]) => ({
        orderId: order!.id,
        productId: p.id,
        variantId: p.variantId,
        unitPriceCents: 1000,
        status,
        returnReason: returnReason ?? null,
      })),
    );
  return request!.id;
}

async function shopOrder(family: { profileId: number | null; clientId: number }, lines: [Made, number][]) {
  const [order] = await db()
    .insert(orders)
    .values({ clientId: family.clientId, profileId: family.profileId, kind: "SHOP", status: "PAID" })
    .returning();
  await db()
    .insert(orderLines)
    .values(
      lines.map(([p, quantity]) => ({
        orderId: order!.id,
        productId: p.id,
        variantId: p.variantId,
        unitPriceCents: 1000,
        quantity,
      })),
    );
}

async function priorOf(kind: "product" | "brand" | "garment" | "size", key: string | number) {
  const [row] = await db()
    .select({ kept: enginePriors.kept, seen: enginePriors.seen })
    .from(enginePriors)
    .where(and(eq(enginePriors.kind, kind), eq(enginePriors.key, String(key))));
  return row;
}

describe("the engine's priors", () => {
  it("tallies box outcomes, shop sales, wishes and ratings per product, and sums them per brand and garment type", async () => {
    const [a, b, c] = [await newProduct("PRI-A"), await newProduct("PRI-B"), await newProduct("PRI-C", "pull")];
    const [one, two] = await families(2);
    const request = await boxOrder(one!, [
      [a, "KEPT"],
      [b, "RETURNED"],
    ]);
    await shopOrder({ profileId: null, clientId: two!.clientId }, [[a, 2]]);
    await db().insert(wishes).values({ requestId: request, productId: c.id });
    const [look] = await db().insert(looks).values({ profileType: "KID", isPublished: false }).returning();
    await db()
      .insert(lookProducts)
      .values([
        { lookId: look!.id, productId: b.id },
        { lookId: look!.id, productId: c.id },
      ]);
    await db()
      .insert(lookRatings)
      .values([
        { profileId: one!.profileId, lookId: look!.id, like: true },
        { profileId: two!.profileId, lookId: look!.id, like: false },
      ]);

    const counts = await computePriors(db(), new Date());
    expect(counts.products).toBeGreaterThanOrEqual(3);

    // A: a kept box piece (1/1) and two units sold (2 × 0.5)
    expect(await priorOf("product", a.id)).toEqual({ kept: 2, seen: 2 });
    // B: a returned box piece (0/1), a like (0.2/0.2) and a dislike (0/0.2)
    const bRow = await priorOf("product", b.id);
    expect(bRow!.kept).toBeCloseTo(0.2, 5);
    expect(bRow!.seen).toBeCloseTo(1.4, 5);
    // C: a wish (0.3/0.3), a like and a dislike
    const cRow = await priorOf("product", c.id);
    expect(cRow!.kept).toBeCloseTo(0.5, 5);
    expect(cRow!.seen).toBeCloseTo(0.7, 5);

    // A brand and a garment type: the sums over their products
    for (const [kind, key, where] of [
      ["brand", a.brandId, eq(products.brandId, a.brandId)],
      ["garment", "pull", eq(products.garmentType, "pull")],
    ] as const) {
      const ids = (await db().select({ id: products.id }).from(products).where(where)).map((p) => String(p.id));
      const rows = await db()
        .select({ kept: enginePriors.kept, seen: enginePriors.seen })
        .from(enginePriors)
        .where(and(eq(enginePriors.kind, "product"), inArray(enginePriors.key, ids)));
      const sum = rows.reduce((s, r) => ({ kept: s.kept + r.kept, seen: s.seen + r.seen }), { kept: 0, seen: 0 });
      const row = await priorOf(kind, key);
      expect(row!.kept).toBeCloseTo(sum.kept, 3);
      expect(row!.seen).toBeCloseTo(sum.seen, 3);
    }
  });

  it("counts per profile type, axis and brand the pieces returned too small among those returned for their size", async () => {
    const coat = await newProduct("LEAN-A");
    const [one, two, three] = await families(3);
    const key = `KID:top:${coat.brandId}`;
    await computePriors(db(), new Date());
    const before = (await priorOf("size", key)) ?? { kept: 0, seen: 0 };
    await boxOrder(one!, [[coat, "RETURNED", "too_small"]]);
    await boxOrder(two!, [[coat, "RETURNED", "too_small"]]);
    // A return for its colour says nothing of the size; a piece too large counts against "too small"
    await boxOrder(three!, [[coat, "RETURNED", "colour"]]);
    await boxOrder(three!, [[coat, "RETURNED", "too_large"]]);
    const counts = await computePriors(db(), new Date());
    expect(counts.sizes).toBeGreaterThanOrEqual(1);
    expect(await priorOf("size", key)).toEqual({ kept: before.kept + 2, seen: before.seen + 3 });
    // Women's returns are another type's: the kids' row does not move
    expect(await priorOf("size", `WOMAN:top:${coat.brandId}`)).toBeUndefined();
  });

  it("finds the neighbours families kept or bought together (co ≥ 2), and gives the same rows twice", async () => {
    const [a, b, c, d] = [
      await newProduct("NEI-A"),
      await newProduct("NEI-B"),
      await newProduct("NEI-C"),
      await newProduct("NEI-D"),
    ];
    const fam = await families(10);
    // Five families hold A; three of them B as well, two of those C; one other D
    await shopOrder(fam[5]!, [
      [a, 1],
      [b, 1],
      [c, 1],
    ]);
    await shopOrder(fam[6]!, [
      [a, 1],
      [b, 1],
      [c, 1],
    ]);
    await boxOrder(fam[7]!, [
      [a, "KEPT"],
      [b, "KEPT"],
      [c, "RETURNED"],
    ]);
    await shopOrder(fam[8]!, [[a, 1]]);
    await shopOrder(fam[9]!, [
      [a, 1],
      [d, 1],
    ]);

    await computePriors(db(), new Date());
    const lifts = async (productId: number) =>
      db()
        .select({ neighbourId: productNeighbours.neighbourId, lift: productNeighbours.lift })
        .from(productNeighbours)
        .where(eq(productNeighbours.productId, productId))
        .orderBy(asc(productNeighbours.neighbourId));
    const ofA = await lifts(a.id);
    // D was held with A by one family only: no neighbour
    expect(ofA.map((n) => n.neighbourId)).toEqual([b.id, c.id]);
    // lift = co·N / (n_A·n_B): A–B 3N/15, A–C 2N/10, B–C 2N/6 (n_A 5, n_B 3, n_C 2)
    const [ab, ac] = ofA.map((n) => n.lift);
    expect(ab).toBeCloseTo(ac!, 4);
    const families_ = ab! * 5;
    expect(Math.abs(families_ - Math.round(families_))).toBeLessThan(1e-3);
    expect(Math.round(families_)).toBeGreaterThanOrEqual(5);
    const ofB = await lifts(b.id);
    const bc = ofB.find((n) => n.neighbourId === c.id)!.lift;
    expect(bc).toBeCloseTo((ab! * 5) / 3, 3);
    expect(await lifts(d.id)).toEqual([]);

    // Idempotent: the same rows again
    const before = await db()
      .select()
      .from(productNeighbours)
      .orderBy(asc(productNeighbours.productId), asc(productNeighbours.neighbourId));
    const priorsBefore = await db()
      .select({ kind: enginePriors.kind, key: enginePriors.key, kept: enginePriors.kept, seen: enginePriors.seen })
      .from(enginePriors)
      .orderBy(asc(enginePriors.kind), asc(enginePriors.key));
    await Promise.all([computePriors(db(), new Date()), computePriors(db(), new Date())]);
    const after = await db()
      .select()
      .from(productNeighbours)
      .orderBy(asc(productNeighbours.productId), asc(productNeighbours.neighbourId));
    const priorsAfter = await db()
      .select({ kind: enginePriors.kind, key: enginePriors.key, kept: enginePriors.kept, seen: enginePriors.seen })
      .from(enginePriors)
      .orderBy(asc(enginePriors.kind), asc(enginePriors.key));
    expect(after).toEqual(before);
    expect(priorsAfter).toEqual(priorsBefore);
  });

  it("is due when never computed or ENGINE_PRIORS_MINUTES old", async () => {
    const now = new Date();
    await computePriors(db(), now);
    expect(await priorsDue(db(), now, 60)).toBe(false);
    expect(await priorsDue(db(), new Date(now.getTime() + 59 * 60_000), 60)).toBe(false);
    expect(await priorsDue(db(), new Date(now.getTime() + 60 * 60_000), 60)).toBe(true);
  });
});
