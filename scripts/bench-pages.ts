// The pages a visitor lands on (issue 29), which bench:js and bench:lighthouse measure, and the
// demo client's session for the signed-in ones.
import type { Browser } from "@playwright/test";
import { DEMO_CLIENT } from "../api/src/seed/data/accounts.js";

/** "product" stands for the stack's product page (bench-stack.ts: a product of the first look). */
export const LANDING_PAGES = [
  "/",
  "/de/woman",
  "/shop",
  "/shop/new",
  "product",
  "/quiz/signup",
  "/faq",
  "/infos",
  "/1/malle",
];
/** Visited with the demo client's session. */
export const SIGNED_IN = new Set(["/infos", "/1/malle"]);

/** Signs the demo client in through the login form; the browser state holding its session cookie. */
export async function demoSession(browser: Browser, siteUrl: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${siteUrl}/login`);
    await page.locator("main form input[name=email]").fill(DEMO_CLIENT.email);
    await page.locator("main form input[name=password]").fill(DEMO_CLIENT.password);
    await page.locator("main form button[type=submit]").click();
    await page.waitForURL((url) => url.pathname !== "/login");
    return await context.storageState();
  } finally {
    await context.close();
  }
}
