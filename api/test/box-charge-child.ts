/**
 * The API's box charges in their own process, for box-charge-kill.test.ts (which kills it with
 * SIGKILL in the middle of the burst): the app built on the PostgreSQL database BOX_TEST_DB, then
 * each box of BOX_TEST_ORDERS ([{ orderId, clientId }]) declared "everything kept" and charged,
 * five at a time, as the declaration route does. Prints "charged <orderId>" after each.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { orderLines } from "../src/db/schema/index.js";
import { Mailer } from "../src/modules/mail/index.js";
import { chargeBox } from "../src/modules/orders/box/charge.js";
import { declareBox } from "../src/modules/orders/box/settle.js";

const boxes = JSON.parse(process.env.BOX_TEST_ORDERS ?? "[]") as { orderId: number; clientId: number }[];
const dataDir = await mkdtemp(join(tmpdir(), "malle-box-child-"));
const database = await openDatabase({ databaseUrl: process.env.BOX_TEST_DB!, dataDir });
const config = loadConfig({ NODE_ENV: "test" }, { dataDir, jwtSecret: "x".repeat(64) });
const app = await buildApp({ config, database, mailer: new Mailer({ dataDir, from: config.mailFrom }) });
await app.ready();
const deps = { db: app.db, payments: app.payments, log: app.log, storefrontUrl: config.storefrontUrl };

const queue = [...boxes];
async function lane() {
  for (let box = queue.shift(); box; box = queue.shift()) {
    const lines = await app.db.select().from(orderLines).where(eq(orderLines.orderId, box.orderId));
    const kept = lines.map((l) => ({
      orderLineId: l.id,
      decision: "keep" as const,
      reason: null,
      fitRating: null,
      styleRating: null,
    }));
    await declareBox(app.db, box.clientId, box.orderId, kept, config.settlement, new Date());
    await chargeBox(deps, box.orderId);
    console.log(`charged ${box.orderId}`);
  }
}
await Promise.all(Array.from({ length: 5 }, lane));
await app.close();
await database.close();
