/**
 * Blog reads and writes. A post is public once its publication time has passed: null is a draft,
 * a future time a scheduled post (§3 blog post; schema in db/schema/content.ts).
 *
 * Public reads work on the list of published posts of a language (summaries, without bodies),
 * which the routes cache: paging, the category filter and related posts are computed from it.
 */
import { and, asc, count, desc, eq, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDatabase } from "../../db/client.js";
import { blogCategories, blogPosts, type BlogPost } from "../../db/schema/index.js";
import { CONTENT_LOCALES, type ContentLocale, type LocalizedText } from "#domain/locales.js";
import { ApiError, type FieldErrors } from "../../plugins/errors.js";
import { isUniqueViolation } from "../clients/index.js";
import { pick } from "../website/index.js";
import { bodyReadingMinutes } from "./reading-time.js";
import type {
  AdminBlogCategorySchema,
  AdminBlogPostSchema,
  BlogCategoryCreateSchema,
  BlogCategorySchema,
  BlogCategoryUpdateSchema,
  BlogPostCreateSchema,
  BlogPostPageSchema,
  BlogPostSummarySchema,
  BlogPostUpdateSchema,
} from "./schemas.js";

/** Prefix of every cached blog read (website/cache.ts): what the administrator's writes invalidate. */
export const BLOG_CACHE_PREFIX = "blog";

export type PostSummary = z.output<typeof BlogPostSummarySchema>;
type PostPage = z.output<typeof BlogPostPageSchema>;

/** Published: a publication time not in the future (null, a draft, never matches). */
const isPublished = lte(blogPosts.publishedAt, sql`now()`);

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  coverUrl: blogPosts.coverUrl,
  coverAlt: blogPosts.coverAlt,
  authorName: blogPosts.authorName,
  readingMinutes: blogPosts.readingMinutes,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  categorySlug: blogCategories.slug,
  categoryName: blogCategories.name,
};
type SummaryRow = Pick<
  BlogPost,
  | "id"
  | "slug"
  | "title"
  | "excerpt"
  | "coverUrl"
  | "coverAlt"
  | "authorName"
  | "readingMinutes"
  | "publishedAt"
  | "updatedAt"
> & { categorySlug: string | null; categoryName: LocalizedText | null };

function toSummary(row: SummaryRow, locale: ContentLocale): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: pick(row.title, locale) ?? row.slug,
    excerpt: pick(row.excerpt, locale),
    cover_url: row.coverUrl,
    cover_alt: pick(row.coverAlt, locale),
    author_name: row.authorName,
    reading_minutes: row.readingMinutes,
    // Only published posts are summarized: their time is set
    published_at: row.publishedAt!.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    category:
      row.categorySlug && row.categoryName
        ? { slug: row.categorySlug, name: pick(row.categoryName, locale) ?? row.categorySlug }
        : null,
  };
}

/** Every published post of a language, newest first. */
export async function loadPublishedPosts(db: AppDatabase, locale: ContentLocale): Promise<PostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(isPublished)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  return rows.map((row) => toSummary(row, locale));
}

/** A published post with its body, or undefined (unknown, draft or scheduled). */
export async function loadPublishedPost(db: AppDatabase, locale: ContentLocale, slug: string) {
  const [row] = await db
    .select({ ...summaryColumns, content: blogPosts.content })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(eq(blogPosts.slug, slug), isPublished))
    .limit(1);
  return row && { ...toSummary(row, locale), content: pick(row.content, locale) ?? "" };
}

/** The categories in their order, each with its number of published posts. */
export async function loadCategories(
  db: AppDatabase,
  locale: ContentLocale,
): Promise<z.output<typeof BlogCategorySchema>[]> {
  const rows = await db
    .select({
      slug: blogCategories.slug,
      name: blogCategories.name,
      postCount: sql<number>`count(${blogPosts.id}) filter (where ${isPublished})`.mapWith(Number),
    })
    .from(blogCategories)
    .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
  return rows.map((c) => ({ slug: c.slug, name: pick(c.name, locale) ?? c.slug, post_count: c.postCount }));
}

/** One page of a list of posts; `pages` is 0 for an empty list. */
export function pageOf(posts: PostSummary[], page: number, pageSize: number): PostPage {
  const start = (page - 1) * pageSize;
  return {
    page,
    page_size: pageSize,
    pages: Math.ceil(posts.length / pageSize),
    total: posts.length,
    posts: posts.slice(start, start + pageSize),
  };
}

export const RELATED_COUNT = 3;

