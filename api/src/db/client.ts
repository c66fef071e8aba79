import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { copyTemplate, holdsDatabase } from "./pglite-template.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** Both drivers (PGlite and postgres-js) produce this; modules depend on nothing narrower. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction in progress, as db.transaction hands it to its callback: the one name for it (decision 0040). */
export type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];
/** The database or a transaction in progress: what a query that may run inside a caller's transaction takes. */
export type Db = AppDatabase | Tx;

export type Database = {
  db: AppDatabase;
  kind: "pglite" | "postgres";
  /** PGlite only: the data directory as a tarball. */
  dump?: () => Promise<Blob | File>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` holding the start-up lock: on a PostgreSQL server a session advisory lock, so
   * processes starting at once on one database migrate and seed one after the other (the second
   * finds the work done); PGlite belongs to one process, which runs it directly.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
};

/** Connections to a PostgreSQL server per process unless DATABASE_POOL_MAX says otherwise (decision 0073). */
export const POOL_MAX_DEFAULT = 4;

/** The start-up advisory lock's key (pg_advisory_lock): any number no other lock of the database uses. */
export const STARTUP_LOCK_KEY = 0x4d616c6c; // "Mall"

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), "../../drizzle");
/** Where new PGlite data directories are copied from (db/pglite-template.ts). */
const PGLITE_TEMPLATES = resolve(MIGRATIONS_FOLDER, "../../node_modules/.cache/malle");

/**
 * Opens the database: a PostgreSQL server when a URL is given, else embedded PGlite with its
 * files under DATA_DIR (or in memory when dataDir is "memory://", as tests do). Migrations run here,
 * under the start-up lock, so every start is on the current schema.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** The PostgreSQL server's connections this process keeps at most (at least 2: see exclusive). */
  poolMax?: number;
  /** A PGlite data-directory dump to start from (tests start from a migrated, seeded snapshot). */
  snapshot?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    const client = postgres(options.databaseUrl, { max: options.poolMax ?? POOL_MAX_DEFAULT, onnotice: () => {} });
    const db = drizzle(client, { schema });
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      // The lock belongs to one connection, held aside while the work uses the pool's others
      const holder = await client.reserve();
      try {
        await holder`select pg_advisory_lock(${STARTUP_LOCK_KEY})`;
        try {
          return await work();
        } finally {
          await holder`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`;
        }
      } finally {
        holder.release();
      }
    };
    await exclusive(() => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    return {
      db: db as unknown as AppDatabase,
      kind: "postgres",
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => client.end({ timeout: 5 }),
      exclusive,
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let dataDir: string | undefined;
  if (options.dataDir !== "memory://") {
    dataDir = join(options.dataDir, "pglite");
    if (!options.snapshot && !holdsDatabase(dataDir)) {
      await copyTemplate({
        dataDir,
        migrationsFolder: MIGRATIONS_FOLDER,
        cacheFolder: PGLITE_TEMPLATES,
        migrate: async (directory) => {
          const client = new PGlite({ dataDir: directory });
          await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
          await client.close();
        },
      });
    }
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
    exclusive: (work) => work(),
  };
}
