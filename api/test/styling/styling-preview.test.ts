/**
 * The box preview (issue 17, §7 preview calls), on PGlite and on the PostgreSQL server: boxes
 * composed by composeRequest for fresh families, then read, a piece replaced (stock moved exactly,
 * the §9/quiz checks, out of stock, closed), a comment, the replacement search, validation (twice
 * the same), a skip from the e-mail's link signed out (single use, forged links), the deadline job,
 * and a replacement racing a shop checkout for the last piece.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  brands,
  looks,
  previewItems,
  previewReplacements,
  previews,
  productVariants,
  products,
  profileAnswers,
  profiles,
  quizChoices,
  quizQuestions,
} from "../../src/db/schema/index.js";
import { composeRequest, stylingModule } from "../../src/modules/styling/index.js";
import { newPreviewToken } from "../../src/modules/styling/preview/token.js";
import { insertAnswersByKey } from "../../src/modules/quiz/index.js";
import { createTestApp, expectProblem, type TestContext } from "../helpers.js";
import { malleFixtures, type Headers } from "../malle-fixtures.js";
import { parisClient } from "../shop-fixtures.js";

const STOREFRONT = "http://localhost:3000";
const DAY = 86_400_000;

let ctx: TestContext;
let m: ReturnType<typeof malleFixtures>;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 100_000, storefrontUrl: STOREFRONT });
  m = malleFixtures(ctx.app);
}, 60_000);
afterAll(async () => ctx?.close());

type Card = {
  id: number;
  name: string;
  clean_name: string;
  category: string;
  meta_category: string;
  lc_price: number;
  genders: string[];
  variants: { variant_id: number; size: string; is_available: boolean }[];
};
type Reason = { code: string; label: string | null; look_name?: string | null };
type Item = {
  item_index: number;
  variant_id: number;
  size: string;
  product: Card;
  reasons: Reason[];
  replaced: { reason: string; product_name: string } | null;
};
type PreviewOut = {
  id: number;
  request_id: number;
  profile_id: number;
  profile_type: string;
  firstname: string;
  status: string;
  comment: string | null;
  expires_at: string | null;
  delivery_date: string | null;
  total: number;
  looks: { look_index: number; look: { id: number; name: string | null } | null; items: Item[] }[];
};
type Search = { page: number; page_size: number; pages: number; total: number; products: Card[] };

const SIZE = "6 ans";

/** A subscribed family whose kid wears 6 ans, its box composed now (or at `at`): ids, headers and the skip token. */
async function composedFamily(options: { at?: Date; locale?: string } = {}) {
  const f = await m.subscriber({ locale: options.locale });
  await ctx.app.db
    .update(profiles)
    .set({ topSize: SIZE, bottomSize: SIZE, shoeSize: null })
    .where(eq(profiles.id, f.kidId));
  const result = await composeRequest(ctx.app.db, f.box.id, {
    now: options.at ?? new Date(),
    config: ctx.config,
    log: ctx.app.log,
  });
  expect(result.pieces).toBeGreaterThan(0);
  const ready = (await m.outbox(f.email)).find((mail) => mail.key.startsWith(`preview-ready`));
  const token = decodeURIComponent(/preview_token=([^\s&"<]+)/.exec(ready!.text)![1]!);
  const base = `/clients/me/kids/${f.kidId}/requests/${f.box.id}/preview`;
  return { ...f, previewId: result.preview_id, token, base };
}
type Family = Awaited<ReturnType<typeof composedFamily>>;

const get = (url: string, headers: Headers = {}, locale?: string) =>
  ctx.app.inject({ method: "GET", url, headers: { ...headers, ...(locale ? { "accept-language": locale } : {}) } });
const post = (url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });

async function readPreview(f: Family, locale?: string): Promise<PreviewOut> {
  const response = await get(f.base, f.headers, locale);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PreviewOut>();
}

const itemsOf = (p: PreviewOut) =>
  p.looks.flatMap((look) => look.items.map((item) => ({ ...item, look_index: look.look_index })));

async function stockOf(variantId: number) {
  const [row] = await ctx.app.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}
async function stocks(ids: number[]) {
  const rows = await ctx.app.db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, ids));
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/** A replacement the search offers: its product, and its size in stock the kid wears (6 ans or TU). */
async function candidate(f: Family, skip: Set<number> = new Set(), query = "") {
  const search = await get(`${f.base}/search?page=1${query}`, f.headers);
  expect(search.statusCode, search.body).toBe(200);
  for (const product of search.json<Search>().products) {
    if (skip.has(product.id)) continue;
    // The kid's top size fits a top; the search may also offer a size to grow into, or a bottom in its bottom size
    const variant = product.variants.find(
      (v) => v.is_available && (v.size === "TU" || (v.size === SIZE && product.meta_category === "TOP")),
    );
    if (variant) return { product, variant };
  }
  throw new Error("no replacement candidate");
}

const replacement = (
  piece: { look_index: number; item_index: number },
  productId: number,
  variantId: number,
  reason = "style",
) => ({
  replacement_reason: reason,
  replacement_product_id: productId,
  replacement_variant_id: variantId,
  look_index: piece.look_index,
  item_index: piece.item_index,
});

describe("reading a preview", () => {
  let f: Family;
  beforeAll(async () => {
    f = await composedFamily();
  });

  it("answers the pieces by look, with sizes, prices, reasons and their labels, and the total", async () => {
    const preview = await readPreview(f);
    expect(preview).toMatchObject({
      id: f.previewId,
      request_id: f.box.id,
      profile_id: f.kidId,
      profile_type: "KID",
      firstname: "Jules",
      status: "PENDING",
      comment: null,
      delivery_date: f.box.delivery_date,
    });
    expect(new Date(preview.expires_at!).getTime()).toBeGreaterThan(Date.now());
    const items = itemsOf(preview);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      // The size given, or one up to grow into (domain/engine/sizes.ts)
      expect([SIZE, "8 ans", "TU"]).toContain(item.size);
      expect(item.product.variants.map((v) => v.variant_id)).toContain(item.variant_id);
      expect(item.replaced).toBeNull();
      expect(item.reasons.length).toBeGreaterThan(0);
      for (const reason of item.reasons) {
        if (reason.code === "look") expect(reason.look_name).toBe(reason.label);
        if (["look", "needed_category"].includes(reason.code)) expect(reason.label).toBeTruthy();
      }
    }
    const total = items.reduce((sum, item) => sum + Math.round(item.product.lc_price * 100), 0) / 100;
    expect(preview.total).toBeCloseTo(total, 2);
    expect(preview.looks.map((l) => l.look_index)).toEqual(
      [...preview.looks.map((l) => l.look_index)].sort((a, b) => a - b),
    );
  });

  it("is 404 for another client, another kid's request, or a request without preview", async () => {
    const other = await m.subscriber();
    expectProblem(await get(f.base, other.headers), 404);
    expectProblem(await get(`/clients/me/kids/${other.kidId}/requests/${other.box.id}/preview`, other.headers), 404);
    expectProblem(await get(`/clients/me/kids/${f.kidId}/requests/${other.box.id}/preview`, f.headers), 404);
    expectProblem(await get(f.base), 401);
  });

  it("labels a look reason and a needed category in the request's language", async () => {
    await ctx.app.db
      .update(previewItems)
      .set({ reasons: [{ code: "needed_category", category: "pull_cardi" }, { code: "variety" }] })
      .where(eq(previewItems.previewId, f.previewId));
    const de = itemsOf(await readPreview(f, "de"))[0]!;
    expect(de.reasons).toEqual([
      { code: "needed_category", label: "Pullover und Strickjacken", category: "pull_cardi" },
      { code: "variety", label: null },
    ]);
    const es = itemsOf(await readPreview(f, "es"))[0]!;
    expect(es.reasons[0]!.label).toBe("Jerséis y chaquetas de punto");
  });

  it("labels every kind of reason: a look's name, a colour's and a print's quiz label, a brand's name", async () => {
    const [look] = await ctx.app.db.select({ id: looks.id, name: looks.name }).from(looks).limit(1);
    const [brand] = await ctx.app.db.select({ id: brands.id, name: brands.name }).from(brands).limit(1);
    const choice = async (key: string) =>
      (
        await ctx.app.db
          .select({ value: quizChoices.value, hex: quizChoices.hex, label: quizChoices.label })
          .from(quizChoices)
          .innerJoin(quizQuestions, eq(quizQuestions.id, quizChoices.questionId))
          .where(
            and(eq(quizQuestions.key, key), sql`(${quizChoices.value} is not null or ${quizChoices.hex} is not null)`),
          )
          .limit(1)
      )[0]!;
    const colour = await choice("colours_loved");
    const print = await choice("prints_loved");
    const [first] = await ctx.app.db
      .select({ id: previewItems.id })
      .from(previewItems)
      .where(eq(previewItems.previewId, f.previewId))
      .limit(1);
    await ctx.app.db
      .update(previewItems)
      .set({
        reasons: [
          { code: "wished" },
          { code: "look", look_id: look!.id },
          { code: "loved_colour", color: colour.hex!.toUpperCase() },
          { code: "loved_pattern", pattern: print.value },
          { code: "liked_looks", count: 3, trait: "pattern", value: print.value },
          { code: "kept_before", trait: "brand", value: String(brand!.id) },
          { code: "in_budget" },
        ],
      })
      .where(eq(previewItems.id, first!.id));
    const item = itemsOf(await readPreview(f, "nl")).find((i) => i.reasons[0]?.code === "wished")!;
    expect(item.reasons).toEqual([
      { code: "wished", label: null },
      {
        code: "look",
        look_id: look!.id,
        label: look!.name?.nl ?? look!.name?.fr ?? null,
        look_name: look!.name?.nl ?? look!.name?.fr ?? null,
      },
      { code: "loved_colour", color: colour.hex!.toUpperCase(), label: colour.label.nl },
      { code: "loved_pattern", pattern: print.value, label: print.label.nl },
      { code: "liked_looks", count: 3, trait: "pattern", value: print.value, label: print.label.nl },
      { code: "kept_before", trait: "brand", value: String(brand!.id), label: brand!.name },
      { code: "in_budget", label: null },
    ]);
  });
});

