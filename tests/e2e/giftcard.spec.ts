import { expect, localized, test, texts, E2E_API_URL } from "./fixtures";
import { createShopper, sandboxChoice, signIn } from "./shop";

/**
 * Issue 18's gift card, in fr and nl, JavaScript on and off: a fresh family buys a card for a
 * friend (sandbox payment), the card's e-mail (with its code) arrives in the dev mailbox, another
 * fresh account adds it on /infos/add-giftcard and sees it in its wallet; a second try says it is used.
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

for (const language of ["fr", "nl"] as const) {
  test(`${language}: buy a gift card, its e-mail, redeem it into another wallet`, async ({ page, browser }) => {
    test.slow();
    const t = await texts(language);
    const giver = await createShopper(language, "gc-giver");
    await page.goto(localized("/login", language));
    await signIn(page, language, giver);
    await page.goto(localized("/giftcard?for=woman", language));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("giftcard.title"));
    await page.getByRole("radio", { name: /80/ }).check();
    await page.getByRole("button", { name: t("giftcard.choose") }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/giftcard/checkout"));
    const friend = `friend-${Date.now().toString(36)}@example.test`;
    await page.getByLabel(t("giftcard.checkout.recipient_name")).fill("Emma");
    await page.locator("main form").getByLabel(t("giftcard.checkout.recipient_email")).fill(friend);
    await page.getByLabel(t("giftcard.checkout.message")).fill("Joyeux anniversaire !");
    await page
      .getByRole("button", { name: new RegExp(t("giftcard.checkout.pay").replace("{{amount}}", ".*")) })
      .click();
    await page.waitForURL((url) => url.pathname === "/sandbox/pay");
    await sandboxChoice(page, "approve");
    await page.waitForURL(
      (url) => url.pathname.endsWith("/giftcard/payment-successful") && url.search.includes("order="),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("giftcard.success.title"));
    await expect(page.getByRole("status")).toContainText(friend);

    const code = await codeSentTo(friend);
    const context = await browser.newContext({ javaScriptEnabled: test.info().project.name !== "no-js" });
    const other = await context.newPage();
    const recipient = await createShopper(language, "gc-recipient");
    await other.goto(localized("/login", language));
    await signIn(other, language, recipient);
    await other.goto(localized("/infos/add-giftcard", language));
    await other.getByLabel(t("giftcard.add.code")).fill(`  ${code.toLowerCase()} `);
    await other.getByRole("button", { name: t("giftcard.add.submit") }).click();
    await other.waitForURL((url) => url.pathname.endsWith("/infos/wallet"));
    await expect(other.locator(".wallet-balance__amount")).toContainText("80");
    await expect(other.locator(".wallet-move").first()).toContainText(t("giftcard.wallet.kind.GIFT_CARD"));
    await other.goto(localized("/infos/add-giftcard", language));
    await other.getByLabel(t("giftcard.add.code")).fill(code);
    await other.getByRole("button", { name: t("giftcard.add.submit") }).click();
    await expect(other.getByRole("alert")).toHaveText(t("money.code_gift_card_already_used"));
    await context.close();
  });
}
