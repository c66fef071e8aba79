import { expect, localized, test, texts } from "./fixtures";
import { api, availableVariant, cartLines, checkoutPath, createShopper, pay, sandboxChoice, signIn } from "./shop";

/**
 * Issue 14 point 2, as the shopper sees it: a payment page declined, then approved all the same
 * (back in the browser), pays an order already cancelled. The API refunds it (decision 0017); the
 * shop says so instead of "your payment failed", and the pieces are still in the cart.
 */
for (const language of ["fr", "de"] as const) {
  test(`checkout (${language}): a page approved after its decline is refunded, and the shop says so`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const shopper = await createShopper(language, `late-${testInfo.project.name}`);
    await api("/shop/cart/lines", {
      method: "POST",
      token: shopper.token,
      body: JSON.stringify({ variant_id: await availableVariant(), quantity: 1 }),
    });
    const checkout = checkoutPath(language);
    await page.goto(`${localized("/login", language)}?redirect=${encodeURIComponent("/shop/checkout")}`);
    await signIn(page, language, shopper);
    await page.waitForURL((url) => url.pathname === checkout);

    const form = page.locator("form#checkout");
    await form.getByRole("radio", { name: t("checkout.delivery.home").replace("{{carrier}}", "Colissimo") }).check();
    await form.getByRole("radio", { name: t("checkout.platform.card") }).check();
    await pay(page, language);
    const paymentPage = page.url();
    await sandboxChoice(page, "decline", "insufficient_funds");
    await page.waitForURL((url) => url.pathname === checkout);
    await expect(
      page.getByRole("alert").filter({ hasText: t("checkout.payment_error.insufficient_funds") }),
    ).toBeVisible();

    // The same page, kept open in the browser's history, approved after all
    await page.goto(paymentPage);
    await sandboxChoice(page, "approve");
    await page.waitForURL((url) => url.pathname === checkout);
    await expect(page.getByRole("alert").filter({ hasText: t("checkout.payment_refunded") })).toBeVisible();
    await expect(page.getByText(t("checkout.payment_error.generic"))).toHaveCount(0);
    expect(await cartLines(shopper.token)).toBe(1);
    const [order] = ((await api("/clients/me/orders", { token: shopper.token })) as { items: { status: string }[] })
      .items;
    expect(order?.status).toBe("CANCELLED");
  });
}
