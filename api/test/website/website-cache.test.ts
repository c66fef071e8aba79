/**
 * Caching of the website reads: Cache-Control, ETag and 304, per-locale entries, the 60 s TTL and
 * the invalidate() hook for the content-admin endpoints.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faqSections, stylists } from "../../src/db/schema/index.js";
import { ContentCache } from "../../src/plugins/http-cache.js";
import { contentCacheFor, invalidateWebsiteContent } from "../../src/modules/website/cache.js";
import { createTestApp, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("HTTP caching of website reads", () => {
  it.each([
    "/website/faq",
    "/website/stylists",
    "/website/stylists?profile_type=WOMAN",
    "/website/looks",
    "/website/brands",
    "/website/testimonials",
    "/website/instagram/selected-media",
    "/website/legal-contents",
    "/website/seo-metadata",
    "/website/is_sales",
    "/website/translations/fr",
    "/delays",
    "/clients/referral_offer",
  ])("%s sends Cache-Control, an ETag, and 304 for a current copy", async (url) => {
    const first = await get(url, { "accept-language": "de" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=60");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get(url, { "accept-language": "de", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);

    const stale = await get(url, { "accept-language": "de", "if-none-match": '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it("gives each language its own ETag and says the answer varies with Accept-Language", async () => {
    const fr = await get("/website/faq", { "accept-language": "fr" });
    const de = await get("/website/faq", { "accept-language": "de" });
    expect(fr.headers.etag).not.toBe(de.headers.etag);
    expect(fr.headers.vary).toMatch(/accept-language/i);
    // a French copy is not current for a German reader
    const cross = await get("/website/faq", { "accept-language": "de", "if-none-match": fr.headers.etag as string });
    expect(cross.statusCode).toBe(200);
  });

  it("understands weak tags, tag lists and *", async () => {
    const { etag } = (await get("/website/faq")).headers as { etag: string };
    expect((await get("/website/faq", { "if-none-match": `W/${etag}` })).statusCode).toBe(304);
    expect((await get("/website/faq", { "if-none-match": `"a", ${etag}, "b"` })).statusCode).toBe(304);
    expect((await get("/website/faq", { "if-none-match": "*" })).statusCode).toBe(304);
  });
});

describe("in-memory cache", () => {
  it("serves the cached answer until invalidate() is called", async () => {
    const [section] = await app.db.select().from(faqSections).limit(1);
    const before = (await get("/website/faq")).json() as { section: string; title: string }[];
    await app.db
      .update(faqSections)
      .set({ title: { ...section!.title, fr: "Titre modifié" } })
      .where(eq(faqSections.id, section!.id));
    const cached = (await get("/website/faq")).json() as typeof before;
    expect(cached).toEqual(before);

    invalidateWebsiteContent(app.db, "faq:");
    const fresh = (await get("/website/faq")).json() as typeof before;
    expect(fresh.find((s) => s.section === section!.section)!.title).toBe("Titre modifié");
    // the German answer is untouched by the French edit
    const de = (await get("/website/faq", { "accept-language": "de" })).json() as typeof before;
    expect(de.find((s) => s.section === section!.section)!.title).toBe(section!.title.de);

    await app.db.update(faqSections).set({ title: section!.title }).where(eq(faqSections.id, section!.id));
    invalidateWebsiteContent(app.db);
  });

  it('keeps each stylist filter apart, and invalidate("stylists:") drops every filter', async () => {
    type Item = { slug: string };
    const slugs = async (query: string) =>
      ((await get(`/website/stylists${query}`)).json() as Item[]).map((s) => s.slug);
    const kidOnly = (await app.db.select().from(stylists).where(eq(stylists.isPublished, true))).find(
      (s) => s.profileTypes.join() === "KID",
    );
    const beforeWoman = await slugs("?profile_type=WOMAN");
    const beforeKid = await slugs("?profile_type=KID");
    expect(beforeWoman).not.toContain(kidOnly!.slug);
    expect(beforeKid).toContain(kidOnly!.slug);

    await app.db
      .update(stylists)
      .set({ profileTypes: ["WOMAN"] })
      .where(eq(stylists.id, kidOnly!.id));
    expect(await slugs("?profile_type=WOMAN")).toEqual(beforeWoman);
    invalidateWebsiteContent(app.db, "stylists:");
    expect(await slugs("?profile_type=WOMAN")).toContain(kidOnly!.slug);
    expect(await slugs("?profile_type=KID")).not.toContain(kidOnly!.slug);

    await app.db.update(stylists).set({ profileTypes: kidOnly!.profileTypes }).where(eq(stylists.id, kidOnly!.id));
    invalidateWebsiteContent(app.db);
  });

  it("is one cache per app (database)", async () => {
    expect(contentCacheFor(app.db)).toBe(contentCacheFor(app.db));
    await get("/website/brands");
    expect(contentCacheFor(app.db).size).toBeGreaterThan(0);
    invalidateWebsiteContent(app.db);
    expect(contentCacheFor(app.db).size).toBe(0);
  });
});

describe("ContentCache", () => {
  it("keeps a value for the TTL, then loads again", async () => {
    let now = 1_000;
    const cache = new ContentCache(60_000, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.value("k", load)).toBe(1);
    now += 59_999;
    expect(await cache.value("k", load)).toBe(1);
    now += 1;
    expect(await cache.value("k", load)).toBe(2);
  });

  it("shares one load between concurrent misses", async () => {
    const cache = new ContentCache();
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    const values = await Promise.all([cache.value("k", load), cache.value("k", load), cache.value("k", load)]);
    expect(values).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it("does not keep a failure", async () => {
    const cache = new ContentCache();
    await expect(cache.value("k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.value("k", async () => "up")).toBe("up");
  });

  it("invalidates by prefix or entirely, and a load started before invalidate() is not kept", async () => {
    const cache = new ContentCache();
    await cache.value("faq:fr", async () => "faq");
    await cache.value("seo:fr", async () => "seo");
    cache.invalidate("faq:");
    expect(cache.size).toBe(1);
    let release!: () => void;
    const slow = cache.value("brands:fr", () => new Promise<string>((resolve) => (release = () => resolve("old"))));
    cache.invalidate();
    release();
    expect(await slow).toBe("old");
    expect(cache.size).toBe(0);
    expect(await cache.value("brands:fr", async () => "new")).toBe("new");
  });

  it("answers several keys at once, loading only the missing ones in one call (the listing's cards)", async () => {
    let now = 1_000;
    const cache = new ContentCache(60_000, () => now, 3);
    const asked: string[][] = [];
    const load = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.filter((key) => key !== "gone").map((key) => [key, `${key}@${now}`]));
    };
    expect([...(await cache.values(["a", "b"], load))]).toEqual([
      ["a", "a@1000"],
      ["b", "b@1000"],
    ]);
    now += 10;
    expect([...(await cache.values(["b", "c", "gone"], load))]).toEqual([
      ["b", "b@1000"],
      ["c", "c@1010"],
    ]);
    expect(asked).toEqual([
      ["a", "b"],
      ["c", "gone"],
    ]);
    now += 60_000;
    await cache.values(["c"], load);
    expect(asked.at(-1)).toEqual(["c"]);
    expect(cache.size).toBe(3);
    let release!: () => void;
    const slow = cache.values(
      ["d"],
      (missing) =>
        new Promise<Map<string, string>>(
          (resolve) => (release = () => resolve(new Map(missing.map((key) => [key, "old"])))),
        ),
    );
    cache.invalidate();
    release();
    expect((await slow).get("d")).toBe("old");
    expect(cache.size).toBe(0);
  });

  it("prepares bodies as JSON bytes with a strong ETag", async () => {
    const cache = new ContentCache();
    const entry = await cache.body("x", async () => ({ a: "é" }));
    expect(entry.body.toString("utf8")).toBe('{"a":"é"}');
    expect(entry.etag).toMatch(/^"[\w-]+"$/);
    const other = await cache.body("y", async () => ({ a: "e" }));
    expect(other.etag).not.toBe(entry.etag);
  });
});
