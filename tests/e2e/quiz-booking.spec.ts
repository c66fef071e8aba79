import type { Page, TestInfo } from "@playwright/test";
import { mkdirSync } from "node:fs";
import {
  allowConsoleErrors,
  expect,
  httpStatusError,
  hydrated,
  jsEnabled,
  localized,
  test,
  texts,
  type Language,
} from "./fixtures";
import { DEMO_ACCOUNT } from "./demo-account";
import { api, createShopper, signIn, type Shopper, saveSandboxCard } from "./shop";

/**
 * The quiz's booking steps (issue 15), JavaScript on and off, in fr and de: a new client with a
 * kid whose quiz is answered (through the API) chooses one box or a subscription, books it at the
 * checkout with a saved sandbox card and sees the confirmation page and e-mail; a refused checkout
 * (a date outside the window, no payment method) says why and keeps what was typed; a double
 * submit books one box. Screenshots of each page go to /tmp/shots/booking/.
 */

type Kid = { id: number };
type Window = { earliest: string; latest: string; suggested: string };
type BoxRequest = {
  id: number;
  subscription_id: number | null;
  delivery_date: string;
  wishes: { product_id: number; variant_id: number | null }[];
  wishes_until: string | null;
};
type StoredMail = { to: string; subject: string; text: string };
type Question = {
  key: string;
  kind: "text" | "textarea" | "date" | "single" | "multiple";
  required: boolean;
  choices: { id: number; key: string }[];
};
type Content = { steps: { slug: string; questions: Question[] }[] };

const SHOTS = "/tmp/shots/booking";
const CODE = "signup";

/** A kid of the shopper with every quiz step answered through the API (first choices, first name Jules). */
async function kidWithAnswers(shopper: Shopper, language: Language, firstname: string): Promise<Kid> {
  const kid = (await api("/clients/me/kids", {
    method: "POST",
    token: shopper.token,
    body: JSON.stringify({ firstname, gender: "girl", birthdate: "2019-05-04" }),
  })) as Kid;
  const content = (await api("/website/quiz?profile_type=KID", {
    headers: { "accept-language": language },
  })) as Content;
  const slugs = content.steps.map((step) => step.slug);
  for (const [index, step] of content.steps.entries()) {
    const answers: Record<string, number[] | string | null> = {};
    for (const question of step.questions) {
      if (question.kind === "text") answers[question.key] = firstname;
      else if (question.kind === "date") answers[question.key] = "2019-05-04";
      else if (question.kind === "textarea") answers[question.key] = "Elle adore le jaune.";
      else {
        // Loved and refused never share a choice: the refused take the last one
        const choice =
          question.choices.find((each) => each.key === "girl") ??
          (question.key.endsWith("_refused") ? question.choices.at(-1) : question.choices[0]);
        answers[question.key] = choice ? [choice.id] : [];
      }
    }
    await api(`/clients/me/kids/${kid.id}/quiz/${step.slug}`, {
      method: "PUT",
      token: shopper.token,
      body: JSON.stringify({ answers, code: CODE, next_step: slugs[index + 1] ?? "photo" }),
    });
  }
  await api(`/clients/me/kids/${kid.id}/quiz-progress`, {
    method: "PUT",
    token: shopper.token,
    body: JSON.stringify({ code: CODE, step: "membership" }),
  });
  return kid;
}

async function deliveryWindow(shopper: Shopper, kid: Kid): Promise<Window> {
  return (await api(`/clients/me/kids/${kid.id}/delivery-window`, { token: shopper.token })) as Window;
}

async function requestsOf(shopper: Shopper, kid: Kid): Promise<BoxRequest[]> {
  return (await api(`/clients/me/kids/${kid.id}/requests`, { token: shopper.token })) as BoxRequest[];
}

