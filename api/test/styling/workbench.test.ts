/**
 * The stylist workbench (decision 0043), on PGlite and on the PostgreSQL server: with the review
 * on, a composed box is a DRAFT the family never sees; a stylist takes the next box (two at once
 * get two boxes), asks the engine, swaps a piece (stock moved), locks, asks again around the
 * locked piece, writes a note and sends; the family then sees the preview with the note and
 * answers; each step is a history row. A swap racing a shop checkout for the last unit: one
 * winner, the stock exact. Without the review, composing sends at once, as before.
 *
 * The file's database is its own copy: the seeded products stop being suggestions and a small
 * catalogue of its own (girls' "4 ans", shoes 28, one size) takes their place.
 */
import type { FastifyInstance } from "fastify";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  brands,
  cartLines,
  carts,
  orderLines,
  orders,
  previewItems,
  previews,
  productImages,
  productVariants,
  products,
  profiles,
  requests,
  returnLines,
  returns,
  stylingEvents,
} from "../../src/db/schema/index.js";
import { composeRequest } from "../../src/modules/styling/index.js";
import { createTestApp, expectProblem, newStaffMember, signInStaff, type TestContext } from "../helpers.js";
import { malleFixtures } from "../malle-fixtures.js";
import { memoryLog } from "../scheduler-fixtures.js";
import { parisClient } from "../shop-fixtures.js";

let ctx: TestContext;
let app: FastifyInstance;
let fx: ReturnType<typeof malleFixtures>;
let admin: Record<string, string>;
let stylist: Awaited<ReturnType<typeof newStaffMember>>;

const TOP = "4 ans";
const SHOE = "28";
const COLOURS = ["#1f3a5f", "#f6c945", "#7fa37a", "#c0392b", "#ffffff", "#333333"];
const lt = (text: string) => ({ fr: text, de: text, nl: text, es: text, en: text });

type Made = { productId: number; variantId: number };
const catalogue: Made[] = [];

async function addProduct(reference: string, brandId: number, i: number, stock: number, isShop = false): Promise<Made> {
  const kinds = [
    { category: "tops", meta: "TOP", size: TOP },
    { category: "pull_cardi", meta: "TOP", size: TOP },
    { category: "bottoms", meta: "BOTTOM", size: TOP },
    { category: "accessoires", meta: "OTHER", size: "TU" },
    { category: "autre", meta: "FEET", size: SHOE },
  ] as const;
  const kind = kinds[i % kinds.length]!;
  const [product] = await app.db
    .insert(products)
    .values({
      reference,
      brandId,
      name: lt(`Pièce ${reference}`),
      cleanName: lt(`Pièce ${reference}`),
      lcPriceCents: 1990,
      metaCategory: kind.meta,
      category: kind.category,
      genders: ["girl"],
      color: COLOURS[i % COLOURS.length]!,
      isShop,
      isSuggestion: true,
    })
    .returning({ id: products.id });
  // A picture: the catalogue's search lists only pictured products
  await app.db.insert(productImages).values({ productId: product!.id, url: `/images/${reference}.jpg` });
  const [variant] = await app.db
    .insert(productVariants)
    .values({ productId: product!.id, size: kind.size, stock })
    .returning({ id: productVariants.id });
  return { productId: product!.id, variantId: variant!.id };
}

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000, stylistReview: true });
  app = ctx.app;
  fx = malleFixtures(app);
  admin = (await signInStaff(app, "admin@demo.lamalle.test", "Admin-Malle-2026!")).headers;
  stylist = await newStaffMember(app, ["stylist"], "Stella Stylist");
  await app.db.update(products).set({ isSuggestion: false });
  const brandIds = (await app.db.select({ id: brands.id }).from(brands).orderBy(brands.id)).map((b) => b.id);
  for (let i = 0; i < 30; i++) {
    catalogue.push(await addProduct(`WORKBENCH-${i}`, brandIds[i % brandIds.length]!, i, 500));
  }
}, 120_000);
afterAll(async () => ctx?.close());

