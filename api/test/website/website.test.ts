/**
 * Website content calls (§7 "Website content and support"): every read answers in the request's
 * language (Accept-Language, fr by default), with its validation rules and 404s.
 * Caching (ETag, 304, invalidation): website-cache.test.ts.
 */
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  brands,
  configEntries,
  deliveryDelays,
  faqQuestions,
  faqSections,
  instagramMedia,
  legalContents,
  lookProducts,
  looks,
  products,
  seoMetadata,
  stylists,
  testimonials,
  translations,
} from "../../src/db/schema/index.js";
import { HIDDEN_PHONE_KEY, SWITCH_KEYS, readSwitches } from "#domain/switches.js";
import { invalidateWebsiteContent } from "../../src/modules/website/cache.js";
import { createTestApp, expectProblem, getIn, getJson, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
});
afterAll(async () => ctx?.close());

const get = (url: string, locale?: string) => getIn(app, url, locale);
const json = <T>(url: string, locale?: string) => getJson<T>(app, url, locale);

describe("GET /website/faq", () => {
  type Faq = { section: string; title: string; questions: { question: string; answer: string; anchor: string }[] }[];

  it("answers sections with their questions in the request locale (fr by default, de)", async () => {
    const [section] = await app.db
      .select()
      .from(faqSections)
      .orderBy(asc(faqSections.position), asc(faqSections.id))
      .limit(1);
    expect(section, "the seed has FAQ sections").toBeDefined();
    const [question] = await app.db
      .select()
      .from(faqQuestions)
      .where(eq(faqQuestions.sectionId, section!.id))
      .orderBy(asc(faqQuestions.position), asc(faqQuestions.id))
      .limit(1);

    const fr = await json<Faq>("/website/faq");
    const de = await json<Faq>("/website/faq", "de-DE,de;q=0.9");
    expect(fr[0]!.section).toBe(section!.section);
    expect(fr[0]!.title).toBe(section!.title.fr);
    expect(de[0]!.title).toBe(section!.title.de);
    expect(de[0]!.title).not.toBe(fr[0]!.title);
    expect(fr[0]!.questions[0]).toEqual({
      question: question!.question.fr,
      answer: question!.answer.fr,
      anchor: question!.anchor,
    });
    expect(de[0]!.questions[0]).toEqual({
      question: question!.question.de,
      answer: question!.answer.de,
      anchor: question!.anchor,
    });
    // every question is in one section, in order
    const total = (await app.db.select({ id: faqQuestions.id }).from(faqQuestions)).length;
    expect(fr.reduce((n, s) => n + s.questions.length, 0)).toBe(total);
  });

  it("answers nl, es and en, and falls back to fr for an unsupported language", async () => {
    const [section] = await app.db
      .select()
      .from(faqSections)
      .orderBy(asc(faqSections.position), asc(faqSections.id))
      .limit(1);
    for (const locale of ["nl", "es", "en"] as const) {
      expect((await json<Faq>("/website/faq", locale))[0]!.title).toBe(section!.title[locale]);
    }
    expect((await json<Faq>("/website/faq", "it-IT"))[0]!.title).toBe(section!.title.fr);
  });
});

