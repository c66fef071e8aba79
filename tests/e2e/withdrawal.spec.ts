import type { Page, TestInfo } from "@playwright/test";
import { allowConsoleErrors, expect, httpStatusError, hydrated, localized, test, texts, type Texts } from "./fixtures";
import { adminToken, api, approvedOrder, availableVariant, createShopper, mailTo, signIn, type Shopper } from "./shop";

/**
 * The family's legal rights (decision 0046), in fr and de, JavaScript on and off: a shop order
 * bought, packed, shipped and delivered shows "withdraw from contract here" on the history and on
 * its page; the confirmation step, prefilled, confirms it; the receipt's page states the date and
 * time, and the receipt arrives in the development mail box. Signed out, the footer's
 * "Verträge hier kündigen" leads to the cancellation form; "jetzt kündigen" confirms it with its
 * date and time, and the receipt is e-mailed. Screenshots at 390 and 1280 px.
 */

type Language = "fr" | "de";

/** A shopper's order paid with a saved sandbox card, packed, shipped and delivered by operations. */
async function deliveredOrder(language: Language, tag: string): Promise<{ shopper: Shopper; orderId: number }> {
  const shopper = await createShopper(language, tag);
  const orderId = await approvedOrder(shopper, await availableVariant(), language, `withdraw-${tag}-${Date.now()}`);
  await expect
    .poll(
      async () => ((await api(`/clients/me/orders/${orderId}`, { token: shopper.token })) as { status: string }).status,
    )
    .toBe("PAID");
  const staff = await adminToken();
  const parcel = `/admin/operations/parcels/order/${orderId}`;
  const { pieces } = (await api(parcel, { token: staff })) as { pieces: { ean: string; quantity: number }[] };
  for (const piece of pieces) {
    for (let unit = 0; unit < piece.quantity; unit++) {
      await api(`${parcel}/scans`, { method: "POST", token: staff, body: JSON.stringify({ code: piece.ean }) });
    }
  }
  const shipped = (await api(`${parcel}/shipment`, {
    method: "POST",
    token: staff,
    body: JSON.stringify({ carrier: "colissimo", tracking_number: `WD${orderId}${Date.now()}`.slice(0, 30) }),
  })) as { shipment: { id: number } };
  await api(`/admin/operations/shipments/${shipped.shipment.id}/delivery`, {
    method: "POST",
    token: staff,
    body: "{}",
  });
  return { shopper, orderId };
}

