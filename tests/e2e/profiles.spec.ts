import { readFileSync } from "node:fs";
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
  type Language,
  type Texts,
} from "./fixtures";

const PASSWORD = "Profiles-e2e-2026!";
const PHOTO = readFileSync(new URL("./files/kid-photo.png", import.meta.url));

/** A new client, signed up through the API in the page's language; returns its bearer header. */
async function signUp(language: Language, email: string): Promise<Record<string, string>> {
  const response = await fetch(`${E2E_API_URL}/clients`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": language },
    body: JSON.stringify({ email, password: PASSWORD, firstname: "Claire" }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, "content-type": "application/json" };
}

async function signIn(page: Page, language: Language, t: Texts, email: string) {
  await page.goto(`${localized("/login", language)}?redirect=%2Finfos%2Fkids`);
  const form = page.locator("main form");
  await form.getByLabel(t("login.email"), { exact: true }).fill(email);
  await form.getByLabel(t("login.password"), { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: t("login.submit") }).click();
  await page.waitForURL((url) => url.pathname === localized("/infos/kids", language));
}

/** "8 ans", "8 Jahre": an age size as the page words it. */
const years = (count: number, language: Language) =>
  new Intl.NumberFormat(language, { style: "unit", unit: "year", unitDisplay: "long" }).format(count);

/** The confirmation a form's redirect flashes onto the next page. */
async function expectNotice(page: Page, text: string) {
  await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
}

const named = (text: string, firstname: string) => text.replace("{{firstname}}", firstname);

for (const language of ["fr", "de"] as const) {
  test(`profiles (${language}): add a kid, a photo, sizes, then delete it`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const t = await texts(language);
    const email = uniqueEmail("example.com", "profiles");
    await signUp(language, email);
    await signIn(page, language, t, email);

    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1, name: t("profiles.kids.title") })).toBeVisible();
    await expect(main.getByText(t("profiles.kids.empty"))).toBeVisible();

    // A kid without a birthdate is refused with the spec's message, keeping what was typed
    await main.getByRole("link", { name: t("profiles.kids.add_kid") }).click();
    await page.waitForURL((url) => url.pathname === localized("/profil/new", language));
    allowConsoleErrors(page, httpStatusError(400, localized("/profil/new", language)));
    await main.getByLabel(t("profiles.form.firstname")).fill("Lina");
    await main.getByRole("radio", { name: t("profiles.gender.girl"), exact: true }).check();
    await main.getByLabel(t("profiles.form.top_size"), { exact: true }).selectOption("4 ans");
    await main.getByRole("button", { name: t("profiles.new.submit_kid") }).click();
    await expect(main.getByRole("alert")).toHaveText(t("profiles.error.mandatory"));
    await expect(main.getByText(t("profiles.error.birthdate_required"))).toBeVisible();
    await expect(main.getByLabel(t("profiles.form.firstname"))).toHaveValue("Lina");
    await expect(main.getByRole("radio", { name: t("profiles.gender.girl"), exact: true })).toBeChecked();
    await expect(main.getByLabel(t("profiles.form.birthdate"))).toHaveAttribute("aria-invalid", "true");

    // With a birthdate it is created, and its page opens
    await main.getByLabel(t("profiles.form.birthdate")).fill("2021-05-03");
    await main.getByRole("button", { name: t("profiles.new.submit_kid") }).click();
    await page.waitForURL((url) => /^\/(de\/)?profil\/\d+$/.test(url.pathname));
    const profilePath = new URL(page.url()).pathname;
    await expectNotice(page, t("profiles.notice.created"));
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(named(t("profiles.edit.heading"), "Lina"));
    await expect(main.getByLabel(t("profiles.form.top_size"), { exact: true })).toHaveValue("4 ans");

    // A photo: previewed with JavaScript, saved either way, served through the storefront
    await main.getByLabel(t("profiles.photo.choose")).setInputFiles({
      name: "lina.png",
      mimeType: "image/png",
      buffer: PHOTO,
    });
    if (jsEnabled(testInfo)) await expect(main.getByAltText(t("profiles.photo.preview_alt"))).toBeVisible();
    await main.getByRole("button", { name: t("profiles.photo.submit") }).click();
    await expectNotice(page, t("profiles.notice.photo_saved"));
    const photo = main.getByAltText(named(t("profiles.photo.alt"), "Lina"));
    await expect(photo).toHaveAttribute("src", /^\/media\/profile-photos\/[\w-]{43}\.png$/);
    const served = await page.request.get((await photo.getAttribute("src"))!);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(Buffer.from(await served.body()).equals(PHOTO)).toBe(true);

    // Sizes change and stay
    await main.getByLabel(t("profiles.form.top_size"), { exact: true }).selectOption("5 ans");
    await main.getByLabel(t("profiles.form.shoe_size"), { exact: true }).selectOption("27");
    await main.getByRole("button", { name: t("profiles.edit.submit") }).click();
    await expectNotice(page, t("profiles.notice.saved"));
    await expect(main.getByLabel(t("profiles.form.top_size"), { exact: true })).toHaveValue("5 ans");
    await expect(main.getByLabel(t("profiles.form.shoe_size"), { exact: true })).toHaveValue("27");

    // The list shows the photo and the sizes, worded in the page's language
    await main.getByRole("link", { name: t("profiles.back") }).click();
    await page.waitForURL((url) => url.pathname === localized("/infos/kids", language));
    const card = main.getByRole("article", { name: "Lina" });
    await expect(card.getByAltText(named(t("profiles.photo.alt"), "Lina"))).toBeVisible();
    await expect(card).toContainText(t("profiles.gender.girl"));
    await expect(card).toContainText(years(5, language));
    await expect(card).toContainText(t("profiles.status.PROSPECT"));

    // Deleting asks first, then the profile is gone
    await card.getByRole("link", { name: named(t("profiles.kids.edit"), "Lina") }).click();
    await page.waitForURL((url) => url.pathname === profilePath);
    await main.getByRole("link", { name: named(t("profiles.delete.ask"), "Lina") }).click();
    await expect(main.getByText(named(t("profiles.delete.confirm_text"), "Lina"))).toBeVisible();
    await main.getByRole("button", { name: t("profiles.delete.confirm") }).click();
    await page.waitForURL((url) => url.pathname === localized("/infos/kids", language));
    await expectNotice(page, t("profiles.notice.deleted"));
    await expect(main.getByText(t("profiles.kids.empty"))).toBeVisible();
    allowConsoleErrors(page, httpStatusError(404, profilePath));
    expect((await page.goto(profilePath))?.status()).toBe(404);
  });

  test(`profiles (${language}): another client's profile is a 404 page`, async ({ page }) => {
    const t = await texts(language);
    const email = uniqueEmail("example.com", "profiles");
    await signUp(language, email);
    const other = await signUp(language, uniqueEmail("example.com", "profiles-other"));
    const created = await fetch(`${E2E_API_URL}/clients/me/kids`, {
      method: "POST",
      headers: other,
      body: JSON.stringify({ firstname: "Sacha", gender: "boy", birthdate: "2018-02-01" }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await signIn(page, language, t, email);
    for (const path of [`/profil/${id}`, `/profil/woman/${id}`]) {
      const url = localized(path, language);
      allowConsoleErrors(page, httpStatusError(404, url));
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: t("error.not_found_title") })).toBeVisible();
      await expect(page.locator("main")).not.toContainText("Sacha");
    }
  });
}
