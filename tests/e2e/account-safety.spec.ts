import { allowConsoleErrors, expect, httpStatusError, localized, signIn, test, texts, uniqueEmail } from "./fixtures";
import { adminToken, api, mailTo } from "./shop";

/**
 * Account safety (issue 23, decision 0037), JavaScript on and off: a new e-mail needs the current
 * password and the previous address gets a "this wasn't me" link that gives the account back; a
 * password too easy to guess is refused in the page's language; a connect-as session sees the
 * e-mail and the password locked.
 */
const PASSWORD = "Velvet-otter-sings-42";

async function newClient(tag: string, language: "fr" | "de") {
  const email = uniqueEmail("example.com", `safety-${tag}`);
  const created = (await api("/clients", {
    method: "POST",
    headers: { "accept-language": language },
    body: JSON.stringify({ email, password: PASSWORD, firstname: "Inès", lastname: "Moreau" }),
  })) as { access_token: string; client_id: number };
  await api("/clients/me", {
    method: "PATCH",
    token: created.access_token,
    body: JSON.stringify({ locale: language, country: language === "de" ? "DE" : "FR", locale_chosen: true }),
  });
  return { email, id: created.client_id };
}

for (const language of ["fr", "de"] as const) {
  test(`a new e-mail needs the password; the previous address can take the account back (${language})`, async ({
    page,
  }, testInfo) => {
    allowConsoleErrors(page, httpStatusError(400, "/"), httpStatusError(422, "/"));
    const t = await texts(language);
    const client = await newClient(`${language}-${testInfo.project.name}`, language);
    await signIn(page, language, client.email, PASSWORD);

    await page.goto(localized("/infos/edit", language));
    const form = page.locator("main form");
    const moved = uniqueEmail("example.com", `moved-${language}`);
    await form.getByLabel(t("login.email"), { exact: true }).fill(moved);
    await form.getByRole("button", { name: t("account.edit.save") }).click();
    await expect(form.getByText(t("account.edit.current_password_required"))).toBeVisible();
    await form.getByLabel(t("login.email"), { exact: true }).fill(moved);
    await form.getByLabel(t("account.edit.current_password"), { exact: true }).fill("not-my-password");
    await form.getByRole("button", { name: t("account.edit.save") }).click();
    await expect(form.getByText(t("account.password.wrong_current"))).toBeVisible();
    await form.getByLabel(t("login.email"), { exact: true }).fill(moved);
    await form.getByLabel(t("account.edit.current_password"), { exact: true }).fill(PASSWORD);
    await form.getByRole("button", { name: t("account.edit.save") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("account.edit.email_changed") })).toBeVisible();

    // The previous address is told, with a way back
    const notice = await mailTo(client.email, (mail) => /\/email-change\/undo\?token=/.test(mail.text));
    const link = new URL(/https?:\/\/\S+\/email-change\/undo\?token=\S+/.exec(notice.text)![0]);
    expect(link.pathname).toBe(localized("/email-change/undo", language));
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("auth.email_revert.title"));
    await page.getByRole("button", { name: t("auth.email_revert.submit") }).click();
    await expect(page.getByText(t("auth.email_revert.done").replace("{{email}}", client.email))).toBeVisible();

    // Signed out everywhere; a reset link waits at the address given back
    await page.goto(localized("/infos", language));
    expect(new URL(page.url()).pathname).toBe(localized("/login", language));
    await mailTo(client.email, (mail) => /\/reset-password\?/.test(mail.text));
  });
}

test("a password too easy to guess is refused when changing it, in the page's language", async ({ page }, testInfo) => {
  allowConsoleErrors(page, httpStatusError(400, "/"));
  const t = await texts("de");
  const client = await newClient(`weak-${testInfo.project.name}`, "de");
  await signIn(page, "de", client.email, PASSWORD);
  await page.goto(localized("/infos/edit/password", "de"));
  const form = page.locator("main form");
  await form.getByLabel(t("account.password.current"), { exact: true }).fill(PASSWORD);
  await form.getByLabel(t("auth.new_password"), { exact: true }).fill("Passwort123");
  await form.getByLabel(t("auth.password_confirmation"), { exact: true }).fill("Passwort123");
  await form.getByRole("button", { name: t("account.password.save") }).click();
  await expect(form.getByText(t("form.error.password_weak"))).toBeVisible();
});

test("connected as a client, the e-mail and the password are locked", async ({ page }, testInfo) => {
  const t = await texts("fr");
  const client = await newClient(`connect-as-${testInfo.project.name}`, "fr");
  const { access_token } = (await api(`/admin/clients/${client.id}/connect-as`, {
    method: "POST",
    token: await adminToken(),
    body: "{}",
  })) as { access_token: string };
  await page.goto(`/infos/edit?connect-as-access-token=${encodeURIComponent(access_token)}`);
  await page.waitForURL((url) => url.pathname === "/infos/edit" && url.search === "");
  const form = page.locator("main form");
  await expect(form.getByText(t("account.connect_as.email_locked"))).toBeVisible();
  await expect(form.getByText(client.email)).toBeVisible();
  await expect(form.getByLabel(t("account.edit.current_password"))).toHaveCount(0);
  await page.goto("/infos/edit/password");
  await expect(page.getByText(t("account.connect_as.password_locked"))).toBeVisible();
  await expect(page.getByLabel(t("auth.new_password"))).toHaveCount(0);
});
