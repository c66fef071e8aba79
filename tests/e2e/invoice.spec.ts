import { DEMO_ACCOUNT } from "./demo-account";
import { allowConsoleErrors, expect, httpStatusError, hydrated, localized, signIn, test, texts } from "./fixtures";

/**
 * A paid order's invoice (issue 26), in fr and de, JavaScript on and off: the demo family's paid
 * orders (its shop order, its past boxes) each link to their invoice; on one order's page the link
 * downloads a PDF with the family's session, named by the invoice's number; another number is a 404.
 */
const ORDERS = "/infos/orders";

for (const language of ["fr", "de"] as const) {
  test(`invoice (${language}): a paid order's page links to its invoice, a PDF`, async ({ page }, testInfo) => {
    const t = await texts(language);
    allowConsoleErrors(page, httpStatusError(404, "/"));
    await signIn(page, language, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, ORDERS);
    await expect(page.getByRole("heading", { level: 1, name: t("orders.title") })).toBeVisible();
    await hydrated(page, testInfo);

    // The history links each paid order's invoice: open the first one's order page
    const first = page.getByRole("link", { name: t("orders.invoice") }).first();
    const listed = await first.getAttribute("href");
    const id = new RegExp(`^${localized(ORDERS, language)}/(\\d+)/invoice\\.pdf$`).exec(listed ?? "")?.[1];
    expect(id, listed ?? "no link").toBeDefined();
    await page.goto(localized(`${ORDERS}/${id}`, language));
    await expect(
      page.getByRole("heading", { level: 1, name: t("orders.number").replace("{{id}}", id!) }),
    ).toBeVisible();
    await hydrated(page, testInfo);

    // The link is served with the family's session: the invoice's PDF
    const link = page.getByRole("link", { name: t("orders.invoice") });
    await expect(link).toHaveCount(1);
    const href = await link.getAttribute("href");
    expect(href).toBe(localized(`${ORDERS}/${id}/invoice.pdf`, language));
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect(pdf.headers()["content-disposition"]).toMatch(
      new RegExp(`^inline; filename="F-\\d{4}-${id!.padStart(6, "0")}\\.pdf"$`),
    );
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await page.request.get(localized(`${ORDERS}/999999999/invoice.pdf`, language))).status()).toBe(404);
  });
}
