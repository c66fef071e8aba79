/**
 * What the scheduler tests share with the child process they kill (scheduler-child.ts): a log kept
 * in memory, and the table where test handlers write their effects.
 */
import type { FastifyBaseLogger } from "fastify";
import { sql } from "drizzle-orm";
import type { AppDatabase } from "../src/db/client.js";
import type { JobHandler } from "../src/modules/scheduler/index.js";

export type LogLine = { level: string; msg: string; bindings: Record<string, unknown>; obj: unknown };

/** A logger keeping every line (with its child bindings) in `lines`. */
export function memoryLog(): { log: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const make = (bindings: Record<string, unknown>): FastifyBaseLogger => {
    const at =
      (level: string) =>
      (objOrMsg: unknown, msg?: string): void => {
        if (typeof objOrMsg === "string") lines.push({ level, msg: objOrMsg, bindings, obj: undefined });
        else lines.push({ level, msg: msg ?? "", bindings, obj: objOrMsg });
      };
    return {
      level: "trace",
      fatal: at("fatal"),
      error: at("error"),
      warn: at("warn"),
      info: at("info"),
      debug: at("debug"),
      trace: at("trace"),
      silent: () => {},
      child: (more: Record<string, unknown>) => make({ ...bindings, ...more }),
    } as unknown as FastifyBaseLogger;
  };
  return { log: make({}), lines };
}

/**
 * `effects`: one row per run of a counting handler (a job run twice shows as two rows);
 * `keyed_effects`: an idempotent handler's effect, one row per job key, `runs` counting the runs.
 */
export async function createEffectTables(db: AppDatabase): Promise<void> {
  await db.execute(sql`create table if not exists effects (job_key text not null, worker text not null)`);
  await db.execute(
    sql`create table if not exists keyed_effects (job_key text primary key, runs integer not null default 1)`,
  );
}

/** Writes one `effects` row per run, after giving the other workers a chance to interleave. */
export const countingHandler =
  (worker: string): JobHandler =>
  async (job, { db }) => {
    await new Promise((resolve) => setImmediate(resolve));
    await db.execute(sql`insert into effects (job_key, worker) values (${job.key}, ${worker})`);
  };

/** The idempotent effect: its row written once per key whatever the number of runs (`runs` says how many). */
export const keyedHandler =
  (delayMs = 0): JobHandler =>
  async (job, { db }) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await db.execute(
      sql`insert into keyed_effects (job_key) values (${job.key})
          on conflict (job_key) do update set runs = keyed_effects.runs + 1`,
    );
  };

/** The rows of a raw query, from either driver (PGlite answers { rows }, postgres-js an array). */
export async function rowsOf<T>(db: AppDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
