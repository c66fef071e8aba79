/**
 * A delivered box for the keep/return tests (decision 0047): a family booked through the API, its
 * kid's box delivered `daysAgo` days ago with five pieces of five products (the engine's history
 * counts products), charged to a card ending in `last4` (0341: declined, 3184: 3-D Secure).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { orderLines, orders, paymentMethods, products, productVariants, requests } from "../src/db/schema/index.js";
import type { malleFixtures } from "./malle-fixtures.js";

export async function boxFixture(
  app: FastifyInstance,
  m: ReturnType<typeof malleFixtures>,
  options: { daysAgo?: number; last4?: string } = {},
) {
  const f = await m.subscriber();
  if (options.last4) {
    await app.db.update(paymentMethods).set({ last4: options.last4 }).where(eq(paymentMethods.id, f.paymentMethodId));
  }
  // Five products, one size each: the engine's history counts products
  const variants = await app.db
    .select({
      variantId: sql<number>`(select min(v.id) from ${productVariants} v where v.product_id = ${products.id})`,
      productId: products.id,
      price: products.lcPriceCents,
    })
    .from(products)
    .where(
      and(
        sql`${products.lcPriceCents} > 0`,
        sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id})`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(5);
  const deliveredAt = new Date(Date.now() - (options.daysAgo ?? 1) * 86_400_000);
  await app.db.update(requests).set({ status: "DELIVERED" }).where(eq(requests.id, f.box.id));
  const [order] = await app.db
    .insert(orders)
    .values({
      clientId: f.clientId,
      kind: "BOX",
      status: "DELIVERED",
      requestId: f.box.id,
      profileId: f.kidId,
      shippingFeeOffered: true,
      shippedAt: deliveredAt,
      deliveredAt,
    })
    .returning();
  const lines = await app.db
    .insert(orderLines)
    .values(
      variants.map((v) => ({
        orderId: order!.id,
        productId: v.productId,
        variantId: v.variantId,
        unitPriceCents: v.price,
      })),
    )
    .returning();
  return { ...f, orderId: order!.id, lines, url: `/clients/me/boxes/${order!.id}` };
}
