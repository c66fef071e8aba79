import { E2E_API_URL, expect, jsEnabled, localized, signIn, test, texts, uniqueEmail } from "./fixtures";

/**
 * Decision 0025 as a shopper sees it: changing the password on one device signs the other devices
 * out at once — their next account page asks to sign in — while the device that changed it stays
 * signed in.
 */
for (const language of ["fr", "de"] as const) {
  test(`a password change (${language}) signs the other devices out, not this one`, async ({
    page,
    browser,
  }, testInfo) => {
    const t = await texts(language);
    const email = uniqueEmail("example.com", "sessions");
    const first = "Premier-mot-2026";
    const second = "Zweites-Wort-2026";
    const created = await fetch(`${E2E_API_URL}/clients`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: first, locale: language }),
    });
    expect(created.status).toBe(201);

    const phone = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      javaScriptEnabled: jsEnabled(testInfo),
    });
    const phonePage = await phone.newPage();
    await signIn(phonePage, language, email, first);
    await signIn(page, language, email, first);

    await page.goto(localized("/infos/edit/password", language));
    const change = page
      .locator("main form")
      .filter({ has: page.getByRole("button", { name: t("account.password.save") }) });
    await change.getByLabel(t("account.password.current"), { exact: true }).fill(first);
    await change.getByLabel(t("auth.new_password"), { exact: true }).fill(second);
    await change.getByLabel(t("auth.password_confirmation"), { exact: true }).fill(second);
    await change.getByRole("button", { name: t("account.password.save") }).click();
    await page.waitForURL((url) => url.pathname === localized("/infos", language));
    await expect(page.getByRole("status").filter({ hasText: t("account.password.changed") })).toBeVisible();

    // This device is still signed in, page after page
    await page.goto(localized("/infos", language));
    expect(new URL(page.url()).pathname).toBe(localized("/infos", language));

    // The other one is asked to sign in again
    await phonePage.goto(localized("/infos", language));
    expect(new URL(phonePage.url()).pathname).toBe(localized("/login", language));
    await expect(phonePage.getByRole("heading", { level: 1, name: t("login.title") })).toBeVisible();
    await phone.close();
  });
}
