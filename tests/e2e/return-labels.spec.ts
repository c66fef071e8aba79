import { DEMO_ACCOUNT } from "./demo-account";
import {
  E2E_API_URL,
  allowConsoleErrors,
  expect,
  httpStatusError,
  hydrated,
  localized,
  signIn,
  test,
  texts,
  uniqueEmail,
} from "./fixtures";

/**
 * Returns (issue 26), in fr and de, JavaScript on and off: the demo family's open return is listed
 * on /infos/return-labels with its number, and its label downloads as a PDF (another number is a
 * 404); a new family chooses how it sends returns back on /infos/edit/return-mode — nothing chosen
 * is refused in its language — and the confirmation says which carrier it chose.
 */
const LABELS = "/infos/return-labels";
const MODE = "/infos/edit/return-mode";

for (const language of ["fr", "de"] as const) {
  test(`return labels (${language}): the open return is listed and its label is a PDF`, async ({ page }, testInfo) => {
    const t = await texts(language);
    allowConsoleErrors(page, httpStatusError(404, "/"));
    await signIn(page, language, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, LABELS);
    await expect(page.getByRole("heading", { level: 1, name: t("returns.labels.title") })).toBeVisible();
    await hydrated(page, testInfo);

    const print = page.getByRole("link", { name: t("returns.labels.print") }).first();
    const card = page.locator("article.return-card").filter({ has: print }).first();
    await expect(card.getByRole("heading", { level: 2 })).toContainText(/R-\d{8}/);
    await expect(card).toContainText(t("returns.labels.pieces_count_one").replace("{{count}}", "1"));
    await expect(card).toContainText("Mondial Relay");

    // The link is served with the family's session: a PDF
    const href = await print.getAttribute("href");
    expect(href).toMatch(new RegExp(`^${localized(LABELS, language)}/\\d+/label\\.pdf$`));
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await page.request.get(localized(`${LABELS}/999999999/label.pdf`, language))).status()).toBe(404);

    // Printed: the return waits for its parcel
    await page.reload();
    await expect(
      page.locator("article.return-card").filter({ hasText: t("returns.status.LABEL_CREATED") }),
    ).not.toHaveCount(0);
  });

  test(`return mode (${language}): a new family chooses its carrier and sees the confirmation`, async ({
    page,
  }, testInfo) => {
    const t = await texts(language);
    // Nothing chosen answers 400 (without JavaScript), which the browser logs
    allowConsoleErrors(page, httpStatusError(400, "/"));
    const email = uniqueEmail("example.com", `return-mode-${language}-${testInfo.project.name}`);
    const password = "Retours-Malle-2026";
    const created = await fetch(`${E2E_API_URL}/clients`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": language },
      body: JSON.stringify({ email, password, firstname: "Alex", lastname: "Weber" }),
    });
    const answer = await created.text();
    expect(created.status, answer).toBe(201);
    const { access_token: token } = JSON.parse(answer) as { access_token: string };
    const country = language === "fr" ? "FR" : "DE";
    const chosen = await fetch(`${E2E_API_URL}/clients/me`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ locale: language, country, locale_chosen: true }),
    });
    expect(chosen.status).toBe(200);

    await signIn(page, language, email, password, MODE);
    await expect(page.getByRole("heading", { level: 1, name: t("returns.mode.title") })).toBeVisible();
    await hydrated(page, testInfo);
    const carriers = language === "fr" ? ["Colissimo", "Mondial Relay", "InPost"] : ["Colissimo", "Hermes"];
    await expect(page.getByRole("radio")).toHaveCount(carriers.length);
    for (const carrier of carriers) await expect(page.getByRole("radio", { name: carrier, exact: true })).toBeVisible();

    await page.getByRole("button", { name: t("returns.mode.save") }).click();
    await expect(page.getByRole("alert")).toHaveText(t("returns.mode.required"));

    const carrier = language === "fr" ? "Mondial Relay" : "Hermes";
    await page.getByRole("radio", { name: carrier, exact: true }).check();
    await page.getByRole("button", { name: t("returns.mode.save") }).click();
    await page.waitForURL((url) => url.pathname === localized(`${MODE}/confirmation`, language));
    await expect(page.getByRole("heading", { level: 1, name: t("returns.confirmation.title") })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(
      t("returns.confirmation.text").replace("{{carrier}}", carrier),
    );

    // Back on the form, the choice is the one saved
    await page.getByRole("link", { name: t("returns.confirmation.change") }).click();
    await expect(page.getByRole("radio", { name: carrier, exact: true })).toBeChecked();
  });
}