/** A day after an ISO date. */
function plusDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A date as the pages write it (long, in the page's language, read in UTC). */
const longDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

/** A new client of the language's country, a kid with answers and (unless told) a saved card, signed in on `path`. */
async function familyOnPage(
  page: Page,
  language: "fr" | "de",
  tag: string,
  path: (kid: Kid) => string,
  options: { card?: boolean; firstname?: string } = {},
) {
  const shopper = await createShopper(language, `quiz-${tag}`);
  const kid = await kidWithAnswers(shopper, language, options.firstname ?? "Jules");
  if (options.card !== false) await saveSandboxCard(shopper);
  await page.goto(localized(path(kid), language));
  await signIn(page, language, shopper);
  await page.waitForURL((url) => url.pathname === localized(path(kid).split("?")[0]!, language));
  return { shopper, kid };
}

const membershipPath = (kid: Kid) => `/quiz/${CODE}/membership/${kid.id}`;
const checkoutPath = (kid: Kid, query = "") => `/quiz/${CODE}/checkout/${kid.id}${query}`;

async function shoot(page: Page, testInfo: TestInfo, name: string, language: Language) {
  if (!jsEnabled(testInfo)) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${language}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function mailFor(email: string): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await api("/dev/mail")) as StoredMail[];
        found = mails.find((mail) => mail.to.includes(email));
        return Boolean(found);
      },
      { message: `the booking e-mail to ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** A quiz page's title: its own name, then the quiz's. */
const quizTitle = (t: (key: string) => string, page: string) =>
  t("quiz.meta.title").replace("{{step}}", t(`quiz-booking.${page}.page_title`));

const cardLabel = (t: (key: string) => string) =>
  new RegExp(t("quiz-booking.checkout.payment.card").replace("{{brand}}", "Visa").replace("{{last4}}", "4242"));

for (const language of ["fr", "de"] as const) {
  test(`quiz booking (${language}): one box, booked with a saved card, confirmed on the page and by e-mail`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const { shopper, kid } = await familyOnPage(
      page,
      language,
      `one-${language}-${testInfo.project.name}`,
      membershipPath,
    );
    // A landing link's wished product (§2 sugg_c/sugg_ids, kept in the session) goes into the box
    const products = (await api("/shop/products?page_size=1")) as { products: { id: number }[] };
    const wished = products.products[0]!.id;
    await page.goto(`${localized(membershipPath(kid), language)}?sugg_c=1&sugg_ids=${wished}`);
    await hydrated(page, testInfo);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("quiz-booking.membership.title").replace("{{firstname}}", "Jules"),
    );
    await expect(page.getByRole("progressbar")).toBeVisible();
    await expect(page).toHaveTitle(quizTitle(t, "membership"));
    await shoot(page, testInfo, "membership", language);

    await page.getByRole("radio", { name: t("quiz-booking.membership.one_shot.title") }).check();
    await page.getByRole("button", { name: t("quiz-booking.membership.submit") }).click();
    await page.waitForURL((url) => url.pathname === localized(checkoutPath(kid), language) && url.search === "");
    await hydrated(page, testInfo);

    const window = await deliveryWindow(shopper, kid);
    const form = page.locator("form#quiz-checkout");
    const date = form.getByLabel(t("quiz-booking.checkout.date.label"));
    await expect(date).toHaveValue(window.suggested);
    await expect(date).toHaveAttribute("min", window.earliest);
    await expect(date).toHaveAttribute("max", window.latest);
    await expect(form).toContainText(longDate(window.earliest, language));
    await expect(form).toContainText(t("quiz-booking.checkout.recap.free"));
    await expect(form).toContainText(t("quiz-booking.checkout.recap.one_shot"));
    await expect(page).toHaveTitle(quizTitle(t, "checkout"));
    await shoot(page, testInfo, "checkout", language);

    // The default address, a later date than suggested, the saved card
    await form.getByRole("radio", { name: /Roquette|Friedrichstraße/ }).check();
    const wanted = plusDays(window.earliest, 5);
    await date.fill(wanted);
    await form.getByRole("radio", { name: cardLabel(t) }).check();
    await form.getByRole("button", { name: t("quiz-booking.checkout.submit") }).click();

    await page.waitForURL((url) => url.pathname.startsWith(localized(`/quiz/confirm/${kid.id}/`, language)));
    const requests = await requestsOf(shopper, kid);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      subscription_id: null,
      delivery_date: wanted,
      wishes: [{ product_id: wished, variant_id: null }],
    });
    expect(page.url()).toContain(`/quiz/confirm/${kid.id}/${requests[0]!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("quiz-booking.confirm.title").replace("{{firstname}}", "Jules"),
    );
    const main = page.locator("main");
    await expect(main).toContainText(longDate(wanted, language));
    await expect(main).toContainText(t("quiz-booking.checkout.recap.one_shot"));
    await expect(main).toContainText("4242");
    await expect(main).toContainText(t("quiz-booking.confirm.next.compose"));
    // The wish window (issue 23): its last day, the day before the box is composed (COMPOSE_LEAD_DAYS
    // is 1 here), and the way to the wishes
    expect(requests[0]!.wishes_until).toBe(plusDays(wanted, -2));
    await expect(main).toContainText(
      t("quiz-booking.confirm.next.wishes").replace("{{date}}", longDate(plusDays(wanted, -2), language)),
    );
    await expect(main.getByRole("link", { name: t("quiz-booking.confirm.next.wishes_link") })).toHaveAttribute(
      "href",
      localized(`/${kid.id}/suggestions/${requests[0]!.id}`, language),
    );
    await expect(page).toHaveTitle(quizTitle(t, "confirm"));
    await expect(
      main.getByRole("link", { name: t("quiz-booking.confirm.profile_link").replace("{{firstname}}", "Jules") }),
    ).toHaveAttribute("href", localized(`/profil/${kid.id}`, language));
    await shoot(page, testInfo, "confirm", language);

    const mail = await mailFor(shopper.email);
    expect(`${mail.subject}\n${mail.text}`).toContain("Jules");

    // The quiz is over: the profile is a client's, the progress completed
    const profile = (await api(`/clients/me/kids/${kid.id}`, { token: shopper.token })) as { has_requested: boolean };
    expect(profile.has_requested).toBe(true);
  });

  test(`quiz booking (${language}): a subscription every two months`, async ({ page }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const { shopper, kid } = await familyOnPage(
      page,
      language,
      `sub-${language}-${testInfo.project.name}`,
      membershipPath,
      {
        firstname: "Lina",
      },
    );
    await hydrated(page, testInfo);
    await page.getByRole("radio", { name: t("quiz-booking.membership.subscription.title") }).check();
    await page.getByRole("button", { name: t("quiz-booking.membership.submit") }).click();
    await page.waitForURL((url) => url.pathname === localized(`/quiz/${CODE}/subscription/${kid.id}`, language));
    await hydrated(page, testInfo);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("quiz-booking.subscription.title"));
    await expect(page).toHaveTitle(quizTitle(t, "subscription"));
    await shoot(page, testInfo, "subscription", language);
    await page
      .getByRole("radio", { name: t("quiz-booking.subscription.every_other").replace("{{count}}", "2") })
      .check();
    await page.getByRole("button", { name: t("quiz-booking.subscription.submit") }).click();
    await page.waitForURL(
      (url) => url.pathname === localized(checkoutPath(kid), language) && url.searchParams.get("frequency") === "2",
    );
    await hydrated(page, testInfo);
    const form = page.locator("form#quiz-checkout");
    const every = t("quiz-booking.checkout.recap.every_other").replace("{{count}}", "2");
    await expect(form).toContainText(every);
    // The back link goes to the frequency, which keeps the choice
    await expect(page.getByRole("link", { name: t("quiz.back") })).toHaveAttribute(
      "href",
      `${localized(`/quiz/${CODE}/subscription/${kid.id}`, language)}?frequency=2`,
    );
    await form.getByRole("radio", { name: cardLabel(t) }).check();
    await form.getByRole("button", { name: t("quiz-booking.checkout.submit") }).click();
    await page.waitForURL((url) => url.pathname.startsWith(localized(`/quiz/confirm/${kid.id}/`, language)));
    await expect(page.locator("main")).toContainText(every);
    const requests = await requestsOf(shopper, kid);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.subscription_id).not.toBeNull();
    const profile = (await api(`/clients/me/kids/${kid.id}`, { token: shopper.token })) as {
      subscription_status: string | null;
      subscriptions: { frequency: number | null; is_active: boolean }[];
    };
    expect(profile.subscriptions.filter((plan) => plan.is_active).map((plan) => plan.frequency)).toEqual([2]);
  });
}

