// npm run bench:api — autocannon against GET /health (the bare baseline), GET /website/faq (cached
// content), GET /shop/products (the uncached catalogue listing: a later page of the whole shop) and
// GET /clients/me (token check + database read), in the same run, on the demo data.
// BENCH_ROUNDS rounds (3) of BENCH_SECONDS runs (5 s); prints requests per second and each one's
// ratio to /health, the median over the rounds and every round's, and the load average.
// Targets: cached content ≥ 40%, the listing ≥ 20%, /clients/me ≥ 30% (issue 29).
// The database: PGlite in memory; DATABASE_URL (an empty database, migrated and seeded); or
// BENCH_DATABASE_URL, a PostgreSQL server on which a throwaway database is created and dropped.
// The load is made in this process, beside the API, unless BENCH_LOAD_THREAD=1 makes it in a worker
// thread: reading a 26 KB answer costs the load generator far more than /health's, so in the API's
// own thread it takes time from the heavy answers' runs (docs/benchmarks.md, 2026-11-29 sixth session).
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { Mailer } from "../src/modules/mail/mailer.js";
import { seed } from "../src/seed/seed.js";
import { DEMO_CLIENT } from "../src/seed/data/accounts.js";
import { throwawayDatabase } from "./throwaway-database.js";

// BENCH_SMOKE=1 (npm test): one round of one-second runs
const smoke = Boolean(process.env.BENCH_SMOKE);
const duration = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 5));
const rounds = Number(process.env.BENCH_ROUNDS ?? (smoke ? 1 : 3));
const workers = process.env.BENCH_LOAD_THREAD === "1" ? 1 : undefined;
const dataDir = await mkdtemp(join(tmpdir(), "malle-bench-"));
const config = loadConfig(
  { NODE_ENV: "test", DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX },
  { dataDir, jwtSecret: "bench".repeat(8) },
);
const throwaway = process.env.BENCH_DATABASE_URL
  ? await throwawayDatabase(process.env.BENCH_DATABASE_URL, "bench_api")
  : undefined;
const database = await openDatabase({
  databaseUrl: throwaway?.url ?? process.env.DATABASE_URL,
  dataDir: "memory://",
  poolMax: config.databasePoolMax,
});
await seed(database.db);
const app = await buildApp({ config, database, mailer: new Mailer({ dataDir, from: config.mailFrom }) });
const url = await app.listen({ port: 0, host: "127.0.0.1" });

const login = await fetch(`${url}/clients/token`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: DEMO_CLIENT.email, password: DEMO_CLIENT.password }),
});
const { access_token } = (await login.json()) as { access_token: string };

async function run(path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url: url + path,
    connections: 20,
    duration,
    workers,
    headers: { "accept-language": "fr", ...headers },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const bearer = { authorization: `Bearer ${access_token}` };
const targets = [
  { name: "GET /website/faq", path: "/website/faq", share: 0.4, goal: "cached content" },
  { name: "GET /shop/products", path: "/shop/products?page=2&page_size=24", share: 0.2, goal: "uncached listing" },
  { name: "GET /clients/me", path: "/clients/me", share: 0.3, goal: "GET /clients/me", headers: bearer },
];
// Warm-up of each target, so that no round runs on a cold JIT, caches or server connections
for (const target of targets) {
  await autocannon({ url: url + target.path, connections: 10, duration: smoke ? 1 : 2, headers: target.headers });
}
// Rounds of /health, a target, /health, the next target… /health: each target's run is weighed
// against the /health runs just before and after it, so a drift of the machine's speed (this
// machine's /health moves by a third from one run to the next) weighs on both sides of a ratio
const ratios = targets.map(() => [] as number[]);
const rates = targets.map(() => [] as number[]);
const healthRates: number[] = [];
let healthBefore = await run("/health");
healthRates.push(healthBefore);
for (let round = 0; round < rounds; round++) {
  for (const [i, target] of targets.entries()) {
    const rps = await run(target.path, target.headers);
    const healthAfter = await run("/health");
    healthRates.push(healthAfter);
    rates[i]!.push(rps);
    ratios[i]!.push(rps / ((healthBefore + healthAfter) / 2));
    healthBefore = healthAfter;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
console.log(
  `\nAPI benchmark (${database.kind}, pool of ${database.kind === "postgres" ? config.databasePoolMax : 1}, ` +
    `${rounds} round(s) of ${duration}s runs, 20 connections, load made ${workers ? "in a worker thread" : "in the API's process"})`,
);
console.log(
  `${"GET /health".padEnd(20)} ${median(healthRates).toFixed(0).padStart(8)} req/s (median; ` +
    `${Math.min(...healthRates).toFixed(0)}–${Math.max(...healthRates).toFixed(0)})`,
);
for (const [i, target] of targets.entries()) {
  console.log(
    `${target.name.padEnd(20)} ${median(rates[i]!).toFixed(0).padStart(8)} req/s ` +
      `${percent(median(ratios[i]!)).padStart(5)} of /health (median; rounds: ${ratios[i]!.map(percent).join(", ")})`,
  );
}
for (const [i, target] of targets.entries()) {
  const verdict = median(ratios[i]!) >= target.share ? "met" : "NOT met";
  console.log(`${target.goal} target (≥ ${percent(target.share)} of /health, median): ${verdict}`);
}
console.log(
  `load average: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")} (${cpus().length} cores)`,
);

await app.close();
await database.close();
await throwaway?.drop();
await rm(dataDir, { recursive: true, force: true });
