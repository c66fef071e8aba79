/**
 * The box over time's jobs on the scheduler (decision 0031), on PGlite and on the PostgreSQL
 * server, with the scheduler's clock moved instead of waiting: a due plan opens exactly one request
 * however many passes run, two scheduler instances at once (two connection pools on the server)
 * open each request once, a pause ends on its day, reminders go once, and the outbox sends the
 * "next box opened" e-mail in the client's language.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, addMonths, openingAt } from "#domain/malle.js";
import { todayIn } from "#domain/profiles.js";
import { openDatabase, type Database } from "../../src/db/client.js";
import { jobs, profiles, requests, subscriptions } from "../../src/db/schema/index.js";
import { malleModule } from "../../src/modules/malle/index.js";
import { jobPlanContext, malleJobsWith, openRequests } from "../../src/modules/malle/jobs.js";
import { Scheduler, combineJobs, schedulerModule, type ModuleJobs } from "../../src/modules/scheduler/index.js";
import { createTestApp, waitForMail, type TestContext } from "../helpers.js";
import { malleFixtures } from "../malle-fixtures.js";
import { memoryLog, rowsOf } from "../scheduler-fixtures.js";

let ctx: TestContext;
let app: FastifyInstance;
let fx: ReturnType<typeof malleFixtures>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
  fx = malleFixtures(app);
});
afterAll(async () => ctx?.close());

/** A clock the test sets. */
function clockAt(start: Date) {
  let now = start;
  return {
    clock: () => now,
    set: (at: Date) => void (now = at),
    advance: (ms: number) => void (now = new Date(now.getTime() + ms)),
  };
}

function scheduler(
  clock: () => Date,
  jobsOf: ModuleJobs[] = [malleModule.jobs],
  options: { db?: Database["db"]; workerId?: string; batch?: number } = {},
) {
  return new Scheduler({
    db: options.db ?? app.db,
    mailer: app.mailer,
    log: memoryLog().log,
    config: ctx.config,
    clock,
    workerId: options.workerId,
    batch: options.batch,
    ...combineJobs(...jobsOf),
  });
}

const boxesOf = (profileId: number) =>
  app.db.select().from(requests).where(eq(requests.profileId, profileId)).orderBy(requests.id);
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

