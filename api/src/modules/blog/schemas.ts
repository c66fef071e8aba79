/**
 * Schemas of the blog calls: the public reads (texts in the request's language) and the
 * administrator's writes (every language at once, or some of them when editing).
 */
import { z } from "zod";
import { CONTENT_LOCALES, type ContentLocale } from "#domain/locales.js";

// ── Public answers ─────────────────────────────────────────────────────────────────────────────

export const BlogCategorySchema = z
  .object({
    slug: z.string().describe("Key of the category in URLs: /blog/category/{slug}"),
    name: z.string().describe("In the request locale"),
    post_count: z.number().int().describe("Published posts in the category"),
  })
  .meta({ id: "BlogCategory" });

export const BlogCategoryRefSchema = z
  .object({ slug: z.string(), name: z.string() })
  .meta({ id: "BlogCategoryRef", description: "The category of a post, named in the request locale" });

export const BlogPostSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string().describe("Key of the post in URLs: /blog/{slug}"),
    title: z.string(),
    excerpt: z.string().nullable(),
    cover_url: z.string().nullable().describe("Site-relative path or absolute URL of the cover picture"),
    cover_alt: z.string().nullable().describe("Description of the cover picture (its alt text)"),
    author_name: z.string().nullable(),
    reading_minutes: z.number().int().describe("Reading time in minutes"),
    published_at: z.string().describe("ISO 8601"),
    updated_at: z.string().describe("ISO 8601"),
    category: BlogCategoryRefSchema.nullable(),
  })
  .meta({ id: "BlogPostSummary" });

export const BlogPostPageSchema = z
  .object({
    page: z.number().int(),
    page_size: z.number().int(),
    pages: z.number().int().describe("Number of pages (0 when there is no post)"),
    total: z.number().int().describe("Published posts matching the query"),
    posts: z.array(BlogPostSummarySchema).describe("Newest first"),
  })
  .meta({ id: "BlogPostPage" });

export const BlogPostSchema = BlogPostSummarySchema.extend({
  content: z.string().describe("Body in Markdown"),
  related: z.array(BlogPostSummarySchema).describe("Other posts of the same category first, then the latest ones"),
}).meta({ id: "BlogPost" });

// ── Request parts ──────────────────────────────────────────────────────────────────────────────

/** Lower-case words joined by single hyphens: what a URL segment of the blog looks like. */
export const BlogSlugSchema = z
  .string()
  .max(120, "At most 120 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Lower-case letters, digits and single hyphens only, e.g. my-first-post");

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 12;

export const BlogPostsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe("1 for the newest posts"),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  category: BlogSlugSchema.optional().describe("Only the posts of this category (its slug)"),
});

export const BlogSlugParamsSchema = z.object({ slug: BlogSlugSchema });
export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const CoverThemeParamsSchema = z.object({
  theme: z.string().max(20),
  garments: z.string().max(200).describe("shape-rrggbb-pattern, up to three joined by _"),
});

// ── Administrator ──────────────────────────────────────────────────────────────────────────────

/** A text of one language: trimmed, not blank, at most `max` characters. */
const text = (max: number) => z.string().trim().min(1, "Must not be empty").max(max, `At most ${max} characters`);

/** The same schema for each content locale: { fr, de, nl, es, en }. */
const shapeOf = <T extends z.ZodType>(field: () => T) =>
  Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, field()])) as Record<ContentLocale, T>;

/** A text in each of fr, de, nl, es and en, all required (the database refuses a missing one). */
const localized = (max: number) =>
  z.strictObject(shapeOf(() => text(max))).describe(`One text per locale: ${CONTENT_LOCALES.join(", ")}`);

/** Some languages of a text, to edit them without sending the others. */
const localizedPart = (max: number) =>
  z
    .strictObject(shapeOf(() => text(max).optional()))
    .refine((value) => Object.values(value).some((v) => v !== undefined), "Give at least one locale")
    .describe(`Only the locales to change, among ${CONTENT_LOCALES.join(", ")}`);

