import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  E2E_API_URL,
  allowConsoleErrors,
  expect,
  httpStatusError,
  hydrated,
  jsEnabled,
  localized,
  signIn,
  test,
  texts,
  uniqueEmail,
} from "./fixtures";

const PHOTO = readFileSync(new URL("./files/kid-photo.png", import.meta.url));

/**
 * Issue 4's journey, as a new customer lives it, in fr and de, with and without JavaScript: sign up
 * in the middle of the kid sign-up quiz (its account step), sign out, sign in, confirm the details, add a kid with a photo, a
 * French address (town suggested from the postcode) and a Dutch one, change the password, sign
 * out, reset it through the link of the e-mail the API sent, and sign in with the new one.
 */
type StoredMail = { to: string; subject: string; text: string; date: string };

async function resetLinkFor(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${E2E_API_URL}/dev/mail`);
    const mails = (await response.json()) as StoredMail[];
    const mail = mails.find((entry) => entry.to.includes(email));
    const link = mail && /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset e-mail for ${email}`);
}

/**
 * The kid quiz's steps before its account step (tests/e2e/quiz-steps.spec.ts walks the whole quiz):
 * the first choice of each, a first name and a birthdate, until the account form shows.
 */
async function startKidQuiz(page: Page) {
  const main = page.locator("main");
  await main.locator("input[name=firstname]").fill("Léo");
  await main.locator("input[name=gender]").first().check();
  await main.locator("input[name=birthdate]").fill("2020-02-14");
  await main.locator("form button[type=submit]").click();
  await page.waitForURL((url) => url.pathname.endsWith("/quiz/signup/sizes"));
  await main.locator("input[name=top_size]").first().check();
  await main.locator("input[name=bottom_size]").first().check();
  await main.locator("form button[type=submit]").click();
  await page.waitForURL((url) => url.pathname.endsWith("/quiz/signup/account"));
}

async function signOut(page: Page, language: "fr" | "de") {
  const t = await texts(language);
  await page
    .locator("main")
    .getByRole("button", { name: t("logout.submit") })
    .click();
  await page.waitForURL((url) => url.pathname === localized("/", language));
}

