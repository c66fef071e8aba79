import type { Page } from "@playwright/test";
import { DEMO_ACCOUNT } from "./demo-account";
import { expect, localized, test, texts, type Language } from "./fixtures";

/**
 * Issue point 10: every page has a <title>, and a page with a name of its own is not titled like
 * the whole site (the account pages had an empty one). Public, shop and account pages, in French
 * and German; the account as the demo client.
 */
const PUBLIC_PAGES = ["/concept", "/blog", "/looks", "/brands", "/stylists", "/faq", "/contact", "/login", "/giftcard"];
const SHOP_PAGES = ["/shop", "/shop/all-products", "/shop/cart"];
const ACCOUNT_PAGES = [
  "/infos",
  "/infos/edit",
  "/infos/edit/password",
  "/infos/edit/addresses",
  "/infos/add/payment",
  "/infos/orders",
  "/infos/help",
  "/infos/kids",
  "/infos/subscriptions",
  "/infos/all-boxes",
  "/infos/preview",
  "/infos/add-giftcard",
  "/infos/wallet",
  "/infos/loyalty",
  "/infos/loyalty/history",
  "/infos/referral",
  "/logout",
];

async function titleOf(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  expect(new URL(page.url()).pathname, `${path} is shown, not another page`).toBe(path);
  return (await page.title()).trim();
}

async function signIn(page: Page, language: Language) {
  const t = await texts(language);
  await page.goto(localized("/login", language));
  const form = page.locator("main form");
  await form.getByLabel(t("login.email"), { exact: true }).fill(DEMO_ACCOUNT.email);
  await form.getByLabel(t("login.password"), { exact: true }).fill(DEMO_ACCOUNT.password);
  await form.getByRole("button", { name: t("login.submit") }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
}

for (const language of ["fr", "de"] as const) {
  test(`${language}: public, shop and account pages have titles of their own`, async ({ page }) => {
    test.slow();
    const siteTitle = await titleOf(page, localized("/", language));
    expect(siteTitle, "the home page's title").not.toBe("");

    const titles = new Map<string, string>();
    for (const path of [...PUBLIC_PAGES, ...SHOP_PAGES])
      titles.set(path, await titleOf(page, localized(path, language)));
    await signIn(page, language);
    for (const path of ACCOUNT_PAGES) titles.set(path, await titleOf(page, localized(path, language)));

    for (const [path, title] of titles) {
      expect(title, `${path} has a title`).not.toBe("");
      expect(title, `${path} is not titled like the whole site`).not.toBe(siteTitle);
    }
    // Each account page is told apart from the others in the browser's tabs and history
    const accountTitles = ACCOUNT_PAGES.map((path) => titles.get(path));
    expect(new Set(accountTitles).size, accountTitles.join(" | ")).toBe(ACCOUNT_PAGES.length);
  });
}
