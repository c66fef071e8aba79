import { mkdirSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { expect, hydrated, jsEnabled, localized, test, texts, withName, type Language, type Texts } from "./fixtures";
import { api, createShopper, subscriber, type Shopper } from "./shop";

/**
 * Issue 17's suggestions and Style Shuffle, in fr and es, JavaScript on and off: a fresh family
 * (a girl with a monthly plan and its first box booked, through the API) goes from
 * /{kidId}/suggestions to its box's suggestions, wishes a piece from the list and another from
 * its product page, sees them counted and on the success page, removes one; then rates three
 * looks in Style Shuffle (the buttons; with JavaScript also the → key, and a fourth
 * by a swipe to the left). Screenshots of each page
 * at 390 and 1280 pixels under /tmp/shots/suggestions/ (JavaScript on).
 */

const LANGUAGES = ["fr", "es"] as const;

type Box = { id: number; wishes: { product_id: number; variant_id: number | null }[] };

/** i18next's plural form of a count in a language, filled in. */
const plural = (t: Texts, language: Language, key: string, values: Record<string, string | number>) => {
  const count = Number(values.count);
  const form = new Intl.PluralRules(language).select(count);
  let text = t(`${key}_${form}`);
  for (const [name, value] of Object.entries(values)) text = text.replace(`{{${name}}}`, String(value));
  return text;
};

async function shoot(page: Page, testInfo: TestInfo, language: Language, name: string) {
  if (!jsEnabled(testInfo)) return;
  mkdirSync("/tmp/shots/suggestions", { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/suggestions/${language}-${name}-${width}.png`, fullPage: true });
    await page.screenshot({ path: `/tmp/shots/suggestions/${language}-${name}-${width}-top.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function signInHere(page: Page, t: Texts, shopper: Pick<Shopper, "email" | "password">) {
  const form = page.locator("main form").first();
  await form.getByLabel(t("login.email"), { exact: true }).fill(shopper.email);
  await form.getByLabel(t("login.password"), { exact: true }).fill(shopper.password);
  await form.getByRole("button", { name: t("login.submit") }).click();
}

for (const language of LANGUAGES) {
  test(`${language}: wishes from the suggestions and their product page, the success page, Style Shuffle`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const t = await texts(language);
    const js = jsEnabled(testInfo);
    const { shopper, kidId, firstname } = await subscriber(language, `sugg-${language}-${testInfo.project.name}`);
    const box = (await api(`/clients/me/kids/${kidId}/next-request`, { token: shopper.token })) as Box;
    const listPath = localized(`/${kidId}/suggestions/${box.id}`, language);
    const count = page.getByTestId("wish-count").first();
    const wishes = (n: number) => plural(t, language, "suggestions.list.wishes", { count: n });
    // Without JavaScript the confirmation is the layout's flash; with it, the card's live region
    const confirmed = (scope: ReturnType<Page["locator"]>, key: string) =>
      js
        ? expect(scope.locator(".wish-form__status")).toHaveText(t(key))
        : expect(page.locator(".notice[role=status]")).toHaveText(t(key));

    // Signed out, the page asks to sign in and comes back; /{kidId}/suggestions leads to the box's list
    await page.goto(localized(`/${kidId}/suggestions`, language));
    await signInHere(page, t, shopper);
    await page.waitForURL((url) => url.pathname === listPath);
    await hydrated(page, testInfo);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("suggestions.list.title").replace("{{firstname}}", firstname),
    );
    await expect(count).toHaveText(wishes(0));
    const cards = page.getByTestId("suggestion-card");
    expect(await cards.count()).toBeGreaterThan(1);
    expect(await cards.count()).toBeLessThanOrEqual(24);
    await expect(cards.first().locator("img")).toHaveAttribute("alt", /.+/);
    await shoot(page, testInfo, language, "list");

    // A category filter keeps the GET form's choice in the address
    await page
      .getByRole("group", { name: t("suggestions.filters.categories") })
      .getByLabel(t("category.tops"))
      .check();
    await page.getByRole("button", { name: t("suggestions.filters.apply") }).click();
    await page.waitForURL((url) => url.searchParams.getAll("categories").includes("tops"));
    await expect(page.getByRole("link", { name: t("suggestions.filters.reset") }).first()).toBeVisible();
    await page
      .getByRole("link", { name: t("suggestions.filters.reset") })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === listPath && url.search === "");
    await expect(page.getByRole("link", { name: t("suggestions.filters.reset") })).toHaveCount(0);
    await hydrated(page, testInfo);

    // One wish from the list
    const first = cards.first();
    const firstName = (await first.getByRole("heading", { level: 3 }).textContent())!.trim();
    const add = first.getByRole("button", { name: t("suggestions.wish.add") });
    await add.click();
    await confirmed(first, "suggestions.notice.added");
    await expect(count).toHaveText(wishes(1));
    const kept = cards.filter({ hasText: firstName }).first();
    await expect(kept.getByRole("button", { name: t("suggestions.wish.remove") })).toBeVisible();
    if (js) await expect(kept.getByRole("button", { name: t("suggestions.wish.remove") })).toBeFocused();

    // Another from its product page, then back to the list as it was
    const second = cards.nth(1);
    const secondName = (await second.getByRole("heading", { level: 3 }).textContent())!.trim();
    await second.getByRole("link", { name: secondName }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`${listPath}/product/`));
    await hydrated(page, testInfo);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(secondName);
    await expect(page.locator(".product-gallery img").first()).toHaveAttribute("alt", secondName);
    await shoot(page, testInfo, language, "product");
    const productForm = page.locator(".wish-form--page");
    await productForm.getByRole("button", { name: t("suggestions.wish.add") }).click();
    await confirmed(productForm, "suggestions.notice.added");
    await expect(productForm.getByRole("button", { name: t("suggestions.wish.remove") })).toBeVisible();
    await page.getByRole("link", { name: t("suggestions.product.back") }).click();
    await page.waitForURL((url) => url.pathname === listPath);
    await expect(count).toHaveText(wishes(2));

    // The success page lists both
    await page.getByRole("link", { name: t("suggestions.list.done") }).click();
    await page.waitForURL((url) => url.pathname === `${listPath}/success`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("suggestions.success.title"));
    await expect(page.getByTestId("wish-count")).toHaveText(
      plural(t, language, "suggestions.success.saved", { count: 2, firstname }),
    );
    await expect(page.locator(".suggestions-wished__name")).toHaveCount(2);
    const names = await page.locator(".suggestions-wished__name").allTextContents();
    expect(names.map((name) => name.trim()).sort()).toEqual([firstName, secondName].sort());
    await shoot(page, testInfo, language, "success");

    // Back to the suggestions, one removed
    await page.getByRole("link", { name: t("suggestions.success.back") }).click();
    await page.waitForURL((url) => url.pathname === listPath);
    await hydrated(page, testInfo);
    const wished = cards.filter({ hasText: firstName }).first();
    await wished.getByRole("button", { name: t("suggestions.wish.remove") }).click();
    await confirmed(wished, "suggestions.notice.removed");
    await expect(count).toHaveText(wishes(1));
    const saved = (await api(`/clients/me/kids/${kidId}/next-request`, { token: shopper.token })) as Box;
    expect(saved.wishes).toHaveLength(1);

    // Style Shuffle: three looks rated
    const shuffle = localized(`/${kidId}/style-shuffle`, language);
    await page.goto(shuffle);
    await hydrated(page, testInfo);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("suggestions.shuffle.title").replace("{{firstname}}", firstname),
    );
    await shoot(page, testInfo, language, "shuffle");
    const lookName = page.locator("#shuffle-look-name");
    const answer = async (how: "like" | "dislike" | "key") => {
      const before = (await lookName.textContent())!;
      if (how === "key") {
        await page.locator("h1").click();
        await page.keyboard.press("ArrowRight");
        await expect(page.getByTestId("shuffle-said")).toHaveText(
          t("suggestions.shuffle.said_liked").replace("{{name}}", before),
        );
      } else {
        await page.getByRole("button", { name: t(`suggestions.shuffle.${how}`) }).click();
        if (!js)
          await expect(page.locator(".notice[role=status]")).toHaveText(
            t(how === "like" ? "suggestions.shuffle.notice_liked" : "suggestions.shuffle.notice_disliked"),
          );
      }
      await expect(lookName).not.toHaveText(before);
    };
    await answer("like");
    await answer("dislike");
    await answer(js ? "key" : "like");
    let expected = 3;
    if (js) {
      // A swipe to the left with the pointer: "not for us"
      const before = (await lookName.textContent())!;
      const box = (await page.getByTestId("shuffle-card").boundingBox())!;
      const y = box.y + box.height / 3;
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 80, y, { steps: 4 });
      await page.mouse.move(box.x + box.width / 2 - 160, y, { steps: 4 });
      await page.mouse.up();
      await expect(page.getByTestId("shuffle-said")).toHaveText(
        t("suggestions.shuffle.said_disliked").replace("{{name}}", before),
      );
      await expect(lookName).not.toHaveText(before);
      expected = 4;
    }
    const rated = (await api(`/clients/me/kids/${kidId}/tinder/suggestions`, { token: shopper.token })) as {
      rated: number;
    };
    expect(rated.rated).toBe(expected);
    await page.reload();
    await expect(page.getByTestId("shuffle-progress")).toContainText(
      t("suggestions.shuffle.progress").replace("{{rated}}", String(expected)).split("{{remaining}}")[0]!,
    );
  });
}

test("fr: a kid without a box is told why there is nothing to wish yet, and the way to book one", async ({ page }) => {
  const t = await texts("fr");
  const shopper = await createShopper("fr", "sugg-none");
  const kid = (await api("/clients/me/kids", {
    method: "POST",
    token: shopper.token,
    body: JSON.stringify({ firstname: "Inès", gender: "girl", birthdate: "2020-05-04", top_size: "6 ans" }),
  })) as { id: number };
  await page.goto(`/${kid.id}/suggestions`);
  await signInHere(page, t, shopper);
  await page.waitForURL((url) => url.pathname === `/${kid.id}/suggestions`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    withName(t("suggestions.next.title"), "firstname", "Inès", "fr"),
  );
  await expect(page.getByText(t("suggestions.next.none"))).toBeVisible();
  await expect(page.getByRole("link", { name: t("suggestions.next.book") })).toHaveAttribute("href", /\/quiz\//);
  await expect(page.getByRole("link", { name: t("suggestions.shuffle.link") })).toBeVisible();
});
