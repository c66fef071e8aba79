// The product as the storefront benchmarks run it (npm run bench:shop, npm run bench:js): the
// storefront's production build and the bare React Router app's (bench/bare-app), both served by
// scripts/serve.mjs, and the API started by api/src/main.ts with its embedded database seeded with
// the demo data in a temporary directory; each in its own process. BENCH_SKIP_BUILD=1 reuses the
// builds of an earlier run (.data/bench-build, .data/bench-bare-build).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const reactRouter = join(root, "node_modules/@react-router/dev/bin.js");
const builds = { storefront: join(root, ".data/bench-build"), bare: join(root, ".data/bench-bare-build") };
const basePort = Number(process.env.BENCH_PORT ?? 3780);
const ports = { storefront: basePort, bare: basePort + 1, api: basePort + 2 };

// A browser's user agent: the storefront treats a headless or unknown agent as a crawler
export const browserHeaders = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "accept-language": "fr",
};

function build(projectDir: string, buildDir: string) {
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
}

async function waitFor(url: string, timeoutMs = 240_000) {
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
export function cpuTimeMs(pid: number): number | undefined {
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

export type BenchStack = {
  apiUrl: string;
  siteUrl: string;
  bareUrl: string;
  /** A product of the demo catalogue's first look: a page with its API calls and a look. */
  productPath: string;
  /** The servers' process ids (the storefronts' CPU time per request, see bench-shop.ts). */
  pids: { api: number; storefront: number; bare: number };
  stop(): Promise<void>;
};

/** Builds (unless BENCH_SKIP_BUILD) and starts the API and both storefronts; `stop` ends them all. */
export async function startBenchStack(): Promise<BenchStack> {
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const siteUrl = `http://127.0.0.1:${ports.storefront}`;
  const bareUrl = `http://127.0.0.1:${ports.bare}`;
  const dataDir = await mkdtemp(join(tmpdir(), "malle-bench-"));
  const children: ChildProcess[] = [];
  const start = (args: string[], env: Record<string, string>) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(child);
    return child.pid!;
  };
  const stop = async () => {
    for (const child of children) child.kill("SIGTERM");
    await new Promise((done) => setTimeout(done, 500));
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    if (!process.env.BENCH_SKIP_BUILD) {
      console.log("Building the storefront and the bare React Router app…");
      build(".", builds.storefront);
      build("bench/bare-app", builds.bare);
    }
    const api = start(["--import", "tsx", "api/src/main.ts"], {
      API_PORT: String(ports.api),
      API_HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: "100000000",
      LOG_LEVEL: "warn",
      STOREFRONT_URL: siteUrl,
    });
    const storefrontEnv = {
      NODE_ENV: "production",
      API_URL: apiUrl,
      SITE_URL: siteUrl,
      STOREFRONT_URL: siteUrl,
      SESSION_SECRET: "bench-session-secret",
    };
    const storefront = start(["scripts/serve.mjs", join(builds.storefront, "server/index.js")], {
      ...storefrontEnv,
      PORT: String(ports.storefront),
    });
    const bare = start(["scripts/serve.mjs", join(builds.bare, "server/index.js")], {
      ...storefrontEnv,
      PORT: String(ports.bare),
    });
    console.log("Starting the API (seeding the demo data) and both storefronts…");
    await waitFor(`${apiUrl}/health`);
    // The seed runs before the API listens; the catalogue answers once it is in
    await waitFor(`${apiUrl}/shop/looks/1`);
    await Promise.all([waitFor(`${siteUrl}/`), waitFor(`${bareUrl}/`)]);
    const look = (await (await fetch(`${apiUrl}/shop/looks/1`, { headers: browserHeaders })).json()) as {
      products: { id: number }[];
    };
    return {
      apiUrl,
      siteUrl,
      bareUrl,
      productPath: `/shop/product/${look.products[0]!.id}`,
      pids: { api, storefront, bare },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
