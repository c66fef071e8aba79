/**
 * The scheduler (decision 0031), on PGlite and on the PostgreSQL server: a job runs once and is
 * done, one (kind, key) is one job, a failure is retried with a backoff and given up after its
 * attempts, two workers at once run each job once, a dead worker's job is taken again after its
 * lease, recurring planners run once per slot and one at a time, the e-mail outbox sends one
 * e-mail per key and nothing for a rolled-back transaction, and the unpaid-order sweep runs on it.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.js";
import { jobs, orders } from "../../src/db/schema/index.js";
import { ordersModule } from "../../src/modules/orders/index.js";
import {
  Scheduler,
  enqueueJob,
  enqueueMail,
  retryDelayMs,
  schedulerModule,
  type Recurring,
  type SchedulerOptions,
} from "../../src/modules/scheduler/index.js";
import { claimJobs, completeJob } from "../../src/modules/scheduler/queue.js";
import { parisClient, shopStock } from "../shop-fixtures.js";
import { countingHandler, createEffectTables, keyedHandler, memoryLog, rowsOf } from "../scheduler-fixtures.js";
import { createTestApp, type TestContext } from "../helpers.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  await createEffectTables(ctx.app.db);
}, 60_000);
afterAll(async () => ctx?.close());

const tag = () => Math.random().toString(36).slice(2, 10);

/** A clock the test moves; it starts a little after the database's now (jobs enqueued "now" are due). */
function testClock() {
  let now = new Date(Date.now() + 1000);
  return {
    clock: () => now,
    now: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

function scheduler(options: Partial<SchedulerOptions> & Pick<SchedulerOptions, "handlers">) {
  return new Scheduler({
    db: ctx.app.db,
    mailer: ctx.app.mailer,
    log: memoryLog().log,
    config: ctx.config,
    ...options,
  });
}

const jobRow = async (kind: string, key: string) =>
  (
    await ctx.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.key, key)))
  )[0]!;

