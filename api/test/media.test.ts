/**
 * Generated pictures: GET /media/products/{id}.svg, /media/stylists/{slug}.svg,
 * /media/instagram/{id}.svg and /media/og/{key}.svg.
 */
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands, instagramMedia, products, seoMetadata, stylists } from "../src/db/schema/index.js";
import { productGarment, stableHash } from "../src/modules/media/illustrations.js";
import { colorByKey } from "../src/seed/data/colors.js";
import { PRODUCTS } from "../src/seed/data/products.js";
import { STYLISTS } from "../src/seed/data/stylists.js";
import { createTestApp, type TestContext } from "./helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
});
afterAll(async () => ctx?.close());

const get = (url: string, locale?: string) =>
  app.inject({ method: "GET", url, headers: locale ? { "accept-language": locale } : {} });

function expectSvg(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.body.startsWith("<svg")).toBe(true);
  expect(response.body.endsWith("</svg>")).toBe(true);
  return response.body;
}

const titleOf = (svg: string) => svg.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
const unescape = (text: string | undefined) =>
  text
    ?.replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function expectNotFound(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(response.json()).toMatchObject({ status: 404 });
}

describe("GET /media/products/{productId}.svg", () => {
  it("draws the product in its colour and print, titled in the request language", async () => {
    const seedProduct = PRODUCTS.find((p) => p.pattern !== "plain")!;
    const [row] = await app.db.select().from(products).where(eq(products.reference, seedProduct.reference));
    expect(row, "the seed product is in the database").toBeDefined();
    const fr = expectSvg(await get(`/media/products/${row!.id}.svg`, "fr"));
    const de = expectSvg(await get(`/media/products/${row!.id}.svg`, "de"));
    expect(unescape(titleOf(fr))).toBe(row!.name.fr);
    expect(unescape(titleOf(de))).toBe(row!.name.de);
    expect(fr).toContain(`fill="${colorByKey(seedProduct.colorKey).hex}"`);
    expect(fr).toContain("<pattern");
    expect(productGarment(row!)).toEqual({
      shape: seedProduct.shape,
      color: colorByKey(seedProduct.colorKey).hex,
      pattern: seedProduct.pattern,
    });
  });

  it("draws a product unknown to the demo data from its category, the same every time", async () => {
    const [brand] = await app.db.select().from(brands).limit(1);
    const lt = (text: string) => ({ fr: text, de: text, nl: text, es: text, en: text });
    const [row] = await app.db
      .insert(products)
      .values({
        reference: "TEST-MEDIA-1",
        brandId: brand!.id,
        name: lt("Robe test"),
        cleanName: lt("Robe test"),
        description: lt(""),
        lcPriceCents: 1000,
        metaCategory: "TOP",
        category: "robe_combi_salopette",
        genders: ["girl"],
      })
      .returning();
    const garment = productGarment(row!);
    expect(garment.shape).toBe("dress");
    expect(productGarment(row!)).toEqual(garment);
    expect(stableHash("TEST-MEDIA-1")).toBe(stableHash("TEST-MEDIA-1"));
    const svg = expectSvg(await get(`/media/products/${row!.id}.svg`));
    expect(svg).toContain(`fill="${garment.color}"`);
    await app.db.delete(products).where(eq(products.id, row!.id));
  });

  it.each(["999999", "0", "-1", "abc", "1e3", "99999999999999999999"])("answers 404 for %s", async (id) => {
    expectNotFound(await get(`/media/products/${id}.svg`));
  });

  it("answers 404 without the .svg extension", async () => {
    const [row] = await app.db.select({ id: products.id }).from(products).limit(1);
    expectNotFound(await get(`/media/products/${row!.id}.png`));
    expectNotFound(await get(`/media/products/${row!.id}`));
  });
});

describe("GET /media/stylists/{slug}.svg", () => {
  it("draws the stylist's portrait, titled in the request language", async () => {
    const [row] = await app.db.select().from(stylists).orderBy(asc(stylists.position)).limit(1);
    const seedStylist = STYLISTS.find((s) => s.slug === row!.slug);
    const fr = expectSvg(await get(`/media/stylists/${row!.slug}.svg`, "fr"));
    const de = expectSvg(await get(`/media/stylists/${row!.slug}.svg`, "de"));
    expect(unescape(titleOf(fr))).toBe(`Portrait illustré de ${row!.firstname}`);
    expect(unescape(titleOf(de))).toBe(`Illustriertes Porträt von ${row!.firstname}`);
    if (seedStylist) expect(fr).toContain(seedStylist.avatar.color);
  });

  it("answers 404 for an unknown or malformed slug", async () => {
    expectNotFound(await get("/media/stylists/nobody.svg"));
    expectNotFound(await get(`/media/stylists/${encodeURIComponent("a b")}.svg`));
    expectNotFound(await get("/media/stylists/%00.svg"));
  });
});

describe("GET /media/instagram/{id}.svg", () => {
  it("draws a post's flat lay, by shortcode or by id", async () => {
    const [post] = await app.db.select().from(instagramMedia).orderBy(asc(instagramMedia.id)).limit(1);
    const byShortcode = expectSvg(await get(`/media/instagram/${post!.externalId}.svg`, "fr"));
    const byId = expectSvg(await get(`/media/instagram/${post!.id}.svg`, "fr"));
    expect(byId).toBe(byShortcode);
    expect(byShortcode).toContain('viewBox="0 0 1080 1080"');
    const de = expectSvg(await get(`/media/instagram/${post!.externalId}.svg`, "de"));
    expect(titleOf(de)).not.toBe(titleOf(byShortcode));
  });

  it("answers 404 for an unknown post", async () => {
    expectNotFound(await get("/media/instagram/NOPE123.svg"));
    expectNotFound(await get("/media/instagram/424242.svg"));
  });
});

describe("GET /media/og/{key}.svg", () => {
  it("draws the Open Graph card of a page with its title in the request language", async () => {
    const [page] = await app.db.select().from(seoMetadata).orderBy(asc(seoMetadata.slug)).limit(1);
    const fr = expectSvg(await get(`/media/og/${page!.slug}.svg`, "fr"));
    const de = expectSvg(await get(`/media/og/${page!.slug}.svg`, "de"));
    expect(fr).toContain('viewBox="0 0 1200 630"');
    expect(unescape(titleOf(fr))).toBe(page!.ogImageAlt?.fr ?? page!.title.fr);
    expect(unescape(titleOf(de))).toBe(page!.ogImageAlt?.de ?? page!.title.de);
  });

  it("serves the og image of every SEO entry that points to /media/og", async () => {
    const pages = await app.db.select().from(seoMetadata);
    for (const page of pages) {
      const url = page.ogImageUrl;
      if (!url) continue;
      const path = url.replace(/^https?:\/\/[^/]+/, "");
      if (path.startsWith("/media/")) expectSvg(await get(path));
    }
  });

  it("answers 404 for an unknown page", async () => {
    expectNotFound(await get("/media/og/no-such-page.svg"));
  });
});

describe("pictures referenced by the content are served", () => {
  it("every stylist photo and Instagram media URL under /media answers an SVG", async () => {
    const urls = [
      ...(await app.db.select({ url: stylists.photoUrl }).from(stylists)).map((r) => r.url),
      ...(await app.db.select({ url: instagramMedia.mediaUrl }).from(instagramMedia)).map((r) => r.url),
    ];
    for (const url of urls) {
      const path = url?.replace(/^https?:\/\/[^/]+/, "");
      if (path?.startsWith("/media/")) expectSvg(await get(path));
    }
  });
});
