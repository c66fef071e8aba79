/**
 * Loyalty points (issue 18): the balance and what it buys, the history paged by 30 (§9), coupons
 * bought with 200 or 600 points with the §8 messages verbatim, two redemptions at once never
 * spending the same points, the birthday offer once per kid and year, points earned once for a
 * paid order however often it is marked paid, and points lapsing first-in first-out (moved clock).
 */
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, loyaltyLedger, orders, profiles } from "../../src/db/schema/index.js";
import { earnPoints, expirePoints, loyaltyModule, LOYALTY_EXPIRY_JOB } from "../../src/modules/loyalty/index.js";
import { markOrderPaid } from "../../src/modules/orders/checkout/index.js";
import { DEMO_ADMIN } from "../../src/seed/data/accounts.js";
import { parisClient } from "../shop-fixtures.js";
import { createTestApp, expectProblem, signInStaff, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;
type Headers = Record<string, string>;
let admin: Headers;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
  admin = (await signInStaff(app, DEMO_ADMIN.email, DEMO_ADMIN.password)).headers;
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Headers) => app.inject({ method: "GET", url, headers });
const post = (url: string, headers: Headers, payload: unknown = {}) =>
  app.inject({ method: "POST", url, headers, payload: payload as Record<string, unknown> });

async function givePoints(clientId: number, points: number, reference = `test-${Math.random()}`) {
  const response = await post(`/admin/clients/${clientId}/loyalty_points`, admin, { points, reference });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ created: boolean; balance: number }>();
}

type Loyalty = {
  balance: number;
  tiers: { points: number; amount: number; reachable: boolean }[];
  next_threshold: { points: number; amount: number; missing: number } | null;
  expiring_soon: { points: number; expires_at: string } | null;
  birthday_kids: { id: number; firstname: string }[];
};

