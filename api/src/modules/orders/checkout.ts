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
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { AppDatabase, Db, Tx } from "../../db/client.js";
import {
  addresses,
  cartLines,
  carts,
  clients,
  codeRedemptions,
  orderLines,
  orders,
  type AddressSnapshot,
  type Order,
  type Payment,
  type RelayPointSnapshot,
} from "../../db/schema/index.js";
import { cartLinesOfOrder, variantDemand } from "#domain/cart.js";
import { HOME_CARRIER, normalizeCode, type Carrier } from "#domain/checkout.js";
import type { ContentLocale, CountryCode } from "#domain/locales.js";
import { ApiError } from "../../plugins/errors.js";
import { isUniqueViolation } from "../clients/index.js";
import type { Platform } from "../payments/index.js";
import { lockStock, putBackStock, stockDemand, takeStock } from "../catalogue/index.js";
import { heldWalletBalance, moveGiftCardBalance, moveWallet } from "../checkout-money/index.js";
import { enqueuePaidOrderReward } from "../referral/index.js";
import { enqueueMail } from "../scheduler/index.js";
import { lineVariantIds, lockClientCart, notEnoughStock, restoreToCart } from "./cart.js";
import { euros, inLocale, loadVariantItems } from "./items.js";
import { orderConfirmationMail } from "./mails.js";
import type { OrderResponse } from "./schemas.js";

/** What is left to pay once the gift card and the wallet have paid their part (the payment's amount). */
export const amountToPayCents = (
  order: Pick<Order, "totalAmountTtcCents" | "giftCardAmountCents" | "walletAmountCents">,
) => order.totalAmountTtcCents - order.giftCardAmountCents - order.walletAmountCents;

/** The payment of a checkout, in the order's words (the provider's outcome mapped by the steps). */
export type ChargeResult = {
  status: "PENDING_PAYMENT" | "PAID" | "PAYMENT_FAILED";
  redirectUrl?: string;
  clientSecret?: string;
  /** Where the provider (and the embedded form) sends the browser back, sessionId added. */
  returnUrl?: string;
  /** Adyen's checkout session id (Drop-in). */
  sessionId?: string;
  externalId?: string;
  errorCode?: string;
};
/**
 * How the order is paid: a platform, with one of the client's saved methods of that platform or not,
 * where the provider sends the browser back, and whether the storefront shows its embedded form.
 */
export type PaymentChoice = { platform: Platform; returnUrl: string; paymentMethodId?: number; embedded: boolean };
export type ChargeOrder = (order: Order, choice: PaymentChoice) => Promise<ChargeResult>;

/**
 * The shipping fee of a shop order (TTC cents before the offer) and whether an offer waives it;
 * throws a 422 when the carrier does not deliver there. It runs inside the checkout's
 * transaction: it must read through `db` (on PGlite another connection would wait forever).
 */
export type ShippingFee = (input: {
  db: Db;
  clientId: number;
  /** Items amount after the code's discount. */
  itemsAmountCents: number;
  shippingAddress: AddressSnapshot;
  carrier: Carrier;
  /** The code applied offers shipping. */
  codeShippingFeeOffered: boolean;
}) => Promise<{ feeCents: number; offered: boolean }>;

/** A discount, coupon or birthday code checked for the order being placed (a 422 when refused). */
export type PricedCode = { codeId: number; discountCents: number; shippingFeeOffered: boolean };
export type PriceCode = (input: {
  db: Db;
  clientId: number;
  code: string;
  itemsAmountCents: number;
}) => Promise<PricedCode>;

/** A gift card checked for the order being placed, its row held until the order is written (a 422 when refused). */
export type HeldGiftCard = { giftCardId: number; balanceCents: number };
export type HoldGiftCard = (input: { db: Db; code: string }) => Promise<HeldGiftCard>;

/**
 * The checkout's steps owned by other modules (`app.shopCheckout`, see steps.ts): the platforms a
 * shop order may be paid with in a country, the shipping fee, the code and gift card checks, the
 * charge, and the confirmation of an order the gift card and the wallet paid in full.
 */
