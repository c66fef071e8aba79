/**
 * The database pool's size (DATABASE_POOL_MAX, decision 0073). A small pool is safe only if no
 * code awaits a query on a second connection while its transaction holds one (with every
 * connection held that way, each would wait for the others). PGlite has one connection: a query
 * made beside an open transaction waits for it to end, so such code would hang the PGlite API suite
 * — the first test pins that premise. On a PostgreSQL server the pool holds no more connections
 * than asked, even under many concurrent transactions, and the start-up lock works with the
 * smallest pool allowed.
 */
import { setTimeout as delay } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";
import { throwawayDatabase } from "../../bench/throwaway-database.js";
import { openDatabase } from "../../src/db/client.js";

const server = process.env.TEST_DATABASE_URL;

describe("a query beside an open transaction", () => {
  it("waits on PGlite until the transaction ends (the API suite would hang on a second connection)", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    try {
      let beside: Promise<string> | undefined;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        beside = db.execute(sql`select 1`).then(() => "answered");
        expect(await Promise.race([beside, delay(300).then(() => "waiting")])).toBe("waiting");
      });
      expect(await beside).toBe("answered");
    } finally {
      await client.close();
    }
  });
});

describe.runIf(server)("the pool on a PostgreSQL server", () => {
  it("holds at most DATABASE_POOL_MAX connections, and the start-up lock works with the smallest", async () => {
    const { default: postgres } = await import("postgres");
    const throwaway = await throwawayDatabase(server!, "pool");
    const watcher = postgres(server!, { max: 1, onnotice: () => {} });
    // The migrations run under the start-up lock: one connection holds it, the work uses the other
    const database = await openDatabase({ databaseUrl: throwaway.url, dataDir: "memory://", poolMax: 2 });
    try {
      const connections = async () =>
        (
          await watcher<
            { n: number }[]
          >`select count(*)::int as n from pg_stat_activity where datname = ${throwaway.name}`
        )[0]!.n;
      const work = Promise.all(
        Array.from({ length: 12 }, () =>
          database.db.transaction(async (tx) => void (await tx.execute(sql`select pg_sleep(0.05)`))),
        ),
      );
      const counts: number[] = [];
      for (let i = 0; i < 5; i++) {
        await delay(40);
        counts.push(await connections());
      }
      await work;
      expect(Math.max(...counts)).toBe(2);
      const underLock = database.exclusive(async () => {
        await database.db.execute(sql`select 1`);
        return "ran";
      });
      expect(await underLock).toBe("ran");
    } finally {
      await database.close();
      await watcher.end();
      await throwaway.drop();
    }
  }, 60_000);
});
