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
