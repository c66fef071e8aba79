import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { Mailer } from "./modules/mail/index.js";
import { Scheduler, combineJobs } from "./modules/scheduler/index.js";
import { modules } from "./modules.js";
import { seedAtStart } from "./seed/seed.js";

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolMax: config.databasePoolMax,
});
await seedAtStart(database);
const mailer = new Mailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom });
const app = await buildApp({ config, database, mailer });

// The scheduler (decision 0031) runs every module's jobs: the `jobs` ({ handlers, recurring }) of
// each module of the list (decision 0040)
const moduleJobs = modules.flatMap((module) => (module.jobs ? [module.jobs] : []));
const scheduler = new Scheduler({
  db: database.db,
  mailer,
  log: app.log.child({ module: "scheduler" }),
  config,
  payments: app.payments,
  ...combineJobs(...moduleJobs),
});

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, "closing after an error");
  else app.log.info({ signal }, "closing");
  // The jobs in hand finish before the database closes (the others wait in the jobs table)
  await scheduler.stop();
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
if (config.schedulerEnabled) scheduler.start();
else app.log.info("scheduler off (SCHEDULER=off): this process runs no jobs");
