import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { Mailer } from "./modules/mail/index.js";
import { malleJobs } from "./modules/malle/index.js";
import { stylingJobs } from "./modules/styling/index.js";
import { giftCardsJobs } from "./modules/gift-cards/index.js";
import { loyaltyJobs } from "./modules/loyalty/index.js";
import { referralJobs } from "./modules/referral/index.js";
import { ordersJobs } from "./modules/orders/index.js";
import { Scheduler, combineJobs, schedulerJobs } from "./modules/scheduler/index.js";
import { seedAtStart } from "./seed/seed.js";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await seedAtStart(database);
const mailer = new Mailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom });
const app = await buildApp({ config, database, mailer });

// The scheduler (decision 0031) runs every module's jobs: one line per module exporting
// `<module>Jobs` ({ handlers, recurring }) from its index.ts
const moduleJobs = [
  schedulerJobs, // the e-mail outbox
  ordersJobs, // the unpaid-order sweep
  malleJobs, // the box over time: openings, ends of pauses, reminders
  stylingJobs, // each box composed before its date, previews answered by their deadline
  giftCardsJobs, // gift cards e-mailed on their date
  loyaltyJobs, // points lapsing
  referralJobs, // a paid order's points and the godfather's reward
];
const scheduler = new Scheduler({
  db: database.db,
  mailer,
  log: app.log.child({ module: "scheduler" }),
  config,
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
