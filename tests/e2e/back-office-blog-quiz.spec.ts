import type { Page } from "@playwright/test";
import { STAFF_ADMIN, backOfficeTexts, signInStaff, staffApi, staffToken } from "./back-office";
import { allowConsoleErrors, expect, httpStatusError, jsEnabled, test } from "./fixtures";

/**
 * The blog's and the style quiz's back-office pages (issue 25), signed in as the seed's
 * administrator (the role that holds manage:content and manage:quiz). Each project edits its own
 * things: a post and a category of its own, and the quiz in a language no other test reads (nl
 * with JavaScript, es without), put back as it was at the end.
 */

const t = backOfficeTexts("fr");
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const LOCALES = ["fr", "de", "nl", "es", "en"] as const;
const localeName = (locale: (typeof LOCALES)[number]) => t(`back-office-content.locale_${locale}`);

/** The fieldset of a post's language. */
const language = (page: Page, locale: (typeof LOCALES)[number]) =>
  page.getByRole("group", { name: localeName(locale), exact: true });

test("a post is written, refused while a text is missing, published, seen on the blog, unpublished and deleted", async ({
  page,
}, testInfo) => {
  const slug = unique(`e2e-${testInfo.project.name}`);
  allowConsoleErrors(
    page,
    httpStatusError(400, "/back-office/content/blog/new"),
    /status of 400\b.*\/back-office\/content\/blog\/\d+/,
  );
  await signInStaff(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await page.goto("/back-office/content");
  await page.getByRole("link", { name: t("back-office-blog.tab") }).click();
  await expect(page).toHaveURL(/\/back-office\/content\/blog$/);
  await page.getByRole("link", { name: t("back-office-blog.new") }).click();

  // Everything but the Dutch body: refused, the Dutch body named, nothing typed lost
  await page.getByLabel(t("back-office-blog.field.slug")).fill(slug);
  for (const locale of LOCALES) {
    const group = language(page, locale);
    await group.getByLabel(t("back-office-blog.field.title")).fill(`Titre ${locale} ${slug}`);
    await group.getByLabel(t("back-office-blog.field.excerpt")).fill(`Résumé ${locale}`);
    if (locale !== "nl") await group.getByLabel(t("back-office-blog.field.content")).fill(`Corps ${locale}.`);
  }
  await page.getByRole("button", { name: t("back-office-blog.create") }).click();
  await expect(page.getByRole("alert")).toHaveText(t("back-office-blog.error.check_fields"));
  const dutchBody = language(page, "nl").getByLabel(t("back-office-blog.field.content"));
  await expect(dutchBody).toHaveAttribute("aria-invalid", "true");
  await expect(language(page, "nl").getByText(t("back-office-blog.error.required"))).toBeVisible();
  await expect(page.getByLabel(t("back-office-blog.field.slug"))).toHaveValue(slug);
  await expect(language(page, "de").getByLabel(t("back-office-blog.field.title"))).toHaveValue(`Titre de ${slug}`);
  await expect(language(page, "es").getByLabel(t("back-office-blog.field.content"))).toHaveValue("Corps es.");

  await dutchBody.fill("Corps nl.");
  await page.getByRole("button", { name: t("back-office-blog.create") }).click();
  await expect(page.getByRole("status").first()).toHaveText(t("back-office-blog.created"));
  await expect(page).toHaveURL(/\/back-office\/content\/blog\/\d+$/);
  await expect(page.getByText(t("back-office-blog.status.draft"), { exact: true })).toBeVisible();

  // Published with a past date, so it lands at the end of the blog's list, away from other tests' pages
  await page.getByLabel(t("back-office-blog.field.published_at")).fill("2001-01-15T08:00");
  await page.getByRole("button", { name: t("back-office-blog.publish"), exact: true }).click();
  await expect(page.getByRole("status").first()).toHaveText(t("back-office-blog.published"));
  await expect(page.getByText(t("back-office-blog.status.published"), { exact: true })).toBeVisible();
  // The public blog, read in a tab of its own as a family would
  const shop = await page.context().newPage();
  allowConsoleErrors(shop, httpStatusError(404, `/blog/${slug}`));
  await shop.goto(`/blog/${slug}`);
  await expect(shop.getByRole("heading", { level: 1, name: `Titre fr ${slug}` })).toBeVisible();

  await page.getByRole("button", { name: t("back-office-blog.unpublish") }).click();
  await expect(page.getByRole("status").first()).toHaveText(t("back-office-blog.unpublished"));
  expect((await shop.goto(`/blog/${slug}`))?.status()).toBe(404);
  await shop.close();

  // Deleting asks for the box to be ticked first
  await page.getByRole("button", { name: t("back-office-blog.delete"), exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(t("back-office-blog.error.confirm_delete"));
  await page.getByLabel(t("back-office-blog.delete_confirm")).check();
  await page.getByRole("button", { name: t("back-office-blog.delete"), exact: true }).click();
  await expect(page.getByRole("status").first()).toHaveText(t("back-office-blog.deleted"));
  await expect(page).toHaveURL(/\/back-office\/content\/blog$/);
  await expect(page.getByRole("link", { name: `Titre fr ${slug}` })).toHaveCount(0);
});

test("a category is created, refused without a name, renamed and deleted", async ({ page }, testInfo) => {
  const slug = unique(`e2e-${testInfo.project.name}`);
  allowConsoleErrors(page, httpStatusError(400, "/back-office/content/blog/categories"));
  await signInStaff(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await page.goto("/back-office/content/blog/categories");
  const form = page.getByRole("form", { name: t("back-office-blog.category_new") });
  const name = (locale: (typeof LOCALES)[number]) =>
    form.getByLabel(t("back-office-blog.field.name_in", { language: localeName(locale) }));
  await form.getByLabel(t("back-office-blog.field.slug")).fill(slug);
  for (const locale of LOCALES) if (locale !== "de") await name(locale).fill(`Catégorie ${locale} ${slug}`);
  await form.getByRole("button", { name: t("back-office-blog.category_create") }).click();
  await expect(form.getByRole("alert")).toHaveText(t("back-office-blog.error.check_fields"));
  await expect(name("de")).toHaveAttribute("aria-invalid", "true");
  await expect(name("fr")).toHaveValue(`Catégorie fr ${slug}`);
  await name("de").fill(`Kategorie ${slug}`);
  await form.getByRole("button", { name: t("back-office-blog.category_create") }).click();
  await expect(page.getByRole("status").first()).toHaveText(t("back-office-blog.category_created"));

  const mine = page.getByRole("form", { name: new RegExp(`^Catégorie fr ${slug}`) });
  const english = mine.getByLabel(t("back-office-blog.field.name_in", { language: localeName("en") }));
  await expect(english).toHaveValue(`Catégorie en ${slug}`);
  await english.fill(`Category ${slug}`);
  await mine.getByRole("button", { name: t("back-office-blog.save") }).click();
  await expect(page.getByRole("status").first()).toHaveText(t("back-office-blog.category_saved"));
  await expect(english).toHaveValue(`Category ${slug}`);

  await mine.getByRole("button", { name: t("back-office-blog.category_delete") }).click();
  await expect(page.getByRole("status").first()).toHaveText(t("back-office-blog.category_deleted"));
  await expect(mine).toHaveCount(0);
});

type AdminQuiz = {
  steps: { slug: string; questions: { id: number; key: string; label: Record<string, string> }[] }[];
};

test("a quiz question's wording edited in a language shows on the public quiz, then is put back", async ({
  page,
}, testInfo) => {
  // A language no other test's quiz reads, a different one per project (they run side by side)
  const locale = jsEnabled(testInfo) ? "nl" : "es";
  allowConsoleErrors(page, httpStatusError(400, "/back-office/quiz/kid/identity"));
  const token = await staffToken(STAFF_ADMIN.email, STAFF_ADMIN.password);
  const quiz = await staffApi<AdminQuiz>(token, "GET", "/admin/quiz?profile_type=KID");
  const question = quiz.steps.find((step) => step.slug === "identity")!.questions.find((q) => q.key === "firstname")!;
  const original = question.label[locale]!;
  const edited = `${original} (${unique("e2e")})`;
  try {
    await signInStaff(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
    await page.goto("/back-office");
    await page
      .getByRole("navigation", { name: t("back-office.nav.label") })
      .getByRole("link", { name: t("back-office.nav.quiz") })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: t("back-office-quiz.title") })).toBeVisible();
    await page.getByRole("link", { name: t("back-office-quiz.type.KID") }).click();
    await page.locator('a[href="/back-office/quiz/kid/identity"]').click();
    await expect(page).toHaveURL(/\/back-office\/quiz\/kid\/identity$/);

    const form = page.getByRole("form", { name: t("back-office-quiz.question_form", { key: "firstname" }) });
    const wording = form.getByRole("group", { name: t("back-office-quiz.field.label") });
    const field = wording.getByLabel(localeName(locale), { exact: true });
    const french = wording.getByLabel(localeName("fr"), { exact: true });
    const frenchText = await french.inputValue();

    // An empty language is refused; what was typed in the other stays
    await field.fill("");
    await french.fill(`${frenchText} (brouillon)`);
    await form.getByRole("button", { name: t("back-office-quiz.save_question") }).click();
    await expect(form.getByRole("alert")).toHaveText(t("back-office-quiz.error.check_fields"));
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(french).toHaveValue(`${frenchText} (brouillon)`);

    await french.fill(frenchText);
    await field.fill(edited);
    await form.getByRole("button", { name: t("back-office-quiz.save_question") }).click();
    await expect(page.getByRole("status").first()).toHaveText(t("back-office-quiz.saved"));
    await expect(field).toHaveValue(edited);

    // The public quiz, in a tab of its own as a family would open it
    const shop = await page.context().newPage();
    await shop.goto(`/${locale}/quiz/signup/kid`);
    await expect(shop.getByLabel(edited, { exact: true })).toBeVisible();

    // Put back through the page, and the public quiz says it as before
    await field.fill(original);
    // The notice already says "saved": wait for this save's answer instead
    const restored = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/back-office/quiz/kid/identity"),
    );
    await form.getByRole("button", { name: t("back-office-quiz.save_question") }).click();
    await restored;
    await expect(field).toHaveValue(original);
    await shop.goto(`/${locale}/quiz/signup/kid`);
    await expect(shop.getByLabel(original, { exact: true })).toBeVisible();
    await expect(shop.getByLabel(edited, { exact: true })).toHaveCount(0);
    await shop.close();
  } finally {
    await staffApi(token, "PATCH", `/admin/quiz/questions/${question.id}`, { label: { [locale]: original } });
  }
});
