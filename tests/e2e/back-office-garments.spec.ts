import { backOfficeTexts, newStaffMember, signInStaff, staffApi, staffToken } from "./back-office";
import { expect, hydrated, jsEnabled, test } from "./fixtures";

/**
 * Issue 27 (decision 0048), with and without JavaScript: an operator sees a size's product as the
 * styling engine does (garment type, season, details) on the stock pages and changes them with
 * the plain form on the size's ledger page; screenshots at 390 and 1280 px in French and English.
 */

type StockPage = { items: { variant_id: number; product_id: number; garment_type: string }[] };

test("an operator sets a product's garment type, season and details on its size's page", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const operator = await newStaffMember(["operations"], "Opérateur Saisons");
  const token = await staffToken(operator.email, operator.password);
  const stock = await staffApi<StockPage>(token, "GET", "/admin/stock?q=-MAN-&per_page=5");
  // A coat of its own per project (they run side by side)
  const size = stock.items[jsEnabled(testInfo) ? 0 : 1]!;
  const seeded = { garment_type: "coat", season: "COLD", details: [] };
  await staffApi(token, "PUT", `/admin/products/${size.product_id}/attributes`, seeded);
  const shot = async (name: string) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `/tmp/shots/garments/${testInfo.project.name}-${name}-${width}.png`,
        fullPage: true,
      });
    }
  };

  for (const language of ["fr", "en"] as const) {
    const t = backOfficeTexts(language);
    if (language === "fr") await signInStaff(page, operator.email, operator.password);
    else {
      // The staff member's language, chosen in the header
      const fr = backOfficeTexts("fr");
      await page.getByLabel(fr("back-office.language")).selectOption("en");
      await page.getByRole("button", { name: fr("back-office.language_submit") }).click();
      await expect(page.getByRole("button", { name: t("back-office.sign_out") })).toBeVisible();
    }
    await page.goto(`/back-office/operations/stock?q=-MAN-`);
    await expect(page.getByRole("columnheader", { name: t("back-office-operations.col.garment") })).toBeVisible();
    await expect(page.locator("tbody")).toContainText(t("back-office-operations.garment.types.coat"));
    await shot(`${language}-stock`);

    await page.goto(`/back-office/operations/stock/${size.variant_id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await hydrated(page, testInfo);
    const form = page.getByRole("form", { name: t("back-office-operations.garment.title") });
    await form.getByLabel(t("back-office-operations.garment.type")).selectOption("pull");
    await form.getByLabel(t("back-office-operations.garment.season")).selectOption("WARM");
    await form.getByLabel(t("back-office-operations.garment.detail.hood")).setChecked(language === "fr");
    await form.getByRole("button", { name: t("back-office-operations.garment.submit") }).click();
    await expect(page.getByText(t("back-office-operations.garment.saved"))).toBeVisible();
    await expect(form.getByLabel(t("back-office-operations.garment.type"))).toHaveValue("pull");
    await expect(form.getByLabel(t("back-office-operations.garment.season"))).toHaveValue("WARM");
    await expect(form.getByLabel(t("back-office-operations.garment.detail.hood"))).toBeChecked({
      checked: language === "fr",
    });
    await shot(`${language}-ledger`);
  }

  // Put back as the seed had it
  await staffApi(token, "PUT", `/admin/products/${size.product_id}/attributes`, seeded);
});
