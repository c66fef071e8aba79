import { DEMO_ACCOUNT } from "./demo-account";
import { LANGUAGES, allowConsoleErrors, expect, httpStatusError, localized, test, texts } from "./fixtures";

/** §4 route guards: an unauthenticated visitor goes to login with the wanted path. */
for (const language of LANGUAGES) {
  test(`guarded page: ${localized("/infos", language)} sends a visitor to ${localized("/login", language)}?redirect=%2Finfos`, async ({
    page,
  }) => {
    const t = await texts(language);
    const response = await page.goto(localized("/infos", language));
    expect(response?.status()).toBe(200);
    const url = new URL(page.url());
    expect(url.pathname).toBe(localized("/login", language));
    expect(url.search).toBe("?redirect=%2Finfos");
    const first = response!.request().redirectedFrom();
    expect(first, "one redirect").not.toBeNull();
    expect(new URL(first!.url()).pathname).toBe(localized("/infos", language));
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("heading", { level: 1, name: t("login.title") })).toBeVisible();
  });
}

for (const language of ["fr", "de"] as const) {
  test(`sign in (${language}) with the demo account at login?redirect=%2Finfos, then sign out`, async ({ page }) => {
    const t = await texts(language);
    await page.goto(`${localized("/login", language)}?redirect=%2Finfos`);
    const form = page.locator("main form");
    await form.getByLabel(t("login.email"), { exact: true }).fill(DEMO_ACCOUNT.email);
    await form.getByLabel(t("login.password"), { exact: true }).fill(DEMO_ACCOUNT.password);
    await form.getByRole("button", { name: t("login.submit") }).click();

    await page.waitForURL((url) => url.pathname === localized("/infos", language));
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toContainText(DEMO_ACCOUNT.firstname);
    await expect(main).toContainText(`${DEMO_ACCOUNT.firstname} ${DEMO_ACCOUNT.lastname}`);
    await expect(main).toContainText(DEMO_ACCOUNT.email);
    // The session cookie keeps the tokens away from scripts (§4, BFF)
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "__session");
    expect(session?.httpOnly, "httpOnly session cookie").toBe(true);

    // Signing out is a POST form; afterwards the account is guarded again
    await main.getByRole("button", { name: t("logout.submit") }).click();
    await page.waitForURL((url) => url.pathname === localized("/", language));
    await page.goto(localized("/infos", language));
    expect(new URL(page.url()).pathname).toBe(localized("/login", language));
  });
}

test("wrong password: an error on the login page, still signed out", async ({ page }) => {
  // The login answer carries the 401 status, which the browser logs
  allowConsoleErrors(page, httpStatusError(401, "/login"));
  const t = await texts("fr");
  await page.goto("/login?redirect=%2Finfos");
  const form = page.locator("main form");
  await form.getByLabel(t("login.email"), { exact: true }).fill(DEMO_ACCOUNT.email);
  await form.getByLabel(t("login.password"), { exact: true }).fill("definitely-not-the-password");
  await form.getByRole("button", { name: t("login.submit") }).click();
  await expect(form.getByRole("alert")).toHaveText(t("login.invalid_credentials"));
  await expect(form.getByLabel(t("login.email"), { exact: true })).toHaveValue(DEMO_ACCOUNT.email);
  expect(new URL(page.url()).pathname).toBe("/login");
});