test("quiz booking (de): a refused checkout says why and keeps what was typed", async ({ page }, testInfo) => {
  test.slow();
  const language = "de";
  const t = await texts(language);
  const { shopper, kid } = await familyOnPage(
    page,
    language,
    `refused-${testInfo.project.name}`,
    (each) => checkoutPath(each),
    {
      card: false,
    },
  );
  await hydrated(page, testInfo);
  // Refusals answer 400 (the form's own checks) and 422 (the API's), which the browser logs
  const path = localized(checkoutPath(kid), language);
  allowConsoleErrors(page, httpStatusError(400, path), httpStatusError(422, path));
  const window = await deliveryWindow(shopper, kid);
  const form = page.locator("form#quiz-checkout");
  const date = form.getByLabel(t("quiz-booking.checkout.date.label"));

  // No payment method yet: the page says so and links to saving one, which comes back here
  await expect(form).toContainText(t("quiz-booking.checkout.payment.none"));
  const add = form.getByRole("link", { name: t("quiz-booking.checkout.payment.add") });
  await expect(add).toHaveAttribute(
    "href",
    `${localized("/infos/add/payment", language)}?redirect=${encodeURIComponent(localized(checkoutPath(kid), language))}`,
  );
  const typed = plusDays(window.earliest, 3);
  await date.fill(typed);
  await form.getByRole("button", { name: t("quiz-booking.checkout.submit") }).click();
  await expect(form.getByText(t("quiz-booking.checkout.error.payment_required"))).toBeVisible();
  await expect(date).toHaveValue(typed);
  expect(await requestsOf(shopper, kid)).toEqual([]);

  // A card saved meanwhile; a date after the window (the browser's own limit lifted, as an old
  // browser or a hand-made post would): the window is said in words, the date kept
  await saveSandboxCard(shopper);
  await page.goto(localized(checkoutPath(kid), language));
  await hydrated(page, testInfo);
  const late = plusDays(window.latest, 1);
  await date.evaluate((input) => {
    input.removeAttribute("min");
    input.removeAttribute("max");
  });
  await date.fill(late);
  await form.getByRole("radio", { name: cardLabel(t) }).check();
  await form.getByRole("button", { name: t("quiz-booking.checkout.submit") }).click();
  const message = t("quiz-booking.checkout.error.date_out_of_range")
    .replace("{{earliest}}", longDate(window.earliest, language))
    .replace("{{latest}}", longDate(window.latest, language));
  await expect(form.getByText(message)).toBeVisible();
  await expect(date).toHaveValue(late);
  await expect(form.getByRole("radio", { name: cardLabel(t) })).toBeChecked();
  expect(await requestsOf(shopper, kid)).toEqual([]);
  await shoot(page, testInfo, "checkout-refused", language);

  // Within the window it books
  await date.fill(window.latest);
  await form.getByRole("button", { name: t("quiz-booking.checkout.submit") }).click();
  await page.waitForURL((url) => url.pathname.startsWith(localized(`/quiz/confirm/${kid.id}/`, language)));
  expect((await requestsOf(shopper, kid)).map((request) => request.delivery_date)).toEqual([window.latest]);
});

