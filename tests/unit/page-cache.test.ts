import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
// @ts-expect-error: the production server's middleware, untyped here
import compression from "compression";
// @ts-expect-error: the production server's framework, untyped here
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsGzip, pageCache } from "../../scripts/page-cache.mjs";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
let clock = 0;
let renders = 0;
let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use(pageCache({ contentTtlMs: 1_000, now: () => clock }));
  type Answer = {
    cookie(name: string, value: string): void;
    set(name: string, value: string): Answer;
    type(type: string): Answer;
    send(body: string | Buffer): void;
  };
  app.get("*", (request: { path: string; query: Record<string, string> }, response: Answer) => {
    renders += 1;
    if (request.query.cookie) response.cookie("flash", "1");
    // Big enough for compression() to compress a rendered answer
    const page = `<p>${request.path}</p>${"<i>page</i>".repeat(400)}`;
    // The storefront gzips its documents itself (decision 0069)
    if (request.query.gzipped) response.set("content-encoding", "gzip").type("html").send(gzipSync(page));
    else response.type("html").send(page);
  });
  server = app.listen(0);
  await new Promise((done) => server.once("listening", done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((done) => server.close(done)));

function view(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ cached: boolean; encoding?: string; body: Buffer }>((done, fail) => {
    httpRequest({ port, path, headers: { "user-agent": BROWSER, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        done({
          cached: response.headers["x-page-cache"] === "hit",
          encoding: response.headers["content-encoding"],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on("error", fail)
      .end();
  });
}

/** Views a page twice: whether the second came from the copy. */
async function keptTwice(path: string, headers: Record<string, string> = {}) {
  await view(path, headers);
  return (await view(path, headers)).cached;
}

describe("pageCache", () => {
  it("keeps the shop's product and collection pages, the home and sign-in pages, in every language", async () => {
    for (const path of ["/shop/product/3", "/de/shop/dresses/3", "/shop", "/nl/shop/new", "/shop/all-products"])
      expect(await keptTwice(path), path).toBe(true);
    for (const path of ["/", "/es", "/de/woman", "/login"]) expect(await keptTwice(path), path).toBe(true);
  });

  it("never keeps the cart, the checkout, a client's pages or any other page", async () => {
    for (const path of ["/shop/cart", "/de/shop/checkout", "/shop/your-shop", "/infos", "/faq", "/shop/product/3/x"])
      expect(await keptTwice(path), path).toBe(false);
  });

  it("renders for a visitor with a session, and keeps no page that set a cookie", async () => {
    expect(await keptTwice("/shop/new?session", { cookie: "__session=any" })).toBe(false);
    expect(await keptTwice("/shop/new?cookie=1")).toBe(false);
  });

  it("keeps the cart's count apart", async () => {
    await view("/shop/counted");
    expect((await view("/shop/counted", { cookie: "lc_cart_count=2" })).cached).toBe(false);
    expect((await view("/shop/counted", { cookie: "lc_cart_count=2" })).cached).toBe(true);
  });

  it("serves the copy gzipped to a browser that takes it, as it is to one that does not", async () => {
    const first = await view("/shop/gzip");
    const gzipped = await view("/shop/gzip", { "accept-encoding": "gzip, deflate, br" });
    expect(gzipped).toMatchObject({ cached: true, encoding: "gzip" });
    expect(gunzipSync(gzipped.body).toString()).toBe(first.body.toString());
    const plain = await view("/shop/gzip", { "accept-encoding": "identity" });
    expect(plain).toMatchObject({ cached: true, encoding: undefined });
    expect(plain.body.toString()).toBe(first.body.toString());
  });

  it("keeps a page the handler gzipped itself, as it is and gzipped", async () => {
    const sent = await view("/shop/self?gzipped=1", { "accept-encoding": "gzip" });
    expect(sent).toMatchObject({ cached: false, encoding: "gzip" });
    const gzipped = await view("/shop/self?gzipped=1", { "accept-encoding": "gzip" });
    expect(gzipped).toMatchObject({ cached: true, encoding: "gzip" });
    const plain = await view("/shop/self?gzipped=1", { "accept-encoding": "identity" });
    expect(plain).toMatchObject({ cached: true, encoding: undefined });
    expect(plain.body.toString()).toBe(gunzipSync(sent.body).toString());
  });

  it("keeps the shop's pages 5 s and the content pages CONTENT_FRESH_MS", async () => {
    await view("/shop/timed");
    await view("/de");
    const before = renders;
    clock += 1_500;
    expect((await view("/shop/timed")).cached).toBe(true);
    expect((await view("/de")).cached).toBe(false);
    clock += 4_000;
    expect((await view("/shop/timed")).cached).toBe(false);
    expect(renders).toBe(before + 2);
  });

  it("reads Accept-Encoding's gzip and its q=0", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
