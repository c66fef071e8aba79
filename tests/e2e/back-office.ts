import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { E2E_API_URL, LOCALES_FOLDER, expect, flatten } from "./fixtures";

/** The seed's staff administrator (README): every permission. */
export const STAFF_ADMIN = { email: "admin@demo.lamalle.test", password: "Admin-Malle-2026!" } as const;

export type BackOfficeLanguage = "fr" | "en";

/** The back-office's texts in a language (app/locales/{fr,en}/back-office*.json); a missing key fails the test. */
export function backOfficeTexts(
  language: BackOfficeLanguage,
): (key: string, values?: Record<string, string>) => string {
  const folder = join(LOCALES_FOLDER, language);
  const merged: Record<string, string> = {};
  for (const file of readdirSync(folder).filter((name) => name.startsWith("back-office") && name.endsWith(".json")))
    flatten(JSON.parse(readFileSync(join(folder, file), "utf8")), file.replace(/\.json$/, ""), merged);
  return (key, values = {}) => {
    const text = merged[key];
    if (!text) throw new Error(`No back-office text for "${key}" in ${language}`);
    return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? "");
  };
}

/** Signs a staff member in through the back-office's sign-in page (works with JavaScript on or off). */
export async function signInStaff(page: Page, email: string, password: string, language: BackOfficeLanguage = "fr") {
  const t = backOfficeTexts(language);
  await page.goto("/back-office/login");
  await page.getByLabel(t("back-office.login.email")).fill(email);
  await page.getByLabel(t("back-office.login.password")).fill(password);
  await page.getByRole("button", { name: t("back-office.login.submit") }).click();
  await expect(page.getByRole("button", { name: t("back-office.sign_out") })).toBeVisible();
}

/** An API call as a staff member (bearer token), failing the test on an error answer. */
export async function staffApi<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${E2E_API_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A staff access token for the API (POST staff/token). */
export async function staffToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${E2E_API_URL}/staff/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`POST /staff/token answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A new staff member with these roles (made by the seed's administrator), to sign in as. */
export async function newStaffMember(
  roles: string[],
  name = "Test Staff",
): Promise<{ email: string; password: string }> {
  const admin = await staffToken(STAFF_ADMIN.email, STAFF_ADMIN.password);
  const email = `staff-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.lamalle.test`;
  const password = "Staff-Malle-2026!";
  await staffApi(admin, "POST", "/staff/members", { email, name, password, roles });
  return { email, password };
}
