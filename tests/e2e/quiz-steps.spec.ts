import { mkdirSync } from "node:fs";
import type { Locator, Page, TestInfo } from "@playwright/test";
import {
  E2E_API_URL,
  allowConsoleErrors,
  expect,
  httpStatusError,
  hydrated,
  jsEnabled,
  localized,
  test,
  texts,
  uniqueEmail,
  type Language,
  type Texts,
} from "./fixtures";

/**
 * Issue 15's quiz steps, as a visitor lives them, in fr and de, with JavaScript on and off: the
 * kid quiz from the home page (a refused identity step, the account in the middle, every style
 * step, the photo skipped, the comment) up to the profile step, resumed at the saved step after
 * leaving; a woman's quiz with a 3XL size shows the size alert. With JavaScript, every step is
 * photographed at 390 and 1280 px wide under /tmp/shots/steps/.
 */
type Choice = { id: number; key: string; label: string };
type Question = { key: string; kind: string; label: string; choices: Choice[] };
type Step = { slug: string; title: string; questions: Question[] };

async function quizContent(type: "KID" | "WOMAN", language: Language): Promise<Step[]> {
  const response = await fetch(`${E2E_API_URL}/website/quiz?profile_type=${type}`, {
    headers: { "accept-language": language },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { steps: Step[] }).steps;
}

const SHOTS = "/tmp/shots/steps";

/** Both widths of a step, once per language (the JavaScript run). */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (!jsEnabled(testInfo)) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** The quiz content as the test reads it: a step by slug, a question's group, a choice's control. */
function quizPage(page: Page, steps: Step[]) {
  const main = page.locator("main");
  const step = (slug: string) => steps.find((candidate) => candidate.slug === slug)!;
  const question = (slug: string, key: string) => step(slug).questions.find((q) => q.key === key)!;
  const group = (slug: string, key: string): Locator => main.getByRole("group", { name: question(slug, key).label });
  const choose = async (slug: string, key: string, choiceKey: string) => {
    const choice = question(slug, key).choices.find((candidate) => candidate.key === choiceKey)!;
    const role = question(slug, key).kind === "single" ? "radio" : "checkbox";
    await group(slug, key).getByRole(role, { name: choice.label, exact: true }).check();
  };
  const heading = (slug: string) => expect(page.getByRole("heading", { level: 1 })).toHaveText(step(slug).title);
  return { main, step, question, group, choose, heading };
}

const progress = (t: Texts, current: number, total: number) =>
  t("quiz.progress").replace("{{current}}", String(current)).replace("{{total}}", String(total));

/** Waits for a quiz path (language prefix added), its query included when given. */
async function at(page: Page, language: Language, path: RegExp) {
  const prefix = language === "fr" ? "" : `/${language}`;
  await page.waitForURL((url) => new RegExp(`^${prefix}${path.source}$`).test(url.pathname + url.search));
}

const next = (page: Page, t: Texts) =>
  page
    .locator("main")
    .getByRole("button", { name: t("quiz.next") })
    .click();

function inAYear(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

for (const language of ["fr", "de"] as const) {
  test(`kid quiz (${language}): from the home page to the profile step, signing up in the middle`, async ({
    page,
  }, testInfo) => {
    test.slow();
    // The refused posts answer 400 and 422, which the browser logs
    allowConsoleErrors(page, httpStatusError(400, "/"), httpStatusError(422, "/"));
    const t = await texts(language);
    const steps = await quizContent("KID", language);
    const quiz = quizPage(page, steps);
    const { main } = quiz;
    const shot = (name: string) => shoot(page, testInfo, `${language}-kid-${name}`);

    // The home page's call to action opens the first step
    await page.goto(localized("/", language));
    await page
      .getByRole("link", { name: t("home.hero.cta") })
      .first()
      .click();
    await at(page, language, /\/quiz\/signup\/kid/);
    await hydrated(page, testInfo);
    await quiz.heading("identity");
    await expect(main.getByText(progress(t, 1, 12))).toBeVisible();
    await shot("01-identity");

    // A refused step: no birthdate, then one in the future; the first name typed stays
    const firstname = main.getByLabel(quiz.question("identity", "firstname").label);
    const birthdate = main.getByLabel(quiz.question("identity", "birthdate").label);
    await firstname.fill("Jules");
    await quiz.choose("identity", "gender", "boy");
    await next(page, t);
    await expect(main.getByText(t("profiles.error.birthdate_required"))).toBeVisible();
    await expect(firstname).toHaveValue("Jules");
    await expect(birthdate).toHaveAttribute("aria-invalid", "true");
    await shot("01-identity-refused");
    await birthdate.fill(inAYear());
    await next(page, t);
    await expect(main.getByText(t("profiles.error.birthdate_future"))).toBeVisible();
    await expect(firstname).toHaveValue("Jules");
    await expect(quiz.group("identity", "gender").getByRole("radio", { checked: true })).toHaveCount(1);
    await birthdate.fill("2019-04-12");
    await next(page, t);

    // Sizes, then the account step; leaving and coming back resumes there
    await at(page, language, /\/quiz\/signup\/sizes\?profileId=\d+/);
    const profileId = new URL(page.url()).searchParams.get("profileId")!;
    await quiz.heading("sizes");
    // With JavaScript the step changes in place: its title takes the focus
    if (jsEnabled(testInfo)) await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(main.getByText(progress(t, 2, 12))).toBeVisible();
    await shot("02-sizes");
    await quiz.choose("sizes", "top_size", "6 ans");
    await quiz.choose("sizes", "bottom_size", "5 ans");
    await next(page, t);
    await at(page, language, new RegExp(`/quiz/signup/account\\?profileId=${profileId}`));
    await page.goto(localized("/", language));
    await page.goto(localized("/quiz/signup", language));
    await at(page, language, new RegExp(`/quiz/signup/account\\?profileId=${profileId}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("signup.kid.title"));
    // The account form is an interlude without a number: the count stays the same before and after it
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await shot("03-account");

    // The account: the temporary one becomes the visitor's own
    const account = main.locator("form");
    await account.getByLabel(t("account.fields.firstname"), { exact: true }).fill("Alice");
    await account.getByLabel(t("account.fields.lastname"), { exact: true }).fill("Martin");
    await account.getByLabel(t("login.email"), { exact: true }).fill(uniqueEmail("example.com", "quiz"));
    await account.getByLabel(t("login.password"), { exact: true }).fill("Quiz-Malle-2026");
    await account.getByRole("button", { name: t("signup.submit") }).click();
    await at(page, language, new RegExp(`/quiz/signup/colours\\?profileId=${profileId}`));
    await expect(page.getByRole("status").filter({ hasText: t("signup.welcome") })).toBeVisible();
    await quiz.heading("colours");
    await expect(main.getByText(progress(t, 3, 12))).toBeVisible();
    await shot("04-colours");

    // A colour both loved and refused is refused; the choices stay ticked
    await quiz.choose("colours", "colours_loved", "navy");
    await quiz.choose("colours", "colours_loved", "yellow");
    await quiz.choose("colours", "colours_refused", "navy");
    await next(page, t);
    await expect(main.getByText(t("quiz.error.loved_and_refused"))).toBeVisible();
    await expect(quiz.group("colours", "colours_loved").getByRole("checkbox", { checked: true })).toHaveCount(2);
    await shot("04-colours-refused");
    const navyRefused = quiz.question("colours", "colours_refused").choices.find((c) => c.key === "navy")!;
    await quiz
      .group("colours", "colours_refused")
      .getByRole("checkbox", { name: navyRefused.label, exact: true })
      .uncheck();
    await quiz.choose("colours", "colours_refused", "pink");
    await next(page, t);

    // Prints; then leaving and coming back to /quiz/signup resumes at the styles
    await at(page, language, new RegExp(`/quiz/signup/prints\\?profileId=${profileId}`));
    await quiz.heading("prints");
    await shot("05-prints");
    await quiz.choose("prints", "prints_loved", "stripes");
    await next(page, t);
    await at(page, language, new RegExp(`/quiz/signup/styles\\?profileId=${profileId}`));
    await page.goto(localized("/", language));
    await page.goto(localized("/quiz/signup", language));
    await at(page, language, new RegExp(`/quiz/signup/styles\\?profileId=${profileId}`));
    await hydrated(page, testInfo);
    await quiz.heading("styles");
    await shot("06-styles");
    await quiz.choose("styles", "styles", "casual");
    await quiz.choose("styles", "styles", "sporty");
    await next(page, t);

    await at(page, language, new RegExp(`/quiz/signup/needs\\?profileId=${profileId}`));
    await quiz.heading("needs");
    await shot("07-needs");
    await quiz.choose("needs", "needs", "tops");
    await next(page, t);
    await at(page, language, new RegExp(`/quiz/signup/never\\?profileId=${profileId}`));
    await quiz.heading("never");
    await shot("08-never");
    await quiz.choose("never", "never", "tights");
    await next(page, t);

    // The photo, skipped; the comment
    await at(page, language, new RegExp(`/quiz/signup/photo/${profileId}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("quiz.photo.title_named").replace("{{firstname}}", "Jules"),
    );
    await shot("09-photo");
    await main.getByRole("button", { name: t("quiz.photo.skip") }).click();
    await at(page, language, new RegExp(`/quiz/signup/comment/${profileId}`));
    await quiz.heading("comment");
    await shot("10-comment");
    await main.getByLabel(quiz.question("comment", "comment").label).fill("Il adore les dinosaures.");
    await next(page, t);

    // The profile step: the answers at a glance, each step with its link
    await at(page, language, new RegExp(`/quiz/signup/profile/${profileId}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("quiz.profile.title").replace("{{firstname}}", "Jules"),
    );
    await expect(main.getByText(progress(t, 10, 12))).toBeVisible();
    const styles = quiz.question("styles", "styles").choices;
    const label = (key: string) => styles.find((choice) => choice.key === key)!.label;
    await expect(main.getByText(`${label("casual")}, ${label("sporty")}`)).toBeVisible();
    await expect(main.getByText("Il adore les dinosaures.")).toBeVisible();
    await expect(
      main.getByRole("link", { name: t("quiz.profile.modify_label").replace("{{step}}", quiz.step("styles").title) }),
    ).toHaveAttribute("href", localized(`/quiz/signup/styles?profileId=${profileId}`, language));
    await shot("11-profile");

    // Back from the profile step goes to the comment, which kept its text
    await main.getByRole("link", { name: t("quiz.back") }).click();
    await at(page, language, new RegExp(`/quiz/signup/comment/${profileId}`));
    await expect(main.getByLabel(quiz.question("comment", "comment").label)).toHaveValue("Il adore les dinosaures.");

    // The comment alone (from the profile's page), outside the quiz: saved, back to the profile's page
    await page.goto(localized(`/quiz/comment/${profileId}`, language));
    await expect(main.getByText(progress(t, 9, 12))).toHaveCount(0);
    await main.getByLabel(quiz.question("comment", "comment").label).fill("Il adore les dinosaures et le vert.");
    await main.getByRole("button", { name: t("quiz.save") }).click();
    await at(page, language, new RegExp(`/profil/${profileId}`));
    await expect(page.getByRole("status").filter({ hasText: t("quiz.comment.saved") })).toBeVisible();
  });

  test(`landing suggestions (${language}): a new kid's gender and sizes start as the link suggested`, async ({
    page,
  }) => {
    const steps = await quizContent("KID", language);
    const quiz = quizPage(page, steps);
    const t = await texts(language);
    const label = (slug: string, key: string, choice: string) =>
      quiz.question(slug, key).choices.find((candidate) => candidate.key === choice)!.label;
    await page.goto(`${localized("/", language)}?sugg_g=girl&sugg_t=${encodeURIComponent("6 ans")}&sugg_b=8%20ans`);
    await page.goto(localized("/quiz/signup/kid", language));
    const girl = quiz.group("identity", "gender").getByRole("radio", { name: label("identity", "gender", "girl") });
    await expect(girl).toBeChecked();
    await quiz.main.getByLabel(quiz.question("identity", "firstname").label).fill("Rose");
    await quiz.main.getByLabel(quiz.question("identity", "birthdate").label).fill("2018-09-01");
    await next(page, t);
    await at(page, language, /\/quiz\/signup\/sizes\?profileId=\d+/);
    const top = quiz.group("sizes", "top_size").getByRole("radio", { name: label("sizes", "top_size", "6 ans") });
    await expect(top).toBeChecked();
    const bottom = quiz.group("sizes", "bottom_size").getByRole("radio", {
      name: label("sizes", "bottom_size", "8 ans"),
    });
    await expect(bottom).toBeChecked();
  });

  test(`woman quiz (${language}): a 3XL size brings the size alert`, async ({ page }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const steps = await quizContent("WOMAN", language);
    const quiz = quizPage(page, steps);
    const { main } = quiz;
    const shot = (name: string) => shoot(page, testInfo, `${language}-woman-${name}`);

    await page.goto(localized("/quiz/signup/woman", language));
    await hydrated(page, testInfo);
    await quiz.heading("identity");
    await shot("01-identity");
    await main.getByLabel(quiz.question("identity", "firstname").label).fill("Claire");
    await next(page, t);
    await at(page, language, /\/quiz\/signup-woman\/woman\/sizes\/\d+/);
    const profileId = page.url().split("/").pop()!;
    await quiz.heading("sizes");
    await shot("02-sizes");
    await quiz.choose("sizes", "top_size", "3XL");
    await quiz.choose("sizes", "bottom_size", "XL");
    await next(page, t);

    await at(page, language, new RegExp(`/quiz/signup-woman/woman/size-alert/${profileId}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("quiz.size_alert.title"));
    await expect(main.getByText(t("quiz.size_alert.text").replace("{{sizes}}", "3XL"))).toBeVisible();
    await shot("03-size-alert");
    // Changing the sizes goes back to them, as chosen
    await main.getByRole("link", { name: t("quiz.size_alert.change") }).click();
    await at(page, language, new RegExp(`/quiz/signup-woman/woman/sizes/${profileId}`));
    await expect(quiz.group("sizes", "top_size").getByRole("radio", { name: "3XL", exact: true })).toBeChecked();
    await next(page, t);
    await at(page, language, new RegExp(`/quiz/signup-woman/woman/size-alert/${profileId}`));
    await main.getByRole("button", { name: t("quiz.size_alert.continue") }).click();
    await at(page, language, new RegExp(`/quiz/signup-woman/woman/account/${profileId}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("signup.woman.title"));
    await shot("04-account");
  });
}
