// npm run bench:shop — the shop's two hot paths, each against its own baseline, in one run:
//
// 1. Storefront: GET /shop/product/{id} (a product with a look: the real page, root layout,
//    guards, API calls and markup) against a bare React Router page. The bare page is
//    bench/bare-app: one route with static markup, built by the same `react-router build` in the
//    same SSR mode and served by the same scripts/serve.mjs (Express, compression, request log),
//    so the ratio measures what the product page adds, not the server or the framework. Target:
//    the product page at ≥ 50% of the bare page's requests per second.
// 2. API: GET /shop/product-collections/{slug}/products (a shop listing) against GET /health.
//    Target: ≥ 40% of /health.
// The product page is measured twice: as a visitor without a session sees it (served from the
// storefront's few seconds' page cache after the first view, scripts/page-cache.mjs) and with a
// session cookie, rendered every time.
// For context, the storefront's lightest page (/login: the shared root and layout around a static
// form, no page API call) is measured too: it shows how much of the gap to the bare page is the
// product page's own and how much every page of the storefront pays (root loader, header, footer,
// translations shipped with the page).
//
// Everything runs as the product runs: the storefront's production build, the API started by
// api/src/main.ts with its embedded database seeded with the demo data (in a temporary
// directory), each in its own process; autocannon drives them from this one. Baselines run
// before and after their target and are averaged, so drift in the machine's load evens out.
// BENCH_SECONDS (default 10) sets each run's length; BENCH_SKIP_BUILD=1 reuses earlier builds.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const root = resolve(import.meta.dirname, "..");
const reactRouter = join(root, "node_modules/@react-router/dev/bin.js");
const builds = { storefront: join(root, ".data/bench-build"), bare: join(root, ".data/bench-bare-build") };
const ports = { api: 4780, storefront: 3780, bare: 3781 };
const apiUrl = `http://127.0.0.1:${ports.api}`;
const siteUrl = `http://127.0.0.1:${ports.storefront}`;
const bareUrl = `http://127.0.0.1:${ports.bare}`;
// A browser's user agent: the storefront treats a headless or unknown agent as a crawler
const headers = {
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

const children: ChildProcess[] = [];
function start(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000}s`);
}

async function run(url: string, extra: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 20, duration, headers: { ...headers, ...extra } });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** A target between two runs of its baseline; the baseline is their mean. */
async function compare(baselineUrl: string, targetUrl: string) {
  await autocannon({ url: targetUrl, connections: 10, duration: 2, headers });
  await autocannon({ url: baselineUrl, connections: 10, duration: 2, headers });
  const before = await run(baselineUrl);
  const target = await run(targetUrl);
  const baseline = (before + (await run(baselineUrl))) / 2;
  return { baseline, target, ratio: target / baseline };
}

const dataDir = await mkdtemp(join(tmpdir(), "malle-bench-shop-"));
try {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log("Building the storefront and the bare React Router app…");
    build(".", builds.storefront);
    build("bench/bare-app", builds.bare);
  }
  start(["--import", "tsx", "api/src/main.ts"], {
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
  start(["scripts/serve.mjs", join(builds.storefront, "server/index.js")], {
    ...storefrontEnv,
    PORT: String(ports.storefront),
  });
  start(["scripts/serve.mjs", join(builds.bare, "server/index.js")], { ...storefrontEnv, PORT: String(ports.bare) });
  console.log("Starting the API (seeding the demo data) and both storefronts…");
  await waitFor(`${apiUrl}/health`);
  // The seed runs before the API listens; the catalogue answers once it is in
  await waitFor(`${apiUrl}/shop/looks/1`);
  await Promise.all([waitFor(`${siteUrl}/`), waitFor(`${bareUrl}/`)]);

  const look = (await (await fetch(`${apiUrl}/shop/looks/1`, { headers })).json()) as { products: { id: number }[] };
  const productId = look.products[0]!.id;
  const collections = (await (await fetch(`${apiUrl}/shop/product-collections?is_shop=true`, { headers })).json()) as {
    slug: string;
  }[];
  const slug = collections[0]!.slug;
  const productPath = `/shop/product/${productId}`;
  const listingPath = `/shop/product-collections/${slug}/products`;

  const page = await compare(`${bareUrl}/`, `${siteUrl}${productPath}`);
  // A visitor with a session (signed in, a flashed message…) is never served the page cache's copy
  const rendered = await run(`${siteUrl}${productPath}`, { cookie: "__session=bench" });
  const light = await run(`${siteUrl}/login`);
  const api = await compare(`${apiUrl}/health`, `${apiUrl}${listingPath}`);

  const rps = (value: number) => `${value.toFixed(0).padStart(7)} req/s`;
  const label = (text: string) => text.padEnd(56);
  const verdict = (ratio: number, target: number) =>
    `${(ratio * 100).toFixed(0)}% (target ≥ ${target * 100}%: ${ratio >= target ? "met" : "NOT met"})`;
  console.log(`\nShop benchmark (${duration}s each, 20 connections)`);
  console.log(`Storefront  ${label("bare React Router page (bench/bare-app)")}${rps(page.baseline)}`);
  console.log(
    `            ${label(`GET ${productPath} (no session: page cache)`)}${rps(page.target)}  ${verdict(page.ratio, 0.5)}`,
  );
  console.log(
    `            ${label(`GET ${productPath} (with a session: rendered)`)}${rps(rendered)}  ${((rendered / page.baseline) * 100).toFixed(0)}% of the bare page`,
  );
  console.log(
    `            ${label("GET /login (lightest storefront page, for context)")}${rps(light)}  the rendered product page at ${((rendered / light) * 100).toFixed(0)}% of it`,
  );
  console.log(`API         ${label("GET /health")}${rps(api.baseline)}`);
  console.log(`            ${label(`GET ${listingPath}`)}${rps(api.target)}  ${verdict(api.ratio, 0.4)}`);
} finally {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((done) => setTimeout(done, 500));
  await rm(dataDir, { recursive: true, force: true });
}
