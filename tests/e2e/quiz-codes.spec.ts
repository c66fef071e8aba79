import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, hydrated, localized, test, texts, type Language, type Texts } from "./fixtures";
import { api, bookMonthlyBox, createShopper, signIn, type Shopper } from "./shop";

/**
 * Issue 15's "Must show" beyond the visitor's journey, in fr and de, JavaScript on and off: the
 * quiz codes a client goes through (§2 Quiz, §4 next quiz code) and where each one's way out leads
 * (§2 "After a quiz").
 * - A subscriber (a kid with a booked box and an active subscription, set up through the API)
 *   adds a second kid from the kid choice (new-kid): every step answered, the profile step, then
 *   the way out goes to the kid choice, and the new kid is saved with its answers.
 * - The same subscriber adds her own profile from the women's home (new-profile-woman): a 3XL
 *   size brings the size alert, and "continue anyway" goes on.
 * - The subscriber's kid retakes its quiz from its profile page (subscriber): every step starts
 *   with what was saved, no box is booked, the thank-you page ends it.
 * - The demo client's paused woman profile goes through the paused code up to the membership
 *   step, which offers to resume the plan. There is no pause API yet, so the demo account is used
 *   read-mostly: its answers are sent back unchanged and nothing is booked; only its quiz progress
 *   moves (paused-woman, membership).
 * - A visitor's sign-up quiz leaves for home (the women's home for a woman).
 */

type Choice = { id: number; key: string; label: string; is_stocked: boolean };
type Question = {
  key: string;
  kind: "text" | "textarea" | "date" | "single" | "multiple";
  required: boolean;
  label: string;
  choices: Choice[];
};
type Step = { slug: string; title: string; questions: Question[] };
type Answers = Record<string, { choice_ids: number[]; text: string | null }>;
type ProfileQuiz = {
  profile_id: number;
  answers: Answers;
  progress: { code: string; step: string; completed_at: string | null } | null;
};
type Profile = {
  id: number;
  firstname: string;
  profile_type: "KID" | "WOMAN";
  gender: string;
  top_size: string | null;
  bottom_size: string | null;
  subscription_status: string | null;
  has_requested: boolean;
};
/** What a family answers, by question key: choice keys, or the text typed. */
type Wanted = Record<string, string[] | string>;

async function quizContent(type: "KID" | "WOMAN", language: Language): Promise<Step[]> {
  const content = (await api(`/website/quiz?profile_type=${type}`, {
    headers: { "accept-language": language },
  })) as { steps: Step[] };
  return content.steps;
}

const question = (steps: Step[], key: string) =>
  steps.flatMap((step) => step.questions).find((candidate) => candidate.key === key)!;

/** The API's body for a step's answers: choice ids by their keys, texts as they are. */
function answersBody(step: Step, wanted: Wanted): Record<string, number[] | string | null> {
  const body: Record<string, number[] | string | null> = {};
  for (const each of step.questions) {
    const value = wanted[each.key];
    if (typeof value === "string") body[each.key] = value;
    else if (each.kind === "text" || each.kind === "textarea" || each.kind === "date") body[each.key] = null;
    else body[each.key] = (value ?? []).map((key) => each.choices.find((choice) => choice.key === key)!.id);
  }
  return body;
}

/** The saved answers a family's wishes should give (the keys answered). */
function expectedAnswers(steps: Step[], wanted: Wanted): Answers {
  const answers: Answers = {};
  for (const [key, value] of Object.entries(wanted)) {
    if (typeof value === "string") answers[key] = { choice_ids: [], text: value };
    else {
      const ids = value.map((choice) => question(steps, key).choices.find((c) => c.key === choice)!.id);
      answers[key] = { choice_ids: ids, text: null };
    }
  }
  return answers;
}

/** Choice ids compare as sets: the API keeps them in its own order. */
function sorted(answers: Answers): Answers {
  return Object.fromEntries(
    Object.entries(answers).map(([key, answer]) => [
      key,
      { choice_ids: [...answer.choice_ids].sort((a, b) => a - b), text: answer.text },
    ]),
  );
}

const SUBSCRIBER_KID: Wanted = {
  firstname: "Jules",
  gender: ["boy"],
  birthdate: "2018-06-14",
  top_size: ["8 ans"],
  bottom_size: ["6 ans"],
  shoe_size: ["30"],
  colours_loved: ["navy", "yellow"],
  colours_refused: ["pink"],
  prints_loved: ["stripes"],
  prints_refused: ["flowers"],
  styles: ["casual", "rock"],
  needs: ["tops", "bottoms"],
  never: ["tights"],
  comment: "Il adore les dinosaures.",
};

