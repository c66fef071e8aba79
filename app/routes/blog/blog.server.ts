import { data, redirect, type RouterContextProvider } from "react-router";
import { itemSeo, pageItem } from "~/lib/content-item.server";
import { pageTexts, section, titleWithBrand } from "~/lib/page-content.server";
import { createI18n } from "~/i18n";
import { getRequestContext, type RequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { absoluteUrl, loadSeo, type Seo } from "~/lib/seo.server";
import { blogJsonLd, blogPostingJsonLd } from "~/routes/blog/structured-data";

/** Posts on a page of the blog: three rows of three on a desktop. */
export const BLOG_PAGE_SIZE = 9;

type LoaderArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string | undefined>;
};

/** Every blog page: the blog switch on (§4 blog guard, else 404), then its texts. */
async function open(args: LoaderArgs) {
  const ctx = getRequestContext(args.context);
  await guard({ ctx, request: args.request, params: args.params }, "blog");
  const texts = await pageTexts(ctx);
  return { ctx, texts, t: createI18n(ctx.language, texts).t };
}

/**
 * The page number of a list (?page=2): page 1 has no parameter, so ?page=1 redirects to the
 * plain address; anything that is not a page number is a page that does not exist.
 */
function pageNumber(request: Request): number {
  const url = new URL(request.url);
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  if (raw === "1") {
    url.searchParams.delete("page");
    throw redirect(url.pathname + url.search, 301);
  }
  if (!/^[1-9]\d{0,3}$/.test(raw)) throw data(null, { status: 404, statusText: "Page Not Found" });
  return Number(raw);
}

const postUrlIn = (ctx: RequestContext) => (slug: string) => absoluteUrl(`/blog/${slug}`, ctx.language);

/** Page 2 and further are their own pages for search engines: the canonical URL keeps ?page=. */
function pagedSeo(seo: Seo, page: number, title: string): Seo {
  if (page === 1) return seo;
  const paged = (href: string) => `${href}?page=${page}`;
  return {
    ...seo,
    title,
    canonical: paged(seo.canonical),
    alternates: seo.alternates.map((alternate) => ({ ...alternate, href: paged(alternate.href) })),
  };
}

/**
 * A list of posts, /blog or /blog/category/{name}: one page of posts (the API's 404 for an unknown
 * category or a page past the last is this page's 404), the categories for the navigation, the
 * SEO record of the list, and its schema.org description.
 */
export async function loadPostList(args: LoaderArgs, category?: string) {
  const { ctx, texts, t } = await open(args);
  const page = pageNumber(args.request);
  const [posts, categories] = await Promise.all([
    pageItem(texts, () =>
      ctx.api.GET("/website/blog/posts", { params: { query: { page, page_size: BLOG_PAGE_SIZE, category } } }),
    ),
    section("blog categories", () => ctx.api.GET("/website/blog/categories")),
  ]);
  const current = category
    ? (categories?.find((c) => c.slug === category) ?? posts.posts[0]?.category ?? { slug: category, name: category })
    : undefined;
  const seo = await listSeo(ctx, args.request, t, current);
  const title = current?.name ?? t("blog.title");
  return {
    seo: pagedSeo(seo, page, t("blog.title_with_page", { title: seo.title, page })),
    jsonLd: blogJsonLd({
      title,
      description: seo.description,
      url: seo.canonical,
      posts: posts.posts,
      postUrl: postUrlIn(ctx),
    }),
    title,
    category: current ?? null,
    categories: (categories ?? []).filter((c) => c.post_count > 0),
    page: posts,
  };
}

/** The list's SEO record (blog, or blog/category/{slug} when editors wrote one), else its own texts. */
function listSeo(
  ctx: RequestContext,
  request: Request,
  t: ReturnType<typeof createI18n>["t"],
  category: { slug: string; name: string } | undefined,
) {
  if (!category) {
    return loadSeo(ctx, request, "blog", {
      fallbackTitle: titleWithBrand(t("blog.title")),
      fallbackDescription: t("blog.intro"),
    });
  }
  return loadSeo(ctx, request, `blog/category/${category.slug}`, {
    fallbackTitle: titleWithBrand(t("blog.category_title", { name: category.name })),
    fallbackDescription: t("blog.category_intro", { name: category.name }),
  });
}

/**
 * A post, /blog/{page}: the API's post (404 when it is unknown, a draft or scheduled), its body as
 * HTML, its SEO (an editor's record blog/{slug} wins, else the post's title, excerpt and cover),
 * and its schema.org BlogPosting.
 */
export async function loadPost(args: LoaderArgs, slug: string) {
  const { ctx, texts } = await open(args);
  const [post, seo] = await Promise.all([
    pageItem(texts, () => ctx.api.GET("/website/blog/posts/{slug}", { params: { path: { slug } } })),
    loadSeo(ctx, args.request, `blog/${slug}`),
  ]);
  const pageSeo: Seo = {
    ...itemSeo(seo, post.title, post.excerpt ?? post.title),
    keywords: seo.keywords || (post.category?.name ?? ""),
    og: seo.og ?? { type: "article", image_url: post.cover_url, image_alt: post.cover_alt },
  };
  // The page gets the body as HTML only
  const { content, ...shown } = post;
  return {
    seo: pageSeo,
    jsonLd: blogPostingJsonLd(post, { url: pageSeo.canonical, language: ctx.language, postUrl: postUrlIn(ctx) }),
    post: shown,
    html: renderMarkdown(content),
  };
}
