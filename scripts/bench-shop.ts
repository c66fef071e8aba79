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
// Everything runs as the product runs (scripts/bench-stack.ts); autocannon drives it from this
// process. Baselines run before and after their target and are averaged, so drift in the machine's
// load evens out. BENCH_SECONDS (default 10; 1 with BENCH_SMOKE=1) sets each run's length;
// BENCH_SKIP_BUILD=1 reuses earlier builds.
import autocannon from "autocannon";
import { browserHeaders as headers, smoke, startBenchStack } from "./bench-stack";

const duration = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 10));
const warmUp = smoke ? 1 : 2;

async function run(url: string, extra: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 20, duration, headers: { ...headers, ...extra } });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** A target between two runs of its baseline; the baseline is their mean. */
async function compare(baselineUrl: string, targetUrl: string) {
  await autocannon({ url: targetUrl, connections: 10, duration: warmUp, headers });
  await autocannon({ url: baselineUrl, connections: 10, duration: warmUp, headers });
  const before = await run(baselineUrl);
  const target = await run(targetUrl);
  const baseline = (before + (await run(baselineUrl))) / 2;
  return { baseline, target, ratio: target / baseline };
}

const { apiUrl, siteUrl, bareUrl, productPath, stop } = await startBenchStack();
try {
  const collections = (await (await fetch(`${apiUrl}/shop/product-collections?is_shop=true`, { headers })).json()) as {
    slug: string;
  }[];
  const slug = collections[0]!.slug;
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
  await stop();
}
