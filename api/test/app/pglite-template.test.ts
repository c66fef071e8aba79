/**
 * New PGlite data directories copied from one migrated once (decision 0064): made on the first
 * start, copied afterwards, made again (and the old one removed) when the migrations change, never
 * copied half made. `migrate` here writes files as initdb and the migrations would.
 */
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
  mkdirSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copyTemplate, holdsDatabase } from "../../src/db/pglite-template.js";

let root: string;
let migrationsFolder: string;
let cacheFolder: string;
let migrations: number;

const migrate = async (directory: string) => {
  migrations += 1;
  // The other start's rename may come while this one works
  await new Promise((resolve) => setTimeout(resolve, 20));
  writeFileSync(join(directory, "PG_VERSION"), "17\n");
  writeFileSync(join(directory, "schema"), readdirSync(migrationsFolder).join(","));
};
const start = (name: string) =>
  copyTemplate({ dataDir: join(root, name, "pglite"), migrationsFolder, cacheFolder, migrate });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "malle-template-"));
  migrationsFolder = join(root, "drizzle");
  mkdirSync(join(migrationsFolder, "meta"), { recursive: true });
  writeFileSync(join(migrationsFolder, "0000_init.sql"), "create table a (id int);");
  writeFileSync(join(migrationsFolder, "meta", "_journal.json"), "{}");
  cacheFolder = join(root, "cache");
  migrations = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a new PGlite data directory", () => {
  it("is migrated once, then copied", async () => {
    await start("first");
    await start("second");
    expect(migrations).toBe(1);
    for (const name of ["first", "second"]) {
      expect(holdsDatabase(join(root, name, "pglite"))).toBe(true);
      expect(readFileSync(join(root, name, "pglite", "schema"), "utf8")).toBe("0000_init.sql,meta");
    }
  });

  it("comes from a template made again when a migration changes, the old one removed", async () => {
    await start("before");
    writeFileSync(join(migrationsFolder, "0001_more.sql"), "create table b (id int);");
    await start("after");
    expect(migrations).toBe(2);
    expect(readFileSync(join(root, "after", "pglite", "schema"), "utf8")).toBe("0000_init.sql,0001_more.sql,meta");
    expect(readdirSync(cacheFolder)).toHaveLength(1);
  });

  it("is whole when two starts make the template at once, and no half-made one is left", async () => {
    await Promise.all([start("one"), start("two")]);
    expect(migrations).toBe(2);
    expect(holdsDatabase(join(root, "one", "pglite")) && holdsDatabase(join(root, "two", "pglite"))).toBe(true);
    expect(readdirSync(cacheFolder)).toHaveLength(1);
    expect(existsSync(join(root, "one", "pglite", "schema"))).toBe(true);
  });

  it("clears what a start killed while making the template left, not what a start is making now", async () => {
    mkdirSync(join(cacheFolder, "pglite-0123456789abcdef.making-killed"), { recursive: true });
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(join(cacheFolder, "pglite-0123456789abcdef.making-killed"), hourAgo, hourAgo);
    mkdirSync(join(cacheFolder, "pglite-0123456789abcdef.making-running"));
    await start("next");
    expect(readdirSync(cacheFolder).filter((name) => name.includes(".making-"))).toEqual([
      "pglite-0123456789abcdef.making-running",
    ]);
  });
});