describe("GET /website/stylists", () => {
  it("lists published stylists with their localized title and bio", async () => {
    const rows = await app.db
      .select()
      .from(stylists)
      .where(eq(stylists.isPublished, true))
      .orderBy(asc(stylists.position), asc(stylists.id));
    expect(rows.length).toBeGreaterThan(0);
    const fr = await json<
      {
        id: number;
        slug: string;
        firstname: string;
        photo_url: string | null;
        bio: string | null;
        title: string | null;
        specialty: string | null;
        profile_types: ("KID" | "WOMAN")[];
        instagram: string | null;
      }[]
    >("/website/stylists", "fr");
    const de = await json<typeof fr>("/website/stylists", "de");
    expect(fr.map((s) => s.slug)).toEqual(rows.map((s) => s.slug));
    const first = rows[0]!;
    expect(fr[0]).toMatchObject({
      id: first.id,
      slug: first.slug,
      firstname: first.firstname,
      photo_url: first.photoUrl,
    });
    expect(fr[0]!.bio).toBe(first.bio?.fr ?? null);
    expect(de[0]!.bio).toBe(first.bio?.de ?? null);
    expect(de[0]!.bio).not.toBe(fr[0]!.bio);
    expect(fr[0]!.specialty).toBe(first.specialty?.fr ?? null);
    expect(de[0]!.specialty).toBe(first.specialty?.de ?? null);
    expect(fr[0]!.specialty).toBeTruthy();
    expect(fr[0]!.specialty).not.toBe(de[0]!.specialty);
    expect(fr[0]!.instagram).toBe(first.instagram);
    expect(fr[0]!.instagram).toBeTruthy();
    expect(fr.map((s) => s.profile_types)).toEqual(rows.map((s) => s.profileTypes));
    // the demo has kid stylists, woman stylists, and the seed maps themes to profile types
    expect(fr.some((s) => s.profile_types.includes("KID"))).toBe(true);
    expect(fr.some((s) => s.profile_types.includes("WOMAN"))).toBe(true);
  });

  it("filters by profile_type (a stylist dressing both is in both lists) and refuses an unknown one", async () => {
    type Item = { slug: string; profile_types: string[] };
    const [both] = await app.db
      .insert(stylists)
      .values({ slug: "both-stylist", firstname: "Both", profileTypes: ["KID", "WOMAN"], position: 999 })
      .returning();
    invalidateWebsiteContent(app.db);
    const all = await json<Item[]>("/website/stylists");
    const kid = await json<Item[]>("/website/stylists?profile_type=KID");
    const woman = await json<Item[]>("/website/stylists?profile_type=WOMAN");
    expect(kid.length).toBeGreaterThan(1);
    expect(woman.length).toBeGreaterThan(1);
    expect(kid.every((s) => s.profile_types.includes("KID"))).toBe(true);
    expect(woman.every((s) => s.profile_types.includes("WOMAN"))).toBe(true);
    expect(kid.some((s) => s.slug === "both-stylist")).toBe(true);
    expect(woman.some((s) => s.slug === "both-stylist")).toBe(true);
    expect(all.filter((s) => s.profile_types.includes("KID")).map((s) => s.slug)).toEqual(kid.map((s) => s.slug));
    expect(all.filter((s) => s.profile_types.includes("WOMAN")).map((s) => s.slug)).toEqual(woman.map((s) => s.slug));
    // the filtered answers are cached apart from the full list
    const etags = await Promise.all(
      ["", "?profile_type=KID", "?profile_type=WOMAN"].map(
        async (q) => (await get(`/website/stylists${q}`)).headers.etag,
      ),
    );
    expect(new Set(etags).size).toBe(3);
    expect(expectProblem(await get("/website/stylists?profile_type=MAN"), 400).type).toBe("VALIDATION_ERROR");
    expectProblem(await get("/website/stylists?profile_type=kid"), 400);
    await app.db.delete(stylists).where(eq(stylists.id, both!.id));
    invalidateWebsiteContent(app.db);
  });

  it("leaves unpublished stylists out", async () => {
    const [hidden] = await app.db
      .insert(stylists)
      .values({ slug: "hidden-stylist", firstname: "Hidden", isPublished: false })
      .returning();
    invalidateWebsiteContent(app.db);
    const list = await json<{ slug: string }[]>("/website/stylists");
    expect(list.some((s) => s.slug === "hidden-stylist")).toBe(false);
    await app.db.delete(stylists).where(eq(stylists.id, hidden!.id));
  });
});

describe("GET /website/looks", () => {
  type Look = {
    id: number;
    name: string | null;
    profile_type: "KID" | "WOMAN";
    products: { id: number; name: string; price: number; image_url: string }[];
  };

  it("lists looks with their products (id, name, price in euros, image url) in the request locale", async () => {
    const fr = await json<Look[]>("/website/looks", "fr");
    const de = await json<Look[]>("/website/looks", "de");
    expect(fr.length).toBeGreaterThan(0);
    const look = fr.find((l) => l.products.length > 0)!;
    expect(look).toBeDefined();
    const item = look.products[0]!;
    const [product] = await app.db.select().from(products).where(eq(products.id, item.id));
    expect(item.name).toBe(product!.name.fr);
    expect(item.price).toBe(product!.lcPriceCents / 100);
    expect(item.image_url).toMatch(/\S/);
    const deItem = de.find((l) => l.id === look.id)!.products[0]!;
    expect(deItem.name).toBe(product!.name.de);
    expect(deItem.name).not.toBe(item.name);
    // the products are those of the look, in its order
    const lines = await app.db.select().from(lookProducts).where(eq(lookProducts.lookId, look.id));
    expect(new Set(look.products.map((p) => p.id))).toEqual(new Set(lines.map((l) => l.productId)));
  });

  it("filters by profile_type and refuses an unknown one", async () => {
    const kid = await json<Look[]>("/website/looks?profile_type=KID");
    expect(kid.every((l) => l.profile_type === "KID")).toBe(true);
    const woman = await json<Look[]>("/website/looks?profile_type=WOMAN");
    expect(woman.every((l) => l.profile_type === "WOMAN")).toBe(true);
    const published = await app.db.select({ id: looks.id }).from(looks).where(eq(looks.isPublished, true));
    expect(kid.length + woman.length).toBe(published.length);
    const problem = expectProblem(await get("/website/looks?profile_type=MAN"), 400);
    expect(problem.type).toBe("VALIDATION_ERROR");
  });
});

