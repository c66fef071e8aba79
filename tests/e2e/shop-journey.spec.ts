import type { Page } from "@playwright/test";
import { expect, hydrated, jsEnabled, localized, test, texts, type Language } from "./fixtures";
import { api, createShopper, pay, relayAndCode, sandboxChoice, signIn } from "./shop";

/**
 * Issue 5's journey, in fr and nl, with JavaScript on and off: a visitor browses the shop, filters
 * every product by family, adds a single piece from its page and a whole look, signs in (the guest
 * cart is kept), checks out to a relay point with a discount code and pays with the sandbox card;
 * in nl with iDEAL. The declined card and the wrong code are in shop-checkout.spec.ts.
 */

type ListedProduct = { id: number; name: string; look: { id: number } | null };

/**
 * Adds from a product page: with JavaScript the page stays and says so (`statusKey`); without, the
 * plain post lands on the cart, which confirms it (`noticeKey`).
 */
async function addAndConfirm(
  page: Page,
  language: Language,
  button: RegExp | string,
  { statusKey, noticeKey }: { statusKey: string; noticeKey: string },
) {
  const t = await texts(language);
  await page.getByRole("button", { name: button }).click();
  if (jsEnabled(test.info())) {
    await expect(page.getByRole("status").filter({ hasText: t(statusKey) })).toBeVisible();
  } else {
    await page.waitForURL((url) => url.pathname === localized("/shop/cart", language));
    await expect(page.getByRole("status")).toHaveText(t(noticeKey));
  }
}

for (const language of ["fr", "nl"] as const) {
  test(`shop journey (${language}): browse, filter, add a piece and a look, sign in, relay point, code, pay`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const shopper = await createShopper(language, `journey-${testInfo.project.name}`);

    // Browse: the shop's home, then every product filtered by family
    await page.goto(localized("/shop", language));
    await hydrated(page, testInfo);
    await page
      .getByRole("link", { name: t("shop.home.all_products") })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === localized("/shop/all-products", language));
    await page.getByLabel(t("shop.filters.family")).selectOption({ label: t("category.tops") });
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: t("shop.filters.apply") }).click();
    await page.waitForURL((url) => url.searchParams.get("family") !== null);
    const firstCard = page.locator(".product-card").first();
    await expect(firstCard).toBeVisible();

    // A single piece, from its page, in the size offered first
    await firstCard.getByRole("link").first().click();
    await page.waitForURL((url) => /\/shop\/product\/\d+$/.test(url.pathname));
    await expect(page.locator(".size-picker")).toBeVisible();
    const pieceName = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    // The radio sits under its label, which takes the tap
    await page.locator(".size-picker__option:not(.size-picker__option--sold_out) label").first().click();
    await addAndConfirm(page, language, t("product.cart.add"), {
      statusKey: "product.cart.added",
      noticeKey: "cart.added",
    });

    // A whole look, from a piece that belongs to one: each run its own look, so the four runs on
    // one server do not buy the same last pieces
    const inLook = (await api(`/shop/products?in_look=true&page_size=48`, {
      headers: { "accept-language": language },
    })) as { products: ListedProduct[] };
    const oneByLook = [...new Map(inLook.products.map((product) => [product.look?.id, product])).values()];
    const lookPiece = oneByLook[(language === "nl" ? 2 : 0) + (jsEnabled(testInfo) ? 0 : 1)];
    expect(lookPiece?.look, "a demo product in a look").toBeTruthy();
    await page.goto(localized(`/shop/product/${lookPiece!.id}`, language));
    await hydrated(page, testInfo);
    const look = page.locator(".product-look");
    for (const select of await look.locator("select").all()) {
      // A size that is not nearly sold out
      const values = await select.locator("option:not([value=''])").evaluateAll((all) =>
        all.map((option) => ({
          value: (option as HTMLOptionElement).value,
          low: /\(/.test(option.textContent ?? ""),
        })),
      );
      await select.selectOption((values.find((option) => !option.low) ?? values[0])!.value);
    }
    await addAndConfirm(page, language, new RegExp(t("product.look.add").replace("({{price}})", "").trim()), {
      statusKey: "product.cart.look_added",
      noticeKey: "cart.look_added",
    });

    // The cart holds both; the checkout asks the visitor to sign in, and the cart is kept
    await page.goto(localized("/shop/cart", language));
    await expect(page.locator(".cart-line")).toHaveCount(2);
    await expect(page.locator(".cart-line").first()).toContainText(pieceName);
    await page.getByRole("link", { name: t("cart.checkout") }).click();
    await page.waitForURL((url) => url.pathname === localized("/login", language));
    await signIn(page, language, shopper);
    await page.waitForURL((url) => url.pathname === localized("/shop/checkout", language));
    await hydrated(page, testInfo);
    await expect(page.locator(".checkout-cart__line")).toHaveCount(2);
    await expect(page.getByText(pieceName).first()).toBeVisible();

    // A relay point, the shop's discount code, and the sandbox: card in fr, iDEAL in nl
    const relayPoint = await relayAndCode(page, language);
    const form = page.locator("form#checkout");
    const relayName = await form
      .locator(".checkout-relay__point", { has: page.locator(`input[value="${relayPoint}"]`) })
      .locator(".checkout-relay__name")
      .textContent();
    await form
      .getByRole("radio", { name: t(language === "nl" ? "checkout.platform.ideal" : "checkout.platform.card") })
      .check();
    await pay(page, language);
    await sandboxChoice(page, "approve");
    await page.waitForURL((url) => url.pathname === localized("/shop/payment-successful", language));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("checkout.success.title"));
    await expect(page.getByText(pieceName).first()).toBeVisible();
    // The parcel goes to the relay point chosen at checkout
    await expect(page.getByRole("heading", { level: 2, name: t("checkout.success.delivery") })).toBeVisible();
    await expect(page.getByText(t("checkout.success.relay_point").replace("{{id}}", relayPoint))).toBeVisible();
    await expect(page.locator(".payment-return__delivery address")).toContainText(relayName!);

    // The order is in the client's history, its cart empty, and the confirmation e-mail sent
    const orders = (await api("/clients/me/orders", { token: shopper.token })) as {
      items: { status: string; lines: unknown[]; offer: { shipping_fee_offered: boolean } }[];
    };
    expect(orders.items[0]).toMatchObject({ status: "PAID", offer: { shipping_fee_offered: true } });
    expect(orders.items[0]!.lines.length).toBeGreaterThanOrEqual(2);
    await expect(page.locator(".site-header__cart-count")).toHaveCount(0);
    await expect
      .poll(async () => ((await api("/dev/mail")) as { to: string }[]).some((mail) => mail.to.includes(shopper.email)))
      .toBe(true);
  });
}
