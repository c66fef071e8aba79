/** Test fixtures of the shop: sizes with a known stock, each on a product no other test of the file uses. */
import { and, eq, gt } from "drizzle-orm";
import type { AppDatabase } from "../src/db/client.js";
import { addresses, clients, productVariants, products, type AddressSnapshot } from "../src/db/schema/index.js";
import { issueTokenPair } from "../src/modules/clients/tokens.js";
import type { TestContext } from "./helpers.js";

/** The Paris address as an order (or a parcel) keeps it. */
export const PARIS_SNAPSHOT: AddressSnapshot = {
  firstname: "Camille",
  lastname: "Martin",
  street: "12 rue des Lilas",
  complement: null,
  postcode: "75011",
  city: "Paris",
  countryCode: "FR",
  phone: "+33612345678",
};

/** A client in Paris (default FR shipping address), signed in: its id and bearer header. */
export async function parisClient(ctx: TestContext, emailPrefix: string) {
  const db = ctx.app.db;
  const [client] = await db
    .insert(clients)
    .values({ email: `${emailPrefix}-${Math.random().toString(36).slice(2, 10)}@example.test`, firstname: "Camille" })
    .returning({ id: clients.id });
  const [address] = await db
    .insert(addresses)
    .values({
      clientId: client!.id,
      kind: "shipping",
      street: "12 rue des Lilas",
      postcode: "75011",
      city: "Paris",
      countryCode: "FR",
      phone: "+33612345678",
    })
    .returning({ id: addresses.id });
  await db.update(clients).set({ defaultShippingAddressId: address!.id }).where(eq(clients.id, client!.id));
  // A real sign-in (a session of refresh tokens): an access token whose session has ended is refused
  const { access_token: token } = await issueTokenPair(ctx.app, { id: client!.id });
  const headers = { authorization: `Bearer ${token}` };
  return { clientId: client!.id, headers };
}

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