export type CheckoutSteps = {
  paymentPlatforms: (country: CountryCode) => Platform[];
  /**
   * The relay point as its finder describes it, when it can tell without a web-service call: null
   * when it is not one of the carrier's, undefined when only the carrier's service knows (decision 0029).
   */
  relayPoint: (carrier: Carrier, country: CountryCode, id: string) => RelayPointSnapshot | null | undefined;
  shippingFee: ShippingFee;
  priceCode: PriceCode;
  holdGiftCard: HoldGiftCard;
  chargeOrder: ChargeOrder;
  /**
   * The shopper gave the order up: its payment is closed at the provider where it can be and
   * settled (failed, payment_cancelled; or succeeded when paid just before), which cancels the order.
   */
  cancelCharge: (order: Order) => Promise<void>;
  settlePrepaid: (order: Order) => Promise<void>;
};

export type CheckoutInput = {
  shipping_address_id?: number;
  billing_address_id?: number;
  carrier: Carrier;
  relay_point_id?: string;
  platform: Platform;
  return_url: string;
  code?: string;
  gift_card_code?: string;
  use_wallet?: boolean;
  payment_method_id?: number;
  embedded?: boolean;
};

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

type HeldCart = { cart: typeof carts.$inferSelect; lines: (typeof cartLines.$inferSelect)[] };

/**
 * What a checkout has checked, priced and holds before it writes anything. The rows are locked in
 * one order everywhere (the cart, the variants by id, the code, the gift card, the client row for
 * the wallet): two checkouts, or a checkout and a cancellation, never wait on each other in a circle.
 */
type OrderPlan = HeldCart & {
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

/** An order being placed (its plan) or being cancelled unpaid (its lines, and the client's cart held). */
type Placed = { plan: OrderPlan; order: Order };
type Cancelled = { order: Order; lines: (typeof orderLines.$inferSelect)[]; cart: HeldCart["cart"] | undefined };

// What placing an order takes from the rest of the shop, each step beside its undo.

async function emptyCart(tx: Tx, { plan }: Placed) {
  await tx.delete(cartLines).where(eq(cartLines.cartId, plan.cart.id));
}
/** Back into what the cart holds now, capped by the stock, like a merge at sign-in. */
async function restoreCart(tx: Tx, { cart, lines }: Cancelled) {
  if (cart) await restoreToCart(tx, cart, cartLinesOfOrder(lines));
}

/** Taken under the locks planOrder holds (checked there): never short here, but a 409 rather than a CHECK violation if it were. */
async function reserveStock(tx: Tx, { plan }: Placed) {
  const short = await takeStock(tx, plan.demand);
  if (short.length > 0) throw notEnoughStock(0);
}
async function releaseStock(tx: Tx, { lines }: Cancelled) {
  await putBackStock(tx, stockDemand(lines));
}

async function redeemCode(tx: Tx, { plan, order }: Placed) {
  if (!plan.code) return;
  await tx.insert(codeRedemptions).values({
    codeId: plan.code.codeId,
    clientId: plan.clientId,
    orderId: order.id,
    discountCents: plan.discountCents,
  });
}
/** The code of an order never paid can be used again. */
async function releaseCode(tx: Tx, { order }: Cancelled) {
  await tx.delete(codeRedemptions).where(eq(codeRedemptions.orderId, order.id));
}

async function debitWallet(tx: Tx, { plan, order }: Placed) {
  if (plan.walletCents === 0) return;
  await moveWallet(tx, {
    clientId: plan.clientId,
    amountCents: -plan.walletCents,
    kind: "ORDER_PAYMENT",
    reference: walletReference(order.id),
    orderId: order.id,
  });
}
async function creditWallet(tx: Tx, { order }: Cancelled) {
  if (order.walletAmountCents === 0) return;
  await moveWallet(tx, {
    clientId: order.clientId,
    amountCents: order.walletAmountCents,
    kind: "REFUND",
    reference: walletReference(order.id),
    orderId: order.id,
  });
}

async function chargeGiftCard(tx: Tx, { plan }: Placed) {
  if (plan.giftCardCents > 0) await moveGiftCardBalance(tx, plan.giftCard!.giftCardId, plan.giftCardCents);
}
async function refundGiftCard(tx: Tx, { order }: Cancelled) {
  if (order.giftCardId !== null && order.giftCardAmountCents > 0) {
    await moveGiftCardBalance(tx, order.giftCardId, -order.giftCardAmountCents);
  }
}

/**
 * The checkout applies these in order once the order is written; cancelling an unpaid order runs
 * the undos in reverse: the gift card and the wallet first, then the code, the stock, and last the
 * cart, whose lines are capped by the stock just given back.
 */
const ORDER_EFFECTS: {
  apply: (tx: Tx, placed: Placed) => Promise<void>;
  undo: (tx: Tx, c: Cancelled) => Promise<void>;
}[] = [
  { apply: emptyCart, undo: restoreCart },
  { apply: reserveStock, undo: releaseStock },
  { apply: redeemCode, undo: releaseCode },
  { apply: debitWallet, undo: creditWallet },
  { apply: chargeGiftCard, undo: refundGiftCard },
];

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

/** The wallet movements of an order: the spending and, when cancelled, its refund (unique per kind). */
const walletReference = (orderId: number) => `order:${orderId}`;

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

/**
 * Cancels an order still waiting for its payment (declined, abandoned, or its payment could not
 * start) and gives everything back in one transaction: the checkout's effects undone in reverse —
 * the gift card's balance, the wallet's amount, the code, the stock, and its lines to the client's
 * cart (added to what it holds now, capped by the stock) so the shopper can try again. Idempotent:
 * an order already paid or cancelled is left alone (false). The client's cart row is held first
 * and the order's sizes next, as the checkout holds them, whatever order the undos run in.
 */
export async function cancelUnpaidOrder(db: AppDatabase, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ clientId: orders.clientId, kind: orders.kind })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!seen) return false;
    const cart = seen.kind === "SHOP" ? await lockClientCart(tx, seen.clientId) : undefined;
    const [order] = await tx
      .update(orders)
      .set({ status: "CANCELLED", cancelledAt: new Date() })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ["PENDING_PAYMENT", "PAYMENT_FAILED"])))
      .returning();
    if (!order) return false;
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
    await tx.update(orderLines).set({ status: "CANCELLED" }).where(eq(orderLines.orderId, orderId));
    await lockStock(
      tx,
      lines.map((l) => l.variantId),
    );
    for (const effect of [...ORDER_EFFECTS].reverse()) await effect.undo(tx, { order, lines, cart });
    return true;
  });
}

