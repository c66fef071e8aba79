import type { Page, TestInfo } from "@playwright/test";
import { backOfficeTexts, newStaffMember, signInStaff, staffApi, staffToken } from "./back-office";
import { composeSwapSend } from "./back-office-flows";
import { E2E_API_URL, allowConsoleErrors, expect, httpStatusError, test, texts } from "./fixtures";
import { api, mailTo, signIn, subscriber } from "./shop";

/**
 * Issue 25's journey (decisions 0042, 0043), with and without JavaScript: a stylist opens a family's
 * box on the workbench, swaps a piece of the engine's proposal and sends the preview; the family
 * validates it on its preview page; operations pack it by scanning each piece's barcode into the
 * plain form (a wrong code says why) and mark it shipped (the family's e-mail carries the tracking
 * link, its box page shows it); the carrier sandbox reports it delivered; two pieces are received
 * back in stock — the stock up by two, the ledger saying why.
 */

type Parcel = {
  pieces: { variant_id: number; ean: string; product_name: string; size: string }[];
  order_id: number | null;
};

type Shipment = { shipment: { id: number; status: string } | null };

/**
 * A family's box composed on the workbench by a stylist (a piece swapped, a note, sent) and
 * validated by the family on its preview page; the browser is signed out of both afterwards.
 */
async function validatedBox(page: Page, tag: string, testInfo: TestInfo) {
  const family = await subscriber("fr", tag);
  const box = (await api(`/clients/me/kids/${family.kidId}/next-request`, { token: family.shopper.token })) as {
    id: number;
  };
  const stylist = await newStaffMember(["stylist"], "Styliste E2E");
  await signInStaff(page, stylist.email, stylist.password);
  await page.goto(`/back-office/workbench/${box.id}`);
  // Ends on the family's preview page, the family signed in
  await composeSwapSend(page, family, box.id, testInfo);
  const ft = await texts("fr");
  await page.getByRole("button", { name: ft("preview.page.validate") }).click();
  await expect(page).toHaveURL(new RegExp(`/infos/preview/${family.kidId}/${box.id}/confirmation$`));
  await page.context().clearCookies();
  return { family, requestId: box.id };
}

