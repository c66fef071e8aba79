import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import {
  E2E_API_URL,
  VIEWPORTS,
  allowConsoleErrors,
  expect,
  httpStatusError,
  loadLazyImages,
  localized,
  siteUrl,
  test,
  texts,
  withName,
  type Language,
} from "./fixtures";

/**
 * §2 editorial pages: /looks, /brands, /brands/{slug}, /stylists, /stylists/{slug} and
 * /testimonials, in fr (no prefix) and es, with JavaScript on and off. Expected items come from
 * the API under test, so the tests follow the demo data instead of copying it.
 */
const CONTENT_LANGUAGES = ["fr", "es"] as const satisfies readonly Language[];

async function api<T>(path: string, language: Language): Promise<T> {
  const response = await fetch(`${E2E_API_URL}${path}`, { headers: { "accept-language": language } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

type Brand = { slug: string; name: string; description: string | null };
type BrandDetail = Brand & { products: { id: number; name: string; price: number }[] };
type Stylist = { slug: string; firstname: string; specialty: string | null; bio: string | null };
type Testimonial = { author_name: string; content: string; rating: number | null; created_at: string };
type Look = { id: number; name: string | null; products: { id: number; name: string; price: number }[] };

/** The JSON-LD descriptions of the page. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Normalizes the narrow no-break spaces Intl puts in prices and dates, as text matching does not. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

for (const language of CONTENT_LANGUAGES) {
  test.describe(`editorial pages in ${language}`, () => {
    test("/brands lists every brand, and a brand's page opens from it", async ({ page }) => {
      const t = await texts(language);
      const brands = await api<Brand[]>("/website/brands", language);
      expect(brands.length).toBeGreaterThan(0);

      await page.goto(localized("/brands", language));
      await expect(page.getByRole("heading", { level: 1, name: t("pages.brands.title") })).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      const main = page.getByRole("main");
      const cards = main.locator(".brand-cards > li");
      await expect(cards).toHaveCount(brands.length);
      for (const brand of brands) {
        await expect(main.getByRole("link", { name: brand.name, exact: true })).toHaveAttribute(
          "href",
          localized(`/brands/${brand.slug}`, language),
        );
      }

      const chosen = brands[0]!;
      await main.getByRole("link", { name: chosen.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === localized(`/brands/${chosen.slug}`, language));
      const detail = await api<BrandDetail>(`/website/brands/${chosen.slug}`, language);
      await expect(page.getByRole("heading", { level: 1, name: chosen.name })).toBeVisible();
      if (chosen.description) await expect(page.getByText(chosen.description, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(chosen.name));
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        "href",
        siteUrl(localized(`/brands/${chosen.slug}`, language)),
      );
      // The breadcrumb leads back to the list
      const breadcrumb = page.getByRole("navigation", { name: t("pages.breadcrumb_label") });
      await expect(breadcrumb.getByRole("link", { name: t("pages.brands.title") })).toHaveAttribute(
        "href",
        localized("/brands", language),
      );

      // Its pieces, each linking to its shop page (the demo data has the shop open), and the shop
      expect(detail.products.length).toBeGreaterThan(0);
      const products = main.locator(".product-grid > li");
      await expect(products).toHaveCount(detail.products.length);
      const first = detail.products[0]!;
      await expect(main.getByRole("link", { name: first.name, exact: true }).first()).toHaveAttribute(
        "href",
        localized(`/shop/product/${first.id}`, language),
      );
      await expect(main.getByRole("img", { name: first.name, exact: true }).first()).toBeVisible();
      const price = new Intl.NumberFormat(language, { style: "currency", currency: "EUR" }).format(first.price);
      expect(plain(await products.first().innerText())).toContain(plain(price));
      await expect(main.getByRole("link", { name: t("pages.brand.shop_all") })).toHaveAttribute(
        "href",
        localized("/shop/all-products", language),
      );

      const [brandLd] = (await structuredData(page)).filter((item) => item["@type"] === "Brand");
      expect(brandLd).toMatchObject({
        "@context": "https://schema.org",
        name: chosen.name,
        url: siteUrl(localized(`/brands/${chosen.slug}`, language)),
      });
    });

    test("/stylists lists every stylist, and a stylist's page opens from it", async ({ page }) => {
      const t = await texts(language);
      const stylists = await api<Stylist[]>("/website/stylists", language);
      expect(stylists.length).toBeGreaterThan(0);

      await page.goto(localized("/stylists", language));
      await expect(page.getByRole("heading", { level: 1, name: t("pages.stylists.title") })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.locator(".stylist-list > li")).toHaveCount(stylists.length);

      const chosen = stylists[1] ?? stylists[0]!;
      const link = main.locator(`a[href="${localized(`/stylists/${chosen.slug}`, language)}"]`);
      await expect(link).toContainText(chosen.firstname);
      await link.click();
      await page.waitForURL((url) => url.pathname === localized(`/stylists/${chosen.slug}`, language));
      await expect(page.getByRole("heading", { level: 1, name: chosen.firstname })).toBeVisible();
      await expect(
        page.getByRole("img", { name: withName(t("pages.stylist.portrait_alt"), "name", chosen.firstname, language) }),
      ).toBeVisible();
      if (chosen.specialty) await expect(page.getByText(chosen.specialty, { exact: true })).toBeVisible();
      if (chosen.bio) await expect(page.getByText(chosen.bio, { exact: true })).toBeVisible();
      await expect(page.getByText(t("pages.stylist.dresses"), { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(chosen.firstname));
      // The other stylists are one click away
      await expect(main.locator(".stylist-list > li")).toHaveCount(stylists.length - 1);

      const [person] = (await structuredData(page)).filter((item) => item["@type"] === "Person");
      expect(person).toMatchObject({ "@context": "https://schema.org", givenName: chosen.firstname });
    });

    test("/testimonials shows every testimonial with its rating, author and date", async ({ page }) => {
      const t = await texts(language);
      const testimonials = await api<Testimonial[]>("/website/testimonials", language);
      expect(testimonials.length).toBeGreaterThan(0);

      await page.goto(localized("/testimonials", language));
      await expect(page.getByRole("heading", { level: 1, name: t("pages.testimonials.title") })).toBeVisible();
      const items = page.getByRole("main").locator(".testimonial-list > li");
      await expect(items).toHaveCount(testimonials.length);
      const first = testimonials[0]!;
      const item = items.first();
      await expect(item).toContainText(first.content);
      await expect(item).toContainText(first.author_name);
      if (first.rating !== null) {
        await expect(item).toContainText(t("home.testimonials.rating").replace("{{rating}}", String(first.rating)));
      }
      const date = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(first.created_at),
      );
      const time = item.locator("time");
      await expect(time).toHaveAttribute("datetime", first.created_at);
      expect(plain(await time.innerText())).toContain(plain(date));
    });

    test("/looks shows every look with its pieces, each linking to its shop page", async ({ page }) => {
      const t = await texts(language);
      const looks = (await api<Look[]>("/website/looks", language)).filter((look) => look.products.length > 0);
      expect(looks.length).toBeGreaterThan(0);

      await page.goto(localized("/looks", language));
      await expect(page.getByRole("heading", { level: 1, name: t("pages.looks.title") })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.locator(".look-card")).toHaveCount(looks.length);

      const look = looks[0]!;
      const card = main.locator(".look-card").filter({ has: page.locator(`#look-${look.id}-title`) });
      for (const product of look.products) {
        await expect(card.getByRole("link", { name: product.name, exact: true })).toHaveAttribute(
          "href",
          localized(`/shop/product/${product.id}`, language),
        );
        const price = new Intl.NumberFormat(language, { style: "currency", currency: "EUR" }).format(product.price);
        expect(plain(await card.innerText())).toContain(plain(price));
        await expect(card.getByRole("img", { name: product.name, exact: true })).toHaveCount(1);
      }
      await expect(card.getByRole("link", { name: t("pages.looks.shop_look") })).toHaveAttribute(
        "href",
        localized("/shop/all-products", language),
      );
    });

    test("an unknown brand or stylist is the 404 page", async ({ page }) => {
      const t = await texts(language);
      for (const path of ["/brands/no-such-brand-e2e", "/stylists/no-such-stylist-e2e", "/brands/not.a.slug"]) {
        const url = localized(path, language);
        allowConsoleErrors(page, httpStatusError(404, url));
        const response = await page.goto(url);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: t("error.not_found_title") })).toBeVisible();
      }
    });
  });
}

for (const language of CONTENT_LANGUAGES) {
  test(`editorial pages in ${language}: screenshots at 375 and 1280 px, no sideways scrolling`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const [brand] = await api<Brand[]>("/website/brands", language);
    const [stylist] = await api<Stylist[]>("/website/stylists", language);
    const pages = {
      looks: "/looks",
      brands: "/brands",
      brand: `/brands/${brand!.slug}`,
      stylists: "/stylists",
      stylist: `/stylists/${stylist!.slug}`,
      testimonials: "/testimonials",
    };
    const folder = fileURLToPath(new URL("../screenshots/", import.meta.url));
    mkdirSync(folder, { recursive: true });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(localized(path, language));
        await expect(page.locator("footer")).toBeVisible();
        await loadLazyImages(page);
        const file = `content-${name}-${language}-${viewport.width}-${testInfo.project.name}.png`;
        await page.screenshot({ path: join(folder, file), fullPage: true, animations: "disabled" });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow of ${path} at ${viewport.width}px`).toBeLessThanOrEqual(0);
        // One h1; every picture has a text alternative (empty only when the text beside it says it all)
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("main img:not([alt])")).toHaveCount(0);
      }
    }
  });
}
