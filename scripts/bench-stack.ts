// The product as the storefront benchmarks run it (npm run bench:shop, bench:js, bench:load): the
// storefront's production build and the bare React Router app's (bench/bare-app), both served by
// scripts/serve.mjs, and the API started by api/src/main.ts, its embedded database seeded with the
// demo data in a temporary directory, or in a throwaway database on the PostgreSQL server at
// DATABASE_URL when it is set; each in its own process. A build is made again only when its inputs changed
// (scripts/build-inputs.mjs, as `npm start` does), into .data/bench-build and .data/bench-bare-build;
// BENCH_SKIP_BUILD=1 takes them as they are. BENCH_PORT (default 3780) is the storefront's port, the
// bare app's the next one and the API's the one after. BENCH_API_URL names an API already running
// with the demo data instead (the smoke runs of `npm test` share one: scripts/bench-smoke.ts).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { throwawayDatabase } from "../api/bench/throwaway-database";
import { DEMO_CLIENT } from "../api/src/seed/data/accounts.js";
import { inputsFingerprint, isBuildCurrent, markBuilt } from "./build-inputs.mjs";

const root = resolve(import.meta.dirname, "..");
const reactRouter = join(root, "node_modules/@react-router/dev/bin.js");
export const builds = { storefront: join(root, ".data/bench-build"), bare: join(root, ".data/bench-bare-build") };
const basePort = Number(process.env.BENCH_PORT ?? 3780);
const ports = { storefront: basePort, bare: basePort + 1, api: basePort + 2 };

/** The smoke mode of every benchmark (BENCH_SMOKE=1, `npm test`): a second of load, tiny data, no figure judged. */
export const smoke = Boolean(process.env.BENCH_SMOKE);

// A browser's user agent: the storefront treats a headless or unknown agent as a crawler
export const browserHeaders = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "accept-language": "fr",
};

/** Builds `projectDir` (relative to the repository) into `buildDir` unless that build is current. */
export function ensureBuilt(projectDir: string, buildDir: string) {
  const fingerprint = inputsFingerprint(resolve(root, projectDir));
  if (process.env.BENCH_SKIP_BUILD || isBuildCurrent(buildDir, fingerprint)) return;
  console.log(`Building ${projectDir === "." ? "the storefront" : projectDir}…`);
  const result = spawnSync(process.execPath, [reactRouter, "build", projectDir], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
  });
  // Build warnings only matter when the build fails
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`react-router build ${projectDir} failed`);
  }
  markBuilt(buildDir, fingerprint);
}

export async function waitFor(url: string, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, { headers: browserHeaders })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000}s`);
}

/** A server of the stack: `stop` sends SIGTERM and resolves once it exited. */
export type Server = { url: string; process: ChildProcess; stop(): Promise<void> };

function startServer(url: string, args: string[], env: Record<string, string>): Server {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The API's process id is unknown when it is one already running (BENCH_API_URL). */
export type Api = { url: string; database: string; pid?: number; stop(): Promise<void> };

/**
 * The API with the demo data: on PGlite in a temporary directory, or, with `databaseUrl` (a
 * PostgreSQL server), in a database of its own created there and dropped by `stop`.
 */
export async function startApi({
  port = ports.api,
  storefrontUrl,
  databaseUrl,
}: {
  port?: number;
  storefrontUrl: string;
  databaseUrl?: string;
}): Promise<Api> {
  if (process.env.BENCH_API_URL)
    return { url: process.env.BENCH_API_URL, database: "an API already running", stop: async () => {} };
  const dataDir = await mkdtemp(join(tmpdir(), "malle-bench-"));
  const database = databaseUrl ? await throwawayDatabase(databaseUrl, "bench") : undefined;
  const server = startServer(`http://127.0.0.1:${port}`, ["--import", "tsx", "api/src/main.ts"], {
    API_PORT: String(port),
    API_HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? "",
    RATE_LIMIT_MAX: "100000000",
    LOG_LEVEL: "warn",
    STOREFRONT_URL: storefrontUrl,
  });
  const stop = async () => {
    await server.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${server.url}/health`);
    // The seed runs before the API listens; the catalogue answers once it is in
    await waitFor(`${server.url}/shop/looks/1`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: server.url, database: database ? "PostgreSQL" : "PGlite", pid: server.process.pid, stop };
}

/** scripts/serve.mjs over a build, with STOREFRONT_WORKERS = `workers` (default 1: one process). */
export function startStorefront({
  buildDir,
  port,
  apiUrl,
  workers = 1,
}: {
  buildDir: string;
  port: number;
  apiUrl: string;
  workers?: number;
}): Server {
  const siteUrl = `http://127.0.0.1:${port}`;
  return startServer(siteUrl, ["scripts/serve.mjs", join(buildDir, "server/index.js")], {
    NODE_ENV: "production",
    PORT: String(port),
    API_URL: apiUrl,
    SITE_URL: siteUrl,
    STOREFRONT_URL: siteUrl,
    SESSION_SECRET: "bench-session-secret",
    STOREFRONT_WORKERS: String(workers),
  });
}

