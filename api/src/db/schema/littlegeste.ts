/**
 * Littlegeste, the recycling and resale area (issue 28, decision 0048): a client creates a prepaid
 * label (/littlegeste/create-label), sends outgrown clothes, operations grade each piece received;
 * a resellable piece is credited to the family's wallet once and resold as its own shop variant.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { addresses, type AddressSnapshot } from "./addresses.js";
import { clients } from "./clients.js";
import { at, createdAt, id, updatedAt } from "./columns.js";
import { productVariants } from "./catalogue.js";
import { carrierEnum, recycleLabelStatusEnum, resaleGradeEnum, resaleItemStatusEnum, vatSchemeEnum } from "./enums.js";
import { walletTransactions } from "./money.js";
import { returns } from "./orders.js";

export const recycleLabels = pgTable(
  "recycle_labels",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    status: recycleLabelStatusEnum("status").notNull().default("CREATED"),
    /** Sender address (the parcel's origin). */
    addressId: integer("address_id").references(() => addresses.id, { onDelete: "set null" }),
    address: jsonb("address").$type<AddressSnapshot>().notNull(),
    carrier: carrierEnum("carrier").notNull(),
    /** Collected at the address (true) or dropped off at a post office by the family. */
    pickup: boolean("pickup").notNull().default(false),
    /** How many bags the label covers, and what the family says is inside. */
    bags: integer("bags").notNull().default(1),
    contents: text("contents"),
    trackingNumber: text("tracking_number"),
    labelUrl: text("label_url"),
    /**
     * Set for the outgrown clothes a family put in its box's return parcel (decision 0052): no
     * label was printed, the row is opened when operations receive that return, one per return.
     */
    returnId: integer("return_id").references(() => returns.id, { onDelete: "restrict" }),
    /** Why staff cancelled the label (only while CREATED, decision 0052). */
    cancelReason: text("cancel_reason"),
    cancelledAt: at("cancelled_at"),
    shippedAt: at("shipped_at"),
    receivedAt: at("received_at"),
    processedAt: at("processed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("recycle_labels_client_id_idx").on(t.clientId, t.createdAt),
    uniqueIndex("recycle_labels_return_id_key").on(t.returnId),
    check("recycle_labels_bags_positive", sql`${t.bags} > 0`),
  ],
);
export type RecycleLabel = typeof recycleLabels.$inferSelect;
export type NewRecycleLabel = typeof recycleLabels.$inferInsert;

/** A garment received through a recycle label, graded then resold or recycled. */
export const resaleItems = pgTable(
  "resale_items",
  {
    id: id(),
    recycleLabelId: integer("recycle_label_id")
      .notNull()
      .references(() => recycleLabels.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    brandName: text("brand_name"),
    size: text("size"),
    /** The garment type (domain/garments.ts GARMENT_TYPES), whose shop category is the grid's row. */
    garmentType: text("garment_type"),
    /** The EAN of a piece we sold first, scanned on receipt. */
    barcode: text("barcode"),
    grade: resaleGradeEnum("grade"),
    status: resaleItemStatusEnum("status").notNull().default("RECEIVED"),
    priceCents: integer("price_cents"),
    /** What the family was credited for the piece, once, when it was graded (decision 0048). */
    payoutCents: integer("payout_cents"),
    /** Second-hand goods are sold under the margin scheme: the VAT is due on the margin only. */
    vatScheme: vatSchemeEnum("vat_scheme").notNull().default("MARGIN"),
    /** The shop variant (stock 1) the piece is resold as. */
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    walletTransactionId: integer("wallet_transaction_id").references(() => walletTransactions.id, {
      onDelete: "set null",
    }),
    soldAt: at("sold_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("resale_items_recycle_label_id_idx").on(t.recycleLabelId),
    index("resale_items_status_idx").on(t.status),
    // A piece is credited once and resold as one variant
    uniqueIndex("resale_items_wallet_transaction_id_key").on(t.walletTransactionId),
    uniqueIndex("resale_items_variant_id_key").on(t.variantId),
    check(
      "resale_items_amounts_non_negative",
      sql`(${t.priceCents} is null or ${t.priceCents} >= 0) and (${t.payoutCents} is null or ${t.payoutCents} >= 0)`,
    ),
  ],
);
export type ResaleItem = typeof resaleItems.$inferSelect;