test("a stylist sends the box, the family validates it, operations pack and ship it, the carrier delivers it, two pieces come back", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const t = backOfficeTexts("fr");
  const { family, requestId } = await validatedBox(page, `ops-${testInfo.project.name}`, testInfo);
  const operator = await newStaffMember(["operations"], "Opérateur E2E");
  const token = await staffToken(operator.email, operator.password);
  const parcel = await staffApi<Parcel>(token, "GET", `/admin/operations/parcels/box/${requestId}`);
  // The refused scans answer 422 and 409 (the page says why)
  const here = `/back-office/operations/box/${requestId}`;
  allowConsoleErrors(page, httpStatusError(422, here), httpStatusError(409, here));
  expect(parcel.pieces.length).toBeGreaterThanOrEqual(2);

  await signInStaff(page, operator.email, operator.password);
  await page.goto("/back-office/operations");
  await page.getByRole("link", { name: `${t("back-office-operations.kind.box")} ${requestId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/back-office/operations/box/${requestId}$`));

  // A code of no piece: the page says so, and the field is ready for the next scan
  const scan = page.getByLabel(t("back-office-operations.parcel.scan_label"));
  await scan.fill("2009999999990");
  await scan.press("Enter");
  await expect(page.getByTestId("scan-outcome")).toContainText(t("back-office-operations.problem.UNKNOWN_CODE"));
  for (const [index, piece] of parcel.pieces.entries()) {
    await expect(scan).toBeFocused();
    await scan.fill(piece.ean);
    await scan.press("Enter");
    await expect(page.getByTestId("scan-outcome")).toHaveText(
      t("back-office-operations.parcel.scanned_ok", {
        scanned: String(index + 1),
        total: String(parcel.pieces.length),
      }),
    );
  }
  // Scanning a piece twice is refused
  await scan.fill(parcel.pieces[0]!.ean);
  await scan.press("Enter");
  await expect(page.getByTestId("scan-outcome")).toContainText(t("back-office-operations.problem.ALREADY_SCANNED"));

  // Shipped with a tracking number: the family's e-mail carries the tracking link
  const tracking = `6A${requestId}${testInfo.project.name === "js" ? "J" : "N"}`;
  await page.getByLabel(t("back-office-operations.parcel.carrier")).selectOption("colissimo");
  await page.getByLabel(t("back-office-operations.parcel.tracking_number")).fill(tracking);
  await page.getByRole("button", { name: t("back-office-operations.parcel.ship_submit") }).click();
  await expect(page.getByRole("status")).toHaveText(t("back-office-operations.notice.shipped"));
  const link = page.getByRole("link", { name: t("back-office-operations.parcel.tracking_link") });
  await expect(link).toHaveAttribute("href", new RegExp(tracking));
  const mail = await mailTo(family.shopper.email, (m) => m.text.includes(tracking));
  expect(mail.text).toContain(`/${family.kidId}/malle`);

  // The family sees its box on its way, with the tracking link (its own session, beside the staff's)
  const ft = await texts("fr");
  await page.goto(`/${family.kidId}/malle`);
  await signIn(page, "fr", family.shopper);
  await expect(page).toHaveURL(new RegExp(`/${family.kidId}/malle$`));
  await expect(page.getByRole("heading", { name: ft("malle.on_its_way.title_SHIPPED") })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(tracking) })).toHaveAttribute("href", new RegExp(tracking));
  // and among all its boxes, on its way
  await page.goto("/infos/all-boxes");
  await expect(page.getByRole("heading", { name: ft("malle.all_boxes.sections.on_its_way") })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(tracking) })).toHaveAttribute("href", new RegExp(tracking));
  // and among its orders: the box became one, its pieces at their prices, nothing charged yet
  await page.goto("/infos/orders");
  const boxOrder = page.getByRole("article").first();
  await expect(boxOrder.getByText(ft("orders.stage.shipped"))).toBeVisible();
  for (const piece of parcel.pieces) await expect(boxOrder.getByText(piece.product_name).first()).toBeVisible();
  await expect(boxOrder.getByText(ft("orders.box_value"))).toBeVisible();
  await expect(boxOrder.getByText(ft("orders.box_unsettled"))).toBeVisible();
  await expect(boxOrder.getByText(ft("checkout.success.total"))).toHaveCount(0);
  await page.goto(`/back-office/operations/box/${requestId}`);

  // Delivered, as the carrier (its local sandbox) reports it
  const { shipment } = await staffApi<Shipment>(token, "GET", `/admin/operations/parcels/box/${requestId}`);
  const delivered = await fetch(`${E2E_API_URL}/carrier-sandbox/shipments/${shipment!.id}/events`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ status: "DELIVERED" }),
  });
  expect(delivered.status).toBe(200);
  await page.reload();
  await expect(page.getByText(t("back-office-operations.parcel.delivered"), { exact: true })).toBeVisible();

  // Two pieces come back: the return opened, both received back in stock
  const back = parcel.pieces.slice(0, 2);
  const before = await Promise.all(
    back.map(async (piece) => {
      const ledger = await staffApi<{ variant: { stock: number } }>(
        token,
        "GET",
        `/admin/stock/${piece.variant_id}/movements`,
      );
      return ledger.variant.stock;
    }),
  );
  for (const piece of back) await page.getByLabel(`${piece.product_name} ${piece.size}`).check();
  await page.getByRole("button", { name: t("back-office-operations.parcel.return_submit") }).click();
  await expect(page.getByRole("status")).toHaveText(t("back-office-operations.notice.return_opened"));
  for (const piece of back) {
    await page
      .getByRole("group", { name: `${piece.product_name} ${piece.size}` })
      .getByLabel(t("back-office-operations.outcome.restocked"))
      .check();
  }
  await page.getByRole("button", { name: t("back-office-operations.returns.receive_submit") }).click();
  await expect(page.getByRole("status")).toHaveText(t("back-office-operations.notice.received"));

  // The stock rose by two, and the ledger says why
  const after = await Promise.all(
    back.map(async (piece) => {
      const ledger = await staffApi<{ variant: { stock: number } }>(
        token,
        "GET",
        `/admin/stock/${piece.variant_id}/movements`,
      );
      return ledger.variant.stock;
    }),
  );
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  expect(sum(after) - sum(before)).toBe(2);
  await page.goto(`/back-office/operations/stock/${back[0]!.variant_id}`);
  await expect(page.locator("tbody tr").first()).toContainText(t("back-office-operations.movement.returned"));
  await expect(page.locator("tbody tr").first()).toContainText("+1");
});
