/**
 * Placing a shop order from the client's cart, as one locked, idempotent transaction (architecture:
 * "anything that moves stock or money runs in one transaction with row locks, and is idempotent"):
 * the cart row, then the variants in id order (no deadlock between two checkouts) are locked FOR
 * UPDATE, the stock is checked and decremented (a CHECK keeps it ≥ 0 whatever happens), the order
 * and its lines are written with the prices of the moment, and the cart is emptied. The payment is
 * started after the commit, never while holding locks; when starting it fails, the order is
 * cancelled and its stock put back (compensation).
 */
import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { and, asc, eq } from "drizzle-orm";
import type { AppDatabase, Db, Tx } from "../../../db/client.js";
import {
  addresses,
  cartLines,
  carts,
  clients,
  orderLines,
  orders,
  type AddressSnapshot,
  type Order,
  type RelayPointSnapshot,
} from "../../../db/schema/index.js";
import { variantDemand } from "#domain/cart.js";
import { HOME_CARRIER, normalizeCode } from "#domain/checkout.js";
import type { ContentLocale, CountryCode } from "#domain/locales.js";
import { ApiError } from "../../../plugins/errors.js";
import { isUniqueViolation } from "../../clients/index.js";
import { lockStock } from "../../catalogue/index.js";
import { heldWalletBalance } from "../../checkout-money/index.js";
import { lineVariantIds, notEnoughStock } from "../cart.js";
import { loadVariantItems } from "../items.js";
import {
  type ChargeResult,
  type CheckoutInput,
  type CheckoutSteps,
  type HeldGiftCard,
  type PaymentChoice,
  type PricedCode,
  amountToPayCents,
} from "./contract.js";
import { ORDER_EFFECTS } from "./effects.js";
import { cancelUnpaidOrder } from "./cancel.js";

/**
 * The body's fingerprint for the Idempotency-Key. `embedded` is left out: it says how the storefront
 * shows the payment, not what is bought; a replay gets the payment back in the form it started with.
 */
const requestHash = (input: CheckoutInput) =>
  createHash("sha256")
    .update(
      JSON.stringify([
        input.shipping_address_id ?? null,
        input.billing_address_id ?? null,
        input.carrier,
        input.relay_point_id ?? null,
        input.platform,
        input.return_url,
        input.code ? normalizeCode(input.code) : null,
        input.gift_card_code ? normalizeCode(input.gift_card_code) : null,
        input.use_wallet === true,
        input.payment_method_id ?? null,
      ]),
    )
    .digest("hex");

async function orderByKey(db: Db, clientId: number, key: string, hash: string): Promise<Order | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.idempotencyKey, key)));
  if (order && order.idempotencyHash !== hash) {
    throw ApiError.conflict("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used for another checkout");
  }
  return order;
}

function snapshot(address: typeof addresses.$inferSelect): AddressSnapshot {
  const { firstname, lastname, street, complement, postcode, city, countryCode, phone } = address;
  return { firstname, lastname, street, complement, postcode, city, countryCode, phone };
}

/** The client's address of that kind: the one named (404 if not theirs) or the default. */
async function chosenAddress(db: Db, clientId: number, kind: "shipping" | "billing", id: number | undefined) {
  if (id === undefined) {
    const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
    id = (kind === "shipping" ? client?.defaultShippingAddressId : client?.defaultBillingAddressId) ?? undefined;
    if (id === undefined) return undefined;
  }
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.clientId, clientId), eq(addresses.kind, kind)));
  if (!address) throw ApiError.notFound(`${kind === "shipping" ? "Shipping" : "Billing"} address not found`);
  return address;
}

/**
 * A relay carrier needs the relay point the client picked, one its finder offers (when the finder
 * can tell without leaving the process), kept with its name and address when the finder gives
 * them; home delivery has none.
 */
function relayPointOf(
  input: CheckoutInput,
  country: CountryCode,
  steps: CheckoutSteps,
): { id: string; point: RelayPointSnapshot | null } | null {
  if (input.carrier === HOME_CARRIER) return null;
  if (!input.relay_point_id) {
    throw ApiError.unprocessable("RELAY_POINT_REQUIRED", "Choose a relay point", {
      relay_point_id: ["Choose a relay point"],
    });
  }
  const point = steps.relayPoint(input.carrier, country, input.relay_point_id);
  if (point === null) {
    throw ApiError.unprocessable("RELAY_POINT_UNKNOWN", "This relay point is not one of the carrier's", {
      relay_point_id: ["This relay point is not one of the carrier's"],
    });
  }
  return { id: input.relay_point_id, point: point ?? null };
}

export type HeldCart = { cart: typeof carts.$inferSelect; lines: (typeof cartLines.$inferSelect)[] };

/**
 * What a checkout has checked, priced and holds before it writes anything. The rows are locked in
 * one order everywhere (the cart, the variants by id, the code, the gift card, the client row for
 * the wallet): two checkouts, or a checkout and a cancellation, never wait on each other in a circle.
 */
