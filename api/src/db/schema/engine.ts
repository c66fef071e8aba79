/**
 * What all families keep (issue 27, decision 0050): the styling engine's population priors and
 * item-item neighbours, recomputed by the styling module's recurring job in one transaction that
 * replaces both tables (api/src/modules/styling/priors.ts). Read per request by the loader.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue.js";

/** Per product, brand or garment type: the (pseudo-)pieces kept among those seen. */
export const enginePriors = pgTable(
  "engine_priors",
  {
    /**
     * product (key = product id), brand (key = brand id) or garment (key = garment type): kept among
     * seen. size (key = `${profile type}:${size axis}:${brand id}`): box pieces of that brand returned
     * too small (in `kept`) among those returned too small or too large (`seen`), the brand's lean.
     */
    kind: text("kind").$type<"product" | "brand" | "garment" | "size">().notNull(),
    key: text("key").notNull(),
    kept: real("kept").notNull(),
    seen: real("seen").notNull(),
    /** When the job last computed the row. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    check("engine_priors_kind", sql`${t.kind} in ('product', 'brand', 'garment', 'size')`),
    check("engine_priors_kept_within_seen", sql`${t.kept} >= 0 and ${t.kept} <= ${t.seen}`),
  ],
);

/** Families who kept `productId` also kept `neighbourId`: lift = co·N / (n_a·n_b), top 20 per product. */
export const productNeighbours = pgTable(
  "product_neighbours",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    neighbourId: integer("neighbour_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    lift: real("lift").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.neighbourId] }),
    index("product_neighbours_neighbour_idx").on(t.neighbourId),
  ],
);
