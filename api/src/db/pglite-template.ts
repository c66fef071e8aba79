// A new PGlite data directory starts as a copy of one made once (decision 0064).
//
// PGlite's first open of an empty directory runs initdb (seconds of WebAssembly), then the
// migrations run one statement at a time: most of a first start's database work, the same for
// every new directory. So the result (initdb and every migration, no data) is kept once per PGlite
// version and set of migrations, under node_modules/.cache (an `npm ci` clears it), and a new data
// directory is a copy of it: a file copy, then an ordinary open. The migrations still run after
// the open, as on every start, and find nothing to do.
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Whether `dataDir` already holds a database (PostgreSQL writes PG_VERSION first). */
export const holdsDatabase = (dataDir: string) => existsSync(join(dataDir, "PG_VERSION"));

/** What the template depends on: PGlite's version and every migration file's name and contents. */
function templateKey(migrationsFolder: string): string {
  const pglite = resolve(fileURLToPath(import.meta.resolve("@electric-sql/pglite")), "../../package.json");
  const hash = createHash("sha256").update(JSON.parse(readFileSync(pglite, "utf8")).version);
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(`${file.slice(migrationsFolder.length)}\0`).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

/**
 * A template being made lives in a `.making-` directory for the seconds its migrations take; one
 * older than this was left by a start that was killed meanwhile (39 MB each).
 */
const ABANDONED_AFTER_MS = 10 * 60_000;

/** Removes the half-made templates of starts killed while making one; a start still making its own is left alone. */
function removeAbandoned(cacheFolder: string) {
  if (!existsSync(cacheFolder)) return;
  for (const name of readdirSync(cacheFolder)) {
    const path = join(cacheFolder, name);
    if (!name.includes(".making-")) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > ABANDONED_AFTER_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // Renamed or removed by another start meanwhile
    }
  }
}

/**
 * Fills the new data directory `dataDir` with a copy of the migrated template, making the template
 * first when there is none. `migrate(directory)` opens a PGlite database in that empty directory,
 * migrates it and closes it. Two starts making the same template at once each make their own and
 * keep the first finished (a rename), so a copy is never taken from a template half made.
 */
export async function copyTemplate(options: {
  dataDir: string;
  migrationsFolder: string;
  cacheFolder: string;
  migrate: (directory: string) => Promise<void>;
}): Promise<void> {
  const template = join(options.cacheFolder, `pglite-${templateKey(options.migrationsFolder)}`);
  removeAbandoned(options.cacheFolder);
  if (!holdsDatabase(template)) {
    mkdirSync(options.cacheFolder, { recursive: true });
    const making = mkdtempSync(`${template}.making-`);
    await options.migrate(making);
    try {
      renameSync(making, template);
    } catch (error) {
      // Another process finished the same template first
      rmSync(making, { recursive: true, force: true });
      if (!holdsDatabase(template)) throw error;
    }
    // The templates of earlier migrations (39 MB each) will not be copied again
    for (const name of readdirSync(options.cacheFolder)) {
      if (/^pglite-[0-9a-f]+$/.test(name) && join(options.cacheFolder, name) !== template) {
        rmSync(join(options.cacheFolder, name), { recursive: true, force: true });
      }
    }
  }
  cpSync(template, options.dataDir, { recursive: true });
}
