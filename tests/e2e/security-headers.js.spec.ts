import { expect, localized, test } from "./fixtures";

/**
 * Every document carries a Content-Security-Policy with a nonce of its own, and every inline
 * script of the page carries that nonce (decision 0037); the page then runs its scripts with no
 * violation (any would be a console error, which fails every test of the suite). Run once (`js`).
 */
const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

test("documents: a Content-Security-Policy whose nonce every inline script carries, one per response", async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (const path of ["/", localized("/shop", "de"), "/login", "/page-that-does-not-exist"]) {
    const response = await request.get(path);
    const policy = response.headers()["content-security-policy"];
    expect(policy, path).toBeTruthy();
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonce = nonceOf(policy!);
    expect(nonce, path).toBeTruthy();
    nonces.add(nonce!);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes!);
    const executable = scripts.filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes));
    expect(executable.length, path).toBeGreaterThan(0);
    for (const attributes of executable)
      expect(attributes, `${path}: <script${attributes}>`).toContain(`nonce="${nonce}"`);
    // Over plain http, no HSTS (it is for https answers in production)
    expect(response.headers()["strict-transport-security"]).toBeUndefined();
  }
  expect(nonces.size, "a nonce per response").toBe(4);
});

test("pages run their scripts under the policy: any violation fails the test (fixtures.ts)", async ({ page }) => {
  for (const path of ["/", "/shop", "/login", "/quiz/signup/kid", localized("/faq", "nl")]) {
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  }
});
