import type { Page } from "@playwright/test";
import { expect, localized, test, texts, type Language } from "./fixtures";
import {
  SHOP_CODE,
  api,
  availableVariant,
  cartLines,
  checkoutPath,
  createShopper,
  pay,
  relayAndCode,
  sandboxChoice,
  signIn,
  type Shopper,
} from "./shop";

/**
 * The checkout's relay-point finder, the choices kept after a declined payment and the unpaid order
 * given back when the shopper leaves the payment page for the shop (decision 0029), JavaScript on
 * and off.
 */

async function shopperOnCheckout(page: Page, language: "fr" | "nl", tag: string): Promise<Shopper> {
  const shopper = await createShopper(language, tag);
  await api("/shop/cart/lines", {
    method: "POST",
    token: shopper.token,
    body: JSON.stringify({ variant_id: await availableVariant(), quantity: 1 }),
  });
  await page.goto(`${localized("/login", language)}?redirect=${encodeURIComponent("/shop/checkout")}`);
  await signIn(page, language, shopper);
  await page.waitForURL((url) => url.pathname === checkoutPath(language));
  return shopper;
}

const relayLabel = async (language: Language, carrier = "Mondial Relay") =>
  (await texts(language))("checkout.delivery.relay").replace("{{carrier}}", carrier);

test("checkout (fr): relay points are found by postcode, with their opening hours, and chosen", async ({ page }) => {
  test.slow();
  const t = await texts("fr");
  await shopperOnCheckout(page, "fr", `finder-${test.info().project.name}`);
  const form = page.locator("form#checkout");
  await form.getByRole("radio", { name: await relayLabel("fr") }).check();
  const postcode = form.getByLabel(t("checkout.delivery.relay_postcode"), { exact: true });
  // The shipping address's postcode is where the search starts
  await expect(postcode).toHaveValue("75011");
  await form.getByRole("button", { name: t("checkout.delivery.relay_search") }).click();
  const points = form.getByRole("group", { name: new RegExp(`Mondial Relay.*75011`) });
  await expect(points.getByRole("radio")).toHaveCount(5);
  // Nearest first, in Paris, with the distance and the days in French
  await expect(points.locator(".checkout-relay__point").first()).toContainText("Paris");
  await expect(points.locator(".checkout-relay__point").first()).toContainText(/\d+ m|km/);
  await expect(points).toContainText(/lun\.|mar\./);
  // Another postcode: the points of Lyon
  await postcode.fill("69001");
  await form.getByRole("button", { name: t("checkout.delivery.relay_search") }).click();
  const lyon = form.getByRole("group", { name: new RegExp(`Mondial Relay.*69001`) });
  await expect(lyon.locator(".checkout-relay__point").first()).toContainText("Lyon");
  await lyon.getByRole("radio").first().check();
  await expect(lyon.getByRole("radio").first()).toBeChecked();
  // The rest of the form is kept by the search
  await expect(form.getByRole("radio", { name: await relayLabel("fr") })).toBeChecked();
});

test("checkout (fr): after a decline the checkout keeps the relay point, the code and the platform", async ({
  page,
}) => {
  test.slow();
  const t = await texts("fr");
  await shopperOnCheckout(page, "fr", `kept-${test.info().project.name}`);
  const form = page.locator("form#checkout");
  const chosen = await relayAndCode(page, "fr", 2);
  await pay(page, "fr");
  await sandboxChoice(page, "decline", "insufficient_funds");
  await page.waitForURL((url) => url.pathname === "/shop/checkout");
  await expect(
    page.getByRole("alert").filter({ hasText: t("checkout.payment_error.insufficient_funds") }),
  ).toBeVisible();
  await expect(form.getByRole("radio", { name: await relayLabel("fr") })).toBeChecked();
  await expect(form.locator(`input[name="relay_point_id"][value="${chosen}"]`)).toBeChecked();
  await expect(form.getByLabel(t("checkout.code.label"), { exact: true })).toHaveValue(
    new RegExp(`^${SHOP_CODE}$`, "i"),
  );
  await expect(form.getByText(t("checkout.code.applied").replace("{{code}}", SHOP_CODE))).toBeVisible();
  await expect(form.getByRole("radio", { name: t("checkout.platform.card") })).toBeChecked();
});

test("checkout (nl): leaving the payment page for the shop gives the order back: cart and code again", async ({
  page,
}, testInfo) => {
  test.slow();
  const t = await texts("nl");
  const shopper = await shopperOnCheckout(page, "nl", `left-${testInfo.project.name}`);
  await relayAndCode(page, "nl");
  await pay(page, "nl");
  expect(await cartLines(shopper.token)).toBe(0);
  // The shopper goes back to the shop instead of paying
  await page.goto(localized("/shop", "nl"));
  await expect(page.getByRole("status").filter({ hasText: t("checkout.abandoned") })).toBeVisible();
  expect(await cartLines(shopper.token)).toBe(1);
  await page.goto(checkoutPath("nl"));
  await expect(page.locator(".checkout-cart__line")).toHaveCount(1);
  const form = page.locator("form#checkout");
  await form.getByLabel(t("checkout.code.label"), { exact: true }).fill(SHOP_CODE);
  await form.getByRole("button", { name: t("checkout.code.apply") }).click();
  await expect(form.getByText(t("checkout.code.applied").replace("{{code}}", SHOP_CODE))).toBeVisible();
  // Coming back once more does not cancel anything else
  await page.goto(localized("/shop", "nl"));
  await expect(page.getByRole("status").filter({ hasText: t("checkout.abandoned") })).toHaveCount(0);
  expect(await cartLines(shopper.token)).toBe(1);
});
