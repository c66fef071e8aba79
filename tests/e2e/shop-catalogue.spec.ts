import type { Locator, Page } from "@playwright/test";
import { DEMO_ACCOUNT } from "./demo-account";
import {
  E2E_API_URL,
  allowConsoleErrors,
  expect,
  httpStatusError,
  jsEnabled,
  localized,
  test,
  texts,
  withName,
  type Language,
  type Texts,
} from "./fixtures";

/** The shop's listing pages (issue 5): its home, a collection with filters, paging and sorting, every
 * product with the name search, the personal lists of a signed-in client, and their 404s. */

type ApiProduct = { id: number; category: string; variants: { size: string; is_available: boolean }[] };

const SIZE = "6 ans";
const COLLECTION = "essentials";

/**
 * Waits until the listing shown is the one the address asks for: with JavaScript the address changes
 * as the navigation starts, before the new results are drawn.
 */
async function shown(page: Page, wanted: (search: URLSearchParams) => boolean) {
  await expect
    .poll(async () =>
      wanted(new URLSearchParams((await page.locator(".shop-results").getAttribute("data-search")) ?? "")),
    )
    .toBe(true);
}

/** The product ids of the cards shown, read from their links (the last path segment). */
async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .getByTestId("shop-card")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => Number(href.split("/").pop()));
}

async function cardPrices(page: Page): Promise<number[]> {
  const prices = await page
    .locator("[data-price]")
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-price")));
  return prices.map(Number);
}

/**
 * Chooses a filter: without JavaScript the choice waits for "Apply"; with it the form is sent at once,
 * so the test waits for the address before the next choice (the form is drawn again from it).
 */
async function choose(page: Page, select: Locator, value: string, param: string, js: boolean) {
  await select.selectOption(value);
  if (js) await shown(page, (search) => search.get(param) === value);
}

async function signIn(page: Page, language: Language, t: Texts, redirect: string) {
  await page.goto(`${localized("/login", language)}?redirect=${encodeURIComponent(redirect)}`);
  const form = page.locator("main form");
  await form.getByLabel(t("login.email"), { exact: true }).fill(DEMO_ACCOUNT.email);
  await form.getByLabel(t("login.password"), { exact: true }).fill(DEMO_ACCOUNT.password);
  await form.getByRole("button", { name: t("login.submit") }).click();
  await page.waitForURL((url) => url.pathname === localized(redirect, language));
}