describe("GET clients/me/loyalty", () => {
  it("needs a signed-in client", async () => {
    expect((await app.inject({ method: "GET", url: "/clients/me/loyalty" })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/clients/me/loyalty_points" })).statusCode).toBe(401);
  });

  it("gives the balance, the tiers, the next threshold and the points lapsing soon", async () => {
    const { clientId, headers } = await parisClient(ctx, "loyalty-read");
    let loyalty = (await get("/clients/me/loyalty", headers)).json<Loyalty>();
    expect(loyalty.balance).toBe(0);
    expect(loyalty.tiers).toEqual([
      { points: 200, amount: 10, reachable: false },
      { points: 600, amount: 40, reachable: false },
    ]);
    expect(loyalty.next_threshold).toEqual({ points: 200, amount: 10, missing: 200 });
    expect(loyalty.expiring_soon).toBeNull();
    // Points earned 11 months and 2 weeks ago lapse within the month
    await earnPoints(app.db, {
      clientId,
      source: "SHOP",
      reference: "order:old",
      amountCents: 25_099,
      now: new Date(Date.now() - 350 * 86_400_000),
    });
    loyalty = (await get("/clients/me/loyalty", headers)).json<Loyalty>();
    expect(loyalty.balance).toBe(250);
    expect(loyalty.tiers.map((t) => t.reachable)).toEqual([true, false]);
    expect(loyalty.next_threshold).toEqual({ points: 600, amount: 40, missing: 350 });
    expect(loyalty.expiring_soon?.points).toBe(250);
  });
});

describe("GET clients/me/loyalty_points", () => {
  it("pages the history by 30, newest first", async () => {
    const { clientId, headers } = await parisClient(ctx, "loyalty-history");
    for (let i = 1; i <= 35; i++) await givePoints(clientId, i, `history-${i}`);
    const first = (await get("/clients/me/loyalty_points", headers)).json<{
      items: { points: number; balance_after: number; reason: string; expires_at: string | null }[];
      page: number;
      page_size: number;
      pages: number;
      total: number;
    }>();
    expect(first).toMatchObject({ page: 1, page_size: 30, pages: 2, total: 35 });
    expect(first.items).toHaveLength(30);
    expect(first.items[0]).toMatchObject({ points: 35, balance_after: 630, reason: "ADJUSTMENT" });
    expect(first.items[0]!.expires_at).toBeTruthy();
    const second = (await get("/clients/me/loyalty_points?page=2&page_size=30", headers)).json<{ items: unknown[] }>();
    expect(second.items).toHaveLength(5);
    expectProblem(await get("/clients/me/loyalty_points?page_size=0", headers), 400);
  });
});

describe("POST clients/me/loyalty/coupons", () => {
  it("refuses a short balance with the §8 message of each minimum", async () => {
    const { clientId, headers } = await parisClient(ctx, "loyalty-short");
    const short200 = expectProblem(await post("/clients/me/loyalty/coupons", headers, { points: 200 }), 400);
    expect(short200).toMatchObject({
      type: "NOT_ENOUGH_LOYALTY_POINTS",
      title: "Not enough loyalty points. Minimum: 200.00",
      detail: "Not enough loyalty points. Minimum: 200.00",
    });
    await givePoints(clientId, 300);
    const short600 = expectProblem(await post("/clients/me/loyalty/coupons", headers, { points: 600 }), 400);
    expect(short600).toMatchObject({ detail: "Not enough loyalty points. Minimum: 600.00" });
    expectProblem(await post("/clients/me/loyalty/coupons", headers, { points: 250 }), 400, "VALIDATION_ERROR");
    // Nothing was spent
    expect((await get("/clients/me/loyalty", headers)).json<Loyalty>().balance).toBe(300);
  });

  it("spends the points once when two redemptions come at once", async () => {
    const { clientId, headers } = await parisClient(ctx, "loyalty-race");
    await givePoints(clientId, 300);
    const answers = await Promise.all([
      post("/clients/me/loyalty/coupons", headers, { points: 200 }),
      post("/clients/me/loyalty/coupons", headers, { points: 200 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const won = answers
      .find((a) => a.statusCode === 201)!
      .json<{ code: { code: string; amount: number }; balance: number }>();
    expect(won.balance).toBe(100);
    expect(won.code.amount).toBe(10);
    const lost = answers.find((a) => a.statusCode === 400)!.json<{ detail: string }>();
    expect(lost.detail).toBe("Not enough loyalty points. Minimum: 200.00");
    const redemptions = await app.db
      .select()
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.clientId, clientId), eq(loyaltyLedger.reason, "COUPON_REDEMPTION")));
    expect(redemptions).toHaveLength(1);
    // The coupon is the client's, listed with their codes and good for 10 € off
    const mine = (await get("/clients/me/coupon-codes", headers)).json<{ code: string; usable?: boolean }[]>();
    expect(mine.map((c) => c.code)).toContain(won.code.code);
    const check = await get(`/clients/me/discounts/${won.code.code.toLowerCase()}`, headers);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ kind: "COUPON", amount: 10 });
    // Nobody else can use it
    const other = await parisClient(ctx, "loyalty-other");
    expectProblem(await get(`/clients/me/discounts/${won.code.code}`, other.headers), 404, "INVALID_CODE");
    const theirs = (await get("/clients/me/coupon-codes", other.headers)).json<{ code: string }[]>();
    expect(theirs.map((c) => c.code)).not.toContain(won.code.code);
  });

  it("buys the 600 tier for 40 €", async () => {
    const { clientId, headers } = await parisClient(ctx, "loyalty-600");
    await givePoints(clientId, 650);
    const response = await post("/clients/me/loyalty/coupons", headers, { points: 600 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ balance: 50, code: { kind: "COUPON", amount: 40 } });
  });
});

describe("POST clients/me/loyalty/birthday-offer", () => {
  it("gives a kid born this month one code a year, and the §8 message otherwise", async () => {
    const { clientId, headers } = await parisClient(ctx, "loyalty-birthday");
    const none = expectProblem(await post("/clients/me/loyalty/birthday-offer", headers), 400, "NO_ELIGIBLE_KID");
    expect(none.title).toBe("No eligible kid for birthday offer");
    const today = new Date().toISOString().slice(0, 10);
    const otherMonth = `2019-${today.slice(5, 7) === "01" ? "02" : "01"}-10`;
    await app.db.insert(profiles).values([
      { clientId, firstname: "Nina", gender: "girl", profileType: "KID", birthdate: otherMonth },
      { clientId, firstname: "Léo", gender: "boy", profileType: "KID", birthdate: `2018-${today.slice(5, 7)}-01` },
    ]);
    expect((await get("/clients/me/loyalty", headers)).json<Loyalty>().birthday_kids.map((k) => k.firstname)).toEqual([
      "Léo",
    ]);
    const offer = await post("/clients/me/loyalty/birthday-offer", headers);
    expect(offer.statusCode, offer.body).toBe(201);
    expect(offer.json()).toMatchObject({ kid: { firstname: "Léo" }, code: { kind: "BIRTHDAY", percent: 20 } });
    const again = expectProblem(await post("/clients/me/loyalty/birthday-offer", headers), 400, "NO_ELIGIBLE_KID");
    expect(again.title).toBe("No eligible kid for birthday offer");
    expect((await get("/clients/me/loyalty", headers)).json<Loyalty>().birthday_kids).toEqual([]);
  });
});

describe("earning on a paid order", () => {
  it("earns a point per euro of the pieces once, however often the order is marked paid", async () => {
    const { clientId, headers } = await parisClient(ctx, "loyalty-order");
    const [order] = await app.db
      .insert(orders)
      .values({
        clientId,
        kind: "SHOP",
        itemsAmountTtcCents: 8_990,
        discountAmountCents: 1_000,
        shippingFeeTtcCents: 490,
        totalAmountTtcCents: 8_480,
      })
      .returning();
    const deps = { db: app.db, log: app.log, storefrontUrl: app.config.storefrontUrl };
    const marks = await Promise.all([1, 2, 3].map(() => markOrderPaid(deps, order!.id, "pay-test")));
    expect(marks.filter(Boolean)).toHaveLength(1);
    // The points come from the job the paid status enqueued (one per order), run by two passes at once
    const { referralModule } = await import("../../src/modules/referral/index.js");
    const { Scheduler, combineJobs } = await import("../../src/modules/scheduler/index.js");
    const pass = () =>
      new Scheduler({
        db: app.db,
        mailer: app.mailer,
        log: app.log,
        config: ctx.config,
        ...combineJobs(referralModule.jobs),
      }).runDue();
    await Promise.all([pass(), pass()]);
    const rows = await app.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.clientId, clientId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ points: 79, reason: "ORDER", reference: `order:${order!.id}`, orderId: order!.id });
    expect((await get("/clients/me/loyalty", headers)).json<Loyalty>().balance).toBe(79);
  });
});