describe("a job", () => {
  it("runs once and is done; a second pass finds nothing", async () => {
    const kind = `once-${tag()}`;
    const seen: { key: string; payload: unknown; attempts: number }[] = [];
    const time = testClock();
    const worker = scheduler({
      clock: time.clock,
      handlers: {
        [kind]: async (job) => void seen.push({ key: job.key, payload: job.payload, attempts: job.attempts }),
      },
    });
    expect(await enqueueJob(ctx.app.db, { kind, key: "a", payload: { n: 1 } })).toBe(true);

    expect(await worker.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(seen).toEqual([{ key: "a", payload: { n: 1 }, attempts: 1 }]);
    expect(await jobRow(kind, "a")).toMatchObject({ doneAt: time.now(), lockedBy: null, attempts: 1, failedAt: null });

    time.advance(3600_000);
    expect(await worker.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(seen).toHaveLength(1);
  });

  it("is one job for one (kind, key): enqueued twice, run once; done, enqueuing it again adds nothing", async () => {
    const kind = `twice-${tag()}`;
    let runs = 0;
    const worker = scheduler({ clock: testClock().clock, handlers: { [kind]: async () => void (runs += 1) } });
    expect(await enqueueJob(ctx.app.db, { kind, key: "k" })).toBe(true);
    expect(await enqueueJob(ctx.app.db, { kind, key: "k", payload: { other: true } })).toBe(false);
    expect(await worker.runDue()).toMatchObject({ done: 1 });
    expect(await enqueueJob(ctx.app.db, { kind, key: "k" })).toBe(false);
    expect(await worker.runDue()).toMatchObject({ done: 0 });
    expect(runs).toBe(1);
    expect(await ctx.app.db.select().from(jobs).where(eq(jobs.kind, kind))).toHaveLength(1);
  });

  it("waits for its run_at", async () => {
    const kind = `later-${tag()}`;
    const time = testClock();
    let runs = 0;
    const worker = scheduler({ clock: time.clock, handlers: { [kind]: async () => void (runs += 1) } });
    await enqueueJob(ctx.app.db, { kind, key: "k", runAt: new Date(time.now().getTime() + 60_000) });
    await worker.runDue();
    expect(runs).toBe(0);
    time.advance(60_000);
    await worker.runDue();
    expect(runs).toBe(1);
  });

  it("failing, is retried with a growing backoff and given up after max_attempts (failed_at, logged)", async () => {
    const kind = `failing-${tag()}`;
    const time = testClock();
    const { log, lines } = memoryLog();
    let runs = 0;
    const worker = scheduler({
      clock: time.clock,
      log,
      handlers: {
        [kind]: async () => {
          runs += 1;
          throw new Error(`refused ${runs}`);
        },
      },
    });
    await enqueueJob(ctx.app.db, { kind, key: "k", maxAttempts: 3 });

    expect(await worker.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    let row = await jobRow(kind, "k");
    expect(row).toMatchObject({ attempts: 1, failedAt: null, doneAt: null, lockedBy: null });
    expect(row.lastError).toContain("refused 1");
    expect(row.runAt).toEqual(new Date(time.now().getTime() + 30_000));
    // Not before its time
    time.advance(29_000);
    expect(await worker.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });

    time.advance(1_000);
    expect(await worker.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    row = await jobRow(kind, "k");
    expect(row.runAt).toEqual(new Date(time.now().getTime() + 60_000));

    time.advance(60_000);
    expect(await worker.runDue()).toEqual({ done: 0, retried: 0, failed: 1 });
    row = await jobRow(kind, "k");
    expect(row).toMatchObject({ attempts: 3, failedAt: time.now(), doneAt: null });
    expect(row.lastError).toContain("refused 3");
    const givenUp = lines.filter((l) => l.level === "error");
    expect(givenUp).toHaveLength(1);
    expect(givenUp[0]).toMatchObject({ bindings: { kind, key: "k" }, msg: "job given up after 3 attempts" });
    expect(lines.filter((l) => l.level === "warn")).toHaveLength(2);

    time.advance(24 * 3600_000);
    expect(await worker.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(runs).toBe(3);
  });

  it("failing once then succeeding is done at its second attempt", async () => {
    const kind = `flaky-${tag()}`;
    const time = testClock();
    let runs = 0;
    const worker = scheduler({
      clock: time.clock,
      handlers: {
        [kind]: async () => {
          runs += 1;
          if (runs === 1) throw new Error("the SMTP server is away");
        },
      },
    });
    await enqueueJob(ctx.app.db, { kind, key: "k" });
    expect(await worker.runDue()).toMatchObject({ retried: 1 });
    time.advance(retryDelayMs(1));
    expect(await worker.runDue()).toMatchObject({ done: 1 });
    expect(await jobRow(kind, "k")).toMatchObject({ attempts: 2, doneAt: time.now(), lastError: null });
  });

  it("of a kind this worker has no handler for is left to another worker", async () => {
    const kind = `theirs-${tag()}`;
    await enqueueJob(ctx.app.db, { kind, key: "k" });
    const worker = scheduler({ clock: testClock().clock, handlers: { [`mine-${tag()}`]: async () => {} } });
    expect(await worker.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await jobRow(kind, "k")).toMatchObject({ attempts: 0, lockedBy: null, doneAt: null });
  });
});

describe("two workers at once", () => {
  it("run each of 500 jobs exactly once (PostgreSQL: two connection pools)", async () => {
    const kind = `pair-${tag()}`;
    const keys = Array.from({ length: 500 }, (_, i) => `job-${i}`);
    await ctx.app.db.insert(jobs).values(keys.map((key) => ({ kind, key })));
    // On the server the second worker has its own pool, as a second process would
    let second: Database | undefined;
    if (process.env.TEST_DATABASE_URL) {
      const { name } = (await rowsOf<{ name: string }>(ctx.app.db, sql`select current_database() as name`))[0]!;
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      second = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://" });
    }
    try {
      const clock = testClock().clock;
      const a = scheduler({ clock, workerId: "a", batch: 10, handlers: { [kind]: countingHandler("a") } });
      const b = scheduler({
        db: second?.db ?? ctx.app.db,
        clock,
        workerId: "b",
        batch: 10,
        handlers: { [kind]: countingHandler("b") },
      });
      const [ra, rb] = await Promise.all([a.runDue(), b.runDue()]);
      expect(ra.done + rb.done).toBe(500);

      const runs = await rowsOf<{ job_key: string; worker: string }>(
        ctx.app.db,
        sql`select job_key, worker from effects where job_key like 'job-%'`,
      );
      expect(runs).toHaveLength(500);
      expect(new Set(runs.map((r) => r.job_key))).toEqual(new Set(keys));
      // Both took part (the claims interleave)
      expect(runs.filter((r) => r.worker === "a").length).toBe(ra.done);
      expect(ra.done).toBeGreaterThan(0);
      expect(rb.done).toBeGreaterThan(0);
      const open = await ctx.app.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, kind), sql`${jobs.doneAt} is null`));
      expect(open).toHaveLength(0);
    } finally {
      await second?.close();
    }
  });
});

describe("a worker that died holding a job", () => {
  it("loses it at the end of its lease: another worker runs it, the dead one's late answer changes nothing", async () => {
    const kind = `orphan-${tag()}`;
    const time = testClock();
    await enqueueJob(ctx.app.db, { kind, key: "k" });
    // The dead worker claimed it (a 60 s lease) and never answered
    const [taken] = await claimJobs(ctx.app.db, {
      workerId: "dead",
      now: time.now(),
      leaseMs: 60_000,
      batch: 10,
      kinds: [kind],
    });
    expect(taken).toMatchObject({ key: "k", lockedBy: "dead", attempts: 1 });

    const worker = scheduler({ clock: time.clock, workerId: "alive", handlers: { [kind]: keyedHandler() } });
    expect(await worker.runDue()).toMatchObject({ done: 0 });
    time.advance(60_001);
    expect(await worker.runDue()).toMatchObject({ done: 1 });
    expect(await jobRow(kind, "k")).toMatchObject({ attempts: 2, doneAt: time.now(), lockedBy: null });
    expect(await rowsOf(ctx.app.db, sql`select runs from keyed_effects where job_key = 'k'`)).toEqual([{ runs: 1 }]);
    // The dead worker's claim is no longer its own
    expect(await completeJob(ctx.app.db, taken!, "dead", time.now())).toBe(false);
  });

  it("stopping, gives back the jobs it claimed but did not start (their attempt not counted)", async () => {
    const kind = `stopped-${tag()}`;
    await ctx.app.db.insert(jobs).values(["a", "b", "c"].map((key) => ({ kind, key })));
    const clock = testClock().clock;
    let worker: Scheduler | undefined = undefined;
    let stopped: Promise<void> | undefined;
    const ran: string[] = [];
    worker = scheduler({
      clock,
      concurrency: 1,
      batch: 3,
      handlers: {
        [kind]: async (job) => {
          ran.push(job.key);
          stopped ??= worker!.stop();
        },
      },
    });
    await worker.runDue();
    await stopped;
    expect(ran).toEqual(["a"]);
    const rows = await ctx.app.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.key);
    expect(rows.map((r) => [r.key, r.attempts, r.lockedBy, r.doneAt !== null])).toEqual([
      ["a", 1, null, true],
      ["b", 0, null, false],
      ["c", 0, null, false],
    ]);
  });
});