async function dressedFamily() {
  const family = await fx.subscriber();
  await app.db
    .update(profiles)
    .set({ topSize: TOP, bottomSize: TOP, shoeSize: SHOE })
    .where(eq(profiles.id, family.kidId));
  return family;
}

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object, headers = stylist.headers) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

type Page = {
  request: { id: number; status: string; composing: boolean; stylist: { id: number } | null };
  profile: { firstname: string; sizes: { top_size: string | null } };
  proposal: {
    preview: { status: string; looks: { items: { product: { id: number } }[] }[] };
    stylist_note: string | null;
    pieces: { look_index: number; item_index: number; locked: boolean; variant_id: number; stock: number }[];
  } | null;
  history: { kind: string; staff_member: { id: number } | null; detail: Record<string, unknown> }[];
};

async function stockOf(variantId: number) {
  const [row] = await app.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}

const kinds = async (requestId: number) =>
  (
    await app.db
      .select({ kind: stylingEvents.kind })
      .from(stylingEvents)
      .where(eq(stylingEvents.requestId, requestId))
      .orderBy(asc(stylingEvents.id))
  ).map((row) => row.kind);

/** A catalogue piece the box does not hold. */
async function outsider(previewId: number): Promise<Made> {
  const inBox = new Set(
    (
      await app.db
        .select({ id: previewItems.productId })
        .from(previewItems)
        .where(eq(previewItems.previewId, previewId))
    ).map((row) => row.id),
  );
  return catalogue.find((made) => !inBox.has(made.productId))!;
}

