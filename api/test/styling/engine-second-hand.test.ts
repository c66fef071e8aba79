/**
 * The engine's second-hand rule (decision 0052), PGlite and PostgreSQL: with ENGINE_SECOND_HAND off
 * (the default) no second-hand piece is ever a candidate, even wished; on, the second-hand pieces
 * in the family's sizes and in stock are, and no others.
 */
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { clients, products, productVariants, profiles, requests, wishes } from "../../src/db/schema/index.js";
import { loadEngineInput } from "../../src/modules/styling/index.js";
import { createTestApp, type TestContext } from "../helpers.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
}, 60_000);
afterAll(async () => ctx?.close());

const db = () => ctx.app.db;

/** A resold piece as littlegeste lists it: its own product, label second_hand, not a suggestion, one size. */
async function secondHandPiece(reference: string, size: string, stock: number) {
  const [model] = await db().select().from(products).orderBy(asc(products.id)).limit(1);
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = model!;
  const [product] = await db()
    .insert(products)
    .values({
      ...rest,
      reference,
      label: "second_hand",
      isActive: true,
      isSuggestion: false,
      metaCategory: "TOP",
      category: "pull_cardi",
      garmentType: "pull",
      season: "ALL",
      genders: ["girl"],
    })
    .returning({ id: products.id });
  const [variant] = await db()
    .insert(productVariants)
    .values({ productId: product!.id, size, stock })
    .returning({ id: productVariants.id });
  return { productId: product!.id, variantId: variant!.id };
}

describe("second-hand pieces among the engine's candidates", () => {
  it("are never offered when the rule is off, and in the family's sizes and in stock when on", async () => {
    const [client] = await db()
      .insert(clients)
      .values({ email: "second-hand@inputs.test", locale: "fr" })
      .returning({ id: clients.id });
    const [profile] = await db()
      .insert(profiles)
      .values({
        clientId: client!.id,
        firstname: "Rose",
        profileType: "KID",
        gender: "girl",
        birthdate: "2020-06-01",
        topSize: "6 ans",
        bottomSize: "6 ans",
        shoeSize: "29",
        sizesGivenOn: "2026-11-01",
      })
      .returning();
    const [request] = await db()
      .insert(requests)
      .values({ profileId: profile!.id, status: "PENDING", deliveryDate: "2026-12-10" })
      .returning();
    const fits = await secondHandPiece("LG-TEST-FITS", "6 ans", 1);
    const tooBig = await secondHandPiece("LG-TEST-BIG", "14 ans", 1);
    const sold = await secondHandPiece("LG-TEST-SOLD", "6 ans", 0);
    // Wished, it is still not offered while the rule is off
    await db().insert(wishes).values({ requestId: request!.id, productId: fits.productId, variantId: fits.variantId });
    const secondHandIn = (input: Awaited<ReturnType<typeof loadEngineInput>>) =>
      input.candidates
        .filter((c) => [fits, tooBig, sold].some((piece) => piece.variantId === c.variantId))
        .map((c) => c.variantId);

    expect(loadConfig({}).engineSecondHand).toBe(false);
    expect(loadConfig({ ENGINE_SECOND_HAND: "on" }).engineSecondHand).toBe(true);
    const off = await loadEngineInput(db(), request!.id);
    expect(off.candidates.length).toBeGreaterThan(0);
    expect(secondHandIn(off)).toEqual([]);
    expect(secondHandIn(await loadEngineInput(db(), request!.id, { secondHand: false }))).toEqual([]);
    const on = await loadEngineInput(db(), request!.id, { secondHand: true });
    expect(secondHandIn(on)).toEqual([fits.variantId]);
    expect(on.candidates.find((c) => c.variantId === fits.variantId)).toMatchObject({ garmentType: "pull" });
  });
});
