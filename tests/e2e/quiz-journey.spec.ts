import type { Page, TestInfo } from "@playwright/test";
import { E2E_API_URL, expect, hydrated, localized, test, texts, uniqueEmail, type Texts } from "./fixtures";
import { mailTo, sandboxChoice } from "./shop";

/**
 * The "Must show" (issue 15), in fr and de, JavaScript on and off: a visitor takes the kid
 * quiz from the home page, signs up in the middle, answers every step, saves a sandbox card through
 * the checkout's link, books a one-shot box to a new address and sees the confirmation page and the
 * e-mail. Each step is recognised by its URL and answered from the quiz content the API serves in
 * the page's language, by the inputs' names (the questions' keys), so a reworded question or a
 * new step of the content does not break the journey.
 */

type Choice = { id: number; key: string; value: string | null };
type Question = {
  key: string;
  kind: "text" | "textarea" | "date" | "single" | "multiple";
  required: boolean;
  choices: Choice[];
};
type Content = { steps: { slug: string; questions: Question[] }[] };

const FIRSTNAME = "Margot";
const BIRTHDATE = "2019-05-04";
const ADDRESS = {
  fr: { street: "8 rue des Lilas", postcode: "69003", city: "Lyon", phone: "+33612345678" },
  de: { street: "Schillerstraße 12", postcode: "80336", city: "München", phone: "+491701234567" },
} as const;

/** The choice a family like ours picks: a girl, the 8-year sizes, the first (loved) or last (refused) one. */
function pick(question: Question): Choice | undefined {
  const wanted = question.choices.find((choice) => choice.key === "girl" || choice.value === "8 ans");
  if (wanted) return wanted;
  return question.key.endsWith("_refused") ? question.choices.at(-1) : question.choices[0];
}

/** Answers a content step's questions on the page, by the inputs' names, then goes on. */
async function answerStep(page: Page, t: Texts, questions: Question[]) {
  const form = page.locator("main form").first();
  for (const question of questions) {
    const field = form.locator(`[name="${question.key}"]`);
    if (question.kind === "text") await field.fill(FIRSTNAME);
    else if (question.kind === "date") await field.fill(BIRTHDATE);
    else if (question.kind === "textarea") await field.fill("Elle adore le jaune et les poches.");
    else {
      const choice = pick(question);
      if (choice) await form.locator(`input[name="${question.key}"][value="${choice.id}"]`).check();
    }
  }
  await form.getByRole("button", { name: t("quiz.next"), exact: true }).click();
}

/** The account step: the visitor becomes a client, the quiz goes on. */
async function signUp(page: Page, t: Texts, email: string) {
  const form = page.locator("main form").first();
  await form.getByLabel(t("account.fields.firstname"), { exact: true }).fill("Claire");
  await form.getByLabel(t("account.fields.lastname"), { exact: true }).fill("Dupont");
  await form.getByLabel(t("login.email"), { exact: true }).fill(email);
  await form.getByLabel(t("login.password"), { exact: true }).fill("Quiz-Malle-2026!");
  await form.getByRole("button", { name: t("signup.submit") }).click();
}

/** From the checkout's link: the card saved on the sandbox's page, back on the checkout. */
async function saveCardFromCheckout(page: Page, t: Texts, checkout: string) {
  await page.getByRole("link", { name: t("quiz-booking.checkout.payment.add") }).click();
  await page.waitForURL((url) => url.pathname.endsWith("/infos/add/payment"));
  await page.getByRole("radio", { name: t("checkout.platform.card"), exact: true }).check();
  await page.getByRole("button", { name: t("payment-methods.add.submit") }).click();
  await page.waitForURL((url) => url.pathname === "/sandbox/pay");
  await sandboxChoice(page, "approve");
  await page.waitForURL((url) => url.pathname === checkout && url.search === "");
}

