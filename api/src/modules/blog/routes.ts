/**
 * The blog (§2 /blog, /blog/{page}, /blog/category/{name}): categories, pages of published posts,
 * one post with its related posts, all in the request's language; the generated covers; and the
 * administrator's calls (admin-routes.ts).
 *
 * Reads are cached like the website content (website/cache.ts, keys starting with "blog"), so a
 * scheduled post shows within the cache's minute after its time; every write drops them at once.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ContentLocale } from "#domain/locales.js";
import { ApiError, problemResponses } from "../../plugins/errors.js";
import { MEDIA_CACHE_CONTROL, checked, notModified, sendCached } from "../../plugins/http-cache.js";
import { contentCacheFor } from "../website/index.js";
import { blogAdminRoutes } from "./admin-routes.js";
import { BLOG_COVER_PATH, drawBlogCover } from "./cover.js";
import {
  BlogCategorySchema,
  BlogPostPageSchema,
  BlogPostSchema,
  BlogPostsQuerySchema,
  BlogSlugParamsSchema,
  CoverThemeParamsSchema,
} from "./schemas.js";
import {
  BLOG_CACHE_PREFIX,
  loadCategories,
  loadPublishedPost,
  loadPublishedPosts,
  pageOf,
  relatedPosts,
} from "./service.js";

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const cache = contentCacheFor(db);
  const published = (locale: ContentLocale) =>
    cache.value(`${BLOG_CACHE_PREFIX}-posts:${locale}`, () => loadPublishedPosts(db, locale));
  const categories = (locale: ContentLocale) =>
    cache.value(`${BLOG_CACHE_PREFIX}-categories:${locale}`, () => loadCategories(db, locale));

  app.get(
    "/website/blog/categories",
    {
      schema: {
        tags: ["blog"],
        summary: "Blog categories in their order, named in the request locale",
        response: { 200: z.array(BlogCategorySchema), ...notModified },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const entry = await cache.body(
        `${BLOG_CACHE_PREFIX}:${locale}:categories`,
        checked(z.array(BlogCategorySchema), () => categories(locale)),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/website/blog/posts",
    {
      schema: {
        tags: ["blog"],
        summary: "A page of published posts, newest first, in the request locale",
        description:
          "Drafts and scheduled posts are never listed. An unknown category, or a page past the last one, answers 404 (page 1 of an empty list is an empty page).",
        querystring: BlogPostsQuerySchema,
        response: { 200: BlogPostPageSchema, ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const { page, page_size: pageSize, category } = request.query;
      if (category && !(await categories(locale)).some((c) => c.slug === category)) {
        throw ApiError.notFound("Blog category not found");
      }
      const posts = (await published(locale)).filter((p) => !category || p.category?.slug === category);
      const result = pageOf(posts, page, pageSize);
      // Only pages that exist get a cache entry: a made-up page number cannot grow the cache
      if (page > Math.max(result.pages, 1)) throw ApiError.notFound("No such page");
      const entry = await cache.body(
        `${BLOG_CACHE_PREFIX}:${locale}:posts:${category ?? "all"}:${pageSize}:${page}`,
        checked(BlogPostPageSchema, async () => result),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    "/website/blog/posts/:slug",
    {
      schema: {
        tags: ["blog"],
        summary: "A published post with its Markdown body and related posts, in the request locale",
        description: "Unknown, draft and scheduled posts answer 404.",
        params: BlogSlugParamsSchema,
        response: { 200: BlogPostSchema, ...notModified, ...problemResponses },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const { slug } = request.params;
      const all = await published(locale);
      if (!all.some((p) => p.slug === slug)) throw ApiError.notFound("Blog post not found");
      const entry = await cache.body(
        `${BLOG_CACHE_PREFIX}:${locale}:post:${slug}`,
        checked(BlogPostSchema, async () => {
          const post = await loadPublishedPost(db, locale, slug);
          if (!post) throw ApiError.notFound("Blog post not found");
          return { ...post, related: relatedPosts(all, post) };
        }),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    `${BLOG_COVER_PATH}/:theme/:garments.svg`,
    {
      schema: {
        tags: ["media"],
        summary: "Generated cover of a blog post (its URL names the garments drawn)",
        params: CoverThemeParamsSchema,
        response: { 200: z.string().describe("SVG document (image/svg+xml)"), ...problemResponses },
      },
    },
    async (request, reply) => {
      const svg = drawBlogCover(request.params.theme, request.params.garments);
      if (!svg) throw ApiError.notFound("No such picture");
      return reply.header("cache-control", MEDIA_CACHE_CONTROL).type("image/svg+xml; charset=utf-8").send(svg);
    },
  );

  await app.register(blogAdminRoutes);
};
