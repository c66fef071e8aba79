import type { Page } from "@playwright/test";
import { sizeLabel } from "#domain/profiles.js";
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
 * client has no order yet; buys a piece on the sandbox and finds it in the history with its size
 * worded in the page's language, and on its own page; an order left waiting for its payment shows
 * "pay", which goes to the sandbox's page of that payment and pays it. Another client's order is a 404.
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

/**
 * An order placed through the API and left waiting for its payment, as when the payment page was
 * closed on another device: the storefront's session knows nothing of it (see decision 0028).
 */
async function unpaidOrder(shopper: Shopper, language: Language, tag: string): Promise<number> {
  const placed = (await api("/clients/me/orders", {
    method: "POST",
    token: shopper.token,
    headers: { "idempotency-key": `${tag}-${Date.now()}`, "accept-language": language },
    body: JSON.stringify({
      carrier: "colissimo",
      platform: "card_via_sandbox",
      return_url: `${E2E_SITE_URL}${localized("/shop/payment-successful", language)}`,
    }),
  })) as { order: { id: number; status: string } };
  expect(placed.order.status).toBe("PENDING_PAYMENT");
  return placed.order.id;
}

/** Approves on the sandbox's payment page (its first answer; its words follow the checkout's language). */
async function approveOnSandbox(page: Page, language: Language, t: Texts) {
  await page.waitForURL((url) => url.pathname === "/sandbox/pay");
  await page.getByRole("button").first().click();
  await page.waitForURL((url) => url.pathname === localized("/shop/payment-successful", language));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("checkout.success.title"));
}

for (const language of ["fr", "de"] as const) {
  test(`order history (${language}): a piece bought is found with its size in the page's language; an unpaid order is paid from the history`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const bought = await ageSizeVariant();
    const shopper = await shopperWithCart(language, `history-${testInfo.project.name}`, bought);
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

    // A piece bought at home by card on the sandbox
    await page.goto(checkoutPath(language));
    await hydrated(page, testInfo);
    const form = page.locator("form#checkout");
    await form.getByRole("radio", { name: t("checkout.delivery.home").replace("{{carrier}}", "Colissimo") }).check();
    await form.getByRole("radio", { name: t("checkout.platform.card") }).check();
    await pay(page, language);
    await approveOnSandbox(page, language, t);
    const [paidOrder] = ((await api("/clients/me/orders", { token: shopper.token })) as { items: { id: number }[] })
      .items;

    // Another one left on the payment page: the shopper goes to the history instead of paying.
    // With JavaScript the browser prefetches the shop there when idle: that is not coming back to
    // the shop, the order keeps waiting for its payment (decision 0029)
    const waiting = await ageSizeVariant();
    await api("/shop/cart/lines", {
      method: "POST",
      token: shopper.token,
      body: JSON.stringify({ variant_id: waiting.variant_id, quantity: 1 }),
    });
    await page.goto(checkoutPath(language));
    await hydrated(page, testInfo);
    await form.getByRole("radio", { name: t("checkout.delivery.home").replace("{{carrier}}", "Colissimo") }).check();
    await form.getByRole("radio", { name: t("checkout.platform.card") }).check();
    await pay(page, language);
    const prefetch =
      testInfo.project.name === "js"
        ? page.waitForResponse((response) => new URL(response.url()).pathname.endsWith("/shop.data"))
        : undefined;
    await page.goto(history);
    await prefetch;
    const [{ id: unpaid }] = (
      (await api("/clients/me/orders", { token: shopper.token })) as { items: { id: number }[] }
    ).items as [{ id: number }];

    // The history, newest first: the unpaid one waits with a "pay" button, the bought one is paid;
    // each with its date, its size in the page's language, its totals and its delivery
    await page.reload();
    await hydrated(page, testInfo);
    const cards = page.locator("article.order");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(t("orders.number").replace("{{id}}", String(unpaid)));
    const today = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date());
    const [unpaidCard, paidCard] = [orderCard(page, t, unpaid), orderCard(page, t, paidOrder!.id)];
    for (const [card, variant] of [
      [unpaidCard, waiting],
      [paidCard, bought],
    ] as const) {
      await expect(card.locator("time")).toHaveText(today);
      await expect(card).toContainText(t("checkout.cart.size").replace("{{size}}", sizeLabel(variant.size, language)));
      await expect(card).toContainText(t("checkout.success.total"));
      await expect(card).toContainText(t("checkout.delivery.home").replace("{{carrier}}", "Colissimo"));
      await expect(card.locator("address")).toContainText(language === "de" ? "Berlin" : "Paris");
    }
    await expect(unpaidCard).toContainText(t("orders.stage.awaiting_payment"));
    await expect(paidCard).toContainText(t("orders.stage.paid"));
    await expect(paidCard.getByRole("button", { name: payButton(t) })).toHaveCount(0);

    // "Pay" goes to the sandbox's page of the order's payment, which pays it
    await unpaidCard.getByRole("button", { name: payButton(t) }).click();
    await approveOnSandbox(page, language, t);
    await page.goto(history);
    await expect(unpaidCard).toContainText(t("orders.stage.paid"));
    await expect(unpaidCard.getByRole("button", { name: payButton(t) })).toHaveCount(0);

    // The bought piece's own page
    const number = t("orders.number").replace("{{id}}", String(paidOrder!.id));
    await paidCard.getByRole("link", { name: number }).click();
    await page.waitForURL((url) => url.pathname === localized(`/infos/orders/${paidOrder!.id}`, language));
    await expect(page).toHaveTitle(new RegExp(number));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(number);
    await expect(page.locator(".order")).toContainText(t("orders.stage.paid"));
    await expect(page.locator(".order")).toContainText(sizeLabel(bought.size, language));
    await expect(page.getByRole("link", { name: t("orders.back") })).toBeVisible();
  });
}

test("order history (de): another client's order, or a page past the last, is not found", async ({
  page,
}, testInfo) => {
  const t = await texts("de");
  const variant = await ageSizeVariant();
  const stranger = await shopperWithCart("fr", `history-stranger-${testInfo.project.name}`, variant);
  const strangersOrder = await unpaidOrder(stranger, "fr", `history-stranger-${testInfo.project.name}`);

  const shopper = await createShopper("de", `history-owner-${testInfo.project.name}`);
  await page.goto(localized("/login", "de"));
  await signIn(page, "de", shopper);
  await page.waitForURL((url) => url.pathname !== localized("/login", "de"));

  const path = localized(`/infos/orders/${strangersOrder}`, "de");
  allowConsoleErrors(page, httpStatusError(404, path));
  const answer = await page.goto(path);
  expect(answer?.status()).toBe(404);
  await expect(page.getByText(t("orders.number").replace("{{id}}", String(strangersOrder)))).toHaveCount(0);
  // Not an order id at all, or a page of the history past its last: the same
  for (const other of [localized("/infos/orders/abc", "de"), `${localized("/infos/orders", "de")}?page=2`]) {
    allowConsoleErrors(page, httpStatusError(404, other));
    expect((await page.goto(other))?.status()).toBe(404);
  }
});
