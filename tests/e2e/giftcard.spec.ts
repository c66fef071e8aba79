import type { Route } from "@playwright/test";
import { expect, hydrated, jsEnabled, localized, test, texts, E2E_API_URL } from "./fixtures";
import { api, availableVariant, checkoutPath, createShopper, sandboxChoice, signIn } from "./shop";

/**
 * Issue 18's gift card, in fr and nl, JavaScript on and off: a visitor chooses a card, signs in on
 * the way to its checkout, buys it for a friend (sandbox payment); the card's e-mail (with its
 * code) arrives in the dev mailbox; another fresh account adds it on /infos/add-giftcard, sees it in
 * its wallet (a second try says it is used) and spends the wallet at the shop's checkout.
 */
type StoredMail = { to: string; subject: string; text: string };

async function codeSentTo(email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = (await (await fetch(`${E2E_API_URL}/dev/mail`)).json()) as StoredMail[];
    const code = mails.filter((m) => m.to.includes(email)).map((m) => /MALLE(-[A-Z0-9]{4}){3}/.exec(m.text)?.[0])[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no gift card e-mail for ${email}`);
}

/** The wallet's amount in euros, read through the API. */
async function walletOf(token: string): Promise<number> {
  return ((await api("/clients/me/wallet", { token })) as { amount: number }).amount;
}

for (const language of ["fr", "nl"] as const) {
  test(`${language}: buy a gift card, its e-mail, redeem it into another wallet, spend it at the shop`, async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const giver = await createShopper(language, "gc-giver");

    // A visitor chooses the card, and signs in on the way to its checkout (the choice kept)
    await page.goto(localized("/giftcard?for=woman", language));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("giftcard.title"));
    await expect(page).toHaveTitle(new RegExp(t("giftcard.title")));
    await page.getByRole("radio", { name: /80/ }).check();
    await page.getByRole("button", { name: t("giftcard.choose") }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/login"));
    await signIn(page, language, giver);
    await page.waitForURL((url) => url.pathname === localized("/giftcard/checkout", language));
    await expect(page).toHaveTitle(new RegExp(t("giftcard.checkout.title")));
    const friend = `friend-${Date.now().toString(36)}@example.test`;
    await page.getByLabel(t("giftcard.checkout.recipient_name")).fill("Emma");
    await page.locator("main form").getByLabel(t("giftcard.checkout.recipient_email")).fill(friend);
    await page.getByLabel(t("giftcard.checkout.message")).fill("Joyeux anniversaire !");
    await page
      .getByRole("button", { name: new RegExp(t("giftcard.checkout.pay").replace("{{amount}}", ".*80.*")) })
      .click();
    await page.waitForURL((url) => url.pathname === "/sandbox/pay");
    await sandboxChoice(page, "approve");
    await page.waitForURL(
      (url) => url.pathname.endsWith("/giftcard/payment-successful") && url.search.includes("order="),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("giftcard.success.title"));
    await expect(page).toHaveTitle(new RegExp(t("giftcard.success.title")));
    await expect(page.getByRole("status")).toContainText(friend);

    // The friend's e-mail, with the code, from the dev mailbox
    const code = await codeSentTo(friend);

    // Another fresh account adds it (trimmed, any case) and sees it in its wallet
    const context = await browser.newContext({ javaScriptEnabled: test.info().project.name !== "no-js" });
    const other = await context.newPage();
    const recipient = await createShopper(language, "gc-recipient");
    await other.goto(`${localized("/login", language)}?redirect=${encodeURIComponent("/infos/add-giftcard")}`);
    await signIn(other, language, recipient);
    await other.waitForURL((url) => url.pathname === localized("/infos/add-giftcard", language));
    await other.getByLabel(t("giftcard.add.code")).fill(`  ${code.toLowerCase()} `);
    await other.getByRole("button", { name: t("giftcard.add.submit") }).click();
    await other.waitForURL((url) => url.pathname === localized("/infos/wallet", language));
    await expect(other.locator(".wallet-balance__amount")).toContainText("80");
    await expect(other.locator(".wallet-move").first()).toContainText(t("giftcard.wallet.kind.GIFT_CARD"));
    await other.goto(localized("/infos/add-giftcard", language));
    await other.getByLabel(t("giftcard.add.code")).fill(code);
    await other.getByRole("button", { name: t("giftcard.add.submit") }).click();
    await expect(other.getByRole("alert")).toHaveText(t("money.code_gift_card_already_used"));

    // The wallet pays a piece at the shop's checkout (its price and the delivery stay under 80 €)
    await api("/shop/cart/lines", {
      method: "POST",
      token: recipient.token,
      body: JSON.stringify({ variant_id: await availableVariant(60), quantity: 1 }),
    });
    // The box is ticked before the page's scripts run, as on a slow phone: the scripts are held until then,
    // and the tick is still there, and counted, once they have run (decision 0071)
    const held: Route[] = [];
    let holding = true;
    await other.route("**/assets/**", (route) => (holding ? held.push(route) : route.continue()));
    await other.goto(checkoutPath(language));
    const form = other.locator("form#checkout");
    await expect(form.locator(".checkout-wallet")).toContainText("80");
    const wallet = form.getByRole("checkbox", { name: t("checkout.wallet.use") });
    await wallet.check();
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await hydrated(other, testInfo);
    await expect(wallet).toBeChecked();
    // With JavaScript the button says at once that nothing is left to pay; without, the server works it out
    const submit = jsEnabled(testInfo)
      ? new RegExp(`^${t("checkout.confirm")}$`)
      : new RegExp(`^(${t("checkout.confirm")}|${t("checkout.pay").replace("{{amount}}", ".*")})$`);
    await form.getByRole("button", { name: submit }).click();
    await other.waitForURL((url) => url.pathname === localized("/shop/payment-successful", language));
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(t("checkout.success.title"));
    await expect(other.locator(".checkout-totals")).toContainText(t("checkout.totals.wallet"));
    const left = await walletOf(recipient.token);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBeLessThan(80);

    // The wallet page tells the spending apart, with its order
    await other.goto(localized("/infos/wallet", language));
    const spent = other.locator(".wallet-move").first();
    await expect(spent).toContainText(t("giftcard.wallet.kind.ORDER_PAYMENT"));
    await expect(spent.locator(".wallet-move__amount--out")).toBeVisible();
    await context.close();
  });
}
