import { backOfficeTexts, newStaffMember, signInStaff, staffApi, staffToken } from "./back-office";
import { allowConsoleErrors, expect, httpStatusError, test, texts } from "./fixtures";
import { adminToken, api, mailTo, signIn, subscriber } from "./shop";

/**
 * Operations (issue 25, decision 0042), with and without JavaScript: a family's validated box is
 * packed by scanning each piece's barcode into the plain form (a wrong code says why), marked
 * shipped (the family's e-mail carries the tracking link), marked delivered, two pieces received
 * back in stock — the stock up by two, the ledger saying why.
 */

type Parcel = {
  pieces: { variant_id: number; ean: string; product_name: string; size: string }[];
  order_id: number | null;
};

/** A family whose box is composed (by the administrator) and validated (by the family). */
async function validatedBox(tag: string) {
  const family = await subscriber("fr", tag);
  const { token } = family.shopper;
  const box = (await api(`/clients/me/kids/${family.kidId}/next-request`, { token })) as { id: number };
  await api(`/admin/requests/${box.id}/compose`, { method: "POST", token: await adminToken(), body: "{}" });
  await api(`/clients/me/kids/${family.kidId}/requests/${box.id}/preview/validate`, {
    method: "POST",
    token,
    body: "{}",
  });
  return { family, requestId: box.id };
}

test("operations pack a box by scanning, ship it, mark it delivered and receive two pieces back", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const t = backOfficeTexts("fr");
  const { family, requestId } = await validatedBox(`ops-${testInfo.project.name}`);
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
  await page.goto(`/back-office/operations/box/${requestId}`);

  // Delivered, marked by operations
  await page.getByRole("button", { name: t("back-office-operations.parcel.deliver_submit") }).click();
  await expect(page.getByRole("status")).toHaveText(t("back-office-operations.notice.delivered"));
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
