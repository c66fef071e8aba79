import type { APIRequestContext, Page } from "@playwright/test";
import {
  E2E_API_URL,
  LANGUAGES,
  allowConsoleErrors,
  expect,
  httpStatusError,
  jsEnabled,
  localized,
  test,
  texts,
  uniqueEmail,
  type Language,
} from "./fixtures";

/** §4/§5 newsletter form in the footer: entry, then thanks; empty asks for an e-mail, invalid shows form_wrong_email. */
async function openForm(page: Page, language: Language, js: boolean) {
  const t = await texts(language);
  await page.goto(localized("/", language));
  const section = page.locator("footer #newsletter");
  const email = section.getByRole("textbox", { name: t("newsletter.email_label") });
  const submit = section.getByRole("button", { name: t("newsletter.submit") });
  await expect(email).toBeVisible();
  // With JavaScript, wait for hydration so the enhanced (fetcher) path is the one tested
  if (js) await expect(section.locator('input[name="js"]')).toHaveCount(1);
  const subscribe = async (value: string) => {
    await email.fill(value);
    await submit.click();
  };
  return { t, section, email, submit, subscribe };
}

/**
 * The form really reached the API: subscribing the same address again answers 200 (already on the
 * list) instead of 201, with the language and source the storefront sent.
 */
async function expectSubscribed(request: APIRequestContext, email: string, language: Language) {
  const response = await request.post(`${E2E_API_URL}/subscribers`, {
    headers: { "accept-language": language },
    data: { email, list: "KID", source: "e2e check" },
  });
  expect(response.status(), `${email} is already subscribed`).toBe(200);
  const subscriber = (await response.json()) as { locale: string; source: string | null };
  expect(subscriber.locale).toBe(language);
  expect(subscriber.source).toBe("Footer HP");
}

for (const language of LANGUAGES) {
  test.describe(`newsletter in ${language}`, () => {
    test("empty e-mail: asked for; invalid: form_wrong_email; nothing sent, the text kept", async ({
      page,
    }, testInfo) => {
      const js = jsEnabled(testInfo);
      // The enhanced form gets a 400 answer for an invalid address; the browser logs that status
      if (js) allowConsoleErrors(page, httpStatusError(400, "/resources/newsletter"));
      const { t, section, email, subscribe } = await openForm(page, language, js);
      const error = section.getByText(t("form_wrong_email"), { exact: true });

      await subscribe("");
      await expect(section.getByText(t("newsletter.email_required"), { exact: true })).toBeVisible();
      await expect(error).toHaveCount(0);
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(section.getByText(t("newsletter.thanks"))).toHaveCount(0);

      const typed = "not-an-email@nowhere";
      await subscribe(typed);
      await expect(error).toBeVisible();
      await expect(email).toHaveValue(typed);
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(section.getByText(t("newsletter.thanks"))).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(localized("/", language));
    });

    test("unknown domain: thanks and a soft warning", async ({ page, request }, testInfo) => {
      const { t, section, subscribe } = await openForm(page, language, jsEnabled(testInfo));
      const email = uniqueEmail("unknown-domain-xyz.com", "someone");
      await subscribe(email);
      await expect(section.getByText(t("newsletter.thanks"))).toBeVisible();
      await expect(section.getByText(t("newsletter.unknown_domain"))).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(localized("/", language));
      await expectSubscribed(request, email, language);
    });

    test("known domain (gmail.com): thanks, no warning", async ({ page, request }, testInfo) => {
      const { t, section, subscribe } = await openForm(page, language, jsEnabled(testInfo));
      const email = uniqueEmail("gmail.com");
      await subscribe(email);
      await expect(section.getByText(t("newsletter.thanks"))).toBeVisible();
      await expect(section.getByText(t("newsletter.unknown_domain"))).toHaveCount(0);
      await expect(section.getByText(t("form_wrong_email"))).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(localized("/", language));
      await expectSubscribed(request, email, language);
    });
  });
}
