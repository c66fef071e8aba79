import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { test as base, expect, type Page, type TestInfo } from "@playwright/test";
import { elideBefore, markValue } from "#domain/french.js";
import { E2E_API_URL, E2E_SITE_URL } from "./env";

export { expect };
export { E2E_API_URL, E2E_SITE_URL };

export const LANGUAGES = ["fr", "de", "nl", "es"] as const;

/**
 * A text with a name put in its {{placeholder}} as the storefront's translator puts it: French
 * elides "de" before a name that starts with a vowel ("Portrait d'Inès", decision 0039).
 */
export function withName(template: string, placeholder: string, name: string, language: string): string {
  const filled = template.replace(`{{${placeholder}}}`, language === "fr" ? markValue(name) : name);
  return language === "fr" ? elideBefore(filled) : filled;
}
export type Language = (typeof LANGUAGES)[number];

/** The URL path of a page in a language: fr has no prefix (§2). */
export function localized(path: string, language: Language): string {
  if (language === "fr") return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

/** Signs in through the login page and waits for the account page (or the page `path` it was sent to). */
export async function signIn(page: Page, language: Language, email: string, password: string, path = "/infos") {
  const t = await texts(language);
  const login = localized("/login", language);
  await page.goto(path === "/infos" ? login : `${login}?redirect=${encodeURIComponent(path)}`);
  const form = page.locator("main form").first();
  await form.getByLabel(t("login.email"), { exact: true }).fill(email);
  await form.getByLabel(t("login.password"), { exact: true }).fill(password);
  await form.getByRole("button", { name: t("login.submit") }).click();
  await page.waitForURL((url) => url.pathname === localized(path, language));
}

/** True in the `js` project, false in `no-js`. */
export function jsEnabled(testInfo: TestInfo): boolean {
  return testInfo.project.use.javaScriptEnabled !== false;
}

/** A fresh address for each newsletter sign-up, so runs never collide on an existing subscriber. */
export function uniqueEmail(domain: string, prefix = "e2e"): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

type Nested = { [key: string]: string | Nested };

export function flatten(tree: Nested, prefix: string, into: Record<string, string>) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") into[path] = value;
    else flatten(value, path, into);
  }
}

/** A language's texts: `t(key)` fails the test on a missing key; `t.raw` for optional ones (switches). */
export type Texts = ((key: string) => string) & { raw: Readonly<Record<string, string | undefined>> };

const textCache = new Map<Language, Promise<Texts>>();
export const LOCALES_FOLDER = fileURLToPath(new URL("../../app/locales/", import.meta.url));

async function loadTexts(language: Language): Promise<Texts> {
  const folder = join(LOCALES_FOLDER, language);
  const merged: Record<string, string> = {};
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
    const tree = JSON.parse(readFileSync(join(folder, file), "utf8")) as Nested;
    flatten(tree, file === "common.json" ? "" : file.replace(/\.json$/, ""), merged);
  }
  const response = await fetch(`${E2E_API_URL}/website/translations/${language}`, {
    headers: { "accept-language": language },
  });
  if (!response.ok) throw new Error(`GET ${E2E_API_URL}/website/translations/${language} answered ${response.status}`);
  Object.assign(merged, (await response.json()) as Record<string, string>);
  const t = (key: string) => {
    const value = merged[key];
    if (!value) throw new Error(`No text for "${key}" in ${language}`);
    return value;
  };
  return Object.assign(t, { raw: merged });
}

/**
 * The texts a page in this language shows, merged as the storefront merges them: the bundled
 * app/locales/{language}/*.json (common.json at the top level, other files under their name),
 * overridden by the API's website/translations/{language}. Tests compare with these instead of
 * copying sentences, so a reworded translation does not break them.
 */
export function texts(language: Language): Promise<Texts> {
  let hit = textCache.get(language);
  if (!hit) {
    hit = loadTexts(language);
    // A failed load is not kept: the next test tries again
    hit.catch(() => textCache.delete(language));
    textCache.set(language, hit);
  }
  return hit;
}

/**
 * A cookie value as the storefront wrote it: React Router's createCookie stores JSON in base64
 * ("nl" → "Im5sIg=="); a plain value is returned as is.
 */