describe("points lapse", () => {
  it("writes off lapsed points first-in first-out, once, on the daily job's clock", async () => {
    const { clientId, headers } = await parisClient(ctx, "loyalty-expiry");
    const month = 30 * 86_400_000;
    const t0 = new Date("2025-01-10T10:00:00Z");
    await earnPoints(app.db, { clientId, source: "SHOP", reference: "order:a", amountCents: 15_000, now: t0 });
    await earnPoints(app.db, {
      clientId,
      source: "SHOP",
      reference: "order:b",
      amountCents: 10_000,
      now: new Date(t0.getTime() + 6 * month),
    });
    // 120 spent before the first credit lapses: only its 30 left lapse
    await givePoints(clientId, -120, "spent");
    const beforeLapse = new Date("2026-01-09T10:00:00Z");
    expect(await expirePoints(app.db, beforeLapse)).toBe(0);
    const lapseDay = new Date("2026-01-10T10:00:00Z");
    const job = loyaltyModule.jobs.recurring!.find((r) => r.name === LOYALTY_EXPIRY_JOB)!;
    expect(job.everyMs).toBe(24 * 3600_000);
    await job.run({ db: app.db, mailer: app.mailer, log: app.log, now: lapseDay, config: ctx.config });
    await job.run({
      db: app.db,
      mailer: app.mailer,
      log: app.log,
      now: new Date(lapseDay.getTime() + 3600_000),
      config: ctx.config,
    });
    let expirations = await app.db
      .select()
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.clientId, clientId), eq(loyaltyLedger.reason, "EXPIRATION")));
    expect(expirations.map((e) => e.points)).toEqual([-30]);
    expect((await get("/clients/me/loyalty", headers)).json<Loyalty>().balance).toBe(100);
    // The second credit lapses on its day
    await expirePoints(app.db, new Date(t0.getTime() + 6 * month + 366 * 86_400_000));
    expirations = await app.db
      .select()
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.clientId, clientId), eq(loyaltyLedger.reason, "EXPIRATION")));
    expect(expirations.map((e) => e.points)).toEqual([-30, -100]);
    expect((await get("/clients/me/loyalty", headers)).json<Loyalty>().balance).toBe(0);
  });
});

describe("POST admin/clients/{id}/loyalty_points", () => {
  it("is for administrators, once per reference, never below zero", async () => {
    const { clientId, headers } = await parisClient(ctx, "loyalty-admin");
    expect(
      (await post(`/admin/clients/${clientId}/loyalty_points`, headers, { points: 10, reference: "x" })).statusCode,
    ).toBe(403);
    expect(await givePoints(clientId, 40, "ticket-1")).toEqual({ created: true, balance: 40 });
    expect(await givePoints(clientId, 40, "ticket-1")).toEqual({ created: false, balance: 40 });
    expectProblem(
      await post(`/admin/clients/${clientId}/loyalty_points`, admin, { points: -41, reference: "t2" }),
      400,
    );
    expectProblem(await post(`/admin/clients/999999/loyalty_points`, admin, { points: 1, reference: "t3" }), 404);
    const [row] = await app.db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    expect(row).toBeTruthy();
  });
});
