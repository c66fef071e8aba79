import type { Locator, Page } from "@playwright/test";
import { STAFF_ADMIN, backOfficeTexts, signInStaff, staffToken } from "./back-office";
import { E2E_API_URL, allowConsoleErrors, expect, httpStatusError, hydrated, jsEnabled, test } from "./fixtures";

/**
 * The back-office's FAQ and SEO pages (issue 25): what staff create, edit and delete shows in the
 * shop at once; a refused input keeps what was typed. Runs with JavaScript on and off (both projects),
 * each run on rows of its own (a stamped section and question, a brand page per project), and puts
 * the demo data back whatever happens.
 */
const LOCALES = ["fr", "de", "nl", "es", "en"] as const;
const t = backOfficeTexts("fr");

type Section = { id: number; section: string; position: number; questions: { id: number }[] };

/** An API call as the seed's administrator; `ok` lists the statuses that are not a failure. */
async function adminCall(method: string, path: string, ok: number[] = [200, 201, 204]) {
  const token = await staffToken(STAFF_ADMIN.email, STAFF_ADMIN.password);
  const response = await fetch(`${E2E_API_URL}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  if (!ok.includes(response.status)) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.status === 200 ? ((await response.json()) as unknown) : undefined;
}

const group = (page: Page, locale: (typeof LOCALES)[number]) =>
  page.getByRole("group", { name: t(`back-office-website.locale_${locale}`), exact: true });

/** The notice shown after a successful post (post/redirect/get). */
const notice = (page: Page) => page.getByRole("status").first();

/** Ticks "yes, delete" (or not) and presses the delete button. */
async function deleteWith(page: Page, confirm: string, tick: boolean) {
  if (tick) await page.getByLabel(confirm).check();
  await page.getByRole("button", { name: t("back-office-website.delete"), exact: true }).click();
}

/** A back-office form's page, its scripts running: with JavaScript, text typed before hydration can be lost. */
async function openForm(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page, test.info());
}

const faqQuestion = (page: Page, text: string): Locator => page.locator("details.faq-question", { hasText: text });

test("an FAQ section and question are created, edited and deleted, and /faq follows at once", async ({
  page,
}, testInfo) => {
  test.slow();
  const stamp = `${Date.now().toString(36)}-${jsEnabled(testInfo) ? "js" : "nojs"}`;
  const key = `e2e-${stamp}`;
  const title = (locale: string) => `E2E ${locale} ${stamp}`;
  const question = (locale: string) => `Question e2e ${locale} ${stamp} ?`;
  // Just before the last section: the first two (which other tests read) and the very last question stay as they are
  const sections = (await adminCall("GET", "/admin/website/faq-sections")) as Section[];
  const position = Math.max(0, sections.at(-1)!.position - 1);
  allowConsoleErrors(page, httpStatusError(400, "/back-office/content/faq"));
  allowConsoleErrors(page, /status of 400/);

  try {
    await signInStaff(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
    await openForm(page, "/back-office/content/faq");
    await expect(page.getByRole("heading", { level: 2, name: sections[0]!.section })).toBeVisible();

    // A key the API refuses: the page says why on the field, and keeps every title typed
    await page.getByLabel(t("back-office-website.faq.section_key")).fill("Pas une clé !");
    await page.getByLabel(t("back-office-website.position"), { exact: true }).fill(String(position));
    for (const locale of LOCALES)
      await group(page, locale).getByLabel(t("back-office-website.faq.section_title")).fill(title(locale));
    await page.getByRole("button", { name: t("back-office-website.faq.create_section") }).click();
    await expect(page.getByRole("alert")).toHaveText(t("back-office-website.error.check_fields"));
    await expect(page.getByText(t("back-office-website.error.key_format"))).toBeVisible();
    await expect(page.getByLabel(t("back-office-website.faq.section_key"))).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(t("back-office-website.faq.section_key"))).toHaveValue("Pas une clé !");
    await expect(group(page, "nl").getByLabel(t("back-office-website.faq.section_title"))).toHaveValue(title("nl"));

    await page.getByLabel(t("back-office-website.faq.section_key")).fill(key);
    await page.getByRole("button", { name: t("back-office-website.faq.create_section") }).click();
    await expect(notice(page)).toHaveText(t("back-office-website.faq.section_created"));
    await expect(page).toHaveURL(/\/back-office\/content\/faq\/sections\/\d+$/);

    // A question in it, from the list's link
    await openForm(page, "/back-office/content/faq");
    await page.getByRole("link", { name: t("back-office-website.faq.add_question", { title: title("fr") }) }).click();
    await expect(page).toHaveURL(/\/faq\/questions\/new\?section=\d+$/);
    await expect(page.getByLabel(t("back-office-website.faq.section"), { exact: true })).toHaveValue(/\d+/);
    await page.getByLabel(t("back-office-website.faq.anchor"), { exact: true }).fill(key);
    for (const locale of LOCALES) {
      await group(page, locale).getByLabel(t("back-office-website.faq.question")).fill(question(locale));
      await group(page, locale).getByLabel(t("back-office-website.faq.answer")).fill(`Réponse ${locale} ${stamp}.`);
    }
    await page.getByRole("button", { name: t("back-office-website.faq.create_question") }).click();
    await expect(notice(page)).toHaveText(t("back-office-website.faq.question_created"));
    const questionPage = page.url();

    await page.goto("/faq");
    await expect(faqQuestion(page, question("fr"))).toHaveCount(1);
    await page.goto("/de/faq");
    await expect(faqQuestion(page, question("de"))).toHaveCount(1);

    // Edited in French: the page shows the new question, the German one is unchanged
    await openForm(page, questionPage);
    await group(page, "fr").getByLabel(t("back-office-website.faq.question")).fill(`Modifiée ${stamp} ?`);
    await page.getByRole("button", { name: t("back-office-website.save"), exact: true }).click();
    await expect(notice(page)).toHaveText(t("back-office-website.faq.question_saved"));
    await expect(group(page, "fr").getByLabel(t("back-office-website.faq.question"))).toHaveValue(
      `Modifiée ${stamp} ?`,
    );
    await page.goto("/faq");
    await expect(faqQuestion(page, `Modifiée ${stamp} ?`)).toHaveCount(1);
    await expect(faqQuestion(page, question("fr"))).toHaveCount(0);

    // Deleting needs "yes, delete" ticked; then the question is gone from the page
    await openForm(page, questionPage);
    await deleteWith(page, t("back-office-website.faq.delete_question_confirm"), false);
    await expect(page.getByText(t("back-office-website.error.confirm"))).toBeVisible();
    await deleteWith(page, t("back-office-website.faq.delete_question_confirm"), true);
    await expect(notice(page)).toHaveText(t("back-office-website.faq.question_deleted"));
    await page.goto("/faq");
    await expect(faqQuestion(page, `Modifiée ${stamp} ?`)).toHaveCount(0);

    // The section: its title edited, then deleted
    await openForm(page, "/back-office/content/faq");
    await page.getByRole("link", { name: t("back-office-website.faq.edit_section", { title: title("fr") }) }).click();
    await expect(page).toHaveURL(/\/faq\/sections\/\d+$/);
    await group(page, "fr").getByLabel(t("back-office-website.faq.section_title")).fill(`Rubrique ${stamp}`);
    await page.getByRole("button", { name: t("back-office-website.save"), exact: true }).click();
    await expect(notice(page)).toHaveText(t("back-office-website.faq.section_saved"));
    await expect(page.getByRole("heading", { level: 2, name: `Rubrique ${stamp} ${key}` })).toBeVisible();
    await deleteWith(page, t("back-office-website.faq.delete_section_confirm", { count: "0" }), true);
    await expect(notice(page)).toHaveText(t("back-office-website.faq.section_deleted"));
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(key) })).toHaveCount(0);
  } finally {
    const left = ((await adminCall("GET", "/admin/website/faq-sections")) as Section[]).find((s) => s.section === key);
    if (left) await adminCall("DELETE", `/admin/website/faq-sections/${left.id}`, [204, 404]);
  }
});

test("a brand page's SEO record is created, edited and deleted, and the page's head follows", async ({
  page,
}, testInfo) => {
  test.slow();
  // One brand per project, so the two runs never share a record
  const brand = jsEnabled(testInfo) ? "mimosa-lisboa" : "stapje";
  const slug = `brand-${brand}`;
  const stamp = Date.now().toString(36);
  const description = page.locator('head meta[name="description"]');
  allowConsoleErrors(page, /status of 400/);
  await adminCall("DELETE", `/admin/website/seo-metadata/${slug}`, [204, 404]);

  try {
    await page.goto(`/brands/${brand}`);
    const ownTitle = await page.title();
    const ownDescription = await description.getAttribute("content");

    await signInStaff(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
    await openForm(page, "/back-office/content/seo");
    await expect(page.getByRole("row", { name: /^faq\b/ })).toBeVisible();
    await page.getByRole("link", { name: t("back-office-website.seo.new") }).click();
    await expect(page).toHaveURL(/\/seo\/new$/);

    // The API refuses the key and the picture's address: both fields say so, every text typed is kept
    await page.getByLabel(t("back-office-website.seo.slug")).fill("Pas une clé");
    await page.getByLabel(t("back-office-website.seo.image_url")).fill("http://example.com/picture.png");
    for (const locale of LOCALES) {
      await group(page, locale)
        .getByLabel(t("back-office-website.seo.title_field"), { exact: true })
        .fill(`SEO ${locale} ${stamp}`);
      await group(page, locale)
        .getByLabel(t("back-office-website.seo.description"), { exact: true })
        .fill(`Description ${locale} ${stamp}`);
    }
    await page.getByRole("button", { name: t("back-office-website.seo.create") }).click();
    await expect(page.getByRole("alert")).toHaveText(t("back-office-website.error.check_fields"));
    await expect(page.locator("#website-slug-error")).toHaveText(t("back-office-website.error.key_format"));
    await expect(page.locator("#website-image_url-error")).toHaveText(t("back-office-website.error.image_url"));
    await expect(page.getByLabel(t("back-office-website.seo.slug"))).toHaveValue("Pas une clé");
    await expect(group(page, "es").getByLabel(t("back-office-website.seo.title_field"), { exact: true })).toHaveValue(
      `SEO es ${stamp}`,
    );

    await page.getByLabel(t("back-office-website.seo.slug")).fill(slug);
    await page.getByLabel(t("back-office-website.seo.image_url")).fill("");
    await page.getByRole("button", { name: t("back-office-website.seo.create") }).click();
    await expect(notice(page)).toHaveText(t("back-office-website.seo.created"));
    const recordPage = page.url();
    expect(new URL(recordPage).pathname).toBe(`/back-office/content/seo/pages/${slug}`);

    await page.goto(`/brands/${brand}`);
    await expect(page).toHaveTitle(`SEO fr ${stamp}`);
    await expect(description).toHaveAttribute("content", `Description fr ${stamp}`);

    // Edited: the shop's head shows the new description
    await openForm(page, recordPage);
    await group(page, "fr")
      .getByLabel(t("back-office-website.seo.description"), { exact: true })
      .fill(`Nouvelle description ${stamp}`);
    await page.getByRole("button", { name: t("back-office-website.save"), exact: true }).click();
    await expect(notice(page)).toHaveText(t("back-office-website.seo.saved"));
    await page.goto(`/brands/${brand}`);
    await expect(description).toHaveAttribute("content", `Nouvelle description ${stamp}`);

    // Deleted: the brand page describes itself again
    await openForm(page, recordPage);
    await deleteWith(page, t("back-office-website.seo.delete_confirm"), true);
    await expect(notice(page)).toHaveText(t("back-office-website.seo.deleted"));
    await expect(page.getByRole("row", { name: new RegExp(`^${slug}\\b`) })).toHaveCount(0);
    await page.goto(`/brands/${brand}`);
    await expect(page).toHaveTitle(ownTitle);
    await expect(description).toHaveAttribute("content", ownDescription ?? "");
  } finally {
    await adminCall("DELETE", `/admin/website/seo-metadata/${slug}`, [204, 404]);
  }
});
