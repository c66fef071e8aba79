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
// storefront's few seconds' page cache after the first view, scripts/page-cache.mjs) and as the
// demo client sees it, signed in through the login form: its loaders run every time, its render is
// shared with every view of the same inputs, the client's own values filled in (decision 0069).
// For context, the storefront's lightest page (/login: the shared root and layout around a static
// form, no page API call) is measured too: it shows how much of the gap to the bare page is the
// product page's own and how much every page of the storefront pays (root loader, header, footer,
// translations shipped with the page).
//
// Everything runs as the product runs (scripts/bench-stack.ts); autocannon drives it from this
// process. Baselines run before and after their target and are averaged, so drift in the machine's
// load evens out. On a machine shared with other work requests per second follow whatever else
// runs, so the storefront's figures also give the CPU time its server process spent per request
// (Linux), and the bare page's against it. BENCH_SECONDS (default 10; 1 with BENCH_SMOKE=1) sets each run's length;
// BENCH_SKIP_BUILD=1 reuses earlier builds; BENCH_PORT moves the servers (bench-stack.ts).
import autocannon from "autocannon";
import { browserHeaders as headers, cpuTimeMs, demoClientCookie, smoke, startBenchStack } from "./bench-stack";

const duration = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 10));
const warmUp = smoke ? 1 : 2;

type Run = { rps: number; cpuMs: number | undefined };

/** Requests per second, and the serving process's CPU time per request when it can be read. */
async function run(url: string, pid: number | undefined, extra: Record<string, string> = {}): Promise<Run> {
  const cpuBefore = cpuTimeMs(pid);
  const result = await autocannon({ url, connections: 20, duration, headers: { ...headers, ...extra } });
  const cpuAfter = cpuTimeMs(pid);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuMs =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total;
  return { rps: result.requests.average, cpuMs };
}

const mean = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? undefined : (a + b) / 2;

/** A target between two runs of its baseline; the baseline is their mean. */
type Server = { url: string; pid: number | undefined };
async function compare(baseline: Server, target: Server) {
  await autocannon({ url: target.url, connections: 10, duration: warmUp, headers });
  await autocannon({ url: baseline.url, connections: 10, duration: warmUp, headers });
  const before = await run(baseline.url, baseline.pid);
  const measured = await run(target.url, target.pid);
  const after = await run(baseline.url, baseline.pid);
  const base = { rps: (before.rps + after.rps) / 2, cpuMs: mean(before.cpuMs, after.cpuMs) };
  return { baseline: base, target: measured, ratio: measured.rps / base.rps };
}

const { apiUrl, siteUrl, bareUrl, productPath, pids, stop } = await startBenchStack();
try {
  const collections = (await (await fetch(`${apiUrl}/shop/product-collections?is_shop=true`, { headers })).json()) as {
    slug: string;
  }[];
  const slug = collections[0]!.slug;
  const listingPath = `/shop/product-collections/${slug}/products`;

  const bare = { url: `${bareUrl}/`, pid: pids.bare };
  const page = await compare(bare, { url: `${siteUrl}${productPath}`, pid: pids.storefront });
  // A signed-in client is never served the page cache's copy: the loaders run for every view, the
  // render is shared (decision 0069)
  const signedIn = { cookie: await demoClientCookie(siteUrl) };
  const rendered = await run(`${siteUrl}${productPath}`, pids.storefront, signedIn);
  // /login, kept for visitors without a session (decision 0057), not for a visitor holding a session
  // cookie (a signed-in client is sent on from it): its loaders run, its render is shared
  const light = await run(`${siteUrl}/login`, pids.storefront, { cookie: "__session=bench" });
  const api = await compare(
    { url: `${apiUrl}/health`, pid: pids.api },
    { url: `${apiUrl}${listingPath}`, pid: pids.api },
  );

  const rps = (value: number) => `${value.toFixed(0).padStart(7)} req/s`;
  const label = (text: string) => text.padEnd(56);
  const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
  const verdict = (ratio: number, target: number) =>
    `${percent(ratio)} (target ≥ ${target * 100}%: ${ratio >= target ? "met" : "NOT met"})`;
  const bareCpu = page.baseline.cpuMs;
  /** A page's CPU per request, and the bare page's as a share of it (the CPU measure of the ratio). */
  const cpu = ({ cpuMs }: Run) =>
    cpuMs === undefined || bareCpu === undefined
      ? ""
      : `  ${cpuMs.toFixed(2)} ms CPU/request${cpuMs === bareCpu ? "" : ` (bare page: ${percent(bareCpu / cpuMs)} of it)`}`;
  console.log(`\nShop benchmark (${duration}s each, 20 connections)`);
  console.log(
    `Storefront  ${label("bare React Router page (bench/bare-app)")}${rps(page.baseline.rps)}${cpu(page.baseline)}`,
  );
  console.log(
    `            ${label(`GET ${productPath} (no session: page cache)`)}${rps(page.target.rps)}  ${verdict(page.ratio, 0.5)}`,
  );
  console.log(
    `            ${label(`GET ${productPath} (signed in: rendered)`)}${rps(rendered.rps)}  ${percent(rendered.rps / page.baseline.rps)} of the bare page${cpu(rendered)}`,
  );
  console.log(
    `            ${label("GET /login (lightest storefront page: rendered)")}${rps(light.rps)}  ${percent(light.rps / page.baseline.rps)} of the bare page${cpu(light)}`,
  );
  console.log(`API         ${label("GET /health")}${rps(api.baseline.rps)}`);
  console.log(`            ${label(`GET ${listingPath}`)}${rps(api.target.rps)}  ${verdict(api.ratio, 0.4)}`);
} finally {
  await stop();
}
