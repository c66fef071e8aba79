/**
 * The shop cart (/shop/cart): a client's cart (one per client) or a guest cart found by the hash of
 * an opaque token the storefront keeps in a cookie; merged into the client's at sign-in.
 * Every change runs in a transaction holding the cart row, so two tabs cannot interleave; the
 * stock checked here is advisory — the checkout checks it again under lock.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppDatabase, Db, Tx } from "../../db/client.js";
import { cartLines, carts, clients, lookProducts, looks, type Cart, type CartLine } from "../../db/schema/index.js";
import { capToStock, sortedVariantIds, variantDemand, type CartDemandLine } from "#domain/cart.js";
import type { ContentLocale } from "#domain/locales.js";
import { ApiError } from "../../plugins/errors.js";
import { euros, inLocale, loadVariantItems, type VariantItem } from "./items.js";
import type { CartResponse } from "./schemas.js";

/** Whose cart: the signed-in client's, or a guest's by token (none yet: a cart is created on first add). */
export type CartOwner = { clientId: number } | { token: string | undefined };

export type AddLine =
  { variant_id: number; quantity: number } | { look_id: number; look_variant_ids: number[]; quantity: number };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const notEnoughStock = (left: number) =>
  ApiError.conflict("NOT_ENOUGH_STOCK", "Not enough stock", {
    quantity: [left > 0 ? `Only ${left} left` : "Out of stock"],
  });

/** The sizes a line takes (one for a product line, one per product for a look). */
export const lineVariantIds = (line: Pick<CartLine, "variantId" | "lookVariantIds">): number[] =>
  line.variantId !== null ? [line.variantId] : (line.lookVariantIds ?? []);

const demandLine = (line: CartLine): CartDemandLine => ({ variantIds: lineVariantIds(line), quantity: line.quantity });

async function findCart(db: Db, owner: CartOwner): Promise<Cart | undefined> {
  if ("clientId" in owner) {
    const [cart] = await db.select().from(carts).where(eq(carts.clientId, owner.clientId));
    return cart;
  }
  if (!owner.token) return undefined;
  const [cart] = await db
    .select()
    .from(carts)
    .where(eq(carts.tokenHash, hashToken(owner.token)));
  return cart;
}

async function lockCart(tx: Tx, cartId: number): Promise<CartLine[]> {
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for("update");
  return tx.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.id));
}

/** The cart of the owner, created when missing; a guest without a (known) token gets a new one. */
async function ensureCart(tx: Tx, owner: CartOwner): Promise<{ cart: Cart; token: string | null }> {
  if ("clientId" in owner) {
    await tx.insert(carts).values({ clientId: owner.clientId }).onConflictDoNothing({ target: carts.clientId });
    return { cart: (await findCart(tx, owner))!, token: null };
  }
  const found = await findCart(tx, owner);
  if (found) return { cart: found, token: owner.token! };
  const token = randomBytes(24).toString("base64url");
  const [cart] = await tx
    .insert(carts)
    .values({ tokenHash: hashToken(token) })
    .returning();
  return { cart: cart!, token };
}

/** The cart as the storefront shows it. */
export async function cartView(
  db: AppDatabase,
  owner: CartOwner,
  locale: ContentLocale,
  token: string | null = "token" in owner ? (owner.token ?? null) : null,
): Promise<CartResponse> {
  const cart = await findCart(db, owner);
  if (!cart) return { cart_token: null, lines: [], items_count: 0, items_amount_ttc: 0 };
  const lines = await db.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(asc(cartLines.id));
  const items = await loadVariantItems(db, lines.flatMap(lineVariantIds));
  const lookIds = [...new Set(lines.flatMap((l) => (l.lookId !== null ? [l.lookId] : [])))];
  const lookNames = new Map(
    lookIds.length
      ? (await db.select({ id: looks.id, name: looks.name }).from(looks).where(inArray(looks.id, lookIds))).map((l) => [
          l.id,
          inLocale(l.name, locale),
        ])
      : [],
  );
  const demand = variantDemand(lines.map(demandLine));
  const itemView = (item: VariantItem) => ({
    product_id: item.productId,
    variant_id: item.variantId,
    reference: item.reference,
    name: inLocale(item.cleanName, locale) ?? item.reference,
    brand: item.brand,
    size: item.size,
    lc_price: euros(item.priceCents),
    image_url: item.imageUrl,
    is_available: item.sellable && item.stock > 0,
  });
  let total = 0;
  let count = 0;
  const viewLines = lines.flatMap((line) => {
    const lineItems = lineVariantIds(line).map((id) => items.get(id));
    if (lineItems.some((item) => !item)) return [];
    const present = lineItems as VariantItem[];
    const unitCents = present.reduce((sum, item) => sum + item.priceCents, 0);
    // What the stock leaves for this line once the other lines on the same sizes are served
    const maxQuantity = Math.max(
      0,
      Math.min(
        ...present.map((item) => (item.sellable ? item.stock - (demand.get(item.variantId) ?? 0) + line.quantity : 0)),
      ),
    );
    total += unitCents * line.quantity;
    count += line.quantity;
    return [
      {
        id: line.id,
        product_id: line.productId,
        variant_id: line.variantId,
        look_id: line.lookId,
        look_variant_ids: line.lookVariantIds,
        quantity: line.quantity,
        product: line.lookId === null ? itemView(present[0]!) : null,
        look:
          line.lookId !== null
            ? { id: line.lookId, name: lookNames.get(line.lookId) ?? null, products: present.map(itemView) }
            : null,
        max_quantity: maxQuantity,
        unit_price: euros(unitCents),
        amount: euros(unitCents * line.quantity),
      },
    ];
  });
  return {
    cart_token: cart.clientId === null ? token : null,
    lines: viewLines,
    items_count: count,
    items_amount_ttc: euros(total),
  };
}

