/**
 * The scheduler's durable job queue (docs/decisions/0031-scheduler.md): time-driven work as rows,
 * claimed with FOR UPDATE SKIP LOCKED under a lease, so it runs the same on PGlite and on a server,
 * survives a restart (an expired lease is claimed again) and never runs one job twice at once.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, unique } from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "./columns.js";

export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    /** What to do: the name of a handler ("open-request", "mail", "sweep-unpaid-orders"…). */
    kind: text("kind").notNull(),
    /** The job's identity within its kind: enqueuing the same (kind, key) twice makes one job. */
    key: text("key").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** Not before. */
    runAt: at("run_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    /** The worker holding the job and until when; a lease past its end is free again. */
    lockedBy: text("locked_by"),
    lockedUntil: at("locked_until"),
    lastError: text("last_error"),
    doneAt: at("done_at"),
    /** Given up after max_attempts failures. */
    failedAt: at("failed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("jobs_kind_key").on(t.kind, t.key),
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    // The e-mails sent to one address (a client's timeline in the back-office)
    index("jobs_mail_to_idx")
      .on(sql`lower(${t.payload} #>> '{message,to}')`)
      .where(sql`${t.kind} = 'mail'`),
    check("jobs_attempts_range", sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
