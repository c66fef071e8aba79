/**
 * Generated pictures: GET /media/products/{id}.svg, /media/stylists/{slug}.svg,
 * /media/instagram/{id}.svg and /media/og/{key}.svg, drawn from the database rows only (a row
 * created after the seed gets its picture too; invalid drawing inputs fall back, never a 500).
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { asc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands, instagramMedia, products, seoMetadata, stylists } from "../../src/db/schema/index.js";
import { THEME_COLOURS } from "../../src/modules/media/drawings.js";
import {
  DEFAULT_FLAT_LAY,
  DEFAULT_GARMENT_COLOUR,
  avatarStyle,
  flatLay,
  productGarment,
} from "../../src/modules/media/service.js";
import { colorByKey } from "../../src/seed/data/colors.js";
import { INSTAGRAM_MEDIA } from "../../src/seed/data/instagram.js";
import { PRODUCTS } from "../../src/seed/data/products.js";
import { STYLISTS } from "../../src/seed/data/stylists.js";
import { createTestApp, type TestContext } from "../helpers.js";

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

const lt = (text: string) => ({ fr: text, de: `${text} (de)`, nl: text, es: text, en: text });

async function insertProduct(values: Partial<typeof products.$inferInsert> & { reference: string }) {
  const [brand] = await app.db.select().from(brands).limit(1);
  const [row] = await app.db
    .insert(products)
    .values({
      brandId: brand!.id,
      name: lt("Robe test"),
      cleanName: lt("Robe test"),
      lcPriceCents: 1000,
      metaCategory: "TOP",
      category: "robe_combi_salopette",
      genders: ["girl"],
      ...values,
    })
    .returning();
  return row!;
}

describe("the media module reads the database only", () => {
  it("imports nothing from the seed", async () => {
    const folder = fileURLToPath(new URL("../../src/modules/media", import.meta.url));
    for (const file of await readdir(folder)) {
      const source = await readFile(join(folder, file), "utf8");
      expect(source, file).not.toMatch(/from\s+["'][^"']*\/seed\//);
    }
  });

  it("stores the seed's drawing inputs in the rows", async () => {
    const seedProduct = PRODUCTS.find((p) => p.pattern !== "plain")!;
    const [product] = await app.db.select().from(products).where(eq(products.reference, seedProduct.reference));
    expect({ shape: product!.shape, color: product!.color, pattern: product!.pattern }).toEqual({
      shape: seedProduct.shape,
      color: colorByKey(seedProduct.colorKey).hex,
      pattern: seedProduct.pattern,
    });
    const seedStylist = STYLISTS[0]!;
    const [stylist] = await app.db.select().from(stylists).where(eq(stylists.slug, seedStylist.slug));
    expect(stylist!.color).toBe(seedStylist.avatar.color);
    expect(stylist!.avatar).toEqual({
      hair: seedStylist.avatar.hair,
      skin: seedStylist.avatar.skin,
      hairStyle: seedStylist.avatar.hairStyle,
    });
    const seedPost = INSTAGRAM_MEDIA[0]!;
    const [post] = await app.db.select().from(instagramMedia).where(eq(instagramMedia.externalId, seedPost.id));
    expect(post!.alt).toEqual(seedPost.alt);
    expect(post!.illustration).toMatchObject({
      theme: seedPost.theme,
      background: seedPost.image.background,
      garments: seedPost.image.garments,
    });
  });
});

describe("GET /media/products/{productId}.svg", () => {
  it("draws the product in its colour and print, titled in the request language", async () => {
    const seedProduct = PRODUCTS.find((p) => p.pattern !== "plain")!;
    const [row] = await app.db.select().from(products).where(eq(products.reference, seedProduct.reference));
    expect(row, "the seed product is in the database").toBeDefined();
    const fr = expectSvg(await get(`/media/products/${row!.id}.svg`, "fr"));
    const de = expectSvg(await get(`/media/products/${row!.id}.svg`, "de"));
    expect(unescape(titleOf(fr))).toBe(row!.name.fr);
    expect(unescape(titleOf(de))).toBe(row!.name.de);
    expect(fr).toContain(`fill="${row!.color}"`);
    expect(fr).toContain("<pattern");
  });

  it("draws a product inserted directly in the database from its shape, colour and print", async () => {
    const row = await insertProduct({ reference: "TEST-MEDIA-1", shape: "skirt", color: "#123456", pattern: "dots" });
    const svg = expectSvg(await get(`/media/products/${row.id}.svg`, "de"));
    expect(unescape(titleOf(svg))).toBe("Robe test (de)");
    expect(svg).toContain('fill="#123456"');
    expect(svg).toContain('<circle cx="11" cy="11" r="6"'); // the dots print
    // changing the row changes the drawing
    await app.db.update(products).set({ color: "#654321", pattern: "plain" }).where(eq(products.id, row.id));
    const after = expectSvg(await get(`/media/products/${row.id}.svg`));
    expect(after).toContain('fill="#654321"');
    expect(after).not.toContain("<pattern");
    await app.db.delete(products).where(eq(products.id, row.id));
  });

  it("draws a product created without drawing inputs with the column defaults", async () => {
    const row = await insertProduct({ reference: "TEST-MEDIA-2" });
    expect({ shape: row.shape, color: row.color, pattern: row.pattern }).toEqual({
      shape: "tshirt",
      color: DEFAULT_GARMENT_COLOUR,
      pattern: "plain",
    });
    expect(expectSvg(await get(`/media/products/${row.id}.svg`))).toContain(`fill="${DEFAULT_GARMENT_COLOUR}"`);
    await app.db.delete(products).where(eq(products.id, row.id));
  });

  it("refuses a colour that is not #rrggbb, and draws an unknown shape or print as the default", async () => {
    await expect(insertProduct({ reference: "TEST-MEDIA-3", color: 'red"/><script>' })).rejects.toThrow();
    const odd = await insertProduct({ reference: "TEST-MEDIA-4" });
    const plain = await insertProduct({ reference: "TEST-MEDIA-5" });
    // shape and pattern are text columns: a value the drawer does not know must not break it
    await app.db
      .update(products)
      .set({ shape: "spaceship" as "tshirt", pattern: "tartan" as "plain" })
      .where(eq(products.id, odd.id));
    const svg = expectSvg(await get(`/media/products/${odd.id}.svg`));
    const expected = expectSvg(await get(`/media/products/${plain.id}.svg`));
    expect(svg.replaceAll(`product-${odd.id}`, "product-N")).toBe(
      expected.replaceAll(`product-${plain.id}`, "product-N"),
    );
    await app.db.delete(products).where(inArray(products.id, [odd.id, plain.id]));
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
  it("draws the stylist's portrait from the row, titled in the request language", async () => {
    const [row] = await app.db.select().from(stylists).orderBy(asc(stylists.position)).limit(1);
    const fr = expectSvg(await get(`/media/stylists/${row!.slug}.svg`, "fr"));
    const de = expectSvg(await get(`/media/stylists/${row!.slug}.svg`, "de"));
    expect(unescape(titleOf(fr))).toBe(`Portrait illustré de ${row!.firstname}`);
    expect(unescape(titleOf(de))).toBe(`Illustriertes Porträt von ${row!.firstname}`);
    expect(fr).toContain(`fill="${row!.color}"`);
    expect(fr).toContain(`fill="${row!.avatar!.hair}"`);
    expect(fr).toContain(`fill="${row!.avatar!.skin}"`);
  });

  it("draws a stylist inserted directly in the database, and one without an avatar", async () => {
    const [row] = await app.db
      .insert(stylists)
      .values({
        slug: "test-media-stylist",
        firstname: "Zoé",
        color: "#abcdef",
        avatar: { hair: "#102030", skin: "#e0c0a0", hairStyle: "bun" },
      })
      .returning();
    const svg = expectSvg(await get("/media/stylists/test-media-stylist.svg", "en"));
    expect(unescape(titleOf(svg))).toBe("Illustrated portrait of Zoé");
    expect(svg).toContain('fill="#abcdef"');
    expect(svg).toContain('fill="#102030"');
    expect(svg).toContain('<circle cx="200" cy="84" r="34"'); // the bun

    await app.db.update(stylists).set({ avatar: null }).where(eq(stylists.id, row!.id));
    expectSvg(await get("/media/stylists/test-media-stylist.svg"));

    // a stored avatar with a bad part keeps the good ones and never reaches the markup
    await app.db
      .update(stylists)
      .set({ avatar: { hair: '"/><script>alert(1)</script>', skin: "#e0c0a0", hairStyle: "mohawk" as "bun" } })
      .where(eq(stylists.id, row!.id));
    const bad = expectSvg(await get("/media/stylists/test-media-stylist.svg"));
    expect(bad).not.toContain("<script");
    expect(bad).toContain('fill="#e0c0a0"');
    await app.db.delete(stylists).where(eq(stylists.id, row!.id));
  });

  it("answers 404 for an unknown or malformed slug", async () => {
    expectNotFound(await get("/media/stylists/nobody.svg"));
    expectNotFound(await get(`/media/stylists/${encodeURIComponent("a b")}.svg`));
    expectNotFound(await get("/media/stylists/%00.svg"));
  });
});

describe("GET /media/instagram/{id}.svg", () => {
  it("draws a post's flat lay, by shortcode or by id, titled with its alt text", async () => {
    const [post] = await app.db.select().from(instagramMedia).orderBy(asc(instagramMedia.id)).limit(1);
    const byShortcode = expectSvg(await get(`/media/instagram/${post!.externalId}.svg`, "fr"));
    const byId = expectSvg(await get(`/media/instagram/${post!.id}.svg`, "fr"));
    expect(byId).toBe(byShortcode);
    expect(byShortcode).toContain('viewBox="0 0 1080 1080"');
    expect(byShortcode).toContain(`fill="${post!.illustration!.background}"`);
    expect(unescape(titleOf(byShortcode))).toBe(post!.alt!.fr);
    const de = expectSvg(await get(`/media/instagram/${post!.externalId}.svg`, "de"));
    expect(unescape(titleOf(de))).toBe(post!.alt!.de);
  });

  it("draws a post inserted without an illustration or alt text with the default flat lay", async () => {
    const [row] = await app.db
      .insert(instagramMedia)
      .values({
        externalId: "TESTmedia01",
        mediaUrl: "/media/instagram/TESTmedia01.svg",
        permalink: "https://www.instagram.com/p/TESTmedia01/",
        caption: "Première ligne\nSeconde ligne",
      })
      .returning();
    const svg = expectSvg(await get("/media/instagram/TESTmedia01.svg"));
    expect(unescape(titleOf(svg))).toBe("Première ligne");
    expect(svg).toContain(`fill="${DEFAULT_FLAT_LAY.background}"`);

    await app.db
      .update(instagramMedia)
      .set({
        illustration: {
          theme: "woman",
          background: "#fedcba",
          garments: [{ shape: "dress", color: "#0a0b0c", pattern: "plain" }],
          decoration: "hearts",
        },
      })
      .where(eq(instagramMedia.id, row!.id));
    const drawn = expectSvg(await get(`/media/instagram/${row!.id}.svg`));
    expect(drawn).toContain('fill="#fedcba"');
    expect(drawn).toContain('fill="#0a0b0c"');
    expect(drawn).toContain(`<g fill="${THEME_COLOURS.woman.accent}">`); // hearts, in the woman accent
    await app.db.delete(instagramMedia).where(eq(instagramMedia.id, row!.id));
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

  it("takes its colours from the page's profile type", async () => {
    const [woman] = await app.db.select().from(seoMetadata).where(eq(seoMetadata.slug, "woman"));
    expect(woman!.profileType).toBe("WOMAN");
    expect(expectSvg(await get("/media/og/woman.svg"))).toContain(`fill="${THEME_COLOURS.woman.background}"`);
    const [page] = await app.db
      .insert(seoMetadata)
      .values({ slug: "test-media-page", title: lt("Page test"), description: lt("Description") })
      .returning();
    expect(expectSvg(await get("/media/og/test-media-page.svg"))).toContain(`fill="${THEME_COLOURS.kid.background}"`);
    await app.db.update(seoMetadata).set({ profileType: "WOMAN" }).where(eq(seoMetadata.id, page!.id));
    expect(expectSvg(await get("/media/og/test-media-page.svg"))).toContain(`fill="${THEME_COLOURS.woman.background}"`);
    await app.db.delete(seoMetadata).where(eq(seoMetadata.id, page!.id));
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

describe("checking stored drawing inputs", () => {
  it("falls back per value", () => {
    expect(productGarment({ shape: "dress", color: "#ABCDEF", pattern: "stars" })).toEqual({
      shape: "dress",
      color: "#ABCDEF",
      pattern: "stars",
    });
    expect(productGarment({ shape: "x", color: "red", pattern: "y" })).toEqual({
      shape: "tshirt",
      color: DEFAULT_GARMENT_COLOUR,
      pattern: "plain",
    });
    expect(avatarStyle(null)).toEqual({});
    expect(avatarStyle("bob")).toEqual({});
    expect(avatarStyle({ hair: "#000", skin: "#111111", hairStyle: "long" })).toEqual({
      skin: "#111111",
      hairStyle: "long",
    });
    expect(flatLay(null)).toBe(DEFAULT_FLAT_LAY);
    expect(flatLay({ theme: "kid", background: "#ffffff", garments: [] })).toBe(DEFAULT_FLAT_LAY);
    expect(flatLay({ theme: "men", background: "#ffffff", garments: [DEFAULT_FLAT_LAY.garments[0]] })).toBe(
      DEFAULT_FLAT_LAY,
    );
    const ok = { theme: "woman", background: "#ffffff", garments: [DEFAULT_FLAT_LAY.garments[0]] };
    expect(flatLay(ok)).toEqual(ok);
  });
});
