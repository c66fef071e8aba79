/**
 * The one way stock moves (catalogue/stock.ts), on PGlite and PostgreSQL: taking is all or
 * nothing (the short sizes answered, nothing changed), putting back adds the units, units summed
 * per size, zero or negative units ignored, an unknown size short; each move writes its ledger
 * rows with the stock after it.
 */
import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productVariants, stockMovements } from "../../src/db/schema/index.js";
import { lockStock, putBackStock, stockDemand, takeStock } from "../../src/modules/catalogue/index.js";
import { createTestApp, type TestContext } from "../helpers.js";

// Every move writes its ledger rows; the reason a hand adjustment needs stands in for any cause here
const MOVE = { kind: "adjusted", reason: "stock test" } as const;

let ctx: TestContext;
let a: number;
let b: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const rows = await ctx.app.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .orderBy(productVariants.id)
    .limit(2);
  [a, b] = [rows[0]!.id, rows[1]!.id];
}, 60_000);
afterAll(async () => ctx?.close());

async function setStock(values: Record<number, number>) {
  for (const [id, stock] of Object.entries(values)) {
    await ctx.app.db
      .update(productVariants)
      .set({ stock })
      .where(eq(productVariants.id, Number(id)));
  }
}
async function stockOf(): Promise<[number, number]> {
  const rows = await ctx.app.db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, [a, b]));
  const of = new Map(rows.map((r) => [r.id, r.stock]));
  return [of.get(a)!, of.get(b)!];
}

describe("stock", () => {
  it("takes every demanded unit, or none and answers the sizes short", async () => {
    await setStock({ [a]: 5, [b]: 3 });
    const short = await ctx.app.db.transaction((tx) =>
      takeStock(
        tx,
        new Map([
          [b, 4],
          [a, 2],
        ]),
        MOVE,
      ),
    );
    expect(short).toEqual([b]);
    expect(await stockOf()).toEqual([5, 3]);
    expect(
      await ctx.app.db.transaction((tx) =>
        takeStock(
          tx,
          new Map([
            [a, 2],
            [b, 3],
          ]),
          MOVE,
        ),
      ),
    ).toEqual([]);
    expect(await stockOf()).toEqual([3, 0]);
    expect(await ctx.app.db.transaction((tx) => takeStock(tx, new Map([[b, 1]]), MOVE))).toEqual([b]);
    expect(await stockOf()).toEqual([3, 0]);
  });

  it("puts units back, sums a demand per size, ignores empty units and finds unknown sizes short", async () => {
    await setStock({ [a]: 1, [b]: 0 });
    await ctx.app.db.transaction((tx) =>
      putBackStock(tx, stockDemand([{ variantId: b }, { variantId: b, quantity: 2 }, { variantId: a }]), MOVE),
    );
    expect(await stockOf()).toEqual([2, 3]);
    // The ledger: one row per size moved, with the stock after it
    const ledger = await ctx.app.db
      .select({ variantId: stockMovements.variantId, units: stockMovements.units, after: stockMovements.stockAfter })
      .from(stockMovements)
      .where(inArray(stockMovements.variantId, [a, b]))
      .orderBy(desc(stockMovements.id))
      .limit(2);
    expect(ledger).toEqual(
      expect.arrayContaining([
        { variantId: a, units: 1, after: 2 },
        { variantId: b, units: 3, after: 3 },
      ]),
    );
    expect(stockDemand([{ variantId: 4 }, { variantId: 4 }, { variantId: 9, quantity: 3 }])).toEqual(
      new Map([
        [4, 2],
        [9, 3],
      ]),
    );
    expect(
      await ctx.app.db.transaction((tx) =>
        takeStock(
          tx,
          new Map([
            [a, 0],
            [b, -2],
          ]),
          MOVE,
        ),
      ),
    ).toEqual([]);
    expect(await stockOf()).toEqual([2, 3]);
    expect(
      await ctx.app.db.transaction((tx) =>
        takeStock(
          tx,
          new Map([
            [a, 1],
            [2_000_000_000, 1],
          ]),
          MOVE,
        ),
      ),
    ).toEqual([2_000_000_000]);
    expect(await stockOf()).toEqual([2, 3]);
    const locked = await ctx.app.db.transaction((tx) => lockStock(tx, [b, a, b, 2_000_000_000]));
    expect(locked).toEqual(
      new Map([
        [a, 2],
        [b, 3],
      ]),
    );
  });
});
