/**
 * Money: wallet and loyalty ledgers, gift cards, discount/coupon codes and their redemptions,
 * referrals, saved payment methods, payments and de-duplicated payment webhooks.
 *
 * Ledgers are append-only. Each row carries the balance after it (checked >= 0); writers lock the
 * client row (SELECT … FOR UPDATE), read the last balance, and insert — so the balance never goes
 * negative and the current balance is the latest row's balance_after.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { clients } from "./clients.js";
import { at, createdAt, id, updatedAt } from "./columns.js";
import {
  codeKindEnum,
  loyaltyReasonEnum,
  orderKindEnum,
  paymentGatewayEnum,
  paymentPlatformEnum,
  paymentStatusEnum,
  profileTypeEnum,
  referralStatusEnum,
  walletTransactionKindEnum,
} from "./enums.js";
import { orders } from "./orders.js";
import { profiles } from "./profiles.js";

/** Wallet movements in cents: credits positive, debits negative. */
export const walletTransactions = pgTable(
  "wallet_transactions",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    balanceAfterCents: integer("balance_after_cents").notNull(),
    kind: walletTransactionKindEnum("kind").notNull(),
    /** What caused it (gift card code, order id, referral id…); unique per client and kind. */
    reference: text("reference"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("wallet_transactions_client_id_idx").on(t.clientId, t.id),
    uniqueIndex("wallet_transactions_reference_key")
      .on(t.clientId, t.kind, t.reference)
      .where(sql`${t.reference} is not null`),
    check("wallet_transactions_amount_not_zero", sql`${t.amountCents} <> 0`),
    check("wallet_transactions_balance_non_negative", sql`${t.balanceAfterCents} >= 0`),
  ],
);
export type WalletTransaction = typeof walletTransactions.$inferSelect;
export type NewWalletTransaction = typeof walletTransactions.$inferInsert;

