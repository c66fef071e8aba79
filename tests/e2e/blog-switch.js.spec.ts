import type { APIRequestContext } from "@playwright/test";
import { E2E_API_URL, allowConsoleErrors, expect, httpStatusError, test, texts } from "./fixtures";

/**
 * §1 and §4: the blog shows only while its switch (the translated value switch.blog) is on, per
 * language. The seeded administrator turns it off in Dutch through the administrator API, the
 * Dutch blog answers 404 and leaves the header while the French one stays, then the switch is put
 * back. Runs once (*.js.spec.ts): the check is about the server's answers. Dutch, because the other
 * blog tests read French and Spanish.
 */
const ADMIN = { email: "admin@demo.lamalle.test", password: "Admin-Malle-2026!" };
const SWITCH = "/admin/website/translations/nl/switch.blog";

async function adminHeaders(request: APIRequestContext) {
  const response = await request.post(`${E2E_API_URL}/staff/token`, { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

test("the blog switch off hides the blog in its language only", async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const nl = await texts("nl");
  const stored = await request.get(`${E2E_API_URL}${SWITCH}`, { headers });
  expect(stored.status(), await stored.text()).toBe(200);
  const { value } = (await stored.json()) as { value: string };
  expect(value, "the demo data turns the blog on").toBe("true");
  const header = page.getByRole("banner");

  await page.goto("/nl/blog");
  await expect(page.getByRole("heading", { level: 1, name: nl("blog.title") })).toBeVisible();
  await expect(header.getByRole("link", { name: nl("nav.blog"), exact: true })).toBeVisible();

  try {
    const off = await request.put(`${E2E_API_URL}${SWITCH}`, { headers, data: { value: "false" } });
    expect(off.ok(), await off.text()).toBe(true);

    for (const path of ["/nl/blog", "/nl/blog/entretenir-la-laine", "/nl/blog/category/coulisses"]) {
      allowConsoleErrors(page, httpStatusError(404, path));
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(header.getByRole("link", { name: nl("nav.blog"), exact: true })).toHaveCount(0);
    const french = await page.goto("/blog");
    expect(french?.status()).toBe(200);
  } finally {
    const on = await request.put(`${E2E_API_URL}${SWITCH}`, { headers, data: { value } });
    expect(on.ok(), await on.text()).toBe(true);
  }

  const back = await page.goto("/nl/blog");
  expect(back?.status()).toBe(200);
});
