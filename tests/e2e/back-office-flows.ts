import { mkdirSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { backOfficeTexts } from "./back-office";
import { expect, texts } from "./fixtures";
import { api, signIn, type subscriber } from "./shop";

/**
 * The back-office's steps that more than one spec walks through: the stylist's work on a box (the
 * workbench spec; the whole journey in the operations spec).
 */

export type Family = Awaited<ReturnType<typeof subscriber>>;

const bo = backOfficeTexts("fr");
/** A text of the workbench in French. */
export const workbenchText = (key: string) => bo(`back-office-workbench.${key}`);
const w = workbenchText;

/** Full-page screenshots of the workbench under /tmp/shots/workbench/, to look at. */
export async function shoot(page: Page, name: string, testInfo: TestInfo) {
  mkdirSync("/tmp/shots/workbench", { recursive: true });
  await page.screenshot({ path: `/tmp/shots/workbench/${testInfo.project.name}-${name}.png`, fullPage: true });
}

/**
 * The box's page from the proposal to the family's preview: ask the engine, swap the first piece
 * with a reason, write a note, send; then the family sees the swapped piece and the note.
 */
export async function composeSwapSend(page: Page, family: Family, requestId: number, testInfo: TestInfo) {
  await expect(page.getByRole("heading", { level: 1 })).toContainText(family.firstname);
  await page.getByRole("button", { name: w("proposal.ask") }).click();
  await expect(page.getByTestId("workbench-piece").first()).toBeVisible();
  const before = await page
    .getByTestId("workbench-piece")
    .evaluateAll((pieces) => pieces.map((piece) => piece.getAttribute("data-variant-id")));
  expect(before.length).toBeGreaterThan(0);

  // Swap the first piece: the search in the profile's sizes, one size taken with a reason
  await page
    .getByRole("link", { name: w("proposal.swap") })
    .first()
    .click();
  const result = page.getByTestId("swap-results").locator("li").first();
  await expect(result).toBeVisible();
  await result.getByLabel(w("swap.reason")).fill("Plus gai pour l'été");
  await result.getByRole("button").first().click();
  await expect(page.getByText(w("notice.swapped"))).toBeVisible();
  const after = await page
    .getByTestId("workbench-piece")
    .evaluateAll((pieces) => pieces.map((piece) => piece.getAttribute("data-variant-id")));
  expect(after).toHaveLength(before.length);
  const swappedIn = after.filter((id) => !before.includes(id));
  expect(swappedIn).toHaveLength(1);
  await expect(page.getByText(w("proposal.locked"), { exact: true })).toHaveCount(1);
  await expect(page.getByTestId("workbench-history")).toContainText(w("history.stylist_swapped"));

  await shoot(page, "box", testInfo);
  await page.getByLabel(w("note.label")).fill("Des couleurs vives, comme elle les aime !");
  await page.getByRole("button", { name: w("note.save") }).click();
  await expect(page.getByText(w("notice.noted"))).toBeVisible();
  await page.getByRole("button", { name: w("send") }).click();
  await expect(page.getByText(w("notice.sent"))).toBeVisible();
  await expect(page.getByTestId("workbench-history")).toContainText(w("history.preview_sent"));

  // The family's preview page: the swapped piece and the stylist's note
  const t = await texts("fr");
  await page.context().clearCookies();
  await page.goto(`/infos/preview/${family.kidId}/${requestId}`);
  await signIn(page, "fr", family.shopper);
  await expect(page).toHaveURL(new RegExp(`/infos/preview/${family.kidId}/${requestId}$`));
  await expect(page.getByTestId("stylist-note")).toHaveText("Des couleurs vives, comme elle les aime !");
  await expect(page.getByRole("heading", { name: t("preview.page.stylist_note_title") })).toBeVisible();
  await expect(page.locator(`[data-testid=preview-piece][data-variant-id="${swappedIn[0]}"]`)).toHaveCount(1);
  const preview = (await api(`/clients/me/kids/${family.kidId}/requests/${requestId}/preview`, {
    token: family.shopper.token,
  })) as { status: string };
  expect(preview.status).toBe("PENDING");
}