/**
 * Gives a payment back in full through its provider (the payments module's refund), calling
 * `otherwise` (which credits the wallet) when the provider refuses or cannot be reached.
 */
export type RefundPayment = (
  db: AppDatabase,
  payment: Payment,
  otherwise: (error: unknown) => Promise<void>,
) => Promise<"card" | "otherwise" | false>;

/**
 * A payment that succeeded for an order already cancelled — its page was declined and then
 * approved, paid with a second card, paid after the sweep or the shopper gave the order up: the
 * order stays cancelled (its units, code and gift card went back and may be taken again) and the
 * money goes back to the card through the provider; when the provider refuses or cannot be
 * reached, to the client's wallet at once (`REFUND`, referenced `payment:<id>`, written once),
 * logged as an error so the team can refund the card later. The payment ends REFUNDED. Runs in
 * the settling transaction; false when the order was not cancelled.
 */
export async function giveBackLatePayment(
  db: AppDatabase,
  log: FastifyBaseLogger,
  refund: RefundPayment,
  payment: Payment,
): Promise<boolean> {
  const [order] = await db
    .select({ clientId: orders.clientId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  if (order?.status !== "CANCELLED") return false;
  const facts = { orderId: payment.orderId, paymentId: payment.id, amountCents: payment.amountCents };
  const way = await refund(db, payment, async (error) => {
    log.error({ ...facts, err: error }, "late payment not refunded by the provider: credited to the client's wallet");
    await moveWallet(db, {
      clientId: order.clientId,
      amountCents: payment.amountCents,
      kind: "REFUND",
      reference: `payment:${payment.id}`,
      orderId: payment.orderId,
    });
  });
  if (way === "card") log.warn(facts, "payment succeeded after its order was cancelled: refunded to the card");
  return way !== false;
}

/**
 * Records that an order is paid — from the shopper's return or from the provider's webhook alone
 * (the tab was closed) — and writes the confirmation e-mail, in the language of the page the order
 * was placed from (the checkout's Accept-Language, kept on the order), to the outbox in the same
 * transaction: a crash after the commit still sends it. Idempotent: only the call that moves the
 * order to PAID enqueues it (keyed by the order); a replayed webhook returns false.
 */
export async function markOrderPaid(
  deps: { db: AppDatabase; log: FastifyBaseLogger },
  orderId: number,
  paymentExternalId: string,
): Promise<boolean> {
  const order = await deps.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ status: "PAID", paidAt: new Date() })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ["PENDING_PAYMENT", "PAYMENT_FAILED"])))
      .returning();
    if (!paid) return undefined;
    // Loyalty points for the order, and the godfather's reward on a godson's first paid order:
    // a job written with the status, so neither is lost to a crash nor paid twice
    await enqueuePaidOrderReward(tx, paid.id);
    const [client] = await tx.select().from(clients).where(eq(clients.id, paid.clientId));
    if (client) {
      const view = (await orderViews(tx as AppDatabase, [paid], paid.locale))[0]!;
      await enqueueMail(
        tx as AppDatabase,
        `order-paid:${paid.id}`,
        orderConfirmationMail({ to: client.email, locale: paid.locale, firstname: client.firstname, order: view }),
      );
    }
    return paid;
  });
  if (!order) return false;
  deps.log.info({ orderId, paymentExternalId }, "order paid");
  return true;
}

