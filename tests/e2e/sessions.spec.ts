import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SignJWT, decodeJwt } from "jose";
import { createCookieSessionStorage } from "react-router";
import { E2E_DIRS, E2E_SESSION_SECRET } from "./env";
import { E2E_API_URL, expect, jsEnabled, localized, signIn, test, texts, uniqueEmail } from "./fixtures";

/**
 * Decision 0025 as a shopper sees it: changing the password on one device signs the other devices
 * out at once — their next account page asks to sign in — while the device that changed it stays
 * signed in.
 */
for (const language of ["fr", "de"] as const) {
  test(`a password change (${language}) signs the other devices out, not this one`, async ({
    page,
    browser,
  }, testInfo) => {
    const t = await texts(language);
    const email = uniqueEmail("example.com", "sessions");
    const first = "Premier-mot-2026";
    const second = "Zweites-Wort-2026";
    const created = await fetch(`${E2E_API_URL}/clients`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: first, locale: language }),
    });
    expect(created.status).toBe(201);

    const phone = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      javaScriptEnabled: jsEnabled(testInfo),
    });
    const phonePage = await phone.newPage();
    await signIn(phonePage, language, email, first);
    await signIn(page, language, email, first);

    await page.goto(localized("/infos/edit/password", language));
    const change = page
      .locator("main form")
      .filter({ has: page.getByRole("button", { name: t("account.password.save") }) });
    await change.getByLabel(t("account.password.current"), { exact: true }).fill(first);
    await change.getByLabel(t("auth.new_password"), { exact: true }).fill(second);
    await change.getByLabel(t("auth.password_confirmation"), { exact: true }).fill(second);
    await change.getByRole("button", { name: t("account.password.save") }).click();
    await page.waitForURL((url) => url.pathname === localized("/infos", language));
    await expect(page.getByRole("status").filter({ hasText: t("account.password.changed") })).toBeVisible();

    // This device is still signed in, page after page
    await page.goto(localized("/infos", language));
    expect(new URL(page.url()).pathname).toBe(localized("/infos", language));

    // The other one is asked to sign in again
    await phonePage.goto(localized("/infos", language));
    expect(new URL(phonePage.url()).pathname).toBe(localized("/login", language));
    await expect(phonePage.getByRole("heading", { level: 1, name: t("login.title") })).toBeVisible();
    await phone.close();
  });
}

/**
 * Decision 0036: after the 15-minute access token, four pages of one session opened at once (two
 * tabs, parallel loaders, a prefetch) all refresh with the same refresh token; every one stays
 * signed in, and the session goes on. The session cookie is made here the way the storefront makes
 * it (its secret is the e2e server's), holding an access token that expired a minute ago.
 */
test("four pages of one session at once after its access token expired all stay signed in", async ({
  browser,
}, testInfo) => {
  const t = await texts("fr");
  const email = uniqueEmail("example.com", "four-tabs");
  const password = "Quatre-onglets-2026";
  const created = await fetch(`${E2E_API_URL}/clients`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, locale: "fr" }),
  });
  expect(created.status).toBe(201);
  const tokens = (await created.json()) as { access_token: string; refresh_token: string; client_id: number };

  // The same session's access token, signed with the API's key, expired a minute ago
  const { sid } = decodeJwt(tokens.access_token);
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ kind: "client", sid })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(tokens.client_id))
    .setJti(randomUUID())
    .setIssuedAt(now - 960)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(readFileSync(join(E2E_DIRS.data, "jwt-secret"), "utf8").trim()));
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [E2E_SESSION_SECRET] } });
  const session = await storage.getSession();
  session.set("access_token", expired);
  session.set("refresh_token", tokens.refresh_token);
  session.set("client_id", tokens.client_id);
  const value = (await storage.commitSession(session)).split(";")[0]!.slice("__session=".length);

  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: jsEnabled(testInfo),
    locale: "fr-FR",
  });
  const site = new URL(testInfo.project.use.baseURL!);
  await context.addCookies([
    { name: "__session", value, domain: site.hostname, path: "/", httpOnly: true, secure: true, sameSite: "Lax" },
  ]);
  const paths = ["/infos", "/infos/orders", "/infos/kids", "/infos/wallet"];
  const pages = await Promise.all(paths.map(() => context.newPage()));
  await Promise.all(pages.map((page, i) => page.goto(paths[i]!)));
  expect(pages.map((page) => new URL(page.url()).pathname)).toEqual(paths);

  // The cookie they left holds one live session: the next page is signed in too
  const next = await context.newPage();
  await next.goto("/infos");
  expect(new URL(next.url()).pathname).toBe("/infos");
  await expect(next.getByRole("heading", { level: 1, name: t("login.title") })).toHaveCount(0);
  await context.close();
});
