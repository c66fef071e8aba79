import { DEMO_ACCOUNT } from "./demo-account";
import { E2E_API_URL, expect, localized, signIn, test, texts } from "./fixtures";

/** The back-office administrator of the seed (README, a staff account), who may connect as a client. */
const ADMIN = { email: "admin@demo.lamalle.test", password: "Admin-Malle-2026!" };
/** The seed's prospect (README), the victim of a planted link below. */
const PROSPECT = { email: "sarah@demo.lamalle.test", password: "Demo-Malle-2026!" };

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${E2E_API_URL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

type Tokens = { access_token: string; client_id: number };

/**
 * §4 impersonation end to end: a staff administrator (signed in at /staff/token) mints a connect-as token for a client; the
 * storefront opened with it acts as that client, says so in a banner, and ending it signs out.
 */
for (const language of ["fr", "de"] as const) {
  test(`connect as a client (${language}): banner, the client's account, then end`, async ({ page }) => {
    const t = await texts(language);
    const client = await post<Tokens>("/clients/token", { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    const admin = await post<Tokens>("/staff/token", ADMIN);
    const { access_token } = await post<Tokens>(
      `/admin/clients/${client.client_id}/connect-as`,
      {},
      admin.access_token,
    );

    await page.goto(`${localized("/infos", language)}?connect-as-access-token=${encodeURIComponent(access_token)}`);
    // The token leaves the address bar at once
    await page.waitForURL((url) => url.pathname === localized("/infos", language) && url.search === "");
    const banner = page
      .getByRole("status")
      .filter({ hasText: t("connect_as.notice").replace("{{firstname}}", DEMO_ACCOUNT.firstname) });
    await expect(banner).toBeVisible();
    await expect(page.locator("main")).toContainText(DEMO_ACCOUNT.email);

    // The banner stays while browsing as the client
    await page.goto(localized("/infos/edit", language));
    await expect(banner).toBeVisible();

    await banner.getByRole("button", { name: t("connect_as.end") }).click();
    await page.waitForURL((url) => url.pathname === localized("/", language));
    await expect(banner).toHaveCount(0);
    await page.goto(localized("/infos", language));
    expect(new URL(page.url()).pathname).toBe(localized("/login", language));
  });
}

test("a client's own token is not a staff member's: connect-as is refused", async () => {
  const client = await post<Tokens>("/clients/token", { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
  const response = await fetch(`${E2E_API_URL}/admin/clients/${client.client_id}/connect-as`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${client.access_token}` },
    body: "{}",
  });
  expect(response.status).toBe(403);
});

test("a client's own token in the connect-as link is ignored: the session stays the visitor's", async ({ page }) => {
  const t = await texts("fr");
  // An attacker's own sign-in, planted in a link (login CSRF)
  const attacker = await post<Tokens>("/clients/token", {
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
  });
  const link = `/infos?connect-as-access-token=${encodeURIComponent(attacker.access_token)}`;

  // A visitor stays a visitor
  await page.goto(link);
  expect(new URL(page.url()).pathname).toBe("/login");

  // A signed-in client stays in her own account, with no connect-as banner
  await signIn(page, "fr", PROSPECT.email, PROSPECT.password);
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === "/infos" && url.search === "");
  await expect(page.locator("main")).toContainText(PROSPECT.email);
  await expect(page.locator("main")).not.toContainText(DEMO_ACCOUNT.email);
  await expect(page.getByText(t("connect_as.end"))).toHaveCount(0);
});
