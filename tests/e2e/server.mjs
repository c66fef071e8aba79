#!/usr/bin/env node
// Starts the product for the end-to-end tests exactly as `npm start` does (production build of the
// storefront, then the API with its embedded PGlite database and the demo data, and the storefront),
// but isolated: its own ports and a fresh data directory, deleted before every start.
// Playwright's webServer runs it (see playwright.config.ts); it can also be run by hand.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";

const env = { ...process.env };
env.PORT ??= "3100";
env.API_PORT ??= "4100";
env.API_URL ??= `http://127.0.0.1:${env.API_PORT}`;
env.SITE_URL ??= `http://localhost:${env.PORT}`;
env.STOREFRONT_URL ??= `http://localhost:${env.PORT}`;
// Under .data/, which git, eslint, prettier and tsc already ignore; never the developer's own .data/pglite.
env.DATA_DIR ??= ".data/e2e";
// The tests sign in and post forms far more often than a person would.
env.RATE_LIMIT_MAX ??= "10000";
env.LOG_LEVEL ??= "warn";
// Tests edit content through the API and look at the very next page (decision 0054)
env.CONTENT_FRESH_MS ??= "0";
env.BUILD_ID ??= "e2e";
// The embedded database, whatever the calling shell says; the modes start.mjs chooses for a user.
delete env.DATABASE_URL;
delete env.NODE_ENV;

const dataDir = resolve(env.DATA_DIR);
if (dataDir === resolve(".") || dataDir === resolve(".data")) {
  console.error(`Refusing to delete ${dataDir}: set DATA_DIR to a directory of its own`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`e2e server: storefront ${env.SITE_URL}, API ${env.API_URL}, data in ${dataDir}`);

const child = spawn(process.execPath, ["scripts/start.mjs"], { stdio: "inherit", env });
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
