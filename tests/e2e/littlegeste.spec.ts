import { backOfficeTexts, signInStaff } from "./back-office";
import { E2E_API_URL, expect, hydrated, localized, signIn, test, texts } from "./fixtures";
import { api, approvedOrder, createShopper, mailTo } from "./shop";

/**
 * Littlegeste (issue 28) in fr and es, JavaScript on and off: a family creates a label (bags and
 * terms, then its address), downloads the PDF; operations receive the parcel by the label's number
 * and grade a piece in the back-office; the family's wallet is credited and its page shows the
 * piece; another family buys the piece, which cannot then be bought again, and the first family is
 * told by e-mail.
 */
for (const language of ["fr", "es"] as const) {
  test(`littlegeste (${language}): label, receiving and grading, credit, resale`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const t = await texts(language);
    // A family of France (where labels are offered) reading the site in its language
    const family = await createShopper("fr", `lg-${language}-${testInfo.project.name}`);
    await api("/clients/me", { method: "PATCH", token: family.token, body: JSON.stringify({ locale: language }) });

    await signIn(page, language, family.email, family.password, "/littlegeste/create-label");
    await expect(page.getByRole("heading", { level: 1, name: t("littlegeste.create.title") })).toBeVisible();
    await hydrated(page, testInfo);
    await page.getByLabel(t("littlegeste.create.bags")).selectOption("2");
    await page.getByLabel(t("littlegeste.create.contents")).fill("3 t-shirts, 1 robe");
    await page.getByLabel(t("littlegeste.create.terms")).check();
    await page.getByRole("button", { name: t("littlegeste.create.continue") }).click();

    await expect(page.getByRole("heading", { level: 1, name: t("littlegeste.address.title") })).toBeVisible();
    await hydrated(page, testInfo);
    await page.getByLabel(t("littlegeste.address.pickup")).check();
    await page.getByRole("button", { name: t("littlegeste.address.submit") }).click();

    await expect(page.getByRole("heading", { level: 1, name: t("littlegeste.confirmation.title") })).toBeVisible();
    const number = (await page.locator("main p").first().textContent())!.match(/LG\d{7}/)![0];
    const download = page.getByRole("link", { name: t("littlegeste.confirmation.download") });
    const href = await download.getAttribute("href");
    expect(href).toMatch(new RegExp(`^${localized("/infos/littlegeste", language)}/\\d+/label\\.pdf$`));
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect(pdf.headers()["content-disposition"]).toContain(number);
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // The barcode is drawn as an image on each bag's page
    expect(bytes.toString("latin1")).toContain("/Subtype /Image");
    await mailTo(family.email, (mail) => mail.text.includes(number));

    // Operations receive the parcel by its number and grade its piece
    const bo = backOfficeTexts("fr");
    await signInStaff(page, "admin@demo.lamalle.test", "Admin-Malle-2026!");
    await page.goto("/back-office/operations/littlegeste");
    await page.getByLabel(bo("back-office-operations.littlegeste.scan")).fill(number);
    await page.getByRole("button", { name: bo("back-office-operations.littlegeste.receive") }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: bo("back-office-operations.littlegeste.label_title", { number }) }),
    ).toBeVisible();
    await hydrated(page, testInfo);
    const grade = bo("back-office-operations.littlegeste.col.grade");
    await page.getByLabel(`${grade} 1`, { exact: true }).selectOption("VERY_GOOD");
    await page
      .getByLabel(`${bo("back-office-operations.littlegeste.col.type")} 1`, { exact: true })
      .selectOption("dress");
    await page
      .getByLabel(`${bo("back-office-operations.littlegeste.col.brand")} 1`, { exact: true })
      .fill("Petit Bateau");
    await page.getByLabel(`${bo("back-office-operations.littlegeste.col.size")} 1`, { exact: true }).fill("6 ans");
    await page.getByRole("button", { name: bo("back-office-operations.littlegeste.submit") }).click();
    await expect(page.getByText(bo("back-office-operations.littlegeste.notice.graded"))).toBeVisible();

    // The family is credited and sees its piece for sale
    const wallet = (await api("/clients/me/wallet", { token: family.token })) as { amount: number };
    expect(wallet.amount).toBeGreaterThan(0);
    await page.goto(localized("/infos/littlegeste", language));
    await expect(page.getByRole("heading", { level: 1, name: t("littlegeste.account.title") })).toBeVisible();
    await expect(page.getByRole("cell", { name: t("littlegeste.account.piece_statuses.LISTED") })).toBeVisible();

    // Another family buys it; it cannot be bought again
    const labels = (await api("/clients/me/littlegeste/labels", { token: family.token })) as {
      items: { number: string; pieces: { variant_id: number }[] }[];
    };
    const variantId = labels.items.find((item) => item.number === number)!.pieces[0]!.variant_id;
    const buyer = await createShopper("fr", `lg-buyer-${language}-${testInfo.project.name}`);
    await approvedOrder(buyer, variantId, language, `lg-${number}`);
    const late = await createShopper("fr", `lg-late-${language}-${testInfo.project.name}`);
    const again = await fetch(`${E2E_API_URL}/shop/cart/lines`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${late.token}` },
      body: JSON.stringify({ variant_id: variantId, quantity: 1 }),
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);

    // The first family is told its piece found a new family
    await mailTo(family.email, (mail) => mail.text.includes("Petit Bateau") && !mail.text.includes(number), 60_000);
  });
}
