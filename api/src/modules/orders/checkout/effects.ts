/**
 * What placing an order takes from the rest of the shop — the cart, the stock, the code, the
 * wallet, the gift card — each step beside its undo, applied in order by placeOrder and undone in
 * reverse by cancelUnpaidOrder.
 */
import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.js";
import { cartLines, codeRedemptions, orderLines, type Order } from "../../../db/schema/index.js";
import { cartLinesOfOrder } from "#domain/cart.js";
import { putBackStock, stockDemand, takeStock } from "../../catalogue/index.js";
import { moveGiftCardBalance, moveWallet } from "../../checkout-money/index.js";
import { notEnoughStock, restoreToCart } from "../cart.js";
import type { HeldCart, OrderPlan } from "./place.js";

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
async function reserveStock(tx: Tx, { plan, order }: Placed) {
  const short = await takeStock(tx, plan.demand, { kind: "sold", orderId: order.id });
  if (short.length > 0) throw notEnoughStock(0);
}
async function releaseStock(tx: Tx, { order, lines }: Cancelled) {
  await putBackStock(tx, stockDemand(lines), { kind: "released", orderId: order.id });
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
export const ORDER_EFFECTS: {
  apply: (tx: Tx, placed: Placed) => Promise<void>;
  undo: (tx: Tx, c: Cancelled) => Promise<void>;
}[] = [
  { apply: emptyCart, undo: restoreCart },
  { apply: reserveStock, undo: releaseStock },
  { apply: redeemCode, undo: releaseCode },
  { apply: debitWallet, undo: creditWallet },
  { apply: chargeGiftCard, undo: refundGiftCard },
];

/** The wallet movements of an order: the spending and, when cancelled, its refund (unique per kind). */
const walletReference = (orderId: number) => `order:${orderId}`;