describe("replacing a piece", () => {
  let f: Family;
  beforeAll(async () => {
    f = await composedFamily();
  });

  it("puts the old size back and takes the new one, exactly, and says what it replaced", async () => {
    const before = await readPreview(f);
    const piece = itemsOf(before)[0]!;
    const { product, variant } = await candidate(f);
    const old = await stockOf(piece.variant_id);
    const fresh = await stockOf(variant.variant_id);
    const response = await post(f.base, f.headers, replacement(piece, product.id, variant.variant_id, "colour"));
    expect(response.statusCode, response.body).toBe(200);
    expect(await stockOf(piece.variant_id)).toBe(old + 1);
    expect(await stockOf(variant.variant_id)).toBe(fresh - 1);
    const replaced = itemsOf(response.json<PreviewOut>()).find(
      (i) => i.look_index === piece.look_index && i.item_index === piece.item_index,
    )!;
    expect(replaced.product.id).toBe(product.id);
    expect(replaced.variant_id).toBe(variant.variant_id);
    expect(replaced.reasons).toEqual([]);
    expect(replaced.replaced).toEqual({
      reason: "colour",
      product_name: piece.product.clean_name || piece.product.name,
    });
    const rows = await ctx.app.db.select().from(previewReplacements);
    expect(rows.filter((r) => r.replacementVariantId === variant.variant_id)).toHaveLength(1);

    // Replaced again: the first piece stays the one it replaced; one replacement row per item
    const second = await candidate(f, new Set([product.id]));
    const secondStock = await stockOf(second.variant.variant_id);
    const again = await post(
      f.base,
      f.headers,
      replacement(piece, second.product.id, second.variant.variant_id, "size"),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await stockOf(variant.variant_id)).toBe(fresh);
    const twice = itemsOf(again.json<PreviewOut>()).find(
      (i) => i.look_index === piece.look_index && i.item_index === piece.item_index,
    )!;
    expect(twice.replaced).toEqual({ reason: "size", product_name: piece.product.clean_name || piece.product.name });

    // Back to the stylist's piece: its reasons again, no replacement
    const back = await post(f.base, f.headers, replacement(piece, piece.product.id, piece.variant_id, "other"));
    expect(back.statusCode, back.body).toBe(200);
    const restored = itemsOf(back.json<PreviewOut>()).find(
      (i) => i.look_index === piece.look_index && i.item_index === piece.item_index,
    )!;
    expect(restored.replaced).toBeNull();
    expect(restored.reasons).toEqual(piece.reasons);
    expect(await stockOf(piece.variant_id)).toBe(old);
    expect(await stockOf(second.variant.variant_id)).toBe(secondStock);
  });

  it("refuses a size the kid does not wear, a piece already in the box, and what the quiz refused (400)", async () => {
    const preview = await readPreview(f);
    const [first, second] = itemsOf(preview);
    const { product } = await candidate(f);
    const full = await get(`/products/${product.id}`, f.headers);
    const wrong = full.json<Card>().variants.find((v) => v.size !== SIZE && v.size !== "TU");
    const before = await stocks([first!.variant_id]);
    if (wrong) {
      const problem = expectProblem(
        await post(f.base, f.headers, replacement(first!, product.id, wrong.variant_id)),
        400,
        "INVALID_REPLACEMENT",
      );
      expect(problem.errors).toHaveProperty("replacement_variant_id");
    }
    if (second) {
      const same = expectProblem(
        await post(f.base, f.headers, replacement(first!, second.product.id, second.variant_id)),
        400,
        "INVALID_REPLACEMENT",
      );
      expect(same.errors).toHaveProperty("replacement_product_id");
    }
    // The replaced piece itself is in the box too
    expectProblem(
      await post(f.base, f.headers, replacement(first!, first!.product.id, first!.variant_id)),
      400,
      "INVALID_REPLACEMENT",
    );

    // A colour refused by the quiz: the candidate's colour becomes one of the refused choices
    const refused = await candidate(f);
    const [choice] = await ctx.app.db
      .select({ id: quizChoices.id, hex: quizChoices.hex, questionId: quizChoices.questionId })
      .from(quizChoices)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizChoices.questionId))
      .where(and(eq(quizQuestions.key, "colours_refused"), sql`${quizChoices.hex} is not null`))
      .limit(1);
    await ctx.app.db
      .insert(profileAnswers)
      .values({ profileId: f.kidId, questionId: choice!.questionId, choiceIds: [choice!.id] });
    await ctx.app.db
      .update(products)
      .set({ color: choice!.hex!.toUpperCase() })
      .where(eq(products.id, refused.product.id));
    const colour = expectProblem(
      await post(f.base, f.headers, replacement(first!, refused.product.id, refused.variant.variant_id)),
      400,
      "INVALID_REPLACEMENT",
    );
    expect(colour.title).toMatch(/colour/);
    // …and the search leaves it out
    const search = await get(`${f.base}/search?page=1&category=${refused.product.category}`, f.headers);
    expect(search.json<Search>().products.map((p) => p.id)).not.toContain(refused.product.id);

    // A hood the quiz's "never" refused: a refused kind of piece, left out of the search too
    const hooded = await candidate(f);
    await insertAnswersByKey(ctx.app.db, f.kidId, "KID", { never: ["hoods"] });
    await ctx.app.db
      .update(products)
      .set({ details: ["hood"] })
      .where(eq(products.id, hooded.product.id));
    expectProblem(
      await post(f.base, f.headers, replacement(first!, hooded.product.id, hooded.variant.variant_id)),
      400,
      "INVALID_REPLACEMENT",
    );
    const withoutHoods = await get(`${f.base}/search?page=1&category=${hooded.product.category}`, f.headers);
    expect(withoutHoods.json<Search>().products.map((p) => p.id)).not.toContain(hooded.product.id);

    // Payload problems and a place without a piece
    expectProblem(
      await post(f.base, f.headers, { ...replacement(first!, product.id, 1), replacement_reason: "ugly" }),
      400,
    );
    expectProblem(await post(f.base, f.headers, { look_index: 0 }), 400);
    expectProblem(await post(f.base, f.headers, replacement({ look_index: 99, item_index: 0 }, product.id, 1)), 400);
    expect(await stocks([first!.variant_id])).toEqual(before);
  });

  it("is 409 NOT_ENOUGH_STOCK when the size sold out, changing nothing", async () => {
    const piece = itemsOf(await readPreview(f))[0]!;
    const { product, variant } = await candidate(f);
    const old = await stockOf(piece.variant_id);
    await ctx.app.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variant.variant_id));
    expectProblem(
      await post(f.base, f.headers, replacement(piece, product.id, variant.variant_id)),
      409,
      "NOT_ENOUGH_STOCK",
    );
    expect(await stockOf(piece.variant_id)).toBe(old);
    expect(await stockOf(variant.variant_id)).toBe(0);
    expect(itemsOf(await readPreview(f))[0]!.product.id).toBe(piece.product.id);
  });
});

