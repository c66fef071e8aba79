import { eq, lte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../api/test/helpers";
import { blogCategories, blogPosts, brands, stylists } from "../../api/src/db/schema/index";
import { invalidateWebsiteContent } from "../../api/src/modules/website/cache";
import { CONTENT_LOCALES, SITE_LANGUAGES, type LocalizedText, type SiteLanguage } from "#domain/locales.js";
import { readSwitches, type Switches } from "#domain/switches.js";
import { createApi, type Api } from "~/lib/api.server";
import { env } from "~/lib/env.server";
import { localizePath } from "~/lib/paths";
import { PUBLIC_PAGES } from "~/routes/resources/public-pages";
import { sessionStorage } from "~/lib/session.server";
import { renderSitemap, sitemapPages } from "~/routes/resources/sitemap.server";

/** /sitemap.xml against the real API: every page, brand, stylist, blog category and post, in four languages. */
let ctx: TestContext;
let api: Api;

beforeAll(async () => {
  ctx = await createTestApp();
  const baseUrl = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  api = createApi({ locale: "fr", session: await sessionStorage.getSession(), baseUrl });
});
afterAll(() => ctx.close());

/** The switches as the API serves them, with some forced off. */
const switchesOf =
  (off: Partial<Record<SiteLanguage, (keyof Switches)[]>> = {}) =>
  async (language: SiteLanguage): Promise<Switches> => {
    const { data } = await api.GET("/website/translations/{locale}", { params: { path: { locale: language } } });
    const switches = readSwitches(data ?? {});
    for (const name of off[language] ?? []) switches[name] = false;
    return switches;
  };

/** The sitemap's <url> entries: each address with its alternates (hreflang → href). */
function parse(xml: string): Map<string, Record<string, string>> {
  const urls = new Map<string, Record<string, string>>();
  for (const [, body = ""] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body)![1]!;
    const alternates = Object.fromEntries(
      [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!]),
    );
    urls.set(loc, alternates);
  }
  return urls;
}

const url = (path: string, language: SiteLanguage) => env.siteUrl + localizePath(path, language);

async function publishedSlugs() {
  const rows = await ctx.app.db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(lte(blogPosts.publishedAt, sql`now()`));
  return rows.map((r) => r.slug);
}

/** Every page must be there in each language, with its eleven alternates (ten locales and x-default). */
function expectEverywhere(urls: Map<string, Record<string, string>>, path: string) {
  for (const language of SITE_LANGUAGES) {
    const alternates = urls.get(url(path, language));
    expect(alternates, `${path} in ${language}`).toBeDefined();
    expect(Object.keys(alternates!)).toHaveLength(11);
    expect(alternates!["de-AT"]).toBe(url(path, "de"));
    expect(alternates!["x-default"]).toBe(url(path, "fr"));
  }
}