export const LIMITS = { title: 160, excerpt: 500, content: 100_000, coverAlt: 300, name: 80 } as const;

/** A picture address: site-relative (/media/…) or https. */
const CoverUrlSchema = z
  .string()
  .trim()
  .max(500, "At most 500 characters")
  .regex(/^(\/(?!\/)|https:\/\/)\S*$/, "A path starting with / or an https:// address");

const AuthorNameSchema = z.string().trim().min(1, "Must not be empty").max(120, "At most 120 characters");

const PublishedAtSchema = z.iso
  .datetime({ offset: true, message: "An ISO 8601 date and time, e.g. 2026-11-21T08:00:00Z" })
  .nullable()
  .describe("Publication time: null keeps the post a draft, a future time schedules it");

export const BlogPostCreateSchema = z
  .strictObject({
    slug: BlogSlugSchema,
    category: BlogSlugSchema.nullable().default(null).describe("Slug of the post's category, or null"),
    title: localized(LIMITS.title),
    excerpt: localized(LIMITS.excerpt).nullable().default(null),
    content: localized(LIMITS.content).describe("Body in Markdown, one per locale"),
    cover_url: CoverUrlSchema.nullable().default(null),
    cover_alt: localized(LIMITS.coverAlt).nullable().default(null),
    author_name: AuthorNameSchema.nullable().default(null),
    published_at: PublishedAtSchema.default(null),
  })
  .meta({ id: "BlogPostCreate" });

export const BlogPostUpdateSchema = z
  .strictObject({
    slug: BlogSlugSchema.optional(),
    category: BlogSlugSchema.nullable().optional(),
    title: localizedPart(LIMITS.title).optional(),
    excerpt: localizedPart(LIMITS.excerpt).nullable().optional(),
    content: localizedPart(LIMITS.content).optional(),
    cover_url: CoverUrlSchema.nullable().optional(),
    cover_alt: localizedPart(LIMITS.coverAlt).nullable().optional(),
    author_name: AuthorNameSchema.nullable().optional(),
    published_at: PublishedAtSchema.optional(),
  })
  .meta({
    id: "BlogPostUpdate",
    description:
      "Only the fields to change; a localized field may carry only some locales. published_at null unpublishes.",
  });

export const BlogCategoryCreateSchema = z
  .strictObject({
    slug: BlogSlugSchema,
    name: localized(LIMITS.name),
    position: z.number().int().min(0).max(10_000).default(0).describe("Order in the blog's category list"),
  })
  .meta({ id: "BlogCategoryCreate" });

export const BlogCategoryUpdateSchema = z
  .strictObject({
    slug: BlogSlugSchema.optional(),
    name: localizedPart(LIMITS.name).optional(),
    position: z.number().int().min(0).max(10_000).optional(),
  })
  .meta({ id: "BlogCategoryUpdate" });

const LocalizedTextSchema = z
  .object(shapeOf(() => z.string()))
  .meta({ id: "LocalizedText", description: "One text per content locale" });

export const BLOG_POST_STATUSES = ["draft", "scheduled", "published"] as const;

export const AdminBlogPostSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    status: z.enum(BLOG_POST_STATUSES).describe("draft: no publication time; scheduled: a future one"),
    category: z.string().nullable().describe("Slug of the category"),
    title: LocalizedTextSchema,
    excerpt: LocalizedTextSchema.nullable(),
    content: LocalizedTextSchema,
    cover_url: z.string().nullable(),
    cover_alt: LocalizedTextSchema.nullable(),
    author_name: z.string().nullable(),
    reading_minutes: z.number().int().describe("Computed from the longest body"),
    published_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "AdminBlogPost" });

export const AdminBlogCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: LocalizedTextSchema,
    position: z.number().int(),
    post_count: z.number().int().describe("Posts in the category, drafts included"),
  })
  .meta({ id: "AdminBlogCategory" });
