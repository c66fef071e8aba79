import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { Mailer } from "./modules/mail/index.js";
import { startUnpaidOrderSweep } from "./modules/orders/index.js";
import { isEmpty, seed, seedMissingQuizContent } from "./seed/seed.js";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (await isEmpty(database.db)) {
  console.log("Empty database: loading the demo data…");
  await seed(database.db);
} else {
  await seedMissingQuizContent(database.db);
}
const mailer = new Mailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom });
const app = await buildApp({ config, database, mailer });
// Abandoned checkouts give their stock, codes and money back (tests call the sweep directly)
const stopSweep = startUnpaidOrderSweep(database.db, app.log, config.unpaidOrderTtlMinutes);

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, "closing after an error");
  else app.log.info({ signal }, "closing");
  stopSweep();
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