describe("the stylist's review", () => {
  it("keeps a composed box as a DRAFT the family never sees, with no e-mail, the request being composed", async () => {
    const family = await dressedFamily();
    const composed = await app.inject({
      method: "POST",
      url: `/admin/requests/${family.box.id}/compose`,
      headers: admin,
    });
    expect(composed.statusCode, composed.body).toBe(200);
    expect(composed.json()).toMatchObject({ status: "DRAFT", pieces: 8 });
    const [preview] = await app.db.select().from(previews).where(eq(previews.requestId, family.box.id));
    expect(preview).toMatchObject({ status: "DRAFT", expiresAt: null, tokenHash: null });
    expect(await fx.requestRow(family.box.id)).toMatchObject({ status: "PENDING", isBlocked: true });

    // The family: no preview, nothing waiting for an answer, no e-mail
    const own = await fx.call(
      "GET",
      `/clients/me/kids/${family.kidId}/requests/${family.box.id}/preview`,
      family.headers,
    );
    expectProblem(own, 404, "NOT_FOUND");
    const validate = await fx.call(
      "POST",
      `/clients/me/kids/${family.kidId}/requests/${family.box.id}/preview/validate`,
      family.headers,
    );
    expect(validate.statusCode).toBe(404);
    const boxes = (await fx.call("GET", `/clients/me/kids/${family.kidId}/requests`, family.headers)).json<
      { id: number; status: string; preview_expires_at?: string | null }[]
    >();
    const box = boxes.find((b) => b.id === family.box.id)!;
    expect(box.status).toBe("PENDING");
    expect(box.preview_expires_at ?? null).toBeNull();
    expect((await fx.outbox(family.email)).filter((m) => m.key.startsWith("preview-ready:"))).toEqual([]);
    expect(await kinds(family.box.id)).toEqual(["engine_proposed"]);
    const [proposed] = await app.db.select().from(stylingEvents).where(eq(stylingEvents.requestId, family.box.id));
    expect(proposed!.staffMemberId).not.toBeNull(); // the administrator asked
    expect((proposed!.detail.pieces as unknown[]).length).toBe(8);
    expect(proposed!.detail).toHaveProperty("rejected");
  });

  it("without the review (STYLIST_REVIEW off) sends at once, as before, and says so in the history", async () => {
    const family = await dressedFamily();
    const result = await composeRequest(app.db, family.box.id, {
      now: new Date(),
      config: ctx.config,
      log: memoryLog().log,
    });
    expect(result.status).toBe("PENDING");
    expect(await fx.requestRow(family.box.id)).toMatchObject({ status: "PREVIEW_SENT" });
    expect(await kinds(family.box.id)).toEqual(["engine_proposed", "preview_sent"]);
    const own = await fx.call(
      "GET",
      `/clients/me/kids/${family.kidId}/requests/${family.box.id}/preview`,
      family.headers,
    );
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe("the workbench", () => {
  it("shows the garments the family's comments name, read in its language, as the engine reads them", async () => {
    const family = await fx.subscriber({ locale: "de" });
    await app.db
      .update(profiles)
      .set({ description: "Sie braucht eine warme Jacke" })
      .where(eq(profiles.id, family.kidId));
    await app.db.update(requests).set({ comment: "Und Schlafanzüge, bitte" }).where(eq(requests.id, family.box.id));
    const opened = await call("GET", `/admin/workbench/requests/${family.box.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const profile = opened.json<{ profile: { comment_garments: string[] } }>().profile;
    expect(profile.comment_garments).toEqual(expect.arrayContaining(["coat", "pyjama"]));
    // Without a comment, no hint
    const quiet = await dressedFamily();
    const plain = await call("GET", `/admin/workbench/requests/${quiet.box.id}`);
    expect(plain.json<{ profile: { comment_garments: string[] } }>().profile.comment_garments).toEqual([]);
  });

  it("lists the boxes to compose by delivery date, filtered", async () => {
    const family = await dressedFamily();
    const queue = await call("GET", "/admin/workbench/requests?kind=KID&state=open&stylist=none");
    expect(queue.statusCode, queue.body).toBe(200);
    const body = queue.json<{
      total: number;
      requests: { id: number; delivery_date: string | null; state: string }[];
    }>();
    expect(body.requests.every((r) => r.state === "open")).toBe(true);
    const dates = body.requests.map((r) => r.delivery_date ?? "9999");
    expect([...dates].sort()).toEqual(dates);
    const all = await call("GET", `/admin/workbench/requests?page=1`);
    expect(all.json<{ total: number }>().total).toBeGreaterThanOrEqual(body.total);
    const mine = await call("GET", `/admin/workbench/requests?stylist=${stylist.staff_id}`);
    expect(mine.json<{ requests: { id: number }[] }>().requests.map((r) => r.id)).not.toContain(family.box.id);
    expectProblem(await call("GET", "/admin/workbench/requests?state=nonsense"), 400, "VALIDATION_ERROR");
  });

  it("takes the next box, proposes, swaps, locks, asks again, writes a note and sends: the family sees it and answers", async () => {
    const family = await dressedFamily();
    // The family's box is the stylist's (the queue's first is whatever the demo left: take this one by hand)
    await app.db.update(requests).set({ stylistId: stylist.staff_id }).where(eq(requests.id, family.box.id));
    const id = family.box.id;

    const opened = await call("GET", `/admin/workbench/requests/${id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<Page>()).toMatchObject({
      proposal: null,
      profile: { firstname: "Jules", sizes: { top_size: TOP } },
    });
    expectProblem(await call("POST", `/admin/workbench/requests/${id}/send`), 409, "PROPOSAL_CLOSED");

    const proposed = await call("POST", `/admin/workbench/requests/${id}/propose`);
    expect(proposed.statusCode, proposed.body).toBe(200);
    const draft = proposed.json<Page>().proposal!;
    expect(draft.preview.status).toBe("DRAFT");
    expect(draft.pieces).toHaveLength(8);
    const [preview] = await app.db.select().from(previews).where(eq(previews.requestId, id));

    // Swap the first piece for one the box does not hold: its stock goes back, the new one's is taken
    const first = draft.pieces[0]!;
    const replacement = await outsider(preview!.id);
    const oldStock = await stockOf(first.variant_id);
    const newStock = await stockOf(replacement.variantId);
    const search = await call("GET", `/admin/workbench/requests/${id}/search`);
    expect(search.statusCode, search.body).toBe(200);
    const found = search.json<{ products: { id: number; variants: { variant_id: number; stock: number }[] }[] }>();
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.products[0]!.variants[0]!.stock).toBeGreaterThan(0);
    const swapped = await call("POST", `/admin/workbench/requests/${id}/swap`, {
      look_index: first.look_index,
      item_index: first.item_index,
      product_id: replacement.productId,
      variant_id: replacement.variantId,
      reason: "too warm for May",
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(await stockOf(first.variant_id)).toBe(oldStock + 1);
    expect(await stockOf(replacement.variantId)).toBe(newStock - 1);
    const afterSwap = swapped.json<Page>().proposal!;
    expect(afterSwap.pieces.find((p) => p.variant_id === replacement.variantId)).toMatchObject({ locked: true });
    // A piece already in the box cannot come twice
    const second = afterSwap.pieces.find((p) => p.variant_id !== replacement.variantId)!;
    expectProblem(
      await call("POST", `/admin/workbench/requests/${id}/swap`, {
        look_index: second.look_index,
        item_index: second.item_index,
        product_id: replacement.productId,
        variant_id: replacement.variantId,
      }),
      400,
      "INVALID_REPLACEMENT",
    );

    // Lock a second piece, unlock it, lock it again
    const place = { look_index: second.look_index, item_index: second.item_index };
    for (const locked of [true, false, true]) {
      const answer = await call("PUT", `/admin/workbench/requests/${id}/lock`, { ...place, locked });
      expect(answer.statusCode, answer.body).toBe(200);
    }

    // Ask the engine again: the two locked pieces stay, the others are put back and chosen again
    const unlocked = afterSwap.pieces.filter(
      (p) => p.variant_id !== replacement.variantId && p.variant_id !== second.variant_id,
    );
    const stockBefore = new Map(
      await Promise.all(catalogue.map(async (m) => [m.variantId, await stockOf(m.variantId)] as const)),
    );
    const again = await call("POST", `/admin/workbench/requests/${id}/propose`);
    expect(again.statusCode, again.body).toBe(200);
    const recomposed = again.json<Page>().proposal!;
    expect(recomposed.pieces).toHaveLength(8);
    const variants = recomposed.pieces.map((p) => p.variant_id);
    expect(variants).toContain(replacement.variantId);
    expect(variants).toContain(second.variant_id);
    expect(new Set(variants).size).toBe(8);
    // Stock exact: each catalogue size moved by (now in the box) − (in the box before)
    for (const made of catalogue) {
      const before = unlocked.some((p) => p.variant_id === made.variantId) ? 1 : 0;
      const now =
        recomposed.pieces.some((p) => p.variant_id === made.variantId) &&
        made.variantId !== replacement.variantId &&
        made.variantId !== second.variant_id
          ? 1
          : 0;
      expect(await stockOf(made.variantId), `variant ${made.variantId}`).toBe(
        stockBefore.get(made.variantId)! + before - now,
      );
    }

    const noted = await call("PUT", `/admin/workbench/requests/${id}/note`, { note: "  Des couleurs pour l'été !  " });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json<Page>().proposal!.stylist_note).toBe("Des couleurs pour l'été !");

    // Still hidden from the family until sent
    expect(
      (await fx.call("GET", `/clients/me/kids/${family.kidId}/requests/${id}/preview`, family.headers)).statusCode,
    ).toBe(404);
    const sent = await call("POST", `/admin/workbench/requests/${id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await fx.requestRow(id)).toMatchObject({ status: "PREVIEW_SENT", isBlocked: false });
    expect((await fx.outbox(family.email)).map((m) => m.key)).toContain(`preview-ready:${preview!.id}`);
    expectProblem(await call("POST", `/admin/workbench/requests/${id}/send`), 409, "PROPOSAL_CLOSED");
    expectProblem(
      await call("PUT", `/admin/workbench/requests/${id}/lock`, { ...place, locked: false }),
      409,
      "PROPOSAL_CLOSED",
    );

    const own = await fx.call("GET", `/clients/me/kids/${family.kidId}/requests/${id}/preview`, family.headers);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ status: "PENDING", stylist_note: "Des couleurs pour l'été !" });
    const validated = await fx.call(
      "POST",
      `/clients/me/kids/${family.kidId}/requests/${id}/preview/validate`,
      family.headers,
    );
    expect(validated.statusCode, validated.body).toBe(200);

    expect(await kinds(id)).toEqual([
      "engine_proposed",
      "stylist_swapped",
      "stylist_locked",
      "stylist_unlocked",
      "stylist_locked",
      "engine_reproposed",
      "note_written",
      "preview_sent",
      "family_validated",
    ]);
    const history = (await call("GET", `/admin/workbench/requests/${id}`)).json<Page>().history;
    const swap = history.find((h) => h.kind === "stylist_swapped")!;
    expect(swap.staff_member?.id).toBe(stylist.staff_id);
    expect(swap.detail).toMatchObject({
      from: { variant_id: first.variant_id },
      to: { variant_id: replacement.variantId },
      reason: "too warm for May",
    });
    expect(history.find((h) => h.kind === "family_validated")!.staff_member).toBeNull();
    const reproposed = history.find((h) => h.kind === "engine_reproposed")!;
    expect((reproposed.detail.kept as unknown[]).length).toBe(2);
    expect((reproposed.detail.dropped as unknown[]).length).toBe(6);
  });

  it("writes the family's replacement in the history", async () => {
    const family = await dressedFamily();
    const id = family.box.id;
    expect((await call("POST", `/admin/workbench/requests/${id}/propose`)).statusCode).toBe(200);
    expect((await call("POST", `/admin/workbench/requests/${id}/send`)).statusCode).toBe(200);
    const [preview] = await app.db.select().from(previews).where(eq(previews.requestId, id));
    const [item] = await app.db.select().from(previewItems).where(eq(previewItems.previewId, preview!.id)).limit(1);
    const replacement = await outsider(preview!.id);
    const replaced = await fx.call("POST", `/clients/me/kids/${family.kidId}/requests/${id}/preview`, family.headers, {
      look_index: item!.lookIndex,
      item_index: item!.itemIndex,
      replacement_reason: "size",
      replacement_product_id: replacement.productId,
      replacement_variant_id: replacement.variantId,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [token] = await app.db
      .select({ hash: previews.tokenHash })
      .from(previews)
      .where(eq(previews.id, preview!.id));
    expect(token!.hash).not.toBeNull();
    expect(await kinds(id)).toEqual(["engine_proposed", "preview_sent", "family_replaced"]);
    const [event] = await app.db
      .select()
      .from(stylingEvents)
      .where(and(eq(stylingEvents.requestId, id), eq(stylingEvents.kind, "family_replaced")));
    expect(event!.detail).toMatchObject({ to: { variant_id: replacement.variantId }, reason: "size" });
  });

  it("gives two stylists asking for the next box at once two different boxes", async () => {
    await dressedFamily();
    await dressedFamily();
    const other = await newStaffMember(app, ["stylist"], "Otto Stylist");
    const [a, b] = await Promise.all([
      call("POST", "/admin/workbench/next", {}),
      call("POST", "/admin/workbench/next", {}, other.headers),
    ]);
    expect(a!.statusCode, a!.body).toBe(200);
    expect(b!.statusCode, b!.body).toBe(200);
    const ids = [a!.json<{ request_id: number }>().request_id, b!.json<{ request_id: number }>().request_id];
    expect(ids[0]).not.toBe(ids[1]);
    const rows = await app.db
      .select({ id: requests.id, stylistId: requests.stylistId })
      .from(requests)
      .where(inArray(requests.id, ids));
    expect(new Map(rows.map((r) => [r.id, r.stylistId]))).toEqual(
      new Map([
        [ids[0]!, stylist.staff_id],
        [ids[1]!, other.staff_id],
      ]),
    );
  });

  it("a claim left idle lapses for the next stylist; the holder's change keeps it", async () => {
    // Every box of the queue held just now, then one more box: the only free one
    await app.db
      .update(requests)
      .set({ stylistId: stylist.staff_id, stylistClaimedAt: sql`now()` })
      .where(eq(requests.status, "PENDING"));
    const id = (await dressedFamily()).box.id;
    const other = await newStaffMember(app, ["stylist"], "Olga Stylist");
    const third = await newStaffMember(app, ["stylist"], "Tess Stylist");
    const taken = await call("POST", "/admin/workbench/next", {}, other.headers);
    expect(taken.json<{ request_id: number }>().request_id).toBe(id);
    expectProblem(await call("POST", "/admin/workbench/next", {}, third.headers), 404);

    // Idle past WORKBENCH_CLAIM_MINUTES: the box goes to whoever asks next
    const idle = sql`now() - make_interval(mins => ${app.config.workbenchClaimMinutes + 1})`;
    await app.db.update(requests).set({ stylistClaimedAt: idle }).where(eq(requests.id, id));
    const retaken = await call("POST", "/admin/workbench/next", {}, third.headers);
    expect(retaken.json<{ request_id: number }>().request_id).toBe(id);

    // The new holder works on it, idle almost as long: each change renews the claim
    expect((await call("POST", `/admin/workbench/requests/${id}/propose`, undefined, third.headers)).statusCode).toBe(
      200,
    );
    await app.db.update(requests).set({ stylistClaimedAt: idle }).where(eq(requests.id, id));
    const noted = await call("PUT", `/admin/workbench/requests/${id}/note`, { note: "Bonne rentrée" }, third.headers);
    expect(noted.statusCode, noted.body).toBe(200);
    expectProblem(await call("POST", "/admin/workbench/next", {}, other.headers), 404);
    const [row] = await app.db.select({ stylistId: requests.stylistId }).from(requests).where(eq(requests.id, id));
    expect(row!.stylistId).toBe(third.staff_id);
  });

  it("shows what the family kept and sent back, and why, in a past box of the profile", async () => {
    const family = await dressedFamily();
    const past = family.box.id;
    expect((await call("POST", `/admin/workbench/requests/${past}/propose`)).statusCode).toBe(200);
    expect((await call("POST", `/admin/workbench/requests/${past}/send`)).statusCode).toBe(200);
    const [preview] = await app.db.select().from(previews).where(eq(previews.requestId, past));
    const items = await app.db
      .select()
      .from(previewItems)
      .where(eq(previewItems.previewId, preview!.id))
      .orderBy(asc(previewItems.id));
    // The box shipped, came back settled: the first piece kept, the second returned too small, the rest not yet
    await app.db.update(requests).set({ status: "CLOSED" }).where(eq(requests.id, past));
    const [order] = await app.db
      .insert(orders)
      .values({ clientId: family.clientId, kind: "BOX", status: "DELIVERED", requestId: past, locale: "fr" })
      .returning({ id: orders.id });
    const lines = await app.db
      .insert(orderLines)
      .values(
        items.slice(0, 3).map((item, i) => ({
          orderId: order!.id,
          productId: item.productId,
          variantId: item.variantId,
          quantity: 1,
          unitPriceCents: 1990,
          status: i === 0 ? ("KEPT" as const) : i === 1 ? ("RETURNED" as const) : ("ORDERED" as const),
        })),
      )
      .returning({ id: orderLines.id });
    const [ret] = await app.db
      .insert(returns)
      .values({ orderId: order!.id, clientId: family.clientId })
      .returning({ id: returns.id });
    await app.db.insert(returnLines).values({ returnId: ret!.id, orderLineId: lines[1]!.id, reason: "too_small" });
    const [next] = await app.db
      .insert(requests)
      .values({ profileId: family.kidId, deliveryDate: "2027-03-01" })
      .returning({ id: requests.id });

    const page = await call("GET", `/admin/workbench/requests/${next!.id}`);
    expect(page.statusCode, page.body).toBe(200);
    type Past = { request_id: number; pieces: { outcome: string | null; reason: string | null }[] };
    const box = page.json<{ profile: { past_boxes: Past[] } }>().profile.past_boxes.find((b) => b.request_id === past)!;
    expect(box.pieces.slice(0, 3)).toEqual([
      expect.objectContaining({ outcome: "kept", reason: null }),
      expect.objectContaining({ outcome: "returned", reason: "too_small" }),
      expect.objectContaining({ outcome: null, reason: null }),
    ]);
  });

  it("a swap racing a shop checkout for the last unit: one winner, the stock exact", async () => {
    const family = await dressedFamily();
    const id = family.box.id;
    expect((await call("POST", `/admin/workbench/requests/${id}/propose`)).statusCode).toBe(200);
    const [brand] = await app.db.select({ id: brands.id }).from(brands).limit(1);
    const last = await addProduct(`WORKBENCH-LAST-${id}`, brand!.id, 0, 1, true);
    const [preview] = await app.db.select().from(previews).where(eq(previews.requestId, id));
    const [item] = await app.db.select().from(previewItems).where(eq(previewItems.previewId, preview!.id)).limit(1);
    const buyer = await parisClient(ctx, "workbench-race");
    const [cart] = await app.db.insert(carts).values({ clientId: buyer.clientId }).returning({ id: carts.id });
    await app.db
      .insert(cartLines)
      .values({ cartId: cart!.id, productId: last.productId, variantId: last.variantId, quantity: 1 });
    const oldStock = await stockOf(item!.variantId);

    const [swap, checkout] = await Promise.all([
      call("POST", `/admin/workbench/requests/${id}/swap`, {
        look_index: item!.lookIndex,
        item_index: item!.itemIndex,
        product_id: last.productId,
        variant_id: last.variantId,
      }),
      app.inject({
        method: "POST",
        url: "/clients/me/orders",
        headers: { ...buyer.headers, "idempotency-key": `workbench-race-${id}` },
        payload: {
          carrier: "colissimo",
          platform: "card_via_sandbox",
          return_url: "http://localhost:3000/shop/payment-successful",
        },
      }),
    ]);
    expect([200, 409], swap!.body).toContain(swap!.statusCode);
    expect([201, 409], checkout!.body).toContain(checkout!.statusCode);
    expect(await stockOf(last.variantId)).toBe(0);
    const inBox = await app.db.select().from(previewItems).where(eq(previewItems.variantId, last.variantId));
    const [sold] = await app.db
      .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.variantId, last.variantId), ne(orders.status, "CANCELLED")));
    expect(inBox.length + sold!.n).toBe(1);
    expect(swap!.statusCode === 200).toBe(inBox.length === 1);
    if (swap!.statusCode === 409) expectProblem(swap!, 409, "NOT_ENOUGH_STOCK");
    // The old piece is back in stock only when the swap won
    expect(await stockOf(item!.variantId)).toBe(swap!.statusCode === 200 ? oldStock + 1 : oldStock);
  });

  it("refuses a stylist's changes to a box that has no draft, and unknown places", async () => {
    const family = await dressedFamily();
    const id = family.box.id;
    expectProblem(await call("PUT", `/admin/workbench/requests/${id}/note`, { note: "x" }), 409, "PROPOSAL_CLOSED");
    expect((await call("POST", `/admin/workbench/requests/${id}/propose`)).statusCode).toBe(200);
    expectProblem(
      await call("PUT", `/admin/workbench/requests/${id}/lock`, { look_index: 99, item_index: 99, locked: true }),
      400,
    );
    expectProblem(await call("GET", "/admin/workbench/requests/999999"), 404, "NOT_FOUND");
    expectProblem(await call("PUT", `/admin/workbench/requests/${id}/note`, { note: "x".repeat(1001) }), 400);
  });
});
