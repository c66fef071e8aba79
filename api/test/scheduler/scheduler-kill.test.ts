/**
 * A scheduler killed in the middle of a pass and restarted loses nothing and duplicates nothing
 * (PostgreSQL only: the worker is another process, scheduler-child.ts, killed with SIGKILL). The
 * jobs' handler is idempotent, as every handler must be: its effect is keyed by the job, so a job
 * run again after the crash (its effect written, its done mark not) leaves one effect.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../src/db/schema/index.js";
import { createEffectTables, rowsOf } from "../scheduler-fixtures.js";
import { createTestApp, type TestContext } from "../helpers.js";

const server = process.env.TEST_DATABASE_URL;
const CHILD = fileURLToPath(new URL("../scheduler-child.ts", import.meta.url));
const LEASE_MS = 60_000;

let ctx: TestContext;
beforeAll(async () => {
  if (!server) return;
  ctx = await createTestApp();
  await createEffectTables(ctx.app.db);
}, 60_000);
afterAll(async () => ctx?.close());

/** Starts scheduler-child.ts on this file's database; `exited` resolves with its code or signal and output. */
async function startChild(kind: string, worker: string, extraEnv: Record<string, string> = {}) {
  const { name } = (await rowsOf<{ name: string }>(ctx.app.db, sql`select current_database() as name`))[0]!;
  const url = new URL(server!);
  url.pathname = `/${name}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", CHILD], {
    env: {
      ...process.env,
      SCHEDULER_TEST_DB: url.toString(),
      SCHEDULER_TEST_KIND: kind,
      SCHEDULER_TEST_WORKER: worker,
      SCHEDULER_TEST_LEASE_MS: String(LEASE_MS),
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal, output })),
  );
  return { child, exited };
}

const effectsCount = async () =>
  (await rowsOf<{ n: number }>(ctx.app.db, sql`select count(*)::int as n from keyed_effects`))[0]!.n;

describe.runIf(server)("a scheduler killed with SIGKILL in the middle of a pass", () => {
  it("restarted, ends every job done with its effect exactly once", async () => {
    const N = 400;
    const kind = `killed-${Math.random().toString(36).slice(2, 8)}`;
    await ctx.app.db.insert(jobs).values(Array.from({ length: N }, (_, i) => ({ kind, key: `job-${i}` })));

    // Slow jobs (50 ms each, ten at a time in hand), killed once a quarter of them are done and
    // while it holds a batch: between two batches it would hold nothing (what the test is about).
    // Frozen first (SIGSTOP), and what it holds read once its last statement has landed, so the
    // claims seen are the ones it dies with; thawed and tried again when it was between batches
    const first = await startChild(kind, "first", { SCHEDULER_TEST_DELAY_MS: "50" });
    const deadline = Date.now() + 25_000;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const held = async () =>
      (
        await ctx.app.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.kind, kind), eq(jobs.lockedBy, "first"), isNull(jobs.doneAt)))
          .limit(1)
      ).length > 0;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`the first worker did not get going: ${(await first.exited).output}`);
      if ((await effectsCount()) >= N / 4) {
        first.child.kill("SIGSTOP");
        await pause(200);
        if (await held()) break;
        first.child.kill("SIGCONT");
      }
      await pause(5);
    }
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");

    const left = await ctx.app.db
      .select({ id: jobs.id, lockedBy: jobs.lockedBy })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), isNull(jobs.doneAt)));
    expect(left.length).toBeGreaterThan(0);
    expect(left.length).toBeLessThan(N);
    // It died holding claims: those wait for the end of their lease
    expect(left.some((j) => j.lockedBy === "first")).toBe(true);

    // Restarted later than the dead worker's leases (its clock moved past them)
    const second = await startChild(kind, "second", { SCHEDULER_TEST_CLOCK_OFFSET_MS: String(LEASE_MS + 1000) });
    const result = await second.exited;
    expect(result.code, result.output).toBe(0);

    const rows = await ctx.app.db.select().from(jobs).where(eq(jobs.kind, kind));
    expect(rows).toHaveLength(N);
    expect(rows.filter((r) => r.doneAt === null || r.failedAt !== null)).toEqual([]);
    expect(rows.filter((r) => r.lockedBy !== null)).toEqual([]);
    const effects = await rowsOf<{ job_key: string; runs: number }>(
      ctx.app.db,
      sql`select job_key, runs from keyed_effects`,
    );
    expect(effects).toHaveLength(N);
    expect(new Set(effects.map((e) => e.job_key)).size).toBe(N);
    // Only the jobs in the dead worker's hands could run twice (their effect still written once)
    const ranTwice = effects.filter((e) => e.runs > 1);
    expect(ranTwice.length).toBeLessThanOrEqual(10);
    // The second worker's pass says what it did: every job the first one had not finished
    expect(result.output).toContain(`pass {"done":${left.length},"retried":0,"failed":0}`);
  }, 60_000);
});