/** The sizes of a new line, checked: sold in the shop, in stock, and for a look one per product. */
async function checkedSizes(db: Tx, body: AddLine): Promise<{ variantIds: number[]; items: Map<number, VariantItem> }> {
  if ("variant_id" in body) {
    const items = await loadVariantItems(db, [body.variant_id]);
    const item = items.get(body.variant_id);
    if (!item?.sellable) throw ApiError.notFound("Product size not found");
    return { variantIds: [body.variant_id], items };
  }
  const [look] = await db
    .select({ id: looks.id })
    .from(looks)
    .where(and(eq(looks.id, body.look_id), eq(looks.isShop, true), eq(looks.isPublished, true)));
  if (!look) throw ApiError.notFound("Look not found");
  const productIds = (
    await db.select({ id: lookProducts.productId }).from(lookProducts).where(eq(lookProducts.lookId, look.id))
  ).map((p) => p.id);
  const variantIds = sortedVariantIds(body.look_variant_ids);
  const items = await loadVariantItems(db, variantIds);
  const chosen = new Set(variantIds.map((id) => items.get(id)?.productId));
  const onePerProduct =
    variantIds.length === productIds.length &&
    chosen.size === productIds.length &&
    productIds.every((id) => chosen.has(id)) &&
    variantIds.every((id) => items.get(id)?.sellable);
  if (!onePerProduct) {
    throw ApiError.unprocessable("INVALID_LOOK_SIZES", "Choose one size for each product of the look", {
      look_variant_ids: ["Choose one size for each product of the look"],
    });
  }
  return { variantIds, items };
}

/** Refuses the change when the lines would ask more of one of these sizes than its stock. */
function checkStock(lines: CartDemandLine[], variantIds: number[], items: Map<number, VariantItem>) {
  const demand = variantDemand(lines);
  for (const id of variantIds) {
    const stock = items.get(id)?.stock ?? 0;
    const asked = demand.get(id) ?? 0;
    if (asked > stock) {
      const line = lines.find((l) => l.variantIds.includes(id));
      throw notEnoughStock(Math.max(0, stock - (asked - (line?.quantity ?? 0))));
    }
  }
}

/** A client's cart now holding something makes a shop prospect PROSPECT_WITH_CART (§3). */
async function markProspectWithCart(tx: Tx, cart: Cart) {
  if (cart.clientId === null) return;
  await tx
    .update(clients)
    .set({ shopStatus: "PROSPECT_WITH_CART" })
    .where(and(eq(clients.id, cart.clientId), eq(clients.shopStatus, "PROSPECT")));
}

/** Adds a product size or a whole look; the same size (or look in the same sizes) adds to its line. */
export async function addCartLine(db: AppDatabase, owner: CartOwner, body: AddLine): Promise<string | null> {
  return db.transaction(async (tx) => {
    const { variantIds, items } = await checkedSizes(tx, body);
    const { cart, token } = await ensureCart(tx, owner);
    const lines = await lockCart(tx, cart.id);
    const lookId = "look_id" in body ? body.look_id : null;
    const same = lines.find((l) =>
      lookId === null
        ? l.lookId === null && l.variantId === variantIds[0]
        : l.lookId === lookId && l.lookVariantIds?.join() === variantIds.join(),
    );
    const demand = lines.map((l) =>
      l === same ? { ...demandLine(l), quantity: l.quantity + body.quantity } : demandLine(l),
    );
    if (!same) demand.push({ variantIds, quantity: body.quantity });
    checkStock(demand, variantIds, items);
    if (same) {
      await tx
        .update(cartLines)
        .set({ quantity: same.quantity + body.quantity })
        .where(eq(cartLines.id, same.id));
    } else {
      await tx.insert(cartLines).values(
        lookId === null
          ? {
              cartId: cart.id,
              productId: items.get(variantIds[0]!)!.productId,
              variantId: variantIds[0]!,
              quantity: body.quantity,
            }
          : { cartId: cart.id, lookId, lookVariantIds: variantIds, quantity: body.quantity },
      );
    }
    await markProspectWithCart(tx, cart);
    return token;
  });
}

