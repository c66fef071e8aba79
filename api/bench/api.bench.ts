// npm run bench:api — autocannon against GET /health (the bare baseline), GET /website/faq (cached
// content), GET /shop/products (the uncached catalogue listing: a later page of the whole shop) and
// GET /clients/me (token check + database read), in the same run, on the demo data.
// Prints requests per second and each one's ratio to /health, and the load average.
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

// BENCH_SMOKE=1 (npm test): one second per run
const smoke = Boolean(process.env.BENCH_SMOKE);
const duration = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 10));
const workers = process.env.BENCH_LOAD_THREAD === "1" ? 1 : undefined;
const dataDir = await mkdtemp(join(tmpdir(), "malle-bench-"));
const config = loadConfig({ NODE_ENV: "test" }, { dataDir, jwtSecret: "bench".repeat(8) });
const throwaway = process.env.BENCH_DATABASE_URL
  ? await throwawayDatabase(process.env.BENCH_DATABASE_URL, "bench_api")
  : undefined;
const database = await openDatabase({ databaseUrl: throwaway?.url ?? process.env.DATABASE_URL, dataDir: "memory://" });
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

// Warm-up so caches and JIT are in the same state for each target
await autocannon({ url: `${url}/website/faq`, connections: 10, duration: smoke ? 1 : 2 });
// The baseline runs before and after the others; its mean absorbs drift in machine load
const healthBefore = await run("/health");
const faq = await run("/website/faq");
const listing = await run("/shop/products?page=2&page_size=24");
const me = await run("/clients/me", { authorization: `Bearer ${access_token}` });
const health = (healthBefore + (await run("/health"))) / 2;

const row = (name: string, rps: number) =>
  `${name.padEnd(18)} ${rps.toFixed(0).padStart(8)} req/s  ${((rps / health) * 100).toFixed(0).padStart(4)}% of /health`;
console.log(
  `\nAPI benchmark (${database.kind}, ${duration}s each, 20 connections, load made ${workers ? "in a worker thread" : "in the API's process"})`,
);
console.log(row("GET /health", health));
console.log(row("GET /website/faq", faq));
console.log(row("GET /shop/products", listing));
console.log(row("GET /clients/me", me));
const verdict = (rps: number, share: number) => (rps / health >= share ? "met" : "NOT met");
console.log(`cached content target (≥ 40% of /health): ${verdict(faq, 0.4)}`);
console.log(`uncached listing target (≥ 20% of /health): ${verdict(listing, 0.2)}`);
console.log(`GET /clients/me target (≥ 30% of /health): ${verdict(me, 0.3)}`);
console.log(
  `load average: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")} (${cpus().length} cores)`,
);

await app.close();
await database.close();
await throwaway?.drop();
await rm(dataDir, { recursive: true, force: true });
