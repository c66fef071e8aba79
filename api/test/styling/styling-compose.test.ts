/**
 * Composing a box (issue 17), on PGlite and on the PostgreSQL server: the administrator's call
 * writes the preview, its items with their reasons, takes the pieces' stock, moves the request to
 * PREVIEW_SENT and puts the "preview ready" e-mail in the outbox; composing twice is refused,
 * nothing that fits leaves the request open; the scheduler's job composes the requests due only;
 * and 50 boxes composed at once for the last pieces of a size, with shop checkouts racing them,
 * never take more than the stock.
 *
 * The file's database is its own copy: the seeded products stop being suggestions and a small
 * catalogue of its own (girls' sizes "4 ans", shoes 28, one size) takes their place, so every
 * candidate is known.
 */
import type { FastifyInstance } from "fastify";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, previewDeadline } from "#domain/malle.js";
import { todayIn } from "#domain/profiles.js";
import {
  brands,
  cartLines,
  carts,
  clients,
  orderLines,
  orders,
  previewItems,
  previews,
  productVariants,
  products,
  profiles,
  requests,
  wishes,
} from "../../src/db/schema/index.js";
import { insertAnswersByKey } from "../../src/modules/quiz/index.js";
import { Scheduler, combineJobs } from "../../src/modules/scheduler/index.js";
import { composeRequest, stylingModule } from "../../src/modules/styling/index.js";
import { hashPreviewToken, verifyPreviewToken } from "../../src/modules/styling/preview/token.js";
import { createTestApp, expectProblem, signInStaff, type TestContext } from "../helpers.js";
import { malleFixtures } from "../malle-fixtures.js";
import { memoryLog } from "../scheduler-fixtures.js";
import { parisClient } from "../shop-fixtures.js";

let ctx: TestContext;
let app: FastifyInstance;
let fx: ReturnType<typeof malleFixtures>;
let admin: Record<string, string>;

const TOP = "4 ans";
const SHOE = "28";
const PINK = "#f2a7b8"; // the quiz's "pink" choice
const COLOURS = ["#1f3a5f", "#f6c945", "#7fa37a", "#c0392b", "#ffffff", "#333333"];
const lt = (text: string) => ({ fr: text, de: text, nl: text, es: text, en: text });

type Made = { productId: number; variantId: number };
const catalogue: Made[] = [];
let pinkProduct: Made;

async function addProduct(options: {
  reference: string;
  brandId: number;
  category: (typeof products.$inferInsert)["category"];
  meta: (typeof products.$inferInsert)["metaCategory"];
  color: string;
  size: string;
  stock: number;
  isShop?: boolean;
}): Promise<Made> {
  const [product] = await app.db
    .insert(products)
    .values({
      reference: options.reference,
      brandId: options.brandId,
      name: lt(`Pièce ${options.reference}`),
      cleanName: lt(`Pièce ${options.reference}`),
      lcPriceCents: 1990,
      metaCategory: options.meta,
      category: options.category,
      genders: ["girl"],
      color: options.color,
      isShop: options.isShop ?? false,
      isSuggestion: true,
    })
    .returning({ id: products.id });
  const [variant] = await app.db
    .insert(productVariants)
    .values({ productId: product!.id, size: options.size, stock: options.stock })
    .returning({ id: productVariants.id });
  // A size nobody here wears, in stock: never a candidate
  await app.db.insert(productVariants).values({ productId: product!.id, size: "12 ans", stock: 50 });
  return { productId: product!.id, variantId: variant!.id };
}

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
  fx = malleFixtures(app);
  admin = (await signInStaff(app, "admin@demo.lamalle.test", "Admin-Malle-2026!")).headers;
  await app.db.update(products).set({ isSuggestion: false });
  const brandIds = (await app.db.select({ id: brands.id }).from(brands).orderBy(brands.id)).map((b) => b.id);
  const kinds = [
    { category: "tops", meta: "TOP", size: TOP },
    { category: "pull_cardi", meta: "TOP", size: TOP },
    { category: "bottoms", meta: "BOTTOM", size: TOP },
    { category: "robe_combi_salopette", meta: "TOP", size: TOP },
    { category: "accessoires", meta: "OTHER", size: "TU" },
    { category: "autre", meta: "FEET", size: SHOE },
  ] as const;
  for (let i = 0; i < 30; i++) {
    const kind = kinds[i % kinds.length]!;
    catalogue.push(
      await addProduct({
        reference: `COMPOSE-${i}`,
        brandId: brandIds[i % brandIds.length]!,
        ...kind,
        color: COLOURS[i % COLOURS.length]!,
        stock: 500,
      }),
    );
  }
  pinkProduct = await addProduct({
    reference: "COMPOSE-PINK",
    brandId: brandIds[0]!,
    category: "tops",
    meta: "TOP",
    size: TOP,
    color: PINK,
    stock: 500,
  });
}, 120_000);
afterAll(async () => ctx?.close());

