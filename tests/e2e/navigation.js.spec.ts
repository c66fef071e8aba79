import type { Request } from "@playwright/test";
import { DAY, cookieValue, expect, secondsLeft, siteUrl, test } from "./fixtures";

/** §2 "Global navigation behaviour". Run once, in the `js` project (see playwright.config.ts). */

/** The URLs a navigation went through, first to last. */
function redirectChain(request: Request): string[] {
  const chain: string[] = [];
  for (let current: Request | null = request; current; current = current.redirectedFrom())
    chain.unshift(new URL(current.url()).pathname + new URL(current.url()).search);
  return chain;
}

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

test.describe("a German browser (Accept-Language: de)", () => {
  test.use({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de" } });

  test("opening / is redirected once to /de", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(redirectChain(response!.request())).toEqual(["/", "/de"]);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    // Prefixed pages are never redirected
    const again = await page.goto("/de/concept");
    expect(redirectChain(again!.request())).toEqual(["/de/concept"]);
  });

  test("an unprefixed page keeps its path and query on the way to /de", async ({ page }) => {
    const response = await page.goto("/concept?utm_source=e2e");
    expect(redirectChain(response!.request())).toEqual(["/concept?utm_source=e2e", "/de/concept?utm_source=e2e"]);
  });

  test.describe("as Googlebot", () => {
    test.use({ userAgent: GOOGLEBOT });

    test("a crawler is not redirected", async ({ page }) => {
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      expect(redirectChain(response!.request())).toEqual(["/"]);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    });
  });
});

test("a lang=nl cookie redirects /concept to /nl/concept", async ({ page, context }) => {
  await context.addCookies([{ name: "lang", value: "nl", url: siteUrl("/") }]);
  const response = await page.goto("/concept");
  expect(redirectChain(response!.request())).toEqual(["/concept", "/nl/concept"]);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
});

test("?godfather=x stores the godfather in the lc_godfather cookie", async ({ page, context }) => {
  await page.goto("/?godfather=x");
  const cookie = (await context.cookies()).find((c) => c.name === "lc_godfather");
  expect(cookie, "lc_godfather cookie").toBeDefined();
  expect(cookieValue(cookie!.value)).toBe("x");
});

test("?kid_code=ABC stores kid_code for 7 days", async ({ page, context }) => {
  await page.goto("/concept?kid_code=ABC");
  const cookie = (await context.cookies()).find((c) => c.name === "kid_code");
  expect(cookie, "kid_code cookie").toBeDefined();
  expect(cookieValue(cookie!.value)).toBe("ABC");
  expect(secondsLeft(cookie!.expires)).toBeGreaterThan(7 * DAY - 3600);
  expect(secondsLeft(cookie!.expires)).toBeLessThanOrEqual(7 * DAY + 60);
  expect(cookie!.sameSite).toBe("Lax");
});

test("an encoded euro sign is cleaned from the URL by a redirect", async ({ page, request }) => {
  const raw = await request.get("/concept%E2%82%AC", { maxRedirects: 0 });
  expect(raw.status()).toBe(301);
  expect(raw.headers()["location"]).toBe("/concept");

  const response = await page.goto("/concept%E2%82%AC?size=4%E2%82%AC");
  expect(response?.status()).toBe(200);
  // Only the path is cleaned: the query is a value's, kept as sent (decision 0026)
  expect(redirectChain(response!.request())).toEqual(["/concept%E2%82%AC?size=4%E2%82%AC", "/concept?size=4%E2%82%AC"]);
});

test("encoded pound, dollar and question-mark characters are cleaned too", async ({ request }) => {
  for (const dirty of ["/concept%C2%A3", "/concept%24", "/concept%3F"]) {
    const response = await request.get(dirty, { maxRedirects: 0 });
    expect(response.status(), dirty).toBe(301);
    expect(response.headers()["location"], dirty).toBe("/concept");
  }
});