describe("GET /website/brands", () => {
  it("lists published brands with a localized description", async () => {
    const rows = await app.db.select().from(brands).where(eq(brands.isPublished, true));
    const fr = await json<{ id: number; slug: string; name: string; description: string | null }[]>(
      "/website/brands",
      "fr",
    );
    const de = await json<typeof fr>("/website/brands", "de");
    expect(fr).toHaveLength(rows.length);
    const withText = rows.find((b) => b.description && b.description.fr !== b.description.de)!;
    expect(withText).toBeDefined();
    expect(fr.find((b) => b.id === withText.id)!.description).toBe(withText.description!.fr);
    expect(de.find((b) => b.id === withText.id)!.description).toBe(withText.description!.de);
  });
});

describe("GET /website/testimonials", () => {
  it("lists published testimonials in the request locale, filterable by profile type", async () => {
    const rows = await app.db.select().from(testimonials).where(eq(testimonials.isPublished, true));
    expect(rows.length).toBeGreaterThan(0);
    const fr = await json<{ id: number; content: string; author_name: string; profile_type: string | null }[]>(
      "/website/testimonials",
      "fr",
    );
    const de = await json<typeof fr>("/website/testimonials", "de");
    expect(fr).toHaveLength(rows.length);
    const row = rows[0]!;
    expect(fr.find((t) => t.id === row.id)!.content).toBe(row.content.fr);
    expect(de.find((t) => t.id === row.id)!.content).toBe(row.content.de);
    const woman = await json<typeof fr>("/website/testimonials?profile_type=WOMAN");
    expect(woman.every((t) => t.profile_type === "WOMAN")).toBe(true);
    expectProblem(await get("/website/testimonials?profile_type=kid"), 400);
  });
});

