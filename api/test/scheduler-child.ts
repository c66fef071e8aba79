/**
 * A scheduler in its own process, for scheduler-kill.test.ts (which kills it with SIGKILL in the
 * middle of a pass): one pass over the due jobs of SCHEDULER_TEST_KIND, each writing its keyed
 * effect, on the PostgreSQL database SCHEDULER_TEST_DB. SCHEDULER_TEST_CLOCK_OFFSET_MS moves its
 * clock (a restarted worker "later", past the dead one's leases). Prints the pass's result.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { Mailer } from "../src/modules/mail/index.js";
import { Scheduler } from "../src/modules/scheduler/index.js";
import { keyedHandler, memoryLog } from "./scheduler-fixtures.js";

const env = (name: string, fallback?: string) => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};

const dataDir = await mkdtemp(join(tmpdir(), "malle-scheduler-child-"));
const database = await openDatabase({ databaseUrl: env("SCHEDULER_TEST_DB"), dataDir });
const config = loadConfig({ NODE_ENV: "test" }, { dataDir, jwtSecret: "x".repeat(64) });
const offset = Number(env("SCHEDULER_TEST_CLOCK_OFFSET_MS", "0"));
const scheduler = new Scheduler({
  db: database.db,
  mailer: new Mailer({ dataDir, from: config.mailFrom }),
  log: memoryLog().log,
  config,
  handlers: { [env("SCHEDULER_TEST_KIND")]: keyedHandler(Number(env("SCHEDULER_TEST_DELAY_MS", "0"))) },
  clock: () => new Date(Date.now() + offset),
  workerId: env("SCHEDULER_TEST_WORKER"),
  leaseMs: Number(env("SCHEDULER_TEST_LEASE_MS", "60000")),
  batch: 10,
});
const result = await scheduler.runDue();
console.log(`pass ${JSON.stringify(result)}`);
await database.close();
await rm(dataDir, { recursive: true, force: true });
