import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../api/test/helpers";
import { translations } from "../../api/src/db/schema/index";
import { invalidateWebsiteContent } from "../../api/src/modules/website/cache";
import { BLOG_POSTS } from "../../api/src/seed/data/blog";

/**
 * The blog pages' loaders against the real API: the blog guard (switch off → 404, per language),
 * page numbers, unknown categories and posts, SEO and structured data. The storefront modules read
 * API_URL when they load, so they are imported once the API listens.
 */
let ctx: TestContext;
let blog: typeof import("~/routes/blog/blog.server");
let requestMiddleware: typeof import("~/lib/context.server").requestMiddleware;

beforeAll(async () => {
  ctx = await createTestApp();
  process.env.API_URL = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  blog = await import("~/routes/blog/blog.server");
  requestMiddleware = (await import("~/lib/context.server")).requestMiddleware;
});
afterAll(() => ctx.close());

type LoaderArgs = { request: Request; context: RouterContextProvider; params: Record<string, string> };

/** Runs a loader for a page behind the root middleware, as the storefront does; what it throws is thrown. */
async function load<T>(path: string, loader: (args: LoaderArgs) => Promise<T>): Promise<T> {
  const request = new Request(`http://localhost${path}`, {
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36" },
  });
  const args = { request, context: new RouterContextProvider(), params: {} };
  let result: T | undefined;
  await requestMiddleware({ ...args, url: new URL(request.url), pattern: "" }, async () => {
    result = await loader(args);
    return new Response(null);
  });
  return result as T;
}

/** The status of what a loader threw (a 404 data response, a redirect), or 200 when it answered. */
async function status(load: Promise<unknown>): Promise<number> {
  try {
    await load;
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    if (thrown && typeof thrown === "object" && "init" in thrown)
      return (thrown as { init: { status: number } }).init.status;
    throw thrown;
  }
}

describe("blog pages", () => {
  it("list a page of posts with the categories, SEO and a schema.org Blog", async () => {
    const page = await load("/de/blog", (a) => blog.loadPostList(a));
    expect(page.page).toMatchObject({ page: 1, page_size: blog.BLOG_PAGE_SIZE, total: BLOG_POSTS.length, pages: 2 });
    expect(page.categories.length).toBe(5);
    expect(page.seo.canonical).toMatch(/\/de\/blog$/);
    expect(page.jsonLd).toMatchObject({ "@type": "Blog", blogPost: expect.any(Array) });
    expect(page.jsonLd.blogPost[0]!.url).toMatch(new RegExp(`/de/blog/${page.page.posts[0]!.slug}$`));
  });

  it("give page 2 its own canonical address and title; ?page=1 redirects, other values are 404", async () => {
    const second = await load("/blog?page=2", (a) => blog.loadPostList(a));
    expect(second.page.page).toBe(2);
    expect(second.seo.canonical).toMatch(/\/blog\?page=2$/);
    expect(second.seo.alternates.every((a) => a.href.endsWith("?page=2"))).toBe(true);
    expect(second.seo.title).toMatch(/^Page 2 – /);
    expect(await status(load("/blog?page=1", (a) => blog.loadPostList(a)))).toBe(301);
    for (const bad of ["0", "abc", "-1", "2.5", "3"]) {
      expect(await status(load(`/blog?page=${bad}`, (a) => blog.loadPostList(a))), bad).toBe(404);
    }
  });

  it("filter by category; an unknown category is a 404", async () => {
    const page = await load("/es/blog/category/coulisses", (a) => blog.loadPostList(a, "coulisses"));
    expect(page.category).toEqual({ slug: "coulisses", name: "Entre bastidores", post_count: 2 });
    expect(page.page.posts.every((p) => p.category?.slug === "coulisses")).toBe(true);
    expect(page.seo.title).toContain("Entre bastidores");
    expect(await status(load("/blog/category/nope", (a) => blog.loadPostList(a, "nope")))).toBe(404);
  });

  it("show a post as HTML with its SEO and BlogPosting; unknown slugs are 404", async () => {
    const seeded = BLOG_POSTS.find((p) => p.slug === "entretenir-la-laine")!;
    const page = await load(`/nl/blog/${seeded.slug}`, (a) => blog.loadPost(a, seeded.slug));
    expect(page.post.title).toBe(seeded.title.nl);
    expect(page.post).not.toHaveProperty("content");
    expect(page.html).toMatch(/^<p>/);
    expect(page.html).toContain("<h2>");
    expect(page.seo).toMatchObject({
      title: `${seeded.title.nl} | La Malle`,
      og: { type: "article", image_url: page.post.cover_url, image_alt: seeded.coverAlt.nl },
    });
    expect(page.seo.description.length).toBeLessThanOrEqual(160);
    expect(page.jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: seeded.title.nl,
      inLanguage: "nl",
      datePublished: new Date(seeded.publishedAt).toISOString(),
      timeRequired: `PT${page.post.reading_minutes}M`,
    });
    expect(await status(load("/blog/no-such-post", (a) => blog.loadPost(a, "no-such-post")))).toBe(404);
    expect(await status(load("/blog/Not_A_Slug", (a) => blog.loadPost(a, "Not_A_Slug")))).toBe(404);
  });

  it("answer 404 in a language whose blog switch is off, and only there", async () => {
    await ctx.app.db
      .update(translations)
      .set({ value: "false" })
      .where(and(eq(translations.locale, "nl"), eq(translations.key, "switch.blog")));
    invalidateWebsiteContent(ctx.app.db);
    // The storefront revalidates its copy of the translations on each use: the change shows at once
    expect(await status(load("/nl/blog/category/coulisses", (a) => blog.loadPostList(a, "coulisses")))).toBe(404);
    expect(await status(load("/nl/blog/entretenir-la-laine", (a) => blog.loadPost(a, "entretenir-la-laine")))).toBe(
      404,
    );
    expect(await status(load("/es/blog", (a) => blog.loadPostList(a)))).toBe(200);
  });
});
