/**
 * Orders (boxes, shop checkouts, gift-card purchases) with their lines, shipments, returns,
 * ratings, and the shop cart (guest carts by token, client carts by client id).
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { addresses, type AddressSnapshot } from "./addresses.js";

/** A relay point's name and address, kept on the order so its pages and e-mail can name it. */
export type RelayPointSnapshot = { name: string; street: string; postcode: string; city: string };
import { looks, products, productVariants } from "./catalogue.js";
import { clients } from "./clients.js";
import { at, createdAt, id, updatedAt } from "./columns.js";
import {
  carrierEnum,
  contentLocaleEnum,
  orderKindEnum,
  orderLineStatusEnum,
  orderStatusEnum,
  returnOutcomeEnum,
  returnReasonEnum,
  returnStatusEnum,
  shipmentStatusEnum,
} from "./enums.js";
import { codes, giftCards } from "./money.js";
import { profiles } from "./profiles.js";
import { staffMembers } from "./staff.js";
import { requests } from "./subscriptions.js";

/**
 * An order. Amounts are TTC (tax included) cents:
 * total_amount_ttc = items − discount + shipping_fee_ttc (0 when shipping_fee_offered),
 * paid by wallet_amount + gift_card_amount + the payment provider (amount_due).
 */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    kind: orderKindEnum("kind").notNull(),
    status: orderStatusEnum("status").notNull().default("PENDING_PAYMENT"),
    /** For BOX orders: the request and profile the box was prepared for. */
    requestId: integer("request_id")
      .unique("orders_request_id_key")
      .references(() => requests.id, { onDelete: "restrict" }),
    profileId: integer("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    locale: contentLocaleEnum("locale").notNull().default("fr"),
    itemsAmountTtcCents: integer("items_amount_ttc_cents").notNull().default(0),
    discountAmountCents: integer("discount_amount_cents").notNull().default(0),
    shippingFeeTtcCents: integer("shipping_fee_ttc_cents").notNull().default(0),
    /** offer.shipping_fee_offered. */
    shippingFeeOffered: boolean("shipping_fee_offered").notNull().default(false),
    totalAmountTtcCents: integer("total_amount_ttc_cents").notNull().default(0),
    walletAmountCents: integer("wallet_amount_cents").notNull().default(0),
    giftCardAmountCents: integer("gift_card_amount_cents").notNull().default(0),
    /** Gift card whose balance paid gift_card_amount (given back when the unpaid order is cancelled). */
    // Annotated: gift_cards.order_id points back here (a cycle TypeScript cannot infer)
    giftCardId: integer("gift_card_id").references((): AnyPgColumn => giftCards.id, { onDelete: "restrict" }),
    /** Discount, coupon or birthday code applied. */
    codeId: integer("code_id").references(() => codes.id, { onDelete: "restrict" }),
    shippingAddressId: integer("shipping_address_id").references(() => addresses.id, {
      onDelete: "set null",
    }),
    billingAddressId: integer("billing_address_id").references(() => addresses.id, {
      onDelete: "set null",
    }),
    shippingAddress: jsonb("shipping_address").$type<AddressSnapshot>(),
    billingAddress: jsonb("billing_address").$type<AddressSnapshot>(),
    carrier: carrierEnum("carrier"),
    /** Relay point chosen for relay carriers. */
    relayPointId: text("relay_point_id"),
    /** The relay point as the finder described it when the order was placed (null: only its id is known). */
    relayPoint: jsonb("relay_point").$type<RelayPointSnapshot>(),
    /**
     * A box: the last day to say what is kept (decision 0047), set on delivery, extended once on
     * /infos/edit/return-deadline/{orderId}; what is undecided then is charged as kept.
     */
    returnDeadline: date("return_deadline"),
    /** When the box's deadline was extended (once). */
    deadlineExtendedAt: at("deadline_extended_at"),
    /** When the box's pieces were declared kept or returned (by the family, or at the deadline). */
    declaredAt: at("declared_at"),
    /** The part of the styling fee the kept pieces did not cover, in total_amount_ttc (decision 0047). */
    stylingFeeCents: integer("styling_fee_cents").notNull().default(0),
    paidAt: at("paid_at"),
    shippedAt: at("shipped_at"),
    deliveredAt: at("delivered_at"),
    cancelledAt: at("cancelled_at"),
    /** Idempotency-Key of the checkout that placed the order: a replay returns this order. */
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the checkout body, so the same key with another body is refused. */
    idempotencyHash: text("idempotency_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_client_id_idx").on(t.clientId, t.createdAt),
    uniqueIndex("orders_client_id_idempotency_key_key")
      .on(t.clientId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index("orders_profile_id_idx").on(t.profileId),
    index("orders_status_idx").on(t.status, t.createdAt),
    index("orders_gift_card_id_idx").on(t.giftCardId),
    check(
      "orders_amounts_non_negative",
      sql`${t.itemsAmountTtcCents} >= 0 and ${t.discountAmountCents} >= 0 and ${t.shippingFeeTtcCents} >= 0 and ${t.totalAmountTtcCents} >= 0 and ${t.walletAmountCents} >= 0 and ${t.giftCardAmountCents} >= 0 and ${t.stylingFeeCents} >= 0`,
    ),
    check(
      "orders_prepaid_not_above_total",
      sql`${t.walletAmountCents} + ${t.giftCardAmountCents} <= ${t.totalAmountTtcCents}`,
    ),
    check("orders_box_has_request", sql`${t.kind} <> 'BOX' or ${t.requestId} is not null`),
  ],
);
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** One product size in an order, with the price paid at the time. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "restrict" }),
    /** Set when the line was bought as part of a look. */
    lookId: integer("look_id").references(() => looks.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull().default(1),
    unitPriceCents: integer("unit_price_cents").notNull(),
    status: orderLineStatusEnum("status").notNull().default("ORDERED"),
    /** A box piece sent back: the family's reason (decision 0047). */
    returnReason: returnReasonEnum("return_reason"),
    /** A box piece: how it fits and how the family liked it, 1–5. */
    fitRating: smallint("fit_rating"),
    styleRating: smallint("style_rating"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("order_lines_order_id_idx").on(t.orderId),
    index("order_lines_variant_id_idx").on(t.variantId),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("order_lines_unit_price_non_negative", sql`${t.unitPriceCents} >= 0`),
    check(
      "order_lines_ratings_range",
      sql`coalesce(${t.fitRating}, 1) between 1 and 5 and coalesce(${t.styleRating}, 1) between 1 and 5`,
    ),
  ],
);
export type OrderLine = typeof orderLines.$inferSelect;
export type NewOrderLine = typeof orderLines.$inferInsert;