describe("sitemap", () => {
  it("lists every public page, brand, stylist, blog category and post in the four languages", async () => {
    const urls = parse(renderSitemap(await sitemapPages(api, switchesOf())));
    const posts = await publishedSlugs();
    expect(posts.length).toBeGreaterThanOrEqual(13);
    const brandSlugs = (await ctx.app.db.select().from(brands).where(eq(brands.isPublished, true))).map((b) => b.slug);
    const stylistSlugs = (await ctx.app.db.select().from(stylists).where(eq(stylists.isPublished, true))).map(
      (s) => s.slug,
    );
    expect(brandSlugs.length).toBeGreaterThan(0);
    expect(stylistSlugs.length).toBeGreaterThan(0);

    for (const page of PUBLIC_PAGES) expectEverywhere(urls, page.path);
    expectEverywhere(urls, "/blog");
    for (const slug of posts) expectEverywhere(urls, `/blog/${slug}`);
    for (const slug of brandSlugs) expectEverywhere(urls, `/brands/${slug}`);
    for (const slug of stylistSlugs) expectEverywhere(urls, `/stylists/${slug}`);
    const categories = await ctx.app.db.select({ slug: blogCategories.slug }).from(blogCategories);
    for (const { slug } of categories) expectEverywhere(urls, `/blog/category/${slug}`);
    const { data: shop = [] } = await api.GET("/shop/product-collections", { params: { query: { is_shop: "true" } } });
    const collections = shop.filter((c) => c.slug !== "birth-gift" && c.product_count > 0);
    expect(collections.length).toBeGreaterThan(0);
    for (const { slug } of collections) expectEverywhere(urls, `/shop/${slug}`);
    const { data: firstPage } = await api.GET("/shop/products", { params: { query: { page_size: 100 } } });
    expect(firstPage!.total).toBeGreaterThan(100);
    for (const { id } of firstPage!.products) expectEverywhere(urls, `/shop/product/${id}`);

    const expected =
      (PUBLIC_PAGES.length +
        posts.length +
        brandSlugs.length +
        stylistSlugs.length +
        categories.length +
        collections.length +
        firstPage!.total) *
      SITE_LANGUAGES.length;
    expect(urls.size).toBe(expected);
  });

  it("reads every page of posts and leaves drafts, scheduled posts and empty categories out", async () => {
    const text = (value: string) =>
      Object.fromEntries(CONTENT_LOCALES.map((l) => [l, `${value} ${l}`])) as LocalizedText;
    // More posts than one call returns (50), so the sitemap has to read a second page
    const extra = Array.from({ length: 45 }, (_, i) => ({
      slug: `extra-post-${i}`,
      title: text(`Extra ${i}`),
      content: text("Body"),
      publishedAt: new Date(Date.now() - 60_000),
    }));
    await ctx.app.db.insert(blogPosts).values([
      ...extra,
      { slug: "a-draft", title: text("Draft"), content: text("Body"), publishedAt: null },
      {
        slug: "a-scheduled-post",
        title: text("Later"),
        content: text("Body"),
        publishedAt: new Date(Date.now() + 3600_000),
      },
    ]);
    await ctx.app.db.insert(blogCategories).values({ slug: "empty-category", name: text("Empty") });
    invalidateWebsiteContent(ctx.app.db, "blog");

    const urls = parse(renderSitemap(await sitemapPages(api, switchesOf())));
    for (const slug of await publishedSlugs()) expectEverywhere(urls, `/blog/${slug}`);
    expect(urls.has(url("/blog/extra-post-44", "es"))).toBe(true);
    for (const language of SITE_LANGUAGES) {
      expect(urls.has(url("/blog/a-draft", language))).toBe(false);
      expect(urls.has(url("/blog/a-scheduled-post", language))).toBe(false);
      expect(urls.has(url("/blog/category/empty-category", language))).toBe(false);
    }
    await ctx.app.db
      .delete(blogPosts)
      .where(sql`${blogPosts.slug} like 'extra-post-%' or ${blogPosts.slug} in ('a-draft', 'a-scheduled-post')`);
    await ctx.app.db.delete(blogCategories).where(eq(blogCategories.slug, "empty-category"));
    invalidateWebsiteContent(ctx.app.db, "blog");
  });

  it("lists the blog only in the languages where its switch is on, alternates included", async () => {
    const urls = parse(renderSitemap(await sitemapPages(api, switchesOf({ es: ["blog"] }))));
    const [post] = await publishedSlugs();
    for (const path of ["/blog", `/blog/${post}`, "/blog/category/coulisses"]) {
      expect(urls.has(url(path, "es")), path).toBe(false);
      const alternates = urls.get(url(path, "fr"))!;
      expect(alternates["es-ES"]).toBeUndefined();
      expect(Object.keys(alternates)).toHaveLength(10);
    }
    expectEverywhere(urls, "/concept");
  });

  it("lists a stylist who only dresses women only where the women's universe is on", async () => {
    const [woman] = await ctx.app.db
      .select({ slug: stylists.slug })
      .from(stylists)
      .where(sql`${stylists.profileTypes} = '{WOMAN}'::profile_type[] and ${stylists.isPublished}`);
    expect(woman, "the demo data has a stylist for women only").toBeDefined();
    const urls = parse(renderSitemap(await sitemapPages(api, switchesOf({ nl: ["woman"] }))));
    expect(urls.has(url(`/stylists/${woman!.slug}`, "nl"))).toBe(false);
    expect(urls.has(url(`/stylists/${woman!.slug}`, "de"))).toBe(true);
  });
});
