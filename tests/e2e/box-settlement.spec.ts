import { mkdirSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { expect, hydrated, jsEnabled, localized, test, texts, type Language, type Texts } from "./fixtures";
import { api, deliveredBox, mailTo, type Shopper } from "./shop";

/**
 * Issue 26's box after delivery (decision 0047), in French and German, with and without
 * JavaScript: a box composed, validated, packed, shipped and delivered through the API; the family
 * keeps three pieces and sends the others back with reasons and sees the amount follow (on "update
 * the amount" without scripts) and the charge; "we keep everything" from the delivered e-mail's
 * link; a card that declines leads to the failed-payment page, where paying on the provider's page
 * succeeds.
 */

const LANGUAGES: Language[] = ["fr", "de"];

async function signInHere(page: Page, t: Texts, shopper: Shopper) {
  const form = page.locator("main form").first();
  await form.getByLabel(t("login.email"), { exact: true }).fill(shopper.email);
  await form.getByLabel(t("login.password"), { exact: true }).fill(shopper.password);
  await form.getByRole("button", { name: t("login.submit") }).click();
}

/** Euros as the page writes them (the page's language, no chosen country). */
const money = (language: Language, cents: number) =>
  new Intl.NumberFormat(language, { style: "currency", currency: "EUR" }).format(cents / 100);

async function shoot(page: Page, testInfo: TestInfo, language: Language, name: string) {
  mkdirSync("/tmp/shots/settlement", { recursive: true });
  const js = jsEnabled(testInfo) ? "js" : "nojs";
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/settlement/${language}-${js}-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A link of the e-mail's text, as a path on the storefront under test. */
function linkOf(text: string, pattern: RegExp): string {
  const link = new RegExp(`https?://\\S*${pattern.source}\\S*`).exec(text)?.[0];
  expect(link, `a link matching ${pattern} in: ${text}`).toBeTruthy();
  const url = new URL(link!.replace(/[).,>]+$/, ""));
  return url.pathname + url.search;
}

for (const language of LANGUAGES) {
  test(`${language}: keep three pieces, send the others back with reasons, see the charge`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const family = await deliveredBox(language, `settle-${language}-${testInfo.project.name}`);
    const { box } = family;
    expect(box.pieces.length).toBeGreaterThanOrEqual(4);
    // From the list of every box: the delivered one asks what is kept
    const allBoxes = localized("/infos/all-boxes", language);
    await page.goto(allBoxes);
    await signInHere(page, t, family.shopper);
    await expect(page).toHaveURL(new RegExp(`${allBoxes}$`));
    await page.getByRole("link", { name: t("orders.box_decide") }).click();
    const page0 = localized(`/infos/rating/${box.order_id}`, language);
    await expect(page).toHaveURL(new RegExp(`${page0}$`));
    await hydrated(page, testInfo);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("settlement.title_profile").replace("{{name}}", family.firstname),
    );
    await shoot(page, testInfo, language, "rating");

    const cards = page.locator(".settlement-piece");
    for (const [index, piece] of box.pieces.entries()) {
      if (index < 3) continue;
      // The page lists the pieces in the box's order (two pieces may share a name's words)
      const card = cards.nth(index);
      await expect(card).toContainText(piece.name);
      await card.getByRole("radio", { name: t("settlement.piece.return") }).check();
      await card.getByLabel(t("settlement.piece.reason")).selectOption(index % 2 ? "too_small" : "colour");
    }
    const kept = box.pieces.slice(0, 3).reduce((sum, p) => sum + p.price_cents, 0);
    const due = page.locator(".settlement-summary__row--due dd");
    if (!jsEnabled(testInfo)) {
      await page.getByRole("button", { name: t("settlement.summary.update") }).click();
    }
    await expect(due).toHaveText(money(language, kept));
    await page
      .getByRole("button", { name: t("settlement.summary.submit").replace("{{amount}}", money(language, kept)) })
      .click();

    await expect(page.locator(".settlement__notice")).toHaveText(
      t("settlement.declared.paid").replace("{{amount}}", money(language, kept)),
    );
    await expect(page.locator(".settlement-piece__outcome--return")).toHaveCount(box.pieces.length - 3);
    await shoot(page, testInfo, language, "declared");
    const after = (await api(`/clients/me/boxes/${box.order_id}`, { token: family.shopper.token })) as {
      status: string;
      charge: { due_cents: number };
    };
    expect(after).toMatchObject({ status: "PAID", charge: { due_cents: kept } });
    // The payment's e-mail, in the family's language, with the invoice
    const paid = await mailTo(family.shopper.email, (mail) => mail.subject.includes(String(box.order_id)));
    expect(paid.text).toContain(localized(`/infos/orders/${box.order_id}/invoice.pdf`, language));
    // The order's page: the charge and its invoice, a PDF
    await page.getByRole("link", { name: t("settlement.declared.see_order") }).click();
    await expect(page).toHaveURL(new RegExp(`${localized(`/infos/orders/${box.order_id}`, language)}$`));
    const invoiceLink = page.getByRole("link", { name: t("orders.invoice") });
    await expect(invoiceLink).toHaveCount(1);
    const invoice = await page.request.get((await invoiceLink.getAttribute("href"))!);
    expect(invoice.headers()["content-type"]).toContain("application/pdf");
    expect((await invoice.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test(`${language}: we keep everything, from the delivered e-mail's link`, async ({ page }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const family = await deliveredBox(language, `keepall-${language}-${testInfo.project.name}`);
    const mail = await mailTo(family.shopper.email, (m) => /\/\d+\/satisfied/.test(m.text), 45_000);
    const link = linkOf(mail.text, /\/\d+\/satisfied/);
    await page.goto(link);
    await signInHere(page, t, family.shopper);
    await expect(page).toHaveURL(new RegExp(`${link}$`));
    await hydrated(page, testInfo);
    const total = family.box.pieces.reduce((sum, p) => sum + p.price_cents, 0);
    const dueCents = total - Math.round((total * family.box.rules.keep_all_discount_percent) / 100);
    await shoot(page, testInfo, language, "satisfied");
    await page
      .getByRole("button", { name: t("settlement.satisfied.submit").replace("{{amount}}", money(language, dueCents)) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localized(`/infos/rating/${family.box.order_id}`, language)}$`));
    await expect(page.locator(".settlement__notice")).toHaveText(
      t("settlement.declared.paid").replace("{{amount}}", money(language, dueCents)),
    );
  });

  test(`${language}: a declined card leads to the failed payment, paid there`, async ({ page }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const family = await deliveredBox(language, `declined-${language}-${testInfo.project.name}`, "0341");
    const { box } = family;
    const page0 = localized(`/infos/rating/${box.order_id}`, language);
    await page.goto(page0);
    await signInHere(page, t, family.shopper);
    await expect(page).toHaveURL(new RegExp(`${page0}$`));
    await hydrated(page, testInfo);
    const total = box.pieces.reduce((sum, p) => sum + p.price_cents, 0);
    const dueCents = total - Math.round((total * box.rules.keep_all_discount_percent) / 100);
    await page
      .getByRole("button", { name: t("settlement.summary.submit").replace("{{amount}}", money(language, dueCents)) })
      .click();

    const failedPage = localized(`/infos/failed-payment/${box.order_id}`, language);
    await expect(page).toHaveURL(new RegExp(`${failedPage}$`));
    await expect(page.locator(".settlement__intro")).toContainText(t("checkout.payment_error.card_declined"));
    await shoot(page, testInfo, language, "failed");
    // Every account page says so
    await page.goto(localized("/infos/orders", language));
    await expect(page.locator(".account__alert")).toContainText(t("settlement.banner.link"));
    await page.locator(".account__alert").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${failedPage}$`));

    // Another card, on the provider's page
    await hydrated(page, testInfo);
    await page.getByRole("radio", { name: t("checkout.platform.card"), exact: true }).check();
    await page
      .getByRole("button", { name: t("settlement.failed.submit").replace("{{amount}}", money(language, dueCents)) })
      .click();
    await expect(page).toHaveURL(/\/sandbox\/pay/);
    await page.locator("form").first().getByRole("button").click();
    await expect(page).toHaveURL(new RegExp(`${failedPage}/success$`));
    await expect(page.locator(".settlement__notice")).toContainText(String(box.order_id));
    await page.goto(localized("/infos/orders", language));
    await expect(page.locator(".account__alert")).toHaveCount(0);
  });
}