async function journey(page: Page, testInfo: TestInfo, language: "fr" | "de") {
  const t = await texts(language);
  const email = uniqueEmail("example.com", `quiz-journey-${language}-${testInfo.project.name}`);
  const content = (await (
    await fetch(`${E2E_API_URL}/website/quiz?profile_type=KID`, { headers: { "accept-language": language } })
  ).json()) as Content;
  const questionsOf = (slug: string) => content.steps.find((step) => step.slug === slug)?.questions ?? [];
  const slugs = new Set(content.steps.map((step) => step.slug));
  expect([...slugs].slice(0, 2)).toEqual(["identity", "sizes"]);

  // From the home page's call to action
  await page.goto(localized("/", language));
  await page
    .getByRole("link", { name: t("home.hero.cta") })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === localized("/quiz/signup/kid", language));

  const seen: string[] = [];
  let checkout = "";
  for (let turn = 0; turn < 25; turn += 1) {
    await hydrated(page, testInfo);
    const url = new URL(page.url());
    const path = url.pathname.replace(/^\/(de|nl|es)(?=\/)/, "");
    const segments = path.split("/").filter(Boolean);
    if (segments[1] === "confirm") break;
    const step =
      path === "/quiz/signup/kid"
        ? "identity"
        : path === "/quiz/signup/account"
          ? "account"
          : slugs.has(segments[2] ?? "")
            ? segments[2]!
            : (segments[2] ?? "");
    seen.push(step);
    // The account form is an interlude without a number (issue 23: the counter never jumps)
    await expect(page.getByRole("progressbar")).toHaveCount(step === "account" ? 0 : 1);
    if (step === "account") await signUp(page, t, email);
    else if (step === "photo") {
      await page.getByRole("button", { name: t("quiz.photo.skip") }).click();
    } else if (step === "profile") {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t("quiz.profile.title").replace("{{firstname}}", FIRSTNAME),
      );
      await page
        .getByRole("button", { name: t("quiz.profile.continue") })
        .or(page.getByRole("link", { name: t("quiz.profile.continue") }))
        .click();
    } else if (step === "membership") {
      await page.getByRole("radio", { name: t("quiz-booking.membership.one_shot.title") }).check();
      await page.getByRole("button", { name: t("quiz-booking.membership.submit") }).click();
    } else if (step === "checkout") {
      checkout = url.pathname;
      await saveCardFromCheckout(page, t, checkout);
      await hydrated(page, testInfo);
      const form = page.locator("form#quiz-checkout");
      // A new client has no address yet: a new one, typed by the §5 rules
      await expect(form.getByRole("radio", { name: t("quiz-booking.checkout.address.new") })).toBeChecked();
      const address = ADDRESS[language];
      await form.locator('[name="shipping_new.street"]').fill(address.street);
      await form.locator('[name="shipping_new.postcode"]').fill(address.postcode);
      await form.locator('[name="shipping_new.city"]').fill(address.city);
      await form.locator('[name="shipping_new.phone"]').fill(address.phone);
      await expect(
        form.getByRole("radio", {
          name: new RegExp(
            t("quiz-booking.checkout.payment.card").replace("{{brand}}", "Visa").replace("{{last4}}", "4242"),
          ),
        }),
      ).toBeChecked();
      await form.getByRole("button", { name: t("quiz-booking.checkout.submit") }).click();
    } else if (slugs.has(step)) {
      await answerStep(page, t, questionsOf(step));
    } else throw new Error(`An unexpected page in the quiz: ${url.pathname}`);
    await page.waitForURL((next) => next.href !== url.href, { timeout: 15_000 });
  }

  // Every content step was answered, the account asked in the middle, the box booked
  testInfo.annotations.push({ type: "steps", description: seen.join(" → ") });
  for (const slug of slugs) expect(seen, slug).toContain(slug);
  expect(seen.indexOf("account")).toBeGreaterThan(seen.indexOf("identity"));
  expect(seen.indexOf("account")).toBeLessThan(seen.indexOf("checkout"));
  expect(seen.slice(-3)).toEqual(["profile", "membership", "checkout"]);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    t("quiz-booking.confirm.title").replace("{{firstname}}", FIRSTNAME),
  );
  const main = page.locator("main");
  await expect(main).toContainText(t("quiz-booking.checkout.recap.one_shot"));
  await expect(main).toContainText(ADDRESS[language].street);
  await expect(main).toContainText("4242");
  const mail = await mailTo(email);
  expect(`${mail.subject}\n${mail.text}`).toContain(FIRSTNAME);
}

for (const language of ["fr", "de"] as const) {
  test(`the kid quiz (${language}): from the home page to a booked box, signing up in the middle`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await journey(page, testInfo, language);
  });
}
