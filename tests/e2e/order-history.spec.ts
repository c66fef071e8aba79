import type { Page } from "@playwright/test";
import { sizeLabel } from "../../domain/profiles";
import {
  E2E_SITE_URL,
  allowConsoleErrors,
  expect,
  httpStatusError,
  hydrated,
  localized,
  test,
  texts,
  type Texts,
} from "./fixtures";
import { api, checkoutPath, createShopper, pay, signIn, type Shopper } from "./shop";

/**
 * /infos/orders and /infos/orders/{id} (issue point 1), in fr and de, JavaScript on and off: a new
 * client has no order yet; leaves the payment page of a checkout without paying, finds the order
 * waiting for its payment with its size worded in the page's language, pays it from the history on
 * the same sandbox payment, then finds it paid, on its own page too. Another client's order is a 404.
 */

type Language = "fr" | "de";
type Variant = { variant_id: number; size: string };

/** A size in stock worded by age ("6 ans"), so the page's language shows in how it is printed. */
async function ageSizeVariant(): Promise<Variant> {
  const page = (await api("/shop/products?page_size=48")) as {
    products: { variants: (Variant & { is_available: boolean; is_low_stock: boolean })[] }[];
  };
  const sizes = page.products
    .flatMap((product) => product.variants)
    .filter((v) => v.is_available && !v.is_low_stock && /^\d+ (ans?|mois)$/.test(v.size));
  expect(sizes.length).toBeGreaterThan(0);
  return sizes[Math.floor(Math.random() * sizes.length)]!;
}

/** A shopper of that language with one piece in the cart. */
async function shopperWithCart(language: Language, tag: string, variant: Variant): Promise<Shopper> {
  const shopper = await createShopper(language, tag);
  await api("/shop/cart/lines", {
    method: "POST",
    token: shopper.token,
    body: JSON.stringify({ variant_id: variant.variant_id, quantity: 1 }),
  });
  return shopper;
}

const payButton = (t: Texts) => new RegExp(t("orders.pay").replace("{{amount}}", ".+"));

/** The history's card of an order, found by its number. */
function orderCard(page: Page, t: Texts, id: number) {
  return page.locator("article.order").filter({
    has: page.getByRole("heading", { level: 2, name: t("orders.number").replace("{{id}}", String(id)) }),
  });
}

for (const language of ["fr", "de"] as const) {
  test(`order history (${language}): an unpaid order is found, paid from the history, then shown paid`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const variant = await ageSizeVariant();
    const shopper = await shopperWithCart(language, `history-${testInfo.project.name}`, variant);
    const history = localized("/infos/orders", language);

    // Signed in on the history: no order yet, and the shop is one link away
    await page.goto(`${localized("/login", language)}?redirect=${encodeURIComponent(history)}`);
    await signIn(page, language, shopper);
    await page.waitForURL((url) => url.pathname === history);
    await expect(page).toHaveTitle(new RegExp(t("orders.title")));
    await expect(page.getByText(t("orders.empty"))).toBeVisible();
    await expect(page.getByRole("link", { name: t("orders.empty_link") })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: t("account.nav.label") }).getByRole("link", { name: t("orders.title") }),
    ).toHaveAttribute("aria-current", "page");

    // A checkout at home by card, its payment page left without paying
    await page.goto(checkoutPath(language));
    await hydrated(page, testInfo);
    const form = page.locator("form#checkout");
    await form.getByRole("radio", { name: t("checkout.delivery.home").replace("{{carrier}}", "Colissimo") }).check();
    await form.getByRole("radio", { name: t("checkout.platform.card") }).check();
    await pay(page, language);
    const [placed] = ((await api("/clients/me/orders", { token: shopper.token })) as { items: { id: number }[] }).items;
    expect(placed).toBeDefined();

    // The history shows it waiting for its payment: date, size in the page's language, totals, delivery
    await page.goto(history);
    await hydrated(page, testInfo);
    const card = orderCard(page, t, placed!.id);
    await expect(card).toContainText(t("orders.stage.awaiting_payment"));
    const today = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date());
    await expect(card.locator("time")).toHaveText(today);
    await expect(card).toContainText(t("checkout.cart.size").replace("{{size}}", sizeLabel(variant.size, language)));
    await expect(card).toContainText(t("checkout.success.total"));
    await expect(card).toContainText(t("checkout.delivery.home").replace("{{carrier}}", "Colissimo"));
    await expect(card.locator("address")).toContainText(language === "de" ? "Berlin" : "Paris");

    // "Pay" goes back to the sandbox's payment page, which pays the order
    await card.getByRole("button", { name: payButton(t) }).click();
    await page.waitForURL((url) => url.pathname === "/sandbox/pay");
    // Its first answer approves (worded in the checkout's language)
    await page.getByRole("button").first().click();
    await page.waitForURL((url) => url.pathname === localized("/shop/payment-successful", language));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("checkout.success.title"));
    // One payment for the order, never a second one
    const [paid] = ((await api("/clients/me/orders", { token: shopper.token })) as { items: { status: string }[] })
      .items;
    expect(paid!.status).toBe("PAID");

    // Paid in the history, nothing left to pay; its own page says the same
    await page.goto(history);
    await hydrated(page, testInfo);
    await expect(card).toContainText(t("orders.stage.paid"));
    await expect(card.getByRole("button", { name: payButton(t) })).toHaveCount(0);
    const number = t("orders.number").replace("{{id}}", String(placed!.id));
    await card.getByRole("link", { name: number }).click();
    await page.waitForURL((url) => url.pathname === localized(`/infos/orders/${placed!.id}`, language));
    await expect(page).toHaveTitle(new RegExp(number));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(number);
    await expect(page.locator(".order")).toContainText(t("orders.stage.paid"));
    await expect(page.locator(".order")).toContainText(sizeLabel(variant.size, language));
    await expect(page.getByRole("link", { name: t("orders.back") })).toBeVisible();
  });
}

test("order history (de): another client's order is not found", async ({ page }, testInfo) => {
  const t = await texts("de");
  const variant = await ageSizeVariant();
  const stranger = await shopperWithCart("fr", `history-stranger-${testInfo.project.name}`, variant);
  const placed = (await api("/clients/me/orders", {
    method: "POST",
    token: stranger.token,
    headers: { "idempotency-key": `history-stranger-${Date.now()}-${testInfo.project.name}` },
    body: JSON.stringify({
      carrier: "colissimo",
      platform: "card_via_sandbox",
      return_url: `${E2E_SITE_URL}/shop/payment-successful`,
    }),
  })) as { order: { id: number } };

  const shopper = await createShopper("de", `history-owner-${testInfo.project.name}`);
  await page.goto(localized("/login", "de"));
  await signIn(page, "de", shopper);
  await page.waitForURL((url) => url.pathname !== localized("/login", "de"));

  const path = localized(`/infos/orders/${placed.order.id}`, "de");
  allowConsoleErrors(page, httpStatusError(404, path));
  const answer = await page.goto(path);
  expect(answer?.status()).toBe(404);
  await expect(page.getByText(t("orders.number").replace("{{id}}", String(placed.order.id)))).toHaveCount(0);
  // Not an order id at all: the same
  const nonsense = localized("/infos/orders/abc", "de");
  allowConsoleErrors(page, httpStatusError(404, nonsense));
  expect((await page.goto(nonsense))?.status()).toBe(404);
});
