import type { Page } from "@playwright/test";
import { DAY, cookieValue, expect, jsEnabled, localized, secondsLeft, test, texts, type Language } from "./fixtures";

/** From each language, a pair of another language to switch to (§1 supported pairs). */
const SWITCHES: { from: Language; to: { tag: string; language: Language; country: string } }[] = [
  { from: "fr", to: { tag: "nl-BE", language: "nl", country: "BE" } },
  { from: "de", to: { tag: "fr-LU", language: "fr", country: "LU" } },
  { from: "nl", to: { tag: "es-ES", language: "es", country: "ES" } },
  { from: "es", to: { tag: "de-AT", language: "de", country: "AT" } },
];

function switcher(page: Page) {
  return page.locator("footer").locator('form[action="/resources/locale"]');
}

async function expectLocaleCookies(page: Page, language: Language, tag: string) {
  const cookies = await page.context().cookies();
  const lang = cookies.find((cookie) => cookie.name === "lang");
  const country = cookies.find((cookie) => cookie.name === "selected_country");
  expect(lang, "lang cookie").toBeDefined();
  expect(country, "selected_country cookie").toBeDefined();
  expect(cookieValue(lang!.value)).toBe(language);
  expect(cookieValue(country!.value)).toBe(tag);
  // §9: locale cookie 365 days, selected country 7 days
  expect(secondsLeft(lang!.expires)).toBeGreaterThan(364 * DAY);
  expect(secondsLeft(lang!.expires)).toBeLessThanOrEqual(365 * DAY + 60);
  expect(secondsLeft(country!.expires)).toBeGreaterThan(7 * DAY - 3600);
  expect(secondsLeft(country!.expires)).toBeLessThanOrEqual(7 * DAY + 60);
  for (const cookie of [lang!, country!]) {
    expect(cookie.path).toBe("/");
    expect(cookie.sameSite).toBe("Lax");
  }
}

for (const { from, to } of SWITCHES) {
  test(`footer switcher: ${from} → ${to.tag} lands on the same page in ${to.language}`, async ({ page }, testInfo) => {
    const t = await texts(from);
    const start = localized("/concept", from);
    await page.goto(start);
    await expect(page.locator("html")).toHaveAttribute("lang", from);
    const form = switcher(page);

    if (jsEnabled(testInfo)) {
      // Enhanced: a button opening a list upward, with a search field
      const toggle = form.getByRole("button", { name: t("footer.locale_label") });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(form.locator("select")).toHaveCount(0);
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");

      const search = form.getByRole("searchbox");
      await expect(search).toBeVisible();
      await expect(search).toHaveAttribute("placeholder", "Search..");
      await expect(search).toBeFocused();
      const listbox = form.getByRole("listbox");
      const options = listbox.getByRole("option");
      await expect(options).toHaveCount(9);

      // Opens upward: the list sits above the button
      const listBox = await listbox.boundingBox();
      const toggleBox = await toggle.boundingBox();
      expect(listBox && toggleBox, "list and button are laid out").toBeTruthy();
      expect(listBox!.y + listBox!.height, "the list opens upward").toBeLessThanOrEqual(toggleBox!.y + 1);

      // Filtering by a country name keeps only that country's pairs
      const belgium = t("countries.BE");
      await search.fill(belgium);
      await expect(options).toHaveCount(2);
      for (const option of await options.all()) await expect(option).toContainText(belgium);
      await search.fill("zzzz-no-such-country");
      await expect(options).toHaveCount(0);
      await expect(listbox).toContainText(t("footer.locale_no_match"));

      // Escape closes, the button reopens
      await search.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();

      await search.fill(to.tag);
      await expect(options).toHaveCount(1);
      await options.first().getByRole("button").click();
    } else {
      // Without JavaScript: a plain select and a submit button
      const select = form.getByLabel(t("footer.locale_label"));
      await expect(select).toBeVisible();
      await expect(select.locator("option")).toHaveCount(9);
      await select.selectOption(to.tag);
      await form.getByRole("button", { name: t("footer.locale_submit") }).click();
    }

    const target = localized("/concept", to.language);
    await page.waitForURL((url) => url.pathname === target);
    await expect(page.locator("html")).toHaveAttribute("lang", to.language);
    await expectLocaleCookies(page, to.language, to.tag);

    // The chosen pair is shown as the current one
    const after = await texts(to.language);
    const label = `${after(`countries.${to.country}`)} — ${after(`languages.${to.language}`)}`;
    if (jsEnabled(testInfo)) {
      await expect(switcher(page).getByRole("button", { name: after("footer.locale_label") })).toContainText(label);
    } else {
      await expect(switcher(page).getByLabel(after("footer.locale_label"))).toHaveValue(to.tag);
    }

    // The stored language now wins: an unprefixed page sends this browser to its language
    await page.goto("/concept");
    expect(new URL(page.url()).pathname).toBe(target);
  });
}