test("quiz booking (fr): a checkout posted twice at once books one box", async ({ page }, testInfo) => {
  test.slow();
  const { shopper, kid } = await familyOnPage(page, "fr", `twice-${testInfo.project.name}`, (each) =>
    checkoutPath(each),
  );
  const window = await deliveryWindow(shopper, kid);
  const addressId = String(
    ((await api("/clients/me/shipping-addresses", { token: shopper.token })) as { id: number }[])[0]!.id,
  );
  const methodId = String(
    ((await api("/clients/me/payment-methods", { token: shopper.token })) as { id: number }[])[0]!.id,
  );
  // The page's own session posts the same form twice, as a double click without JavaScript does
  const post = () =>
    page.request.post(checkoutPath(kid), {
      form: { shipping_address: addressId, delivery_date: window.suggested, payment_method_id: methodId },
      maxRedirects: 0,
    });
  const answers = await Promise.all([post(), post()]);
  const requests = await requestsOf(shopper, kid);
  expect(requests).toHaveLength(1);
  for (const answer of answers) {
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe(`/quiz/confirm/${kid.id}/${requests[0]!.id}`);
  }
  // And once more from the page after the box is booked: still the same box
  await page.goto(checkoutPath(kid));
  const form = page.locator("form#quiz-checkout");
  await form.getByRole("button", { name: (await texts("fr"))("quiz-booking.checkout.submit") }).click();
  await page.waitForURL((url) => url.pathname === `/quiz/confirm/${kid.id}/${requests[0]!.id}`);
  expect(await requestsOf(shopper, kid)).toHaveLength(1);
});

