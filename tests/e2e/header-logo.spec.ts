import { allowConsoleErrors, expect, localized, test } from "./fixtures";

/**
 * Issue point 10: the header's logo is whole at a phone's width (390) and a laptop's (1280): its
 * picture keeps its proportions, lies inside the header and the viewport, and the name drawn in it
 * stays inside the picture whatever serif font the browser has.
 */
const LOGO_RATIO = 132 / 36;

for (const width of [390, 1280]) {
  for (const language of ["fr", "de"] as const) {
    test(`${language} at ${width} px: the logo is not clipped`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localized("/", language));
      const header = page.locator("header.site-header");
      const logo = header.locator(".site-header__logo img");
      await expect(logo).toBeVisible();
      const box = (await logo.boundingBox())!;
      const headerBox = (await header.boundingBox())!;
      const linkBox = (await header.locator(".site-header__logo").boundingBox())!;

      expect(box.width, "the logo is drawn at a readable size").toBeGreaterThanOrEqual(100);
      expect(box.width / box.height, "the logo keeps its proportions").toBeCloseTo(LOGO_RATIO, 1);
      expect(box.x).toBeGreaterThanOrEqual(headerBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(Math.min(headerBox.x + headerBox.width, width));
      expect(box.y).toBeGreaterThanOrEqual(headerBox.y);
      expect(box.y + box.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
      // The link (the focus ring, the click target) holds the whole picture
      expect(linkBox.x).toBeLessThanOrEqual(box.x + 0.5);
      expect(linkBox.x + linkBox.width).toBeGreaterThanOrEqual(box.x + box.width - 0.5);
      expect(linkBox.y).toBeLessThanOrEqual(box.y + 0.5);
      expect(linkBox.y + linkBox.height).toBeGreaterThanOrEqual(box.y + box.height - 0.5);

      await page.screenshot({ path: testInfo.outputPath(`header-${language}-${width}.png`), clip: headerBox });
    });
  }
}

test("the name drawn in the logo fits its picture", async ({ page }) => {
  // A bare SVG document names no icon, so the browser asks for /favicon.ico
  allowConsoleErrors(page, /favicon\.ico/);
  await page.goto("/logo.svg");
  const overflow = await page.evaluate(() => {
    const svg = document.querySelector("svg")!;
    const { width, height } = svg.viewBox.baseVal;
    return [...svg.querySelectorAll<SVGGraphicsElement>("text, rect, path")].map((shape) => {
      const box = shape.getBBox();
      return { shape: shape.tagName, right: box.x + box.width - width, bottom: box.y + box.height - height };
    });
  });
  for (const { shape, right, bottom } of overflow) {
    expect(right, `${shape} ends inside the picture`).toBeLessThanOrEqual(0);
    expect(bottom, `${shape} ends inside the picture`).toBeLessThanOrEqual(0);
  }
});