/**
 * A subscriber, made through the API as the sign-up quiz would: a new client of the language's
 * country, a kid whose quiz is answered (SUBSCRIBER_KID), a monthly subscription and its first box
 * booked with a saved sandbox card. The kid's next quiz code is then `subscriber`, and the
 * family's new profiles take new-kid / new-profile-woman.
 */
async function subscriberFamily(language: "fr" | "de", tag: string) {
  const shopper = await createShopper(language, `codes-${tag}`);
  const steps = await quizContent("KID", language);
  const kid = (await api("/clients/me/kids", {
    method: "POST",
    token: shopper.token,
    body: JSON.stringify({ firstname: "Jules", gender: "boy", birthdate: SUBSCRIBER_KID.birthdate }),
  })) as Profile;
  for (const [index, step] of steps.entries()) {
    await api(`/clients/me/kids/${kid.id}/quiz/${step.slug}`, {
      method: "PUT",
      token: shopper.token,
      body: JSON.stringify({
        answers: answersBody(step, SUBSCRIBER_KID),
        code: "signup",
        next_step: steps[index + 1]?.slug ?? "photo",
      }),
    });
  }
  await bookMonthlyBox(shopper, kid.id);
  await api(`/clients/me/kids/${kid.id}/quiz-progress`, {
    method: "PUT",
    token: shopper.token,
    body: JSON.stringify({ code: "signup", step: "checkout", completed: true }),
  });
  const profile = (await api(`/clients/me/kids/${kid.id}`, { token: shopper.token })) as Profile;
  expect(profile.subscription_status, "the family is a subscriber").toBe("ONGOING_SUBSCRIPTION");
  return { shopper, kid: profile, steps };
}

async function profilesOf(token: string): Promise<Profile[]> {
  return (await api("/clients/me/kids", { token })) as Profile[];
}

async function quizOf(token: string, profileId: number): Promise<ProfileQuiz> {
  return (await api(`/clients/me/kids/${profileId}/quiz`, { token })) as ProfileQuiz;
}

/** Waits for a quiz path (language prefix added), its query included when given. */
async function at(page: Page, language: Language, path: string | RegExp) {
  const prefix = language === "fr" ? "" : `/${language}`;
  const source = typeof path === "string" ? path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : path.source;
  await page.waitForURL((url) => new RegExp(`^${prefix}${source}$`).test(url.pathname + url.search));
}

const exitLink = (page: Page, t: Texts) => page.getByRole("link", { name: t("quiz.exit"), exact: true });