describe("opening a plan's next box", () => {
  it("a due plan opens exactly one request, however many passes run", async () => {
    const s = await fx.subscriber({ frequency: 1, locale: "nl" });
    await app.db.update(requests).set({ status: "SHIPPED" }).where(eq(requests.id, s.box.id));
    const plan = await fx.planRow(s.planId);
    const nextDate = plan.nextDeliveryDate!;
    expect(plan.nextAt).toEqual(openingAt(nextDate));

    // A minute before its time: nothing
    const time = clockAt(new Date(plan.nextAt!.getTime() - 60_000));
    const worker = scheduler(time.clock);
    await worker.runDue();
    expect(await boxesOf(s.kidId)).toHaveLength(1);

    // Its time has come: one request, on the plan's date, to the last box's address and card
    time.set(new Date(plan.nextAt!.getTime() + 60_000));
    await worker.runDue();
    const boxes = await boxesOf(s.kidId);
    expect(boxes).toHaveLength(2);
    expect(boxes[1]).toMatchObject({
      status: "PENDING",
      subscriptionId: s.planId,
      deliveryDate: nextDate,
      isBlocked: false,
      shippingAddressId: s.addressId,
      paymentMethodId: s.paymentMethodId,
    });
    const advanced = await fx.planRow(s.planId);
    expect(advanced.nextDeliveryDate).toBe(addMonths(nextDate, 1));
    expect(advanced.nextAt).toEqual(openingAt(addMonths(nextDate, 1)));

    // Again: the same pass, a later pass (the planner runs again), the handler itself
    await worker.runDue();
    time.advance(120_000);
    await worker.runDue();
    expect(await openRequests(app.db, [s.planId], jobPlanContext({ now: time.clock(), config: ctx.config }))).toBe(0);
    expect(await boxesOf(s.kidId)).toHaveLength(2);
    expect(await fx.outboxKinds(s.email)).toEqual(["next-box-opened"]);
    // The box to come is the new one
    const next = await fx.call("GET", `/clients/me/kids/${s.kidId}/next-request`, s.headers);
    expect(next.json<{ id: number }>().id).toBe(boxes[1]!.id);
  });

  it("a paused plan, a stopped one and one whose box is still PENDING open nothing", async () => {
    const paused = await fx.subscriber();
    const stopped = await fx.subscriber();
    const waiting = await fx.subscriber();
    for (const s of [paused, stopped]) {
      await app.db.update(requests).set({ status: "SHIPPED" }).where(eq(requests.id, s.box.id));
    }
    expect(
      (
        await fx.call(
          "POST",
          `/clients/me/kids/${paused.kidId}/subscriptions/${paused.planId}/pause?months=1`,
          paused.headers,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await fx.call(
          "POST",
          `/clients/me/kids/${stopped.kidId}/subscriptions/${stopped.planId}/terminate`,
          stopped.headers,
        )
      ).statusCode,
    ).toBe(200);
    // Every plan's opening is long past on this clock, but the pause: run before it ends
    const pausedUntil = (await fx.planRow(paused.planId)).pausedUntil!;
    const time = clockAt(noon(addDays(pausedUntil, -1)));
    await scheduler(time.clock).runDue();
    for (const s of [paused, stopped, waiting]) expect(await boxesOf(s.kidId)).toHaveLength(1);
  });
});

describe("two scheduler instances at once", () => {
  it("open each due plan's request once (PostgreSQL: two connection pools, as two processes)", async () => {
    const f = await fx.family();
    const today = todayIn();
    const count = 40;
    const kids = await app.db
      .insert(profiles)
      .values(
        Array.from({ length: count }, (_, i) => ({
          clientId: f.clientId,
          profileType: "KID" as const,
          firstname: `Kid ${i}`,
          gender: "boy" as const,
          birthdate: "2020-01-01",
          hasRequested: true,
          subscriptionStatus: "ONGOING_SUBSCRIPTION" as const,
        })),
      )
      .returning({ id: profiles.id });
    const deliveryDate = addDays(today, 20);
    const plans = await app.db
      .insert(subscriptions)
      .values(
        kids.map((k) => ({
          profileId: k.id,
          frequency: 1,
          isActive: true,
          nextDeliveryDate: deliveryDate,
          nextAt: openingAt(deliveryDate),
        })),
      )
      .returning({ id: subscriptions.id });
    await app.db.insert(requests).values(
      kids.map((k, i) => ({
        profileId: k.id,
        subscriptionId: plans[i]!.id,
        status: "DELIVERED" as const,
        deliveryDate: addDays(today, -10),
        shippingAddressId: f.addressId,
        paymentMethodId: f.paymentMethodId,
      })),
    );
    // Overlapping work on top of the planner's batches: every plan in two more jobs
    const ids = plans.map((p) => p.id);
    for (const key of ["overlap-a", "overlap-b"]) {
      await app.db
        .insert(jobs)
        .values({ kind: "open-request", key, payload: { subscription_ids: [...ids].reverse() } });
    }

    let second: Database | undefined;
    if (process.env.TEST_DATABASE_URL) {
      const { name } = (await rowsOf<{ name: string }>(app.db, sql`select current_database() as name`))[0]!;
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      second = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://" });
    }
    try {
      const time = clockAt(new Date(Date.now() + 3600_000));
      const small = malleJobsWith({ openBatch: 5 });
      const a = scheduler(time.clock, [small], { workerId: "a", batch: 2 });
      const b = scheduler(time.clock, [small], { db: second?.db, workerId: "b", batch: 2 });
      const [ra, rb] = await Promise.all([a.runDue(), b.runDue()]);
      expect(ra.failed + rb.failed + ra.retried + rb.retried).toBe(0);
      expect(ra.done).toBeGreaterThan(0);
      expect(rb.done).toBeGreaterThan(0);

      const opened = await app.db
        .select({ profileId: requests.profileId, deliveryDate: requests.deliveryDate })
        .from(requests)
        .where(and(inArray(requests.subscriptionId, ids), eq(requests.status, "PENDING")));
      expect(opened).toHaveLength(count);
      expect(new Set(opened.map((r) => r.profileId)).size).toBe(count);
      expect(new Set(opened.map((r) => r.deliveryDate))).toEqual(new Set([deliveryDate]));
      const mails = (await fx.outbox(f.email)).filter((m) => m.key.startsWith("next-box-opened:"));
      expect(mails).toHaveLength(count);
      // Nothing left to do, nothing given up
      const left = await app.db
        .select({ key: jobs.key })
        .from(jobs)
        .where(and(eq(jobs.kind, "open-request"), sql`${jobs.doneAt} is null`));
      expect(left).toEqual([]);
    } finally {
      await second?.close();
    }
  });
});

describe("the end of a pause", () => {
  it("resumes the plan on its day (event resumed, statuses ONGOING, the resumed e-mail), once", async () => {
    const s = await fx.subscriber();
    const until = addDays(todayIn(), 3);
    const paused = await fx.call(
      "POST",
      `/clients/me/kids/${s.kidId}/subscriptions/${s.planId}/pause?until=${until}`,
      s.headers,
    );
    expect(paused.statusCode, paused.body).toBe(200);

    const time = clockAt(noon(addDays(until, -1)));
    const worker = scheduler(time.clock);
    await worker.runDue();
    expect((await fx.planRow(s.planId)).statusDetailsCode).toBe("paused");

    time.set(noon(until));
    await worker.runDue();
    expect(await fx.planRow(s.planId)).toMatchObject({ statusDetailsCode: null, pausedUntil: null });
    expect((await fx.events(s.planId)).filter((e) => e === "resumed")).toHaveLength(1);
    expect(await fx.statuses(s, s.kidId)).toEqual({ profile: "ONGOING_SUBSCRIPTION", client: "ONGOING_SUBSCRIPTION" });
    time.advance(3600_000);
    await worker.runDue();
    expect((await fx.events(s.planId)).filter((e) => e === "resumed")).toHaveLength(1);
    // (The reminders of the box and of the pause's end went meanwhile, the clock being days ahead)
    expect((await fx.outboxKinds(s.email)).filter((kind) => kind!.startsWith("subscription-"))).toEqual([
      "subscription-paused",
      "subscription-resumed",
    ]);
  });
});

describe("reminders", () => {
  it("box coming, date can still move, pause ending: each once; none for a box booked just now", async () => {
    const today = todayIn();
    const s = await fx.subscriber();
    const inFive = addDays(today, 5);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await app.db
      .update(requests)
      .set({ deliveryDate: inFive, createdAt: threeDaysAgo })
      .where(eq(requests.id, s.box.id));
    const fresh = await fx.subscriber();

    const p = await fx.subscriber();
    const pauseEnd = addDays(today, 5);
    expect(
      (
        await fx.call(
          "POST",
          `/clients/me/kids/${p.kidId}/subscriptions/${p.planId}/pause?until=${pauseEnd}`,
          p.headers,
        )
      ).statusCode,
    ).toBe(200);
    await app.db.update(subscriptions).set({ pausedAt: threeDaysAgo }).where(eq(subscriptions.id, p.planId));

    const time = clockAt(new Date(Date.now() + 60_000));
    const worker = scheduler(time.clock);
    await worker.runDue();
    time.advance(2 * 3600_000); // the next hourly slot runs the reminders again
    await worker.runDue();

    expect(await fx.outboxKinds(s.email)).toEqual(["reminder-box-coming", "reminder-date-can-move"]);
    const [coming, canMove] = await fx.outbox(s.email);
    expect(coming!.key).toBe(`reminder-box-coming:${s.box.id}:${inFive}`);
    expect(canMove!.text).toContain(`/${s.kidId}/malle/${s.planId}/delivery`);
    expect(await fx.outboxKinds(p.email)).toEqual(["subscription-paused", "reminder-pause-ending"]);
    expect(await fx.outbox(fresh.email)).toEqual([]);

    // A blocked box is still coming, but its date cannot move
    const b = await fx.subscriber();
    await app.db
      .update(requests)
      .set({ deliveryDate: inFive, createdAt: threeDaysAgo, isBlocked: true })
      .where(eq(requests.id, b.box.id));
    time.advance(3600_000);
    await worker.runDue();
    expect(await fx.outboxKinds(b.email)).toEqual(["reminder-box-coming"]);
  });
});

describe("the outbox", () => {
  it("sends the next box's e-mail in the client's language, with its link", async () => {
    const s = await fx.subscriber({ locale: "de" });
    await app.db.update(requests).set({ status: "SHIPPED" }).where(eq(requests.id, s.box.id));
    const plan = await fx.planRow(s.planId);
    const time = clockAt(new Date(plan.nextAt!.getTime() + 60_000));
    await scheduler(time.clock, [malleModule.jobs, schedulerModule.jobs]).runDue();
    const mail = await waitForMail(
      ctx.mail,
      (m) => m.to?.some((to) => to.address === s.email) === true && (m.subject ?? "").includes("nächste"),
    );
    expect(mail.subject).toBe("Die nächste Box für Jules ist in Vorbereitung");
    expect(mail.text).toContain(`/de/${s.kidId}/malle`);
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, "mail"),
          sql`${jobs.key} like 'next-box-opened:%'`,
          sql`${jobs.payload} -> 'message' ->> 'to' = ${s.email}`,
        ),
      );
    expect(job!.doneAt).not.toBeNull();
  });
});