describe("a recurring planner", () => {
  it("runs once per time slot whatever the number of workers, with the scheduler's clock", async () => {
    const name = `planner-${tag()}`;
    const seen: Date[] = [];
    const planner: Recurring = { name, everyMs: 60_000, run: async ({ now }) => void seen.push(now) };
    const time = testClock();
    const firstSlot = Math.floor(time.now().getTime() / 60_000) * 60_000;
    const a = scheduler({ clock: time.clock, handlers: {}, recurring: [planner] });
    const b = scheduler({ clock: time.clock, handlers: {}, recurring: [planner] });
    await Promise.all([a.runDue(), b.runDue()]);
    await a.runDue();
    expect(seen).toEqual([time.now()]);
    time.advance(60_000);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(seen).toHaveLength(2);
    const slots = await ctx.app.db.select().from(jobs).where(eq(jobs.kind, name));
    expect(slots.map((s) => s.key).sort()).toEqual(
      [firstSlot, firstSlot + 60_000].map((ms) => new Date(ms).toISOString()),
    );
  });

  it("runs in one process at a time: a run still going holds the next slot back until it ends", async () => {
    const name = `slow-planner-${tag()}`;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let running = 0;
    let most = 0;
    let runs = 0;
    const planner: Recurring = {
      name,
      everyMs: 60_000,
      run: async () => {
        runs += 1;
        running += 1;
        most = Math.max(most, running);
        if (runs === 1) await gate;
        running -= 1;
      },
    };
    const time = testClock();
    const a = scheduler({ clock: time.clock, workerId: "a", leaseMs: 300_000, handlers: {}, recurring: [planner] });
    const b = scheduler({ clock: time.clock, workerId: "b", leaseMs: 300_000, handlers: {}, recurring: [planner] });
    const first = a.runDue();
    // a is in its slot's run; the next minute, b plans the next slot and must wait
    while (runs === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    time.advance(60_000);
    await b.runDue();
    expect(runs).toBe(1);
    release();
    await first;
    time.advance(300_000);
    await b.runDue();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
  });
});

describe("the e-mail outbox", () => {
  const message = (subject: string) => ({ to: "outbox@example.test", subject, text: "Bonjour" });

  it("sends one e-mail for one key, however many times it is enqueued", async () => {
    const subject = `Outbox ${tag()}`;
    const key = `test-mail:${tag()}`;
    expect(await enqueueMail(ctx.app.db, key, message(subject))).toBe(true);
    expect(await enqueueMail(ctx.app.db, key, message(subject))).toBe(false);
    const worker = scheduler({ clock: testClock().clock, ...schedulerModule.jobs });
    expect(await worker.runDue()).toMatchObject({ done: 1 });
    await worker.runDue();
    expect(await enqueueMail(ctx.app.db, key, message(subject))).toBe(false);
    await worker.runDue();
    expect(ctx.mail.received.filter((m) => m.subject === subject)).toHaveLength(1);
    expect(ctx.mail.received.find((m) => m.subject === subject)?.to?.[0]?.address).toBe("outbox@example.test");
  });

  it("sends nothing for a transaction that rolled back, and the mail of a committed one", async () => {
    const rolledBack = `Rolled back ${tag()}`;
    const committed = `Committed ${tag()}`;
    await expect(
      ctx.app.db.transaction(async (tx) => {
        expect(await enqueueMail(tx, `rb:${rolledBack}`, message(rolledBack))).toBe(true);
        throw new Error("the change is refused");
      }),
    ).rejects.toThrow("the change is refused");
    await ctx.app.db.transaction(async (tx) => {
      await enqueueMail(tx, `ok:${committed}`, message(committed));
    });
    const worker = scheduler({ clock: testClock().clock, ...schedulerModule.jobs });
    await worker.runDue();
    expect(ctx.mail.received.filter((m) => m.subject === committed)).toHaveLength(1);
    expect(ctx.mail.received.filter((m) => m.subject === rolledBack)).toHaveLength(0);
    expect(
      await ctx.app.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `rb:${rolledBack}`)),
    ).toHaveLength(0);
  });

  it("gives a malformed message up without sending anything", async () => {
    const key = `bad-mail:${tag()}`;
    await enqueueJob(ctx.app.db, {
      kind: "mail",
      key,
      payload: { message: { subject: "no recipient" } },
      maxAttempts: 1,
    });
    const worker = scheduler({ clock: testClock().clock, ...schedulerModule.jobs });
    expect(await worker.runDue()).toMatchObject({ failed: 1 });
    expect((await jobRow("mail", key)).failedAt).not.toBeNull();
  });
});

