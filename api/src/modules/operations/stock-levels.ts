/**
 * Stock levels and the ledger for the back office (decision 0042): every size with its stock,
 * searchable and filterable to the low ones; a size's movements newest first; a hand adjustment
 * with its reason, through the one way stock moves (catalogue/stock.ts), never below zero.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { products, productVariants, staffMembers, stockMovements } from "../../db/schema/index.js";
import type { ContentLocale } from "#domain/locales.js";
import { normalizeScannedCode } from "#domain/operations.js";
import { ApiError } from "../../plugins/errors.js";
import { adjustStock } from "../catalogue/index.js";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A size's line in the stock lists. */
const variantColumns = {
  variant_id: productVariants.id,
  product_id: products.id,
  reference: products.reference,
  name: products.name,
  size: productVariants.size,
  ean: productVariants.ean,
  location: productVariants.location,
  stock: productVariants.stock,
  low_stock_threshold: productVariants.lowStockThreshold,
  garment_type: products.garmentType,
  season: products.season,
  details: products.details,
};

export type StockQuery = { q?: string; low?: boolean; page: number; perPage: number; locale: ContentLocale };

export async function stockLevels(db: AppDatabase, query: StockQuery) {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    conditions.push(
      or(
        sql`${products.name}->>${query.locale} ilike ${like}`,
        ilike(products.reference, like),
        eq(productVariants.ean, normalizeScannedCode(q)),
        ilike(productVariants.location, like),
      )!,
    );
  }
  if (query.low) conditions.push(sql`${productVariants.stock} <= ${productVariants.lowStockThreshold}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db
    .select({ n: count() })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where);
  const rows = await db
    .select(variantColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where)
    .orderBy(
      ...(query.low ? [productVariants.stock] : []),
      products.reference,
      productVariants.sizeRank,
      productVariants.id,
    )
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    items: rows.map(({ name, ...r }) => ({
      ...r,
      product_name: name[query.locale],
      is_low: r.stock <= r.low_stock_threshold,
    })),
    page: query.page,
    per_page: query.perPage,
    total: Number(total?.n ?? 0),
  };
}

/** One size's ledger, newest first, with the size's line (404 when there is no such size). */
export async function stockLedger(
  db: AppDatabase,
  variantId: number,
  paging: { page: number; perPage: number; locale: ContentLocale },
) {
  const [variant] = await db
    .select(variantColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  if (!variant) throw ApiError.notFound("No such size");
  const [total] = await db.select({ n: count() }).from(stockMovements).where(eq(stockMovements.variantId, variantId));
  const rows = await db
    .select({ movement: stockMovements, staff: staffMembers.name })
    .from(stockMovements)
    .leftJoin(staffMembers, eq(staffMembers.id, stockMovements.staffMemberId))
    .where(eq(stockMovements.variantId, variantId))
    .orderBy(desc(stockMovements.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  const { name, ...line } = variant;
  return {
    variant: { ...line, product_name: name[paging.locale], is_low: line.stock <= line.low_stock_threshold },
    items: rows.map(({ movement: m, staff }) => ({
      id: m.id,
      kind: m.kind,
      units: m.units,
      stock_after: m.stockAfter,
      reason: m.reason,
      request_id: m.requestId,
      order_id: m.orderId,
      return_id: m.returnId,
      staff_member_id: m.staffMemberId,
      staff_name: staff,
      created_at: m.createdAt.toISOString(),
    })),
    page: paging.page,
    per_page: paging.perPage,
    total: Number(total?.n ?? 0),
  };
}

/** A hand adjustment: 404 for an unknown size, 409 NOT_ENOUGH_STOCK when it would go below zero. */
export async function adjustStockByHand(
  db: AppDatabase,
  input: { variantId: number; units: number; reason: string },
  staffId: number,
) {
  const after = await db.transaction((tx) =>
    adjustStock(tx, input.variantId, input.units, { kind: "adjusted", reason: input.reason, staffMemberId: staffId }),
  );
  if (after === null) throw ApiError.notFound("No such size");
  if (after === "short") {
    throw ApiError.conflict("NOT_ENOUGH_STOCK", "The stock cannot go below zero", {
      units: ["The stock cannot go below zero"],
    });
  }
  return { variant_id: input.variantId, stock: after };
}