export type OrderPlan = HeldCart & {
  clientId: number;
  shipping: typeof addresses.$inferSelect;
  billing: typeof addresses.$inferSelect;
  relayPoint: { id: string; point: RelayPointSnapshot | null } | null;
  /** Units taken per size (a look line takes one of each of its sizes). */
  demand: Map<number, number>;
  items: Awaited<ReturnType<typeof loadVariantItems>>;
  itemsAmountCents: number;
  code: PricedCode | undefined;
  discountCents: number;
  shippingFeeCents: number;
  shippingFeeOffered: boolean;
  totalCents: number;
  giftCard: HeldGiftCard | undefined;
  giftCardCents: number;
  walletCents: number;
};

/** Checks the addresses, the platform and the stock, and prices the order, holding what it will spend. */
async function planOrder(
  tx: Tx,
  steps: CheckoutSteps,
  clientId: number,
  input: CheckoutInput,
  held: HeldCart,
): Promise<OrderPlan> {
  const shipping = await chosenAddress(tx, clientId, "shipping", input.shipping_address_id);
  if (!shipping) {
    throw ApiError.unprocessable("SHIPPING_ADDRESS_REQUIRED", "A shipping address is required", {
      shipping_address_id: ["A shipping address is required"],
    });
  }
  const billing = (await chosenAddress(tx, clientId, "billing", input.billing_address_id)) ?? shipping;
  const relayPoint = relayPointOf(input, shipping.countryCode, steps);
  if (!steps.paymentPlatforms(shipping.countryCode).includes(input.platform)) {
    throw ApiError.unprocessable("PAYMENT_PLATFORM_UNAVAILABLE", "This payment method is not available", {
      platform: ["This payment method is not available for this shipping country"],
    });
  }

  const demand = variantDemand(held.lines.map((l) => ({ variantIds: lineVariantIds(l), quantity: l.quantity })));
  const variantIds = [...demand.keys()].sort((a, b) => a - b);
  const stock = await lockStock(tx, variantIds);
  const items = await loadVariantItems(tx, variantIds);
  for (const id of variantIds) {
    const left = items.get(id)?.sellable ? (stock.get(id) ?? 0) : 0;
    if (demand.get(id)! > left) throw notEnoughStock(left);
  }

  const itemsAmountCents = held.lines.reduce(
    (sum, l) => sum + lineVariantIds(l).reduce((s, id) => s + items.get(id)!.priceCents, 0) * l.quantity,
    0,
  );
  const code = input.code ? await steps.priceCode({ db: tx, clientId, code: input.code, itemsAmountCents }) : undefined;
  const discountCents = code?.discountCents ?? 0;
  const fee = await steps.shippingFee({
    db: tx,
    clientId,
    itemsAmountCents: itemsAmountCents - discountCents,
    shippingAddress: snapshot(shipping),
    carrier: input.carrier,
    codeShippingFeeOffered: code?.shippingFeeOffered ?? false,
  });
  const shippingFeeCents = fee.offered ? 0 : fee.feeCents;
  const totalCents = itemsAmountCents - discountCents + shippingFeeCents;
  // The gift card pays first, then the wallet, each up to what is left to pay
  const giftCard = input.gift_card_code ? await steps.holdGiftCard({ db: tx, code: input.gift_card_code }) : undefined;
  const giftCardCents = Math.min(giftCard?.balanceCents ?? 0, totalCents);
  const walletCents = input.use_wallet
    ? Math.min(await heldWalletBalance(tx, clientId), totalCents - giftCardCents)
    : 0;
  return {
    ...held,
    clientId,
    shipping,
    billing,
    relayPoint,
    demand,
    items,
    itemsAmountCents,
    code,
    discountCents,
    shippingFeeCents,
    shippingFeeOffered: fee.offered,
    totalCents,
    giftCard,
    giftCardCents,
    walletCents,
  };
}

/** The order (PENDING_PAYMENT, the address snapshots, the totals) and its lines at the prices of the moment. */
async function writeOrder(
  tx: Tx,
  plan: OrderPlan,
  at: { clientId: number; locale: ContentLocale; key: string; hash: string; input: CheckoutInput },
): Promise<Order> {
  const [order] = await tx
    .insert(orders)
    .values({
      clientId: at.clientId,
      kind: "SHOP",
      status: "PENDING_PAYMENT",
      locale: at.locale,
      itemsAmountTtcCents: plan.itemsAmountCents,
      shippingFeeTtcCents: plan.shippingFeeCents,
      discountAmountCents: plan.discountCents,
      codeId: plan.code?.codeId,
      shippingFeeOffered: plan.shippingFeeOffered,
      totalAmountTtcCents: plan.totalCents,
      giftCardId: plan.giftCardCents > 0 ? plan.giftCard!.giftCardId : null,
      giftCardAmountCents: plan.giftCardCents,
      walletAmountCents: plan.walletCents,
      shippingAddressId: plan.shipping.id,
      billingAddressId: plan.billing.id,
      shippingAddress: snapshot(plan.shipping),
      billingAddress: snapshot(plan.billing),
      carrier: at.input.carrier,
      relayPointId: plan.relayPoint?.id ?? null,
      relayPoint: plan.relayPoint?.point ?? null,
      idempotencyKey: at.key,
      idempotencyHash: at.hash,
    })
    .returning();
  await tx.insert(orderLines).values(
    plan.lines.flatMap((l) =>
      lineVariantIds(l).map((id) => ({
        orderId: order!.id,
        productId: plan.items.get(id)!.productId,
        variantId: id,
        lookId: l.lookId,
        quantity: l.quantity,
        unitPriceCents: plan.items.get(id)!.priceCents,
      })),
    ),
  );
  await tx.update(clients).set({ shopStatus: "ORDERED" }).where(eq(clients.id, at.clientId));
  return order!;
}

