/**
 * The one way stock moves (architecture: "stock has one owner, the variant row"). A shop checkout,
 * a composed box (its pieces reserved until it ships or is skipped), a preview's replacement and
 * a cancelled order all go through here, inside the caller's transaction:
 * - the variant rows are locked FOR UPDATE in id order — the one order every writer takes them
 *   in, so two writers never wait on each other in a circle;
 * - taking is all or nothing: when a variant is short (or unknown), `takeStock` changes nothing
 *   and answers the ids short of stock (the caller decides: a 409 for a checkout, another
 *   composition for the engine); the CHECK stock >= 0 stands behind it whatever happens;
 * - putting back adds the units to the rows, locked the same way.
 * A demand is a map variant id → units (> 0); zero or negative units are ignored.
 */
import { asc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { productVariants } from "../../db/schema/index.js";

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

/** One UPDATE … FROM (VALUES …) moving each variant's stock by its signed units. */
async function moveStock(db: Db, moves: [number, number][]): Promise<void> {
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map(([id, units]) => sql`(${id}::integer, ${units}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${productVariants} set stock = ${productVariants.stock} + v.units, updated_at = now()
    from (values ${values}) as v(id, units)
    where ${productVariants.id} = v.id`);
}

/**
 * Takes the demanded units, all or nothing: the rows are locked in id order, and when any is
 * short (stock below its units, or no such variant) nothing changes and the short ids are
 * answered (ascending); otherwise every stock is decremented and [] is answered.
 */
export async function takeStock(db: Db, demand: StockDemand): Promise<number[]> {
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
  );
  return [];
}

/** Gives the units back (a skipped box, a replaced piece, a cancelled order), rows locked in id order. */
export async function putBackStock(db: Db, demand: StockDemand): Promise<void> {
  const moves = wanted(demand);
  if (moves.length === 0) return;
  await lockStock(
    db,
    moves.map(([id]) => id),
  );
  await moveStock(db, moves);
}

/** A demand from items carrying a variant id and, optionally, units (1 each by default), summed per variant. */
export function stockDemand(items: Iterable<{ variantId: number; quantity?: number }>): Map<number, number> {
  const demand = new Map<number, number>();
  for (const item of items) demand.set(item.variantId, (demand.get(item.variantId) ?? 0) + (item.quantity ?? 1));
  return demand;
}