/** Loyalty points movements: earned positive, spent or expired negative. */
export const loyaltyLedger = pgTable(
  "loyalty_ledger",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    balanceAfterPoints: integer("balance_after_points").notNull(),
    reason: loyaltyReasonEnum("reason").notNull(),
    reference: text("reference"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** Earned points lapse on this day unless spent first (the expiry job writes an EXPIRATION row). */
    expiresAt: at("expires_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("loyalty_ledger_client_id_idx").on(t.clientId, t.id),
    uniqueIndex("loyalty_ledger_reference_key")
      .on(t.clientId, t.reason, t.reference)
      .where(sql`${t.reference} is not null`),
    check("loyalty_ledger_points_not_zero", sql`${t.points} <> 0`),
    check("loyalty_ledger_balance_non_negative", sql`${t.balanceAfterPoints} >= 0`),
  ],
);
export type LoyaltyLedgerEntry = typeof loyaltyLedger.$inferSelect;
export type NewLoyaltyLedgerEntry = typeof loyaltyLedger.$inferInsert;

/**
 * Gift cards bought on /giftcard. Codes are unique case-insensitively (index on upper(code));
 * the API trims and upper-cases codes. Adding a card to an account credits the wallet and sets
 * used_at / used_by_client_id.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: id(),
    code: text("code").notNull(),
    amountCents: integer("amount_cents").notNull(),
    balanceCents: integer("balance_cents").notNull(),
    /** Kid or woman card (/giftcard?for=). */
    target: profileTypeEnum("target"),
    /** Offered for a box or for the shop (null: either); the wallet it lands in pays both. */
    appliesTo: orderKindEnum("applies_to"),
    /** The giver's name as the recipient's e-mail and PDF show it. */
    giverName: text("giver_name"),
    giverClientId: integer("giver_client_id").references(() => clients.id, {
      onDelete: "set null",
    }),
    /** The purchase order (kind GIFT_CARD). */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    recipientName: text("recipient_name"),
    recipientEmail: text("recipient_email"),
    message: text("message"),
    /** When the card is e-mailed to the recipient. */
    sendAt: at("send_at"),
    /** When the e-mail left (the send job's mark). */
    sentAt: at("sent_at"),
    expiresAt: at("expires_at"),
    usedByClientId: integer("used_by_client_id").references(() => clients.id, {
      onDelete: "set null",
    }),
    usedAt: at("used_at"),
    /** Disabled by an administrator (a lost or disputed card): it can no longer be added or spent. */
    disabledAt: at("disabled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("gift_cards_code_upper_key").on(sql`upper(${t.code})`),
    index("gift_cards_giver_client_id_idx").on(t.giverClientId),
    index("gift_cards_used_by_client_id_idx").on(t.usedByClientId),
    check("gift_cards_amount_positive", sql`${t.amountCents} > 0`),
    check("gift_cards_balance_range", sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.amountCents}`),
    check("gift_cards_code_not_blank", sql`btrim(${t.code}) <> ''`),
  ],
);
export type GiftCard = typeof giftCards.$inferSelect;
export type NewGiftCard = typeof giftCards.$inferInsert;

/**
 * Discount, coupon and birthday codes (unique case-insensitively). A code gives a percent or an
 * amount off, and/or free shipping. COUPON codes need min_loyalty_points (200 or 600, §9).
 * client_id set = a personal code (GET /clients/me/coupon-codes).
 */
export const codes = pgTable(
  "codes",
  {
    id: id(),
    code: text("code").notNull(),
    kind: codeKindEnum("kind").notNull(),
    percent: integer("percent"),
    amountCents: integer("amount_cents"),
    shippingFeeOffered: boolean("shipping_fee_offered").notNull().default(false),
    /** Restricts the code to kid or woman (kid_code / woman_code cookies); null = both. */
    target: profileTypeEnum("target"),
    /** Restricts the code to box or shop orders; null = any. */
    appliesTo: orderKindEnum("applies_to"),
    minOrderCents: integer("min_order_cents"),
    minLoyaltyPoints: integer("min_loyalty_points"),
    /** Total redemptions allowed; null = unlimited. */
    maxUses: integer("max_uses"),
    maxUsesPerClient: integer("max_uses_per_client").default(1),
    /** Personal code of one client. */
    clientId: integer("client_id").references(() => clients.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    startsAt: at("starts_at"),
    expiresAt: at("expires_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("codes_code_upper_key").on(sql`upper(${t.code})`),
    index("codes_client_id_idx").on(t.clientId),
    check("codes_percent_range", sql`${t.percent} is null or ${t.percent} between 1 and 100`),
    check("codes_amount_positive", sql`${t.amountCents} is null or ${t.amountCents} > 0`),
    check(
      "codes_benefit",
      sql`num_nonnulls(${t.percent}, ${t.amountCents}) = 1 or (num_nonnulls(${t.percent}, ${t.amountCents}) = 0 and ${t.shippingFeeOffered})`,
    ),
    check(
      "codes_limits_positive",
      sql`(${t.maxUses} is null or ${t.maxUses} > 0) and (${t.maxUsesPerClient} is null or ${t.maxUsesPerClient} > 0) and (${t.minLoyaltyPoints} is null or ${t.minLoyaltyPoints} >= 0) and (${t.minOrderCents} is null or ${t.minOrderCents} >= 0)`,
    ),
    check("codes_code_not_blank", sql`btrim(${t.code}) <> ''`),
  ],
);
export type Code = typeof codes.$inferSelect;
export type NewCode = typeof codes.$inferInsert;

export const codeRedemptions = pgTable(
  "code_redemptions",
  {
    id: id(),
    codeId: integer("code_id")
      .notNull()
      .references(() => codes.id, { onDelete: "restrict" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** Kid whose birthday offer was used (BIRTHDAY codes). */
    profileId: integer("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    discountCents: integer("discount_cents").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("code_redemptions_code_id_idx").on(t.codeId),
    index("code_redemptions_client_id_idx").on(t.clientId),
    unique("code_redemptions_code_id_order_id_key").on(t.codeId, t.orderId),
    check("code_redemptions_discount_non_negative", sql`${t.discountCents} >= 0`),
  ],
);
export type CodeRedemption = typeof codeRedemptions.$inferSelect;

/** A godfather (sponsor) invites a godson by e-mail; the reward is credited to the wallet. */
export const referrals = pgTable(
  "referrals",
  {
    id: id(),
    godfatherClientId: integer("godfather_client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    godsonEmail: text("godson_email").notNull(),
    godsonClientId: integer("godson_client_id").references(() => clients.id, {
      onDelete: "set null",
    }),
    status: referralStatusEnum("status").notNull().default("INVITED"),
    rewardCents: integer("reward_cents"),
    rewardedAt: at("rewarded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("referrals_godfather_godson_email_key").on(t.godfatherClientId, sql`lower(${t.godsonEmail})`),
    index("referrals_godson_email_idx").on(sql`lower(${t.godsonEmail})`),
    index("referrals_godson_client_id_idx").on(t.godsonClientId),
    check("referrals_reward_non_negative", sql`${t.rewardCents} is null or ${t.rewardCents} >= 0`),
  ],
);
export type Referral = typeof referrals.$inferSelect;

/** A payment method saved at a gateway. Valid while expiration_date is not before today. */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    gateway: paymentGatewayEnum("gateway").notNull(),
    platform: paymentPlatformEnum("platform").notNull(),
    /** Gateway's id (Stripe PaymentMethod id, Adyen stored payment method id, sandbox id). */
    externalId: text("external_id").notNull(),
    /** Card brand, PayPal e-mail… for display. */
    brand: text("brand"),
    last4: text("last4"),
    /** Last valid day (cards); null for methods that do not expire. */
    expirationDate: date("expiration_date"),
    createdAt: createdAt(),
    deletedAt: at("deleted_at"),
  },
  (t) => [
    index("payment_methods_client_id_idx").on(t.clientId),
    unique("payment_methods_gateway_external_id_key").on(t.gateway, t.externalId),
    check(
      "payment_methods_platform_matches_gateway",
      sql`${t.platform}::text like ('%\\_via\\_' || ${t.gateway}::text)`,
    ),
  ],
);
export type PaymentMethod = typeof paymentMethods.$inferSelect;
export type NewPaymentMethod = typeof paymentMethods.$inferInsert;

/**
 * A payment attempt for an order. Created with an idempotency key before calling the provider;
 * the provider's webhook is the truth about its status.
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    provider: paymentGatewayEnum("provider").notNull(),
    platform: paymentPlatformEnum("platform"),
    paymentMethodId: integer("payment_method_id").references(() => paymentMethods.id, {
      onDelete: "set null",
    }),
    status: paymentStatusEnum("status").notNull().default("PENDING"),
    amountCents: integer("amount_cents").notNull(),
    refundedCents: integer("refunded_cents").notNull().default(0),
    idempotencyKey: text("idempotency_key").notNull().unique("payments_idempotency_key_key"),
    /** Provider's id (PaymentIntent, Adyen pspReference, sandbox session). */
    externalId: text("external_id"),
    /** decline_code, else code, else type (§8). */
    errorCode: text("error_code"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_order_id_idx").on(t.orderId),
    uniqueIndex("payments_provider_external_id_key")
      .on(t.provider, t.externalId)
      .where(sql`${t.externalId} is not null`),
    check("payments_amount_positive", sql`${t.amountCents} > 0`),
    check("payments_refunded_range", sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);
export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** Every webhook received, once per provider event id (replays are ignored). */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: id(),
    provider: paymentGatewayEnum("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
    receivedAt: at("received_at").notNull().defaultNow(),
    processedAt: at("processed_at"),
    error: text("error"),
  },
  (t) => [unique("webhook_events_provider_event_id_key").on(t.provider, t.eventId)],
);
export type WebhookEvent = typeof webhookEvents.$inferSelect;
