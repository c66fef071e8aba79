/**
 * Operations (decision 0042): the stock ledger — one row per movement of a variant's stock, written
 * in the same transaction as the movement — and the packing scans of a box or a shop order.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { productVariants } from "./catalogue.js";
import { createdAt, id } from "./columns.js";
import { stockMovementKindEnum } from "./enums.js";
import { orders, returns } from "./orders.js";
import { staffMembers } from "./staff.js";
import { requests } from "./subscriptions.js";

/**
 * A movement of one variant's stock: signed units and the stock right after, so the ledger of a
 * variant reads as a running balance (the sum of its units is the change of its stock).
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: id(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    units: integer("units").notNull(),
    kind: stockMovementKindEnum("kind").notNull(),
    stockAfter: integer("stock_after").notNull(),
    /** Why (required for a hand adjustment). */
    reason: text("reason"),
    requestId: integer("request_id").references(() => requests.id, { onDelete: "set null" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    returnId: integer("return_id").references(() => returns.id, { onDelete: "set null" }),
    staffMemberId: integer("staff_member_id").references(() => staffMembers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_movements_variant_id_idx").on(t.variantId, t.id),
    check("stock_movements_stock_after_non_negative", sql`${t.stockAfter} >= 0`),
    // Damaged and missing pieces are recorded without moving the stock; every other kind moves it
    check(
      "stock_movements_units",
      sql`(${t.kind} in ('damaged', 'missing') and ${t.units} = 0) or (${t.kind} not in ('damaged', 'missing') and ${t.units} <> 0)`,
    ),
    check(
      "stock_movements_adjusted_has_reason",
      sql`${t.kind} <> 'adjusted' or length(trim(coalesce(${t.reason}, ''))) > 0`,
    ),
  ],
);
export type StockMovement = typeof stockMovements.$inferSelect;
export type NewStockMovement = typeof stockMovements.$inferInsert;

/**
 * One unit of a box's (request) or a shop order's piece scanned into the parcel. A unit is scanned
 * once: (parcel, variant, unit) is unique, so two operators scanning the last piece at once cannot
 * both count it.
 */
export const packingScans = pgTable(
  "packing_scans",
  {
    id: id(),
    requestId: integer("request_id").references(() => requests.id, { onDelete: "cascade" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "restrict" }),
    /** 1 … the units of that variant in the parcel. */
    unit: smallint("unit").notNull(),
    staffMemberId: integer("staff_member_id").references(() => staffMembers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("packing_scans_one_parcel", sql`num_nonnulls(${t.requestId}, ${t.orderId}) = 1`),
    check("packing_scans_unit_positive", sql`${t.unit} > 0`),
    uniqueIndex("packing_scans_request_unit_key")
      .on(t.requestId, t.variantId, t.unit)
      .where(sql`${t.requestId} is not null`),
    uniqueIndex("packing_scans_order_unit_key")
      .on(t.orderId, t.variantId, t.unit)
      .where(sql`${t.orderId} is not null`),
  ],
);
export type PackingScan = typeof packingScans.$inferSelect;
