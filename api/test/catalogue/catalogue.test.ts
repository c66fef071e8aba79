/**
 * Catalogue (§7 "Products and shop"): products, shop search, collections and their products,
 * collections per kid, shop looks and suggestions, with the §4 badges, the §9 size order and
 * category filters, paging, and the rule that lists keep only products with pictures.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareSizes, discountPercent, sizesForCategory } from "#domain/catalogue.js";
import {
  collectionProducts,
  looks,
  productImages,
  productVariants,
  products,
  shopCollections,
} from "../../src/db/schema/index.js";
import { invalidateCatalogue, LANDING_SUGGESTIONS_MESSAGE } from "../../src/modules/catalogue/routes.js";
import { DEMO_CLIENT } from "../../src/seed/data/accounts.js";
import { createTestApp, expectProblem, getIn, getJson, signIn, signUpClient, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

type Variant = { variant_id: number; size: string; is_available: boolean; is_low_stock: boolean };
type Product = {
  id: number;
  product_id: number;
  reference: string;
  brand: { id: number; slug: string; name: string };
  name: string;
  clean_name: string;
  clean_name_de: string;
  clean_name_fr: string;
  lc_price: number;
  retail_price: number | null;
  discount_percent: number | null;
  meta_category: string;
  category: string;
  genders: string[];
  variants: Variant[];
  is_recent: boolean;
  label: string | null;
  badges: { type: string; percent?: number }[];
  image_url: string;
  look: { id: number; name: string | null } | null;
};
type Page = { page: number; page_size: number; pages: number; total: number; products: Product[] };
type Collection = {
  id: number;
  slug: string;
  name: string;
  is_shop: boolean;
  is_suggestion: boolean;
  gender: string | null;
  profile_type: string | null;
  product_count: number;
};
type LookSize = { size: string; is_available: boolean; look_variant_ids: number[] };
type ShopLook = {
  id: number;
  name: string;
  lc_price: number;
  products: Product[];
  sizes: LookSize[];
  product_ids_sized_apart: number[];
};

const db = () => app.db;

async function firstShopProductId(): Promise<number> {
  const [row] = await db()
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isShop, true))
    .orderBy(asc(products.id))
    .limit(1);
  return row!.id;
}

function expectSizesInOrder(variants: readonly Variant[]) {
  const sizes = variants.map((v) => v.size);
  expect(sizes).toEqual([...sizes].sort(compareSizes));
}

describe("GET /products/{id}", () => {
  it("answers a product in the request locale, sizes in the §9 order, price in euros", async () => {
    const id = await firstShopProductId();
    const fr = await getJson<Product & { images: { url: string }[]; description: string }>(app, `/products/${id}`);
    const de = await getJson<Product>(app, `/products/${id}`, "de-DE,de;q=0.9");
    expect(fr.id).toBe(id);
    expect(fr.product_id).toBe(id);
    expect(fr.name).not.toBe(de.name);
    expect(de.clean_name).toBe(de.clean_name_de);
    expect(fr.clean_name_de).toBe(de.clean_name_de);
    expect(fr.images.length).toBeGreaterThan(0);
    expect(fr.description).toBeTruthy();
    const [row] = await db().select().from(products).where(eq(products.id, id));
    expect(fr.lc_price).toBe(row!.lcPriceCents / 100);
    expect(fr.variants.length).toBeGreaterThan(0);
    expectSizesInOrder(fr.variants);
  });

  it("orders sizes by the §9 order whatever the stored rank", async () => {
    const id = await firstShopProductId();
    // A stored rank that contradicts the spec's order must not change the answer's order
    await db().update(productVariants).set({ sizeRank: 0 }).where(eq(productVariants.productId, id));
    const product = await getJson<Product>(app, `/products/${id}`);
    expectSizesInOrder(product.variants);
  });

  it("with for_shop=true, answers 404 for a product not sold in the shop", async () => {
    const id = await firstShopProductId();
    await db().update(products).set({ isShop: false }).where(eq(products.id, id));
    try {
      expect((await getIn(app, `/products/${id}`)).statusCode).toBe(200);
      expectProblem(await getIn(app, `/products/${id}?for_shop=true`), 404, "NOT_FOUND");
    } finally {
      await db().update(products).set({ isShop: true }).where(eq(products.id, id));
    }
    expect((await getIn(app, `/products/${id}?for_shop=true`)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown product and 400 for a bad id", async () => {
    expectProblem(await getIn(app, "/products/999999999"), 404, "NOT_FOUND");
    expectProblem(await getIn(app, "/products/abc"), 400);
    expectProblem(await getIn(app, "/products/1?for_shop=maybe"), 400);
  });
});

describe("badges (§4)", () => {
  it("shows the discount rounded down to a multiple of 5", async () => {
    const rows = await db().select().from(products).where(eq(products.isActive, true));
    const discounted = rows.find((r) => r.retailPriceCents && r.retailPriceCents > r.lcPriceCents)!;
    const product = await getJson<Product>(app, `/products/${discounted.id}`);
    const expected = discountPercent(discounted.lcPriceCents, discounted.retailPriceCents)!;
    expect(expected % 5).toBe(0);
    expect(product.discount_percent).toBe(expected);
    expect(product.retail_price).toBe(discounted.retailPriceCents! / 100);
    expect(product.badges).toContainEqual({ type: "discount", percent: expected });
  });

  it("gives matchy, cotonbio, new collection and 'Last chance' from the product's facts", async () => {
    const id = await firstShopProductId();
    await db().update(products).set({ label: "matchy", isRecent: true }).where(eq(products.id, id));
    await db().update(productVariants).set({ stock: 1 }).where(eq(productVariants.productId, id));
    let product = await getJson<Product>(app, `/products/${id}`);
    expect(product.badges.map((b) => b.type)).toEqual(
      expect.arrayContaining(["matchy", "new_collection", "last_chance"]),
    );
    expect(product.variants.every((v) => v.is_low_stock && v.is_available)).toBe(true);

    const [first] = await db()
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .limit(1);
    await db().update(productVariants).set({ stock: 40 }).where(eq(productVariants.id, first!.id));
    await db().update(products).set({ label: "cotonbio", isRecent: false }).where(eq(products.id, id));
    product = await getJson<Product>(app, `/products/${id}`);
    const types = product.badges.map((b) => b.type);
    expect(types).toContain("cotonbio");
    expect(types).not.toContain("matchy");
    expect(types).not.toContain("new_collection");
    expect(types).not.toContain("last_chance");
  });
});

describe("GET /shop/products", () => {
  it("pages through shop products", async () => {
    const first = await getJson<Page>(app, "/shop/products?page_size=5");
    expect(first.page).toBe(1);
    expect(first.page_size).toBe(5);
    expect(first.products).toHaveLength(5);
    expect(first.pages).toBe(Math.ceil(first.total / 5));
    const second = await getJson<Page>(app, "/shop/products?page_size=5&page=2");
    expect(second.products.map((p) => p.id)).not.toEqual(expect.arrayContaining(first.products.map((p) => p.id)));
    const beyond = await getJson<Page>(app, `/shop/products?page_size=5&page=${first.pages + 1}`);
    expect(beyond.products).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it("answers a page's current products, though its last answer is kept (decision 0073)", async () => {
    const first = await getJson<Page>(app, "/shop/products?page_size=5&page=2");
    expect(await getJson<Page>(app, "/shop/products?page_size=5&page=2")).toEqual(first);
    // Taken out of the shop by another API process: this one's caches are not told
    const [gone] = first.products;
    await db().update(products).set({ isActive: false }).where(eq(products.id, gone!.id));
    try {
      const now = await getJson<Page>(app, "/shop/products?page_size=5&page=2");
      expect(now.products.map((p) => p.id)).not.toContain(gone!.id);
      expect(now.products.map((p) => p.id).slice(0, 4)).toEqual(first.products.map((p) => p.id).slice(1));
    } finally {
      await db().update(products).set({ isActive: true }).where(eq(products.id, gone!.id));
      invalidateCatalogue(app.db);
    }
  });

  it("searches by name in the request locale", async () => {
    const found = await getJson<Page>(app, `/shop/products?name=${encodeURIComponent("pull")}&page_size=100`, "fr");
    expect(found.total).toBeGreaterThan(0);
    for (const product of found.products) expect(product.name.toLowerCase()).toContain("pull");
    const none = await getJson<Page>(app, "/shop/products?name=%25%25zzzz");
    expect(none.total).toBe(0);
    expect(none.pages).toBe(1);
  });

  it("lists a product from its first picture to its last, whatever a write of the product says (decision 0072)", async () => {
    const hasImages = async (id: number) =>
      (await db().select({ has: products.hasImages }).from(products).where(eq(products.id, id)))[0]!.has;
    const listed = async (id: number) => {
      invalidateCatalogue(app.db);
      const all = await getJson<Page>(app, "/shop/products?page_size=100&sort=newest");
      return all.products.some((p) => p.id === id);
    };
    const [source] = await db().select().from(products).where(eq(products.isShop, true)).limit(1);
    const { id: _id, ...copy } = source!;
    const [added] = await db()
      .insert(products)
      .values({ ...copy, reference: `${copy.reference}-PICTURES`, hasImages: true, createdAt: new Date() })
      .returning({ id: products.id });
    const id = added!.id;
    try {
      expect(await hasImages(id)).toBe(false);
      expect(await listed(id)).toBe(false);
      const [first] = await db()
        .insert(productImages)
        .values({ productId: id, url: "/media/a.svg", alt: null, position: 0 })
        .returning({ id: productImages.id });
      expect(await hasImages(id)).toBe(true);
      expect(await listed(id)).toBe(true);
      await db().insert(productImages).values({ productId: id, url: "/media/b.svg", alt: null, position: 1 });
      await db().delete(productImages).where(eq(productImages.id, first!.id));
      await db().update(products).set({ hasImages: false }).where(eq(products.id, id));
      expect(await hasImages(id)).toBe(true);
      await db().delete(productImages).where(eq(productImages.productId, id));
      expect(await hasImages(id)).toBe(false);
      expect(await listed(id)).toBe(false);
    } finally {
      await db().delete(productImages).where(eq(productImages.productId, id));
      await db().delete(products).where(eq(products.id, id));
      invalidateCatalogue(app.db);
    }
  });

  it("keeps its total right when a product is deactivated or added (decision 0051)", async () => {
    const before = await getJson<Page>(app, "/shop/products?page_size=5");
    const [listed] = before.products;
    await db().update(products).set({ isActive: false }).where(eq(products.id, listed!.id));
    invalidateCatalogue(app.db);
    try {
      const fewer = await getJson<Page>(app, "/shop/products?page_size=5");
      expect(fewer.total).toBe(before.total - 1);
      expect(fewer.products.map((p) => p.id)).not.toContain(listed!.id);
      const last = await getJson<Page>(app, `/shop/products?page_size=5&page=${fewer.pages}`);
      expect(last.total).toBe(before.total - 1);
    } finally {
      await db().update(products).set({ isActive: true }).where(eq(products.id, listed!.id));
    }
    const [source] = await db().select().from(products).where(eq(products.id, listed!.id));
    const { id: _id, ...copy } = source!;
    const [added] = await db()
      .insert(products)
      .values({ ...copy, reference: `${copy.reference}-COPY` })
      .returning({ id: products.id });
    await db().insert(productImages).values({ productId: added!.id, url: "/media/x.svg", alt: null, position: 0 });
    invalidateCatalogue(app.db);
    try {
      const more = await getJson<Page>(app, "/shop/products?page_size=5");
      expect(more.total).toBe(before.total + 1);
      expect(more.pages).toBe(Math.ceil((before.total + 1) / 5));
    } finally {
      await db().delete(productImages).where(eq(productImages.productId, added!.id));
      await db().delete(products).where(eq(products.id, added!.id));
      invalidateCatalogue(app.db);
    }
    expect((await getJson<Page>(app, "/shop/products?page_size=5")).total).toBe(before.total);
  });

  it("refuses a page below 1 or a page size past the bound", async () => {
    expectProblem(await getIn(app, "/shop/products?page=0"), 400);
    expectProblem(await getIn(app, "/shop/products?page_size=101"), 400);
    expectProblem(await getIn(app, "/shop/products?page=x"), 400);
  });
});

describe("shop collections", () => {
  it("lists collections by use and gender, in the asked locale", async () => {
    const all = await getJson<Collection[]>(app, "/shop/product-collections");
    expect(all.length).toBeGreaterThan(5);
    const shop = await getJson<Collection[]>(app, "/shop/product-collections?is_shop=true");
    expect(shop.every((c) => c.is_shop)).toBe(true);
    expect(shop.length).toBeLessThan(all.length);
    const suggestion = await getJson<Collection[]>(app, "/shop/product-collections?is_suggestion=true");
    expect(suggestion.every((c) => c.is_suggestion)).toBe(true);
    const boy = await getJson<Collection[]>(app, "/shop/product-collections?gender=BOY");
    expect(boy.every((c) => c.gender === null || c.gender === "boy")).toBe(true);
    expect(boy.map((c) => c.slug)).not.toContain("woman-new");
    const de = await getJson<Collection[]>(app, "/shop/product-collections?locale=de");
    expect(de.find((c) => c.slug === "new")!.name).toBe("Neuheiten");
    expect(all.find((c) => c.slug === "new")!.name).toBe("Nouveautés");
    expectProblem(await getIn(app, "/shop/product-collections?gender=cat"), 400);
    expectProblem(await getIn(app, "/shop/product-collections?locale=xx"), 400);
  });

  it("answers one collection with its first products, 404 for an unknown slug", async () => {
    const collection = await getJson<Collection & { products: Product[] }>(app, "/shop/product-collections/new");
    expect(collection.slug).toBe("new");
    expect(collection.products.length).toBe(Math.min(24, collection.product_count));
    // A page showing a few cards, or only the collection's name, reads only those
    const four = await getJson<Collection & { products: Product[] }>(app, "/shop/product-collections/new?limit=4");
    expect(four.products.map((p) => p.id)).toEqual(collection.products.slice(0, 4).map((p) => p.id));
    const about = await getJson<Collection & { products: Product[] }>(app, "/shop/product-collections/new?limit=0");
    expect(about).toEqual({ ...collection, products: [] });
    expectProblem(await getIn(app, "/shop/product-collections/new?limit=25"), 400);
    expectProblem(await getIn(app, "/shop/product-collections/no-such-thing"), 404, "NOT_FOUND");
    expectProblem(await getIn(app, "/shop/product-collections/Bad%20Slug"), 400);
  });

  it("pages a collection's products in the collection's order, with an ETag", async () => {
    const url = "/shop/product-collections/essentials/products?page_size=7";
    const response = await getIn(app, url);
    expect(response.statusCode).toBe(200);
    const first = response.json<Page>();
    expect(first.products).toHaveLength(7);
    expect(first.pages).toBe(Math.ceil(first.total / 7));
    const [collection] = await db().select().from(shopCollections).where(eq(shopCollections.slug, "essentials"));
    const order = await db()
      .select({ productId: collectionProducts.productId })
      .from(collectionProducts)
      .where(eq(collectionProducts.collectionId, collection!.id))
      .orderBy(asc(collectionProducts.position));
    expect(first.products.map((p) => p.id)).toEqual(order.slice(0, 7).map((o) => o.productId));
    const etag = response.headers.etag as string;
    const again = await app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    const second = await getJson<Page>(app, `${url}&page=2`);
    expect(second.products.map((p) => p.id)).toEqual(order.slice(7, 14).map((o) => o.productId));
  });

  it("filters by gender, size in stock and family", async () => {
    const base = "/shop/product-collections/new/products?page_size=100";
    const all = await getJson<Page>(app, base);
    const girl = await getJson<Page>(app, `${base}&gender=girl`);
    expect(girl.total).toBeGreaterThan(0);
    expect(girl.total).toBeLessThan(all.total);
    expect(girl.products.every((p) => p.genders.includes("girl"))).toBe(true);
    const sized = await getJson<Page>(app, `${base}&size=${encodeURIComponent("6 ans")}`);
    expect(sized.total).toBeGreaterThan(0);
    for (const p of sized.products) expect(p.variants.some((v) => v.size === "6 ans" && v.is_available)).toBe(true);
    const tops = await getJson<Page>(app, `${base}&family=Tops`);
    expect(tops.total).toBeGreaterThan(0);
    expect(tops.products.every((p) => p.category === "tops")).toBe(true);
    const dresses = await getJson<Page>(app, `${base}&family=${encodeURIComponent("Robe/Combi/Salopette")}`);
    expect(dresses.products.every((p) => p.category === "robe_combi_salopette")).toBe(true);
    expectProblem(await getIn(app, `${base}&family=Shoes`), 400);
    expectProblem(await getIn(app, `${base}&page=0`), 400);
  });

  it("keeps only products with pictures", async () => {
    const before = await getJson<Page>(app, "/shop/product-collections/promo/products?page_size=100");
    const [listed] = before.products;
    const saved = await db().select().from(productImages).where(eq(productImages.productId, listed!.id));
    await db().delete(productImages).where(eq(productImages.productId, listed!.id));
    invalidateCatalogue(app.db);
    try {
      const after = await getJson<Page>(app, "/shop/product-collections/promo/products?page_size=100");
      expect(after.total).toBe(before.total - 1);
      expect(after.products.map((p) => p.id)).not.toContain(listed!.id);
      const collections = await getJson<Collection[]>(app, "/shop/product-collections");
      expect(collections.find((c) => c.slug === "promo")!.product_count).toBe(before.total - 1);
      const search = await getJson<Page>(app, `/shop/products?name=${listed!.reference}`);
      expect(search.total).toBe(0);
    } finally {
      await db()
        .insert(productImages)
        .values(saved.map(({ id: _id, ...image }) => image));
      invalidateCatalogue(app.db);
    }
  });
});

describe("GET /shop/kids/{kidId}/product-collections", () => {
  it("answers the shop collections for a kid of the client, 404 for another client's kid", async () => {
    const { headers } = await signIn(app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const kids = (await app.inject({ method: "GET", url: "/clients/me/kids", headers })).json<
      { id: number; gender: string; profile_type: string }[]
    >();
    const kid = kids.find((k) => k.profile_type === "KID")!;
    const response = await app.inject({ method: "GET", url: `/shop/kids/${kid.id}/product-collections`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<Collection[]>();
    expect(list.length).toBeGreaterThan(0);
    for (const c of list) {
      expect(c.is_shop).toBe(true);
      expect([null, "KID"]).toContain(c.profile_type);
      expect([null, kid.gender]).toContain(c.gender);
    }
    expect(list.map((c) => c.slug)).not.toContain("woman-new");

    const other = await signUpClient(app, "other-shop");
    const foreign = await app.inject({
      method: "GET",
      url: `/shop/kids/${kid.id}/product-collections`,
      headers: other,
    });
    expectProblem(foreign, 404, "NOT_FOUND");
    expectProblem(await getIn(app, `/shop/kids/${kid.id}/product-collections`), 401);
  });
});

describe("GET /shop/looks/{lookId}", () => {
  it("answers a look with its products and the sizes it comes in", async () => {
    const [row] = await db().select().from(looks).where(eq(looks.profileType, "KID")).orderBy(asc(looks.id)).limit(1);
    const look = await getJson<ShopLook>(app, `/shop/looks/${row!.id}`);
    expect(look.products.length).toBeGreaterThan(1);
    expect(look.lc_price).toBeCloseTo(
      look.products.reduce((sum, p) => sum + p.lc_price, 0),
      2,
    );
    expect(look.sizes.length).toBeGreaterThan(0);
    expect(look.sizes.map((s) => s.size)).toEqual(look.sizes.map((s) => s.size).sort(compareSizes));
    const variantIds = new Set(look.products.flatMap((p) => p.variants.map((v) => v.variant_id)));
    for (const size of look.sizes) {
      for (const id of size.look_variant_ids) expect(variantIds.has(id)).toBe(true);
      // One variant per product of the look, once the sized-apart ones are picked (the cart's rule)
      expect(size.look_variant_ids.length + look.product_ids_sized_apart.length).toBe(look.products.length);
    }
    // Each product names its look, and the product page carries the whole look
    expect(look.products.every((p) => p.look?.id === row!.id)).toBe(true);
    const detail = await getJson<{ look: ShopLook | null }>(app, `/products/${look.products[0]!.id}`);
    expect(detail.look?.id).toBe(row!.id);
    expect(detail.look?.sizes).toEqual(look.sizes);

    await db().update(looks).set({ isShop: false }).where(eq(looks.id, row!.id));
    expectProblem(await getIn(app, `/shop/looks/${row!.id}`), 404, "NOT_FOUND");
    await db().update(looks).set({ isShop: true }).where(eq(looks.id, row!.id));
    expectProblem(await getIn(app, "/shop/looks/999999"), 404, "NOT_FOUND");
    expectProblem(await getIn(app, "/shop/looks/0"), 400);
  });
});

describe("GET /products/suggestions", () => {
  const sizes = { top_size: "6 ans", bottom_size: "8 ans" };
  const url = (extra = "") =>
    `/products/suggestions?gender=girl&top_size=${encodeURIComponent(sizes.top_size)}&bottom_size=${encodeURIComponent(sizes.bottom_size)}${extra}`;

  it("needs gender, top size and bottom size (§5)", async () => {
    const problem = expectProblem(await getIn(app, "/products/suggestions?gender=girl&top_size=M"), 400);
    expect(problem.title).toBe(LANDING_SUGGESTIONS_MESSAGE);
    expect(Object.keys(problem.errors ?? {})).toEqual(["bottom_size"]);
    expectProblem(await getIn(app, "/products/suggestions"), 400);
    expectProblem(await getIn(app, "/products/suggestions?gender=girl&top_size=XXL&bottom_size=6%20ans"), 400);
  });

  it("suggests products the wearer fits, 24 a page, from page 1", async () => {
    const result = await getJson<Page & { filter_type: string }>(app, url());
    expect(result.page).toBe(1);
    expect(result.page_size).toBe(24);
    expect(result.products).toHaveLength(24);
    expect(result.filter_type).toBe("ALL");
    for (const p of result.products) {
      expect(p.genders).toContain("girl");
      const fit = sizesForCategory(p.meta_category as "TOP", sizes);
      expect(p.variants.some((v) => v.is_available && fit.includes(v.size))).toBe(true);
    }
    const page2 = await getJson<Page>(app, url("&page=2"));
    expect(page2.page).toBe(2);
    expect(page2.products[0]!.id).not.toBe(result.products[0]!.id);
  });

  it("filters by categories and by reference", async () => {
    const filtered = await getJson<Page & { filter_type: string }>(app, url("&categories=Tops,Bottoms"));
    expect(filtered.filter_type).toBe("CATEGORIES");
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.products.every((p) => ["tops", "bottoms"].includes(p.category))).toBe(true);
    const reference = filtered.products[0]!.reference;
    const bySku = await getJson<Page & { filter_type: string }>(app, url(`&sku_query=${reference}`));
    expect(bySku.filter_type).toBe("SKU");
    expect(bySku.products.map((p) => p.reference)).toContain(reference);
    expectProblem(await getIn(app, url("&categories=Tops,Hats")), 400);
  });
});

describe("GET /clients/me/kids/{id}/suggestions", () => {
  it("suggests in the kid's sizes and hides another client's kid", async () => {
    const { headers } = await signIn(app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const kids = (await app.inject({ method: "GET", url: "/clients/me/kids", headers })).json<
      { id: number; gender: string; profile_type: string; top_size: string | null; bottom_size: string | null }[]
    >();
    const kid = kids.find((k) => k.profile_type === "KID" && k.top_size)!;
    const response = await app.inject({ method: "GET", url: `/clients/me/kids/${kid.id}/suggestions`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Page>();
    expect(result.page_size).toBe(24);
    expect(result.total).toBeGreaterThan(0);
    for (const p of result.products) {
      expect(p.genders).toContain(kid.gender);
      const fit = sizesForCategory(p.meta_category as "TOP", kid);
      expect(p.variants.some((v) => v.is_available && fit.includes(v.size))).toBe(true);
    }
    const ids = result.products.map((p) => p.id);
    const rows = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.isSuggestion, true)));
    expect(rows).toHaveLength(ids.length);

    const other = await signUpClient(app, "other-suggestions");
    const foreign = await app.inject({ method: "GET", url: `/clients/me/kids/${kid.id}/suggestions`, headers: other });
    expectProblem(foreign, 404, "NOT_FOUND");
    expectProblem(await getIn(app, `/clients/me/kids/${kid.id}/suggestions`), 401);
  });
});
