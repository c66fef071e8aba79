import type { Browser, Page, TestInfo } from "@playwright/test";
import {
  E2E_API_URL,
  E2E_SITE_URL,
  allowConsoleErrors,
  expect,
  httpStatusError,
  hydrated,
  jsEnabled,
  localized,
  test,
  texts,
  uniqueEmail,
  type Texts,
} from "./fixtures";
import {
  adminToken,
  api,
  availableVariant,
  checkoutPath,
  createShopper,
  mailTo,
  pay,
  sandboxChoice,
  signIn,
  type Shopper,
} from "./shop";

/**
 * Loyalty points and the referral programme (issue 18 "Must show"), in fr and nl, JavaScript on
 * and off: a client invites a friend from /infos/referral; the friend opens the invitation
 * e-mail's link (it names who invites), signs up in the quiz and pays a shop order; the
 * godfather's page says so and the wallet holds the reward. A fresh client given 250 points (the
 * customer-service adjustment, POST admin/clients/{id}/loyalty_points) is refused the 600 tier
 * with its §8 message, buys the 200 one, finds the coupon in their codes and the history, and
 * pays a shop order with it.
 */

type Question = {
  key: string;
  kind: "text" | "textarea" | "date" | "single" | "multiple";
  choices: { id: number; key: string; value: string | null }[];
};

const ADDRESSES = {
  fr: { street: "3 rue du Faubourg", postcode: "75010", city: "Paris", country_code: "FR", phone: "+33612345678" },
  nl: { street: "Damrak 1", postcode: "1012 LG", city: "Amsterdam", country_code: "NL", phone: "+31612345678" },
} as const;
type Lang = keyof typeof ADDRESSES;

/** A new browser window of the same kind (JavaScript on or off) for a second person. */
async function secondPerson(browser: Browser, testInfo: TestInfo, language: Lang): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E_SITE_URL,
    javaScriptEnabled: jsEnabled(testInfo),
    locale: language === "nl" ? "nl-NL" : "fr-FR",
  });
  return context.newPage();
}

/**
 * From the invitation's landing page to a registered account: the kid quiz's steps before the
 * account one are answered from the quiz content the API serves (by the inputs' names), then the
 * account form.
 */
async function signUpThroughQuiz(page: Page, testInfo: TestInfo, t: Texts, language: Lang, email: string) {
  const content = (await (
    await fetch(`${E2E_API_URL}/website/quiz?profile_type=KID`, { headers: { "accept-language": language } })
  ).json()) as { steps: { slug: string; questions: Question[] }[] };
  for (let turn = 0; turn < 8; turn += 1) {
    await hydrated(page, testInfo);
    const url = new URL(page.url());
    const path = url.pathname.replace(/^\/(de|nl|es)(?=\/)/, "");
    const form = page.locator("main form").first();
    if (path === "/quiz/signup/account" || path.endsWith("/account")) {
      await form.getByLabel(t("account.fields.firstname"), { exact: true }).fill("Noor");
      await form.getByLabel(t("account.fields.lastname"), { exact: true }).fill("Visser");
      await form.getByLabel(t("login.email"), { exact: true }).fill(email);
      await form.getByLabel(t("login.password"), { exact: true }).fill("Parrain-Malle-2026!");
      await form.getByRole("button", { name: t("signup.submit") }).click();
      await page.waitForURL((next) => next.href !== url.href, { timeout: 15_000 });
      return;
    }
    const slug = path === "/quiz/signup/kid" ? "identity" : (path.split("/")[3] ?? "");
    const questions = content.steps.find((step) => step.slug === slug)?.questions;
    if (!questions) throw new Error(`An unexpected page before the account step: ${url.pathname}`);
    for (const question of questions) {
      const field = form.locator(`[name="${question.key}"]`);
      if (question.kind === "text") await field.fill("Mila");
      else if (question.kind === "date") await field.fill("2019-05-04");
      else if (question.kind === "textarea") await field.fill("Ze houdt van geel.");
      else {
        const choice =
          question.choices.find((c) => c.key === "girl" || c.value === "8 ans") ??
          (question.key.endsWith("_refused") ? question.choices.at(-1) : question.choices[0]);
        if (choice) await form.locator(`input[name="${question.key}"][value="${choice.id}"]`).check();
      }
    }
    await form.getByRole("button", { name: t("quiz.next"), exact: true }).click();
    await page.waitForURL((next) => next.href !== url.href, { timeout: 15_000 });
  }
  throw new Error("The account step never came");
}

