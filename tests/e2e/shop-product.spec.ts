import type { Page } from "@playwright/test";
import { sortBySize } from "#domain/catalogue.js";
import type { components } from "../../app/generated/api-schema";
import {
  E2E_API_URL,
  allowConsoleErrors,
  expect,
  httpStatusError,
  hydrated,
  jsEnabled,
  localized,
  siteUrl,
  test,
  texts,
  type Language,
} from "./fixtures";

/**
 * §2 product page (/shop/product/{id} and /shop/{collection}/{productId}) in fr and nl, with
 * JavaScript on and off: §4 badges, sizes in the §9 order with sold-out ones disabled, the
 * schema.org JSON-LD, 404s, adding a size and the whole look to the cart. The product is found in
 * the API under test (a look piece with several badges and a sold-out size), not copied.
 */
const PRODUCT_LANGUAGES = ["fr", "nl"] as const satisfies readonly Language[];

type ProductDetail = components["schemas"]["ProductDetail"];
type ShopLook = components["schemas"]["ShopLook"];

async function api<T>(path: string, language: Language): Promise<T> {
  const response = await fetch(`${E2E_API_URL}${path}`, { headers: { "accept-language": language } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A shop look piece with at least two badges besides a discount, one sold-out size and a look to buy. */
let found: Promise<number> | undefined;
function demoProductId(): Promise<number> {
  found ??= (async () => {
    for (let lookId = 1; lookId <= 40; lookId++) {
      const look = await api<ShopLook>(`/shop/looks/${lookId}`, "fr").catch(() => null);
      if (!look || look.products.length < 2) continue;
      const buyable = look.products.every((product) => product.variants.some((variant) => variant.is_available));
      const match = look.products.find(
        (product) =>
          product.badges.filter((badge) => badge.type !== "discount").length >= 2 &&
          product.variants.some((variant) => !variant.is_available),
      );
      if (buyable && match) return match.id;
    }
    throw new Error("No demo product with badges, a sold-out size and a look");
  })();
  return found;
}

async function openProduct(page: Page, language: Language) {
  const id = await demoProductId();
  const product = await api<ProductDetail>(`/products/${id}?for_shop=true`, language);
  const path = localized(`/shop/product/${id}`, language);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return { product, path, t: await texts(language) };
}

/** Ticks an available size by its label (the radio sits under its label, which takes the tap). */
async function chooseFirstAvailableSize(page: Page) {
  await page.locator(".size-picker__option:not(.size-picker__option--sold_out) label").first().click();
}

for (const language of PRODUCT_LANGUAGES) {
  test(`product page in ${language}: badges, price, sizes in order, sold-out size disabled`, async ({ page }) => {
    const { product, t } = await openProduct(page, language);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(`${product.clean_name} – ${product.brand.name}`);
    await expect(page.getByRole("link", { name: product.brand.name, exact: true })).toHaveAttribute(
      "href",
      localized(`/brands/${product.brand.slug}`, language),
    );
    await expect(page.getByRole("img", { name: product.name }).first()).toBeVisible();

    // §4 badges, in their words (the cotton stamp is a picture with its alternative text)
    const main = page.locator(".product-page__details");
    for (const badge of product.badges) {
      if (badge.type === "cotonbio")
        await expect(main.getByRole("img", { name: t("product.badge.cotonbio") })).toBeVisible();
      else if (badge.type === "discount")
        await expect(page.locator(".product-badge--discount")).toContainText(`${badge.percent}`);
      else await expect(main.getByText(t(`product.badge.${badge.type}`), { exact: true })).toBeVisible();
    }

    // Every size, in the §9 order; sold-out ones shown but not choosable
    const radios = page.locator('input[type="radio"][name="variant_id"]');
    const expected = sortBySize(product.variants);
    await expect(radios).toHaveCount(expected.length);
    expect(await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(
      expected.map((variant) => String(variant.variant_id)),
    );
    const soldOut = expected.find((variant) => !variant.is_available)!;
    await expect(page.locator(`input[name="variant_id"][value="${soldOut.variant_id}"]`)).toBeDisabled();
    await expect(page.locator(".size-picker__option--sold_out").first()).toContainText(t("product.sizes.sold_out"));
    const available = expected.find((variant) => variant.is_available)!;
    await expect(page.locator(`input[name="variant_id"][value="${available.variant_id}"]`)).toBeEnabled();
    // Large tap targets on phones and desktops alike
    const box = await page.locator(".size-picker label").first().boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });

  test(`product page in ${language}: schema.org JSON-LD and the product's own alternates`, async ({ page }) => {
    const { product } = await openProduct(page, language);
    const canonical = siteUrl(localized(`/shop/product/${product.id}`, language));
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const described = scripts
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((item) => item["@type"] === "Product");
    expect(described).toMatchObject({
      "@context": "https://schema.org",
      name: product.name,
      sku: product.reference,
      brand: { "@type": "Brand", name: product.brand.name },
      offers: {
        "@type": "Offer",
        price: product.lc_price.toFixed(2),
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        url: canonical,
      },
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    for (const [hrefLang, other] of [
      ["fr-FR", "fr"],
      ["nl-BE", "nl"],
      ["de-DE", "de"],
      ["es-ES", "es"],
    ] as const) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hrefLang}"]`)).toHaveAttribute(
        "href",
        siteUrl(localized(`/shop/product/${product.id}`, other)),
      );
    }
  });

  test(`product page in ${language}: a size goes into the cart`, async ({ page }, testInfo) => {
    const { product, t } = await openProduct(page, language);
    // Clicked before hydration, the form posts as without JavaScript (to the cart page)
    await hydrated(page, testInfo);
    await chooseFirstAvailableSize(page);
    await page.getByRole("button", { name: t("product.cart.add") }).click();
    if (jsEnabled(testInfo)) {
      // The shopper stays on the product; a status confirms and links to the cart
      const status = page.getByRole("status").filter({ hasText: t("product.cart.added") });
      await expect(status).toBeVisible();
      await status.getByRole("link", { name: t("product.cart.view") }).click();
    }
    await expect(page).toHaveURL(siteUrl(localized("/shop/cart", language)));
    await expect(page.getByRole("main")).toContainText(product.name);
  });

  test(`product page in ${language}: the whole look goes into the cart`, async ({ page }, testInfo) => {
    const { product, t } = await openProduct(page, language);
    const look = product.look!;
    const section = page.locator(".product-look");
    await expect(section.getByRole("heading", { level: 2 })).toContainText(look.name ?? t("product.look.title"));
    for (const piece of look.products) {
      await expect(section.getByRole("img", { name: piece.name })).toBeAttached();
      const select = section.getByLabel(t("product.look.size_for").replace("{{name}}", piece.name));
      await expect(select).toBeVisible();
      const values = await select
        .locator("option")
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
      // Only sizes in stock are offered
      expect(values.sort()).toEqual(
        piece.variants
          .filter((variant) => variant.is_available)
          .map((variant) => String(variant.variant_id))
          .sort(),
      );
      await select.selectOption(values[0]!);
    }
    await section.getByRole("button").click();
    if (jsEnabled(testInfo)) {
      await expect(page.getByRole("status").filter({ hasText: t("product.cart.look_added") })).toBeVisible();
      await page.goto(localized("/shop/cart", language));
    }
    await expect(page).toHaveURL(siteUrl(localized("/shop/cart", language)));
    for (const piece of look.products) await expect(page.getByRole("main")).toContainText(piece.name);
    if (look.name) await expect(page.getByRole("main")).toContainText(look.name);
  });
}

test("the same product within a collection: breadcrumb to the collection, canonical on the product", async ({
  page,
}) => {
  const id = await demoProductId();
  const [collection] = await api<{ slug: string; name: string }[]>("/shop/product-collections?is_shop=true", "nl");
  const response = await page.goto(`/nl/shop/${collection!.slug}/${id}`);
  expect(response?.status()).toBe(200);
  const t = await texts("nl");
  const breadcrumb = page.getByRole("navigation", { name: t("pages.breadcrumb_label") });
  await expect(breadcrumb.getByRole("link", { name: collection!.name })).toHaveAttribute(
    "href",
    `/nl/shop/${collection!.slug}`,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", siteUrl(`/nl/shop/product/${id}`));
});

for (const path of ["/shop/product/99999999", "/nl/shop/product/abc", "/shop/no-such-collection-e2e/1"]) {
  test(`404 for ${path}`, async ({ page }) => {
    allowConsoleErrors(page, httpStatusError(404, path));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
  });
}

test("the personal shop's product page asks to sign in", async ({ page }) => {
  const id = await demoProductId();
  await page.goto(`/your-shop/new/${id}`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test("with JavaScript, the cart's refusal shows on the product page (more than the stock left)", async ({
  page,
}, testInfo) => {
  test.skip(!jsEnabled(testInfo), "the fetcher's answer; without JavaScript the cart page shows it");
  // A look piece with a size nearly sold out (at most 2 left): the third add must be refused
  const id = await demoProductId();
  const { look } = await api<ProductDetail>(`/products/${id}?for_shop=true`, "nl");
  const piece = look!.products.find((product) => product.variants.some((variant) => variant.is_low_stock));
  test.skip(!piece, "no low-stock size in the demo look");
  const low = piece!.variants.find((variant) => variant.is_low_stock)!;
  const t = await texts("nl");
  allowConsoleErrors(page, httpStatusError(422, "/nl/shop/cart"));
  await page.goto(`/nl/shop/product/${piece!.id}`);
  const button = page.getByRole("button", { name: t("product.cart.add") });
  await page
    .locator(`label[for="${await page.locator(`input[value="${low.variant_id}"]`).getAttribute("id")}"]`)
    .click();
  for (let attempt = 0; attempt < 3; attempt++) {
    // One addition at a time: each waits for the cart's answer
    await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), button.click()]);
  }
  await expect(page.getByRole("alert").filter({ hasText: t("cart.errors.not_enough_stock") })).toBeVisible();
});
