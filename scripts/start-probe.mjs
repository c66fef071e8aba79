#!/usr/bin/env node
// `npm run bench:start [-- --fresh]`: how long `npm start` takes to show its first page, and
// whether a visitor could have met an error meanwhile (issue point 9).
//
// Runs `npm start` on its own ports (PROBE_PORT, default 3750; the API on PROBE_PORT + 1000), an
// empty data directory (so the API loads the demo data, as on a first start) and its own build
// directory, which --fresh deletes first, with the migrated PGlite database that new data
// directories are copied from (node_modules/.cache/malle, decision 0064): a tree never built nor
// started. It asks the storefront's home page and the API's /ready for an answer every 100 ms
// until the home page answers 200, then prints the time to the first 200 of each, the answers
// seen meanwhile, and the start log's warnings. It fails when any answer was a 5xx other than the
// storefront's "starting" page (503 + Retry-After).
// BENCH_SMOKE=1 (npm test) starts on the benchmarks' current build (.data/bench-build) instead of its
// own, so it builds nothing; --fresh is then refused.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.PROBE_PORT ?? 3750);
const apiPort = port + 1000;
const dataDir = path.join(root, ".data", `start-probe-${port}`);
const smoke = Boolean(process.env.BENCH_SMOKE);
const buildDir = path.join(root, ".data", smoke ? "bench-build" : `build-start-probe-${port}`);
const siteUrl = `http://localhost:${port}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const POLL_MS = 100;
const TIMEOUT_MS = 240_000;

rmSync(dataDir, { recursive: true, force: true });
if (process.argv.includes("--fresh")) {
  if (smoke) {
    console.error("--fresh would delete the benchmarks' build: not with BENCH_SMOKE");
    process.exit(2);
  }
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(path.join(root, "node_modules", ".cache", "malle"), { recursive: true, force: true });
}

const log = [];
const started = performance.now();
// Its own process group, so the whole product (npm, start.mjs, both servers) stops together
const child = spawn("npm", ["start"], {
  cwd: root,
  detached: true,
  stdio: ["ignore", "pipe", "pipe"],
  env: {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    API_URL: apiUrl,
    SITE_URL: siteUrl,
    STOREFRONT_URL: siteUrl,
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
  },
});
for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => log.push(String(chunk)));
let exited = false;
child.on("exit", () => (exited = true));

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** One poll of a URL: its status and whether it is the storefront's "starting" page, or undefined when refused. */
async function answer(url, headers) {
  try {
    const response = await fetch(url, { headers, redirect: "manual", signal: globalThis.AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return { status: response.status, starting: response.status === 503 && response.headers.has("retry-after") };
  } catch {
    return undefined;
  }
}

const counts = { refused: 0, starting: 0, errors: 0, other: 0 };
const errors = [];
let siteReady;
let apiReady;
while (siteReady === undefined && !exited && performance.now() - started < TIMEOUT_MS) {
  const [site, api] = await Promise.all([
    answer(`${siteUrl}/`, { "accept-language": "fr" }),
    apiReady === undefined ? answer(`${apiUrl}/ready`) : undefined,
  ]);
  const now = performance.now() - started;
  if (api?.status === 200) apiReady = now;
  if (!site) counts.refused += 1;
  else if (site.status === 200) siteReady = now;
  else if (site.starting) counts.starting += 1;
  else if (site.status >= 500) {
    counts.errors += 1;
    errors.push(`${seconds(now)}: storefront answered ${site.status}`);
  } else counts.other += 1;
  if (api && api.status >= 500 && api.status !== 503) {
    counts.errors += 1;
    errors.push(`${seconds(now)}: API /ready answered ${api.status}`);
  }
  await sleep(POLL_MS);
}

try {
  process.kill(-child.pid, "SIGTERM");
} catch {
  // already gone
}

const warnings = log
  .join("")
  .split("\n")
  .filter((line) => /\bwarn(ing)?\b|⚠|deprecat/i.test(line));
const built = !log.join("").includes("is current: not building it again");

console.log(`npm start on ${siteUrl} (API ${apiUrl}), ${built ? "building the storefront" : "build current"}`);
console.log(`  API /ready first 200:      ${apiReady === undefined ? "never" : seconds(apiReady)}`);
console.log(`  storefront / first 200:    ${siteReady === undefined ? "never" : seconds(siteReady)}`);
console.log(`  refused connections:       ${counts.refused}`);
console.log(`  "starting" pages (503):    ${counts.starting}`);
console.log(`  other answers (3xx/4xx):   ${counts.other}`);
console.log(`  5xx errors:                ${counts.errors}`);
for (const error of errors) console.log(`    ${error}`);
console.log(`  warnings in the start log: ${warnings.length}`);
for (const warning of warnings) console.log(`    ${warning.trim()}`);
if (siteReady === undefined) console.log(log.join("").split("\n").slice(-30).join("\n"));
process.exit(siteReady !== undefined && counts.errors === 0 ? 0 : 1);
