/** Test fixtures of the shop: sizes with a known stock, each on a product no other test of the file uses. */
import { and, eq, gt } from "drizzle-orm";
import type { AppDatabase } from "../src/db/client.js";
import { productVariants, products } from "../src/db/schema/index.js";

export function shopStock(db: () => AppDatabase) {
  const taken = new Set<number>();
  return {
    /** A shop size of an active, priced product, its stock set to `stock`. */
    async variantWithStock(stock: number) {
      const rows = await db()
        .select({ id: productVariants.id, productId: productVariants.productId, price: products.lcPriceCents })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.isShop, true), eq(products.isActive, true), gt(products.lcPriceCents, 0)))
        .orderBy(productVariants.id);
      const row = rows.find((r) => !taken.has(r.productId))!;
      taken.add(row.productId);
      await db().update(productVariants).set({ stock }).where(eq(productVariants.id, row.id));
      return row;
    },
    async stockOf(id: number) {
      const [row] = await db()
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, id));
      return row!.stock;
    },
  };
}
