// npm run bench:js — the JavaScript a first visit downloads (gzip, as served), page by page, against
// a bare React Router page (bench/bare-app) served the same way (issue 29, decision 0049).
//
// Starts the product as the other storefront benchmarks do (scripts/bench-stack.ts), then opens
// each page in a fresh Chromium context (an empty cache: a first visit) and adds up the compressed
// bodies of the scripts the browser asked for until the page hydrated (the bare page: until the
// network was idle). What the storefront loads once idle (other pages' scripts, the rest of the
// language's texts: decision 0058) comes later and is not counted. Signed-in pages (/infos, /1/malle) are visited with the demo client's session.
// BENCH_SKIP_BUILD=1 reuses earlier builds; Chromium is the end-to-end tests' (CHROMIUM_PATH).
// BENCH_SMOKE=1 opens only the home page and /infos (a signed-in page).
import { chromium, type Browser, type BrowserContextOptions, type Response } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "../tests/e2e/env";
import { LANDING_PAGES, SIGNED_IN, demoSession } from "./bench-pages";
import { smoke, startBenchStack } from "./bench-stack";

const PAGES = smoke ? ["/", "/infos"] : LANDING_PAGES;

type Visit = { kib: number; files: number };

async function firstVisit(browser: Browser, url: string, options: BrowserContextOptions, bare = false): Promise<Visit> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    // The moment the page hydrated (root.tsx marks it), read in the page: what the scripts load
    // from then on (the rest of the language's texts once idle) is not the first visit's
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.dataset.hydrated) return;
        (window as { hydratedAt?: number }).hydratedAt = Date.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
    });
    const response = await page.goto(url, { waitUntil: bare ? "networkidle" : "load" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    let hydratedAt = Number.POSITIVE_INFINITY;
    if (!bare) {
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      hydratedAt = await page.evaluate(() => (window as { hydratedAt?: number }).hydratedAt ?? Date.now());
    }
    const counted = scripts.filter((script) => script.request().timing().startTime <= hydratedAt);
    let bytes = 0;
    for (const script of counted) {
      await script.finished();
      bytes += (await script.request().sizes()).responseBodySize;
    }
    return { kib: bytes / 1024, files: counted.length };
  } finally {
    await context.close();
  }
}

const stack = await startBenchStack();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const signedIn = { storageState: await demoSession(browser, stack.siteUrl) };
  const bare = await firstVisit(browser, `${stack.bareUrl}/`, {}, true);
  const row = (label: string, visit: Visit) =>
    console.log(
      `${label.padEnd(28)}${visit.kib.toFixed(1).padStart(8)} KiB${String(visit.files).padStart(5)} files${label === "bare React Router page" ? "" : `  ${(visit.kib / bare.kib).toFixed(1)}× the bare page`}`,
    );
  console.log("\nJavaScript of a first visit (gzip, as served; Chromium)");
  row("bare React Router page", bare);
  for (const path of PAGES) {
    const target = path === "product" ? stack.productPath : path;
    row(target, await firstVisit(browser, stack.siteUrl + target, SIGNED_IN.has(path) ? signedIn : {}));
  }
} finally {
  await browser.close();
  await stack.stop();
}
