import { mkdirSync } from "node:fs";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { addDays, addMonths } from "#domain/malle.js";
import { todayIn } from "#domain/profiles.js";
import { DEMO_ACCOUNT } from "./demo-account";
import {
  E2E_API_URL,
  allowConsoleErrors,
  expect,
  httpStatusError,
  jsEnabled,
  localized,
  test,
  texts,
  type Texts,
} from "./fixtures";
import { api, subscriber, type Shopper } from "./shop";

/**
 * Issue 16's "Must show" for the pages, in fr and nl, JavaScript on and off: a subscriber (a kid,
 * a sandbox card, a monthly plan and its first box booked, all through the API) pauses the plan
 * for two months from /infos/subscriptions and sees the new dates there and on /{kidId}/malle,
 * resumes it, changes its frequency, postpones the box to come by a week on the delivery page,
 * stops the plan and reactivates it from /infos/subscriptions/{profileId}/reactivate signed out
 * (sign-in, then back); /infos/all-boxes lists the boxes newest first; the e-mails of each action
 * arrive (the API's scheduler sends them from its outbox). Screenshots of each page at 390 and
 * 1280 pixels under /tmp/shots/malle/ (JavaScript on).
 */

const LANGUAGES = ["fr", "nl"] as const;
type Language = (typeof LANGUAGES)[number];

type Plan = { id: number; is_active: boolean; frequency: number | null; paused_until?: string | null };
type Box = { id: number; status: string; delivery_date: string | null; profile_id?: number; is_blocked: boolean };

/** What each action's e-mail subject says in the client's language (api/src/modules/malle/subscription-copy/). */
const MAIL_SUBJECTS: Record<Language, Record<string, RegExp>> = {
  fr: {
    paused: /est en pause/,
    resumed: /reprend/,
    frequency: /Nouveau rythme/,
    moved: /Nouvelle date de livraison/,
    terminated: /est arrêté/,
    reactivated: /est réactivé/,
  },
  nl: {
    paused: /is gepauzeerd/,
    resumed: /loopt weer/,
    frequency: /Nieuw ritme/,
    moved: /Nieuwe leverdatum/,
    terminated: /is stopgezet/,
    reactivated: /is weer actief/,
  },
};

type Family = Awaited<ReturnType<typeof subscriber>>;

async function plansOf(family: Family): Promise<Plan[]> {
  return (await api(`/clients/me/kids/${family.kidId}/subscriptions`, { token: family.shopper.token })) as Plan[];
}
async function planOf(family: Family): Promise<Plan> {
  return (await plansOf(family)).find((plan) => plan.id === family.subscriptionId)!;
}
async function nextBox(family: Family): Promise<Box> {
  return (await api(`/clients/me/kids/${family.kidId}/next-request`, { token: family.shopper.token })) as Box;
}

