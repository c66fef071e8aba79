import { E2E_API_URL, expect, localized, test, texts, uniqueEmail } from "./fixtures";

/**
 * §4 locale choice on load: a signed-in client who never chose a locale/country pair and has a
 * default shipping address gets the pair of that address's country, which is then marked chosen.
 */
test("a client without a chosen pair gets the one of the shipping country, once", async ({ page }, testInfo) => {
  const email = uniqueEmail("example.com", `locale-on-load-${testInfo.project.name}`);
  const password = "Locale-Malle-2026";
  // Signed up on the German site, never chose a pair, then gave a Dutch shipping address
  const created = await fetch(`${E2E_API_URL}/clients`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "de" },
    body: JSON.stringify({ email, password, firstname: "Noor" }),
  });
  expect(created.status).toBe(201);
  const { access_token: token } = (await created.json()) as { access_token: string };
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  const address = await fetch(`${E2E_API_URL}/clients/me/shipping-addresses`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      street: "Damrak 1",
      postcode: "1012 LG",
      city: "Amsterdam",
      country_code: "NL",
      phone: "+31 20 123 4567",
    }),
  });
  expect(address.status).toBe(201);

  const de = await texts("de");
  await page.goto(`${localized("/login", "de")}?redirect=%2Finfos%2Fhelp`);
  const form = page.locator("main form").first();
  await form.getByLabel(de("login.email"), { exact: true }).fill(email);
  await form.getByLabel(de("login.password"), { exact: true }).fill(password);
  await form.getByRole("button", { name: de("login.submit") }).click();

  // The first signed-in page moves to the Dutch site and remembers it
  await page.waitForURL((url) => url.pathname === localized("/infos/help", "nl"));
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "lang")?.value).toBe("nl");
  expect(cookies.find((cookie) => cookie.name === "selected_country")?.value).toBe("nl-NL");
  const me = (await (await fetch(`${E2E_API_URL}/clients/me`, { headers })).json()) as Record<string, unknown>;
  expect(me).toMatchObject({ locale: "nl", country: "NL", locale_chosen: true });

  // Chosen now: the German pages stay German for this client
  await page.goto(localized("/infos/help", "de"));
  expect(new URL(page.url()).pathname).toBe(localized("/infos/help", "de"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(de("account.help.title"));
});
