import type { Page, TestInfo } from "@playwright/test";
import { DEMO_ACCOUNT } from "./demo-account";
import { E2E_API_URL, expect, hydrated, jsEnabled, signIn, siteUrl, test, texts } from "./fixtures";

/**
 * Signed-in pages share their render (decision 0069): the document is kept under the key of its
 * inputs with each client's id and e-mail as tokens, filled in per view (the first name is keyed:
 * texts choose their words by it). Two clients view the same pages in turn: each
 * sees their own name in the header, their own id and e-mail in the document and its hydration
 * data, and nothing of the other; with JavaScript the page hydrates without a mismatch (the
 * fixture's page fails on a console error). The prospect of the seed is the second client.
 */
const PROSPECT = { email: "sarah@demo.lamalle.test", password: DEMO_ACCOUNT.password, firstname: "Sarah" } as const;
/** What a token of the shared render looks like (app/lib/shared-render.server.ts): none may reach a browser. */
const TOKEN_TRACE = /personal[0-9a-f]{16}/i;

type Client = { page: Page; firstname: string; email: string };

async function productPath(): Promise<string> {
  const { products } = (await (await fetch(`${E2E_API_URL}/shop/products?page_size=1`)).json()) as {
    products: { id: number }[];
  };
  return `/shop/product/${products[0]!.id}`;
}

/** The document as the server sent it, with the client's cookies, and the page as the browser shows it. */
async function view(client: Client, path: string, testInfo: TestInfo) {
  const sent = await client.page.request.get(siteUrl(path));
  expect(sent.status()).toBe(200);
  await client.page.goto(siteUrl(path));
  await hydrated(client.page, testInfo);
  return sent.text();
}

test("two signed-in clients each see only their own values on the pages they share", async ({
  page,
  browser,
}, testInfo) => {
  // Two sign-ins and nine pages, each asked twice (the document as sent, then in the browser)
  test.setTimeout(120_000);
  const withScripts = jsEnabled(testInfo);
  const t = await texts("fr");
  const other = await browser.newContext({ javaScriptEnabled: withScripts });
  try {
    const otherPage = await other.newPage();
    const errors: string[] = [];
    otherPage.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    otherPage.on("pageerror", (error) => errors.push(error.message));
    const camille: Client = { page, firstname: DEMO_ACCOUNT.firstname, email: DEMO_ACCOUNT.email };
    const sarah: Client = { page: otherPage, firstname: PROSPECT.firstname, email: PROSPECT.email };
    const product = await productPath();
    // Sent on to the product page (the demo client has kids: without it, the profile choice)
    await signIn(camille.page, "fr", DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, product);
    await signIn(sarah.page, "fr", PROSPECT.email, PROSPECT.password, product);

    for (const path of [product, "/shop", "/"]) {
      // The first view renders, the next two are served from its render (within its 5 s)
      for (const [client, stranger] of [
        [camille, sarah],
        [sarah, camille],
        [camille, sarah],
      ] as const) {
        const html = await view(client, path, testInfo);
        expect(html, path).not.toMatch(TOKEN_TRACE);
        expect(html).toContain(client.email);
        expect(html).not.toContain(stranger.email);
        expect(html).not.toContain(stranger.firstname);
        await expect(client.page.locator(".site-header__account")).toHaveText(
          t("nav.account_named").replace("{{firstname}}", client.firstname),
        );
        // With scripts, the header above was rendered again from the hydration data without a
        // mismatch (a console error fails the test): the data was the client's own
        if (withScripts)
          expect(
            await client.page.evaluate(
              () => typeof (window as unknown as { ENV: { CLIENT_ID: unknown } }).ENV.CLIENT_ID,
            ),
          ).toBe("number");
      }
    }
    expect(errors, "no console errors on the second client's pages").toEqual([]);
  } finally {
    await other.close();
  }
});
