import { Secret, TOTP } from "otpauth";
import { STAFF_ADMIN, backOfficeTexts, newStaffMember, signInStaff } from "./back-office";
import { DEMO_ACCOUNT } from "./demo-account";
import { allowConsoleErrors, expect, httpStatusError, test } from "./fixtures";

/**
 * The back-office's shell (issue 25, decision 0045): its own sign-in and session, the sections a
 * member's roles open, refusals in its chrome, French and English, signing out — with and without
 * JavaScript.
 */
test("a signed-out visitor is sent to the back-office sign-in and back to the page asked for", async ({ page }) => {
  const t = backOfficeTexts("fr");
  await page.goto("/back-office/account");
  expect(new URL(page.url()).pathname).toBe("/back-office/login");
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/back-office/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("back-office.login.title"));
  // Not indexed, and the address keeps no language prefix
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  await page.getByLabel(t("back-office.login.email")).fill(STAFF_ADMIN.email);
  await page.getByLabel(t("back-office.login.password")).fill(STAFF_ADMIN.password);
  await page.getByRole("button", { name: t("back-office.login.submit") }).click();
  await expect(page).toHaveURL(/\/back-office\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("back-office.account.title"));
  await expect(page.getByText(STAFF_ADMIN.email)).toBeVisible();
});

test("a wrong password keeps the e-mail and says why; a family's account is no staff account", async ({ page }) => {
  const t = backOfficeTexts("fr");
  allowConsoleErrors(page, httpStatusError(401, "/back-office/login"));
  await page.goto("/back-office/login");
  await page.getByLabel(t("back-office.login.email")).fill(DEMO_ACCOUNT.email);
  await page.getByLabel(t("back-office.login.password")).fill(DEMO_ACCOUNT.password);
  await page.getByRole("button", { name: t("back-office.login.submit") }).click();
  await expect(page.getByRole("alert")).toHaveText(t("back-office.login.invalid_credentials"));
  await expect(page.getByLabel(t("back-office.login.email"))).toHaveValue(DEMO_ACCOUNT.email);
  // Without JavaScript the page comes back from the server: the password is not in it
  if (test.info().project.name === "no-js")
    await expect(page.getByLabel(t("back-office.login.password"))).toHaveValue("");
});

test("a stylist sees only the sections of its role, and a 403 page in the back-office for the others", async ({
  page,
}) => {
  const t = backOfficeTexts("fr");
  allowConsoleErrors(page, httpStatusError(403, "/back-office/staff"));
  const stylist = await newStaffMember(["stylist"], "Stylist E2E");
  await signInStaff(page, stylist.email, stylist.password);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    t("back-office.home.title", { name: "Stylist E2E" }),
  );
  const nav = page.getByRole("navigation", { name: t("back-office.nav.label") });
  await expect(nav.getByRole("link", { name: t("back-office.nav.workbench") })).toBeVisible();
  await expect(nav.getByRole("link", { name: t("back-office.nav.staff") })).toHaveCount(0);

  const response = await page.goto("/back-office/staff");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("back-office.error.forbidden_title"));
  // The chrome stays: the member can go on
  await expect(nav.getByRole("link", { name: t("back-office.nav.workbench") })).toBeVisible();
});

