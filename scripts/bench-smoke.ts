// Benchmarks that cannot rot (issue 29 point 6, decision 0053): every `bench:*` script and
// `sim:keep-rate` run once in their smoke mode (BENCH_SMOKE=1: a second of load, tiny data, no figure
// judged), so a benchmark that crashes fails `npm test` (its "benchmarks (smoke)" step) instead of
// being found broken the day someone needs its figures. `npm run test:bench` runs it alone.
//
// The storefront builds are made once (when their sources changed) and one API with the demo data
// serves the benchmarks that need one (BENCH_API_URL). bench:api seeds its own database in process, bench:engine runs without its database
// half (BENCH_SKIP_DB), bench:start starts `npm start` as a user does (on the current build), and
// bench:scheduler needs a PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL; without one it
// says it skipped). Ports: BENCH_PORT (default 3780) and the five after it (the fourth unused).
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { builds, ensureBuilt, startApi } from "./bench-stack";

const base = Number(process.env.BENCH_PORT ?? 3780);
const ports = { api: base + 2, load: base + 4, start: base + 5 };

type Outcome = { name: string; ok: boolean; seconds: number };
const outcomes: Outcome[] = [];

function run(name: string, env: Record<string, string> = {}) {
  console.log(`\n▷ npm run ${name} (smoke)`);
  const started = performance.now();
  const result = spawnSync("npm", ["run", "--silent", name], {
    stdio: "inherit",
    env: { ...process.env, ...env, BENCH_SMOKE: "1" },
  });
  if (result.error) console.error(result.error.message);
  outcomes.push({ name, ok: result.status === 0, seconds: (performance.now() - started) / 1000 });
}

ensureBuilt(".", builds.storefront);
ensureBuilt("bench/bare-app", builds.bare);
const api = await startApi({ port: ports.api, storefrontUrl: `http://127.0.0.1:${base}` });
try {
  const shared = { BENCH_API_URL: api.url, BENCH_PORT: String(base), BENCH_SKIP_BUILD: "1" };
  // Its database half seeds a PGlite of its own (half a minute on a busy machine) to time the loader,
  // which the API tests run already: the smoke run times the engine alone
  run("bench:engine", { BENCH_SKIP_DB: "1" });
  run("sim:keep-rate");
  run("bench:api");
  run("bench:scheduler");
  run("bench:shop", shared);
  run("bench:js", shared);
  run("bench:load", { ...shared, LOAD_PORT: String(ports.load) });
  run("bench:lighthouse", shared);
  run("bench:start", { PROBE_PORT: String(ports.start) });
} finally {
  await api.stop();
}

console.log("\n── benchmarks (smoke) ──");
for (const { name, ok, seconds } of outcomes) console.log(`${ok ? "✔" : "✘"} ${name} (${seconds.toFixed(1)} s)`);
const failed = outcomes.filter(({ ok }) => !ok);
if (failed.length > 0) {
  console.error(`${failed.length} benchmark(s) failed in smoke mode: ${failed.map(({ name }) => name).join(", ")}`);
  process.exit(1);
}
