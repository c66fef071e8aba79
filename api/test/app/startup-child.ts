/**
 * One API start-up's database steps in a process of its own, for startup.test.ts (which starts two
 * at once on an empty PostgreSQL database): open and migrate STARTUP_TEST_DB, then the demo data,
 * exactly as main.ts does. Exits 0 when both went through.
 */
import { openDatabase } from "../../src/db/client.js";
import { seedAtStart } from "../../src/seed/seed.js";

const url = process.env.STARTUP_TEST_DB;
if (!url) throw new Error("STARTUP_TEST_DB is not set");
const database = await openDatabase({ databaseUrl: url, dataDir: "memory://" });
await seedAtStart(database);
await database.close();
