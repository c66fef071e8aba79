// npm run bench:scheduler — the box over time at scale (issue 16): 100,000 active subscriptions due
// on the PostgreSQL server, one scheduler pass (the malle jobs: plan-openings → open-request in
// batches), then a check that every due plan got exactly one request (and one "next box opened"
// e-mail in the outbox). Prints the pass time and requests per second, a bare baseline in the same
// run — a plain INSERT … SELECT of the same request rows — and the ratio.
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a server URL; a throwaway database is created on
// it and dropped at the end). BENCH_PLANS changes the number of plans.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { sql, type SQL } from "drizzle-orm";
import { addDays } from "#domain/malle.js";
import { todayIn } from "#domain/profiles.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { Mailer } from "../src/modules/mail/mailer.js";
import { malleModule } from "../src/modules/malle/index.js";
import { Scheduler, combineJobs } from "../src/modules/scheduler/index.js";
import { throwawayDatabase } from "./throwaway-database.js";

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log(
    "bench:scheduler skipped: it runs on a PostgreSQL server — set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/postgres",
  );
  process.exit(0);
}

// BENCH_SMOKE=1 (npm test): a hundred plans
const PLANS = Number(process.env.BENCH_PLANS ?? (process.env.BENCH_SMOKE ? 100 : 100_000));
const KIDS_PER_CLIENT = 10;
const CLIENTS = Math.ceil(PLANS / KIDS_PER_CLIENT);

const throwaway = await throwawayDatabase(serverUrl, "bench_sched");
const dataDir = await mkdtemp(join(tmpdir(), "malle-bench-scheduler-"));

const silent = {
  level: "silent",
  fatal: () => {},
  error: (obj: unknown, msg?: string) => console.error(msg ?? "", obj),
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => silent,
} as unknown as FastifyBaseLogger;

const database = await openDatabase({ databaseUrl: throwaway.url, dataDir: "memory://" });
const db = database.db;
const rows = async <T>(query: SQL) => (await db.execute(query)) as unknown as T[];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  const today = todayIn();
  const deliveryDate = addDays(today, 20);
  const lastBox = addDays(today, -10);
  const setupStart = performance.now();
  // The families, set-wise: clients with an address and a card, ten kids each, every kid with an
  // active monthly plan due now (its opening an hour ago) and its last box delivered
  await db.execute(sql`insert into delivery_delays (country_code, optimistic_delivery_delay, pessimistic_delivery_delay)
    values (null, 3, 6)`);
  await db.execute(sql`insert into clients (email, firstname, locale)
    select 'bench-' || g || '@example.com', 'Client ' || g, (array['fr','de','nl','es','en'])[1 + g % 5]::content_locale
    from generate_series(1, ${CLIENTS}) g`);
  await db.execute(sql`insert into addresses (client_id, kind, street, postcode, city, country_code, phone)
    select id, 'shipping', id || ' rue du Banc', '75011', 'Paris', 'FR', '+33612345678' from clients`);
  await db.execute(sql`insert into payment_methods (client_id, gateway, platform, external_id, brand, last4, expiration_date)
    select id, 'sandbox', 'card_via_sandbox', 'bench-' || id, 'visa', '4242', '2099-12-31' from clients`);
  await db.execute(sql`insert into profiles (client_id, profile_type, firstname, gender, birthdate, has_requested, subscription_status)
    select c.id, 'KID', 'Kid ' || c.id || '-' || k, 'girl', '2020-01-01', true, 'ONGOING_SUBSCRIPTION'
    from clients c cross join generate_series(1, ${KIDS_PER_CLIENT}) k
    order by c.id, k limit ${PLANS}`);
  await db.execute(sql`insert into subscriptions (profile_id, frequency, is_active, next_delivery_date, next_at)
    select id, 1, true, ${deliveryDate}::date, now() - interval '1 hour' from profiles`);
  await db.execute(sql`insert into requests (profile_id, subscription_id, status, delivery_date, shipping_address_id, payment_method_id)
    select s.profile_id, s.id, 'DELIVERED', ${lastBox}::date, a.id, m.id
    from subscriptions s join profiles p on p.id = s.profile_id
    join addresses a on a.client_id = p.client_id join payment_methods m on m.client_id = p.client_id`);
  await db.execute(sql`analyze`);
  console.log(`\nScheduler benchmark (PostgreSQL, ${PLANS.toLocaleString("en")} due plans)`);
  console.log(`setup                      ${seconds(performance.now() - setupStart)}`);

  // One pass of the scheduler with the malle jobs (the e-mails stay in the outbox: no mail handler)
  const config = loadConfig({ NODE_ENV: "test" }, { dataDir, jwtSecret: "bench".repeat(8) });
  const scheduler = new Scheduler({
    db,
    mailer: new Mailer({ dataDir, from: config.mailFrom }),
    log: silent,
    config,
    ...combineJobs(malleModule.jobs),
  });
  const passStart = performance.now();
  const result = await scheduler.runDue();
  const passMs = performance.now() - passStart;

  const [check] = await rows<{ plans: string; opened: string; wrong: string; mails: string; left: string }>(sql`
    select
      (select count(*) from subscriptions) as plans,
      (select count(*) from requests where status = 'PENDING') as opened,
      (select count(*) from (
        select s.id from subscriptions s left join requests r on r.subscription_id = s.id and r.status = 'PENDING'
        group by s.id having count(r.id) <> 1) w) as wrong,
      (select count(*) from jobs where kind = 'mail' and key like 'next-box-opened:%') as mails,
      (select count(*) from jobs where done_at is null and kind <> 'mail') as left`);
  const opened = Number(check!.opened);
  const ok =
    Number(check!.wrong) === 0 && opened === PLANS && Number(check!.mails) === PLANS && Number(check!.left) === 0;

  // The bare baseline: the same request rows written by one INSERT … SELECT (as cancelled rows, so
  // the one-PENDING-per-profile index lets them in), in the same run, then removed
  const baseStart = performance.now();
  await db.execute(sql`insert into requests (profile_id, subscription_id, status, actions, is_blocked, delivery_date, shipping_address_id, payment_method_id)
    select r.profile_id, r.subscription_id, 'CANCELLED', '{GO_TO_SUGGESTIONS,UPDATE_DELIVERY_DATE}', false, r.delivery_date, r.shipping_address_id, r.payment_method_id
    from requests r where r.status = 'PENDING'`);
  const baseMs = performance.now() - baseStart;
  await db.execute(sql`delete from requests where status = 'CANCELLED'`);

  const perSecond = (opened / passMs) * 1000;
  const basePerSecond = (opened / baseMs) * 1000;
  console.log(
    `scheduler pass             ${seconds(passMs)}  ${perSecond.toFixed(0).padStart(8)} requests/s  (jobs done ${result.done}, retried ${result.retried}, failed ${result.failed})`,
  );
  console.log(`baseline INSERT … SELECT   ${seconds(baseMs)}  ${basePerSecond.toFixed(0).padStart(8)} requests/s`);
  console.log(`ratio                      the pass takes ${(passMs / baseMs).toFixed(1)}× the bare insert`);
  console.log(
    `check: ${opened.toLocaleString("en")} requests opened for ${Number(check!.plans).toLocaleString("en")} plans, ${check!.wrong} plan(s) without exactly one, ${Number(check!.mails).toLocaleString("en")} e-mails in the outbox — ${ok ? "OK" : "FAILED"}`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await database.close();
  await throwaway.drop();
  await rm(dataDir, { recursive: true, force: true });
}
