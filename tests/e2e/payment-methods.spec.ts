import type { Page } from "@playwright/test";
import { expect, localized, test, texts, type Language } from "./fixtures";
import { api, availableVariant, checkoutPath, createShopper, sandboxChoice, signIn, type Shopper } from "./shop";

/**
 * /infos/add/payment (§4 card setup, §8), JavaScript on and off: a new shopper saves a card through
 * the sandbox's hosted page and sees it with its expiry; a declined setup shows SETUP_INTENT_FAILED's
 * message; the checkout's "add a card" link comes back to the checkout, where the card is offered.
 */
const PAGE = "/infos/add/payment";

/** A new shopper, signed in through the login page the guarded page sends to. */
async function shopperOnPage(page: Page, language: "fr" | "nl", tag: string): Promise<Shopper> {
  const shopper = await createShopper(language, tag);
  await page.goto(localized(PAGE, language));
  await signIn(page, language, shopper);
  await page.waitForURL((url) => url.pathname === localized(PAGE, language));
  return shopper;
}

/** Chooses the card and goes to the sandbox's page, which answers as asked. */
async function setUpCard(page: Page, language: Language, answer: "approve" | "decline") {
  const t = await texts(language);
  await page.getByRole("radio", { name: t("checkout.platform.card"), exact: true }).check();
  await page.getByRole("button", { name: t("payment-methods.add.submit") }).click();
  await page.waitForURL((url) => url.pathname === "/sandbox/pay");
  // The sandbox's page speaks the shopper's language: its forms are found by their choice
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await sandboxChoice(page, answer, answer === "decline" ? "card_declined" : undefined);
}

/** The sandbox's test card expires at the end of the month three years from now. */
function sandboxExpiry(language: Language): string {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear() + 3, now.getUTCMonth(), 1));
  return new Intl.DateTimeFormat(language, { month: "2-digit", year: "numeric", timeZone: "UTC" }).format(month);
}

const savedMethods = async (shopper: Shopper) =>
  (await api("/clients/me/payment-methods", { token: shopper.token })) as { last4: string | null }[];

for (const language of ["fr", "nl"] as const) {
  test(`payment methods (${language}): a new shopper saves a card and sees it`, async ({ page }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const shopper = await shopperOnPage(page, language, `card-${testInfo.project.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("payment-methods.title"));
    await expect(page.getByText(t("payment-methods.saved.empty"))).toBeVisible();

    await setUpCard(page, language, "approve");
    // Back on the page, the result posted once and gone from the address bar
    await page.waitForURL((url) => url.pathname === localized(PAGE, language) && url.search === "");
    await expect(page.getByRole("status").filter({ hasText: t("payment-methods.saved_notice") })).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: "4242" });
    await expect(card).toContainText("Visa");
    await expect(card).toContainText("••••");
    const expiry = t("payment-methods.saved.expiry")
      .replace(/<\/?date>/g, "")
      .replace("{{date}}", sandboxExpiry(language));
    await expect(card).toContainText(expiry);
    await expect(card).toContainText(t("payment-methods.saved.default"));
    await expect(page.getByText(t("payment-methods.saved.empty"))).toHaveCount(0);

    // A refresh shows the same card and posts nothing
    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: "4242" })).toHaveCount(1);
    expect((await savedMethods(shopper)).map((method) => method.last4)).toEqual(["4242"]);
  });
}

test("payment methods (nl): a declined setup shows its message and saves nothing", async ({ page }, testInfo) => {
  test.slow();
  const t = await texts("nl");
  const shopper = await shopperOnPage(page, "nl", `declined-${testInfo.project.name}`);
  await setUpCard(page, "nl", "decline");
  await page.waitForURL((url) => url.pathname === localized(PAGE, "nl") && url.search === "");
  await expect(
    page.getByRole("alert").filter({ hasText: t("payment-methods.error.setup_intent_failed") }),
  ).toBeVisible();
  await expect(page.getByText(t("payment-methods.saved.empty"))).toBeVisible();
  expect(await savedMethods(shopper)).toEqual([]);
  // Shown once: a refresh neither posts the result again nor repeats the message
  await page.reload();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("payment methods (fr): the checkout's link saves a card and comes back to pay with it", async ({
  page,
}, testInfo) => {
  test.slow();
  const t = await texts("fr");
  const shopper = await createShopper("fr", `checkout-${testInfo.project.name}`);
  await api("/shop/cart/lines", {
    method: "POST",
    token: shopper.token,
    body: JSON.stringify({ variant_id: await availableVariant(), quantity: 1 }),
  });
  await page.goto(checkoutPath("fr"));
  await signIn(page, "fr", shopper);
  await page.waitForURL((url) => url.pathname === checkoutPath("fr"));

  await page.getByRole("link", { name: t("payment-methods.checkout_link") }).click();
  await page.waitForURL((url) => url.pathname === PAGE && url.searchParams.get("redirect") === "/shop/checkout");
  await setUpCard(page, "fr", "approve");
  await page.waitForURL((url) => url.pathname === checkoutPath("fr") && url.search === "");
  await expect(page.getByRole("status").filter({ hasText: t("payment-methods.saved_notice") })).toBeVisible();
  await expect(
    page.locator("form#checkout").getByRole("radio", {
      name: new RegExp(t("checkout.payment.saved_card").replace("{{brand}}", "Visa").replace("{{last4}}", "4242")),
    }),
  ).toBeVisible();
});