async function expectExit(page: Page, t: Texts, language: Language, path: string) {
  await expect(exitLink(page, t)).toHaveAttribute("href", localized(path, language));
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const progress = (t: Texts, current: number, total: number) =>
  t("quiz.progress").replace("{{current}}", String(current)).replace("{{total}}", String(total));

/** Answers a content step on the page, by the inputs' names (the questions' keys), then goes on. */
async function answerStep(page: Page, t: Texts, step: Step, wanted: Wanted) {
  const form = page.locator("main form").first();
  for (const each of step.questions) {
    const value = wanted[each.key];
    if (value === undefined) continue;
    if (typeof value === "string") {
      await form.locator(`[name="${each.key}"]`).fill(value);
      continue;
    }
    for (const key of value) {
      const choice = each.choices.find((candidate) => candidate.key === key)!;
      await form.locator(`input[name="${each.key}"][value="${choice.id}"]`).check();
    }
  }
  await next(page, t);
}

const next = (page: Page, t: Texts) =>
  page
    .locator("main form")
    .first()
    .getByRole("button", { name: t("quiz.next"), exact: true })
    .click();

/** Every question of a step shows the saved answer: the choices ticked (and only them), the texts typed. */
async function expectPrefilled(form: Locator, step: Step, answers: Answers) {
  for (const each of step.questions) {
    const saved = answers[each.key];
    if (each.kind === "text" || each.kind === "textarea" || each.kind === "date") {
      await expect(form.locator(`[name="${each.key}"]`), each.key).toHaveValue(saved?.text ?? "");
      continue;
    }
    const ids = saved?.choice_ids ?? [];
    for (const id of ids)
      await expect(form.locator(`input[name="${each.key}"][value="${id}"]`), each.key).toBeChecked();
    await expect(form.locator(`input[name="${each.key}"]:checked`), each.key).toHaveCount(ids.length);
  }
}

/** The content step a quiz URL shows (identity, a slug, the comment), or the other step's kind. */
function stepOfUrl(url: URL, code: string): string {
  const path = url.pathname.replace(/^\/(de|nl|es)(?=\/)/, "");
  const parts = path.split("/").slice(2);
  if (parts[0] !== code) return "other";
  if (parts[1] === "woman") {
    // /quiz/{code}/woman/{id} is the identity; /quiz/{code}/woman/{slug}/{id} the others
    return parts.length === 3 ? "identity" : parts[2]!;
  }
  if (parts[1] === "kid") return "identity";
  return parts[1]!;
}

/**
 * Walks an existing profile's quiz from its first step, each content step checked to start with
 * the saved answers and sent as it is (`change` may type something new first), the photo skipped,
 * the size alert passed, until `stop` (a step's kind: profile, membership).
 */
async function walkSaved(
  page: Page,
  testInfo: TestInfo,
  t: Texts,
  options: {
    code: string;
    steps: Step[];
    answers: Answers;
    stop: string;
    change?: (slug: string, form: Locator) => Promise<void>;
  },
) {
  const seen: string[] = [];
  for (let count = 0; count < 16; count++) {
    await hydrated(page, testInfo);
    const url = new URL(page.url());
    const slug = stepOfUrl(url, options.code);
    seen.push(slug);
    if (slug === options.stop) return seen;
    const main = page.locator("main");
    const before = url.toString();
    const step = options.steps.find((candidate) => candidate.slug === slug);
    if (step) {
      await expect(heading(page)).toHaveText(step.title);
      const form = main.locator("form").first();
      await expectPrefilled(form, step, options.answers);
      await options.change?.(slug, form);
      await next(page, t);
    } else if (slug === "photo") {
      await main.getByRole("button", { name: t("quiz.photo.skip") }).click();
    } else if (slug === "size-alert") {
      await main.getByRole("button", { name: t("quiz.size_alert.continue") }).click();
    } else {
      throw new Error(`Unexpected step ${slug} at ${before}`);
    }
    await page.waitForURL((candidate) => candidate.toString() !== before);
  }
  throw new Error(`The quiz did not reach its ${options.stop} step: ${seen.join(", ")}`);
}

/** Signs in on the login page a guarded page sent us to, and waits to be back on it. */
async function signInFor(page: Page, language: Language, shopper: Shopper, path: string) {
  await page.goto(localized(path, language));
  await signIn(page, language, shopper);
  await page.waitForURL((url) => url.pathname === localized(path, language));
}

const NEW_KID: Record<"fr" | "de", Wanted> = {
  fr: {
    firstname: "Léon",
    gender: ["boy"],
    birthdate: "2021-02-03",
    top_size: ["4 ans"],
    bottom_size: ["3 ans"],
    shoe_size: ["26"],
    colours_loved: ["sky", "red"],
    colours_refused: ["black"],
    prints_loved: ["stars"],
    prints_refused: [],
    styles: ["sporty", "colourful"],
    needs: ["tops", "coats"],
    never: ["hoods"],
    comment: "Il grimpe partout.",
  },
  de: {
    firstname: "Lena",
    gender: ["girl"],
    birthdate: "2020-10-21",
    top_size: ["5 ans"],
    bottom_size: ["5 ans"],
    shoe_size: ["28"],
    colours_loved: ["lilac"],
    colours_refused: ["khaki", "grey"],
    prints_loved: ["dots", "flowers"],
    prints_refused: ["camouflage"],
    styles: ["romantic"],
    needs: ["dresses_overalls"],
    never: ["jeans"],
    comment: "Sie tanzt gern.",
  },
};

for (const language of ["fr", "de"] as const) {
  test(`new-kid (${language}): a subscriber adds a second kid from the kid choice; the way out goes back to it`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const { shopper, kid } = await subscriberFamily(language, `newkid-${language}-${testInfo.project.name}`);
    const steps = await quizContent("KID", language);
    const wanted = NEW_KID[language];

    // The profile cards and the kid choice offer the new kid's quiz under the new-kid code
    await signInFor(page, language, shopper, "/infos/kids");
    await expect(page.locator("main").getByRole("link", { name: t("quiz.cta.new_kid") })).toHaveAttribute(
      "href",
      localized("/quiz/new-kid/kid", language),
    );
    await page.goto(localized("/login/kid-choice", language));
    await hydrated(page, testInfo);
    await expect(page.getByRole("button", { name: /Jules/ })).toBeVisible();
    const newKid = page.locator("main").getByRole("link", { name: t("quiz.cta.new_kid") });
    await expect(newKid).toHaveAttribute("href", localized("/quiz/new-kid/kid", language));
    await newKid.click();
    await at(page, language, "/quiz/new-kid/kid");
    await hydrated(page, testInfo);
    const identity = steps.find((step) => step.slug === "identity")!;
    await expect(heading(page)).toHaveText(identity.title);
    // No account step: identity, six style steps, photo, comment, profile, membership, checkout
    await expect(page.locator("main").getByText(progress(t, 1, 12))).toBeVisible();
    // §2 after a quiz: the new-kid routes go to the kid choice
    await expectExit(page, t, language, "/login/kid-choice");
    await answerStep(page, t, identity, wanted);

    await at(page, language, /\/quiz\/new-kid\/sizes\?profileId=\d+/);
    const kidId = Number(new URL(page.url()).searchParams.get("profileId"));
    expect(kidId).not.toBe(kid.id);
    for (const slug of ["sizes", "colours", "prints", "styles", "needs", "never"]) {
      const step = steps.find((candidate) => candidate.slug === slug)!;
      await at(page, language, `/quiz/new-kid/${slug}?profileId=${kidId}`);
      await hydrated(page, testInfo);
      await expect(heading(page)).toHaveText(step.title);
      await expectExit(page, t, language, "/login/kid-choice");
      await answerStep(page, t, step, wanted);
    }
    await at(page, language, `/quiz/new-kid/photo/${kidId}`);
    await hydrated(page, testInfo);
    await page
      .locator("main")
      .getByRole("button", { name: t("quiz.photo.skip") })
      .click();
    await at(page, language, `/quiz/new-kid/comment/${kidId}`);
    await hydrated(page, testInfo);
    await answerStep(
      page,
      t,
      steps.find((step) => step.slug === "comment")!,
      wanted,
    );

    // The profile step shows the answers; leaving it goes to the kid choice, which lists the new kid
    await at(page, language, `/quiz/new-kid/profile/${kidId}`);
    await hydrated(page, testInfo);
    await expect(heading(page)).toHaveText(
      t("quiz.profile.title").replace("{{firstname}}", wanted.firstname as string),
    );
    await expect(page.locator("main").getByText(wanted.comment as string)).toBeVisible();
    await expect(page.locator("main").getByText(progress(t, 10, 12))).toBeVisible();
    await expect(page.locator("main").getByRole("button", { name: t("quiz.profile.continue") })).toBeVisible();
    await expectExit(page, t, language, "/login/kid-choice");
    await exitLink(page, t).click();
    await at(page, language, "/login/kid-choice");
    await expect(page.getByRole("button", { name: new RegExp(wanted.firstname as string) })).toBeVisible();
    await expect(page.getByRole("button", { name: /Jules/ })).toBeVisible();

    // The new kid is the family's, with every answer given
    const profiles = await profilesOf(shopper.token);
    const created = profiles.find((profile) => profile.id === kidId)!;
    expect(created).toMatchObject({
      firstname: wanted.firstname,
      profile_type: "KID",
      gender: (wanted.gender as string[])[0],
      top_size: (wanted.top_size as string[])[0],
      bottom_size: (wanted.bottom_size as string[])[0],
    });
    expect(profiles).toHaveLength(2);
    const quiz = await quizOf(shopper.token, kidId);
    expect(sorted(quiz.answers)).toMatchObject(sorted(expectedAnswers(steps, wanted)));
    expect(quiz.progress).toMatchObject({ code: "new-kid", step: "profile", completed_at: null });
  });

  test(`new-profile-woman (${language}): a subscriber's own profile, a 3XL size, the size alert, then on`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const { shopper } = await subscriberFamily(language, `woman-${language}-${testInfo.project.name}`);
    const steps = await quizContent("WOMAN", language);
    const step = (slug: string) => steps.find((candidate) => candidate.slug === slug)!;

    // The women's home sends a client to her quiz, which for a family with boxes is new-profile-woman
    await signInFor(page, language, shopper, "/infos/kids");
    await page.goto(localized("/woman", language));
    await hydrated(page, testInfo);
    await page
      .locator("main")
      .getByRole("link", { name: t("woman.hero.cta") })
      .first()
      .click();
    await at(page, language, "/quiz/new-profile/woman");
    await hydrated(page, testInfo);
    await expect(heading(page)).toHaveText(step("identity").title);
    await expectExit(page, t, language, "/login/kid-choice");
    await answerStep(page, t, step("identity"), { firstname: "Nina", birthdate: "1987-03-02" });

    await at(page, language, /\/quiz\/new-profile-woman\/woman\/sizes\/\d+/);
    const womanId = Number(new URL(page.url()).pathname.split("/").pop());
    await hydrated(page, testInfo);
    await expect(heading(page)).toHaveText(step("sizes").title);
    await answerStep(page, t, step("sizes"), { top_size: ["3XL"], bottom_size: ["XL"] });

    const alert = `/quiz/new-profile-woman/woman/size-alert/${womanId}`;
    await at(page, language, alert);
    await hydrated(page, testInfo);
    await expect(heading(page)).toHaveText(t("quiz.size_alert.title"));
    await expect(page.locator("main").getByText(t("quiz.size_alert.text").replace("{{sizes}}", "3XL"))).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: t("quiz.size_alert.change") })).toHaveAttribute(
      "href",
      localized(`/quiz/new-profile-woman/woman/sizes/${womanId}`, language),
    );
    await expectExit(page, t, language, "/login/kid-choice");
    await page
      .locator("main")
      .getByRole("button", { name: t("quiz.size_alert.continue") })
      .click();

    // Past the alert, the quiz goes on with the fit
    await at(page, language, `/quiz/new-profile-woman/woman/fit/${womanId}`);
    await hydrated(page, testInfo);
    await expect(heading(page)).toHaveText(step("fit").title);
    await expect(page.getByRole("link", { name: t("quiz.back") })).toHaveAttribute("href", localized(alert, language));

    const woman = (await profilesOf(shopper.token)).find((profile) => profile.id === womanId)!;
    expect(woman).toMatchObject({ firstname: "Nina", profile_type: "WOMAN", top_size: "3XL", bottom_size: "XL" });
    expect((await quizOf(shopper.token, womanId)).progress).toMatchObject({
      code: "new-profile-woman",
      step: "fit",
    });
  });

  test(`subscriber (${language}): the kid's quiz again from its profile page, pre-filled, ending on the thank-you page`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const { shopper, kid, steps } = await subscriberFamily(language, `again-${language}-${testInfo.project.name}`);
    const saved = await quizOf(shopper.token, kid.id);
    expect(sorted(saved.answers)).toMatchObject(sorted(expectedAnswers(steps, SUBSCRIBER_KID)));

    // The profile page's quiz link takes the subscriber code; it starts at the identity step
    await signInFor(page, language, shopper, `/profil/${kid.id}`);
    await hydrated(page, testInfo);
    const link = page.locator("main").getByRole("link", { name: t("quiz.cta.take").replace("{{firstname}}", "Jules") });
    await expect(link).toHaveAttribute("href", localized(`/quiz/subscriber?profileId=${kid.id}`, language));
    await link.click();
    await at(page, language, `/quiz/subscriber/kid/${kid.id}`);
    await hydrated(page, testInfo);
    // No booking steps: identity, six style steps, photo, comment, profile
    await expect(page.locator("main").getByText(progress(t, 1, 10))).toBeVisible();
    // §2 after a quiz: a subscriber's steps go to its profile step
    await expectExit(page, t, language, `/quiz/subscriber/profile/${kid.id}`);

    const comment = language === "fr" ? "Il adore les dinosaures et le vert." : "Er liebt Dinosaurier und Grün.";
    const seen = await walkSaved(page, testInfo, t, {
      code: "subscriber",
      steps,
      answers: saved.answers,
      stop: "profile",
      change: async (slug, form) => {
        if (slug === "sizes") await expectExit(page, t, language, `/quiz/subscriber/profile/${kid.id}`);
        if (slug === "comment") await form.locator('[name="comment"]').fill(comment);
      },
    });
    const slugs = steps.map((step) => step.slug);
    expect(seen).toEqual([...slugs.slice(0, -1), "photo", slugs.at(-1), "profile"]);

    // The profile step: the new comment; its way out is the profile's page; finishing books nothing
    await at(page, language, `/quiz/subscriber/profile/${kid.id}`);
    await expect(page.locator("main").getByText(comment)).toBeVisible();
    await expectExit(page, t, language, `/profil/${kid.id}`);
    await expect(page.locator("main").getByRole("button", { name: t("quiz.profile.continue") })).toHaveCount(0);
    await page
      .locator("main")
      .getByRole("button", { name: t("quiz.profile.finish") })
      .click();
    await at(page, language, `/quiz/additional-quiz/confirm/${kid.id}`);
    await expect(heading(page)).toHaveText(t("quiz.additional.title"));
    await expect(
      page.locator("main").getByText(t("quiz.additional.text").replace("{{firstname}}", "Jules")),
    ).toBeVisible();

    const after = await quizOf(shopper.token, kid.id);
    expect(sorted(after.answers)).toEqual(sorted({ ...saved.answers, comment: { choice_ids: [], text: comment } }));
    expect(after.progress).toMatchObject({ code: "subscriber", step: "profile" });
    expect(after.progress!.completed_at).not.toBeNull();
    const requests = (await api(`/clients/me/kids/${kid.id}/requests`, { token: shopper.token })) as unknown[];
    expect(requests, "a subscriber's quiz books no box").toHaveLength(1);
    // The quiz asked for again resumes nowhere: a finished quiz starts over at its identity step
    await page.goto(localized(`/quiz/subscriber?profileId=${kid.id}`, language));
    await at(page, language, `/quiz/subscriber/kid/${kid.id}`);
  });

  test(`paused (${language}): a paused subscriber goes through the paused code to resuming the plan`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    // A family of its own (the demo account is shared with other specs), paused through the plan call
    const { shopper, kid, steps } = await subscriberFamily(language, `paused-${testInfo.project.name}`);
    const plan = (
      (await api(`/clients/me/kids/${kid.id}/subscriptions`, { token: shopper.token })) as { id: number }[]
    )[0]!;
    await api(`/clients/me/kids/${kid.id}/subscriptions/${plan.id}/pause?months=1`, {
      method: "POST",
      token: shopper.token,
      body: "{}",
    });
    const id = kid.id;
    const saved = await quizOf(shopper.token, id);

    // The profile page's link takes the paused code
    await signInFor(page, language, shopper, `/profil/${id}`);
    await hydrated(page, testInfo);
    const link = page
      .locator("main")
      .getByRole("link", { name: t("quiz.cta.order").replace("{{firstname}}", "Jules") });
    await expect(link).toHaveAttribute("href", localized(`/quiz/paused?profileId=${id}`, language));
    await link.click();
    await at(page, language, `/quiz/paused/kid/${id}`);

    // Every answer as saved, sent unchanged
    await expectExit(page, t, language, `/quiz/paused/profile/${id}`);
    await walkSaved(page, testInfo, t, { code: "paused", steps, answers: saved.answers, stop: "profile" });
    await at(page, language, `/quiz/paused/profile/${id}`);
    await expectExit(page, t, language, `/profil/${id}`);
    await page
      .locator("main")
      .getByRole("button", { name: t("quiz.profile.continue") })
      .click();

    // The membership offers the paused plan back; nothing is booked here
    await at(page, language, `/quiz/paused/membership/${id}`);
    await hydrated(page, testInfo);
    await expect(page.getByRole("radio", { name: t("quiz-booking.membership.resume.title") })).toBeChecked();
    await expectExit(page, t, language, `/quiz/paused/profile/${id}`);

    const after = await quizOf(shopper.token, id);
    expect(sorted(after.answers)).toEqual(sorted(saved.answers));
    expect(after.progress).toMatchObject({ code: "paused", step: "membership", completed_at: null });
    const profile = (await profilesOf(shopper.token)).find((each) => each.id === id)!;
    expect(profile.subscription_status).toBe("PAUSED_SUBSCRIPTION");
  });

  test(`signup exits (${language}): a visitor's kid quiz leaves for home, a woman's for the women's home`, async ({
    page,
  }, testInfo) => {
    const t = await texts(language);
    await page.goto(localized("/quiz/signup/kid", language));
    await hydrated(page, testInfo);
    await expectExit(page, t, language, "/");
    await page.goto(localized("/quiz/signup/woman", language));
    await hydrated(page, testInfo);
    await expectExit(page, t, language, "/woman");
    await exitLink(page, t).click();
    await page.waitForURL((url) => url.pathname === localized("/woman", language));
  });
}