describe("GET /website/instagram/selected-media", () => {
  it("answers the selected posts only, in their order", async () => {
    const all = await app.db.select().from(instagramMedia);
    const selected = all.filter((m) => m.isSelected);
    expect(selected.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(selected.length);
    const list = await json<
      { id: number; external_id: string; media_url: string; permalink: string; posted_at: string | null }[]
    >("/website/instagram/selected-media");
    expect(new Set(list.map((m) => m.id))).toEqual(new Set(selected.map((m) => m.id)));
    for (const item of list) {
      expect(item.permalink).toMatch(/^https:\/\//);
      expect(item.media_url).toMatch(/\S/);
    }
  });

  it("describes each picture in the request locale", async () => {
    const [row] = await app.db.select().from(instagramMedia).where(eq(instagramMedia.isSelected, true)).limit(1);
    type Post = { id: number; alt: string | null };
    const fr = await json<Post[]>("/website/instagram/selected-media", "fr");
    const de = await json<Post[]>("/website/instagram/selected-media", "de");
    expect(fr.find((p) => p.id === row!.id)?.alt).toBe(row!.alt!.fr);
    expect(de.find((p) => p.id === row!.id)?.alt).toBe(row!.alt!.de);
    expect(row!.alt!.fr).not.toBe(row!.alt!.de);
  });
});

describe("GET /website/legal-contents", () => {
  const CODES = [
    "terms_and_conditions",
    "terms_and_conditions_shop",
    "terms_and_conditions_recycle",
    "terms_and_conditions_little_club",
    "legal_notice",
    "personal_data_protection",
  ];
  type Legal = { code: string; title: string; content: string; updated_at: string }[];

  it("answers the six legal texts of §3 in the request locale", async () => {
    const fr = await json<Legal>("/website/legal-contents", "fr");
    const de = await json<Legal>("/website/legal-contents", "de");
    expect(fr.map((l) => l.code).sort()).toEqual([...CODES].sort());
    const [notice] = await app.db.select().from(legalContents).where(eq(legalContents.code, "legal_notice"));
    expect(fr.find((l) => l.code === "legal_notice")).toMatchObject({
      title: notice!.title.fr,
      content: notice!.content.fr,
    });
    expect(de.find((l) => l.code === "legal_notice")).toMatchObject({
      title: notice!.title.de,
      content: notice!.content.de,
    });
    expect(notice!.title.de).not.toBe(notice!.title.fr);
  });

  it("answers one text with ?code=, 400 for an unknown code, 404 for a code without text", async () => {
    const one = await json<Legal>("/website/legal-contents?code=personal_data_protection", "de");
    expect(one).toHaveLength(1);
    expect(one[0]!.code).toBe("personal_data_protection");
    expectProblem(await get("/website/legal-contents?code=cgv"), 400);

    const [removed] = await app.db
      .delete(legalContents)
      .where(eq(legalContents.code, "terms_and_conditions_little_club"))
      .returning();
    invalidateWebsiteContent(app.db);
    expectProblem(await get("/website/legal-contents?code=terms_and_conditions_little_club"), 404);
    const { id: _id, ...restored } = removed!;
    await app.db.insert(legalContents).values(restored);
    invalidateWebsiteContent(app.db);
    expect(await json<Legal>("/website/legal-contents?code=terms_and_conditions_little_club")).toHaveLength(1);
  });
});

describe("GET /website/seo-metadata", () => {
  type Seo = {
    slug: string;
    title: string;
    description: string;
    keywords: string | null;
    og: { type: string; image_url: string | null; image_alt: string | null };
  };

  it("answers every page's metadata in the request locale", async () => {
    const rows = await app.db.select().from(seoMetadata);
    expect(rows.length).toBeGreaterThan(0);
    const fr = await json<Seo[]>("/website/seo-metadata", "fr");
    const de = await json<Seo[]>("/website/seo-metadata", "de");
    expect(fr.map((s) => s.slug).sort()).toEqual(rows.map((r) => r.slug).sort());
    const row = rows[0]!;
    const frRow = fr.find((s) => s.slug === row.slug)!;
    expect(frRow).toEqual({
      slug: row.slug,
      title: row.title.fr,
      description: row.description.fr,
      keywords: row.keywords?.fr ?? null,
      og: { type: row.ogType, image_url: row.ogImageUrl, image_alt: row.ogImageAlt?.fr ?? null },
    });
    expect(de.find((s) => s.slug === row.slug)!.title).toBe(row.title.de);
  });

  it("answers one page with ?slug=, 404 for an unknown page, 400 for a malformed slug", async () => {
    const [row] = await app.db.select().from(seoMetadata).limit(1);
    const one = await json<Seo>(`/website/seo-metadata?slug=${encodeURIComponent(row!.slug)}`, "de");
    expect(one.slug).toBe(row!.slug);
    expect(one.title).toBe(row!.title.de);
    expectProblem(await get("/website/seo-metadata?slug=no-such-page"), 404);
    expectProblem(await get(`/website/seo-metadata?slug=${encodeURIComponent("<script>")}`), 400);
  });
});

describe("GET /website/config/{key} and /website/is_sales", () => {
  it("answers a configuration entry, 404 for an unknown key, 400 for a malformed one", async () => {
    await app.db
      .insert(configEntries)
      .values({ key: "test_banner", value: { color: "yellow" } })
      .onConflictDoNothing();
    invalidateWebsiteContent(app.db);
    expect(await json("/website/config/test_banner")).toEqual({ key: "test_banner", value: { color: "yellow" } });
    expectProblem(await get("/website/config/no_such_key"), 404);
    expectProblem(await get("/website/config/bad%20key"), 400);
  });

  it("never serves internal settings", async () => {
    await app.db.insert(configEntries).values({ key: "payment_secret", value: "s3cr3t" }).onConflictDoNothing();
    invalidateWebsiteContent(app.db);
    expectProblem(await get("/website/config/payment_secret"), 404);
  });

  it("is_sales is the boolean of the is_sales entry", async () => {
    await app.db
      .insert(configEntries)
      .values({ key: "is_sales", value: true })
      .onConflictDoUpdate({ target: configEntries.key, set: { value: true } });
    invalidateWebsiteContent(app.db);
    expect(await json("/website/is_sales")).toEqual({ is_sales: true });
    expect(await json("/website/config/is_sales")).toEqual({ key: "is_sales", value: true });
    await app.db.update(configEntries).set({ value: false }).where(eq(configEntries.key, "is_sales"));
    invalidateWebsiteContent(app.db);
    expect(await json("/website/is_sales")).toEqual({ is_sales: false });
  });
});

describe("GET /website/translations/{locale}", () => {
  it("answers the flat key → text map of the locale, switches included", async () => {
    const fr = await json<Record<string, string>>("/website/translations/fr");
    const de = await json<Record<string, string>>("/website/translations/de");
    for (const key of [...Object.values(SWITCH_KEYS), HIDDEN_PHONE_KEY]) {
      expect(typeof fr[key], key).toBe("string");
      expect(typeof de[key], key).toBe("string");
    }
    for (const value of Object.values(fr)) expect(typeof value).toBe("string");
    const rows = await app.db.select().from(translations).where(eq(translations.locale, "de"));
    for (const row of rows) expect(de[row.key]).toBe(row.value);
    // a text that differs between the languages
    const frRows = await app.db.select().from(translations).where(eq(translations.locale, "fr"));
    const differing = frRows.find(
      (r) => !r.key.startsWith("switch.") && rows.some((d) => d.key === r.key && d.value !== r.value),
    );
    if (differing) expect(de[differing.key]).not.toBe(fr[differing.key]);
    expect(readSwitches(fr)).toMatchObject({ shop: expect.any(Boolean), phone: expect.any(Boolean) });
  });

  it("reflects a switch stored for the locale; a missing switch is off", async () => {
    await app.db
      .insert(translations)
      .values({ locale: "nl", key: SWITCH_KEYS.loyalty, value: "true" })
      .onConflictDoUpdate({ target: [translations.locale, translations.key], set: { value: "true" } });
    await app.db.delete(translations).where(eq(translations.key, SWITCH_KEYS.dynamicBannerText));
    invalidateWebsiteContent(app.db);
    const nl = await json<Record<string, string>>("/website/translations/nl");
    expect(readSwitches(nl).loyalty).toBe(true);
    expect(nl[SWITCH_KEYS.dynamicBannerText]).toBe("false");
  });

  it("reads a region tag as its language and answers 404 for an unsupported locale", async () => {
    expect(await json("/website/translations/de-AT")).toEqual(await json("/website/translations/de"));
    expect(await json("/website/translations/EN")).toEqual(await json("/website/translations/en"));
    expectProblem(await get("/website/translations/it"), 404);
    expectProblem(await get("/website/translations/xx-YY"), 404);
    expectProblem(await get(`/website/translations/${"a".repeat(40)}`), 400);
  });
});

describe("GET /delays", () => {
  it("answers the default delays, or a country's own", async () => {
    const rows = await app.db.select().from(deliveryDelays);
    const fallback = rows.find((r) => r.countryCode === null)!;
    expect(fallback).toBeDefined();
    expect(await json("/delays")).toEqual({
      optimistic_delivery_delay: fallback.optimisticDeliveryDelay,
      pessimistic_delivery_delay: fallback.pessimisticDeliveryDelay,
    });
    await app.db
      .insert(deliveryDelays)
      .values({ countryCode: "PT", optimisticDeliveryDelay: 6, pessimisticDeliveryDelay: 9 })
      .onConflictDoNothing();
    invalidateWebsiteContent(app.db);
    const pt = rows.find((r) => r.countryCode === "PT");
    expect(await json("/delays?country=PT")).toEqual({
      optimistic_delivery_delay: pt?.optimisticDeliveryDelay ?? 6,
      pessimistic_delivery_delay: pt?.pessimisticDeliveryDelay ?? 9,
    });
    expectProblem(await get("/delays?country=US"), 400);
  });
});

describe("GET /version", () => {
  it("answers the version and build id", async () => {
    const body = await json<{ version: string; build_id: string; started_at: string }>("/version");
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.build_id).toMatch(/\S/);
    expect(Number.isNaN(Date.parse(body.started_at))).toBe(false);
  });
});

describe("GET /clients/referral_offer", () => {
  it("answers the visitor's referral offer in euros", async () => {
    const body = await json<{ godfather_amount: number }>("/clients/referral_offer");
    expect(typeof body.godfather_amount).toBe("number");
    expect(body.godfather_amount).toBeGreaterThan(0);
  });
});

describe("OpenAPI", () => {
  it("documents every website call with a summary and a tag", async () => {
    const document = app.swagger() as { paths: Record<string, Record<string, { summary?: string; tags?: string[] }>> };
    for (const path of [
      "/website/instagram/selected-media",
      "/website/stylists",
      "/website/looks",
      "/website/brands",
      "/website/testimonials",
      "/website/faq",
      "/website/legal-contents",
      "/website/seo-metadata",
      "/website/config/{key}",
      "/website/is_sales",
      "/website/translations/{locale}",
      "/delays",
      "/version",
      "/clients/referral_offer",
    ]) {
      const operation = document.paths[path]?.get;
      expect(operation, path).toBeDefined();
      expect(operation!.summary, path).toBeTruthy();
      expect(operation!.tags?.length, path).toBeGreaterThan(0);
    }
  });
});
