/**
 * Littlegeste, the recycling and resale area: a client creates a prepaid label
 * (/littlegeste/create-label), sends used clothes, and each garment received is resold or
 * recycled; resale payouts go to the wallet.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { addresses, type AddressSnapshot } from "./addresses.js";
import { clients } from "./clients.js";
import { at, createdAt, id, updatedAt } from "./columns.js";
import { carrierEnum, recycleLabelStatusEnum, resaleItemConditionEnum, resaleItemStatusEnum } from "./enums.js";
import { walletTransactions } from "./money.js";

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
    trackingNumber: text("tracking_number"),
    labelUrl: text("label_url"),
    shippedAt: at("shipped_at"),
    receivedAt: at("received_at"),
    processedAt: at("processed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("recycle_labels_client_id_idx").on(t.clientId)],
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
    condition: resaleItemConditionEnum("condition"),
    status: resaleItemStatusEnum("status").notNull().default("RECEIVED"),
    priceCents: integer("price_cents"),
    /** What the client earns when sold (credited to the wallet). */
    payoutCents: integer("payout_cents"),
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
    check(
      "resale_items_amounts_non_negative",
      sql`(${t.priceCents} is null or ${t.priceCents} >= 0) and (${t.payoutCents} is null or ${t.payoutCents} >= 0)`,
    ),
  ],
);
export type ResaleItem = typeof resaleItems.$inferSelect;