for (const language of ["fr", "de"] as const) {
  test(`account journey (${language}): sign up, sign in, change and reset the password`, async ({ page }, testInfo) => {
    test.slow();
    // The refused attempts below answer 400/401/422, which the browser logs
    allowConsoleErrors(page, httpStatusError(400, "/"), httpStatusError(401, "/"), httpStatusError(422, "/"));
    const t = await texts(language);
    const email = uniqueEmail("example.com", `journey-${language}-${testInfo.project.name}`);
    const first = "Premier-mot-2026";
    const second = "Zweites-Wort-2026";
    const third = "Tercera-clave-2026";

    // Sign up in the kid quiz: its first steps (the kid, the sizes), then the account step
    await page.goto(localized("/quiz/signup/kid", language));
    await hydrated(page, testInfo);
    await startKidQuiz(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("signup.kid.title"));
    // A too-short password is refused, what was typed (but the password) stays
    const signup = page.locator("main form");
    await signup.getByLabel(t("account.fields.firstname"), { exact: true }).fill("Alice");
    await signup.getByLabel(t("account.fields.lastname"), { exact: true }).fill("Durand");
    await signup.getByLabel(t("login.email"), { exact: true }).fill(email);
    await signup.getByLabel(t("login.password"), { exact: true }).fill("short");
    await signup.getByRole("button", { name: t("signup.submit") }).click();
    await expect(signup.getByText(t("form.error.password_short"))).toBeVisible();
    await expect(signup.getByLabel(t("login.email"), { exact: true })).toHaveValue(email);
    await expect(signup.getByLabel(t("account.fields.firstname"), { exact: true })).toHaveValue("Alice");
    await expect(signup.getByLabel(t("account.fields.optin_kid"))).toBeChecked();
    // Long enough but too easy to guess: the API refuses it, the page says why (decision 0037)
    await signup.getByLabel(t("login.password"), { exact: true }).fill("azerty123");
    await signup.getByRole("button", { name: t("signup.submit") }).click();
    await expect(signup.getByText(t("form.error.password_weak"))).toBeVisible();
    await signup.getByLabel(t("login.password"), { exact: true }).fill(first);
    await signup.getByRole("button", { name: t("signup.submit") }).click();
    // The quiz goes on after the account step
    await page.waitForURL((url) => url.pathname === localized("/quiz/signup/colours", language));
    await expect(page.getByRole("status").filter({ hasText: t("signup.welcome") })).toBeVisible();

    // Signed in: the account shows the new client, then sign out
    await page.goto(localized("/infos", language));
    await expect(page.locator("main h1")).toContainText("Alice");
    await expect(page.locator("main")).toContainText(t("account.kind.prospect.title"));
    await signOut(page, language);

    // Sign in again and confirm the details: the pair saved is the client's choice (§4)
    await signIn(page, language, email, first);
    await page.goto(localized("/infos/edit", language));
    const details = page
      .locator("main form")
      .filter({ has: page.getByRole("button", { name: t("account.edit.save") }) });
    await details.getByLabel(t("account.fields.phone"), { exact: true }).fill("+33 6 12 34 56 78");
    await details.getByRole("button", { name: t("account.edit.save") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("account.saved") })).toBeVisible();
    await expect(details.getByLabel(t("account.fields.phone"), { exact: true })).toHaveValue("+33 6 12 34 56 78");

    // A kid, then its photo
    const main = page.locator("main");
    await page.goto(localized("/profil/new", language));
    await main.getByLabel(t("profiles.form.firstname")).fill("Lina");
    await main.getByRole("radio", { name: t("profiles.gender.girl"), exact: true }).check();
    await main.getByLabel(t("profiles.form.birthdate")).fill("2021-05-03");
    await main.getByRole("button", { name: t("profiles.new.submit_kid") }).click();
    await page.waitForURL((url) => /^\/(de\/)?profil\/\d+$/.test(url.pathname));
    await main
      .getByLabel(t("profiles.photo.choose"))
      .setInputFiles({ name: "lina.png", mimeType: "image/png", buffer: PHOTO });
    await main.getByRole("button", { name: t("profiles.photo.submit") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("profiles.notice.photo_saved") })).toBeVisible();
    await page.goto(localized("/infos/kids", language));
    await expect(main.getByAltText(t("profiles.photo.alt").replace("{{firstname}}", "Lina"))).toBeVisible();

    // A French address, the town suggested from the postcode (typed without JavaScript)
    await page.goto(localized("/infos/edit/addresses", language));
    const address = page.locator("#address-form form");
    const field = (key: string) => address.getByLabel(t(`addresses.fields.${key}`), { exact: true });
    await address.getByRole("radio", { name: t("addresses.kind.shipping") }).check();
    await field("street").fill("12 rue de la Roquette");
    await field("country").selectOption("FR");
    await field("postcode").fill("75011");
    if (jsEnabled(testInfo)) {
      await address.getByRole("button", { name: "Paris" }).click();
      await expect(field("city")).toHaveValue("Paris");
    } else {
      await field("city").fill("Paris");
    }
    await field("phone").fill("+33 6 12 34 56 78");
    await address.getByRole("button", { name: t("addresses.form.add") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("addresses.notice.added") })).toBeVisible();
    await expect(main).toContainText("75011 Paris");

    // A Dutch one: 1234 is refused, 1234 AB accepted
    await address.getByRole("radio", { name: t("addresses.kind.billing") }).check();
    await field("street").fill("Damrak 1");
    await field("country").selectOption("NL");
    await field("postcode").fill("1234");
    await field("city").fill("Amsterdam");
    await field("phone").fill("+31 20 123 4567");
    await address.getByRole("button", { name: t("addresses.form.add") }).click();
    await expect(address.getByText(t("addresses.error.postcode_dutch"))).toBeVisible();
    await expect(field("street")).toHaveValue("Damrak 1");
    await field("postcode").fill("1234 AB");
    await address.getByRole("button", { name: t("addresses.form.add") }).click();
    await expect(main).toContainText("1234 AB Amsterdam");
    // The language chosen on the details page stays: no switch to the address's country
    expect(new URL(page.url()).pathname).toBe(localized("/infos/edit/addresses", language));

    // Change the password (the current one is checked)
    await page.goto(localized("/infos/edit/password", language));
    const change = page
      .locator("main form")
      .filter({ has: page.getByRole("button", { name: t("account.password.save") }) });
    await change.getByLabel(t("account.password.current"), { exact: true }).fill("not-my-password");
    await change.getByLabel(t("auth.new_password"), { exact: true }).fill(second);
    await change.getByLabel(t("auth.password_confirmation"), { exact: true }).fill(second);
    await change.getByRole("button", { name: t("account.password.save") }).click();
    await expect(change.getByText(t("account.password.wrong_current"))).toBeVisible();
    await change.getByLabel(t("account.password.current"), { exact: true }).fill(first);
    await change.getByLabel(t("auth.new_password"), { exact: true }).fill(second);
    await change.getByLabel(t("auth.password_confirmation"), { exact: true }).fill(second);
    await change.getByRole("button", { name: t("account.password.save") }).click();
    await page.waitForURL((url) => url.pathname === localized("/infos", language));
    await expect(page.getByRole("status").filter({ hasText: t("account.password.changed") })).toBeVisible();
    await signOut(page, language);

    // Forgotten password: ask for the link, open it from the e-mail, choose a new password
    await page.goto(localized("/login", language));
    await page.getByRole("link", { name: t("auth.forgot_password") }).click();
    await page.waitForURL((url) => url.pathname === localized("/reset-password", language));
    // With JavaScript the address changes before the new page is drawn: the sign-in form (an e-mail
    // field too) may still be there, and what is typed would go to it
    await expect(page.getByRole("heading", { level: 1, name: t("auth.reset_title") })).toBeVisible();
    const ask = page.locator("main form");
    await ask.getByLabel(t("login.email"), { exact: true }).fill(email);
    await ask.getByRole("button", { name: t("auth.reset_send") }).click();
    await expect(page.getByText(t("auth.reset_sent").replace("{{email}}", email))).toBeVisible();
    const link = await resetLinkFor(email);
    // The link opens the page in the client's language, on the site under test
    const target = new URL(link);
    expect(target.pathname).toBe(localized("/reset-password", language));
    await page.goto(target.pathname + target.search);
    const choose = page.locator("main form");
    await choose.getByLabel(t("auth.new_password"), { exact: true }).fill(third);
    await choose.getByLabel(t("auth.password_confirmation"), { exact: true }).fill(third);
    await choose.getByRole("button", { name: t("auth.reset_save") }).click();
    await page.waitForURL((url) => url.pathname === localized("/login", language));
    await expect(page.getByRole("status").filter({ hasText: t("auth.reset_done") })).toBeVisible();

    // The used link says so
    await page.goto(target.pathname + target.search);
    const again = page.locator("main form");
    await again.getByLabel(t("auth.new_password"), { exact: true }).fill("Quatrieme-mot-2026");
    await again.getByLabel(t("auth.password_confirmation"), { exact: true }).fill("Quatrieme-mot-2026");
    await again.getByRole("button", { name: t("auth.reset_save") }).click();
    await expect(page.getByRole("alert")).toHaveText(t("auth.reset_link_invalid"));

    // The old passwords no longer open the account; the new one does
    await page.goto(localized("/login", language));
    const login = page.locator("main form").first();
    await login.getByLabel(t("login.email"), { exact: true }).fill(email);
    await login.getByLabel(t("login.password"), { exact: true }).fill(second);
    await login.getByRole("button", { name: t("login.submit") }).click();
    await expect(login.getByRole("alert")).toHaveText(t("login.invalid_credentials"));
    // Two profiles now (the quiz's kid and Lina): the sign-in asks which one to go on with
    await login.getByLabel(t("login.password"), { exact: true }).fill(third);
    await login.getByRole("button", { name: t("login.submit") }).click();
    await page.waitForURL((url) => url.pathname === localized("/login/kid-choice", language));
    await page.goto(localized("/infos", language));
    await expect(page.locator("main h1")).toContainText("Alice");
  });
}
