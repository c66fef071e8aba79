/**
 * `npm run seed`: loads the demo data into the configured database (PGlite under DATA_DIR, or
 * DATABASE_URL), after migrating it. A database that already holds clients or products is left
 * untouched. Prints what was loaded and the demo sign-ins.
 */
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { DEMO_CREDENTIALS } from "./data/accounts.js";
import { isEmpty, seed } from "./seed.js";
import { PRODUCTS } from "./data/products.js";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
  });
  try {
    const target = config.databaseUrl ? "the PostgreSQL server of DATABASE_URL" : `PGlite in ${config.dataDir}`;
    const started = performance.now();
    // Under the start-up lock: an API starting meanwhile on the same database does not seed it too
    const loaded = await database.exclusive(async () => {
      if (!(await isEmpty(database.db))) return false;
      await seed(database.db);
      return true;
    });
    if (!loaded) {
      console.log(`The database (${target}) already has data: nothing loaded.`);
      console.log("To start over, remove the data directory (or use an empty database) and run `npm run seed` again.");
      return;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Demo data loaded into ${target} in ${seconds} s (${PRODUCTS.length} products).`);
    console.log("Demo sign-ins:");
    for (const account of DEMO_CREDENTIALS) {
      console.log(
        `  ${account.role.padEnd(8)} ${account.email.padEnd(28)} ${account.password}   ${account.description}`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
