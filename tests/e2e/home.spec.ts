import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { LANGUAGES, VIEWPORTS, expect, loadLazyImages, localized, siteUrl, test } from "./fixtures";

/** §1: the alternate-language links published on every page, x-default pointing at fr. */
const HREFLANG_LANGUAGE: Record<string, "fr" | "de" | "nl" | "es"> = {
  "fr-FR": "fr",
  "fr-BE": "fr",
  "fr-LU": "fr",
  "de-DE": "de",
  "de-AT": "de",
  "de-LU": "de",
  "nl-NL": "nl",
  "nl-BE": "nl",
  "nl-LU": "nl",
  "es-ES": "es",
  "x-default": "fr",
};

for (const language of LANGUAGES) {
  test(`home in ${language}: <html lang>, canonical and the 10 hreflang alternates + x-default`, async ({ page }) => {
    const path = localized("/", language);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(path);

    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator("h1").first()).toBeVisible();

    const canonical = page.locator('head link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute("href", siteUrl(path));

    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
    const expected = Object.entries(HREFLANG_LANGUAGE).map(([tag, target]) => [tag, siteUrl(localized("/", target))]);
    expect(alternates.sort()).toEqual(expected.sort());
    for (const [, href] of alternates) expect(href, "alternates are absolute URLs").toMatch(/^https?:\/\//);
  });
}

for (const language of ["fr", "de"] as const) {
  test(`home in ${language}: screenshots at 375x812 and 1280x800`, async ({ page }, testInfo) => {
    const folder = fileURLToPath(new URL("../screenshots/", import.meta.url));
    mkdirSync(folder, { recursive: true });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(localized("/", language));
      await expect(page.locator("footer")).toBeVisible();
      await loadLazyImages(page);
      const name = `home-${language}-${viewport.width}x${viewport.height}-${testInfo.project.name}`;
      // What the visitor first sees, and the whole page
      await page.screenshot({ path: join(folder, `${name}.png`), animations: "disabled" });
      await page.screenshot({ path: join(folder, `${name}-full.png`), fullPage: true, animations: "disabled" });
      // Nothing wider than the screen: no sideways scrolling on a phone
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${viewport.width}px`).toBeLessThanOrEqual(0);
    }
  });
}
