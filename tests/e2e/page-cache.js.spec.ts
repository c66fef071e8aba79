import { Agent, request } from "node:http";
import { E2E_API_URL, E2E_SITE_URL, expect, test } from "./fixtures";

/**
 * The product pages' few seconds' copy (scripts/page-cache.mjs, decision 0020): served again to a
 * visitor without a session, never to one with a session, never for an error page, and kept apart
 * by what changes the page (here the cart's count in the header). Run once (`js` project).
 *
 * Each storefront worker keeps its own copy (decision 0053): the views go over one kept-alive
 * connection, which the storefront's primary gave to one worker, so they all reach the same copy.
 */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const connection = new Agent({ keepAlive: true, maxSockets: 1 });
test.afterAll(() => connection.destroy());

function view(path: string, cookie?: string) {
  return new Promise<{ status: number; cached: boolean; body: string }>((done, fail) => {
    const headers = { "user-agent": BROWSER, "accept-language": "fr", ...(cookie ? { cookie } : {}) };
    request(new URL(path, E2E_SITE_URL), { agent: connection, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        done({ status: response.statusCode!, cached: response.headers["x-page-cache"] === "hit", body }),
      );
    })
      .on("error", fail)
      .end();
  });
}

test("a product page is served again from the copy, only to visitors without a session", async () => {
  const { products } = (await (await fetch(`${E2E_API_URL}/shop/products?page_size=1`)).json()) as {
    products: { id: number; name: string }[];
  };
  const product = products[0]!;
  // A query of its own: no other test's view of the page is in the copy
  const path = `/nl/shop/product/${product.id}?copy=${Date.now()}`;

  const first = await view(path);
  expect(first).toMatchObject({ status: 200, cached: false });
  const second = await view(path);
  expect(second).toMatchObject({ status: 200, cached: true });
  expect(second.body).toBe(first.body);

  // A session may hold a client or a flashed message: rendered every time
  expect((await view(path, "__session=any")).cached).toBe(false);
  expect((await view(path, "__session=any")).cached).toBe(false);

  // The cart's count changes the header: its own copy
  const counted = await view(path, "lc_cart_count=3");
  expect(counted.cached).toBe(false);
  expect(counted.body).toContain('class="site-header__cart-count" aria-hidden="true">3<');

  // Error pages are never kept
  const missing = `/shop/product/999999999?copy=${Date.now()}`;
  expect((await view(missing)).status).toBe(404);
  expect((await view(missing)).cached).toBe(false);
});
