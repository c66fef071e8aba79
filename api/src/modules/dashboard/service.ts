/**
 * The back-office dashboard's figures (decision 0044): each figure is one query, whatever the
 * number of boxes or orders (counts and sums in the database, never a row per box in memory).
 * Days are the shop's (Europe/Paris); a week runs Monday to Sunday.
 */
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { orderLines, orders, requests } from "../../db/schema/index.js";
import { keepRate, lastDays, weekOf } from "#domain/back-office.js";
import { SHOP_TIME_ZONE, todayIn } from "#domain/profiles.js";

/** Orders whose money came in (the revenue of a day). */
const PAID = ["PAID", "PREPARING", "SHIPPED", "DELIVERED", "COMPLETED"] as const;
const REVENUE_DAYS = 30;

/**
 * A timestamp column as the shop's calendar day. The zone is written into the SQL text (a constant
 * of the code, not input) so the grouped expression and the selected one are the same text.
 */
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);
const shopDay = (column: unknown) => sql`(${column} at time zone ${zone})::date`;

export async function dashboardFigures(db: AppDatabase, now: Date) {
  const today = todayIn(SHOP_TIME_ZONE, now);
  const week = weekOf(today);
  const days = lastDays(today, REVENUE_DAYS);
  const since = new Date(now.getTime() - 30 * 86_400_000);

  const [boxes, [keep], perDay] = await Promise.all([
    // Boxes of the week, by stage: one query counting each stage
    db
      .select({
        toCompose: sql<number>`count(*) filter (where ${requests.status} = 'PENDING' and ${requests.deliveryDate} < ${week.end}::date)`,
        inPreparation: sql<number>`count(*) filter (where ${requests.status} = 'VALIDATED')`,
        shipped: sql<number>`count(*) filter (where ${orders.shippedAt} is not null and ${shopDay(orders.shippedAt)} >= ${week.start}::date and ${shopDay(orders.shippedAt)} < ${week.end}::date)`,
        awaitingReturn: sql<number>`count(*) filter (where ${requests.status} = 'DELIVERED')`,
      })
      .from(requests)
      .leftJoin(orders, eq(orders.requestId, requests.id)),
    // Kept pieces over shipped pieces of the boxes closed in the last 30 days
    db
      .select({
        kept: sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${orderLines.status} = 'KEPT'), 0)`,
        shipped: sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${orderLines.status} <> 'CANCELLED'), 0)`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(requests, eq(requests.id, orders.requestId))
      .where(and(eq(orders.kind, "BOX"), eq(requests.status, "CLOSED"), gte(requests.updatedAt, since))),
    // Shop orders and revenue per day, the last 30 days
    db
      .select({
        day: sql<string>`${shopDay(orders.paidAt)}::text`,
        orders: sql<number>`count(*)`,
        revenue: sql<number>`coalesce(sum(${orders.totalAmountTtcCents}), 0)`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.kind, "SHOP"),
          inArray(orders.status, [...PAID]),
          gte(shopDay(orders.paidAt), sql`${days[0]!}::date`),
          lt(shopDay(orders.paidAt), sql`${today}::date + 1`),
        ),
      )
      .groupBy(shopDay(orders.paidAt)),
  ]);
  const figures = boxes[0]!;
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const kept = Number(keep?.kept ?? 0);
  const shipped = Number(keep?.shipped ?? 0);
  return {
    today,
    week,
    boxes: {
      toCompose: Number(figures.toCompose),
      inPreparation: Number(figures.inPreparation),
      shipped: Number(figures.shipped),
      awaitingReturn: Number(figures.awaitingReturn),
    },
    keep: { kept, shipped, rate: keepRate(kept, shipped) },
    shop: days.map((day) => ({
      day,
      orders: Number(byDay.get(day)?.orders ?? 0),
      revenueCents: Number(byDay.get(day)?.revenue ?? 0),
    })),
  };
}
