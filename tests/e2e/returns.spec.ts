import { mkdirSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import {
  E2E_API_URL,
  E2E_SITE_URL,
  allowConsoleErrors,
  expect,
  httpStatusError,
  hydrated,
  jsEnabled,
  localized,
  signIn,
  test,
  texts,
} from "./fixtures";
import { adminToken, api, availableVariant, createShopper, deliverParcel, saveSandboxCard, type Shopper } from "./shop";

/**
 * Returns of shop pieces refunded once received (issue 26), in fr and de, JavaScript on and off: a
 * family's shop order is paid with a saved sandbox card, packed, shipped and delivered through the
 * staff API; from the order's page the family chooses the piece to send back — nothing chosen is
 * refused in its language —, the success page links to the labels; operations receive the piece
 * through the staff API, the refund job runs, and /infos/returns/{id} shows the amount refunded.
 */
type Language = "fr" | "de";

/** A delivered shop order of one piece, paid with a saved sandbox card. */
async function deliveredShopOrder(language: Language, tag: string): Promise<{ shopper: Shopper; orderId: number }> {
  const shopper = await createShopper(language, tag);
  const variantId = await availableVariant(60);
  await api("/shop/cart/lines", {
    method: "POST",
    token: shopper.token,
    body: JSON.stringify({ variant_id: variantId, quantity: 1 }),
  });
  const methodId = await saveSandboxCard(shopper);
  const placed = (await api("/clients/me/orders", {
    method: "POST",
    token: shopper.token,
    headers: { "idempotency-key": `${tag}-${Date.now()}`, "accept-language": language },
    body: JSON.stringify({
      carrier: "colissimo",
      platform: "card_via_sandbox",
      payment_method_id: methodId,
      return_url: `${E2E_SITE_URL}${localized("/shop/payment-successful", language)}`,
    }),
  })) as { order: { id: number; status: string }; payment?: { redirect_url?: string } };
  // The sandbox's page approved as a shopper would (its webhook settles the order)
  const redirect = placed.payment?.redirect_url;
  if (placed.order.status !== "PAID" && redirect) {
    const sandbox = new URL(redirect);
    const answer = await fetch(`${E2E_API_URL}${sandbox.pathname}${sandbox.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "choice=approve",
      redirect: "manual",
    });
    // Back on the storefront's return URL: its session and result posted as the return page does
    const back = new URL(answer.headers.get("location") ?? "", E2E_SITE_URL);
    const sessionId = back.searchParams.get("sessionId");
    const redirectResult = back.searchParams.get("redirectResult");
    if (sessionId) {
      await fetch(`${E2E_API_URL}/clients/me/payment-returns`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${shopper.token}` },
        body: JSON.stringify({ sessionId, ...(redirectResult ? { redirectResult } : {}) }),
      });
    }
  }
  await expect
    .poll(
      async () =>
        ((await api(`/clients/me/orders/${placed.order.id}`, { token: shopper.token })) as { status: string }).status,
      { timeout: 30_000 },
    )
    .toBe("PAID");
  const orderId = placed.order.id;
  await deliverParcel("order", orderId);
  return { shopper, orderId };
}

async function shoot(page: Page, testInfo: TestInfo, language: Language, name: string) {
  mkdirSync("/tmp/shots/returns", { recursive: true });
  const js = jsEnabled(testInfo) ? "js" : "nojs";
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/returns/${name}-${language}-${js}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const language of ["fr", "de"] as const) {
  test(`shop return (${language}): a piece sent back, received by operations and refunded`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = await texts(language);
    // Nothing chosen answers 400 (without JavaScript), which the browser logs
    allowConsoleErrors(page, httpStatusError(400, "/"));
    const { shopper, orderId } = await deliveredShopOrder(language, `return-${testInfo.project.name}`);

    await signIn(page, language, shopper.email, shopper.password, `/infos/orders/${orderId}`);
    await hydrated(page, testInfo);
    await page.getByRole("link", { name: t("returns.order.link") }).click();
    await page.waitForURL((url) => url.pathname === localized(`/infos/returns/order/${orderId}`, language));
    await expect(page.getByRole("heading", { level: 1, name: t("returns.order.title") })).toBeVisible();
    await hydrated(page, testInfo);

    // Nothing chosen: refused in the page's language
    await page.getByRole("button", { name: t("returns.order.submit") }).click();
    await expect(page.getByRole("alert")).toHaveText(t("returns.order.errors.none"));

    // A quantity without its reason: the line says so and keeps the quantity
    await page.getByLabel(t("returns.order.quantity")).first().selectOption("1");
    await page.getByRole("radio", { name: t("returns.order.refund_wallet") }).check();
    await page.getByRole("button", { name: t("returns.order.submit") }).click();
    await expect(page.getByText(t("returns.order.errors.reason"))).toBeVisible();
    await expect(page.getByLabel(t("returns.order.quantity")).first()).toHaveValue("1");
    await expect(page.getByRole("radio", { name: t("returns.order.refund_wallet") })).toBeChecked();
    await shoot(page, testInfo, language, "order");

    await page.getByLabel(t("returns.order.reason"), { exact: true }).first().selectOption("size");
    await page.getByRole("button", { name: t("returns.order.submit") }).click();
    await page.waitForURL((url) => url.pathname === localized(`/infos/returns/order/${orderId}/success`, language));
    await expect(page.getByRole("heading", { level: 1, name: t("returns.success.title") })).toBeVisible();
    await expect(page.getByRole("link", { name: t("returns.success.print") })).toHaveAttribute(
      "href",
      localized("/infos/return-labels", language),
    );
    await page.getByRole("link", { name: t("returns.success.view") }).click();
    await page.waitForURL((url) => /\/infos\/returns\/\d+$/.test(url.pathname));
    const returnId = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.getByTestId("return-refund")).toHaveText(t("returns.detail.pending_wallet"));

    // Operations receive it; the refund job runs
    const admin = await adminToken();
    const ret = (await api(`/admin/operations/returns/${returnId}`, { token: admin })) as { lines: { id: number }[] };
    await api(`/admin/operations/returns/${returnId}/receipt`, {
      method: "POST",
      token: admin,
      body: JSON.stringify({ lines: ret.lines.map((l) => ({ line_id: l.id, outcome: "restocked" })) }),
    });
    await expect
      .poll(
        async () =>
          ((await api(`/clients/me/returns/${returnId}`, { token: shopper.token })) as { status: string }).status,
        { timeout: 60_000 },
      )
      .toBe("REFUNDED");
    const refunded = (await api(`/clients/me/returns/${returnId}`, { token: shopper.token })) as {
      refund_amount_cents: number;
    };
    expect(refunded.refund_amount_cents).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/R-\d{8}/);
    await expect(page.getByTestId("return-refund")).toContainText(
      t("returns.detail.refund_wallet").replace("{{amount}}", "").trim(),
    );
    await shoot(page, testInfo, language, "detail");

    // The list names it, its state in words
    await page.goto(localized("/infos/returns", language));
    await expect(page.locator("article.return-card").first()).toContainText(t("returns.status.REFUNDED"));
  });
}