/** The kid wears the catalogue's sizes and refuses pink. */
/** The day `months` months ago (ISO), for a birthdate or the day sizes were given. */
const monthsAgo = (months: number) => new Date(Date.now() - months * 30.44 * 86_400_000).toISOString().slice(0, 10);

async function dress(kidId: number) {
  // Three and a half, sizes given today: "4 ans" is still the size predicted on the delivery date
  await app.db
    .update(profiles)
    .set({ topSize: TOP, bottomSize: TOP, shoeSize: SHOE, birthdate: monthsAgo(42), sizesGivenOn: monthsAgo(0) })
    .where(eq(profiles.id, kidId));
  await insertAnswersByKey(app.db, kidId, "KID", { colours_refused: ["pink"] });
}

const compose = (requestId: number, headers: Record<string, string> = admin) =>
  app.inject({ method: "POST", url: `/admin/requests/${requestId}/compose`, headers });

async function stockOf(variantIds: number[]): Promise<Map<number, number>> {
  const rows = await app.db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds));
  return new Map(rows.map((r) => [r.id, r.stock]));
}

const itemsOf = (previewId: number) =>
  app.db.select().from(previewItems).where(eq(previewItems.previewId, previewId)).orderBy(previewItems.id);

type Composed = {
  request_id: number;
  preview_id: number;
  pieces: number;
  items: { variant_id: number; product_id: number; reasons: { code: string }[] }[];
  rejected: Record<string, number>;
};

