/**
 * What all families keep (issue 27, decision 0050): the styling engine's population priors and
 * its collaborative signal, recomputed by a recurring job, not per request (the loader only reads
 * them: inputs.ts loadPopulation).
 *
 * - Per product: pieces kept among pieces seen. A box piece kept counts kept 1 / seen 1, returned
 *   seen 1. Before box outcomes exist, weaker evidence stands in: a unit sold in the shop, a wish,
 *   a Style Shuffle rating of a look holding the product (the weights below).
 * - Per brand and per garment type: the sums over their products.
 * - Neighbours: families who kept (in a box) or bought (in the shop) product A also kept B — over
 *   families (a box's profile; a shop order's profile, else its client), co = families holding
 *   both, lift = co·N / (n_A·n_B) with N the families holding anything; per product, the 20
 *   strongest with co ≥ 2.
 *
 * One transaction replaces both tables, the tables locked against a second run (readers go on):
 * running it twice gives the same rows.
 */
import { count, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import {
  enginePriors,
  lookProducts,
  lookRatings,
  orderLines,
  orders,
  productNeighbours,
  products,
  profiles,
  wishes,
} from "../../db/schema/index.js";

/** A box piece: kept 1 / seen 1, returned 0 / 1 — the evidence itself. */
export const BOX_KEPT = { kept: 1, seen: 1 } as const;
export const BOX_RETURNED = { kept: 0, seen: 1 } as const;
/** A unit bought in the shop: half a kept piece (chosen in full view, not tried in a box). */
export const SHOP_UNIT = { kept: 0.5, seen: 0.5 } as const;
/** A wish for a box: a third of a kept piece (wanted, not yet worn). */
export const WISH = { kept: 0.3, seen: 0.3 } as const;
/** A Style Shuffle rating of a look, for each of its products: a like is a fifth of a kept piece, a dislike a fifth of a returned one. */
export const LOOK_LIKE = { kept: 0.2, seen: 0.2 } as const;
export const LOOK_DISLIKE = { kept: 0, seen: 0.2 } as const;
/** Neighbours: at least this many families holding both, the strongest this many per product. */
export const NEIGHBOUR_MIN_CO = 2;
export const NEIGHBOURS_PER_PRODUCT = 20;

/** Shop orders that were paid (those cancelled or unpaid are not sales). */
const PAID_ORDER_STATUSES = sql.raw(`'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'COMPLETED'`);

const w = (value: number) => sql`${value}::real`;

/** Recomputes the priors and neighbours at `now`; answers how many rows each table holds. */
export async function computePriors(
  db: AppDatabase,
  now: Date,
): Promise<{ products: number; brands: number; garments: number; sizes: number; neighbours: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${enginePriors}, ${productNeighbours} in exclusive mode`);
    await tx.delete(enginePriors);
    await tx.delete(productNeighbours);

    // Every piece of evidence about a product, weighted
    const evidence = sql`
      select ol.product_id, case when ol.status = 'KEPT' then ${w(BOX_KEPT.kept)} else ${w(BOX_RETURNED.kept)} end * ol.quantity as kept,
             case when ol.status = 'KEPT' then ${w(BOX_KEPT.seen)} else ${w(BOX_RETURNED.seen)} end * ol.quantity as seen
        from ${orderLines} ol join ${orders} o on o.id = ol.order_id
       where o.kind = 'BOX' and ol.status in ('KEPT', 'RETURNED')
      union all
      select ol.product_id, case when ol.status = 'RETURNED' then 0 else ${w(SHOP_UNIT.kept)} end * ol.quantity,
             ${w(SHOP_UNIT.seen)} * ol.quantity
        from ${orderLines} ol join ${orders} o on o.id = ol.order_id
       where o.kind = 'SHOP' and o.status in (${PAID_ORDER_STATUSES}) and ol.status <> 'CANCELLED'
      union all
      select product_id, ${w(WISH.kept)}, ${w(WISH.seen)} from ${wishes}
      union all
      select lp.product_id, case when r."like" then ${w(LOOK_LIKE.kept)} else ${w(LOOK_DISLIKE.kept)} end,
             case when r."like" then ${w(LOOK_LIKE.seen)} else ${w(LOOK_DISLIKE.seen)} end
        from ${lookRatings} r join ${lookProducts} lp on lp.look_id = r.look_id`;
    await tx.execute(sql`
      insert into ${enginePriors} (kind, key, kept, seen, updated_at)
      select 'product', e.product_id::text, sum(e.kept), sum(e.seen), ${now.toISOString()}::timestamptz
        from (${evidence}) e
       group by e.product_id`);
    // Brands and garment types: the sums of their products
    for (const [kind, column] of [
      ["brand", sql`p.brand_id::text`],
      ["garment", sql`p.garment_type`],
    ] as const) {
      await tx.execute(sql`
        insert into ${enginePriors} (kind, key, kept, seen, updated_at)
        select ${kind}, ${column}, sum(e.kept), sum(e.seen), ${now.toISOString()}::timestamptz
          from ${enginePriors} e join ${products} p on p.id = e.key::integer
         where e.kind = 'product'
         group by ${column}`);
    }

    // Brands' sizes per profile type and axis: box pieces returned too small among those returned
    // too small or too large (a brand that runs small is sent back too small by every family)
    await tx.execute(sql`
      insert into ${enginePriors} (kind, key, kept, seen, updated_at)
      select 'size', pr.profile_type || ':' || ${products.sizeAxis} || ':' || ${products.brandId},
             sum(case when ol.return_reason = 'too_small' then ol.quantity else 0 end), sum(ol.quantity),
             ${now.toISOString()}::timestamptz
        from ${orderLines} ol
        join ${orders} o on o.id = ol.order_id
        join ${profiles} pr on pr.id = o.profile_id
        join ${products} on ${products.id} = ol.product_id
       where o.kind = 'BOX' and ol.status = 'RETURNED' and ol.return_reason in ('too_small', 'too_large')
       group by 2`);

    // Which family kept or bought what: a box's profile; a shop order's profile, else its client
    const holdings = sql`
      select distinct coalesce('p' || o.profile_id, 'c' || o.client_id) as family, ol.product_id
        from ${orderLines} ol join ${orders} o on o.id = ol.order_id
       where (o.kind = 'BOX' and ol.status = 'KEPT')
          or (o.kind = 'SHOP' and o.status in (${PAID_ORDER_STATUSES}) and ol.status in ('ORDERED', 'KEPT'))`;
    await tx.execute(sql`
      with h as (${holdings}),
           n as (select product_id, count(*)::real as n from h group by product_id),
           total as (select count(distinct family)::real as n from h),
           co as (
             select a.product_id, b.product_id as neighbour_id, count(*)::real as co
               from h a join h b on a.family = b.family and a.product_id <> b.product_id
              group by a.product_id, b.product_id
             having count(*) >= ${NEIGHBOUR_MIN_CO}
           ),
           ranked as (
             select co.product_id, co.neighbour_id, co.co * total.n / (na.n * nb.n) as lift,
                    row_number() over (
                      partition by co.product_id
                      order by co.co * total.n / (na.n * nb.n) desc, co.co desc, co.neighbour_id
                    ) as rank
               from co cross join total
               join n na on na.product_id = co.product_id
               join n nb on nb.product_id = co.neighbour_id
           )
      insert into ${productNeighbours} (product_id, neighbour_id, lift)
      select product_id, neighbour_id, lift from ranked where rank <= ${NEIGHBOURS_PER_PRODUCT}`);

    const kinds = await tx
      .select({ kind: enginePriors.kind, n: count() })
      .from(enginePriors)
      .groupBy(enginePriors.kind);
    const [neighbours] = await tx.select({ n: count() }).from(productNeighbours);
    const of = (kind: string) => kinds.find((row) => row.kind === kind)?.n ?? 0;
    return {
      products: of("product"),
      brands: of("brand"),
      garments: of("garment"),
      sizes: of("size"),
      neighbours: neighbours?.n ?? 0,
    };
  });
}

/**
 * Whether the priors are due at `now`: none computed yet, or the last computation is
 * `everyMinutes` old. The recurring planner runs often; this keeps the configured pace.
 */
export async function priorsDue(db: AppDatabase, now: Date, everyMinutes: number): Promise<boolean> {
  const [row] = await db.select({ at: sql<string | Date | null>`max(${enginePriors.updatedAt})` }).from(enginePriors);
  if (!row?.at) return true;
  return now.getTime() - new Date(row.at).getTime() >= everyMinutes * 60_000;
}
