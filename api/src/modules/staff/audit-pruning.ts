/**
 * The audit of back-office calls grows by one row per call (decision 0041); rows older than the
 * retention (AUDIT_RETENTION_DAYS, 400 days by default: a year and its comparison month) are
 * deleted once a day, a batch at a time so no statement holds the table long (decision 0044).
 */
import { asc, inArray, lt } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { auditEvents } from "../../db/schema/index.js";
import type { ModuleJobs } from "../scheduler/index.js";

export const AUDIT_PRUNING_JOB = "staff.prune-audit";
const BATCH = 5_000;

/** Deletes the audit rows older than `retentionDays` before `now`, in batches; how many went. */
export async function pruneAudit(db: AppDatabase, now: Date, retentionDays: number, batch = BATCH): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  let deleted = 0;
  for (;;) {
    const oldest = db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(lt(auditEvents.at, before))
      .orderBy(asc(auditEvents.id))
      .limit(batch);
    const rows = await db.delete(auditEvents).where(inArray(auditEvents.id, oldest)).returning({ id: auditEvents.id });
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}

export const staffJobs: ModuleJobs = {
  handlers: {},
  recurring: [
    {
      name: AUDIT_PRUNING_JOB,
      everyMs: 24 * 3600_000,
      run: async ({ db, now, config, log }) => {
        const deleted = await pruneAudit(db, now, config.auditRetentionDays);
        if (deleted > 0) log.info({ deleted, retentionDays: config.auditRetentionDays }, "old audit rows deleted");
      },
    },
  ],
};
