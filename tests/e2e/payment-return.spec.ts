import { E2E_SITE_URL, expect, hydrated, test, texts } from "./fixtures";
import { api, availableVariant, createShopper, pay, signIn } from "./shop";

/**
 * The payment return when the shopper's session is not where the provider sends them back
 * (decision 0026), JavaScript on and off. The return URL the provider gets is the canonical site's
 * (SITE_URL: http://localhost:<port> in these tests); this shopper checks out on
 * http://127.0.0.1:<port>, whose session cookie localhost does not see. The return asks them to
 * sign in, the sign-in comes back to the return with its whole query (sessionId, redirectResult:
 * the "encoded ?" clean-up of §2 must not eat the one inside ?redirect=), and the order is found.
 */
const OTHER_HOST = E2E_SITE_URL.replace("//localhost:", "//127.0.0.1:");

test("a payment return on the canonical host without the session: sign in, back to the return, order found", async ({
  page,
}, testInfo) => {
  test.slow();
  const t = await texts("fr");
  const shopper = await createShopper("fr", `other-host-${testInfo.project.name}`);
  await api("/shop/cart/lines", {
    method: "POST",
    token: shopper.token,
    body: JSON.stringify({ variant_id: await availableVariant(), quantity: 1 }),
  });

  // Signed in and checking out on the other host name
  await page.goto(`${OTHER_HOST}/login?redirect=${encodeURIComponent("/shop/checkout")}`);
  await hydrated(page, testInfo);
  await signIn(page, "fr", shopper);
  await page.waitForURL((url) => url.host === new URL(OTHER_HOST).host && url.pathname === "/shop/checkout");
  await hydrated(page, testInfo);
  const form = page.locator("form#checkout");
  await form.getByRole("radio", { name: t("checkout.delivery.home").replace("{{carrier}}", "Colissimo") }).check();
  await form.getByRole("radio", { name: t("checkout.platform.card") }).check();
  await pay(page, "fr");

  // The provider sends the browser to the canonical site, where this browser is signed out
  // The sandbox's page speaks the shopper's language (its own texts, not the storefront's)
  await page.getByRole("button", { name: /^(Approve|Accepter)$/ }).click();
  await page.waitForURL((url) => url.origin === E2E_SITE_URL && url.pathname === "/login");
  const wanted = new URL(new URL(page.url()).searchParams.get("redirect") ?? "", E2E_SITE_URL);
  expect(wanted.pathname).toBe("/shop/payment-successful");
  expect(wanted.searchParams.get("sessionId")).toBeTruthy();
  await hydrated(page, testInfo);
  await signIn(page, "fr", shopper);

  // Back on the return with its whole query: the payment is read and the order shown
  await page.waitForURL((url) => url.origin === E2E_SITE_URL && url.pathname === "/shop/payment-successful");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("checkout.success.title"));
  const orders = (await api("/clients/me/orders", { token: shopper.token })) as {
    items: { id: number; status: string }[];
  };
  expect(orders.items[0]?.status).toBe("PAID");
  await expect(
    page.getByText(t("checkout.success.order").replace("{{id}}", String(orders.items[0]!.id))),
  ).toBeVisible();
});
