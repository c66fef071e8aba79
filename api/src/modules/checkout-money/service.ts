/**
 * The checkout's money reads: gift cards, discount/coupon/birthday codes checked for a client (and
 * an order), the wallet, loyalty balance, and the shipping fees of the client's cart to an address.
 * The rules themselves are pure (domain/checkout.ts); this module loads what they need. The
 * orders module prices orders with applyCode, walletBalance and shippingFee.
 */
import { and, count, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { AppDatabase, Db } from "../../db/client.js";
import {
  addresses,
  cartLines,
  carts,
  clients,
  codeRedemptions,
  codes,
  configEntries,
  giftCards,
  loyaltyLedger,
  orders,
  productVariants,
  products,
  profiles,
  requests,
  walletTransactions,
  type Code,
  type GiftCard,
  type Payment,
  type WalletTransaction,
} from "../../db/schema/index.js";
import {
  FREE_SHIPPING_THRESHOLD_CENTS,
  checkCode,
  checkGiftCard,
  hasEligibleKid,
  normalizeCode,
  type CodeCheck,
  type CodeContext,
} from "#domain/checkout.js";
import { todayIn } from "#domain/profiles.js";
import { clientLedgerPage } from "../../db/paging.js";

/** The code row the routes turn into their answer. */
export type { Code } from "../../db/schema/index.js";

/** Config key of the free-shipping threshold (cents). */
export const FREE_SHIPPING_THRESHOLD_KEY = "free_shipping_threshold_cents";

// ── Gift cards ───────────────────────────────────────────────────────────────────────────────────
export type GiftCardLookup = { card: GiftCard; check: ReturnType<typeof checkGiftCard> } | undefined;

/**
 * The gift card of a code (trimmed, any case) and whether it can still be used. `lock` holds its
 * row until the transaction ends (the checkout spending its balance: two checkouts cannot both
 * spend it).
 */
export async function findGiftCard(
  db: Db,
  rawCode: string,
  now = new Date(),
  { lock = false }: { lock?: boolean } = {},
): Promise<GiftCardLookup> {
  const code = normalizeCode(rawCode);
  const query = db
    .select()
    .from(giftCards)
    .where(
      and(
        sql`upper(${giftCards.code}) = ${code}`,
        // A card bought on /giftcard exists once its order is paid (issue 18)
        sql`(${giftCards.orderId} is null or exists (select 1 from ${orders} where ${orders.id} = ${giftCards.orderId} and ${orders.status} in ('PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'COMPLETED')))`,
      ),
    )
    .limit(1);
  const [card] = lock ? await query.for("update") : await query;
  return card ? { card, check: checkGiftCard(card, now) } : undefined;
}

/** Takes `cents` off a gift card's balance (negative: gives them back); the balance CHECK is the last guard. */
export async function moveGiftCardBalance(db: Db, giftCardId: number, cents: number): Promise<void> {
  await db
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${cents}`, updatedAt: new Date() })
    .where(eq(giftCards.id, giftCardId));
}

// ── Wallet and loyalty ───────────────────────────────────────────────────────────────────────────
/** The wallet balance in cents: the newest transaction's balance_after (the ledger is append-only). */
export async function walletBalance(db: Db, clientId: number): Promise<number> {
  const [row] = await db
    .select({ balance: walletTransactions.balanceAfterCents })
    .from(walletTransactions)
    .where(eq(walletTransactions.clientId, clientId))
    .orderBy(desc(walletTransactions.id))
    .limit(1);
  return row?.balance ?? 0;
}

/** The wallet balance read with the client row held (the wallet's lock), to spend from it in this transaction. */
export async function heldWalletBalance(db: Db, clientId: number): Promise<number> {
  await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for("update");
  return walletBalance(db, clientId);
}

/**
 * Writes a wallet movement (negative: spent) after the balance it leaves. The client row is held
 * first, so two writers cannot both start from the same balance; the reference is unique per
 * client and kind, so the same movement written twice (a retry) is written once (false).
 */
export async function moveWallet(
  db: Db,
  movement: {
    clientId: number;
    amountCents: number;
    kind: WalletTransaction["kind"];
    reference: string;
    orderId?: number;
  },
): Promise<boolean> {
  const balance = await heldWalletBalance(db, movement.clientId);
  const written = await db
    .insert(walletTransactions)
    .values({ ...movement, balanceAfterCents: balance + movement.amountCents })
    .onConflictDoNothing()
    .returning({ id: walletTransactions.id });
  return written.length > 0;
}

/** One page of wallet movements, newest first. */
export const walletTransactionsPage = (db: Db, clientId: number, page: number, pageSize: number) =>
  clientLedgerPage(db, walletTransactions, clientId, page, pageSize);

export async function loyaltyBalance(db: Db, clientId: number): Promise<number> {
  const [row] = await db
    .select({ balance: loyaltyLedger.balanceAfterPoints })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.clientId, clientId))
    .orderBy(desc(loyaltyLedger.id))
    .limit(1);
  return row?.balance ?? 0;
}

// ── Discount, coupon and birthday codes ─────────────────────────────────────────────────────────
/** The order a code is checked against (GET discounts?order_id=, or an order being priced). */
export type CodeOrder = NonNullable<CodeContext["order"]> & { id?: number };

export type AppliedCode = { code: Code; check: CodeCheck } | undefined;

/** Codes a client may see: public ones and their own personal ones (someone else's is unknown). */
const visibleTo = (clientId: number) => or(isNull(codes.clientId), eq(codes.clientId, clientId));

async function codeContext(db: Db, clientId: number, code: Code, now: Date, order?: CodeOrder): Promise<CodeContext> {
  // A redemption already recorded for the order being priced does not count against it
  const notThisOrder = order?.id
    ? or(isNull(codeRedemptions.orderId), ne(codeRedemptions.orderId, order.id))
    : undefined;
  const [[total], [mine], points, kids] = await Promise.all([
    db
      .select({ value: count() })
      .from(codeRedemptions)
      .where(and(eq(codeRedemptions.codeId, code.id), notThisOrder)),
    db
      .select({ value: count() })
      .from(codeRedemptions)
      .where(and(eq(codeRedemptions.codeId, code.id), eq(codeRedemptions.clientId, clientId), notThisOrder)),
    loyaltyBalance(db, clientId),
    code.kind === "BIRTHDAY"
      ? db
          .select({ birthdate: profiles.birthdate })
          .from(profiles)
          .where(and(eq(profiles.clientId, clientId), eq(profiles.profileType, "KID"), isNull(profiles.deletedAt)))
      : Promise.resolve([]),
  ]);
  return {
    now,
    usesTotal: total?.value ?? 0,
    usesByClient: mine?.value ?? 0,
    loyaltyPoints: points,
    hasEligibleKid: hasEligibleKid(
      kids.map((kid) => kid.birthdate),
      todayIn(undefined, now),
    ),
    order,
  };
}

/**
 * A discount, coupon or birthday code (trimmed, any case) checked for a client and, when given,
 * an order: undefined when no such code exists for this client, else the code and the §8 verdict.
 */
export async function applyCode(
  db: Db,
  {
    clientId,
    code: rawCode,
    order,
    now = new Date(),
  }: { clientId: number; code: string; order?: CodeOrder; now?: Date },
): Promise<AppliedCode> {
  const [code] = await db
    .select()
    .from(codes)
    .where(and(sql`upper(${codes.code}) = ${normalizeCode(rawCode)}`, visibleTo(clientId)))
    .limit(1);
  if (!code) return undefined;
  return { code, check: checkCode(code, await codeContext(db, clientId, code, now, order)) };
}

/**
 * The code a family gives when booking a box (issue 23), checked with §8's verdicts for a box of
 * this profile, kept on the request and applied when the kept pieces are paid. A code already held
 * by another of the client's boxes counts as a use: BIENVENUE15 cannot go on two boxes at once.
 * Called inside the booking's transaction (the code's row stays locked until it commits). Unknown
 * codes come back undefined.
 */
export async function checkBoxCode(
  db: Db,
  {
    clientId,
    profileType,
    code: rawCode,
    now = new Date(),
  }: { clientId: number; profileType: "KID" | "WOMAN"; code: string; now?: Date },
): Promise<AppliedCode> {
  const applied = await applyCode(db, {
    clientId,
    code: rawCode,
    order: { kind: "BOX", itemsCents: null, profileType },
    now,
  });
  if (!applied?.check.ok || applied.code.maxUsesPerClient === null) return applied;
  // Two boxes booked at once with the code: the second waits for the first's transaction and counts it
  await db.select({ id: codes.id }).from(codes).where(eq(codes.id, applied.code.id)).for("update");
  const [held] = await db
    .select({ value: count() })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .where(
      and(eq(requests.codeId, applied.code.id), eq(profiles.clientId, clientId), ne(requests.status, "CANCELLED")),
    );
  // Redemptions (paid orders) were counted by applyCode; the boxes holding the code are not paid yet
  if ((held?.value ?? 0) >= applied.code.maxUsesPerClient)
    return { code: applied.code, check: { ok: false, error: "COUPON_CODE_ALREADY_USED" } };
  return applied;
}

/** The client's order as a code sees it; undefined for another client's or a missing order. */
export async function findCodeOrder(db: Db, clientId: number, orderId: number): Promise<CodeOrder | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      kind: orders.kind,
      itemsCents: orders.itemsAmountTtcCents,
      profileType: profiles.profileType,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.id, orders.profileId))
    .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)))
    .limit(1);
  return row;
}

/**
 * The codes offered to a client (GET coupon-codes): their personal codes and the loyalty coupons,
 * each with its verdict now (usable, used, expired, not enough points…).
 */
export async function couponCodes(db: Db, clientId: number, now = new Date()) {
  const rows = await db
    .select()
    .from(codes)
    // Public loyalty coupons, and the client's own codes (a coupon bought with points is personal: nobody else's)
    .where(
      and(
        eq(codes.isActive, true),
        or(eq(codes.clientId, clientId), and(eq(codes.kind, "COUPON"), isNull(codes.clientId))),
      ),
    )
    .orderBy(codes.minLoyaltyPoints, codes.id);
  return Promise.all(
    rows.map(async (code) => ({ code, check: checkCode(code, await codeContext(db, clientId, code, now)) })),
  );
}

// ── Shipping ─────────────────────────────────────────────────────────────────────────────────────
export async function findShippingAddress(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.clientId, clientId), eq(addresses.kind, "shipping")))
    .limit(1);
  return row;
}

/** The free-shipping threshold in cents: the config entry (changes without a deploy), else the domain's. */
export async function freeShippingThreshold(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: configEntries.value })
    .from(configEntries)
    .where(eq(configEntries.key, FREE_SHIPPING_THRESHOLD_KEY))
    .limit(1);
  const value = row?.value;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : FREE_SHIPPING_THRESHOLD_CENTS;
}

/**
 * The client's cart as shipping sees it: the items amount at today's prices (product lines, and
 * every product of a look line) and whether its code offers shipping.
 */
export async function cartForShipping(
  db: Db,
  clientId: number,
): Promise<{ subtotalCents: number; codeShippingFeeOffered: boolean }> {
  const [cart] = await db
    .select({ id: carts.id, shippingFeeOffered: codes.shippingFeeOffered })
    .from(carts)
    .leftJoin(codes, eq(codes.id, carts.codeId))
    .where(eq(carts.clientId, clientId))
    .limit(1);
  if (!cart) return { subtotalCents: 0, codeShippingFeeOffered: false };
  const lines = await db
    .select({ variantId: cartLines.variantId, lookVariantIds: cartLines.lookVariantIds, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.cartId, cart.id));
  const variantIds = [
    ...new Set(lines.flatMap((line) => (line.variantId ? [line.variantId] : (line.lookVariantIds ?? [])))),
  ];
  const prices = variantIds.length
    ? await db
        .select({ id: productVariants.id, price: products.lcPriceCents })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(inArray(productVariants.id, variantIds))
    : [];
  const price = new Map(prices.map((row) => [row.id, row.price]));
  const subtotalCents = lines.reduce((sum, line) => {
    const ids = line.variantId ? [line.variantId] : (line.lookVariantIds ?? []);
    return sum + line.quantity * ids.reduce((lineSum, id) => lineSum + (price.get(id) ?? 0), 0);
  }, 0);
  return { subtotalCents, codeShippingFeeOffered: cart.shippingFeeOffered ?? false };
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
 * The one rule for money that must go back (a shop order or a gift card paid after it was
 * cancelled): refunded to the card through the provider; when the provider refuses or cannot be
 * reached, credited to the client's wallet at once (`REFUND`, referenced `payment:<id>`, written
 * once), `onWallet` told why first (the caller logs it so the team can refund the card later).
 * Runs in the caller's transaction. Answers how the money went back.
 */
export async function refundToCardElseWallet(
  db: AppDatabase,
  refund: RefundPayment,
  payment: Payment,
  clientId: number,
  onWallet: (error: unknown) => void,
): Promise<"card" | "otherwise" | false> {
  return refund(db, payment, async (error) => {
    onWallet(error);
    await moveWallet(db, {
      clientId,
      amountCents: payment.amountCents,
      kind: "REFUND",
      reference: `payment:${payment.id}`,
      orderId: payment.orderId,
    });
  });
}
