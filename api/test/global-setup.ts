import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.js";
import { seed } from "../src/seed/seed.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: path of a migrated, seeded data-directory dump. Server: name of a template database. */
    seededSnapshot: string;
  }
}

/**
 * Migrating and seeding once per run instead of once per test file: each file then starts from a
 * copy (a PGlite dump, or CREATE DATABASE … TEMPLATE on the server), which is much faster.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { default: postgres } = await import("postgres");
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    const name = `tpl_${process.pid}_${randomBytes(3).toString("hex")}`;
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://" });
    await seed(database.db);
    await database.close();
    project.provide("seededSnapshot", name);
    return async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const folder = await mkdtemp(join(tmpdir(), "malle-snapshot-"));
  const database = await openDatabase({ dataDir: "memory://" });
  await seed(database.db);
  const dump = await database.dump!();
  const file = join(folder, "seeded.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("seededSnapshot", file);
  return () => rm(folder, { recursive: true, force: true });
}
