/**
 * The administrator's blog calls: posts and categories created, edited per locale, unpublished
 * (published_at null) and deleted. Every write drops the cached blog reads of this process, so the
 * storefront shows the change at once.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ProblemSchema, problemResponses } from "../../plugins/errors.js";
import { invalidateWebsiteContent } from "../website/index.js";
import {
  AdminBlogCategorySchema,
  AdminBlogPostSchema,
  BlogCategoryCreateSchema,
  BlogCategoryUpdateSchema,
  BlogPostCreateSchema,
  BlogPostUpdateSchema,
  IdParamsSchema,
} from "./schemas.js";
import {
  BLOG_CACHE_PREFIX,
  createCategory,
  createPost,
  deleteCategory,
  deletePost,
  findAdminPost,
  listAdminCategories,
  listAdminPosts,
  updateCategory,
  updatePost,
} from "./service.js";

const adminResponses = { ...problemResponses, 403: ProblemSchema, 409: ProblemSchema };
const noContent = { 204: z.null().describe("Done") };

export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  // Checked before the body is read and validated: a visitor learns nothing about the input rules
  const admin = { onRequest: app.requirePermission("manage:content") };
  const security = [{ bearer: [] }];
  const invalidate = () => invalidateWebsiteContent(db, BLOG_CACHE_PREFIX);

  app.get(
    "/admin/blog/posts",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "Every blog post, drafts and scheduled ones included, in every locale",
        security,
        response: { 200: z.array(AdminBlogPostSchema), ...adminResponses },
      },
    },
    async () => listAdminPosts(db),
  );

  app.get(
    "/admin/blog/posts/:id",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "One blog post, in every locale",
        security,
        params: IdParamsSchema,
        response: { 200: AdminBlogPostSchema, ...adminResponses },
      },
    },
    async (request) => findAdminPost(db, request.params.id),
  );

  app.post(
    "/admin/blog/posts",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "Create a blog post",
        description:
          "Texts in every locale. published_at null (the default) keeps it a draft, a future time schedules it. The reading time is computed from the longest body. A cover needs its alt text (422 COVER_ALT_REQUIRED); an unknown category answers 422 UNKNOWN_CATEGORY, a slug in use 409 SLUG_TAKEN.",
        security,
        body: BlogPostCreateSchema,
        response: { 201: AdminBlogPostSchema, ...adminResponses },
      },
    },
    async (request, reply) => {
      const post = await createPost(db, request.body);
      invalidate();
      return reply.code(201).send(post);
    },
  );

  app.patch(
    "/admin/blog/posts/:id",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "Edit a blog post (some fields, some locales), publish, schedule or unpublish it",
        description:
          "A localized field may carry only the locales to change. published_at null unpublishes the post (a draft again). Setting a text that had none needs every locale (422 MISSING_LOCALES).",
        security,
        params: IdParamsSchema,
        body: BlogPostUpdateSchema,
        response: { 200: AdminBlogPostSchema, ...adminResponses },
      },
    },
    async (request) => {
      const post = await updatePost(db, request.params.id, request.body);
      invalidate();
      return post;
    },
  );

  app.delete(
    "/admin/blog/posts/:id",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "Delete a blog post",
        security,
        params: IdParamsSchema,
        response: { ...noContent, ...adminResponses },
      },
    },
    async (request, reply) => {
      await deletePost(db, request.params.id);
      invalidate();
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/admin/blog/categories",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "Every blog category, in every locale",
        security,
        response: { 200: z.array(AdminBlogCategorySchema), ...adminResponses },
      },
    },
    async () => listAdminCategories(db),
  );

  app.post(
    "/admin/blog/categories",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "Create a blog category",
        description: "Its name in every locale; a slug in use answers 409 SLUG_TAKEN.",
        security,
        body: BlogCategoryCreateSchema,
        response: { 201: AdminBlogCategorySchema, ...adminResponses },
      },
    },
    async (request, reply) => {
      const category = await createCategory(db, request.body);
      invalidate();
      return reply.code(201).send(category);
    },
  );

  app.patch(
    "/admin/blog/categories/:id",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "Edit a blog category (slug, position, or the name in some locales)",
        security,
        params: IdParamsSchema,
        body: BlogCategoryUpdateSchema,
        response: { 200: AdminBlogCategorySchema, ...adminResponses },
      },
    },
    async (request) => {
      const category = await updateCategory(db, request.params.id, request.body);
      invalidate();
      return category;
    },
  );

  app.delete(
    "/admin/blog/categories/:id",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "Delete a blog category; its posts stay, without a category",
        security,
        params: IdParamsSchema,
        response: { ...noContent, ...adminResponses },
      },
    },
    async (request, reply) => {
      await deleteCategory(db, request.params.id);
      invalidate();
      return reply.code(204).send(null);
    },
  );
};
