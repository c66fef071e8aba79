import type { Page } from "@playwright/test";
import { expect, localized, signIn as signInAt, test, texts } from "./fixtures";
import {
  adminToken,
  api,
  availableVariant,
  checkoutPath,
  createShopper,
  pay,
  relayAndCode,
  signIn,
  subscriber,
} from "./shop";

/**
 * Issue 23 point 2 (decision 0036): the storefront as deployed, behind a TLS-terminating reverse
 * proxy (tests/e2e/tls-proxy.mjs, https on loopback, plain http to Node with X-Forwarded-Proto and
 * -Host), its production cookies Secure. Every form posts to https while Node listens on http:
 * React Router's origin check of actions passes only because the storefront believes its proxy
 * (TRUST_PROXY, loopback by default). Sign-in, the cart, the checkout, a quiz step and a preview's
 * validation, without JavaScript (project "tls"), and a sign-in with it.
 */

/** The session cookie the storefront set over https: Secure, as in production. */
async function expectSecureSession(page: Page) {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "__session");
  expect(session, "a session cookie").toBeTruthy();
  expect(session!.secure).toBe(true);
  expect(session!.httpOnly).toBe(true);
}

test("behind https: sign-in, the cart and the checkout", async ({ page }, testInfo) => {
  test.slow();
  const t = await texts("fr");
  const shopper = await createShopper("fr", `tls-${testInfo.project.name}`);
  await api("/shop/cart/lines", {
    method: "POST",
    token: shopper.token,
    body: JSON.stringify({ variant_id: await availableVariant(), quantity: 1 }),
  });

  await page.goto(`/login?redirect=${encodeURIComponent("/shop/checkout")}`);
  await signIn(page, "fr", shopper);
  await page.waitForURL((url) => url.protocol === "https:" && url.pathname === checkoutPath("fr"));
  await expectSecureSession(page);

  // The cart's form: two of the piece
  await page.goto("/shop/cart");
  const line = page.locator(".cart-line").first();
  await line.getByLabel(t("cart.quantity")).selectOption("2");
  await line.getByRole("button", { name: t("cart.update") }).click();
  await expect(page.locator(".cart-summary")).toContainText(t("cart.items_other").replace("{{count}}", "2"));

  // The checkout's forms: a relay point searched and chosen, a code, then the payment page
  await page.goto("/shop/checkout");
  await relayAndCode(page, "fr");
  await pay(page, "fr");
});

test("behind https: a quiz step", async ({ page }) => {
  const t = await texts("fr");
  type Question = { key: string; label: string; choices: { key: string; label: string }[] };
  const { steps } = (await api("/website/quiz?profile_type=KID")) as {
    steps: { slug: string; questions: Question[] }[];
  };
  const identity = steps.find((step) => step.slug === "identity")!;
  const question = (key: string) => identity.questions.find((candidate) => candidate.key === key)!;

  const response = await page.goto("/quiz/signup/kid");
  // Served over https (as the proxy says), a production document asks browsers to stay on it
  expect(response?.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
  const main = page.locator("main");
  await main.getByLabel(question("firstname").label).fill("Jules");
  await main.getByLabel(question("birthdate").label).fill("2019-04-12");
  const boy = question("gender").choices.find((choice) => choice.key === "boy")!;
  await main
    .getByRole("group", { name: question("gender").label })
    .getByRole("radio", { name: boy.label, exact: true })
    .check();
  await main.getByRole("button", { name: t("quiz.next") }).click();
  // The step was saved (a temporary account opened for this visitor): the sizes come next
  await page.waitForURL((url) => url.protocol === "https:" && /^\/quiz\/signup\/sizes$/.test(url.pathname));
  expect(new URL(page.url()).searchParams.get("profileId")).toMatch(/^\d+$/);
  await expectSecureSession(page);
});

test("behind https: a preview validated", async ({ page }, testInfo) => {
  test.slow();
  const t = await texts("fr");
  const family = await subscriber("fr", `tls-preview-${testInfo.project.name}`);
  const box = (await api(`/clients/me/kids/${family.kidId}/next-request`, { token: family.shopper.token })) as {
    id: number;
  };
  await api(`/admin/requests/${box.id}/compose`, { method: "POST", token: await adminToken(), body: "{}" });

  await signInAt(page, "fr", family.shopper.email, family.shopper.password);
  const previewPath = `/infos/preview/${family.kidId}/${box.id}`;
  await page.goto(previewPath);
  await page.getByRole("button", { name: t("preview.page.validate") }).click();
  await page.waitForURL((url) => url.protocol === "https:" && url.pathname === `${previewPath}/confirmation`);
  const after = (await api(`/clients/me/kids/${family.kidId}/requests/${box.id}/preview`, {
    token: family.shopper.token,
  })) as { status: string };
  expect(after.status).toBe("VALIDATED");
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("behind https: sign-in through the page's script", async ({ page }) => {
    const shopper = await createShopper("de", "tls-js");
    await signInAt(page, "de", shopper.email, shopper.password);
    expect(new URL(page.url()).protocol).toBe("https:");
    expect(new URL(page.url()).pathname).toBe(localized("/infos", "de"));
    await expectSecureSession(page);
  });
});
