/**
 * The blog (§2 /blog, /blog/{page}, /blog/category/{name}): public reads in the request's language
 * (paging, category filter, drafts and scheduled posts hidden, related posts, 404s), the generated
 * covers, and the administrator's writes, which show at once despite the cache.
 */
import { and, count, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_LOCALES, type LocalizedText } from "#domain/locales.js";
import { blogCategories, blogPosts, clients } from "../../src/db/schema/index.js";
import { blogCoverUrl, parseGarments } from "../../src/modules/blog/cover.js";
import { bodyReadingMinutes, readingMinutes } from "../../src/modules/blog/reading-time.js";
import { invalidateWebsiteContent } from "../../src/modules/website/cache.js";
import { BLOG_CATEGORIES, BLOG_POSTS } from "../../src/seed/data/blog.js";
import { DEMO_ADMIN, DEMO_CLIENT } from "../../src/seed/data/accounts.js";
import { createTestApp, expectProblem, getIn, getJson, signIn, signInStaff, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;
let adminHeaders: Record<string, string>;
let clientHeaders: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
  adminHeaders = (await signInStaff(app, DEMO_ADMIN.email, DEMO_ADMIN.password)).headers;
  clientHeaders = (await signIn(app, DEMO_CLIENT.email, DEMO_CLIENT.password)).headers;
});
afterAll(async () => ctx?.close());

type Summary = {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  cover_url: string | null;
  cover_alt: string | null;
  author_name: string | null;
  reading_minutes: number;
  published_at: string;
  updated_at: string;
  category: { slug: string; name: string } | null;
};
type Page = { page: number; page_size: number; pages: number; total: number; posts: Summary[] };
type Post = Summary & { content: string; related: Summary[] };
type Category = { slug: string; name: string; post_count: number };
type AdminPost = {
  id: number;
  slug: string;
  status: "draft" | "scheduled" | "published";
  category: string | null;
  title: LocalizedText;
  excerpt: LocalizedText | null;
  content: LocalizedText;
  reading_minutes: number;
  published_at: string | null;
};

const get = (url: string, locale?: string) => getIn(app, url, locale);
const json = <T>(url: string, locale?: string) => getJson<T>(app, url, locale);

const send = (method: "POST" | "PATCH" | "DELETE" | "GET", url: string, payload?: unknown, headers = adminHeaders) =>
  app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The same text in every locale, marked with the locale so tests can tell them apart. */
const everywhere = (text: string): LocalizedText =>
  Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, `${text} (${locale})`])) as LocalizedText;

let created = 0;
/** A valid new post: a draft unless told otherwise. */
function newPost(overrides: Record<string, unknown> = {}) {
  created += 1;
  return {
    slug: `test-post-${created}`,
    category: "coulisses",
    title: everywhere(`Test post ${created}`),
    excerpt: everywhere("A short summary"),
    content: everywhere("## A heading\n\nSome **Markdown** text."),
    ...overrides,
  };
}

