/**
 * The shop listing's query options (issue 5): gender, size, family, the wearer's sizes, shop looks and
 * the sorts on GET /shop/products, and the wearer's sizes and sorts on a collection's products; kids'
 * or women's pieces only on both (profile_type, for when the women's universe is switched off).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sizesForCategory, type MetaCategory } from "#domain/catalogue.js";
import { createTestApp, expectProblem, getIn, getJson, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

type Product = {
  id: number;
  lc_price: number;
  is_recent: boolean;
  category: string;
  genders: string[];
  meta_category: MetaCategory;
  variants: { size: string; is_available: boolean }[];
  look: { id: number } | null;
};
type Page = { page: number; pages: number; total: number; products: Product[] };

const prices = (page: Page) => page.products.map((p) => p.lc_price);
const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);
const descending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! >= value);

describe("GET /shop/products filters and sorts", () => {
  const base = "/shop/products?page_size=100";

  it("filters by gender, size in stock and family, with the name search", async () => {
    const all = await getJson<Page>(app, base);
    const girl = await getJson<Page>(app, `${base}&gender=girl`);
    expect(girl.total).toBeGreaterThan(0);
    expect(girl.total).toBeLessThan(all.total);
    expect(girl.products.every((p) => p.genders.includes("girl"))).toBe(true);
    const sized = await getJson<Page>(app, `${base}&size=${encodeURIComponent("6 ans")}`);
    expect(sized.total).toBeGreaterThan(0);
    for (const p of sized.products) expect(p.variants.some((v) => v.size === "6 ans" && v.is_available)).toBe(true);
    const tops = await getJson<Page>(app, `${base}&family=Tops&gender=boy`);
    expect(tops.total).toBeGreaterThan(0);
    expect(tops.products.every((p) => p.category === "tops" && p.genders.includes("boy"))).toBe(true);
    const named = await getJson<Page>(app, `${base}&name=pull&family=pull_cardi`, "fr");
    expect(named.products.every((p) => p.category === "pull_cardi")).toBe(true);
    expectProblem(await getIn(app, `${base}&family=Shoes`), 400);
    expectProblem(await getIn(app, `${base}&gender=cat`), 400);
  });

  it("sorts by price both ways, newest and recommended (new pieces first)", async () => {
    const up = await getJson<Page>(app, `${base}&sort=price_asc`);
    expect(up.products.length).toBeGreaterThan(10);
    expect(ascending(prices(up))).toBe(true);
    const down = await getJson<Page>(app, `${base}&sort=price_desc`);
    expect(descending(prices(down))).toBe(true);
    const second = await getJson<Page>(app, "/shop/products?page_size=10&page=2&sort=price_asc");
    expect(second.products.map((p) => p.lc_price)).toEqual(prices(up).slice(10, 20));
    const recommended = await getJson<Page>(app, base);
    const recent = recommended.products.map((p) => p.is_recent);
    expect(recent.indexOf(false) === -1 || !recent.slice(recent.indexOf(false)).includes(true)).toBe(true);
    expect((await getJson<Page>(app, `${base}&sort=newest`)).total).toBe(recommended.total);
    expectProblem(await getIn(app, `${base}&sort=cheapest`), 400);
  });

  it("keeps products a wearer fits (§9) and products of a shop look", async () => {
    const sizes = { top_size: "6 ans", bottom_size: "8 ans" };
    const fit = await getJson<Page>(app, `${base}&top_size=6%20ans&bottom_size=8%20ans`);
    expect(fit.total).toBeGreaterThan(0);
    for (const p of fit.products) {
      const wanted = sizesForCategory(p.meta_category, sizes);
      expect(p.variants.some((v) => v.is_available && wanted.includes(v.size))).toBe(true);
    }
    const inLooks = await getJson<Page>(app, `${base}&in_look=true`);
    expect(inLooks.total).toBeGreaterThan(0);
    expect(inLooks.products.every((p) => p.look !== null)).toBe(true);
  });
});

describe("GET /shop/product-collections/{slug}/products sorts and wearer's sizes", () => {
  const base = "/shop/product-collections/new/products?page_size=100";

  it("sorts by price, keeping the collection's order by default", async () => {
    const up = await getJson<Page>(app, `${base}&sort=price_asc`);
    expect(up.total).toBeGreaterThan(2);
    expect(ascending(prices(up))).toBe(true);
    const down = await getJson<Page>(app, `${base}&sort=price_desc`);
    expect(descending(prices(down))).toBe(true);
    const plain = await getJson<Page>(app, base);
    const recommended = await getJson<Page>(app, `${base}&sort=recommended`);
    expect(recommended.products.map((p) => p.id)).toEqual(plain.products.map((p) => p.id));
    const paged = await getJson<Page>(app, "/shop/product-collections/new/products?page_size=5&page=2&sort=price_asc");
    expect(paged.products.map((p) => p.id)).toEqual(up.products.slice(5, 10).map((p) => p.id));
    expectProblem(await getIn(app, `${base}&sort=cheap`), 400);
  });

  it("keeps the products a wearer fits, with the other filters", async () => {
    const sizes = { top_size: "6 ans", bottom_size: "6 ans", shoe_size: "28" };
    const fit = await getJson<Page>(app, `${base}&top_size=6%20ans&bottom_size=6%20ans&shoe_size=28&family=Tops`);
    expect(fit.total).toBeGreaterThan(0);
    for (const p of fit.products) {
      expect(p.category).toBe("tops");
      const wanted = sizesForCategory(p.meta_category, sizes);
      expect(p.variants.some((v) => v.is_available && wanted.includes(v.size))).toBe(true);
    }
  });
});

describe("profile_type: kids' or women's pieces only", () => {
  const kidsOnly = (page: Page) => page.products.every((p) => p.genders.some((g) => g === "girl" || g === "boy"));

  it("keeps the pieces a kid can wear, or a woman, on the shop's products and on a collection", async () => {
    for (const base of ["/shop/products?page_size=100", "/shop/product-collections/new/products?page_size=100"]) {
      const all = await getJson<Page>(app, base);
      const kids = await getJson<Page>(app, `${base}&profile_type=kid`);
      const women = await getJson<Page>(app, `${base}&profile_type=WOMAN`);
      expect(
        all.products.some((p) => p.genders.includes("woman")),
        base,
      ).toBe(true);
      expect(kids.total, base).toBeGreaterThan(0);
      expect(kidsOnly(kids), base).toBe(true);
      expect(women.total, base).toBeGreaterThan(0);
      expect(
        women.products.every((p) => p.genders.includes("woman")),
        base,
      ).toBe(true);
      const girls = await getJson<Page>(app, `${base}&profile_type=KID&gender=girl`);
      expect(
        girls.products.every((p) => p.genders.includes("girl")),
        base,
      ).toBe(true);
      expectProblem(await getIn(app, `${base}&profile_type=cat`), 400);
    }
  });
});