/** Orders with their lines, as the client's history shows them. */
export async function orderViews(db: AppDatabase, list: Order[], locale: ContentLocale): Promise<OrderResponse[]> {
  if (list.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        list.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  const items = await loadVariantItems(
    db,
    lines.map((l) => l.variantId),
  );
  return list.map((order) => ({
    id: order.id,
    kind: order.kind,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    locale: order.locale,
    paid_at: order.paidAt?.toISOString() ?? null,
    items_amount_ttc: euros(order.itemsAmountTtcCents),
    discount_amount: euros(order.discountAmountCents),
    shipping_fee_ttc: euros(order.shippingFeeTtcCents),
    total_amount_ttc: euros(order.totalAmountTtcCents),
    gift_card_amount: euros(order.giftCardAmountCents),
    wallet_amount: euros(order.walletAmountCents),
    amount_to_pay: euros(amountToPayCents(order)),
    offer: { shipping_fee_offered: order.shippingFeeOffered },
    delivery: {
      carrier: order.carrier,
      relay_point_id: order.relayPointId,
      relay_point: order.relayPoint ?? null,
      shipping_address: order.shippingAddress && {
        firstname: order.shippingAddress.firstname,
        lastname: order.shippingAddress.lastname,
        street: order.shippingAddress.street,
        complement: order.shippingAddress.complement,
        postcode: order.shippingAddress.postcode,
        city: order.shippingAddress.city,
        country_code: order.shippingAddress.countryCode,
        phone: order.shippingAddress.phone,
      },
    },
    lines: lines
      .filter((l) => l.orderId === order.id)
      .map((l) => {
        const item = items.get(l.variantId);
        return {
          id: l.id,
          product_id: l.productId,
          variant_id: l.variantId,
          look_id: l.lookId,
          name: (item && inLocale(item.cleanName, locale)) ?? item?.reference ?? "",
          brand: item?.brand ?? "",
          size: item?.size ?? "",
          quantity: l.quantity,
          unit_price: euros(l.unitPriceCents),
          amount: euros(l.unitPriceCents * l.quantity),
        };
      }),
  }));
}

/** One page of the client's orders, newest first. */
export async function listOrders(db: AppDatabase, clientId: number, page: number, pageSize: number) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(orders)
    .where(eq(orders.clientId, clientId));
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.clientId, clientId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total };
}

export async function findOrder(db: AppDatabase, clientId: number, id: number): Promise<Order | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.clientId, clientId)));
  return order;
}
