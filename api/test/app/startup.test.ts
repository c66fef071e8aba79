/**
 * Two API processes starting at once on an empty PostgreSQL database (two instances deployed
 * together): the migrations and the demo data run under the start-up advisory lock, so both start,
 * the schema is migrated once and the demo data is loaded once. PGlite has one process per data
 * directory, so there is nothing to race there.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { throwawayDatabase } from "../../bench/throwaway-database.js";
import { MIGRATIONS_FOLDER } from "../../src/db/client.js";
import { DEMO_ACCOUNTS } from "../../src/seed/data/accounts.js";

const server = process.env.TEST_DATABASE_URL;
const CHILD = fileURLToPath(new URL("./startup-child.ts", import.meta.url));

function startProcess(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD], {
    env: { ...process.env, STARTUP_TEST_DB: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

describe.runIf(server)("two processes starting at once on an empty database", () => {
  it("both start; the schema is migrated and the demo data loaded once", async () => {
    const { default: postgres } = await import("postgres");
    const throwaway = await throwawayDatabase(server!, "startup");
    const sql = postgres(throwaway.url, { max: 1, onnotice: () => {} });
    try {
      const results = await Promise.all([startProcess(throwaway.url), startProcess(throwaway.url)]);
      for (const result of results) expect(result, result.output).toMatchObject({ code: 0 });

      const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      const [migrations] = await sql<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
      expect(migrations!.n).toBe(journal.entries.length);
      const [clients] = await sql<{ n: number }[]>`select count(*)::int as n from clients`;
      expect(clients!.n).toBe(DEMO_ACCOUNTS.length);
    } finally {
      await sql.end();
      await throwaway.drop();
    }
  }, 120_000);
});
