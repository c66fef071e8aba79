#!/usr/bin/env node
// Lighthouse audit of the blog on a running storefront: /blog and its newest post.
//
//   npm run bench:lighthouse                       # audits http://localhost:3000
//   LIGHTHOUSE_URL=http://localhost:3200 npm run bench:lighthouse
//
// Starts nothing itself: the product must be running (npm start). Chromium is Debian's
// (CHROME_PATH, default /usr/bin/chromium), headless. Prints the SEO, accessibility, performance and
// best-practices scores of each page with the audits that cost points, and exits 1 when SEO or
// accessibility is below 100 (the blog's bar). LIGHTHOUSE_FORM_FACTOR=desktop audits as a desktop
// (default: Lighthouse's mobile emulation). LIGHTHOUSE_PATHS="/blog,/de/blog" audits other pages.
// BENCH_SMOKE=1 (npm test) audits the first page only and judges no score.
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const base = (process.env.LIGHTHOUSE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const desktop = process.env.LIGHTHOUSE_FORM_FACTOR === "desktop";
const smoke = Boolean(process.env.BENCH_SMOKE);
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: install Debian's (apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}
const CATEGORIES = ["seo", "accessibility", "performance", "best-practices"];
/** Categories that must score 100. */
const REQUIRED = ["seo", "accessibility"];

/** The newest post's path, read from the blog's first page as a visitor would find it. */
async function newestPostPath() {
  const response = await fetch(`${base}/blog`);
  if (!response.ok) throw new Error(`GET ${base}/blog answered ${response.status}: is the product running?`);
  const html = await response.text();
  const match = /href="(\/blog\/(?!category\/)[a-z0-9-]+)"/.exec(html);
  if (!match) throw new Error(`no post link on ${base}/blog`);
  return match[1];
}

const paths = process.env.LIGHTHOUSE_PATHS
  ? process.env.LIGHTHOUSE_PATHS.split(",").map((path) => path.trim())
  : ["/blog", await newestPostPath()];

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});

let failed = false;
try {
  for (const path of smoke ? paths.slice(0, 1) : paths) {
    const url = base + path;
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.log(`\n${url} (${desktop ? "desktop" : "mobile"})`);
    for (const id of CATEGORIES) {
      const category = lhr.categories[id];
      const score = Math.round((category.score ?? 0) * 100);
      const short = REQUIRED.includes(id) && score < 100 && !smoke;
      if (short) failed = true;
      console.log(`  ${category.title.padEnd(16)} ${String(score).padStart(3)}${short ? "  < 100" : ""}`);
      if (id === "performance") continue;
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          console.log(`      - ${audit.title} (${ref.id})`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
}

if (failed) {
  console.error("\nSEO and accessibility must both score 100.");
  process.exit(1);
}
