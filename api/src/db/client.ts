import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** Both drivers (PGlite and postgres-js) produce this; modules depend on nothing narrower. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: AppDatabase;
  kind: "pglite" | "postgres";
  /** PGlite only: the data directory as a tarball. */
  dump?: () => Promise<Blob | File>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/**
 * Opens the database: a PostgreSQL server when a URL is given, else embedded PGlite with its
 * files under DATA_DIR (or in memory when dataDir is "memory://", as tests do). Migrations run here
 * so every start is on the current schema.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** A PGlite data-directory dump to start from (tests start from a migrated, seeded snapshot). */
  snapshot?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as AppDatabase,
      kind: "postgres",
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let dataDir: string | undefined;
  if (options.dataDir !== "memory://") {
    dataDir = join(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  const client = new PGlite({ dataDir, ...(options.snapshot ? { loadDataDir: options.snapshot } : {}) });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as AppDatabase,
    kind: "pglite",
    dump: () => client.dumpDataDir("none"),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