/** Dates as the pages write them (Intl, the page's language, read in UTC). */
const dateWords = (language: Language) => (iso: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

/** i18next's plural forms of these two languages: _one for 1, _other for the rest. */
const plural = (t: Texts, key: string, count: number) =>
  t(`${key}_${count === 1 ? "one" : "other"}`).replace("{{count}}", String(count));

async function shoot(page: Page, testInfo: TestInfo, language: Language, name: string) {
  if (!jsEnabled(testInfo)) return;
  mkdirSync("/tmp/shots/malle", { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/malle/${language}-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function signInHere(page: Page, t: Texts, shopper: Pick<Shopper, "email" | "password">) {
  const form = page.locator("main form").first();
  await form.getByLabel(t("login.email"), { exact: true }).fill(shopper.email);
  await form.getByLabel(t("login.password"), { exact: true }).fill(shopper.password);
  await form.getByRole("button", { name: t("login.submit") }).click();
}

/** Picks a choice of a group of radios by its words, as a shopper clicks it. */
async function choose(scope: Locator, legend: string, choice: string) {
  await scope.getByRole("group", { name: legend }).getByText(choice, { exact: true }).click();
}

const notice = (page: Page) => page.locator(".notice[role=status]");

for (const language of LANGUAGES) {
  test(`${language}: a subscriber pauses, resumes, changes the rhythm, postpones, stops and reactivates`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const t = await texts(language);
    const date = dateWords(language);
    const js = jsEnabled(testInfo);
    const family = await subscriber(language, `${language}-${testInfo.project.name}`);
    const { shopper, kidId, firstname } = family;
    const malle = localized(`/${kidId}/malle`, language);
    const subscriptions = localized("/infos/subscriptions", language);

    await page.goto(localized("/login", language));
    await signInHere(page, t, shopper);
    await page.waitForURL((url) => url.pathname === localized("/infos", language));

    // The account's navigation leads to the plans and to every box
    const nav = page.getByRole("navigation", { name: t("account.nav.label") });
    await expect(nav.getByRole("link", { name: t("malle.nav.all_boxes") })).toBeVisible();
    await nav.getByRole("link", { name: t("malle.nav.subscriptions") }).click();
    await page.waitForURL((url) => url.pathname === subscriptions);

    // The box page: the box to come, its date, and the way to another date
    const booked = await nextBox(family);
    await page.goto(malle);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("malle.page.title").replace("{{firstname}}", firstname),
    );
    await expect(page.locator(".malle-next__date")).toHaveText(date(booked.delivery_date!));
    await expect(page.getByRole("link", { name: t("malle.next.change_date") })).toBeVisible();
    await shoot(page, testInfo, language, "malle");

    // Pause for two months: the plan waits until then, and the box to come goes after it
    await page.goto(subscriptions);
    const card = page.locator("article", { has: page.getByRole("heading", { name: firstname }) });
    await expect(card.getByText(t("malle.plan.active"), { exact: true })).toBeVisible();
    await shoot(page, testInfo, language, "subscriptions");
    // A resume day past six months is refused in the page's words, the day typed kept
    // (without JavaScript the refused post's page answers 400, which the browser logs)
    if (!js) allowConsoleErrors(page, httpStatusError(400, subscriptions));
    const tooFar = addDays(addMonths(todayIn(), 6), 1);
    await choose(card, t("malle.subscriptions.pause.legend"), t("malle.subscriptions.pause.until"));
    await card.getByLabel(t("malle.subscriptions.pause.until_label")).fill(tooFar);
    await card.getByRole("button", { name: t("malle.subscriptions.pause.submit") }).click();
    await expect(card.getByText(t("malle.error.until_too_far"))).toBeVisible();
    await expect(card.getByLabel(t("malle.subscriptions.pause.until_label"))).toHaveValue(tooFar);
    expect((await planOf(family)).paused_until ?? null, "nothing paused").toBeNull();
    await choose(card, t("malle.subscriptions.pause.legend"), plural(t, "malle.subscriptions.pause.months", 2));
    await card.getByRole("button", { name: t("malle.subscriptions.pause.submit") }).click();
    await expect(notice(page)).toHaveText(t("malle.notice.paused"));
    const paused = await planOf(family);
    expect(paused.paused_until).toBe(addMonths(todayIn(), 2));
    const pausedWords = t("malle.plan.paused_until").replace("{{date}}", date(paused.paused_until!));
    await expect(card.getByText(pausedWords)).toBeVisible();
    await shoot(page, testInfo, language, "subscriptions-paused");
    const afterPause = await nextBox(family);
    expect(afterPause.delivery_date! > paused.paused_until!, "the box comes after the pause").toBe(true);
    await page.goto(malle);
    await expect(page.getByText(pausedWords)).toBeVisible();
    await expect(page.locator(".malle-next__date")).toHaveText(date(afterPause.delivery_date!));

    // Resume it
    await page.goto(subscriptions);
    await card.getByRole("button", { name: t("malle.subscriptions.resume.submit") }).click();
    await expect(notice(page)).toHaveText(t("malle.notice.resumed"));
    await expect(card.getByText(t("malle.plan.active"), { exact: true })).toBeVisible();
    expect((await planOf(family)).paused_until ?? null).toBeNull();

    // Every three months instead of every month
    await choose(card, t("malle.subscriptions.change.legend"), plural(t, "malle.plan.every", 3));
    await card.getByRole("button", { name: t("malle.subscriptions.change.submit") }).click();
    await expect(notice(page)).toHaveText(t("malle.notice.frequency"));
    await expect(card.locator("dd", { hasText: plural(t, "malle.plan.every", 3) })).toBeVisible();
    expect((await planOf(family)).frequency).toBe(3);

    // The box to come a week later, chosen on the delivery page
    const before = await nextBox(family);
    const later = addDays(before.delivery_date!, 7);
    await page.goto(malle);
    await page.getByRole("link", { name: t("malle.next.change_date") }).click();
    await page.waitForURL(
      (url) => url.pathname === localized(`/${kidId}/malle/${family.subscriptionId}/delivery`, language),
    );
    const field = page.getByLabel(t("malle.delivery.label"));
    await expect(field).toHaveValue(before.delivery_date!);
    await field.fill(later);
    if (js) await expect(page.getByText(plural(t, "malle.delivery.later", 7))).toBeVisible();
    await shoot(page, testInfo, language, "delivery");
    await page.getByRole("button", { name: t("malle.delivery.submit") }).click();
    await page.waitForURL((url) => url.pathname === malle);
    await expect(notice(page)).toHaveText(t("malle.notice.date_moved"));
    await expect(page.locator(".malle-next__date")).toHaveText(date(later));
    expect((await nextBox(family)).delivery_date).toBe(later);

    // Stop it, after the confirmation step
    await page.goto(subscriptions);
    await card.getByRole("link", { name: t("malle.subscriptions.stop.ask") }).click();
    await card.getByRole("button", { name: t("malle.subscriptions.stop.confirm") }).click();
    await expect(notice(page)).toHaveText(t("malle.notice.terminated"));
    await expect(card.getByText(t("malle.plan.terminated"), { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: t("malle.plan.reactivate") })).toBeVisible();
    expect((await planOf(family)).is_active).toBe(false);

    // Reactivated from the page an e-mail links to, opened signed out: sign in, then back
    await page.context().clearCookies();
    const reactivate = localized(`/infos/subscriptions/${kidId}/reactivate`, language);
    await page.goto(reactivate);
    await expect(page.getByText(t("malle.reactivate.signed_out"))).toBeVisible();
    await shoot(page, testInfo, language, "reactivate-signed-out");
    await page
      .locator("main")
      .getByRole("link", { name: t("malle.reactivate.sign_in") })
      .click();
    await page.waitForURL((url) => url.pathname === localized("/login", language));
    await signInHere(page, t, shopper);
    await page.waitForURL((url) => url.pathname === reactivate);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("malle.reactivate.title").replace("{{firstname}}", firstname),
    );
    await shoot(page, testInfo, language, "reactivate");
    await choose(page.locator("main"), t("malle.reactivate.legend"), plural(t, "malle.plan.every", 2));
    await page.getByRole("button", { name: t("malle.reactivate.submit") }).click();
    await page.waitForURL((url) => url.pathname === subscriptions);
    await expect(notice(page)).toHaveText(t("malle.notice.reactivated"));
    await expect(card.getByText(t("malle.plan.active"), { exact: true })).toBeVisible();
    const reactivated = (await plansOf(family)).find((plan) => plan.is_active)!;
    expect(reactivated.frequency).toBe(2);

    // Every box of every profile, newest first, with its state
    await page
      .getByRole("navigation", { name: t("account.nav.label") })
      .getByRole("link", {
        name: t("malle.nav.all_boxes"),
      })
      .click();
    await page.waitForURL((url) => url.pathname === localized("/infos/all-boxes", language));
    // The scheduler's pass may open the reactivated plan's box meanwhile: the page is read again
    // until it shows what the API holds
    const items = page.locator(".malle-box");
    let boxes: Box[] = [];
    await expect(async () => {
      boxes = (await api("/clients/me/requests", { token: shopper.token })) as Box[];
      expect(boxes.length).toBeGreaterThan(0);
      if ((await items.count()) !== boxes.length) await page.reload();
      await expect(items).toHaveCount(boxes.length, { timeout: 2_000 });
    }).toPass();
    // Grouped by where each box is (waiting, to come, on its way, previous): every date shown
    for (const box of boxes) {
      if (box.delivery_date) await expect(page.locator("main")).toContainText(date(box.delivery_date));
    }
    await expect(items.first()).toContainText(t("malle.all_boxes.for").replace("{{firstname}}", firstname));
    await shoot(page, testInfo, language, "all-boxes");

    // Each action's e-mail, in the client's language
    const wanted = Object.entries(MAIL_SUBJECTS[language]);
    await expect
      .poll(
        async () => {
          const mails = (await (await fetch(`${E2E_API_URL}/dev/mail`)).json()) as { to: string; subject: string }[];
          const subjects = mails.filter((mail) => mail.to.includes(shopper.email)).map((mail) => mail.subject);
          return wanted.filter(([, subject]) => !subjects.some((each) => subject.test(each))).map(([kind]) => kind);
        },
        { timeout: 45_000, message: "e-mails still missing" },
      )
      .toEqual([]);
  });
}

for (const language of LANGUAGES) {
  test(`${language}: the demo client's kid page lists its past box, and the kid choice leads to it`, async ({
    page,
  }, testInfo) => {
    const t = await texts(language);
    const date = dateWords(language);
    // A client with several profiles signs in to the kid choice
    await page.goto(localized("/login", language));
    await signInHere(page, t, DEMO_ACCOUNT);
    await page.waitForURL((url) => url.pathname === localized("/login/kid-choice", language));
    const token = (await api("/clients/token", {
      method: "POST",
      body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
    })) as { access_token: string };
    const kid = (
      (await api("/clients/me/kids", { token: token.access_token })) as {
        id: number;
        firstname: string;
        profile_type: string;
        has_requested: boolean;
      }[]
    ).find((profile) => profile.profile_type === "KID" && profile.has_requested)!;
    const boxes = (await api(`/clients/me/kids/${kid.id}/requests`, { token: token.access_token })) as Box[];
    // The previous boxes: delivered, closed or cancelled (a preview waiting or a box on its way is not)
    const past = boxes.filter((box) => ["DELIVERED", "CLOSED", "CANCELLED"].includes(box.status));
    expect(past.length, "the demo kid has had a box").toBeGreaterThan(0);

    // From the kid choice, a kid's box
    await shoot(page, testInfo, language, "kid-choice");
    await page
      .locator("main")
      .getByRole("link", { name: t("malle.link") })
      .first()
      .click();
    await page.waitForURL((url) => /\/\d+\/malle$/.test(url.pathname));
    await page.goto(localized(`/${kid.id}/malle`, language));
    const history = page.getByRole("region", { name: t("malle.history.title") });
    await expect(history.locator(".malle-box")).toHaveCount(past.length);
    const first = past[0]!;
    await expect(history.locator(".malle-box").first()).toContainText(
      t("malle.history.box").replace("{{date}}", date(first.delivery_date!)),
    );
    await expect(history.locator(".malle-box").first()).toContainText(t(`malle.state.${first.status}`));
    await shoot(page, testInfo, language, "malle-history");
  });
}
