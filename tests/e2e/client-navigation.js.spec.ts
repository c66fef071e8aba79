import type { Page } from "@playwright/test";
import { DEMO_ACCOUNT } from "./demo-account";
import { expect, localized, test, texts, type Language } from "./fixtures";

/**
 * Client-side navigation with JavaScript on (decision 0058): the browser discovers the routes of the
 * next page from /__manifest and loads its texts before rendering it. Run once, in the `js` project.
 */

/** A dotted word (`footer.faq`): how a text key looks on screen when its text is missing. */
const DOTTED = /\b[a-z][\w-]*(?:\.[\w-]+)+\b/g;

/** The keys of the language's texts that show as such on the page: its text, labels and titles. */
async function rawKeys(page: Page, language: Language): Promise<string[]> {
  const keys = (await texts(language)).raw;
  const shown = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [placeholder], [title], [alt]")].flatMap(
      (element) => ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.title, document.body.innerText, ...attributes].join("\n");
  });
  return [...new Set(shown.match(DOTTED) ?? [])].filter((word) => word in keys);
}

/** Waits for the page to run its scripts, and marks the document: a full page load would drop the mark. */
async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
}

/** The page shows its own content, no error page, no raw key, in the same document as before. */
async function expectClientPage(page: Page, language: Language, path: string) {
  await page.waitForURL((url) => url.pathname === path);
  await expect(page.locator(".error-page")).toHaveCount(0);
  await expect(page.locator("main")).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await rawKeys(page, language)).toEqual([]);
}

for (const language of ["fr", "de", "es"] as const) {
  test(`${language}: home → FAQ → shop, client-side, with every text`, async ({ page }) => {
    const t = await texts(language);
    await page.goto(localized("/", language));
    await hydrated(page);
    expect(await rawKeys(page, language)).toEqual([]);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: t("footer.faq"), exact: true })
      .click();
    await expectClientPage(page, language, localized("/faq", language));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page
      .getByRole("banner")
      .getByRole("link", { name: t("nav.concept"), exact: true })
      .click();
    await expectClientPage(page, language, localized("/concept", language));
  });
}

for (const language of ["fr", "de"] as const) {
  test(`${language}: sign-in, the kid choice, a box, the FAQ, client-side, with every text`, async ({ page }) => {
    const t = await texts(language);
    await page.goto(localized("/login", language));
    await hydrated(page);
    const form = page.locator("main form").first();
    await form.getByLabel(t("login.email"), { exact: true }).fill(DEMO_ACCOUNT.email);
    await form.getByLabel(t("login.password"), { exact: true }).fill(DEMO_ACCOUNT.password);
    await form.getByRole("button", { name: t("login.submit") }).click();
    // A client with several profiles signs in to the kid choice, in the client's own language
    await page.waitForURL((url) => url.pathname.endsWith("/login/kid-choice"));
    const shown = (await page.locator("html").getAttribute("lang")) as Language;
    const ts = await texts(shown);
    await expectClientPage(page, shown, localized("/login/kid-choice", shown));
    await page
      .locator("main")
      .getByRole("link", { name: ts("malle.link") })
      .first()
      .click();
    await page.waitForURL((url) => /\/\d+\/malle$/.test(url.pathname));
    await expectClientPage(page, shown, new URL(page.url()).pathname);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: ts("footer.faq"), exact: true })
      .click();
    await expectClientPage(page, shown, localized("/faq", shown));
  });
}

test("landing pages hydrate with the texts their document carries, the language's files held back", async ({
  page,
}) => {
  // The whole language never arrives: what the page shows after hydrating comes from its document
  await page.route("**/assets/texts-*.js", () => {});
  for (const [language, path] of [
    ["fr", "/"],
    ["de", "/de/woman"],
    ["fr", "/shop"],
    ["fr", "/shop/new"],
    ["es", "/es/faq"],
    ["nl", "/nl/concept"],
    ["fr", "/quiz/signup/kid"],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator(".error-page")).toHaveCount(0);
    expect(await rawKeys(page, language), path).toEqual([]);
  }
});

/** A computed style of the first element matching `selector`, once it is on the page. */
async function styleOf(page: Page, selector: string, property: "display" | "overflowX") {
  await page.locator(selector).first().waitFor();
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element)[name], property);
}

test("the landing pages carry their route stylesheets and hydrate without an error (decision 0062)", async ({
  page,
}) => {
  const pages = ["/", "/de/woman", "/shop", "/shop/new", "/quiz/signup", "/faq"];
  for (const path of pages) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator(".error-page")).toHaveCount(0);
    // Every stylesheet of the first document's routes is in it: no request before the first paint
    await expect(page.locator("head style[data-route]").first()).toBeAttached();
    await expect(page.locator("link[rel=stylesheet]"), path).toHaveCount(0);
  }
  // A product page, then the signed-in pages
  await page.goto("/shop");
  await page.goto(
    (await page.locator("main a[href*='/shop/product/']").first().getAttribute("href")) ?? "/shop/product/1",
  );
  await hydrated(page);
  await expect(page.locator("link[rel=stylesheet]")).toHaveCount(0);
  await page.goto("/login");
  await hydrated(page);
  const form = page.locator("main form").first();
  await form.locator("input[name=email]").fill(DEMO_ACCOUNT.email);
  await form.locator("input[name=password]").fill(DEMO_ACCOUNT.password);
  await form.locator("button[type=submit]").click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
  for (const path of ["/infos", "/1/malle"]) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator(".error-page")).toHaveCount(0);
    await expect(page.locator("link[rel=stylesheet]"), path).toHaveCount(0);
  }
});

test("a client-side navigation brings the next page's stylesheet, and back the first page's", async ({ page }) => {
  const t = await texts("fr");
  await page.goto("/");
  await hydrated(page);
  expect(await styleOf(page, ".home", "overflowX")).toBe("clip");
  await page
    .getByRole("banner")
    .getByRole("link", { name: t("nav.shop"), exact: true })
    .click();
  await expectClientPage(page, "fr", "/shop");
  // shop.css came with the page: a <link> React Router loaded before showing it
  expect(await styleOf(page, ".shop-shortcuts", "display")).toBe("flex");
  await page
    .getByRole("banner")
    .getByRole("link", { name: t("nav.home_label") })
    .click();
  await expectClientPage(page, "fr", "/");
  // The home page's own sheet again, from the copy the first document carried
  expect(await styleOf(page, ".home", "overflowX")).toBe("clip");
});

test("a landing page paints before it asks for its scripts, then hydrates (decision 0070)", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/faq")).text();
  expect(html, "no script is preloaded by the document").not.toContain('<link rel="modulepreload"');
  expect(html).toContain('type="application/x-after-paint"');
  await page.goto("/faq");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    entry: performance
      .getEntriesByType("resource")
      .find((entry) => /\/assets\/entry\.client-[\w-]+\.js$/.test(entry.name))?.startTime,
    preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
  }));
  expect(timing.paint, "the browser painted the page").toBeGreaterThan(0);
  expect(timing.entry, "the entry module was asked for after the first contentful paint").toBeGreaterThanOrEqual(
    timing.paint!,
  );
  expect(timing.preloads, "the modules were preloaded together once painted").toBeGreaterThan(3);
});
