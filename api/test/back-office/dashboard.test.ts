/**
 * The dashboard's figures on known data (decision 0044), and the audit's pruning keeping recent
 * rows. The seed's own boxes and orders count too, so each figure is checked as what the data
 * written here adds to it. PGlite and PostgreSQL.
 */
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  clients,
  orderLines,
  orders,
  productVariants,
  profiles,
  requests,
} from "../../src/db/schema/index.js";
import { pruneAudit } from "../../src/modules/staff/index.js";
import { createTestApp, newStaffMember, type TestContext } from "../helpers.js";
import { todayIn } from "#domain/profiles.js";
import { weekOf } from "#domain/back-office.js";

let ctx: TestContext;
let app: FastifyInstance;
let reader: { id: number; headers: Record<string, string> };

type Dashboard = {
  week: { start: string; end: string };
  boxes: { to_compose: number; in_preparation: number; shipped_this_week: number; awaiting_return: number };
  keep_rate: { kept: number; shipped: number; rate: number | null };
  shop: { day: string; orders: number; revenue_cents: number }[];
};

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
  reader = await newStaffMember(app, ["administrator"]);
});
afterAll(async () => ctx?.close());

async function dashboard(): Promise<Dashboard> {
  const response = await app.inject({ url: "/admin/dashboard", headers: reader.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
}

describe("the dashboard", () => {
  it("counts this week's boxes by stage, the keep rate, shop orders and revenue per day", async () => {
    const before = await dashboard();
    expect(before.shop).toHaveLength(30);
    const today = todayIn();
    expect(before.week).toEqual(weekOf(today));
    expect(before.shop.at(-1)!.day).toBe(today);

    const [client] = await app.db
      .insert(clients)
      .values({ email: `dashboard.${Date.now()}@example.com`, firstname: "Dana" })
      .returning({ id: clients.id });
    const kid = () =>
      app.db
        .insert(profiles)
        .values({ clientId: client!.id, profileType: "KID", firstname: "Kid", gender: "girl", birthdate: "2020-01-01" })
        .returning({ id: profiles.id })
        .then((rows) => rows[0]!.id);
    const request = async (
      status: "PENDING" | "VALIDATED" | "SHIPPED" | "DELIVERED" | "CLOSED",
      deliveryDate = today,
    ) =>
      (
        await app.db
          .insert(requests)
          .values({ profileId: await kid(), status, deliveryDate })
          .returning({ id: requests.id })
      )[0]!.id;

    await request("PENDING");
    await request("PENDING", "2099-01-01"); // far ahead: not this week's work
    await request("VALIDATED");
    await request("DELIVERED");
    const now = new Date();
    await app.db.insert(orders).values({
      clientId: client!.id,
      kind: "BOX",
      status: "SHIPPED",
      requestId: await request("SHIPPED"),
      shippedAt: now,
    });
    const [closedBox] = await app.db
      .insert(orders)
      .values({ clientId: client!.id, kind: "BOX", status: "COMPLETED", requestId: await request("CLOSED") })
      .returning({ id: orders.id });
    const variants = await app.db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .limit(5);
    expect(variants).toHaveLength(5);
    await app.db.insert(orderLines).values(
      variants.map((v, i) => ({
        orderId: closedBox!.id,
        productId: v.productId,
        variantId: v.id,
        unitPriceCents: 1000,
        status: i < 2 ? ("KEPT" as const) : ("RETURNED" as const),
      })),
    );
    const shop = (cents: number, paidAt: Date | null, status: "PAID" | "PENDING_PAYMENT" = "PAID") =>
      app.db.insert(orders).values({
        clientId: client!.id,
        kind: "SHOP",
        status,
        itemsAmountTtcCents: cents,
        totalAmountTtcCents: cents,
        paidAt,
      });
    await shop(4200, now);
    await shop(1800, now);
    await shop(999, null, "PENDING_PAYMENT"); // not paid: no revenue
    await shop(1000, new Date(now.getTime() - 86_400_000));

    const after = await dashboard();
    expect(after.boxes.to_compose - before.boxes.to_compose).toBe(1);
    expect(after.boxes.in_preparation - before.boxes.in_preparation).toBe(1);
    expect(after.boxes.shipped_this_week - before.boxes.shipped_this_week).toBe(1);
    expect(after.boxes.awaiting_return - before.boxes.awaiting_return).toBe(1);
    expect(after.keep_rate.kept - before.keep_rate.kept).toBe(2);
    expect(after.keep_rate.shipped - before.keep_rate.shipped).toBe(5);
    expect(after.keep_rate.rate).toBeCloseTo(after.keep_rate.kept / after.keep_rate.shipped, 6);
    const day = (d: Dashboard, i: number) => d.shop.at(i)!;
    expect(day(after, -1).orders - day(before, -1).orders).toBe(2);
    expect(day(after, -1).revenue_cents - day(before, -1).revenue_cents).toBe(6000);
    expect(day(after, -2).orders - day(before, -2).orders).toBe(1);
    expect(day(after, -2).revenue_cents - day(before, -2).revenue_cents).toBe(1000);
  });
});

describe("the audit's pruning", () => {
  it("deletes rows older than the retention, in batches, and keeps recent ones", async () => {
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const row = (when: Date, route: string) => ({
      staffId: reader.id,
      action: "read:dashboard",
      entity: "dashboard",
      method: "GET",
      route,
      outcome: "allowed" as const,
      at: when,
    });
    const old = await app.db
      .insert(auditEvents)
      .values([401, 500, 900, 402, 1200].map((days) => row(at(days), "/prune-old")))
      .returning({ id: auditEvents.id });
    const recent = await app.db
      .insert(auditEvents)
      .values([0, 10, 399].map((days) => row(at(days), "/prune-recent")))
      .returning({ id: auditEvents.id });

    const deleted = await pruneAudit(app.db, now, 400, 2);
    expect(deleted).toBeGreaterThanOrEqual(5);
    const left = (ids: { id: number }[]) =>
      app.db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(
          inArray(
            auditEvents.id,
            ids.map((r) => r.id),
          ),
        );
    expect(await left(old)).toEqual([]);
    expect(await left(recent)).toHaveLength(3);
    const kept = await app.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(eq(auditEvents.route, "/prune-recent"));
    expect(kept).toHaveLength(3);
  });
});