async function shoot(page: Page, name: string, testInfo: TestInfo) {
  if (testInfo.project.name !== "js") return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

const button = (t: Texts) => t("withdrawal.button");

for (const language of ["fr", "de"] as const) {
  test(`withdrawal (${language}): the button on a delivered order, the confirmation step, the receipt`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const { shopper, orderId } = await deliveredOrder(language, `${language}-${testInfo.project.name}`);
    const history = localized("/infos/orders", language);
    await page.goto(`${localized("/login", language)}?redirect=${encodeURIComponent(history)}`);
    await signIn(page, language, shopper);
    await page.waitForURL((url) => url.pathname === history);
    await hydrated(page, testInfo);

    // The history's card shows the button; so does the order's own page
    await expect(page.locator("article.order").getByRole("link", { name: button(t) })).toBeVisible();
    await page.goto(localized(`/infos/orders/${orderId}`, language));
    await hydrated(page, testInfo);
    await page.getByRole("link", { name: button(t) }).click();
    const confirm = localized(`/infos/orders/${orderId}/withdrawal`, language);
    await page.waitForURL((url) => url.pathname === confirm);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("withdrawal.confirm.title"));
    await hydrated(page, testInfo);

    // Prefilled with the client's name and e-mail; an emptied name is refused in the page's language, what was typed kept
    const name = page.getByLabel(t("withdrawal.confirm.name"), { exact: true });
    const email = page.getByLabel(t("withdrawal.confirm.email"), { exact: true });
    allowConsoleErrors(page, httpStatusError(400, confirm));
    await expect(name).toHaveValue("Camille Martin");
    await expect(email).toHaveValue(shopper.email);
    await shoot(page, `withdrawal-confirm-${language}`, testInfo);
    await name.fill("");
    await email.fill(shopper.email);
    await page.getByRole("button", { name: t("withdrawal.confirm.submit") }).click();
    await expect(page.getByText(t("form.error.required"))).toBeVisible();
    await expect(email).toHaveValue(shopper.email);
    await name.fill("Camille Martin");
    await page.getByRole("button", { name: t("withdrawal.confirm.submit") }).click();

    // The receipt's page: the date and time, where the receipt went
    const success = localized(`/infos/orders/${orderId}/withdrawal/success`, language);
    await page.waitForURL((url) => url.pathname === success);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("withdrawal.success.title"));
    await expect(page.locator(".withdrawal__card")).toContainText(/\d{1,2}:\d{2}/);
    await expect(page.locator(".withdrawal__card")).toContainText(shopper.email);
    await shoot(page, `withdrawal-success-${language}`, testInfo);

    // The receipt, e-mailed at once, with the date and time
    // The receipt, not the order's confirmation (whose subject names the order too)
    const receipt = language === "de" ? /Widerruf/ : /rétractation/;
    const mail = await mailTo(shopper.email, (m) => m.subject.includes(String(orderId)) && receipt.test(m.subject));
    expect(mail.text).toMatch(receipt);
    expect(mail.text).toMatch(/\d{1,2}:\d{2}/);

    // Withdrawn: the button is gone; the confirmation step leads to the receipt
    await page.goto(localized(`/infos/orders/${orderId}`, language));
    await expect(page.getByRole("link", { name: button(t) })).toHaveCount(0);
    await page.goto(confirm);
    await page.waitForURL((url) => url.pathname === success);
  });

  test(`cancellation button (${language}): reachable signed out from the footer, confirmed with date and time`, async ({
    page,
  }, testInfo) => {
    const t = await texts(language);
    const email = `cancel-${language}-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.goto(localized("/", language));
    await hydrated(page, testInfo);
    const link = page.getByRole("contentinfo").getByRole("link", { name: t("withdrawal.cancel.footer_link") });
    if (language === "de") await expect(link).toHaveText("Verträge hier kündigen");
    await link.click();
    const form = localized("/cancel-subscription", language);
    await page.waitForURL((url) => url.pathname === form);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("withdrawal.cancel.title"));
    allowConsoleErrors(page, httpStatusError(400, form));
    await hydrated(page, testInfo);
    await shoot(page, `cancellation-form-${language}`, testInfo);

    // Extraordinary without a reason is refused, what was typed kept
    await page.getByLabel(t("withdrawal.cancel.name"), { exact: true }).fill("Erika Mustermann");
    await page.getByLabel(t("withdrawal.cancel.email"), { exact: true }).fill(email);
    await page.getByRole("radio", { name: t("withdrawal.cancel.kind_extraordinary") }).check();
    const submit = page.getByRole("button", { name: t("withdrawal.cancel.submit") });
    if (language === "de") await expect(submit).toHaveText("jetzt kündigen");
    await submit.click();
    await expect(page.getByText(t("withdrawal.cancel.error.reason"))).toBeVisible();
    await expect(page.getByLabel(t("withdrawal.cancel.email"), { exact: true })).toHaveValue(email);
    await page.getByLabel(t("withdrawal.cancel.reason"), { exact: true }).fill("Umzug ins Ausland");
    await submit.click();

    const done = localized("/cancel-subscription/confirmation", language);
    await page.waitForURL((url) => url.pathname === done);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("withdrawal.cancel.done_title"));
    await expect(page.locator(".withdrawal__card")).toContainText(/\d{1,2}:\d{2}/);
    await expect(page.locator(".withdrawal__card")).toContainText(t("withdrawal.cancel.kind_extraordinary"));
    await shoot(page, `cancellation-done-${language}`, testInfo);
    const mail = await mailTo(email);
    expect(mail.text).toMatch(/\d{1,2}:\d{2}/);
    expect(mail.text).toContain("Umzug ins Ausland");
  });
}