test("quiz booking: a subscriber's quiz books nothing, its booking steps lead to the profile step", async ({
  page,
}) => {
  const { kid } = await familyOnPage(page, "fr", "subscriber", membershipPath, { card: false });
  for (const step of ["membership", "subscription", "checkout"]) {
    const answer = await page.request.get(`/quiz/subscriber/${step}/${kid.id}`, { maxRedirects: 0 });
    expect(answer.status(), step).toBe(302);
    expect(answer.headers().location, step).toBe(`/quiz/subscriber/profile/${kid.id}`);
  }
  // Another client's kid is not found
  const other = await createShopper("fr", "quiz-other");
  const otherKid = await kidWithAnswers(other, "fr", "Zoé");
  const answer = await page.request.get(checkoutPath(otherKid), { maxRedirects: 0 });
  expect(answer.status()).toBe(404);
});

test("quiz booking (de): a paused plan is offered back as resuming it, at its own frequency", async ({
  page,
}, testInfo) => {
  const t = await texts("de");
  const token = (await api("/clients/token", {
    method: "POST",
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  })) as { access_token: string };
  const profiles = (await api("/clients/me/kids", { token: token.access_token })) as {
    id: number;
    subscription_status: string | null;
  }[];
  const paused = profiles.find((profile) => profile.subscription_status === "PAUSED_SUBSCRIPTION");
  expect(paused, "the demo client has a paused plan").toBeTruthy();
  // Only pages are read: the demo client's data stays as other specs expect it
  const membership = localized(`/quiz/paused-woman/membership/${paused!.id}`, "de");
  await page.goto(membership);
  await signIn(page, "de", { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, token: "" });
  await page.waitForURL((url) => url.pathname === membership);
  await hydrated(page, testInfo);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("quiz-booking.membership.title_woman"));
  const resume = page.getByRole("radio", { name: t("quiz-booking.membership.resume.title") });
  await expect(resume).toBeChecked();
  await expect(page.getByText(t("quiz-booking.membership.resume.text"))).toBeVisible();
  await expect(page.getByRole("radio", { name: t("quiz-booking.membership.subscription.title") })).toHaveCount(0);
  await page.goto(localized(`/quiz/paused-woman/subscription/${paused!.id}`, "de"));
  await expect(
    page.getByRole("radio", { name: t("quiz-booking.subscription.every_other").replace("{{count}}", "3") }),
  ).toBeChecked();
});
