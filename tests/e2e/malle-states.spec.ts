import { mkdirSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { formatDate } from "#domain/french.js";
import { DEMO_ACCOUNT } from "./demo-account";
import { expect, jsEnabled, localized, test, texts, type Texts } from "./fixtures";
import { adminToken, api, signIn, subscriber } from "./shop";

/**
 * Issue 23 point 9, "the box page tells the truth", in fr and de, JavaScript on and off. A
 * subscribed family's box is followed through its states on /{kidId}/malle: the box to come (its
 * wishes open until the day before it is composed), the box whose preview waits for an answer
 * (its deadline and the way to the preview — also on /infos/all-boxes and the account home, and
 * /{kidId}/suggestions/{id} says so instead of listing pieces), then validated: on its way, never
 * among the previous boxes. §3's request id 0 leads to the box to come's preview. The demo client's
 * kid shows its previous boxes. Screenshots at 390 and 1280 pixels under /work/briefs/screens/
 * (JavaScript on).
 */

const LANGUAGES = ["fr", "de"] as const;
type Language = (typeof LANGUAGES)[number];
type Box = { id: number; status: string; delivery_date: string | null; wishes_until: string | null };

const SCREENS = "/work/briefs/screens";

async function shoot(page: Page, testInfo: TestInfo, language: Language, name: string) {
  if (!jsEnabled(testInfo)) return;
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/malle-${name}-${language}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A date as the pages write it (the French "1er" included). */
const dateWords = (language: Language) => (iso: string) =>
  formatDate(language, { dateStyle: "long", timeZone: "UTC" }, new Date(`${iso}T00:00:00Z`));

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function boxes(token: string, kidId: number): Promise<Box[]> {
  return (await api(`/clients/me/kids/${kidId}/requests`, { token })) as Box[];
}

for (const language of LANGUAGES) {
  test(`${language}: the box to come, the box waiting for an answer and the validated box, each for what it is`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const date = dateWords(language);
    const { shopper, kidId } = await subscriber(language, `states-${language}-${testInfo.project.name}`);
    const malle = localized(`/${kidId}/malle`, language);
    const [booked] = await boxes(shopper.token, kidId);
    expect(booked!.status).toBe("PENDING");

    // The box to come: its date and the last day for wishes
    await page.goto(localized("/login", language));
    await signIn(page, language, shopper);
    await page.waitForURL((url) => !url.pathname.endsWith("/login"));
    await page.goto(malle);
    const next = region(page, t("malle.next.title"));
    await expect(next).toContainText(date(booked!.delivery_date!));
    await expect(next).toContainText(fill(t("malle.next.wishes_until"), { date: date(booked!.wishes_until!) }));
    await expect(page.getByRole("region", { name: t("malle.waiting.title") })).toHaveCount(0);
    await shoot(page, testInfo, language, "to-come");
    // §3: request id 0 is the box to come, here the open one
    await page.goto(localized(`/${kidId}/suggestions/0`, language));
    await expect(page).toHaveURL((url) => url.pathname === localized(`/${kidId}/suggestions/${booked!.id}`, language));
    await page.goto(localized(`/quiz/confirm/${kidId}/0`, language));
    await expect(page).toHaveURL((url) => url.pathname === localized(`/quiz/confirm/${kidId}/${booked!.id}`, language));

    // Composed: the preview waits for the family's answer
    await api(`/admin/requests/${booked!.id}/compose`, { method: "POST", token: await adminToken(), body: "{}" });
    await page.goto(malle);
    const waiting = region(page, t("malle.waiting.title"));
    await expect(waiting).toContainText(date(booked!.delivery_date!));
    await expect(waiting).toContainText(t("malle.state.PREVIEW_SENT"));
    await expect(waiting.locator(".malle-waiting__deadline")).toBeVisible();
    const previewPath = localized(`/infos/preview/${kidId}/${booked!.id}`, language);
    await expect(waiting.getByRole("link", { name: t("malle.waiting.cta") })).toHaveAttribute("href", previewPath);
    // Not a previous box
    await expect(region(page, t("malle.history.title")).locator(".malle-box")).toHaveCount(0);
    await shoot(page, testInfo, language, "waiting");

    // Every box of the client, and the account home: the way to the preview, not to the box page
    await page.goto(localized("/infos/all-boxes", language));
    const waitingList = region(page, t("malle.all_boxes.sections.waiting"));
    await expect(waitingList.getByRole("link", { name: t("malle.all_boxes.answer") })).toHaveAttribute(
      "href",
      previewPath,
    );
    await page.goto(localized("/infos", language));
    await expect(
      region(page, t("malle.home.title")).getByRole("link", { name: t("malle.all_boxes.answer") }),
    ).toHaveAttribute("href", previewPath);

    // Its wish page says where the box is, with the way to the preview, and lists no pieces
    await page.goto(localized(`/${kidId}/suggestions/${booked!.id}`, language));
    await expect(page.locator("main")).toContainText(t("suggestions.next.preview"));
    await expect(page.getByRole("link", { name: t("suggestions.next.see_preview") })).toHaveAttribute(
      "href",
      previewPath,
    );
    await expect(page.locator(".suggestion-card, .suggestions-results")).toHaveCount(0);

    // §3: request id 0 is the box to come, here the one whose preview waits
    await page.goto(localized(`/infos/preview/${kidId}/0`, language));
    await expect(page).toHaveURL((url) => url.pathname === previewPath);

    // Validated: being made ready to ship, not a previous box
    await api(`/clients/me/kids/${kidId}/requests/${booked!.id}/preview/validate`, {
      method: "POST",
      token: shopper.token,
      body: "{}",
    });
    await page.goto(malle);
    const onItsWay = region(page, t("malle.on_its_way.title_VALIDATED"));
    await expect(onItsWay).toContainText(t("malle.on_its_way.VALIDATED"));
    await expect(onItsWay).toContainText(date(booked!.delivery_date!));
    await expect(region(page, t("malle.history.title")).locator(".malle-box")).toHaveCount(0);
    await shoot(page, testInfo, language, "on-its-way");
  });

  test(`${language}: the demo client's kid lists its delivered and closed boxes as previous ones`, async ({
    page,
  }, testInfo) => {
    const t: Texts = await texts(language);
    const date = dateWords(language);
    const token = (
      (await api("/clients/token", {
        method: "POST",
        body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
      })) as { access_token: string }
    ).access_token;
    const kid = (
      (await api("/clients/me/kids", { token })) as { id: number; profile_type: string; has_requested: boolean }[]
    ).find((profile) => profile.profile_type === "KID" && profile.has_requested)!;
    const past = (await boxes(token, kid.id)).filter((box) =>
      ["DELIVERED", "CLOSED", "CANCELLED"].includes(box.status),
    );
    expect(past.length, "the demo kid has had a box").toBeGreaterThan(0);
    await page.goto(localized("/login", language));
    await signIn(page, language, { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, token });
    await page.waitForURL((url) => !url.pathname.endsWith("/login"));
    await page.goto(localized(`/${kid.id}/malle`, language));
    const history = region(page, t("malle.history.title"));
    await expect(history.locator(".malle-box")).toHaveCount(past.length);
    await expect(history.locator(".malle-box").first()).toContainText(date(past[0]!.delivery_date!));
    await shoot(page, testInfo, language, "past");
  });
}
