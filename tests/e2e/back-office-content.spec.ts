import { STAFF_ADMIN, backOfficeTexts, signInStaff } from "./back-office";
import { allowConsoleErrors, expect, httpStatusError, test } from "./fixtures";

/**
 * The content administration's pages (issue 25): a shop text replaced and restored, a legal text
 * refused when a language is left empty, what was typed kept. English only (a content language,
 * not a site language), so no other test's pages change meanwhile.
 */
test("a text is replaced in a language, shows as edited, and the shop's text comes back", async ({ page }) => {
  const t = backOfficeTexts("fr");
  await signInStaff(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await page.goto("/back-office/content?locale=en&q=login.title");
  const row = page.getByRole("row", { name: /^login\.title\b/ });
  const value = row.getByLabel(t("back-office-content.value_for", { key: "login.title" }));
  const bundled = await row.getByRole("cell").first().textContent();
  await value.fill("Sign in to La Malle (edited)");
  await row.getByRole("button", { name: t("back-office-content.save") }).click();
  await expect(page.getByRole("status").first()).toHaveText(t("back-office-content.saved"));
  await expect(row.getByText(t("back-office-content.edited"))).toBeVisible();
  await expect(value).toHaveValue("Sign in to La Malle (edited)");

  await row.getByRole("button", { name: t("back-office-content.restore") }).click();
  await expect(page.getByRole("status").first()).toHaveText(t("back-office-content.removed"));
  await expect(value).toHaveValue(bundled ?? "");
  await expect(row.getByText(t("back-office-content.edited"))).toHaveCount(0);
});

test("a legal text left empty in a language is refused, naming it, and nothing typed is lost", async ({ page }) => {
  const t = backOfficeTexts("fr");
  allowConsoleErrors(page, httpStatusError(400, "/back-office/content/legal/legal_notice"));
  await signInStaff(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await page.goto("/back-office/content/legal");
  await page.goto("/back-office/content/legal/legal_notice");
  const english = page.getByRole("group", { name: t("back-office-content.locale_en") });
  const french = page.getByRole("group", { name: t("back-office-content.locale_fr") });
  await english.getByLabel(t("back-office-content.legal_field_title")).fill("");
  await french.getByLabel(t("back-office-content.legal_field_title")).fill("Mentions légales (brouillon)");
  await page.getByRole("button", { name: t("back-office-content.save") }).click();
  await expect(page.getByRole("alert")).toHaveText(
    t("back-office-content.error.legal_empty", { locales: t("back-office-content.locale_en") }),
  );
  await expect(french.getByLabel(t("back-office-content.legal_field_title"))).toHaveValue(
    "Mentions légales (brouillon)",
  );
});