/** Sets a line's quantity (404 for a line of another cart). */
export async function updateCartLine(db: AppDatabase, owner: CartOwner, lineId: number, quantity: number) {
  await db.transaction(async (tx) => {
    const cart = await findCart(tx, owner);
    if (!cart) throw ApiError.notFound("Cart line not found");
    const lines = await lockCart(tx, cart.id);
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw ApiError.notFound("Cart line not found");
    const variantIds = lineVariantIds(line);
    const demand = lines.map((l) => (l === line ? { variantIds, quantity } : demandLine(l)));
    if (quantity > line.quantity) checkStock(demand, variantIds, await loadVariantItems(tx, variantIds));
    await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, line.id));
  });
}

export async function removeCartLine(db: AppDatabase, owner: CartOwner, lineId: number) {
  const cart = await findCart(db, owner);
  const removed = cart
    ? await db
        .delete(cartLines)
        .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cart.id)))
        .returning({ id: cartLines.id })
    : [];
  if (removed.length === 0) throw ApiError.notFound("Cart line not found");
}

/**
 * Moves a guest cart into the client's at sign-in: the same size (or look in the same sizes) sums
 * its quantities, everything capped by the stock (client's lines served first), then the guest
 * cart is deleted. An unknown token (already merged) changes nothing.
 */
export async function mergeGuestCart(db: AppDatabase, clientId: number, token: string) {
  await db.transaction(async (tx) => {
    const guest = await findCart(tx, { token });
    if (!guest || guest.clientId !== null) return;
    const { cart } = await ensureCart(tx, { clientId });
    // Both rows locked in id order, so two merges cannot deadlock
    const [first, second] = [guest.id, cart.id].sort((a, b) => a - b);
    const firstLines = await lockCart(tx, first!);
    const secondLines = await lockCart(tx, second!);
    const [guestLines, clientLines] = first === guest.id ? [firstLines, secondLines] : [secondLines, firstLines];

    const kept = await mergeLines(tx, cart, clientLines, guestLines.map(incomingLine));
    await tx.delete(carts).where(eq(carts.id, guest.id));
    if (kept) await markProspectWithCart(tx, cart);
  });
}

/** A line coming into a cart: a product size, or a look in one size per product. */
export type IncomingLine = { lookId: number | null; variantIds: number[]; quantity: number };

const incomingLine = (line: CartLine): IncomingLine => ({
  lookId: line.lookId,
  variantIds: lineVariantIds(line),
  quantity: line.quantity,
});

/**
 * Adds lines to a cart whose row is held: the same size (or look in the same sizes) sums its
 * quantities, then every line is capped by the stock (the cart's own lines served first, lines
 * left at 0 dropped). True when the cart holds something afterwards.
 */
async function mergeLines(tx: Tx, cart: Cart, current: CartLine[], incoming: IncomingLine[]): Promise<boolean> {
  const merged = current.map((l) => ({ line: l as CartLine | null, ...demandLine(l), lookId: l.lookId }));
  for (const g of incoming) {
    const key = g.variantIds.join();
    const same = merged.find((m) => m.lookId === g.lookId && m.variantIds.join() === key);
    if (same) same.quantity += g.quantity;
    else merged.push({ line: null, variantIds: g.variantIds, quantity: g.quantity, lookId: g.lookId });
  }
  const items = await loadVariantItems(
    tx,
    merged.flatMap((m) => m.variantIds),
  );
  const stock = new Map([...items].map(([id, item]) => [id, item.sellable ? item.stock : 0]));
  const kept = capToStock(merged, stock);
  for (const [i, m] of merged.entries()) {
    const quantity = kept[i]!;
    if (m.line && quantity === 0) await tx.delete(cartLines).where(eq(cartLines.id, m.line.id));
    else if (m.line && quantity !== m.line.quantity)
      await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, m.line.id));
    else if (!m.line && quantity > 0) {
      await tx.insert(cartLines).values(
        m.lookId === null
          ? {
              cartId: cart.id,
              productId: items.get(m.variantIds[0]!)!.productId,
              variantId: m.variantIds[0]!,
              quantity,
            }
          : { cartId: cart.id, lookId: m.lookId, lookVariantIds: [...m.variantIds], quantity },
      );
    }
  }
  return kept.some((q) => q > 0);
}

/**
 * Holds the client's cart row (created when missing). Taken first by everything that changes a
 * client's cart and stock together (checkout, cancelling an unpaid order): one lock order, no deadlock.
 */
export async function lockClientCart(tx: Tx, clientId: number): Promise<Cart> {
  const { cart } = await ensureCart(tx, { clientId });
  await lockCart(tx, cart.id);
  return cart;
}

/**
 * Puts the lines of an order never paid back into the client's cart (held by the caller, see
 * lockClientCart), added to what it holds now and capped by the stock, like a merge.
 */
export async function restoreToCart(tx: Tx, cart: Cart, lines: IncomingLine[]): Promise<void> {
  const current = await tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(asc(cartLines.id));
  await mergeLines(tx, cart, current, lines);
}