/** On the checkout: Mondial Relay's nearest point chosen, an optional code applied. */
async function relayPoint(page: Page, t: Texts) {
  const form = page.locator("form#checkout");
  await form.getByRole("radio", { name: t("checkout.delivery.relay").replace("{{carrier}}", "Mondial Relay") }).check();
  await form.getByRole("button", { name: t("checkout.delivery.relay_search") }).click();
  await form.locator(".checkout-relay__points").getByRole("radio").first().check();
}

async function applyCode(page: Page, t: Texts, code: string) {
  const form = page.locator("form#checkout");
  await form.getByLabel(t("checkout.code.label"), { exact: true }).fill(code);
  await form.getByRole("button", { name: t("checkout.code.apply") }).click();
  await expect(form.getByText(t("checkout.code.applied").replace("{{code}}", code))).toBeVisible();
}

async function payApproved(page: Page, language: Lang) {
  await pay(page, language);
  await sandboxChoice(page, "approve");
  await page.waitForURL((url) => url.pathname === localized("/shop/payment-successful", language), {
    timeout: 20_000,
  });
}

async function signInTo(page: Page, language: Lang, shopper: Shopper, path: string) {
  await page.goto(`${localized("/login", language)}?redirect=${encodeURIComponent(path)}`);
  await signIn(page, language, shopper);
  await page.waitForURL((url) => url.pathname === localized(path, language));
}