/** Another demo client's profile ids, through the API (lena: one kid). */
async function otherClientKidId(): Promise<number> {
  const token = await fetch(`${E2E_API_URL}/clients/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "lena@demo.lamalle.test", password: DEMO_ACCOUNT.password }),
  });
  expect(token.status).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const kids = await fetch(`${E2E_API_URL}/clients/me/kids`, { headers: { authorization: `Bearer ${access_token}` } });
  const list = (await kids.json()) as { id: number }[];
  expect(list.length).toBeGreaterThan(0);
  return list[0]!.id;
}

for (const language of ["fr", "nl"] as const) {
  test(`shop (${language}): home, a collection filtered by family and size, page 2, sorted by price`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const js = jsEnabled(testInfo);
    const t = await texts(language);
    await page.goto(localized("/shop", language));
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1, name: t("shop.home.title") })).toBeVisible();
    await expect(main.getByRole("link", { name: t("shop.home.all_products") })).toHaveAttribute(
      "href",
      localized("/shop/all-products", language),
    );
    await expect(main.getByRole("link", { name: t("shop.home.birth_gift") })).toHaveAttribute(
      "href",
      localized("/shop/birth-gift", language),
    );
    expect(await page.getByTestId("shop-card").count()).toBeGreaterThan(4);
    // A card's picture is named after the product
    const card = page.getByTestId("shop-card").first();
    const name = (await card.getByRole("link").textContent())!.trim();
    await expect(card.locator("img").first()).toHaveAttribute("alt", name);

    // The collection's section links to its page
    await main
      .locator(`a[href="${localized(`/shop/${COLLECTION}`, language)}"]`)
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === localized(`/shop/${COLLECTION}`, language));
    await expect(page.getByTestId("shop-card")).toHaveCount(24);
    const ids = await cardIds(page);
    expect(ids.length).toBe(24);
    await expect(page.getByTestId("shop-card").first().getByRole("link")).toHaveAttribute(
      "href",
      localized(`/shop/${COLLECTION}/${ids[0]}`, language),
    );

    // Page 2 through the pager's real link
    const pager = main.getByRole("navigation", { name: t("shop.pager.label") });
    await pager.getByRole("link", { name: t("shop.pager.next") }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await shown(page, (search) => search.get("page") === "2");
    await expect(pager.locator("[aria-current=page]")).toContainText("2");
    const second = await cardIds(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((id) => ids.includes(id))).toBe(false);

    // A family and a size: every card shown is of the family with the size in stock
    const filters = main.locator("form.shop-filters");
    await choose(page, filters.getByLabel(t("shop.filters.family")), "tops", "family", js);
    await choose(page, filters.getByLabel(t("shop.filters.size")), SIZE, "size", js);
    await filters.getByRole("button", { name: t("shop.filters.apply") }).click();
    await page.waitForURL((url) => url.searchParams.get("family") === "tops" && url.searchParams.get("size") === SIZE);
    await shown(
      page,
      (search) => search.get("family") === "tops" && search.get("size") === SIZE && !search.has("page"),
    );
    const ofFamilyAndSize = async (ids: number[]) => {
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        const product = (await (await fetch(`${E2E_API_URL}/products/${id}`)).json()) as ApiProduct;
        expect(product.category, `product ${id}`).toBe("tops");
        expect(
          product.variants.some((v) => v.size === SIZE && v.is_available),
          `product ${id} in ${SIZE}`,
        ).toBe(true);
      }
    };
    await ofFamilyAndSize(await cardIds(page));
    // The canonical address drops the filters
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/shop\/essentials$/);

    // Sorted by price, lowest first, the filters kept
    await choose(page, filters.getByLabel(t("shop.filters.sort")), "price_asc", "sort", js);
    await filters.getByRole("button", { name: t("shop.filters.apply") }).click();
    await shown(page, (search) => search.get("sort") === "price_asc" && search.get("family") === "tops");
    // The same filters (the other tests' orders may sell or give back a size meanwhile)
    await ofFamilyAndSize(await cardIds(page));
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test(`shop (${language}): every product searched by name, the empty state, an unknown collection`, async ({
    page,
  }) => {
    const t = await texts(language);
    await page.goto(localized("/shop/all-products", language));
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1, name: t("shop.all.title") })).toBeVisible();
    const firstName = (await page.getByTestId("shop-card").first().getByRole("link").textContent())!.trim();
    const firstId = (await cardIds(page))[0];
    await expect(page.getByTestId("shop-card").first().getByRole("link")).toHaveAttribute(
      "href",
      localized(`/shop/product/${firstId}`, language),
    );

    const filters = main.locator("form.shop-filters");
    await filters.getByLabel(t("shop.filters.search")).fill(firstName);
    await filters.getByRole("button", { name: t("shop.filters.apply") }).click();
    await shown(page, (search) => search.get("q") === firstName);
    await expect(
      page.getByTestId("shop-card").getByRole("link", { name: firstName, exact: true }).first(),
    ).toBeVisible();
    await expect(filters.getByLabel(t("shop.filters.search"))).toHaveValue(firstName);

    await filters.getByLabel(t("shop.filters.search")).fill("zzqx-nothing-e2e");
    await filters.getByRole("button", { name: t("shop.filters.apply") }).click();
    await shown(page, (search) => search.get("q") === "zzqx-nothing-e2e");
    await expect(main.getByText(t("shop.results.empty"))).toBeVisible();
    await expect(page.getByTestId("shop-card")).toHaveCount(0);
    const reset = main.getByRole("link", { name: t("shop.results.reset") });
    await expect(reset).toHaveAttribute("href", localized("/shop/all-products", language));
    await reset.click();
    await page.waitForURL((url) => url.pathname === localized("/shop/all-products", language) && !url.search);
    await expect(page.getByTestId("shop-card")).toHaveCount(24);

    const unknown = localized("/shop/no-such-collection-e2e", language);
    allowConsoleErrors(page, httpStatusError(404, unknown));
    const response = await page.goto(unknown);
    expect(response?.status()).toBe(404);
  });

  test(`shop (${language}): a visitor is invited to sign in; the demo client's personal lists`, async ({ page }) => {
    test.setTimeout(60_000);
    const t = await texts(language);
    await page.goto(localized("/shop/your-shop", language));
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: t("shop.your_shop.sign_in") })).toHaveAttribute(
      "href",
      `${localized("/login", language)}?redirect=${encodeURIComponent("/shop/your-shop")}`,
    );

    await signIn(page, language, t, "/shop/your-shop");
    const forName = (name: string) => withName(t("shop.personal.for"), "name", name, language);
    const jules = main.getByRole("link", { name: forName("Jules") });
    await expect(jules).toBeVisible();
    const julesHref = (await jules.getAttribute("href"))!;
    const kidId = Number(/\/(\d+)\/your-shop$/.exec(julesHref)?.[1]);
    expect(kidId).toBeGreaterThan(0);

    // The active profile's shop: its lists as sections, each linking to its own page
    await page.goto(localized("/your-shop", language));
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      new RegExp(["Jules", "Alice", "Camille"].map(forName).join("|")),
    );
    for (const list of ["new", "looks", "promo", "essentials", "recommendations"]) {
      await expect(main.getByRole("heading", { level: 2, name: t(`shop.lists.${list}.title`) })).toBeVisible();
    }
    await expect(main.locator(`a[href="${localized("/your-shop/new", language)}"]`).first()).toBeVisible();

    // One kid's novelties, in his sizes, linking to the product under the list
    await page.goto(localized(`/${kidId}/your-shop/new`, language));
    await expect(main.getByRole("heading", { level: 1, name: t("shop.lists.new.title") })).toBeVisible();
    const ids = await cardIds(page);
    expect(ids.length).toBeGreaterThan(0);
    await expect(page.getByTestId("shop-card").first().getByRole("link")).toHaveAttribute(
      "href",
      localized(`/${kidId}/your-shop/new/${ids[0]}`, language),
    );

    // Another client's kid and an unknown list are no page
    const other = localized(`/${await otherClientKidId()}/your-shop/new`, language);
    allowConsoleErrors(
      page,
      httpStatusError(404, other),
      httpStatusError(404, localized("/your-shop/shoes", language)),
    );
    expect((await page.goto(other))?.status()).toBe(404);
    expect((await page.goto(localized("/your-shop/shoes", language)))?.status()).toBe(404);
  });
}

test("personal lists need a signed-in client", async ({ page }) => {
  await page.goto("/your-shop/new");
  const url = new URL(page.url());
  expect(url.pathname).toBe("/login");
  expect(url.searchParams.get("redirect")).toBe("/your-shop/new");
});