describe("the comment", () => {
  it("is trimmed, 1000 characters at most, and empty clears it", async () => {
    const f = await composedFamily();
    const set = await post(`${f.base}/comment`, f.headers, { comment: "  Plutôt des couleurs vives, merci !  " });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<PreviewOut>().comment).toBe("Plutôt des couleurs vives, merci !");
    expectProblem(await post(`${f.base}/comment`, f.headers, { comment: "a".repeat(1001) }), 400);
    expect((await readPreview(f)).comment).toBe("Plutôt des couleurs vives, merci !");
    const cleared = await post(`${f.base}/comment`, f.headers, { comment: "   " });
    expect(cleared.json<PreviewOut>().comment).toBeNull();
    expectProblem(await post(`${f.base}/comment`, f.headers, {}), 400);
  });
});

describe("a woman's own box", () => {
  it("reads, skips from its link (the woman's page) and speaks to her", async () => {
    const f = await m.family();
    const [woman] = await ctx.app.db
      .insert(profiles)
      .values({
        clientId: f.clientId,
        profileType: "WOMAN",
        firstname: "Inès",
        gender: "woman",
        topSize: "M",
        bottomSize: "M",
        shoeSize: "39",
      })
      .returning({ id: profiles.id });
    const { box } = await m.book(f, { kidId: woman!.id });
    const result = await composeRequest(ctx.app.db, box.id, { now: new Date(), config: ctx.config, log: ctx.app.log });
    const base = `/clients/me/kids/${woman!.id}/requests/${box.id}/preview`;
    const preview = (await get(base, f.headers)).json<PreviewOut>();
    expect(preview).toMatchObject({
      id: result.preview_id,
      profile_type: "WOMAN",
      firstname: "Inès",
      status: "PENDING",
    });
    for (const item of itemsOf(preview)) expect(item.product.genders).toContain("woman");
    const ready = (await m.outbox(f.email)).find((mail) => mail.key === `preview-ready:${result.preview_id}`)!;
    expect(ready.text).toContain("/preview/confirmation/woman?preview_token=");
    const token = decodeURIComponent(/preview_token=([^\s&"<]+)/.exec(ready.text)![1]!);
    const url = `/preview/skip?preview_token=${encodeURIComponent(token)}`;
    // A one-shot box: skipping it leaves no plan going on (the page must not say so)
    expect((await get(url)).json()).toMatchObject({
      status: "PENDING",
      firstname: "Inès",
      profile_type: "WOMAN",
      subscribed: false,
    });
    expect((await post(url, {})).json()).toEqual({ status: "SKIPPED", firstname: "Inès", profile_type: "WOMAN" });
    const skipped = (await m.outbox(f.email)).find((mail) => mail.key === `preview-skipped:${result.preview_id}`)!;
    expect(skipped.subject).toBe("Votre malle est passée");
  });
});

describe("the replacement search", () => {
  let f: Family;
  beforeAll(async () => {
    f = await composedFamily();
  });

  it("pages by 24 without the box's products, in the kid's sizes", async () => {
    const boxProducts = new Set(itemsOf(await readPreview(f)).map((i) => i.product.id));
    const first = (await get(`${f.base}/search`, f.headers)).json<Search>();
    expect(first.page).toBe(1);
    expect(first.page_size).toBe(24);
    expect(first.pages).toBe(Math.ceil(first.total / 24));
    expect(first.products.length).toBe(Math.min(24, first.total));
    if (first.pages > 1) {
      const second = (await get(`${f.base}/search?page=2`, f.headers)).json<Search>();
      expect(second.page).toBe(2);
      const ids = new Set(first.products.map((p) => p.id));
      expect(second.products.some((p) => ids.has(p.id))).toBe(false);
    }
    for (const product of first.products) {
      expect(boxProducts.has(product.id)).toBe(false);
      expect(product.genders).toContain("girl");
      expect(product.variants.some((v) => v.is_available && (v.size === SIZE || v.size === "TU"))).toBe(true);
    }
    const unfiltered = (await get(`${f.base}/search?filter_profile=false`, f.headers)).json<Search>();
    expect(unfiltered.total).toBeGreaterThanOrEqual(first.total);
  });

  it("leaves out what an earlier box sent, unless filter_profile=false", async () => {
    const g = await composedFamily();
    const sent = itemsOf(await readPreview(g)).map((i) => i.product);
    expect((await post(`${g.base}/validate`, g.headers)).statusCode).toBe(200);
    // Its next box, composed: the first box's pieces are in stock again for the search to meet
    const { box } = await m.book(g, {});
    await composeRequest(ctx.app.db, box.id, { now: new Date(), config: ctx.config, log: ctx.app.log });
    const base = `/clients/me/kids/${g.kidId}/requests/${box.id}/preview`;
    const ids = sent.map((p) => p.id);
    await ctx.app.db.update(productVariants).set({ stock: 5 }).where(inArray(productVariants.productId, ids));
    const category = sent[0]!.category;
    const all = async (filter: string) => {
      const found: number[] = [];
      for (let page = 1; ; page += 1) {
        const answer = (
          await get(`${base}/search?page=${page}&category=${category}${filter}`, g.headers)
        ).json<Search>();
        found.push(...answer.products.map((p) => p.id));
        if (page >= answer.pages) return found;
      }
    };
    const sameCategory = sent.filter((p) => p.category === category).map((p) => p.id);
    const filtered = await all("");
    expect(filtered.filter((id) => sameCategory.includes(id))).toEqual([]);
    const unfiltered = await all("&filter_profile=false");
    expect(unfiltered.some((id) => sameCategory.includes(id))).toBe(true);
  });

  it("keeps the category of a piece (same_category) or the one asked", async () => {
    const piece = itemsOf(await readPreview(f))[0]!;
    const same = await get(
      `${f.base}/search?same_category=true&look_index=${piece.look_index}&item_index=${piece.item_index}`,
      f.headers,
    );
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<Search>().products.every((p) => p.category === piece.product.category)).toBe(true);
    const tops = (await get(`${f.base}/search?category=tops`, f.headers)).json<Search & { filter_type: string }>();
    expect(tops.filter_type).toBe("CATEGORIES");
    expect(tops.products.every((p) => p.category === "tops")).toBe(true);
    const other = piece.product.category === "tops" ? "bottoms" : "tops";
    const disagree = await get(
      `${f.base}/search?same_category=true&look_index=${piece.look_index}&item_index=${piece.item_index}&category=${other}`,
      f.headers,
    );
    expect(disagree.json<Search>()).toMatchObject({ total: 0, products: [] });
    expectProblem(await get(`${f.base}/search?same_category=true`, f.headers), 400);
    expectProblem(await get(`${f.base}/search?category=hats`, f.headers), 400);
  });
});

describe("validating", () => {
  it("validates once (twice answers the same), the request VALIDATED, one e-mail; then nothing changes", async () => {
    const f = await composedFamily({ locale: "nl" });
    const first = await post(`${f.base}/validate`, f.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<PreviewOut>().status).toBe("VALIDATED");
    const again = await post(`${f.base}/validate`, f.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PreviewOut>()).toEqual(first.json());
    expect((await m.requestRow(f.box.id)).status).toBe("VALIDATED");
    const mails = (await m.outbox(f.email)).filter((mail) => mail.key.startsWith("preview-validated"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("De box van Jules is bevestigd");
    expect(mails[0]!.text).toContain(`${STOREFRONT}/nl/infos/preview/${f.kidId}/${f.box.id}`);

    const piece = itemsOf(first.json<PreviewOut>())[0]!;
    const { product, variant } = await candidate(f);
    expectProblem(
      await post(f.base, f.headers, replacement(piece, product.id, variant.variant_id)),
      409,
      "PREVIEW_CLOSED",
    );
    expectProblem(await post(`${f.base}/comment`, f.headers, { comment: "trop tard" }), 409, "PREVIEW_CLOSED");
    expectProblem(await post(`/preview/skip?preview_token=${encodeURIComponent(f.token)}`, {}), 409, "PREVIEW_CLOSED");
  });
});

describe("skipping from the e-mail's link, signed out", () => {
  it("shows the box, then puts every piece back, cancels the request, e-mails once; a second use is 409", async () => {
    const f = await composedFamily({ locale: "es" });
    const pieces = itemsOf(await readPreview(f));
    const before = await stocks(pieces.map((p) => p.variant_id));
    const url = `/preview/skip?preview_token=${encodeURIComponent(f.token)}`;

    const info = await get(url);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({
      status: "PENDING",
      firstname: "Jules",
      profile_type: "KID",
      delivery_date: f.box.delivery_date,
      subscribed: true,
    });
    expect(await stocks(pieces.map((p) => p.variant_id))).toEqual(before);

    const skipped = await post(url, {});
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json()).toEqual({ status: "SKIPPED", firstname: "Jules", profile_type: "KID" });
    const after = await stocks(pieces.map((p) => p.variant_id));
    const back = new Map<number, number>();
    for (const p of pieces) back.set(p.variant_id, (back.get(p.variant_id) ?? 0) + 1);
    for (const [id, units] of back) expect(after.get(id)).toBe(before.get(id)! + units);
    expect((await m.requestRow(f.box.id)).status).toBe("CANCELLED");
    const [row] = await ctx.app.db.select().from(previews).where(eq(previews.id, f.previewId));
    expect(row!.status).toBe("SKIPPED");
    expect(row!.skippedAt).not.toBeNull();
    const mails = (await m.outbox(f.email)).filter((mail) => mail.key.startsWith("preview-skipped"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Te saltas la caja de Jules");

    expectProblem(await post(url, {}), 409, "PREVIEW_CLOSED");
    expect(await stocks(pieces.map((p) => p.variant_id))).toEqual(after);
    expect((await get(url)).json<{ status: string }>().status).toBe("SKIPPED");
    expectProblem(await post(`${f.base}/validate`, f.headers), 409, "PREVIEW_CLOSED");
  });

  it("is 404 for a forged, altered or replaced token", async () => {
    const f = await composedFamily();
    const [id, nonce, signature] = f.token.split(".") as [string, string, string];
    const forged = newPreviewToken("not-the-api-secret-not-the-api-secret", f.previewId).token;
    const resigned = newPreviewToken(ctx.config.jwtSecret, f.previewId).token; // signed, but not the stored one
    for (const token of [
      forged,
      resigned,
      `${id}.${nonce}.${signature.slice(0, -2)}AA`,
      "garbage",
      `${Number(id) + 1}.${nonce}.${signature}`,
    ]) {
      expectProblem(await post(`/preview/skip?preview_token=${encodeURIComponent(token)}`, {}), 404);
      expectProblem(await get(`/preview/skip?preview_token=${encodeURIComponent(token)}`), 404);
    }
    expectProblem(await post("/preview/skip", {}), 400);
    expect((await readPreview(f)).status).toBe("PENDING");
  });
});

describe("the deadline job", () => {
  it("validates only the previews past their deadline, once, saying so in the e-mail", async () => {
    const late = await composedFamily({ at: new Date(Date.now() - (ctx.config.previewAnswerDays + 1) * DAY) });
    const onTime = await composedFamily();
    // Skipped in time, its deadline passed since: the job leaves it alone
    const answered = await composedFamily();
    const skipped = await post(`/preview/skip?preview_token=${encodeURIComponent(answered.token)}`, {});
    expect(skipped.statusCode, skipped.body).toBe(200);
    await ctx.app.db
      .update(previews)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(previews.id, answered.previewId));
    // The styling module's jobs, as main.ts runs them, hold the deadline every 10 minutes
    const job = stylingModule.jobs.recurring!.find((r) => r.name === "preview-deadlines")!;
    expect(job.everyMs).toBe(10 * 60_000);
    const run = () =>
      job.run({ db: ctx.app.db, mailer: ctx.app.mailer, log: ctx.app.log, now: new Date(), config: ctx.config });
    await run();
    await run();
    expect((await readPreview(late)).status).toBe("VALIDATED");
    expect((await m.requestRow(late.box.id)).status).toBe("VALIDATED");
    expect((await readPreview(onTime)).status).toBe("PENDING");
    expect((await m.requestRow(answered.box.id)).status).toBe("CANCELLED");
    const mails = (await m.outbox(late.email)).filter((mail) => mail.key.startsWith("preview-validated"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Nous n'avons pas eu de réponse");
    expect((await m.outbox(onTime.email)).some((mail) => mail.key.startsWith("preview-validated"))).toBe(false);
  });
});

describe("the deadline job racing the family's validation", () => {
  it("validates once, with one e-mail", async () => {
    const f = await composedFamily({ at: new Date(Date.now() - (ctx.config.previewAnswerDays + 1) * DAY) });
    const job = stylingModule.jobs.recurring!.find((r) => r.name === "preview-deadlines")!;
    const [validated] = await Promise.all([
      post(`${f.base}/validate`, f.headers),
      job.run({ db: ctx.app.db, mailer: ctx.app.mailer, log: ctx.app.log, now: new Date(), config: ctx.config }),
      job.run({ db: ctx.app.db, mailer: ctx.app.mailer, log: ctx.app.log, now: new Date(), config: ctx.config }),
    ]);
    expect(validated.statusCode, validated.body).toBe(200);
    expect((await m.requestRow(f.box.id)).status).toBe("VALIDATED");
    expect((await m.outbox(f.email)).filter((mail) => mail.key.startsWith("preview-validated"))).toHaveLength(1);
  });
});

describe("past the deadline, before the job's pass", () => {
  it("refuses changes and the skip (409 PREVIEW_CLOSED), still validates", async () => {
    // Composed long enough ago that the end of its last day to answer has passed
    const f = await composedFamily({ at: new Date(Date.now() - ((ctx.config.previewAnswerDays + 1) * DAY + 60_000)) });
    const piece = itemsOf(await readPreview(f))[0]!;
    const { product, variant } = await candidate(f);
    const stock = await stockOf(variant.variant_id);
    expectProblem(
      await post(f.base, f.headers, replacement(piece, product.id, variant.variant_id)),
      409,
      "PREVIEW_CLOSED",
    );
    expect(await stockOf(variant.variant_id)).toBe(stock);
    expectProblem(await post(`${f.base}/comment`, f.headers, { comment: "vite" }), 409, "PREVIEW_CLOSED");
    expectProblem(await post(`/preview/skip?preview_token=${encodeURIComponent(f.token)}`, {}), 409, "PREVIEW_CLOSED");
    const validated = await post(`${f.base}/validate`, f.headers);
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json<PreviewOut>().status).toBe("VALIDATED");
  });
});

describe("a replacement racing a shop checkout for the last piece", () => {
  it("never sells it twice", async () => {
    const f = await composedFamily();
    const { headers: buyer } = await parisClient(ctx, "preview-race");
    const piece = itemsOf(await readPreview(f))[0]!;
    const skip = new Set<number>();
    let picked: Awaited<ReturnType<typeof candidate>> | undefined;
    for (let tries = 0; tries < 20 && !picked; tries += 1) {
      const c = await candidate(f, skip);
      const [row] = await ctx.app.db
        .select({ isShop: products.isShop })
        .from(products)
        .where(eq(products.id, c.product.id));
      if (row!.isShop) picked = c;
      else skip.add(c.product.id);
    }
    const { product, variant } = picked!;
    await ctx.app.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, variant.variant_id));
    const added = await post("/shop/cart/lines", buyer, { variant_id: variant.variant_id, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
    const [replaced, order] = await Promise.all([
      post(f.base, f.headers, replacement(piece, product.id, variant.variant_id)),
      ctx.app.inject({
        method: "POST",
        url: "/clients/me/orders",
        headers: { ...buyer, "idempotency-key": `preview-race-${f.previewId}` },
        payload: {
          carrier: "mondial_relay",
          relay_point_id: "FR-020148",
          platform: "card_via_sandbox",
          return_url: `${STOREFRONT}/shop/payment-successful`,
        },
      }),
    ]);
    const won = [replaced.statusCode === 200, order.statusCode === 201 || order.statusCode === 200];
    expect(won.filter(Boolean), `${replaced.body} ${order.body}`).toHaveLength(1);
    if (replaced.statusCode !== 200) expectProblem(replaced, 409, "NOT_ENOUGH_STOCK");
    else expectProblem(order, 409, "NOT_ENOUGH_STOCK");
    expect(await stockOf(variant.variant_id)).toBe(0);
  });
});

describe("two boxes replacing a piece with the same last size", () => {
  it("give it to one of them only", async () => {
    const [a, b] = await Promise.all([composedFamily(), composedFamily()]);
    const [pieceA, pieceB] = [itemsOf(await readPreview(a))[0]!, itemsOf(await readPreview(b))[0]!];
    const inBoxes = new Set(
      [...itemsOf(await readPreview(a)), ...itemsOf(await readPreview(b))].map((i) => i.product.id),
    );
    const { product, variant } = await candidate(a, inBoxes);
    await ctx.app.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, variant.variant_id));
    const [oldA, oldB] = [await stockOf(pieceA.variant_id), await stockOf(pieceB.variant_id)];
    const answers = await Promise.all([
      post(a.base, a.headers, replacement(pieceA, product.id, variant.variant_id)),
      post(b.base, b.headers, replacement(pieceB, product.id, variant.variant_id)),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join(" ")).toEqual([200, 409]);
    expectProblem(
      answers.find((r) => r.statusCode === 409)!,
      409,
      "NOT_ENOUGH_STOCK",
    );
    expect(await stockOf(variant.variant_id)).toBe(0);
    const winnerA = answers[0]!.statusCode === 200;
    const sameVariant = pieceA.variant_id === pieceB.variant_id;
    if (!sameVariant) {
      expect(await stockOf(pieceA.variant_id)).toBe(oldA + (winnerA ? 1 : 0));
      expect(await stockOf(pieceB.variant_id)).toBe(oldB + (winnerA ? 0 : 1));
    }
  });
});

describe("a skip racing a validation", () => {
  it("lets one of them win, the stock matching the winner", async () => {
    const f = await composedFamily();
    const pieces = itemsOf(await readPreview(f));
    const before = await stocks(pieces.map((p) => p.variant_id));
    const [skip, validate] = await Promise.all([
      post(`/preview/skip?preview_token=${encodeURIComponent(f.token)}`, {}),
      post(`${f.base}/validate`, f.headers),
    ]);
    expect([skip.statusCode, validate.statusCode].sort(), `${skip.body} ${validate.body}`).toEqual([200, 409]);
    const after = await stocks(pieces.map((p) => p.variant_id));
    const status = (await m.requestRow(f.box.id)).status;
    if (skip.statusCode === 200) {
      expect(status).toBe("CANCELLED");
      for (const p of pieces) expect(after.get(p.variant_id)).toBeGreaterThan(before.get(p.variant_id)!);
    } else {
      expect(status).toBe("VALIDATED");
      expect(after).toEqual(before);
    }
  });
});
