import { mkdirSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { backOfficeTexts, STAFF_ADMIN, signInStaff } from "./back-office";
import { expect, jsEnabled, localized, signIn, test, texts } from "./fixtures";
import { adminToken, api, createShopper, deliveredBox } from "./shop";

/**
 * Outgrown clothes in a box's return parcel (issue 28, decision 0052), in French: a family's box is
 * delivered and its return opened; operations find an outgrown piece in the parcel, open its
 * littlegeste parcel from the return's page and grade it; the family's wallet is credited and its
 * littlegeste page lists the piece under its box's return parcel (screenshots in /tmp/shots/littlegeste).
 * Operations cancel a label whose parcel never came, with a reason the family then reads.
 */

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync("/tmp/shots/littlegeste", { recursive: true });
  const js = jsEnabled(testInfo) ? "js" : "nojs";
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/littlegeste/${js}-${name}-${width}.png`, fullPage: true });
  }
}
test("littlegeste (fr): an outgrown piece in a box's return parcel is graded and credited", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const t = await texts("fr");
  const bo = backOfficeTexts("fr");
  const family = await deliveredBox("fr", `lg-box-${testInfo.project.name}`);
  const admin = await adminToken();
  const ret = (await api("/admin/operations/returns", {
    method: "POST",
    token: admin,
    body: JSON.stringify({ order_id: family.box.order_id, order_line_ids: [family.box.pieces[0]!.order_line_id] }),
  })) as { id: number };
  const before = (await api("/clients/me/wallet", { token: family.shopper.token })) as { amount: number };

  await signInStaff(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await page.goto(`/back-office/operations/returns/${ret.id}`);
  await expect(page.getByRole("heading", { name: bo("back-office-operations.returns.outgrown_title") })).toBeVisible();
  await shoot(page, testInfo, "bo-return-fr");
  await page.getByRole("button", { name: bo("back-office-operations.returns.outgrown_submit") }).click();
  await expect(page.getByText(bo("back-office-operations.littlegeste.box_return"))).toBeVisible();
  await expect(page.getByText(bo("back-office-operations.littlegeste.notice.received"))).toBeVisible();
  const col = (key: string) => `${bo(`back-office-operations.littlegeste.col.${key}`)} 1`;
  await shoot(page, testInfo, "bo-grading-fr");
  await page.getByLabel(col("grade"), { exact: true }).selectOption("VERY_GOOD");
  await page.getByLabel(col("type"), { exact: true }).selectOption("pull");
  await page.getByLabel(col("brand"), { exact: true }).fill("Bonton");
  await page.getByLabel(col("size"), { exact: true }).fill("8 ans");
  await page.getByRole("button", { name: bo("back-office-operations.littlegeste.submit") }).click();
  await expect(page.getByText(bo("back-office-operations.littlegeste.notice.graded"))).toBeVisible();
  await expect(page.getByRole("cell", { name: "Pull Bonton" })).toBeVisible();
  await shoot(page, testInfo, "bo-graded-fr");

  // The family is credited once, and sees the piece under its box's return parcel
  const after = (await api("/clients/me/wallet", { token: family.shopper.token })) as { amount: number };
  expect(after.amount).toBeGreaterThan(before.amount);
  await page.context().clearCookies();
  await signIn(page, "fr", family.shopper.email, family.shopper.password, "/infos/littlegeste");
  await expect(page).toHaveURL(new RegExp(`${localized("/infos/littlegeste", "fr")}$`));
  await expect(page.getByRole("heading", { level: 2, name: t("littlegeste.account.box_return") })).toBeVisible();
  await expect(page.getByRole("cell", { name: /Pull · Bonton · 8 ans/ })).toBeVisible();
  await expect(page.getByRole("cell", { name: t("littlegeste.account.piece_statuses.LISTED") })).toBeVisible();
  await shoot(page, testInfo, "account-fr");
  await page.goto(localized("/infos/littlegeste", "de"));
  await expect(
    page.getByRole("heading", { level: 2, name: (await texts("de"))("littlegeste.account.box_return") }),
  ).toBeVisible();
  await shoot(page, testInfo, "account-de");
});

test("littlegeste (fr): operations cancel a label not received, the family sees why", async ({ page }, testInfo) => {
  const t = await texts("fr");
  const bo = backOfficeTexts("fr");
  const family = await createShopper("fr", `lg-cancel-${testInfo.project.name}`);
  const [address] = (await api("/clients/me/shipping-addresses", { token: family.token })) as { id: number }[];
  const label = (await api("/clients/me/littlegeste/labels", {
    method: "POST",
    token: family.token,
    body: JSON.stringify({ address_id: address!.id, bags: 1, accept_terms: true }),
  })) as { number: string };

  await signInStaff(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await page.goto("/back-office/operations/littlegeste");
  await page.getByLabel(bo("back-office-operations.littlegeste.scan")).fill(label.number);
  await page.getByRole("button", { name: bo("back-office-operations.littlegeste.open") }).click();
  await expect(
    page.getByRole("heading", { name: bo("back-office-operations.littlegeste.cancel_title") }),
  ).toBeVisible();
  const reason = bo("back-office-operations.littlegeste.cancel_reason");
  await page.getByLabel(reason).fill("Sac perdu par le transporteur");
  await page.getByRole("button", { name: bo("back-office-operations.littlegeste.cancel_submit") }).click();
  await expect(page.getByText(bo("back-office-operations.littlegeste.notice.cancelled"))).toBeVisible();
  await expect(page.getByRole("heading", { name: bo("back-office-operations.littlegeste.cancel_title") })).toHaveCount(
    0,
  );

  await page.context().clearCookies();
  await signIn(page, "fr", family.email, family.password, "/infos/littlegeste");
  await expect(page.getByText(t("littlegeste.account.statuses.CANCELLED"))).toBeVisible();
  await expect(page.getByText("Sac perdu par le transporteur")).toBeVisible();
  await shoot(page, testInfo, "account-cancelled-fr");
});