/**
 * Places the order of the client's cart. A replay of the same Idempotency-Key and body returns
 * the order already placed (`replayed`) and, while it waits for its payment, the same payment
 * again (same payment key: never a second charge); the same key with another body answers 409.
 */
export async function placeOrder(
  db: AppDatabase,
  log: FastifyBaseLogger,
  steps: CheckoutSteps,
  clientId: number,
  locale: ContentLocale,
  key: string,
  input: CheckoutInput,
): Promise<{ order: Order; replayed: boolean; payment: ChargeResult | null }> {
  const hash = requestHash(input);
  const choice = {
    platform: input.platform,
    returnUrl: input.return_url,
    paymentMethodId: input.payment_method_id,
    embedded: input.embedded === true,
  };
  const replayOf = async (order: Order) => {
    if (order.status !== "PENDING_PAYMENT") return { order, replayed: true, payment: null };
    if (amountToPayCents(order) === 0)
      return { order: await settlePrepaid(db, steps, order), replayed: true, payment: null };
    return { order, replayed: true, payment: await chargeReplay(log, steps, order, choice) };
  };
  const earlier = await orderByKey(db, clientId, key, hash);
  if (earlier) return replayOf(earlier);

  let placed: { order: Order; replayed: boolean };
  try {
    placed = await db.transaction(async (tx) => {
      // The cart row first: the same checkout sent twice waits here, then finds its order
      const [cart] = await tx.select().from(carts).where(eq(carts.clientId, clientId)).for("update");
      const replay = await orderByKey(tx, clientId, key, hash);
      if (replay) return { order: replay, replayed: true };
      const lines = cart
        ? await tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(asc(cartLines.id))
        : [];
      if (!cart || lines.length === 0) throw ApiError.unprocessable("CART_EMPTY", "The cart is empty");
      const plan = await planOrder(tx, steps, clientId, input, { cart, lines });
      const order = await writeOrder(tx, plan, { clientId, locale, key, hash, input });
      for (const effect of ORDER_EFFECTS) await effect.apply(tx, { plan, order });
      return { order, replayed: false };
    });
  } catch (error) {
    // Two first submissions raced past the cart lock (no cart row yet): the loser finds the winner's order
    if (!isUniqueViolation(error)) throw error;
    const winner = await orderByKey(db, clientId, key, hash);
    if (!winner) throw error;
    return replayOf(winner);
  }
  if (placed.replayed) return replayOf(placed.order);
  // Paid in full by the gift card and the wallet: no payment, the order is paid now
  if (amountToPayCents(placed.order) === 0) {
    return { order: await settlePrepaid(db, steps, placed.order), replayed: false, payment: null };
  }

  try {
    const payment = await steps.chargeOrder(placed.order, choice);
    return { ...placed, payment };
  } catch (error) {
    await cancelUnpaidOrder(db, placed.order.id);
    throw paymentProblem(log, error, placed.order.id, "payment could not start; order cancelled");
  }
}

/** An order with nothing left to pay is confirmed (paid, one e-mail) and read again. */
async function settlePrepaid(db: AppDatabase, steps: CheckoutSteps, order: Order): Promise<Order> {
  await steps.settlePrepaid(order);
  const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id));
  return fresh ?? order;
}

/**
 * The payment of a replayed checkout, or of an order paid again from its page: charged again with
 * the same key, which the provider de-duplicates.
 */
export async function chargeReplay(log: FastifyBaseLogger, steps: CheckoutSteps, order: Order, choice: PaymentChoice) {
  try {
    return await steps.chargeOrder(order, choice);
  } catch (error) {
    throw paymentProblem(log, error, order.id, "payment could not be resumed");
  }
}

/** A refusal the shopper can act on (a saved method no longer valid…) keeps its 4xx; anything else is a 502, logged. */
function paymentProblem(log: FastifyBaseLogger, error: unknown, orderId: number, message: string): ApiError {
  if (error instanceof ApiError && error.status < 500) return error;
  log.error({ err: error, orderId }, message);
  return new ApiError(502, "PAYMENT_UNAVAILABLE", "The payment could not be started");
}