/** Up to three other posts: the newest of the same category first, then the newest of the others. */
export function relatedPosts(published: PostSummary[], post: { id: number; category: PostSummary["category"] }) {
  const others = published.filter((p) => p.id !== post.id);
  const sameCategory = post.category ? others.filter((p) => p.category?.slug === post.category!.slug) : [];
  const rest = others.filter((p) => !sameCategory.includes(p));
  return [...sameCategory, ...rest].slice(0, RELATED_COUNT);
}

// ── Administrator ──────────────────────────────────────────────────────────────────────────────

type AdminPost = z.output<typeof AdminBlogPostSchema>;
type AdminCategory = z.output<typeof AdminBlogCategorySchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function statusOf(publishedAt: Date | null, now = new Date()): AdminPost["status"] {
  if (!publishedAt) return "draft";
  return publishedAt > now ? "scheduled" : "published";
}

function toAdminPost(post: BlogPost, categorySlug: string | null): AdminPost {
  return {
    id: post.id,
    slug: post.slug,
    status: statusOf(post.publishedAt),
    category: categorySlug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    cover_url: post.coverUrl,
    cover_alt: post.coverAlt,
    author_name: post.authorName,
    reading_minutes: post.readingMinutes,
    published_at: iso(post.publishedAt),
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}

/** Every post, drafts and scheduled ones included: drafts first, then the latest publications. */
export async function listAdminPosts(db: AppDatabase): Promise<AdminPost[]> {
  const rows = await db
    .select({ post: blogPosts, categorySlug: blogCategories.slug })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.id));
  return rows.map((r) => toAdminPost(r.post, r.categorySlug));
}

export async function findAdminPost(db: AppDatabase, id: number): Promise<AdminPost> {
  const [row] = await db
    .select({ post: blogPosts, categorySlug: blogCategories.slug })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(eq(blogPosts.id, id))
    .limit(1);
  if (!row) throw ApiError.notFound("Blog post not found");
  return toAdminPost(row.post, row.categorySlug);
}

const slugTaken = (what: "post" | "category") =>
  ApiError.conflict("SLUG_TAKEN", `Another blog ${what} already has this slug`, {
    slug: [`Another blog ${what} already has this slug`],
  });

/** The id of the category named by its slug (null for none); 422 when no category has that slug. */
async function categoryIdOf(db: AppDatabase, slug: string | null): Promise<number | null> {
  if (slug === null) return null;
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.slug, slug))
    .limit(1);
  if (!row) {
    throw ApiError.unprocessable("UNKNOWN_CATEGORY", "No blog category has this slug", {
      category: ["No blog category has this slug"],
    });
  }
  return row.id;
}

/** A picture needs its description: a cover without alt text is refused (accessibility). */
function checkCover(coverUrl: string | null, coverAlt: LocalizedText | null) {
  if (coverUrl && !coverAlt) {
    throw ApiError.unprocessable("COVER_ALT_REQUIRED", "A cover picture needs its alt text in every locale", {
      cover_alt: ["Describe the cover picture in every locale"],
    });
  }
}

/** Runs a write, answering 409 when the slug is already used (the unique index decides). */
async function uniqueSlug<T>(what: "post" | "category", write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(what);
    throw error;
  }
}

type PostCreate = z.output<typeof BlogPostCreateSchema>;
type PostUpdate = z.output<typeof BlogPostUpdateSchema>;
type Part = Partial<Record<ContentLocale, string | undefined>>;

/**
 * A stored text with some of its locales replaced. A field that had no text must receive every
 * locale (the database keeps all five or none): the missing ones are reported by field.
 */
function merged(field: string, stored: LocalizedText | null, part: Part, errors: FieldErrors): LocalizedText {
  const result = { ...stored } as Partial<LocalizedText>;
  for (const locale of CONTENT_LOCALES) {
    const value = part[locale];
    if (value !== undefined) result[locale] = value;
    else if (!result[locale]) (errors[`${field}.${locale}`] ??= []).push("Required: this text has no value yet");
  }
  return result as LocalizedText;
}

/** A localized field of an update: unchanged (undefined), removed (null) or merged per locale. */
function mergedOrNull(field: string, stored: LocalizedText | null, part: Part | null | undefined, errors: FieldErrors) {
  if (part === undefined) return stored;
  if (part === null) return null;
  return merged(field, stored, part, errors);
}

