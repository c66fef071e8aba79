/**
 * The jobs table as a queue (docs/decisions/0031-scheduler.md). A job is written with the change
 * that causes it (enqueueJob takes the caller's transaction), claimed by one worker at a time under
 * a lease (UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)), marked done or rescheduled with
 * a backoff, and given up after max_attempts. Every time is the caller's "now" (the scheduler's
 * clock), so tests move time instead of waiting.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { jobs, type Job } from "../../db/schema/index.js";
import type { MailMessage } from "../mail/index.js";

export type NewJobInput = {
  kind: string;
  key: string;
  payload?: Record<string, unknown>;
  /** Not before (default: at once). */
  runAt?: Date;
  /** Attempts before the job is given up (default 5). */
  maxAttempts?: number;
};

/**
 * Adds a job unless one with this (kind, key) exists, done or not: true when this call created it.
 * Given a transaction, the job exists if and only if the transaction commits.
 */
export async function enqueueJob(db: AppDatabase, job: NewJobInput): Promise<boolean> {
  const created = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      payload: job.payload ?? {},
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning({ id: jobs.id });
  return created.length > 0;
}

/** The kind of the outbox's jobs: one e-mail each. */
export const MAIL_JOB = "mail";

/**
 * The outbox: the e-mail is sent by the scheduler once the caller's transaction commits, and one
 * key is one e-mail, ever (enqueuing it again, or a retry of the change, sends nothing more).
 */
export function enqueueMail(db: AppDatabase, key: string, message: MailMessage): Promise<boolean> {
  return enqueueJob(db, { kind: MAIL_JOB, key, payload: { message } });
}

/** enqueueMail for many e-mails in one statement (a job opening hundreds of boxes at once). */
export async function enqueueMails(db: AppDatabase, mails: { key: string; message: MailMessage }[]): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insert(jobs)
    .values(mails.map(({ key, message }) => ({ kind: MAIL_JOB, key, payload: { message } })))
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] });
}

/** Wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min… at most 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

/**
 * Takes up to `batch` due jobs for `workerId` until `now + leaseMs` (attempts counted now, so a
 * worker dying mid-job still uses one attempt). Rows another worker is claiming are skipped, never
 * waited for; a job whose lease has ended is due again.
 */
export async function claimJobs(
  db: AppDatabase,
  {
    workerId,
    now,
    leaseMs,
    batch,
    kinds,
  }: { workerId: string; now: Date; leaseMs: number; batch: number; kinds?: string[] },
): Promise<Job[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, now),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
        kinds ? inArray(jobs.kind, kinds) : undefined,
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(batch)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      lockedBy: workerId,
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** The claim still held: this worker, this attempt (a lease taken over by another worker is not ours any more). */
const held = (job: Pick<Job, "id" | "attempts">, workerId: string) =>
  and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.attempts, job.attempts), isNull(jobs.doneAt));

/** Marks a claimed job done; false when the claim was lost meanwhile (its lease ended and another worker took it). */
export async function completeJob(db: AppDatabase, job: Job, workerId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ doneAt: now, lockedBy: null, lockedUntil: null, lastError: null })
    .where(held(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Records a failed attempt: the job runs again after retryDelayMs, or is given up (failed_at) when
 * its attempts reach max_attempts. Null when the claim was lost meanwhile.
 */
export async function failJob(
  db: AppDatabase,
  job: Job,
  workerId: string,
  now: Date,
  error: unknown,
): Promise<"retried" | "failed" | null> {
  const givenUp = job.attempts >= job.maxAttempts;
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  const rows = await db
    .update(jobs)
    .set({
      lastError: message.slice(0, 4000),
      lockedBy: null,
      lockedUntil: null,
      ...(givenUp ? { failedAt: now } : { runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) }),
    })
    .where(held(job, workerId))
    .returning({ id: jobs.id });
  if (!rows.length) return null;
  return givenUp ? "failed" : "retried";
}

/**
 * Gives claimed jobs back untouched (a stopping worker's jobs it has not started): due again at
 * once, the attempt not counted.
 */
export async function releaseJobs(db: AppDatabase, claimed: Job[], workerId: string): Promise<void> {
  for (const job of claimed) {
    await db
      .update(jobs)
      .set({ lockedBy: null, lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
      .where(held(job, workerId));
  }
}

/** Keeps the lease of the jobs a worker is still running. */
export async function extendLeases(db: AppDatabase, ids: number[], workerId: string, until: Date): Promise<void> {
  if (!ids.length) return;
  await db
    .update(jobs)
    .set({ lockedUntil: until })
    .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, workerId), isNull(jobs.doneAt), isNull(jobs.failedAt)));
}