test("the back-office speaks English when asked, keeps it, and signing out ends the session", async ({ page }) => {
  const fr = backOfficeTexts("fr");
  const en = backOfficeTexts("en");
  allowConsoleErrors(page, httpStatusError(404, "/back-office/nowhere"));
  await signInStaff(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await page.goto("/back-office/account");
  await page.getByLabel(fr("back-office.language")).selectOption("en");
  await page.getByRole("button", { name: fr("back-office.language_submit") }).click();
  await expect(page).toHaveURL(/\/back-office\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en("back-office.account.title"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.goto("/back-office/nowhere");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en("back-office.error.not_found_title"));

  await page.getByRole("button", { name: en("back-office.sign_out") }).click();
  await expect(page).toHaveURL(/\/back-office\/login$/);
  await page.goto("/back-office");
  await expect(page).toHaveURL(/\/back-office\/login$/);
  // The language outlives the sign-out: it is the browser's choice, not the member's
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en("back-office.login.title"));
});

test("an administrator adds a member, is told when the e-mail is taken, and changes the member's roles", async ({
  page,
}) => {
  test.slow(); // six form posts, each a page under load
  const t = backOfficeTexts("fr");
  allowConsoleErrors(page, httpStatusError(400, "/back-office/staff"), httpStatusError(409, "/back-office/staff"));
  await signInStaff(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await page.goto("/back-office/staff");
  const email = `new-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@e2e.lamalle.test`;
  const form = page.locator("form", { has: page.getByRole("button", { name: t("back-office-staff.create") }) });
  await form.getByLabel(t("back-office-staff.name")).fill("Inès Opérations");
  await form.getByLabel(t("back-office-staff.email")).fill(email);
  await form.getByLabel(t("back-office-staff.password")).fill("short");
  await form.getByLabel(t("back-office.role.operations")).check();
  await form.getByRole("button", { name: t("back-office-staff.create") }).click();
  // A refusal keeps what was typed (but the password)
  await expect(page.getByText(t("back-office-staff.error.password_short"))).toBeVisible();
  await expect(form.getByLabel(t("back-office-staff.email"))).toHaveValue(email);
  await expect(form.getByLabel(t("back-office.role.operations"))).toBeChecked();
  await form.getByLabel(t("back-office-staff.password")).fill("Long-enough-2026");
  await form.getByRole("button", { name: t("back-office-staff.create") }).click();
  await expect(page.getByRole("status")).toHaveText(t("back-office-staff.created"));

  // The same e-mail again is refused, said in the page
  await form.getByLabel(t("back-office-staff.name")).fill("Twin");
  await form.getByLabel(t("back-office-staff.email")).fill(email);
  await form.getByLabel(t("back-office-staff.password")).fill("Long-enough-2026");
  await form.getByRole("button", { name: t("back-office-staff.create") }).click();
  await expect(page.getByText(t("back-office-staff.error.email_taken"))).toBeVisible();

  // Its own row (the other project's test adds an Inès Opérations too)
  await page.getByRole("row", { name: email }).getByRole("link", { name: "Inès Opérations" }).click();
  // The member's page, not the list still shown while it loads (its new-member form has the same boxes)
  await expect(page).toHaveURL(/\/back-office\/staff\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inès Opérations");
  await page.getByLabel(t("back-office.role.stylist")).check();
  await page.getByRole("button", { name: t("back-office-staff.save") }).click();
  await expect(page.getByRole("status")).toHaveText(t("back-office-staff.saved_save"));
  await expect(page.getByLabel(t("back-office.role.stylist"))).toBeChecked();
  await expect(page.getByLabel(t("back-office.role.operations"))).toBeChecked();

  // The audit shows the administrator's calls
  await page.goto("/back-office/audit?entity=staff");
  await expect(page.getByRole("table")).toContainText("manage:staff");
});

test("a member turns on the two-step sign-in by scanning its QR code; a wrong code keeps the key on screen", async ({
  page,
}) => {
  const t = backOfficeTexts("fr");
  allowConsoleErrors(page, httpStatusError(422, "/back-office/account"));
  const member = await newStaffMember(["stylist"], "Totp E2E");
  await signInStaff(page, member.email, member.password);
  await page.goto("/back-office/account");
  await page.getByRole("button", { name: t("back-office.account.totp_start") }).click();
  const qr = page.getByRole("img", { name: t("back-office.account.totp_qr_alt") });
  await expect(qr).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
  const secret = (await page.locator(".bo-secret").textContent())!.replace(/\s/g, "");
  const uri = await page.getByRole("link", { name: t("back-office.account.totp_open_app") }).getAttribute("href");
  expect(uri).toContain(`secret=${secret}`);

  const code = page.getByLabel(t("back-office.account.totp_code"));
  await code.fill("000000");
  await page.getByRole("button", { name: t("back-office.account.totp_confirm") }).click();
  await expect(page.getByText(t("back-office.account.code_invalid"))).toBeVisible();
  await expect(qr).toBeVisible();

  await code.fill(new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate());
  await page.getByRole("button", { name: t("back-office.account.totp_confirm") }).click();
  await expect(page.getByRole("status")).toHaveText(t("back-office.account.totp_enabled"));
  await expect(page.getByText(t("back-office.account.totp_on"))).toBeVisible();
});