export async function createPost(db: AppDatabase, input: PostCreate): Promise<AdminPost> {
  checkCover(input.cover_url, input.cover_alt);
  const categoryId = await categoryIdOf(db, input.category);
  const [post] = await uniqueSlug("post", () =>
    db
      .insert(blogPosts)
      .values({
        slug: input.slug,
        categoryId,
        title: input.title,
        excerpt: input.excerpt,
        content: input.content,
        coverUrl: input.cover_url,
        coverAlt: input.cover_alt,
        authorName: input.author_name,
        readingMinutes: bodyReadingMinutes(input.content),
        publishedAt: input.published_at === null ? null : new Date(input.published_at),
      })
      .returning(),
  );
  return toAdminPost(post!, input.category);
}

export async function updatePost(db: AppDatabase, id: number, patch: PostUpdate): Promise<AdminPost> {
  const [stored] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!stored) throw ApiError.notFound("Blog post not found");
  const errors: FieldErrors = {};
  const title = patch.title ? merged("title", stored.title, patch.title, errors) : stored.title;
  const content = patch.content ? merged("content", stored.content, patch.content, errors) : stored.content;
  const excerpt = mergedOrNull("excerpt", stored.excerpt, patch.excerpt, errors);
  const coverAlt = mergedOrNull("cover_alt", stored.coverAlt, patch.cover_alt, errors);
  if (Object.keys(errors).length) {
    throw ApiError.unprocessable("MISSING_LOCALES", "Some locales of a text are missing", errors);
  }
  const coverUrl = patch.cover_url === undefined ? stored.coverUrl : patch.cover_url;
  checkCover(coverUrl, coverAlt);
  const categoryId = patch.category === undefined ? stored.categoryId : await categoryIdOf(db, patch.category);
  await uniqueSlug("post", () =>
    db
      .update(blogPosts)
      .set({
        slug: patch.slug ?? stored.slug,
        categoryId,
        title,
        excerpt,
        content,
        coverUrl,
        coverAlt,
        authorName: patch.author_name === undefined ? stored.authorName : patch.author_name,
        readingMinutes: bodyReadingMinutes(content),
        publishedAt:
          patch.published_at === undefined
            ? stored.publishedAt
            : patch.published_at === null
              ? null
              : new Date(patch.published_at),
      })
      .where(eq(blogPosts.id, id)),
  );
  return findAdminPost(db, id);
}

export async function deletePost(db: AppDatabase, id: number): Promise<void> {
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (deleted.length === 0) throw ApiError.notFound("Blog post not found");
}

async function adminCategories(db: AppDatabase, id?: number): Promise<AdminCategory[]> {
  const rows = await db
    .select({ category: blogCategories, postCount: count(blogPosts.id) })
    .from(blogCategories)
    .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
    .where(id === undefined ? undefined : eq(blogCategories.id, id))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
  return rows.map(({ category, postCount }) => ({
    id: category.id,
    slug: category.slug,
    name: category.name,
    position: category.position,
    post_count: postCount,
  }));
}

export const listAdminCategories = (db: AppDatabase) => adminCategories(db);

export async function findAdminCategory(db: AppDatabase, id: number): Promise<AdminCategory> {
  const [category] = await adminCategories(db, id);
  if (!category) throw ApiError.notFound("Blog category not found");
  return category;
}

export async function createCategory(
  db: AppDatabase,
  input: z.output<typeof BlogCategoryCreateSchema>,
): Promise<AdminCategory> {
  const [row] = await uniqueSlug("category", () =>
    db
      .insert(blogCategories)
      .values({ slug: input.slug, name: input.name, position: input.position })
      .returning({ id: blogCategories.id }),
  );
  return findAdminCategory(db, row!.id);
}

export async function updateCategory(
  db: AppDatabase,
  id: number,
  patch: z.output<typeof BlogCategoryUpdateSchema>,
): Promise<AdminCategory> {
  const [stored] = await db.select().from(blogCategories).where(eq(blogCategories.id, id)).limit(1);
  if (!stored) throw ApiError.notFound("Blog category not found");
  // A stored name has every locale: merging some cannot leave one missing
  const name = patch.name ? merged("name", stored.name, patch.name, {}) : stored.name;
  await uniqueSlug("category", () =>
    db
      .update(blogCategories)
      .set({ slug: patch.slug ?? stored.slug, name, position: patch.position ?? stored.position })
      .where(eq(blogCategories.id, id)),
  );
  return findAdminCategory(db, id);
}

/** Deletes a category; its posts stay, without a category. */
export async function deleteCategory(db: AppDatabase, id: number): Promise<void> {
  const deleted = await db.delete(blogCategories).where(eq(blogCategories.id, id)).returning({ id: blogCategories.id });
  if (deleted.length === 0) throw ApiError.notFound("Blog category not found");
}
