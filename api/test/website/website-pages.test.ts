/**
 * The reads behind the brand, stylist and testimonial pages: GET /website/brands/{slug} (with the
 * brand's products), GET /website/stylists/{slug}, and the date of each testimonial.
 */
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands, products, stylists, testimonials } from "../../src/db/schema/index.js";
import { invalidateWebsiteContent } from "../../src/modules/website/cache.js";
import { BRAND_PRODUCTS_SHOWN } from "../../src/modules/website/service.js";
import { BRANDS } from "../../src/seed/data/brands.js";
import { TESTIMONIALS } from "../../src/seed/data/testimonials.js";
import { createTestApp, expectProblem, getIn, getJson, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
});
afterAll(async () => ctx?.close());

const get = (url: string, locale?: string) => getIn(app, url, locale);
const json = <T>(url: string, locale?: string) => getJson<T>(app, url, locale);

type Card = { id: number; name: string; price: number; image_url: string };
type BrandDetail = { id: number; slug: string; name: string; description: string | null; products: Card[] };

describe("GET /website/brands/{slug}", () => {
  it("answers the brand in the request locale with its products on sale, most recent first", async () => {
    const seed = BRANDS[0]!;
    const fr = await json<BrandDetail>(`/website/brands/${seed.slug}`, "fr");
    const es = await json<BrandDetail>(`/website/brands/${seed.slug}`, "es");
    expect(fr).toMatchObject({ slug: seed.slug, name: seed.name, description: seed.description.fr });
    expect(es.description).toBe(seed.description.es);

    const onSale = await app.db
      .select()
      .from(products)
      .where(and(eq(products.brandId, fr.id), eq(products.isActive, true), eq(products.isShop, true)));
    expect(onSale.length).toBeGreaterThan(0);
    expect(fr.products).toHaveLength(Math.min(onSale.length, BRAND_PRODUCTS_SHOWN));
    const byId = new Map(onSale.map((p) => [p.id, p]));
    for (const card of fr.products) {
      const row = byId.get(card.id);
      expect(row, `product ${card.id} belongs to the brand and is on sale`).toBeDefined();
      expect(card.name).toBe(row!.name.fr);
      expect(card.price).toBe(row!.lcPriceCents / 100);
      expect(card.image_url).toMatch(/\S/);
    }
    expect(es.products.map((p) => p.name)).toEqual(es.products.map((p) => byId.get(p.id)!.name.es));
    // recent products come before the others
    const recent = fr.products.map((p) => byId.get(p.id)!.isRecent);
    expect(recent).toEqual([...recent].sort((a, b) => Number(b) - Number(a)));
  });

  it("leaves out products that are inactive or not sold in the shop", async () => {
    const seed = BRANDS[1]!;
    const before = await json<BrandDetail>(`/website/brands/${seed.slug}`);
    const [first, second] = before.products;
    expect(second).toBeDefined();
    await app.db.update(products).set({ isActive: false }).where(eq(products.id, first!.id));
    await app.db.update(products).set({ isShop: false }).where(eq(products.id, second!.id));
    invalidateWebsiteContent(app.db, "brands:");
    const after = await json<BrandDetail>(`/website/brands/${seed.slug}`);
    expect(after.products.map((p) => p.id)).not.toContain(first!.id);
    expect(after.products.map((p) => p.id)).not.toContain(second!.id);
    await app.db.update(products).set({ isActive: true, isShop: true }).where(eq(products.id, first!.id));
    await app.db.update(products).set({ isShop: true }).where(eq(products.id, second!.id));
    invalidateWebsiteContent(app.db, "brands:");
  });

  it("answers a brand without products with an empty list", async () => {
    await app.db.insert(brands).values({ slug: "brand-without-products", name: "Empty Label", position: 999 });
    invalidateWebsiteContent(app.db, "brands:");
    const brand = await json<BrandDetail>("/website/brands/brand-without-products", "de");
    expect(brand).toMatchObject({ name: "Empty Label", description: null, products: [] });
    await app.db.delete(brands).where(eq(brands.slug, "brand-without-products"));
    invalidateWebsiteContent(app.db, "brands:");
  });

  it("answers 404 for an unknown or unpublished brand, 400 for a malformed slug", async () => {
    expect(expectProblem(await get("/website/brands/no-such-brand"), 404).type).toBe("NOT_FOUND");
    const seed = BRANDS[2]!;
    await app.db.update(brands).set({ isPublished: false }).where(eq(brands.slug, seed.slug));
    invalidateWebsiteContent(app.db, "brands:");
    expectProblem(await get(`/website/brands/${seed.slug}`), 404);
    await app.db.update(brands).set({ isPublished: true }).where(eq(brands.slug, seed.slug));
    invalidateWebsiteContent(app.db, "brands:");
    expect((await get(`/website/brands/${seed.slug}`)).statusCode).toBe(200);
    expectProblem(await get(`/website/brands/${encodeURIComponent("a b")}`), 400);
    expectProblem(await get("/website/brands/petit.mistral"), 400);
  });

  it("is cached with an ETag that varies with the language", async () => {
    const slug = BRANDS[0]!.slug;
    const first = await get(`/website/brands/${slug}`, "fr");
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers.vary).toMatch(/accept-language/i);
    const again = await app.inject({
      method: "GET",
      url: `/website/brands/${slug}`,
      headers: { "accept-language": "fr", "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect((await get(`/website/brands/${slug}`, "nl")).headers.etag).not.toBe(etag);
  });
});

type Stylist = {
  slug: string;
  firstname: string;
  title: string | null;
  specialty: string | null;
  bio: string | null;
  profile_types: string[];
  photo_url: string | null;
};

describe("GET /website/stylists/{slug}", () => {
  it("answers the stylist in the request locale, as in the list", async () => {
    const [row] = await app.db
      .select()
      .from(stylists)
      .where(eq(stylists.isPublished, true))
      .orderBy(asc(stylists.position))
      .limit(1);
    const nl = await json<Stylist>(`/website/stylists/${row!.slug}`, "nl");
    expect(nl).toMatchObject({
      slug: row!.slug,
      firstname: row!.firstname,
      title: row!.title!.nl,
      specialty: row!.specialty!.nl,
      bio: row!.bio!.nl,
      profile_types: row!.profileTypes,
    });
    const list = await json<Stylist[]>("/website/stylists", "nl");
    expect(list.find((s) => s.slug === row!.slug)).toEqual(nl);
    expect((await json<Stylist>(`/website/stylists/${row!.slug}`, "es")).bio).toBe(row!.bio!.es);
  });

  it("answers 404 for an unknown or unpublished stylist, 400 for a malformed slug", async () => {
    expectProblem(await get("/website/stylists/nobody"), 404);
    await app.db.insert(stylists).values({ slug: "hidden-page-stylist", firstname: "Hidden", isPublished: false });
    invalidateWebsiteContent(app.db, "stylists:");
    expectProblem(await get("/website/stylists/hidden-page-stylist"), 404);
    await app.db.update(stylists).set({ isPublished: true }).where(eq(stylists.slug, "hidden-page-stylist"));
    invalidateWebsiteContent(app.db, "stylists:");
    expect((await json<Stylist>("/website/stylists/hidden-page-stylist")).firstname).toBe("Hidden");
    await app.db.delete(stylists).where(eq(stylists.slug, "hidden-page-stylist"));
    invalidateWebsiteContent(app.db, "stylists:");
    expectProblem(await get("/website/stylists/hidden-page-stylist"), 404);
    expectProblem(await get("/website/stylists/l%C3%A9a"), 400);
  });
});

describe("GET /website/testimonials: dates", () => {
  it("dates each testimonial with the day it was written (ISO 8601)", async () => {
    const list = await json<{ id: number; author_name: string; created_at: string }[]>("/website/testimonials");
    const rows = await app.db.select().from(testimonials);
    for (const item of list) {
      const row = rows.find((r) => r.id === item.id)!;
      expect(item.created_at).toBe(row.createdAt.toISOString());
    }
    // the seed dates each testimonial on the day its text gives
    const seed = TESTIMONIALS[0]!;
    const first = list.find((t) => t.author_name === seed.authorFirstname)!;
    expect(first.created_at.slice(0, 10)).toBe(seed.date);
  });
});
