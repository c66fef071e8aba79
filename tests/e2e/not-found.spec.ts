import type { Page } from "@playwright/test";
import {
  LANGUAGES,
  allowConsoleErrors,
  expect,
  httpStatusError,
  hydrated,
  jsEnabled,
  localized,
  test,
  texts,
  type Language,
} from "./fixtures";

/** §2 error page: 'Oups..', the 404 title, and links home, back, account and contact. */
async function expectNotFoundPage(page: Page, language: Language) {
  const t = await texts(language);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.getByText("Oups..", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: t("error.not_found_title") })).toBeVisible();
  await expect(page).toHaveTitle(t("error.not_found_title"));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const links = page.getByRole("navigation", { name: t("error.links_label") });
  await expect(links.getByRole("link", { name: t("error.home"), exact: true })).toHaveAttribute(
    "href",
    localized("/", language),
  );
  await expect(links.getByRole("link", { name: t("error.back"), exact: true })).toBeVisible();
  await expect(links.getByRole("link", { name: t("error.account"), exact: true })).toHaveAttribute(
    "href",
    localized("/infos", language),
  );
  await expect(links.getByRole("link", { name: t("error.contact"), exact: true })).toHaveAttribute(
    "href",
    localized("/contact", language),
  );
}

for (const language of LANGUAGES) {
  test(`404 in ${language} for an unknown path`, async ({ page }) => {
    const path = localized("/this-page-does-not-exist-e2e", language);
    allowConsoleErrors(page, httpStatusError(404, path));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe(path);
    await expectNotFoundPage(page, language);
  });
}

test("404 for an unknown language prefix (/xx/shop)", async ({ page }) => {
  allowConsoleErrors(page, httpStatusError(404, "/xx/shop"));
  const response = await page.goto("/xx/shop");
  expect(response?.status()).toBe(404);
  await expectNotFoundPage(page, "fr");
});

test("404 'back' link: returns to the previous page (JS) or goes home (no JS)", async ({ page }, testInfo) => {
  allowConsoleErrors(page, httpStatusError(404, "/de/no-such-page-e2e"));
  const t = await texts("de");
  await page.goto("/de/concept");
  await page.goto("/de/no-such-page-e2e");
  // With JavaScript the link goes back in history once hydrated; before, it is still the plain link home
  await hydrated(page, testInfo);
  await page.getByRole("link", { name: t("error.back"), exact: true }).click();
  await page.waitForURL((url) => url.pathname === (jsEnabled(testInfo) ? "/de/concept" : "/de"));
});
