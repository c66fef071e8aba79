#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure, then a summary whose
// last line is `N passed, N failed`.
//
//   1. app/generated/api-schema.d.ts matches the API's OpenAPI document (npm run api:types)
//   2. npm run typecheck
//   3. npm run lint
//   4. vitest, unit project
//   5. vitest, api project on embedded PGlite
//   6. vitest, api project on the PostgreSQL server at TEST_DATABASE_URL (default
//      postgres://postgres@127.0.0.1:5432/test), skipped with a message when no server answers
//   7. playwright (end-to-end, JavaScript on and off)
//   8. every benchmark in its smoke mode (scripts/bench-smoke.ts: a second of load, tiny data), so a
//      broken benchmark fails here; bench:scheduler on the server of step 6 when one answers
//
// `npm test -- --skip=lint,e2e` leaves steps out (keys: types, typecheck, lint, unit, api, api-pg, e2e, bench).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const DEFAULT_PG_URL = "postgres://postgres@127.0.0.1:5432/test";
const results = [];
const skip = new Set(
  process.argv
    .filter((arg) => arg.startsWith("--skip="))
    .flatMap((arg) => arg.slice("--skip=".length).split(","))
    .filter(Boolean),
);
const STEP_KEYS = ["types", "typecheck", "lint", "unit", "api", "api-pg", "e2e", "bench"];
for (const key of skip) {
  if (!STEP_KEYS.includes(key)) {
    console.error(`Unknown step "${key}" in --skip (steps: ${STEP_KEYS.join(", ")})`);
    process.exit(2);
  }
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.error) console.error(result.error.message);
  return result.status === 0;
}

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)}s`;
}

function finish() {
  const passed = results.filter((r) => r.status === "passed").length;
  const failed = results.filter((r) => r.status === "failed").length;
  console.log("\n── npm test ──");
  for (const r of results) {
    const mark = { passed: "✔", failed: "✘", skipped: "–" }[r.status];
    console.log(`${mark} ${r.name}${r.time ? ` (${r.time})` : ""}${r.note ? `: ${r.note}` : ""}`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

/** Runs one step; the first failure ends the run. */
async function step(key, name, body) {
  if (skip.has(key)) {
    results.push({ name, status: "skipped", note: "skipped (--skip)" });
    return;
  }
  console.log(`\n▶ ${name}`);
  const start = performance.now();
  let outcome;
  try {
    outcome = await body();
  } catch (error) {
    console.error(error);
    outcome = false;
  }
  const note = typeof outcome === "object" ? outcome.note : undefined;
  const status = typeof outcome === "object" ? outcome.status : outcome ? "passed" : "failed";
  results.push({ name, status, note, time: status === "skipped" ? undefined : seconds(start) });
  if (note) console.log(note);
  if (status === "failed") finish();
}

/**
 * Regenerates the API types and compares them with the file in the tree. The tree is left as it
 * was: a stale file is put back, so `npm test` never edits sources; the message says what to run.
 */
async function apiTypesAreCurrent() {
  const file = `${root}app/generated/api-schema.d.ts`;
  const before = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  const generated = run("npm", ["run", "--silent", "api:types"]);
  const after = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  if (!generated) {
    restore(file, before);
    return { status: "failed", note: "npm run api:types failed (see above)" };
  }
  if (before === after) return true;
  restore(file, before);
  const why = before === undefined ? "is missing" : "is stale: the API's OpenAPI document changed";
  return {
    status: "failed",
    note: `app/generated/api-schema.d.ts ${why}. Run \`npm run api:types\` and commit the result.`,
  };
}

function restore(file, contents) {
  if (contents === undefined) rmSync(file, { force: true });
  else writeFileSync(file, contents);
}

/** True when a PostgreSQL server answers at this URL (within a few seconds). */
async function postgresAnswers(url) {
  const { default: postgres } = await import("postgres");
  const sql = postgres(url, { max: 1, connect_timeout: 3, idle_timeout: 1, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch (error) {
    console.log(`No PostgreSQL server at ${url} (${error.code ?? error.message}).`);
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

await step("types", "API types are current (app/generated/api-schema.d.ts)", apiTypesAreCurrent);
await step("typecheck", "typecheck", () => run("npm", ["run", "--silent", "typecheck"]));
await step("lint", "lint", () => run("npm", ["run", "--silent", "lint"]));
await step("unit", "unit tests (vitest --project unit)", () => run("npx", ["vitest", "run", "--project", "unit"]));
await step("api", "API tests on PGlite (vitest --project api)", () =>
  // TEST_DATABASE_URL from the shell would switch this run to a server: PGlite here, the server next
  run("npx", ["vitest", "run", "--project", "api"], { TEST_DATABASE_URL: "" }),
);
await step("api-pg", "API tests on PostgreSQL (vitest --project api, TEST_DATABASE_URL)", async () => {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_PG_URL;
  if (!(await postgresAnswers(url))) {
    const note = `skipped: no PostgreSQL server answers at ${url} (CI has one; locally start one or set TEST_DATABASE_URL)`;
    if (process.env.CI)
      return { status: "failed", note: `${note.replace("skipped: ", "")}, and CI must run this step` };
    return { status: "skipped", note };
  }
  return run("npx", ["vitest", "run", "--project", "api"], { TEST_DATABASE_URL: url });
});
await step("e2e", "end-to-end tests (playwright: js and no-js)", () => run("npx", ["playwright", "test"]));
// Last: the benchmarks start the product on their own ports, after every test has let go of the machine
await step("bench", "benchmarks (smoke)", async () => {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_PG_URL;
  // No server: bench:scheduler says it skipped (the API step above already failed in CI)
  const server = (await postgresAnswers(url))
    ? { TEST_DATABASE_URL: url }
    : { TEST_DATABASE_URL: "", BENCH_DATABASE_URL: "" };
  return run("npx", ["tsx", "scripts/bench-smoke.ts"], server);
});
finish();