async function createPost(overrides: Record<string, unknown> = {}): Promise<AdminPost> {
  const response = await send("POST", "/admin/blog/posts", newPost(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminPost;
}

/** Every post in the database, drafts included. */
const postCount = async () => (await app.db.select({ n: count() }).from(blogPosts))[0]!.n;

/** Published posts as the database has them, newest first. */
async function publishedInDb() {
  return app.db
    .select({ slug: blogPosts.slug, categoryId: blogPosts.categoryId })
    .from(blogPosts)
    .where(and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}

describe("GET /website/blog/categories", () => {
  it("lists the categories in their order, named in the request locale, with their published posts", async () => {
    const fr = await json<Category[]>("/website/blog/categories");
    const es = await json<Category[]>("/website/blog/categories", "es-ES,es;q=0.9");
    expect(fr.map((c) => c.slug)).toEqual(BLOG_CATEGORIES.map((c) => c.slug));
    expect(fr.map((c) => c.name)).toEqual(BLOG_CATEGORIES.map((c) => c.name.fr));
    expect(es.map((c) => c.name)).toEqual(BLOG_CATEGORIES.map((c) => c.name.es));
    for (const category of fr) {
      const expected = BLOG_POSTS.filter((p) => p.category === category.slug).length;
      expect(category.post_count, category.slug).toBe(expected);
    }
  });
});

describe("GET /website/blog/posts", () => {
  it("pages the published posts, newest first (12 a page by default)", async () => {
    const published = await publishedInDb();
    expect(published.length, "the seed publishes 13 posts").toBe(BLOG_POSTS.length);
    const first = await json<Page>("/website/blog/posts");
    expect(first).toMatchObject({ page: 1, page_size: 12, pages: 2, total: published.length });
    expect(first.posts.map((p) => p.slug)).toEqual(published.slice(0, 12).map((p) => p.slug));
    const dates = first.posts.map((p) => Date.parse(p.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const second = await json<Page>("/website/blog/posts?page=2");
    expect(second.posts.map((p) => p.slug)).toEqual(published.slice(12).map((p) => p.slug));

    const small = await json<Page>("/website/blog/posts?page=3&page_size=5");
    expect(small).toMatchObject({ page: 3, page_size: 5, pages: 3, total: published.length });
    expect(small.posts.map((p) => p.slug)).toEqual(published.slice(10, 15).map((p) => p.slug));
  });

  it("summarizes each post in the request locale, with its category, reading time and cover", async () => {
    const de = await json<Page>("/website/blog/posts?page_size=50", "de");
    const seeded = BLOG_POSTS.find((p) => p.slug === "bien-choisir-la-taille-de-bebe")!;
    const post = de.posts.find((p) => p.slug === seeded.slug)!;
    expect(post.title).toBe(seeded.title.de);
    expect(post.excerpt).toBe(seeded.excerpt.de);
    expect(post.cover_alt).toBe(seeded.coverAlt.de);
    expect(post.cover_url).toBe(blogCoverUrl(seeded.theme, seeded.cover));
    expect(post.category).toEqual({ slug: "bebe-naissance", name: "Baby und Geburt" });
    expect(post.reading_minutes).toBe(bodyReadingMinutes(seeded.body));
    expect(post).not.toHaveProperty("content");
  });

  it("filters by category", async () => {
    const [category] = await app.db.select().from(blogCategories).where(eq(blogCategories.slug, "coulisses"));
    const expected = (await publishedInDb()).filter((p) => p.categoryId === category!.id).map((p) => p.slug);
    const page = await json<Page>("/website/blog/posts?category=coulisses");
    expect(expected.length).toBeGreaterThan(1);
    expect(page).toMatchObject({ page: 1, pages: 1, total: expected.length });
    expect(page.posts.map((p) => p.slug)).toEqual(expected);
    expect(page.posts.every((p) => p.category?.slug === "coulisses")).toBe(true);
  });

  it("answers 404 for an unknown category and a page past the last one, 400 for bad paging", async () => {
    expect(expectProblem(await get("/website/blog/posts?category=no-such-category"), 404).type).toBe("NOT_FOUND");
    expectProblem(await get("/website/blog/posts?page=3"), 404);
    expectProblem(await get("/website/blog/posts?category=coulisses&page=2"), 404);
    for (const query of ["page=0", "page=abc", "page=-1", "page_size=0", "page_size=51", "category=Not%20a%20slug"]) {
      expectProblem(await get(`/website/blog/posts?${query}`), 400);
    }
  });

  it("sends an ETag and answers 304 for a current copy", async () => {
    const first = await get("/website/blog/posts", "nl");
    expect(first.headers["cache-control"]).toBe("public, max-age=60");
    expect(first.headers.vary).toMatch(/accept-language/i);
    const again = await app.inject({
      method: "GET",
      url: "/website/blog/posts",
      headers: { "accept-language": "nl", "if-none-match": first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("GET /website/blog/posts/{slug}", () => {
  it("answers the post in the request locale, French when the locale is not served", async () => {
    const seeded = BLOG_POSTS.find((p) => p.slug === "entretenir-la-laine")!;
    const fr = await json<Post>(`/website/blog/posts/${seeded.slug}`);
    const es = await json<Post>(`/website/blog/posts/${seeded.slug}`, "es");
    const en = await json<Post>(`/website/blog/posts/${seeded.slug}`, "en-GB");
    const italian = await json<Post>(`/website/blog/posts/${seeded.slug}`, "it-IT");
    expect(fr.title).toBe(seeded.title.fr);
    expect(fr.content).toBe(seeded.body.fr);
    expect(es.title).toBe(seeded.title.es);
    expect(es.content).toBe(seeded.body.es);
    expect(es.category?.name).toBe(BLOG_CATEGORIES.find((c) => c.slug === seeded.category)!.name.es);
    expect(en.title).toBe(seeded.title.en);
    expect(italian.title).toBe(seeded.title.fr);
    expect(fr.reading_minutes).toBe(bodyReadingMinutes(seeded.body));
  });

  it("relates other posts of the same category first, then the latest ones", async () => {
    const published = await json<Page>("/website/blog/posts?page_size=50");
    const post = await json<Post>("/website/blog/posts/entretenir-la-laine");
    const sameCategory = published.posts.filter(
      (p) => p.category?.slug === post.category?.slug && p.slug !== post.slug,
    );
    expect(sameCategory.length).toBeGreaterThan(0);
    expect(post.related).toHaveLength(3);
    expect(post.related.map((p) => p.slug)).not.toContain(post.slug);
    expect(post.related.slice(0, sameCategory.length).map((p) => p.slug)).toEqual(
      sameCategory.slice(0, 3).map((p) => p.slug),
    );
    const latestOthers = published.posts.filter((p) => p.slug !== post.slug && !sameCategory.includes(p));
    expect(post.related.slice(sameCategory.length).map((p) => p.slug)).toEqual(
      latestOthers.slice(0, 3 - sameCategory.length).map((p) => p.slug),
    );
  });

  it("answers 404 for an unknown slug, 400 for a malformed one", async () => {
    const problem = expectProblem(await get("/website/blog/posts/no-such-post"), 404);
    expect(problem.type).toBe("NOT_FOUND");
    expectProblem(await get("/website/blog/posts/Not_A_Slug"), 400);
  });
});

describe("drafts and scheduled posts", () => {
  it("are hidden from the lists, the counts and their own page", async () => {
    const categoriesBefore = await json<Category[]>("/website/blog/categories");
    const totalBefore = (await json<Page>("/website/blog/posts")).total;
    const draft = await createPost();
    const future = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const scheduled = await createPost({ published_at: future });
    expect(draft.status).toBe("draft");
    expect(scheduled.status).toBe("scheduled");

    const all = await json<Page>("/website/blog/posts?page_size=50");
    expect(all.total).toBe(totalBefore);
    expect(all.posts.map((p) => p.slug)).not.toContain(draft.slug);
    expect(all.posts.map((p) => p.slug)).not.toContain(scheduled.slug);
    expectProblem(await get(`/website/blog/posts/${draft.slug}`), 404);
    expectProblem(await get(`/website/blog/posts/${scheduled.slug}`), 404);
    expect(await json<Category[]>("/website/blog/categories")).toEqual(categoriesBefore);
  });

  it("a scheduled post shows once its time has come (within the cache's minute)", async () => {
    const soon = await createPost({ published_at: new Date(Date.now() + 1000).toISOString() });
    expectProblem(await get(`/website/blog/posts/${soon.slug}`), 404);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Another process would show it when its cache entry expires; here the expiry is forced
    invalidateWebsiteContent(app.db, "blog");
    expect((await json<Post>(`/website/blog/posts/${soon.slug}`)).slug).toBe(soon.slug);
  });
});

describe("blog covers", () => {
  it("draws the cover a seeded post's URL names", async () => {
    const seeded = BLOG_POSTS[0]!;
    const response = await get(blogCoverUrl(seeded.theme, seeded.cover));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 1080 1080"/);
    expect(
      parseGarments(
        blogCoverUrl(seeded.theme, seeded.cover)
          .split("/")
          .pop()!
          .replace(/\.svg$/, ""),
      ),
    ).toEqual(seeded.cover);
  });

  it("answers 404 for a URL that names no drawing", async () => {
    for (const path of [
      "/media/blog/covers/robot/dress-ffffff-plain.svg",
      "/media/blog/covers/kid/spaceship-ffffff-plain.svg",
      "/media/blog/covers/kid/dress-fff-plain.svg",
      "/media/blog/covers/kid/dress-ffffff-plaid.svg",
      "/media/blog/covers/kid/dress-ffffff-plain_dress-ffffff-plain_dress-ffffff-plain_dress-ffffff-plain.svg",
      "/media/blog/covers/kid/dress-ffffff-plain%22%3E%3Cscript%3E.svg",
    ]) {
      expectProblem(await get(path), 404);
    }
  });
});

describe("reading time", () => {
  it("counts 200 words a minute, at least one, ignoring Markdown marks", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(200))).toBe(1);
    expect(readingMinutes("word ".repeat(201))).toBe(2);
    expect(readingMinutes("## * - > ` [ ] ( )")).toBe(1);
    expect(bodyReadingMinutes({ ...everywhere("short"), de: "Wort ".repeat(650) })).toBe(4);
  });
});

describe("administrator calls", () => {
  const calls: [method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown][] = [
    ["GET", "/admin/blog/posts"],
    ["GET", "/admin/blog/posts/1"],
    ["POST", "/admin/blog/posts", {}],
    ["PATCH", "/admin/blog/posts/1", {}],
    ["DELETE", "/admin/blog/posts/1"],
    ["GET", "/admin/blog/categories"],
    ["POST", "/admin/blog/categories", {}],
    ["PATCH", "/admin/blog/categories/1", {}],
    ["DELETE", "/admin/blog/categories/1"],
  ];

  it.each(calls)("%s %s answers 401 without a token and 403 for a client", async (method, url, payload) => {
    expectProblem(await send(method, url, payload, {}), 401);
    expectProblem(await send(method, url, payload, { authorization: "Bearer not-a-token" }), 401);
    expect(expectProblem(await send(method, url, payload, clientHeaders), 403).type).toBe("FORBIDDEN");
  });

  it("refuses an administrator acting as a client (connect-as token)", async () => {
    const [client] = await app.db.select({ id: clients.id }).from(clients).where(eq(clients.email, DEMO_CLIENT.email));
    const connect = await send("POST", `/admin/clients/${client!.id}/connect-as`);
    expect(connect.statusCode, connect.body).toBe(200);
    const token = (connect.json() as { access_token: string }).access_token;
    expectProblem(await send("GET", "/admin/blog/posts", undefined, { authorization: `Bearer ${token}` }), 403);
  });

  it("lists every post with its status, drafts included, in every locale", async () => {
    const draft = await createPost();
    const posts = (await send("GET", "/admin/blog/posts")).json() as AdminPost[];
    const total = await postCount();
    expect(posts).toHaveLength(total);
    expect(posts[0]!.status).toBe("draft");
    const listed = posts.find((p) => p.id === draft.id)!;
    expect(listed.title.de).toMatch(/^Test post \d+ \(de\)$/);
    expect(posts.filter((p) => p.status === "published")).toHaveLength((await publishedInDb()).length);
    const one = await send("GET", `/admin/blog/posts/${draft.id}`);
    expect((one.json() as AdminPost).slug).toBe(draft.slug);
    expectProblem(await send("GET", "/admin/blog/posts/999999"), 404);
  });

  it("publishes a post: the storefront's cached lists and page show it at once", async () => {
    // Warm the cache first, as the storefront does
    const before = await json<Page>("/website/blog/posts?category=coulisses", "de");
    await json<Category[]>("/website/blog/categories", "de");
    const draft = await createPost({ content: everywhere("word ".repeat(450)) });
    expect(draft.reading_minutes).toBe(3);

    const published = await send("PATCH", `/admin/blog/posts/${draft.id}`, { published_at: new Date().toISOString() });
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json() as AdminPost).status).toBe("published");

    const after = await json<Page>("/website/blog/posts?category=coulisses", "de");
    expect(after.total).toBe(before.total + 1);
    expect(after.posts[0]!.slug).toBe(draft.slug);
    expect(after.posts[0]!.title).toBe(draft.title.de);
    const categories = await json<Category[]>("/website/blog/categories", "de");
    expect(categories.find((c) => c.slug === "coulisses")!.post_count).toBe(before.total + 1);
    const page = await json<Post>(`/website/blog/posts/${draft.slug}`, "de");
    expect(page.reading_minutes).toBe(3);
  });

  it("edits one locale without touching the others, visible at once", async () => {
    const post = await createPost({ published_at: new Date().toISOString() });
    expect((await json<Post>(`/website/blog/posts/${post.slug}`, "de")).title).toBe(post.title.de);

    const edited = await send("PATCH", `/admin/blog/posts/${post.id}`, {
      title: { de: "Neuer Titel" },
      content: { de: "Neuer Text" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as AdminPost).title).toEqual({ ...post.title, de: "Neuer Titel" });
    const de = await json<Post>(`/website/blog/posts/${post.slug}`, "de");
    expect(de.title).toBe("Neuer Titel");
    expect(de.content).toBe("Neuer Text");
    expect((await json<Post>(`/website/blog/posts/${post.slug}`, "fr")).title).toBe(post.title.fr);
  });

  it("unpublishes a post (published_at null): gone from the storefront at once", async () => {
    const post = await createPost({ published_at: new Date().toISOString() });
    await json<Post>(`/website/blog/posts/${post.slug}`);
    const unpublished = await send("PATCH", `/admin/blog/posts/${post.id}`, { published_at: null });
    expect((unpublished.json() as AdminPost).status).toBe("draft");
    expectProblem(await get(`/website/blog/posts/${post.slug}`), 404);
    const all = await json<Page>("/website/blog/posts?page_size=50");
    expect(all.posts.map((p) => p.slug)).not.toContain(post.slug);
  });

  it("renames a post's slug and moves it to another category", async () => {
    const post = await createPost({ published_at: new Date().toISOString() });
    const moved = await send("PATCH", `/admin/blog/posts/${post.id}`, {
      slug: `${post.slug}-renamed`,
      category: "vie-de-famille",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expectProblem(await get(`/website/blog/posts/${post.slug}`), 404);
    const page = await json<Post>(`/website/blog/posts/${post.slug}-renamed`);
    expect(page.category?.slug).toBe("vie-de-famille");
  });

  it("deletes a post", async () => {
    const post = await createPost({ published_at: new Date().toISOString() });
    await json<Post>(`/website/blog/posts/${post.slug}`);
    const deleted = await send("DELETE", `/admin/blog/posts/${post.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expectProblem(await get(`/website/blog/posts/${post.slug}`), 404);
    expectProblem(await send("DELETE", `/admin/blog/posts/${post.id}`), 404);
    expectProblem(await send("PATCH", `/admin/blog/posts/${post.id}`, { author_name: "Nobody" }), 404);
  });

  describe("refuses bad input with a clear message by field, writing nothing", () => {
    const invalid: [name: string, body: Record<string, unknown>, status: number, field: string][] = [
      ["a missing locale", { title: { ...everywhere("t"), en: undefined } }, 400, "title.en"],
      ["a blank text", { content: { ...everywhere("t"), nl: "   " } }, 400, "content.nl"],
      ["an unknown locale", { title: { ...everywhere("t"), it: "Titolo" } }, 400, "title"],
      ["a malformed slug", { slug: "Mon Article!" }, 400, "slug"],
      ["a title too long", { title: { ...everywhere("t"), fr: "x".repeat(161) } }, 400, "title.fr"],
      ["a script address as cover", { cover_url: "javascript:alert(1)", cover_alt: everywhere("a") }, 400, "cover_url"],
      ["a date that is not one", { published_at: "tomorrow" }, 400, "published_at"],
      ["an unknown field", { views: 3 }, 400, "_"],
      ["an unknown category", { category: "no-such-category" }, 422, "category"],
      ["a cover without alt text", { cover_url: "/media/blog/covers/kid/dress-ffffff-plain.svg" }, 422, "cover_alt"],
      ["a slug in use", { slug: "entretenir-la-laine" }, 409, "slug"],
    ];

    it.each(invalid)("%s", async (_name, overrides, status, field) => {
      const before = await postCount();
      const body = newPost(overrides);
      const response = await send("POST", "/admin/blog/posts", body);
      const problem = expectProblem(response, status);
      expect(Object.keys(problem.errors ?? {}), JSON.stringify(problem)).toContain(field);
      expect(await postCount()).toBe(before);
    });

    it("a text added in some locales only, when it had none", async () => {
      const post = await createPost({ excerpt: null });
      const response = await send("PATCH", `/admin/blog/posts/${post.id}`, { excerpt: { fr: "Résumé" } });
      const problem = expectProblem(response, 422);
      expect(problem.type).toBe("MISSING_LOCALES");
      expect(Object.keys(problem.errors!)).toEqual(["excerpt.de", "excerpt.nl", "excerpt.es", "excerpt.en"]);
      const stored = (await send("GET", `/admin/blog/posts/${post.id}`)).json() as AdminPost;
      expect(stored.excerpt).toBeNull();
    });

    it("an empty edit of a text", async () => {
      const post = await createPost();
      expectProblem(await send("PATCH", `/admin/blog/posts/${post.id}`, { title: {} }), 400);
    });

    it("a slug taken by another post, on edit", async () => {
      const post = await createPost();
      const problem = expectProblem(
        await send("PATCH", `/admin/blog/posts/${post.id}`, { slug: "entretenir-la-laine" }),
        409,
      );
      expect(problem.type).toBe("SLUG_TAKEN");
    });
  });

  describe("categories", () => {
    it("creates a category, shown in the storefront's list at once, and edits its name per locale", async () => {
      await json<Category[]>("/website/blog/categories", "nl");
      const response = await send("POST", "/admin/blog/categories", {
        slug: "test-category",
        name: everywhere("Test category"),
        position: 99,
      });
      expect(response.statusCode, response.body).toBe(201);
      const category = response.json() as { id: number; slug: string; post_count: number };
      expect(category.post_count).toBe(0);
      const listed = await json<Category[]>("/website/blog/categories", "nl");
      expect(listed.at(-1)).toEqual({ slug: "test-category", name: "Test category (nl)", post_count: 0 });
      // An empty category is a real (empty) page
      expect((await json<Page>("/website/blog/posts?category=test-category")).total).toBe(0);

      const renamed = await send("PATCH", `/admin/blog/categories/${category.id}`, { name: { nl: "Testcategorie" } });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const after = await json<Category[]>("/website/blog/categories", "nl");
      expect(after.at(-1)!.name).toBe("Testcategorie");
      expect((await json<Category[]>("/website/blog/categories", "fr")).at(-1)!.name).toBe("Test category (fr)");

      const all = (await send("GET", "/admin/blog/categories")).json() as { slug: string }[];
      expect(all.map((c) => c.slug)).toContain("test-category");
    });

    it("refuses a slug in use, a missing locale and an unknown category id", async () => {
      const taken = await send("POST", "/admin/blog/categories", { slug: "coulisses", name: everywhere("x") });
      expect(expectProblem(taken, 409).type).toBe("SLUG_TAKEN");
      const missing = await send("POST", "/admin/blog/categories", {
        slug: "missing-locale",
        name: { fr: "Catégorie" },
      });
      expect(Object.keys(expectProblem(missing, 400).errors!)).toEqual(
        expect.arrayContaining(["name.de", "name.nl", "name.es", "name.en"]),
      );
      expectProblem(await send("PATCH", "/admin/blog/categories/999999", { position: 1 }), 404);
      expectProblem(await send("DELETE", "/admin/blog/categories/999999"), 404);
    });

    it("deletes a category: its posts stay, without a category, and its page is gone", async () => {
      const created = await send("POST", "/admin/blog/categories", { slug: "short-lived", name: everywhere("Short") });
      const category = created.json() as { id: number };
      const post = await createPost({ category: "short-lived", published_at: new Date().toISOString() });
      expect((await json<Page>("/website/blog/posts?category=short-lived")).total).toBe(1);

      const deleted = await send("DELETE", `/admin/blog/categories/${category.id}`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expectProblem(await get("/website/blog/posts?category=short-lived"), 404);
      const page = await json<Post>(`/website/blog/posts/${post.slug}`);
      expect(page.category).toBeNull();
      const [row] = await app.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
      expect(row!.categoryId).toBeNull();
    });
  });
});