describe("the unpaid-order sweep on the scheduler", () => {
  it("cancels a shop order left unpaid past the delay, not before, and gives its stock back", async () => {
    const { variantWithStock, stockOf } = shopStock(() => ctx.app.db);
    const variant = await variantWithStock(3);
    const buyer = await parisClient(ctx, "swept");
    const added = await ctx.app.inject({
      method: "POST",
      url: "/shop/cart/lines",
      headers: buyer.headers,
      payload: { variant_id: variant.id, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await ctx.app.inject({
      method: "POST",
      url: "/clients/me/orders",
      headers: { ...buyer.headers, "idempotency-key": `sweep-${tag()}` },
      payload: {
        carrier: "mondial_relay",
        relay_point_id: "FR-020148",
        platform: "card_via_sandbox",
        return_url: "http://localhost:3000/shop/payment-successful",
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json() as { order: { id: number } }).order.id;
    expect(await stockOf(variant.id)).toBe(2);
    const statusOf = async () => (await ctx.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

    const time = testClock();
    const { log, lines } = memoryLog();
    const worker = scheduler({ clock: time.clock, log, ...ordersModule.jobs });
    time.advance(30 * 60_000);
    await worker.runDue();
    expect(await statusOf()).toBe("PENDING_PAYMENT");

    time.advance(31 * 60_000);
    await worker.runDue();
    expect(await statusOf()).toBe("CANCELLED");
    expect(await stockOf(variant.id)).toBe(3);
    expect(lines.find((l) => l.msg === "unpaid shop and gift card orders cancelled")?.obj).toEqual({
      orderIds: [orderId],
    });
    const runs = await ctx.app.db
      .select()
      .from(jobs)
      .where(inArray(jobs.kind, ["sweep-unpaid-orders"]));
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.every((r) => r.doneAt !== null)).toBe(true);
  });
});
