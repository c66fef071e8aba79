#!/usr/bin/env node
// Starts the whole product: the API (with the embedded database and demo data on first start)
// and the storefront (one server process per core: STOREFRONT_WORKERS, scripts/serve.mjs). `npm start` builds
// the storefront when its sources changed, while the API starts, then serves the build; `npm run dev` serves
// it with Vite.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { inputsFingerprint, isBuildCurrent, markBuilt } from "./build-inputs.mjs";

const dev = process.argv.includes("--dev");
const bin = (file) => fileURLToPath(new URL(`../node_modules/${file}`, import.meta.url));
const env = {
  ...process.env,
  PORT: process.env.PORT ?? "3000",
  API_PORT: process.env.API_PORT ?? "4000",
  DATA_DIR: process.env.DATA_DIR ?? ".data",
  BUILD_DIR: process.env.BUILD_DIR ?? "build",
};
env.API_URL ??= `http://127.0.0.1:${env.API_PORT}`;
env.STOREFRONT_URL ??= `http://localhost:${env.PORT}`;
// The storefront runs its production build; the API stays in development mode (e-mails kept under
// DATA_DIR and listed at /dev/mail) unless NODE_ENV says otherwise. A deployment sets real secrets.
const storefrontEnv = { ...env, NODE_ENV: dev ? "development" : (process.env.NODE_ENV ?? "production") };
storefrontEnv.SESSION_SECRET ??= "local-start-session-secret";
const apiEnv = { ...env, NODE_ENV: process.env.NODE_ENV ?? "development" };

// Node runs each service itself (no npx or shell in between), so a signal to this script reaches
// the servers, and a kill of the whole process group (as test runners do) takes them all down.
const start = (args, childEnv) => spawn(process.execPath, args, { stdio: "inherit", env: childEnv });
// The API first: it migrates and loads the demo data (seconds on a first start) while the
// storefront builds, rather than after it (decision 0056)
const children = [start(["--import", "tsx", "api/src/main.ts"], apiEnv)];

// The build is made again only when its inputs changed since the last one (scripts/build-inputs.mjs)
const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = path.resolve(root, env.BUILD_DIR);
if (!dev) {
  const fingerprint = inputsFingerprint(root);
  if (isBuildCurrent(buildDir, fingerprint)) {
    console.log(`The storefront's build in ${env.BUILD_DIR} is current: not building it again`);
  } else {
    rmSync(path.join(buildDir, ".inputs"), { force: true });
    const build = spawnSync(process.execPath, [bin("@react-router/dev/bin.js"), "build"], {
      stdio: "inherit",
      env: storefrontEnv,
    });
    if (build.status !== 0) {
      children[0].kill("SIGTERM");
      process.exit(build.status ?? 1);
    }
    markBuilt(buildDir, fingerprint);
  }
}

children.push(
  dev
    ? start([bin("@react-router/dev/bin.js"), "dev", "--port", env.PORT], storefrontEnv)
    : start(
        [fileURLToPath(new URL("./serve.mjs", import.meta.url)), `${env.BUILD_DIR}/server/index.js`],
        storefrontEnv,
      ),
);
console.log(`Starting… storefront: http://localhost:${env.PORT}  API: ${env.API_URL} (docs at /docs)`);

// Until the API is ready the storefront answers a page that reloads itself (scripts/api-gate.mjs):
// say when the shop is there. Refused connections leave no line in the API's log.
const isReady = () =>
  fetch(`${env.API_URL}/ready`).then(
    (response) => response.ok,
    () => false,
  );
const announceReady = async () => {
  while (!(await isReady())) await sleep(250);
  console.log(`Ready after ${(performance.now() / 1000).toFixed(1)} s: http://localhost:${env.PORT}`);
};
void announceReady();

const stop = (code) => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
};
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