/** A process's threads' child processes (a server's workers), from Linux's /proc. */
function childrenOf(pid: number): number[] {
  try {
    const tasks = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8");
    return tasks.split(" ").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The CPU time a process and its child processes have used so far, in milliseconds (Linux's
 * /proc), or undefined elsewhere. A server's own measure of what a request costs it: on a machine
 * shared with other work, steadier than requests per second.
 */
export function cpuTimeMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime, in clock ticks of 1/100 s (USER_HZ on Linux)
    const ticks = Number(fields[11]) + Number(fields[12]);
    let total = ticks * 10;
    for (const child of childrenOf(pid)) total += cpuTimeMs(child) ?? 0;
    return total;
  } catch {
    return undefined;
  }
}

/**
 * A client's session (the demo client's by default) as a Cookie header, signed in through the
 * storefront's login form as a browser without JavaScript does (the page for its cookies, then the
 * form's POST).
 */
export async function demoClientCookie(
  siteUrl: string,
  { email, password }: { email: string; password: string } = DEMO_CLIENT,
): Promise<string> {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0]!;
      cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
  };
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  keep(await fetch(`${siteUrl}/login`, { headers: browserHeaders }));
  const answer = await fetch(`${siteUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...browserHeaders,
      cookie: header(),
      origin: siteUrl,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ email, password }),
  });
  keep(answer);
  if (answer.status !== 302 && answer.status !== 303) throw new Error(`signing the demo client in: ${answer.status}`);
  return header();
}

export type BenchStack = {
  apiUrl: string;
  siteUrl: string;
  bareUrl: string;
  /** A product of the demo catalogue's first look: a page with its API calls and a look. */
  productPath: string;
  /** The servers' process ids (the storefronts' CPU time per request, see bench-shop.ts); none for an API already running. */
  pids: { api: number | undefined; storefront: number | undefined; bare: number | undefined };
  stop(): Promise<void>;
};

/** Builds (when needed) and starts the API and both storefronts, each in one process; `stop` ends them all. */
export async function startBenchStack(): Promise<BenchStack> {
  ensureBuilt(".", builds.storefront);
  ensureBuilt("bench/bare-app", builds.bare);
  const siteUrl = `http://127.0.0.1:${ports.storefront}`;
  console.log("Starting the API (seeding the demo data) and both storefronts…");
  const api = await startApi({ storefrontUrl: siteUrl, databaseUrl: process.env.DATABASE_URL || undefined });
  const servers: { stop(): Promise<void> }[] = [api];
  const stop = async () => void (await Promise.all(servers.map((server) => server.stop())));
  try {
    const site = startStorefront({ buildDir: builds.storefront, port: ports.storefront, apiUrl: api.url });
    const bare = startStorefront({ buildDir: builds.bare, port: ports.bare, apiUrl: api.url });
    servers.push(site, bare);
    await Promise.all([waitFor(`${site.url}/`), waitFor(`${bare.url}/`)]);
    const look = (await (await fetch(`${api.url}/shop/looks/1`, { headers: browserHeaders })).json()) as {
      products: { id: number }[];
    };
    return {
      apiUrl: api.url,
      siteUrl: site.url,
      bareUrl: bare.url,
      productPath: `/shop/product/${look.products[0]!.id}`,
      pids: { api: api.pid, storefront: site.process.pid, bare: bare.process.pid },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
