/**
 * The one way stock moves (architecture: "stock has one owner, the variant row"). A shop checkout,
 * a composed box (its pieces reserved until it ships or is skipped), a preview's replacement and
 * a cancelled order all go through here, inside the caller's transaction:
 * - the variant rows are locked FOR UPDATE in id order — the one order every writer takes them
 *   in, so two writers never wait on each other in a circle;
 * - taking is all or nothing: when a variant is short (or unknown), `takeStock` changes nothing
 *   and answers the ids short of stock (the caller decides: a 409 for a checkout, another
 *   composition for the engine); the CHECK stock >= 0 stands behind it whatever happens;
 * - putting back adds the units to the rows, locked the same way;
 * - every move writes its rows of the stock ledger (stock_movements, decision 0042) in the same
 *   transaction, with the stock after it, so the ledger and the stock cannot disagree: each caller
 *   says why the stock moves (a StockMovement) and what it moves for (request, order, return, staff).
 * A demand is a map variant id → units (> 0); zero or negative units are ignored.
 */
import { asc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { productVariants, stockMovements, type NewStockMovement } from "../../db/schema/index.js";

// Every function takes a Db: pass a transaction (the locks last until it ends); a bare database
// only makes sense for a single statement.

/** Units per variant id. */
export type StockDemand = ReadonlyMap<number, number>;

const wanted = (demand: StockDemand) =>
  [...demand].filter(([, units]) => Number.isInteger(units) && units > 0).sort(([a], [b]) => a - b) as [
    number,
    number,
  ][];

/** Locks the variants in id order; their stock now (an unknown id is absent from the map). */
export async function lockStock(db: Db, variantIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(variantIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const locked = await db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, ids))
    .orderBy(asc(productVariants.id))
    .for("update");
  return new Map(locked.map((v) => [v.id, v.stock]));
}

/** Why the stock moves and for what: written on every ledger row of the move. */
export type StockMovement = Omit<NewStockMovement, "id" | "variantId" | "units" | "stockAfter" | "createdAt">;

/**
 * One UPDATE … FROM (VALUES …) moving each variant's stock by its signed units, and its ledger
 * rows: `before` is the stock read under the lock, so the stock after each move is known here.
 */
async function moveStock(
  db: Db,
  moves: [number, number][],
  before: ReadonlyMap<number, number>,
  movement: StockMovement,
): Promise<void> {
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map(([id, units]) => sql`(${id}::integer, ${units}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${productVariants} set stock = ${productVariants.stock} + v.units, updated_at = now()
    from (values ${values}) as v(id, units)
    where ${productVariants.id} = v.id`);
  await recordMovements(
    db,
    moves.map(([variantId, units]) => ({ variantId, units, stockAfter: (before.get(variantId) ?? 0) + units })),
    movement,
  );
}

async function recordMovements(
  db: Db,
  rows: { variantId: number; units: number; stockAfter: number }[],
  movement: StockMovement,
): Promise<void> {
  await db.insert(stockMovements).values(rows.map((row) => ({ ...movement, ...row })));
}

/**
 * Takes the demanded units, all or nothing: the rows are locked in id order, and when any is
 * short (stock below its units, or no such variant) nothing changes and the short ids are
 * answered (ascending); otherwise every stock is decremented and [] is answered.
 */
export async function takeStock(db: Db, demand: StockDemand, movement: StockMovement): Promise<number[]> {
  const moves = wanted(demand);
  if (moves.length === 0) return [];
  const stock = await lockStock(
    db,
    moves.map(([id]) => id),
  );
  const short = moves.filter(([id, units]) => (stock.get(id) ?? 0) < units).map(([id]) => id);
  if (short.length > 0) return short;
  await moveStock(
    db,
    moves.map(([id, units]) => [id, -units]),
    stock,
    movement,
  );
  return [];
}

/** Gives the units back (a skipped box, a replaced piece, a cancelled order), rows locked in id order. */
export async function putBackStock(db: Db, demand: StockDemand, movement: StockMovement): Promise<void> {
  const moves = wanted(demand);
  if (moves.length === 0) return;
  const stock = await lockStock(
    db,
    moves.map(([id]) => id),
  );
  await moveStock(db, moves, stock, movement);
}

/**
 * Moves one variant's stock by signed units (a hand adjustment, kind "adjusted" with its reason),
 * under its lock: answers the stock after, or null when the variant is unknown, or "short" when
 * the stock would fall below zero (nothing changes then).
 */
export async function adjustStock(
  db: Db,
  variantId: number,
  units: number,
  movement: StockMovement,
): Promise<number | null | "short"> {
  const stock = await lockStock(db, [variantId]);
  const now = stock.get(variantId);
  if (now === undefined) return null;
  if (now + units < 0) return "short";
  await moveStock(db, [[variantId, units]], stock, movement);
  return now + units;
}

/**
 * Records pieces that come back but do not go back in stock (damaged, missing): a ledger row of no
 * units each, with the stock as it stands, so a variant's ledger says what became of every piece.
 */
export async function recordStockEvent(db: Db, variantIds: readonly number[], movement: StockMovement): Promise<void> {
  if (variantIds.length === 0) return;
  const stock = await lockStock(db, variantIds);
  await recordMovements(
    db,
    variantIds.map((variantId) => ({ variantId, units: 0, stockAfter: stock.get(variantId) ?? 0 })),
    movement,
  );
}

/** A demand from items carrying a variant id and, optionally, units (1 each by default), summed per variant. */
export function stockDemand(items: Iterable<{ variantId: number; quantity?: number }>): Map<number, number> {
  const demand = new Map<number, number>();
  for (const item of items) demand.set(item.variantId, (demand.get(item.variantId) ?? 0) + (item.quantity ?? 1));
  return demand;
}