for (const language of ["fr", "nl"] as const) {
  test(`referral (${language}): an invited friend signs up through the link and orders; the godfather is rewarded`, async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    // Refused invitations answer 400 (their fetch logs it with JavaScript)
    allowConsoleErrors(page, httpStatusError(400, localized("/infos/referral", language)));
    const godfather = await createShopper(language, `referral-gf-${testInfo.project.name}`);
    await signInTo(page, language, godfather, "/infos/referral");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("referral.title"));
    const share = await page.getByLabel(t("referral.share.label"), { exact: true }).inputValue();
    expect(share).toMatch(/\/lp-referral\/invitation\?godfather=[A-Z2-9]{8}$/);
    expect(share).not.toContain("@");

    // The invitation, sent from the page in its language
    const friend = uniqueEmail("example.com", `godson-${language}-${testInfo.project.name}`);
    await hydrated(page, testInfo);
    await page.getByLabel(t("referral.invite.email"), { exact: true }).fill(godfather.email);
    await page.getByRole("button", { name: t("referral.invite.submit") }).click();
    await expect(page.getByText(t("referral.invite.own_email"))).toBeVisible();
    await page.getByLabel(t("referral.invite.email"), { exact: true }).fill(friend);
    await page.getByRole("button", { name: t("referral.invite.submit") }).click();
    await expect(page.getByText(t("referral.notice.invited"))).toBeVisible();
    const row = page.locator(".referral-godson", { hasText: friend });
    await expect(row).toContainText(t("referral.godsons.state.invited"));

    const mail = await mailTo(friend);
    const link = mail.text.match(/https?:\/\/\S+\/lp-referral\/invitation\?godfather=[A-Z2-9]+/)?.[0];
    expect(link, "the invitation carries the share link").toBeTruthy();
    expect(new URL(link!).search).toBe(new URL(share).search);
    expect(new URL(link!).pathname).toBe(localized("/lp-referral/invitation", language));

    // The friend, in a window of their own: the landing names who invites, the quiz signs them up
    const godson = await secondPerson(browser, testInfo, language);
    const landing = new URL(link!);
    await godson.goto(`${landing.pathname}${landing.search}`);
    await expect(godson.getByText(t("referral.invitation.from").replace("{{name}}", "Camille"))).toBeVisible();
    await godson
      .getByRole("link", { name: t("service.invitation.cta") })
      .first()
      .click();
    await godson.waitForURL((url) => url.pathname === localized("/quiz/signup/kid", language));
    await signUpThroughQuiz(godson, testInfo, t, language, friend);

    const tokens = (await api("/clients/token", {
      method: "POST",
      body: JSON.stringify({ email: friend, password: "Parrain-Malle-2026!" }),
    })) as { access_token: string };
    const me = (await api("/clients/me", { token: tokens.access_token })) as { godfather_email: string | null };
    expect(me.godfather_email).toBe(godfather.email.toLowerCase());
    await page.reload();
    await expect(page.locator(".referral-godson", { hasText: friend })).toContainText(
      t("referral.godsons.state.signed_up"),
    );

    // The friend's first order, in the shop, paid on the sandbox's page
    await api("/clients/me/shipping-addresses", {
      method: "POST",
      token: tokens.access_token,
      body: JSON.stringify({ ...ADDRESSES[language], firstname: "Noor", lastname: "Visser", set_default: true }),
    });
    await api("/shop/cart/lines", {
      method: "POST",
      token: tokens.access_token,
      body: JSON.stringify({ variant_id: await availableVariant(), quantity: 1 }),
    });
    await godson.goto(checkoutPath(language));
    await hydrated(godson, testInfo);
    await relayPoint(godson, t);
    await payApproved(godson, language);
    await godson.context().close();

    // The godfather: the reward lands in the wallet once the scheduler runs the paid order's job
    type Wallet = { amount: number; transactions: { items: { kind: string; amount: number }[] } };
    const wallet = () => api("/clients/me/wallet", { token: godfather.token }) as Promise<Wallet>;
    await expect.poll(async () => (await wallet()).amount, { timeout: 30_000 }).toBe(15);
    expect((await wallet()).transactions.items.map((item) => item.kind)).toEqual(["REFERRAL_REWARD"]);
    await page.reload();
    const paid = page.locator(".referral-godson", { hasText: friend });
    await expect(paid).toContainText(t("referral.godsons.state.first_order_paid"));
    await expect(paid.locator(".referral-godson__reward")).toBeVisible();
    await page.goto(localized("/infos/wallet", language));
    await expect(page.locator("main")).toContainText(/15/);
  });

  test(`loyalty (${language}): 200 points become a coupon paid with at the shop's checkout`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    // The refused coupon and birthday offer answer 400 (their fetch logs it with JavaScript)
    allowConsoleErrors(page, httpStatusError(400, localized("/infos/loyalty", language)));
    const shopper = await createShopper(language, `loyalty-${testInfo.project.name}`);
    const { id } = (await api("/clients/me", { token: shopper.token })) as { id: number };
    await api(`/admin/clients/${id}/loyalty_points`, {
      method: "POST",
      token: await adminToken(),
      body: JSON.stringify({ points: 250, reference: `e2e-${testInfo.project.name}-${Date.now()}` }),
    });

    await signInTo(page, language, shopper, "/infos/loyalty");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("loyalty.title"));
    await expect(page.locator(".loyalty-balance__points")).toHaveText(
      t("loyalty.balance.points_other").replace("{{count}}", "250"),
    );
    // Short of the 600 tier: its §8 message, nothing spent
    await page.getByRole("button", { name: t("loyalty.tiers.redeem").replace("{{points}}", "600") }).click();
    await expect(page.getByRole("alert").filter({ hasText: t("loyalty.error.not_enough_600") })).toBeVisible();
    await page.getByRole("button", { name: t("loyalty.tiers.redeem").replace("{{points}}", "200") }).click();
    await expect(page.getByText(t("loyalty.notice.redeemed"))).toBeVisible();
    await expect(page.locator(".loyalty-balance__points")).toHaveText(
      t("loyalty.balance.points_other").replace("{{count}}", "50"),
    );
    const code = (await page
      .locator(".loyalty-code__code", { hasText: /^FID200-/ })
      .first()
      .textContent())!.trim();
    expect(code).toMatch(/^FID200-/);
    // The birthday offer: this family has no kid
    await page.getByRole("button", { name: t("loyalty.birthday.submit") }).click();
    await expect(page.getByRole("alert").filter({ hasText: t("loyalty.error.no_eligible_kid") })).toBeVisible();

    // The history says where the points came from and went
    await page.getByRole("link", { name: t("loyalty.balance.history") }).click();
    await page.waitForURL((url) => url.pathname === localized("/infos/loyalty/history", language));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("loyalty.history.title"));
    const rows = page.locator(".loyalty-history__table tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(t("loyalty.history.reason.coupon_redemption"));
    await expect(rows.nth(0)).toContainText("-200");
    await expect(rows.nth(1)).toContainText(t("loyalty.history.reason.adjustment"));

    // The coupon pays part of a shop order
    await api("/shop/cart/lines", {
      method: "POST",
      token: shopper.token,
      body: JSON.stringify({ variant_id: await availableVariant(), quantity: 1 }),
    });
    await page.goto(checkoutPath(language));
    await hydrated(page, testInfo);
    await relayPoint(page, t);
    await applyCode(page, t, code);
    await payApproved(page, language);
    const codes = (await api("/clients/me/coupon-codes", { token: shopper.token })) as {
      code: string;
      usable: boolean;
      error: string | null;
    }[];
    expect(codes.find((c) => c.code === code)).toMatchObject({ usable: false, error: "COUPON_CODE_ALREADY_USED" });
    await page.goto(localized("/infos/loyalty", language));
    await expect(page.locator(".loyalty-code", { hasText: code })).toContainText(t("loyalty.codes.used"));
  });
}
