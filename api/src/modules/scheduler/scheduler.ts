/**
 * The scheduler (docs/decisions/0031-scheduler.md): a worker that, every `pollMs`, plans the
 * recurring runs that are due and claims and runs the due jobs of the kinds it has handlers for,
 * until none is due. Any number of workers (processes) may run at once on one database: each job
 * is held by one of them under a lease, and a job whose worker died is taken again once its lease
 * has ended. Handlers must be idempotent (their effects keyed, e-mails sent through the outbox): a
 * worker killed after a handler's effects and before the done mark runs the job again.
 */
import type { Payments } from "../payments/index.js";
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Config } from "../../config.js";
import type { AppDatabase } from "../../db/client.js";
import { jobs, type Job } from "../../db/schema/index.js";
import type { Mailer } from "../mail/index.js";
import { claimJobs, completeJob, enqueueJob, extendLeases, failJob, releaseJobs } from "./queue.js";

export type JobContext = {
  db: AppDatabase;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: Date;
  config: Config;
  /** The process's payments (main.ts gives the app's): jobs that charge or refund need it. */
  payments?: Payments;
};

export type JobHandler = (
  job: { id: number; kind: string; key: string; payload: Record<string, unknown>; attempts: number },
  ctx: JobContext,
) => Promise<void>;

/**
 * A periodic planner ("enqueue the due openings"). Each run is itself a job, of kind `name` and
 * keyed by its time slot (the start of the `everyMs` period it belongs to), so one slot runs once
 * whatever the number of workers, and a run still going holds the next slots back.
 */
export type Recurring = { name: string; everyMs: number; run: (ctx: JobContext) => Promise<void> };

/** What a module gives the scheduler: its handlers by job kind and its recurring planners. */
export type ModuleJobs = { handlers: Record<string, JobHandler>; recurring?: Recurring[] };

/** Every module's jobs as one Scheduler's options; a kind or planner defined twice is a mistake, refused. */
export function combineJobs(...modules: ModuleJobs[]): {
  handlers: Record<string, JobHandler>;
  recurring: Recurring[];
} {
  const handlers: Record<string, JobHandler> = {};
  const recurring: Recurring[] = [];
  const claim = (kind: string) => {
    if (Object.hasOwn(handlers, kind) || recurring.some((r) => r.name === kind)) {
      throw new Error(`job kind "${kind}" is defined twice`);
    }
  };
  for (const module of modules) {
    for (const [kind, handler] of Object.entries(module.handlers)) {
      claim(kind);
      handlers[kind] = handler;
    }
    for (const planner of module.recurring ?? []) {
      claim(planner.name);
      recurring.push(planner);
    }
  }
  return { handlers, recurring };
}

export type SchedulerOptions = {
  db: AppDatabase;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: Config;
  payments?: Payments;
  handlers: Record<string, JobHandler>;
  recurring?: Recurring[];
  /** "Now" for every decision (tests move it instead of waiting). */
  clock?: () => Date;
  /** Who holds a claimed job (default: host, pid and a random tag). */
  workerId?: string;
  /** Between two passes (default config.schedulerPollMs). */
  pollMs?: number;
  /** Jobs claimed at once. */
  batch?: number;
  /** How long a claim lasts without news from its worker; renewed while the job runs. */
  leaseMs?: number;
  /** Jobs of a batch run side by side. */
  concurrency?: number;
};

export type PassResult = { done: number; retried: number; failed: number };

/** Attempts of a recurring run before its slot is given up (the next slot plans again anyway). */
const RECURRING_ATTEMPTS = 3;
/** Finished recurring runs are kept this long (then deleted: they only say when a planner ran). */
const RECURRING_KEEP_MS = 24 * 3600_000;

export class Scheduler {
  readonly workerId: string;
  private readonly db: AppDatabase;
  private readonly mailer: Mailer;
  private readonly log: FastifyBaseLogger;
  private readonly config: Config;
  private readonly payments: Payments | undefined;
  private readonly handlers: Record<string, JobHandler>;
  private readonly recurring: Recurring[];
  private readonly kinds: string[];
  private readonly clock: () => Date;
  private readonly pollMs: number;
  private readonly batch: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopping = false;
  private readonly passes = new Set<Promise<unknown>>();

  constructor(options: SchedulerOptions) {
    const { handlers, recurring } = combineJobs({ handlers: options.handlers, recurring: options.recurring });
    for (const planner of recurring) {
      if (!(planner.everyMs > 0)) throw new Error(`recurring "${planner.name}" needs everyMs > 0`);
      handlers[planner.name] = (job, ctx) => planner.run(ctx);
    }
    this.db = options.db;
    this.mailer = options.mailer;
    this.log = options.log;
    this.config = options.config;
    this.payments = options.payments;
    this.handlers = handlers;
    this.recurring = recurring;
    this.kinds = Object.keys(handlers);
    this.clock = options.clock ?? (() => new Date());
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
    this.pollMs = options.pollMs ?? options.config.schedulerPollMs;
    this.batch = options.batch ?? 20;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.concurrency = Math.max(1, options.concurrency ?? 4);
  }