export function cookieValue(raw: string): string {
  try {
    // base64 of the UTF-8 bytes of the JSON text
    const decoded = JSON.parse(Buffer.from(decodeURIComponent(raw), "base64").toString("utf8")) as unknown;
    if (typeof decoded === "string" || typeof decoded === "number") return String(decoded);
  } catch {
    // not base64 JSON: a plain value
  }
  return decodeURIComponent(raw);
}

/** Seconds a cookie has left to live (for the 7-day and 365-day limits of §9). */
export function secondsLeft(expires: number): number {
  return expires - Date.now() / 1000;
}

export const DAY = 24 * 3600;

/** Console errors a test expects on its page (a deliberate 404 page, a 400 form answer). */
const allowedErrors = new WeakMap<Page, RegExp[]>();

/**
 * `test` with a page that fails the test on any console error or uncaught exception (as the Epic
 * Stack does): hydration mismatches, failed scripts and React warnings all surface here.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const errors: string[] = [];
    const allowed: RegExp[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const where = message.location().url ? ` (${message.location().url}:${message.location().lineNumber})` : "";
      errors.push(`console.error: ${message.text()}${where}`);
    });
    page.on("pageerror", (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));
    // A Content-Security-Policy violation (decision 0037) fails the test like a console error,
    // including those the browser does not log (a probe for eval caught by the script)
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    allowedErrors.set(page, allowed);
    if (jsEnabled(testInfo)) waitForScriptsOnLoad(page);
    await use(page);
    const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
    if (unexpected.length) {
      await testInfo.attach("console-errors", { body: unexpected.join("\n"), contentType: "text/plain" });
    }
    expect(unexpected, "no console errors or uncaught exceptions on the page").toEqual([]);
  },
});

/**
 * With JavaScript, a page's scripts start once it has painted (decision 0070), after its load event
 * when that comes first: a test that acted on the page as soon as it loaded would act before the
 * scripts run, and they may then change what it acted on (a checkbox React controls, a form the
 * scripts replace). Loading a page (goto, reload, waitForURL) therefore also waits, on a page of the
 * storefront, until its scripts have run (root marks the document), as a shopper sees it once
 * interactive. A page that never gets there is left to the test's own assertions.
 */
function waitForScriptsOnLoad(page: Page) {
  const scriptsRan = () =>
    page
      .waitForFunction(
        () => document.documentElement.hasAttribute("data-hydrated") || !document.getElementById("after-paint-modules"),
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
  const { goto, reload, waitForURL } = page;
  page.goto = async (...args) => {
    const response = await goto.apply(page, args);
    await scriptsRan();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload.apply(page, args);
    await scriptsRan();
    return response;
  };
  page.waitForURL = async (...args) => {
    await waitForURL.apply(page, args);
    await scriptsRan();
  };
}

/** Marks console errors as expected on this page for the rest of the test. */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]) {
  allowedErrors.get(page)?.push(...patterns);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The line the browser itself logs when a document or fetch under `path` (a prefix, on the site
 * under test) is answered with this error status: expected for a 404 page, not a script error.
 */
export function httpStatusError(status: number, path: string): RegExp {
  return new RegExp(
    `^console\\.error: Failed to load resource: the server responded with a status of ${status}\\b.*\\(${escapeRegExp(siteUrl(path))}`,
  );
}

/** Absolute URL of a path on the storefront under test. */
export function siteUrl(path: string): string {
  return new URL(path, E2E_SITE_URL).toString();
}

/** The screenshot sizes: a phone (375 px) and a desktop. */
export const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/**
 * Before a full-page screenshot: scrolls through the page so lazy images load, waits for the shown
 * ones (a lazy image hidden by CSS never loads) and the fonts, and returns to the top. Driven from
 * here, not by a script in the page: without JavaScript the page's timers do not run.
 */
export async function loadLazyImages(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 800) / 2;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images].filter((image) => image.checkVisibility() && !image.complete).map((image) => image.src),
        ),
      { message: "images loaded", timeout: 15_000 },
    )
    .toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** With JavaScript, waits until the page's scripts run (root sets html[data-hydrated]); else returns at once. */
export async function hydrated(page: Page, testInfo: TestInfo) {
  if (jsEnabled(testInfo)) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
