import { STAFF_ADMIN, backOfficeTexts, signInStaff } from "./back-office";
import { E2E_API_URL, allowConsoleErrors, expect, httpStatusError, signIn, test, texts, uniqueEmail } from "./fixtures";

const ADMIN = STAFF_ADMIN;
const PASSWORD = "Service-Malle-2026!";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function api<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${E2E_API_URL}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A family of its own for each run (JavaScript on and off run side by side), with a ticket sent signed in. */
async function familyWithTicket(object: string) {
  const email = uniqueEmail("example.com", "service");
  const { access_token } = await api<{ access_token: string }>("POST", "/clients", {
    email,
    password: PASSWORD,
    firstname: "Inès",
    lastname: "Service",
  });
  const ticket = await api<{ id: number }>(
    "POST",
    "/customer-service/tickets",
    { sender_name: "Inès", sender_email: email, object, content: "La robe est trop grande." },
    access_token,
  );
  return { email, ticketId: ticket.id };
}

test("customer service: find a client, read the timeline, reply with a file, grant a goodwill credit the family sees", async ({
  page,
  browser,
}) => {
  // A long journey: two sign-ins, five pages, a file sent and fetched back
  test.slow();
  const t = backOfficeTexts("fr");
  const shop = await texts("fr");
  const object = `Taille robe ${Date.now().toString(36)}`;
  const family = await familyWithTicket(object);
  await signInStaff(page, ADMIN.email, ADMIN.password);

  // Find the client by e-mail
  await page.goto("/back-office/customers");
  await page.getByLabel(t("back-office-customers.search.label")).fill(family.email);
  await page.getByRole("button", { name: t("back-office-customers.search.submit") }).click();
  await page.getByRole("link", { name: "Inès Service" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inès Service" })).toBeVisible();

  // The timeline shows the ticket, seen by the family
  const ticketRow = page.locator(".bo-timeline tr").filter({ hasText: object });
  await expect(ticketRow.first()).toContainText(t("back-office-customers.client.family"));

  // Reply to the ticket with a file
  await ticketRow.first().getByRole("link").click();
  await expect(page.getByRole("heading", { name: object })).toBeVisible();
  await page
    .getByLabel(new RegExp(t("back-office-customers.ticket.body").split("(")[0]!.trim()))
    .fill("Nous vous envoyons la taille au-dessous.");
  await page
    .getByLabel(t("back-office-customers.ticket.attachments"))
    .setInputFiles({ name: "etiquette.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: t("back-office-customers.ticket.send") }).click();
  await expect(page.getByText(t("back-office-customers.ticket.sent"))).toBeVisible();
  await expect(page.getByText("Nous vous envoyons la taille au-dessous.")).toBeVisible();
  const file = page.getByRole("link", { name: "1-etiquette.png" });
  await expect(file).toBeVisible();
  const download = await page.request.get((await file.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("image/png");
  expect(Buffer.from(await download.body()).equals(PNG)).toBe(true);

  // A goodwill credit on the client's page
  await page.getByRole("link", { name: t("back-office-customers.ticket.client") }).click();
  await page.getByLabel(t("back-office-customers.goodwill.amount")).fill("12,50");
  await page.getByLabel(t("back-office-customers.goodwill.reason")).fill("Retard de livraison");
  await page.getByRole("button", { name: t("back-office-customers.goodwill.submit") }).click();
  await expect(page.getByText(t("back-office-customers.goodwill.saved"))).toBeVisible();
  await expect(page.locator(".bo-timeline tr").filter({ hasText: "Retard de livraison" })).toContainText(
    t("back-office-customers.client.internal"),
  );

  // The family sees it in its wallet, as a goodwill credit
  const familyContext = await browser.newContext({ locale: "fr-FR" });
  try {
    const familyPage = await familyContext.newPage();
    await signIn(familyPage, "fr", family.email, PASSWORD);
    await familyPage.goto("/infos/wallet");
    await expect(familyPage.locator(".wallet-move").first()).toContainText(shop("giftcard.wallet.kind.ADJUSTMENT"));
    await expect(familyPage.locator(".wallet-move").first()).toContainText("12,50");
  } finally {
    await familyContext.close();
  }
});

test("administrator: create a code, then disable it", async ({ page }) => {
  const t = backOfficeTexts("fr");
  const code = `E2E${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
  await signInStaff(page, ADMIN.email, ADMIN.password);
  await page.goto("/back-office/codes");
  await page.getByLabel(t("back-office-admin.codes.create.code")).fill(code.toLowerCase());
  await page.getByLabel(t("back-office-admin.codes.create.percent")).fill("10");
  await page.getByRole("button", { name: t("back-office-admin.codes.create.submit") }).click();
  await expect(page.getByRole("heading", { name: t("back-office-admin.codes.detail.title", { code }) })).toBeVisible();
  await expect(page.getByText(t("back-office-admin.codes.create.created"))).toBeVisible();
  await page.getByRole("button", { name: t("back-office-admin.codes.detail.disable") }).click();
  await expect(page.getByText(t("back-office-admin.codes.detail.disabled"))).toBeVisible();
  await expect(page.getByRole("button", { name: t("back-office-admin.codes.detail.enable") })).toBeVisible();

  // A code that breaks the rules is refused beside its field (the page answers 400)
  allowConsoleErrors(page, httpStatusError(400, "/back-office/codes"));
  await page.goto("/back-office/codes");
  await page.getByLabel(t("back-office-admin.codes.create.code")).fill(`${code}-2`);
  await page.getByRole("button", { name: t("back-office-admin.codes.create.submit") }).click();
  await expect(page.getByText(t("back-office-admin.codes.error.invalid")).first()).toBeVisible();
});

test("the dashboard draws its chart on the server", async ({ page }) => {
  const t = backOfficeTexts("fr");
  await signInStaff(page, ADMIN.email, ADMIN.password);
  await page.goto("/back-office");
  await expect(page.getByRole("heading", { name: t("back-office-dashboard.title"), level: 2 })).toBeVisible();
  const chart = page.locator("svg.bo-chart");
  await expect(chart).toBeVisible();
  await expect(chart.locator(".bo-chart__bar")).toHaveCount(30);
  await expect(page.locator('[data-figure="to_compose"]')).toHaveText(/^\d+$/);
  // Drawn by the server: the page's own HTML holds it
  const html = await (await page.request.get("/back-office")).text();
  expect(html).toContain('class="bo-chart"');
});