describe("composing a box (admin call)", () => {
  it("writes the preview and its items with reasons, takes the stock, sends the preview, e-mails the family", async () => {
    const family = await fx.subscriber({ locale: "de" });
    await dress(family.kidId);
    const wished = catalogue[7]!;
    const wish = await fx.call(
      "PUT",
      `/clients/me/kids/${family.kidId}/requests/${family.box.id}/wishes/${wished.productId}`,
      family.headers,
    );
    expect(wish.statusCode, wish.body).toBe(200);
    const before = await stockOf([...catalogue, pinkProduct].map((m) => m.variantId));

    const started = Date.now();
    const response = await compose(family.box.id);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Composed>();
    expect(result).toMatchObject({ request_id: family.box.id, pieces: 8 });
    expect(result.items).toHaveLength(8);
    expect(result.rejected.refused_colour, JSON.stringify(result.rejected)).toBe(1);

    // The preview: waiting for its answer until PREVIEW_ANSWER_DAYS from now, its skip token's hash kept
    const [preview] = await app.db.select().from(previews).where(eq(previews.id, result.preview_id));
    expect(preview).toMatchObject({ requestId: family.box.id, status: "PENDING", rejected: result.rejected });
    // The end of the shop's day PREVIEW_ANSWER_DAYS later (the whole last day to answer)
    expect(preview!.expiresAt).toEqual(previewDeadline(new Date(started), ctx.config.previewAnswerDays));
    expect(preview!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // Its items: the wished piece with its reason, every piece a reason, each size the kid's, never pink
    const items = await itemsOf(result.preview_id);
    expect(items).toHaveLength(8);
    expect(items.every((item) => item.reasons.length > 0)).toBe(true);
    const wishedItem = items.find((item) => item.productId === wished.productId);
    expect(wishedItem?.reasons).toContainEqual({ code: "wished" });
    expect(items.map((item) => item.productId)).not.toContain(pinkProduct.productId);
    const sizes = await app.db
      .select({ size: productVariants.size })
      .from(productVariants)
      .where(
        inArray(
          productVariants.id,
          items.map((item) => item.variantId),
        ),
      );
    expect(sizes.every((s) => [TOP, SHOE, "TU"].includes(s.size))).toBe(true);
    expect(new Set(items.map((i) => `${i.lookIndex}:${i.itemIndex}`)).size).toBe(8);

    // The stock: one unit taken per piece, nothing else moved
    const after = await stockOf([...before.keys()]);
    const chosen = new Set(items.map((item) => item.variantId));
    for (const [id, stock] of before) expect(after.get(id), `variant ${id}`).toBe(chosen.has(id) ? stock - 1 : stock);

    // The request: preview sent, blocked for the family (its wishes can no longer change)
    const request = await fx.requestRow(family.box.id);
    expect(request).toMatchObject({ status: "PREVIEW_SENT", isBlocked: false, actions: [] });
    const box = (await fx.call("GET", `/clients/me/kids/${family.kidId}/requests`, family.headers)).json<
      { id: number; status: string; is_blocked: boolean }[]
    >();
    expect(box.find((b) => b.id === family.box.id)).toMatchObject({ status: "PREVIEW_SENT", is_blocked: true });
    const late = await fx.call(
      "PUT",
      `/clients/me/kids/${family.kidId}/requests/${family.box.id}/wishes/${catalogue[8]!.productId}`,
      family.headers,
    );
    expectProblem(late, 409, "REQUEST_BLOCKED");

    // The e-mail, in the family's language: the preview's page and a skip link whose token is the preview's
    const mails = await fx.outbox(family.email);
    const ready = mails.find((m) => m.key === `preview-ready:${result.preview_id}`);
    expect(ready?.subject).toBe("Die Box für Jules ist fertig: Sehen Sie sie sich an");
    expect(ready!.text).toContain("8 Teile");
    expect(ready!.text).toContain(`${ctx.config.storefrontUrl}/de/infos/preview/${family.kidId}/${family.box.id}`);
    const skip = /\/de\/preview\/confirmation\?preview_token=([^\s]+)/.exec(ready!.text);
    expect(skip).not.toBeNull();
    const token = decodeURIComponent(skip![1]!);
    expect(verifyPreviewToken(ctx.config.jwtSecret, token)).toEqual({ previewId: result.preview_id });
    expect(hashPreviewToken(token)).toBe(preview!.tokenHash);
  });

  it("refuses to compose a box twice (409 REQUEST_BLOCKED), taking nothing more", async () => {
    const family = await fx.subscriber();
    await dress(family.kidId);
    const first = await compose(family.box.id);
    expect(first.statusCode, first.body).toBe(200);
    const stock = await stockOf(catalogue.map((m) => m.variantId));
    expectProblem(await compose(family.box.id), 409, "REQUEST_BLOCKED");
    expect(await stockOf(catalogue.map((m) => m.variantId))).toEqual(stock);
    const rows = await app.db.select().from(previews).where(eq(previews.requestId, family.box.id));
    expect(rows).toHaveLength(1);
    expect((await fx.outbox(family.email)).filter((m) => m.key.startsWith("preview-ready:"))).toHaveLength(1);
    // Open again by hand (a future stylist's tool): its first preview stands, no second one
    await app.db.update(requests).set({ status: "PENDING", isBlocked: false }).where(eq(requests.id, family.box.id));
    expectProblem(await compose(family.box.id), 409, "REQUEST_BLOCKED");
    expect(await app.db.select().from(previews).where(eq(previews.requestId, family.box.id))).toHaveLength(1);
    expect(await stockOf(catalogue.map((m) => m.variantId))).toEqual(stock);
  });

  it("composes a box once when composed 5 times at once (the scheduler and an administrator)", async () => {
    const family = await fx.subscriber();
    await dress(family.kidId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => compose(family.box.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expectProblem(refused, 409, "REQUEST_BLOCKED");
    const rows = await app.db.select().from(previews).where(eq(previews.requestId, family.box.id));
    expect(rows).toHaveLength(1);
    expect(await itemsOf(rows[0]!.id)).toHaveLength(8);
  });

  it("leaves the request open when nothing in stock fits (409 NOTHING_TO_COMPOSE)", async () => {
    const family = await fx.subscriber();
    // A boy: the catalogue dresses girls only
    await app.db
      .update(profiles)
      .set({ gender: "boy", topSize: TOP, bottomSize: TOP, shoeSize: SHOE })
      .where(eq(profiles.id, family.kidId));
    expectProblem(await compose(family.box.id), 409, "NOTHING_TO_COMPOSE");
    expect(await fx.requestRow(family.box.id)).toMatchObject({ status: "PENDING", isBlocked: false });
    expect(await app.db.select().from(previews).where(eq(previews.requestId, family.box.id))).toHaveLength(0);
    const wish = await fx.call(
      "PUT",
      `/clients/me/kids/${family.kidId}/requests/${family.box.id}/wishes/${catalogue[0]!.productId}`,
      family.headers,
    );
    expect(wish.statusCode, wish.body).toBe(200);
  });

  it("answers 404 for an unknown request, 403 to a client and 401 signed out", async () => {
    expectProblem(await compose(2_000_000_000), 404);
    const family = await fx.subscriber();
    expectProblem(await compose(family.box.id, family.headers), 403);
    expectProblem(await compose(family.box.id, {}), 401);
    expect(await fx.requestRow(family.box.id)).toMatchObject({ status: "PENDING" });
  });
});

describe("the compose-due job", () => {
  it("composes the open requests due within COMPOSE_LEAD_DAYS, once, and the later ones when their time comes", async () => {
    const today = todayIn();
    const soon = await fx.subscriber();
    const later = await fx.subscriber();
    for (const f of [soon, later]) await dress(f.kidId);
    const lead = ctx.config.composeLeadDays;
    await app.db
      .update(requests)
      .set({ deliveryDate: addDays(today, lead - 1) })
      .where(eq(requests.id, soon.box.id));
    await app.db
      .update(requests)
      .set({ deliveryDate: addDays(today, lead + 5) })
      .where(eq(requests.id, later.box.id));

    let now = new Date();
    const worker = new Scheduler({
      db: app.db,
      mailer: app.mailer,
      log: memoryLog().log,
      config: ctx.config,
      clock: () => now,
      ...combineJobs(stylingModule.jobs),
    });
    await worker.runDue();
    expect((await fx.requestRow(soon.box.id)).status).toBe("PREVIEW_SENT");
    expect((await fx.requestRow(later.box.id)).status).toBe("PENDING");
    // Another pass the same day: nothing more
    now = new Date(now.getTime() + 10 * 60_000);
    await worker.runDue();
    expect(await app.db.select().from(previews).where(eq(previews.requestId, soon.box.id))).toHaveLength(1);

    // Six days later, the later box is due
    now = new Date(now.getTime() + 6 * 86_400_000);
    await worker.runDue();
    expect((await fx.requestRow(later.box.id)).status).toBe("PREVIEW_SENT");
    expect(await app.db.select().from(previews).where(eq(previews.requestId, later.box.id))).toHaveLength(1);
    expect((await fx.outbox(later.email)).filter((m) => m.key.startsWith("preview-ready:"))).toHaveLength(1);
  }, 60_000);
});

describe("concurrency", () => {
  /** `count` kids wearing the catalogue's sizes, each with an open box wishing `wished`. */
  async function openBoxes(count: number, wished: Made) {
    const tag = Math.random().toString(36).slice(2, 8);
    const made = await app.db
      .insert(clients)
      .values(Array.from({ length: count }, (_, i) => ({ email: `race-${tag}-${i}@example.test`, firstname: "Alex" })))
      .returning({ id: clients.id });
    const kids = await app.db
      .insert(profiles)
      .values(
        made.map((c, i) => ({
          clientId: c.id,
          profileType: "KID" as const,
          firstname: `Kid ${i}`,
          gender: "girl" as const,
          // Three and a half, sizes given today: "4 ans" is their size on the delivery date
          birthdate: monthsAgo(42),
          sizesGivenOn: monthsAgo(0),
          topSize: TOP,
          bottomSize: TOP,
          shoeSize: SHOE,
        })),
      )
      .returning({ id: profiles.id });
    const boxes = await app.db
      .insert(requests)
      .values(kids.map((k) => ({ profileId: k.id, status: "PENDING" as const, deliveryDate: addDays(todayIn(), 7) })))
      .returning({ id: requests.id });
    await app.db
      .insert(wishes)
      .values(boxes.map((b) => ({ requestId: b.id, productId: wished.productId, variantId: wished.variantId })));
    return boxes.map((b) => b.id);
  }

  it("50 boxes composed at once for the last 3 pieces of a size, with 5 shop checkouts racing, never take more than the stock", async () => {
    const [brand] = await app.db.select({ id: brands.id }).from(brands).limit(1);
    const scarce = await addProduct({
      reference: "COMPOSE-LAST-3",
      brandId: brand!.id,
      category: "tops",
      meta: "TOP",
      size: TOP,
      color: "#123456",
      stock: 3,
      isShop: true,
    });
    const boxes = await openBoxes(50, scarce);
    const buyers = [];
    for (let i = 0; i < 5; i++) {
      const buyer = await parisClient(ctx, "compose-race");
      const [cart] = await app.db.insert(carts).values({ clientId: buyer.clientId }).returning({ id: carts.id });
      await app.db
        .insert(cartLines)
        .values({ cartId: cart!.id, productId: scarce.productId, variantId: scarce.variantId, quantity: 1 });
      buyers.push(buyer);
    }
    const checkout = (headers: Record<string, string>, key: string) =>
      app.inject({
        method: "POST",
        url: "/clients/me/orders",
        headers: { ...headers, "idempotency-key": key },
        payload: {
          carrier: "colissimo",
          platform: "card_via_sandbox",
          return_url: "http://localhost:3000/shop/payment-successful",
        },
      });

    const deps = { now: new Date(), config: ctx.config, log: memoryLog().log };
    const settled = await Promise.allSettled([
      ...boxes.map((id) => composeRequest(app.db, id, deps)),
      ...buyers.map((b, i) => checkout(b.headers, `compose-race-${i}`)),
    ]);
    const composed = settled.slice(0, boxes.length);
    const checkouts = settled.slice(boxes.length) as PromiseFulfilledResult<Awaited<ReturnType<typeof checkout>>>[];
    const failures = composed.filter((s) => s.status === "rejected").map((s) => String(s.reason));
    expect(failures).toEqual([]);
    for (const c of checkouts) expect([201, 409], c.value.body).toContain(c.value.statusCode);

    // Every box was composed; the scarce size went to 3 boxes or orders in all, and its stock is 0
    const [stock] = await app.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, scarce.variantId));
    expect(stock!.stock).toBe(0);
    const inBoxes = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(previewItems)
      .where(eq(previewItems.variantId, scarce.variantId));
    const inOrders = await app.db
      .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.variantId, scarce.variantId), ne(orders.status, "CANCELLED")));
    expect(inBoxes[0]!.n + inOrders[0]!.n).toBe(3);
    expect(checkouts.filter((c) => c.value.statusCode === 201)).toHaveLength(inOrders[0]!.n);
    const sent = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(requests)
      .where(and(inArray(requests.id, boxes), eq(requests.status, "PREVIEW_SENT")));
    expect(sent[0]!.n).toBe(50);
    // No size of the catalogue went below zero, and each box holds 8 pieces
    const negative = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productVariants)
      .where(sql`${productVariants.stock} < 0`);
    expect(negative[0]!.n).toBe(0);
    const perBox = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(previewItems)
      .innerJoin(previews, eq(previews.id, previewItems.previewId))
      .where(inArray(previews.requestId, boxes))
      .groupBy(previews.requestId);
    expect(perBox.map((r) => r.n)).toEqual(Array.from({ length: 50 }, () => 8));
  }, 180_000);

  // On PGlite transactions take turns on one connection: a size cannot sell out between the
  // engine's read and the take. On the server it can; the engine composes again without it.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "composes again without a size sold out between the engine's read and the take",
    async () => {
      const [brand] = await app.db.select({ id: brands.id }).from(brands).limit(1);
      const scarce = await addProduct({
        reference: "COMPOSE-SOLD-MEANWHILE",
        brandId: brand!.id,
        category: "tops",
        meta: "TOP",
        size: TOP,
        color: "#654321",
        stock: 1,
      });
      const [box] = await openBoxes(1, scarce);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const held = new Promise<void>((resolve) => (locked = resolve));
      // Another writer holds the size, then sells it
      const seller = app.db.transaction(async (tx) => {
        await tx.select().from(productVariants).where(eq(productVariants.id, scarce.variantId)).for("update");
        locked();
        await gate;
        await tx.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, scarce.variantId));
      });
      await held;
      const { log, lines } = memoryLog();
      const composing = composeRequest(app.db, box!, { now: new Date(), config: ctx.config, log });
      // The engine has read the size in stock and waits for its row
      await new Promise((resolve) => setTimeout(resolve, 500));
      release();
      await seller;
      const result = await composing;
      expect(lines.some((l) => l.msg.startsWith("sizes sold out while composing"))).toBe(true);
      expect(result.pieces).toBe(8);
      expect(result.items.map((i) => i.variant_id)).not.toContain(scarce.variantId);
      const [row] = await app.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, scarce.variantId));
      expect(row!.stock).toBe(0);
    },
    60_000,
  );
});
