// npm run bench:js — the JavaScript a first visit downloads (gzip, as served), page by page, against
// a bare React Router page (bench/bare-app) served the same way (issue 29, decision 0049).
//
// Starts the product as the other storefront benchmarks do (scripts/bench-stack.ts), then opens
// each page in a fresh Chromium context (an empty cache: a first visit) and adds up the compressed
// bodies of the scripts the browser fetched until the page hydrated (the bare page: until the
// network was idle). The storefront's idle-time prefetches of other pages come later and are not
// counted. Signed-in pages (/infos, /1/malle) are visited with the demo client's session.
// BENCH_SKIP_BUILD=1 reuses earlier builds; Chromium is the end-to-end tests' (CHROMIUM_PATH).
// BENCH_SMOKE=1 opens only the home page and /infos (a signed-in page).
import { chromium, type Browser, type BrowserContextOptions, type Response } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "../tests/e2e/env";
import { smoke, startBenchStack } from "./bench-stack";

const DEMO = { email: "camille@demo.lamalle.test", password: "Demo-Malle-2026!" };
/** The pages a visitor lands on (issue 29); the product page is the stack's. */
const PAGES = smoke
  ? ["/", "/infos"]
  : ["/", "/de/woman", "/shop", "/shop/new", "product", "/quiz/signup", "/faq", "/infos", "/1/malle"];
const SIGNED_IN = new Set(["/infos", "/1/malle"]);

type Visit = { kib: number; files: number };

async function firstVisit(browser: Browser, url: string, options: BrowserContextOptions, bare = false): Promise<Visit> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    const response = await page.goto(url, { waitUntil: bare ? "networkidle" : "load" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    if (!bare) await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const counted = [...scripts];
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

async function session(browser: Browser, siteUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${siteUrl}/login`);
  await page.locator("main form input[name=email]").fill(DEMO.email);
  await page.locator("main form input[name=password]").fill(DEMO.password);
  await page.locator("main form button[type=submit]").click();
  await page.waitForURL((url) => url.pathname !== "/login");
  const state = await context.storageState();
  await context.close();
  return state;
}

const stack = await startBenchStack();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const signedIn = { storageState: await session(browser, stack.siteUrl) };
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
