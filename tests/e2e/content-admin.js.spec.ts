import type { APIRequestContext } from "@playwright/test";
import { E2E_API_URL, expect, test, texts } from "./fixtures";

/**
 * Issue 6: content edited through the administrator API shows on the page, at the next load,
 * although both the API and the storefront keep copies of it (decision 0009). Signs in as the
 * seeded administrator (README), edits an FAQ question, the home page's SEO title and a footer
 * text, checks the pages (home, /de, /faq), then puts everything back and checks again.
 * Runs once (*.js.spec.ts): the check is about content, not scripts.
 */
const ADMIN = { email: "admin@demo.lamalle.test", password: "Admin-Malle-2026!" };

type Localized = Record<"fr" | "de" | "nl" | "es" | "en", string>;
type AdminQuestion = { id: number; anchor: string; question: Localized };
type AdminSection = { questions: AdminQuestion[] };
type AdminSeo = { title: Localized; og: { image_url: string | null } };

async function adminHeaders(request: APIRequestContext) {
  const response = await request.post(`${E2E_API_URL}/staff/token`, { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

test("content edited through the administrator API shows on the next page load", async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const api = async <T>(method: "GET" | "PATCH" | "PUT" | "DELETE", path: string, data?: unknown) => {
    const response = await request.fetch(`${E2E_API_URL}${path}`, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (response.status() === 204 ? undefined : await response.json()) as T;
  };
  const stamp = Date.now().toString(36);
  const fr = await texts("fr");
  const footer = page.locator("footer");

  // What the demo data shows before the edit (and loads the storefront's copy of the texts)
  const seo = await api<AdminSeo>("GET", "/admin/website/seo-metadata/home");
  // The last question: the one other tests are least likely to read while it is edited
  const question = (await api<AdminSection[]>("GET", "/admin/website/faq-sections"))
    .flatMap((s) => s.questions)
    .at(-1)!;
  const override = await request.get(`${E2E_API_URL}/admin/website/translations/fr/footer.contact`, { headers });
  expect(override.status(), "footer.contact is a bundled text, not overridden in the demo data").toBe(404);
  await page.goto("/");
  await expect(page).toHaveTitle(seo.title.fr);
  await expect(footer.getByRole("link", { name: fr("footer.contact"), exact: true })).toBeVisible();

  const edited = {
    title: `La malle, édition ${stamp}`,
    contact: `Écrivez-nous ${stamp}`,
    question: `Comment la malle fonctionne-t-elle (${stamp}) ?`,
  };
  // Each edit registers how to undo it, so a failure half-way still leaves the demo data as it was
  const undo: (() => Promise<unknown>)[] = [];
  try {
    const newSeo = await api<AdminSeo>("PATCH", "/admin/website/seo-metadata/home", { title: { fr: edited.title } });
    undo.push(() => api("PATCH", "/admin/website/seo-metadata/home", { title: { fr: seo.title.fr } }));
    await api("PUT", "/admin/website/translations/fr/footer.contact", { value: edited.contact });
    undo.push(() => api("DELETE", "/admin/website/translations/fr/footer.contact"));
    await api("PATCH", `/admin/website/faq-questions/${question.id}`, { question: { fr: edited.question } });
    undo.push(() =>
      api("PATCH", `/admin/website/faq-questions/${question.id}`, { question: { fr: question.question.fr } }),
    );

    await page.goto("/");
    await expect(page).toHaveTitle(edited.title);
    await expect(footer.getByRole("link", { name: edited.contact, exact: true })).toBeVisible();
    // The Open Graph card drawn from the title has a new address, so shares pick up the new picture
    expect(newSeo.og.image_url).toMatch(/^\/media\/og\/home\.svg\?v=\w+$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`${newSeo.og.image_url!.replace(/[.?]/g, "\\$&")}$`),
    );

    // Only French changed: the German home page keeps its title and texts
    const de = await texts("de");
    await page.goto("/de");
    await expect(page).toHaveTitle(seo.title.de);
    await expect(footer.getByRole("link", { name: de("footer.contact"), exact: true })).toBeVisible();

    // The FAQ page (/faq, app/routes/help/faq.tsx) shows each question as the heading of its <details>
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 3, name: edited.question, exact: true })).toBeVisible();
  } finally {
    for (const step of undo) await step();
  }

  // Put back: the next loads show the demo texts again
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 3, name: question.question.fr, exact: true })).toBeVisible();
  await page.goto("/");
  await expect(page).toHaveTitle(seo.title.fr);
  await expect(footer.getByRole("link", { name: fr("footer.contact"), exact: true })).toBeVisible();
});