/** A parcel sent to the client (the box itself for BOX orders). */
export const shipments = pgTable(
  "shipments",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    carrier: carrierEnum("carrier").notNull(),
    status: shipmentStatusEnum("status").notNull().default("LABEL_CREATED"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    shippedAt: at("shipped_at"),
    deliveredAt: at("delivered_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("shipments_order_id_idx").on(t.orderId)],
);
export type Shipment = typeof shipments.$inferSelect;

/** A return of items of one order, with its label (/infos/return-labels, /infos/returns). */
export const returns = pgTable(
  "returns",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    status: returnStatusEnum("status").notNull().default("REQUESTED"),
    carrier: carrierEnum("carrier"),
    trackingNumber: text("tracking_number"),
    labelUrl: text("label_url"),
    refundAmountCents: integer("refund_amount_cents").notNull().default(0),
    /** Refunded to the wallet rather than to the payment method. */
    refundToWallet: boolean("refund_to_wallet").notNull().default(false),
    receivedAt: at("received_at"),
    refundedAt: at("refunded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("returns_order_id_idx").on(t.orderId),
    index("returns_client_id_idx").on(t.clientId),
    check("returns_refund_non_negative", sql`${t.refundAmountCents} >= 0`),
  ],
);
export type Return = typeof returns.$inferSelect;
export type NewReturn = typeof returns.$inferInsert;

export const returnLines = pgTable(
  "return_lines",
  {
    id: id(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "restrict" }),
    /** Units the family sends back. */
    quantity: integer("quantity").notNull().default(1),
    reason: text("reason"),
    /** Units that came back (back in stock or damaged), written when the line is received. */
    receivedQuantity: integer("received_quantity").notNull().default(0),
    /** Of the units received, those too damaged to sell again. */
    damagedQuantity: integer("damaged_quantity").notNull().default(0),
    /** What operations found when the piece came back (null: not received yet). */
    outcome: returnOutcomeEnum("outcome"),
    receivedAt: at("received_at"),
    receivedByStaffId: integer("received_by_staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("return_lines_return_id_order_line_id_key").on(t.returnId, t.orderLineId),
    index("return_lines_order_line_id_idx").on(t.orderLineId),
    check("return_lines_quantity_positive", sql`${t.quantity} > 0`),
    check(
      "return_lines_received_quantities",
      sql`${t.damagedQuantity} >= 0 and ${t.damagedQuantity} <= ${t.receivedQuantity} and ${t.receivedQuantity} <= ${t.quantity}`,
    ),
  ],
);
export type ReturnLine = typeof returnLines.$inferSelect;

/** Order rating (/infos/rating/{orderId}, /{orderId}/satisfied). */
export const orderRatings = pgTable(
  "order_ratings",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .unique("order_ratings_order_id_key")
      .references(() => orders.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [check("order_ratings_rating_range", sql`${t.rating} between 1 and 5`)],
);
export type OrderRating = typeof orderRatings.$inferSelect;

/**
 * The shop cart: a guest cart is keyed by a random token (hash stored), a client cart by the
 * client. Signing in merges the guest cart into the client's.
 */
export const carts = pgTable(
  "carts",
  {
    id: id(),
    clientId: integer("client_id")
      .unique("carts_client_id_key")
      .references(() => clients.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").unique("carts_token_hash_key"),
    codeId: integer("code_id").references(() => codes.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("carts_owner", sql`num_nonnulls(${t.clientId}, ${t.tokenHash}) >= 1`)],
);
export type Cart = typeof carts.$inferSelect;

/**
 * A cart line is either one product size (product_id + variant_id) or a whole look
 * (look_id + look_variant_ids, one variant per product of the look).
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: id(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id, {
      onDelete: "cascade",
    }),
    lookId: integer("look_id").references(() => looks.id, { onDelete: "cascade" }),
    lookVariantIds: integer("look_variant_ids").array(),
    quantity: integer("quantity").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("cart_lines_cart_id_idx").on(t.cartId),
    uniqueIndex("cart_lines_cart_id_variant_id_key")
      .on(t.cartId, t.variantId)
      .where(sql`${t.lookId} is null`),
    check("cart_lines_quantity_positive", sql`${t.quantity} > 0`),
    check(
      "cart_lines_product_or_look",
      sql`(${t.lookId} is null and ${t.productId} is not null and ${t.variantId} is not null and ${t.lookVariantIds} is null)
        or (${t.lookId} is not null and ${t.productId} is null and ${t.variantId} is null and cardinality(${t.lookVariantIds}) > 0)`,
    ),
  ],
);
export type CartLine = typeof cartLines.$inferSelect;
export type NewCartLine = typeof cartLines.$inferInsert;
