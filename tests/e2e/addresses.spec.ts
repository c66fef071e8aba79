import type { Page } from "@playwright/test";
import {
  E2E_API_URL,
  allowConsoleErrors,
  expect,
  httpStatusError,
  jsEnabled,
  localized,
  test,
  texts,
  uniqueEmail,
} from "./fixtures";

/**
 * /infos/edit/addresses (issue 4), in fr and de, with and without JavaScript: a new client adds a
 * French address (with JavaScript the town is suggested from the postcode and chosen; without, it
 * is typed), a Dutch one whose postcode "1234" is refused with the typed values kept and "1234 AB"
 * accepted, edits the first and deletes the second.
 */
const PAGE = "/infos/edit/addresses";

/** A fresh client made through the API, signed in through the login page. */
async function signInNewClient(page: Page, language: "fr" | "de", project: string) {
  const t = await texts(language);
  const email = uniqueEmail("example.com", `addresses-${language}-${project}`);
  const password = "Adresses-Malle-2026";
  const created = await fetch(`${E2E_API_URL}/clients`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": language },
    body: JSON.stringify({ email, password, firstname: "Camille", lastname: "Martin" }),
  });
  const answer = await created.text();
  expect(created.status, answer).toBe(201);
  // A client who chose the language: a French default address does not switch the site to French (§4)
  const { access_token: token } = JSON.parse(answer) as { access_token: string };
  const chosen = await fetch(`${E2E_API_URL}/clients/me`, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ locale: language, country: language === "fr" ? "FR" : "DE", locale_chosen: true }),
  });
  expect(chosen.status).toBe(200);
  await page.goto(`${localized("/login", language)}?redirect=${encodeURIComponent(PAGE)}`);
  const login = page.locator("main form").first();
  await login.getByLabel(t("login.email"), { exact: true }).fill(email);
  await login.getByLabel(t("login.password"), { exact: true }).fill(password);
  await login.getByRole("button", { name: t("login.submit") }).click();
  await page.waitForURL((url) => url.pathname === localized(PAGE, language));
}

for (const language of ["fr", "de"] as const) {
  test(`addresses (${language}): add a French and a Dutch address, edit one, delete one`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const js = jsEnabled(testInfo);
    // The refused Dutch postcode answers 400 (without JavaScript), which the browser logs
    allowConsoleErrors(page, httpStatusError(400, "/"));
    const t = await texts(language);
    await signInNewClient(page, language, testInfo.project.name);

    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(t("addresses.title"));
    await expect(main.getByText(t("addresses.empty_shipping"))).toBeVisible();
    await expect(main.getByText(t("addresses.empty_billing"))).toBeVisible();

    const form = page.locator("#address-form form");
    const field = (key: string) => form.getByLabel(t(`addresses.fields.${key}`), { exact: true });
    const country = field("country");
    const postcode = field("postcode");
    const city = field("city");
    // The countries carry their flag and dial code, named in the page's language
    await expect(country.locator('option[value="FR"]')).toHaveText(/🇫🇷 .+ \(\+33\)/);
    await expect(country.locator('option[value="NL"]')).toHaveText(/🇳🇱 .+ \(\+31\)/);

    // A French shipping address
    await form.getByRole("radio", { name: t("addresses.kind.shipping") }).check();
    await field("street").fill("12 rue de la Roquette");
    await country.selectOption("FR");
    if (js) {
      // Hydrated: the phone shows the French dial code, the postcode gets a numeric keyboard and
      // the town is looked up
      await expect(form.locator(".phone-input__dial")).toContainText("+33");
      await expect(postcode).toHaveAttribute("inputmode", "numeric");
      await postcode.fill("75011");
      const suggestions = form.getByRole("group", { name: t("addresses.towns.label_one") });
      const paris = suggestions.getByRole("button", { name: "Paris" });
      await expect(paris).toBeVisible();
      await paris.click();
      await expect(city).toHaveValue("Paris");
      await expect(paris).toHaveAttribute("aria-pressed", "true");
    } else {
      await postcode.fill("75011");
      await city.fill("Paris");
    }
    await field("phone").fill("+33 6 12 34 56 78");
    await form.getByRole("button", { name: t("addresses.form.add") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("addresses.notice.added") })).toBeVisible();
    const shipping = main.getByRole("region", { name: t("addresses.shipping") });
    const french = shipping.getByRole("listitem").filter({ hasText: "12 rue de la Roquette" });
    await expect(french).toContainText("75011 Paris");
    await expect(french).toContainText(t("addresses.default"));

    // A Dutch billing address: "1234" is refused, everything typed stays
    await form.getByRole("radio", { name: t("addresses.kind.billing") }).check();
    await field("street").fill("Damrak 1");
    await country.selectOption("NL");
    await postcode.fill("1234");
    await city.fill("Amsterdam");
    await field("phone").fill("+31 20 123 4567");
    await form.getByRole("button", { name: t("addresses.form.add") }).click();
    await expect(form.getByText(t("addresses.error.postcode_dutch"))).toBeVisible();
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await expect(postcode).toHaveValue("1234");
    await expect(field("street")).toHaveValue("Damrak 1");
    await expect(city).toHaveValue("Amsterdam");
    await expect(field("phone")).toHaveValue("+31 20 123 4567");
    await expect(country).toHaveValue("NL");
    await expect(form.getByRole("radio", { name: t("addresses.kind.billing") })).toBeChecked();

    await postcode.fill("1234 AB");
    await form.getByRole("button", { name: t("addresses.form.add") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("addresses.notice.added") })).toBeVisible();
    const billing = main.getByRole("region", { name: t("addresses.billing") });
    const dutch = billing.getByRole("listitem").filter({ hasText: "Damrak 1" });
    await expect(dutch).toContainText("1234 AB Amsterdam");
    await expect(dutch).toContainText(t("addresses.default"));
    await expect(shipping.getByRole("listitem")).toHaveCount(1);

    // Edit the French address: a link opens it in the form, the change shows in the list
    await french.getByRole("link", { name: t("addresses.edit") }).click();
    await expect(page.getByRole("heading", { name: t("addresses.form.edit_title") })).toBeVisible();
    await expect(field("street")).toHaveValue("12 rue de la Roquette");
    await expect(country).toHaveValue("FR");
    const complement = `${t("addresses.fields.complement")} ${t("addresses.fields.optional")}`;
    await form.getByLabel(complement, { exact: true }).fill("3e étage");
    await form.getByRole("button", { name: t("addresses.form.save") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("addresses.notice.updated") })).toBeVisible();
    await expect(french).toContainText("3e étage");
    await expect(french).toContainText("75011 Paris");

    // Delete the Dutch address: the billing list is empty again, the French one stays
    await dutch.getByRole("button", { name: t("addresses.delete") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("addresses.notice.deleted") })).toBeVisible();
    await expect(billing.getByText(t("addresses.empty_billing"))).toBeVisible();
    await expect(shipping.getByRole("listitem").filter({ hasText: "75011 Paris" })).toBeVisible();
  });
}
