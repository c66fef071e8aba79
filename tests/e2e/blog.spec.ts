import type { Page } from "@playwright/test";
import {
  E2E_API_URL,
  allowConsoleErrors,
  expect,
  httpStatusError,
  localized,
  test,
  texts,
  type Language,
} from "./fixtures";

/**
 * §2 the blog: /blog, /blog/category/{name} and /blog/{page}, in fr (no prefix) and es, with
 * JavaScript on and off. Expected posts come from the API under test, so the tests follow the demo
 * data instead of copying it. The blog switch: blog-switch.js.spec.ts.
 */
const BLOG_LANGUAGES = ["fr", "es"] as const satisfies readonly Language[];
/** Posts on a page of the blog (app/routes/blog/blog.server.ts). */
const PAGE_SIZE = 9;

type Summary = {
  slug: string;
  title: string;
  excerpt: string | null;
  cover_alt: string | null;
  reading_minutes: number;
  published_at: string;
  category: { slug: string; name: string } | null;
};
type PostPage = { page: number; pages: number; total: number; posts: Summary[] };
type Post = Summary & { related: Summary[] };
type Category = { slug: string; name: string; post_count: number };

async function api<T>(path: string, language: Language): Promise<T> {
  const response = await fetch(`${E2E_API_URL}${path}`, { headers: { "accept-language": language } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Normalizes the narrow no-break spaces Intl puts in dates, as text matching does not. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const longDate = (iso: string, language: Language) =>
  plain(new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso)));

/** The cards of the posts listed on the page, in order. */
const cards = (page: Page) => page.getByRole("main").locator(".blog-grid > li");

for (const language of BLOG_LANGUAGES) {
  test.describe(`the blog in ${language}`, () => {
    test("/blog lists the newest posts; a category, then a post open from it", async ({ page }) => {
      const t = await texts(language);
      const readingTime = (minutes: number) => t("blog.reading_time").replace("{{minutes}}", String(minutes));
      const first = await api<PostPage>(`/website/blog/posts?page_size=${PAGE_SIZE}`, language);
      const categories = await api<Category[]>("/website/blog/categories", language);

      await page.goto(localized("/blog", language));
      await expect(page.getByRole("heading", { level: 1, name: t("blog.title") })).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      await expect(cards(page)).toHaveCount(first.posts.length);
      // Newest first, each with its cover (described), excerpt, date in the page's language and reading time
      const newest = first.posts[0]!;
      const card = cards(page).first();
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(newest.title);
      await expect(card.getByRole("img", { name: newest.cover_alt! })).toBeVisible();
      await expect(card).toContainText(newest.excerpt!);
      expect(plain((await card.locator("time").textContent()) ?? "")).toBe(longDate(newest.published_at, language));
      await expect(card.locator("time")).toHaveAttribute("datetime", newest.published_at);
      await expect(card).toContainText(readingTime(newest.reading_minutes));

      // The categories' navigation: every category with posts, "all posts" being the current page
      const nav = page.getByRole("navigation", { name: t("blog.categories_label") });
      await expect(nav.getByRole("link", { name: t("blog.all_posts") })).toHaveAttribute("aria-current", "page");
      for (const category of categories.filter((c) => c.post_count > 0)) {
        await expect(nav.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
          "href",
          localized(`/blog/category/${category.slug}`, language),
        );
      }

      // A category page lists its posts only
      const category = categories.find((c) => c.post_count > 1)!;
      const inCategory = await api<PostPage>(`/website/blog/posts?category=${category.slug}`, language);
      await nav.getByRole("link", { name: category.name, exact: true }).click();
      await expect(page).toHaveURL(localized(`/blog/category/${category.slug}`, language));
      await expect(page.getByRole("heading", { level: 1, name: category.name })).toBeVisible();
      await expect(nav.getByRole("link", { name: category.name, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(cards(page)).toHaveCount(inCategory.total);
      await expect(cards(page).locator(".blog-card__category")).toHaveText(inCategory.posts.map(() => category.name));

      // A post opens from the category page: title, reading time, breadcrumb, category link, related posts
      const listed = inCategory.posts[0]!;
      const post = await api<Post>(`/website/blog/posts/${listed.slug}`, language);
      await cards(page).first().getByRole("link", { name: listed.title }).click();
      await expect(page).toHaveURL(localized(`/blog/${listed.slug}`, language));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
      await expect(main.locator(".blog-post")).toContainText(readingTime(post.reading_minutes));
      await expect(main.getByRole("img", { name: post.cover_alt! }).first()).toBeVisible();
      const breadcrumb = main.getByRole("navigation", { name: t("pages.breadcrumb_label") });
      await expect(breadcrumb.getByRole("link", { name: t("blog.title") })).toHaveAttribute(
        "href",
        localized("/blog", language),
      );
      await expect(main.locator(".blog-post__category").getByRole("link", { name: category.name })).toHaveAttribute(
        "href",
        localized(`/blog/category/${category.slug}`, language),
      );
      // The body is the post's Markdown as HTML: its sections are headings
      await expect(main.locator(".blog-post__body h2").first()).toBeVisible();
      const related = main.getByRole("region", { name: t("blog.related_title") });
      await expect(related.getByRole("heading", { level: 3 })).toHaveText(post.related.map((p) => p.title));

      // Search engines read it as a BlogPosting, and the page's description is the excerpt
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
      expect(jsonLd).toContainEqual(
        expect.objectContaining({ "@type": "BlogPosting", headline: post.title, inLanguage: language }),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", post.excerpt!);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

      // A related post opens in turn
      await related.getByRole("link", { name: post.related[0]!.title }).click();
      await expect(page.getByRole("heading", { level: 1, name: post.related[0]!.title })).toBeVisible();
    });

    test("the pager's links lead to the older posts and back", async ({ page }) => {
      const t = await texts(language);
      const second = await api<PostPage>(`/website/blog/posts?page_size=${PAGE_SIZE}&page=2`, language);
      expect(second.pages, "the demo data fills more than one page").toBeGreaterThan(1);

      await page.goto(localized("/blog", language));
      const pager = page.getByRole("navigation", { name: t("blog.pagination_label") });
      await pager.getByRole("link", { name: t("blog.older_posts") }).click();
      await expect(page).toHaveURL(`${localized("/blog", language)}?page=2`);
      await expect(cards(page)).toHaveCount(second.posts.length);
      await expect(cards(page).first().getByRole("heading", { level: 2 })).toHaveText(second.posts[0]!.title);
      await expect(pager.getByRole("link", { name: `${t("blog.page_word")} 2` })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog\?page=2$/);

      await pager.getByRole("link", { name: t("blog.newer_posts") }).click();
      await expect(page).toHaveURL(localized("/blog", language));
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
    });

    test("an unknown post, category or page is a 404", async ({ page }) => {
      const t = await texts(language);
      for (const path of ["/blog/no-such-post", "/blog/category/no-such-category", "/blog?page=99"]) {
        allowConsoleErrors(page, httpStatusError(404, localized(path.replace(/\?.*/, ""), language)));
        const response = await page.goto(localized(path, language));
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(t("error.not_found_title"));
      }
    });
  });
}
