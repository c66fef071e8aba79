import type { Page } from "@playwright/test";
import { E2E_API_URL, expect, hydrated, jsEnabled, localized, test, texts, type Language } from "./fixtures";
import { createShopper, signIn } from "./shop";

/**
 * /shop/cart (issue 5, item 3), in fr and nl, with JavaScript on and off: a guest's piece lands in
 * a cart kept by cookie, its quantity changes and it is removed through the cart's one action; a
 * guest cart joins the client's at sign-in.
 */

type ShopProduct = {
  id: number;
  name: string;
  lc_price: number;
  variants: { variant_id: number; is_available: boolean }[];
};

/** A shop product with a size in stock: the demo catalogue has plenty. */
async function productInStock(language: Language, skip = 0): Promise<{ product: ShopProduct; variantId: number }> {
  const response = await fetch(`${E2E_API_URL}/shop/products?page_size=40`, {
    headers: { "accept-language": language },
  });
  const { products } = (await response.json()) as { products: ShopProduct[] };
  const found = products
    .map((product) => ({ product, variant: product.variants.find((variant) => variant.is_available) }))
    .filter((entry) => entry.variant)[skip];
  if (!found?.variant) throw new Error("no product in stock");
  return { product: found.product, variantId: found.variant.variant_id };
}

/** Adds a size the way a product page's plain form does (the redirect lands on the cart). */
async function addToCart(page: Page, language: Language, variantId: number) {
  await page.goto(localized("/shop/cart", language));
  await page.evaluate(
    ({ action, variant }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = action;
      for (const [name, value] of Object.entries({ intent: "add", variant_id: variant })) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action: localized("/shop/cart", language), variant: String(variantId) },
  );
  await page.waitForLoadState("load");
}

for (const language of ["fr", "nl"] as const) {
  test(`cart (${language}): add, change the quantity, remove`, async ({ page }, testInfo) => {
    const t = await texts(language);
    const { product, variantId } = await productInStock(language);
    await addToCart(page, language, variantId);
    await expect(page).toHaveURL(new RegExp(`${localized("/shop/cart", language)}$`));
    await expect(page.getByRole("status")).toHaveText(t("cart.added"));
    const line = page.locator(".cart-line", { hasText: product.name });
    await expect(line).toBeVisible();
    await expect(page.locator(".site-header__cart-count")).toHaveText("1");

    const update = line.getByRole("button", { name: t("cart.update") });
    // With JavaScript a change is sent by itself (the button is for pages without scripts)
    await hydrated(page, testInfo);
    if (jsEnabled(testInfo)) await expect(update).toHaveCount(0);
    await line.getByLabel(t("cart.quantity")).selectOption("2");
    if (!jsEnabled(testInfo)) await update.click();
    await expect(page.locator(".cart-summary")).toContainText(t("cart.items_other").replace("{{count}}", "2"));
    await expect(page.locator(".site-header__cart-count")).toHaveText("2");
    await page.reload();
    await expect(line.getByLabel(t("cart.quantity"))).toHaveValue("2");

    await line.getByRole("button", { name: t("cart.remove") }).click();
    await expect(page.getByText(t("cart.empty"))).toBeVisible();
    // The header counts what the server answered (with JavaScript the line went at once, optimistically)
    await expect(page.locator(".site-header__cart-count")).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(t("cart.empty"))).toBeVisible();
  });

  test(`cart (${language}): the guest cart is kept at sign-in`, async ({ page, context }, testInfo) => {
    const t = await texts(language);
    const { product, variantId } = await productInStock(language, 1);
    await addToCart(page, language, variantId);
    await expect(page.locator(".cart-line", { hasText: product.name })).toBeVisible();
    const guestCookie = (await context.cookies()).find((cookie) => cookie.name === "lc_cart");
    expect(guestCookie?.httpOnly).toBe(true);

    const shopper = await createShopper(language, `cart-${testInfo.project.name}`);
    await page.goto(`${localized("/login", language)}?redirect=${encodeURIComponent("/shop/cart")}`);
    await signIn(page, language, shopper);
    await page.waitForURL((url) => url.pathname.endsWith("/shop/cart"));
    await expect(page.locator(".cart-line", { hasText: product.name })).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === "lc_cart")).toBe(false);
    await expect(page.getByRole("link", { name: t("cart.checkout") })).toBeVisible();
  });
}