  /** Runs a pass now and then every pollMs after the previous one ended; the timer never keeps the process alive. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    const tick = () => {
      this.timer = undefined;
      void this.runDue()
        .catch((error: unknown) => this.log.error({ err: error }, "scheduler pass failed"))
        .finally(() => {
          if (!this.stopping) {
            this.timer = setTimeout(tick, this.pollMs);
            this.timer.unref();
          }
        });
    };
    tick();
  }

  /** No new pass nor claim; waits for the jobs in hand (the ones claimed but not started are given back). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.passes]);
  }

  /** One pass: the due recurring runs planned, then due jobs claimed and run until none is due. */
  runDue(): Promise<PassResult> {
    const pass = this.pass();
    this.passes.add(pass);
    void pass.finally(() => this.passes.delete(pass)).catch(() => {});
    return pass;
  }

  private async pass(): Promise<PassResult> {
    const result: PassResult = { done: 0, retried: 0, failed: 0 };
    if (this.stopping) return result;
    await this.planRecurring(this.clock());
    while (!this.stopping) {
      const claimed = await claimJobs(this.db, {
        workerId: this.workerId,
        now: this.clock(),
        leaseMs: this.leaseMs,
        batch: this.batch,
        kinds: this.kinds,
      });
      if (!claimed.length) break;
      await this.runClaimed(claimed, result);
    }
    return result;
  }

  /** Each planner's current slot as a job (nothing when it exists), and its old finished runs forgotten. */
  private async planRecurring(now: Date): Promise<void> {
    for (const planner of this.recurring) {
      const slot = new Date(Math.floor(now.getTime() / planner.everyMs) * planner.everyMs);
      const created = await enqueueJob(this.db, {
        kind: planner.name,
        key: slot.toISOString(),
        runAt: slot,
        maxAttempts: RECURRING_ATTEMPTS,
      });
      if (created) {
        await this.db
          .delete(jobs)
          .where(and(eq(jobs.kind, planner.name), lt(jobs.doneAt, new Date(now.getTime() - RECURRING_KEEP_MS))));
      }
    }
  }

  private async runClaimed(claimed: Job[], result: PassResult): Promise<void> {
    const waiting = [...claimed];
    const inHand = new Set(claimed.map((j) => j.id));
    // The lease is renewed while jobs are in hand, so a long job is not taken by another worker
    const heartbeat = setInterval(
      () => {
        extendLeases(this.db, [...inHand], this.workerId, new Date(this.clock().getTime() + this.leaseMs)).catch(
          (error: unknown) => this.log.warn({ err: error }, "job leases not extended"),
        );
      },
      Math.max(1000, Math.floor(this.leaseMs / 3)),
    );
    heartbeat.unref();
    const lane = async () => {
      for (let job = waiting.shift(); job; job = waiting.shift()) {
        if (this.stopping) {
          waiting.unshift(job);
          return;
        }
        await this.runOne(job, result);
        inHand.delete(job.id);
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(this.concurrency, claimed.length) }, lane));
      if (waiting.length) await releaseJobs(this.db, waiting.splice(0), this.workerId);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async runOne(job: Job, result: PassResult): Promise<void> {
    const now = this.clock();
    const log = this.log.child({ jobId: job.id, kind: job.kind, key: job.key });
    if (this.recurring.some((r) => r.name === job.kind) && (await this.deferBehindEarlierRun(job, now))) return;
    try {
      await this.handlers[job.kind]!(
        { id: job.id, kind: job.kind, key: job.key, payload: job.payload, attempts: job.attempts },
        { db: this.db, mailer: this.mailer, log, now, config: this.config, payments: this.payments },
      );
    } catch (error) {
      const outcome = await failJob(this.db, job, this.workerId, this.clock(), error);
      if (outcome === "failed") {
        result.failed += 1;
        log.error({ err: error, attempts: job.attempts }, `job given up after ${job.attempts} attempts`);
      } else if (outcome === "retried") {
        result.retried += 1;
        log.warn({ err: error, attempts: job.attempts }, "job failed, to be retried");
      } else {
        log.warn({ err: error }, "job failed after its lease was taken over");
      }
      return;
    }
    if (await completeJob(this.db, job, this.workerId, this.clock())) {
      result.done += 1;
      log.debug({ attempts: job.attempts }, "job done");
    } else log.warn("job done after its lease was taken over by another worker");
  }

  /**
   * A planner runs in one process at a time: when an earlier slot of it is still held by a worker,
   * this slot waits for the end of that lease (its attempt not counted).
   */
  private async deferBehindEarlierRun(job: Job, now: Date): Promise<boolean> {
    const [earlier] = await this.db
      .select({ lockedUntil: jobs.lockedUntil })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, job.kind),
          lt(jobs.id, job.id),
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          gte(jobs.lockedUntil, now),
        ),
      )
      .limit(1);
    if (!earlier?.lockedUntil) return false;
    await this.db
      .update(jobs)
      .set({ lockedBy: null, lockedUntil: null, runAt: earlier.lockedUntil, attempts: sql`${jobs.attempts} - 1` })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId), eq(jobs.attempts, job.attempts)));
    return true;
  }
}
