/**
 * Littlegeste (issue 28) on PGlite and on the PostgreSQL server: a label refused with §8's
 * "Country not supported", the month's limit, another family's label a 404, its PDF with the
 * number; a label cancelled by staff (decision 0052); a parcel received and graded twice credits
 * each piece once; outgrown clothes in a box's return parcel graded and credited the same way; the
 * last second-hand piece bought by two families at once makes one order, and the first family is told.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PRICE_GRID, labelNumber } from "#domain/littlegeste.js";
import {
  addresses,
  clients,
  orderLines,
  orders,
  productVariants,
  products,
  resaleItems,
  walletTransactions,
} from "../../src/db/schema/index.js";
import { littlegesteModule, RESOLD_PIECES_JOB } from "../../src/modules/littlegeste/index.js";
import { boxFixture } from "../box-fixtures.js";
import { createTestApp, expectProblem, newStaffMember, outboxMail, type TestContext } from "../helpers.js";
import { malleFixtures } from "../malle-fixtures.js";
import { pdfText } from "../pdf.js";
import { memoryLog } from "../scheduler-fixtures.js";
import { PARIS_SNAPSHOT, parisClient, shopStock } from "../shop-fixtures.js";

let ctx: TestContext;
let operator: Record<string, string>;
const shop = shopStock(() => ctx.app.db);

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 100_000 });
  operator = (await newStaffMember(ctx.app, ["operations"], "Olga Operator")).headers;
}, 60_000);
afterAll(async () => ctx?.close());

type Headers = Record<string, string>;
const call = (method: "GET" | "POST", url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function family(prefix: string) {
  const f = await parisClient(ctx, prefix);
  const [client] = await ctx.app.db.select().from(clients).where(eq(clients.id, f.clientId));
  return { ...f, addressId: client!.defaultShippingAddressId! };
}

const newLabel = (headers: Headers, addressId: number, bags = 1) =>
  call("POST", "/clients/me/littlegeste/labels", headers, { address_id: addressId, bags, accept_terms: true });

async function createdLabel(headers: Headers, addressId: number) {
  const answer = await newLabel(headers, addressId);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ id: number; number: string }>();
}

const walletOf = (clientId: number) =>
  ctx.app.db.select().from(walletTransactions).where(eq(walletTransactions.clientId, clientId));

describe("creating a label", () => {
  it("refuses a country we do not collect from with §8's 'Country not supported'", async () => {
    const f = await family("lg-spain");
    const [madrid] = await ctx.app.db
      .insert(addresses)
      .values({
        clientId: f.clientId,
        kind: "shipping",
        street: "Calle Mayor 1",
        postcode: "28013",
        city: "Madrid",
        countryCode: "ES",
        phone: "+34600000000",
      })
      .returning();
    const problem = expectProblem(await newLabel(f.headers, madrid!.id), 409, "country-not-supported");
    expect(problem.title).toBe("Country not supported");
    await ctx.app.db.update(clients).set({ defaultShippingAddressId: madrid!.id }).where(eq(clients.id, f.clientId));
    const seen = await call("GET", "/clients/me/littlegeste/eligibility", f.headers);
    expect(seen.json()).toMatchObject({ refusal: "country-not-supported" });
  });

  it("allows the month's labels and refuses one more; a double submit makes one label", async () => {
    const f = await family("lg-limit");
    const first = await createdLabel(f.headers, f.addressId);
    const again = await newLabel(f.headers, f.addressId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id });
    await newLabel(f.headers, f.addressId, 2).then((a) => expect(a.statusCode, a.body).toBe(201));
    const problem = expectProblem(await newLabel(f.headers, f.addressId, 3), 409, "too-many-labels");
    expect(problem.title).toBe("Too many labels this month");
    expect((await call("GET", "/clients/me/littlegeste/eligibility", f.headers)).json()).toEqual({
      refusal: "too-many-labels",
      labels_this_month: 2,
      labels_per_month: 2,
    });
    expect(await outboxMail(ctx.app, `littlegeste-label:${first.id}`)).toBeDefined();
  });

  it("refuses a blocked account", async () => {
    const f = await family("lg-blocked");
    await ctx.app.db.update(clients).set({ fraudLabel: "PRESUMED_FRAUDSTER" }).where(eq(clients.id, f.clientId));
    expectProblem(await newLabel(f.headers, f.addressId), 409, "account-blocked");
  });

  it("prints the label with its number; another family's label is a 404", async () => {
    const f = await family("lg-pdf");
    const other = await family("lg-other");
    const label = await createdLabel(f.headers, f.addressId);
    expect(label.number).toBe(labelNumber(label.id));
    const pdf = await call("GET", `/clients/me/littlegeste/labels/${label.id}/label.pdf`, f.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdfText(pdf.rawPayload)).toContain(label.number);
    expectProblem(await call("GET", `/clients/me/littlegeste/labels/${label.id}/label.pdf`, other.headers), 404);
    expectProblem(await call("GET", `/clients/me/littlegeste/labels/${label.id}`, other.headers), 404);
    expect((await call("GET", "/clients/me/littlegeste/labels", other.headers)).json()).toMatchObject({ items: [] });
  });
});

describe("cancelling a label", () => {
  it("staff cancel a label not received yet, with a reason the family sees; the month counts it no more", async () => {
    const f = await family("lg-cancel");
    const label = await createdLabel(f.headers, f.addressId);
    const url = `/admin/littlegeste/labels/${label.number}/cancellation`;
    expectProblem(await call("POST", url, operator, { reason: "" }), 400);
    expectProblem(await call("POST", url, f.headers, { reason: "Sac perdu" }), 403);
    const cancelled = await call("POST", url, operator, { reason: "La famille a changé d'avis" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "CANCELLED", cancel_reason: "La famille a changé d'avis" });
    expect((await call("POST", url, operator, { reason: "Encore" })).json()).toMatchObject({
      status: "CANCELLED",
      cancel_reason: "La famille a changé d'avis",
    });
    const mine = (await call("GET", "/clients/me/littlegeste/labels", f.headers)).json<{ items: object[] }>();
    expect(mine.items[0]).toMatchObject({
      id: label.id,
      status: "CANCELLED",
      cancel_reason: "La famille a changé d'avis",
    });
    expect((await call("GET", "/clients/me/littlegeste/eligibility", f.headers)).json()).toMatchObject({
      refusal: null,
      labels_this_month: 0,
    });
    // A parcel received is not cancelled; a cancelled label is not received
    const other = await createdLabel(f.headers, f.addressId);
    await call("POST", `/admin/littlegeste/labels/${other.number}/receipt`, operator);
    expectProblem(
      await call("POST", `/admin/littlegeste/labels/${other.number}/cancellation`, operator, { reason: "Trop tard" }),
      409,
      "NOT_CANCELLABLE",
    );
    expectProblem(
      await call("POST", `/admin/littlegeste/labels/${label.number}/receipt`, operator),
      409,
      "LABEL_CANCELLED",
    );
  });
});

describe("outgrown clothes in a box's return parcel", () => {
  it("are recorded once at receiving, graded on the grid and credited once; the family sees them", async () => {
    const box = await boxFixture(ctx.app, malleFixtures(ctx.app));
    await ctx.app.db.update(orders).set({ shippingAddress: PARIS_SNAPSHOT }).where(eq(orders.id, box.orderId));
    const opened = await call("POST", "/admin/operations/returns", operator, {
      order_id: box.orderId,
      order_line_ids: [box.lines[0]!.id],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const returnId = opened.json<{ id: number }>().id;
    const parcels = await Promise.all([
      call("POST", `/admin/littlegeste/returns/${returnId}/parcel`, operator),
      call("POST", `/admin/littlegeste/returns/${returnId}/parcel`, operator),
    ]);
    expect(
      parcels.map((p) => p.statusCode),
      parcels[0]!.body,
    ).toEqual([200, 200]);
    const parcel = parcels[0]!.json<{ id: number; number: string; status: string; return_id: number }>();
    expect(parcels[1]!.json()).toMatchObject({ id: parcel.id });
    expect(parcel).toMatchObject({ status: "RECEIVED", return_id: returnId });
    const received = await outboxMail(ctx.app, `littlegeste-received:${parcel.id}`);
    expect(JSON.stringify(received!.payload)).toContain("colis retour de votre malle");
    const pieces = [
      { grade: "GOOD", garment_type: "pull", brand: "Bonton", size: "6 ans" },
      { grade: "REFUSED", garment_type: "tshirt", brand: "Inconnue", size: "6 ans" },
    ];
    const url = `/admin/littlegeste/labels/${parcel.number}/grading`;
    expectProblem(await call("POST", url, operator, { pieces: [{ ...pieces[0], garment_type: "sweater" }] }), 400);
    const graded = await Promise.all([
      call("POST", url, operator, { pieces }),
      call("POST", url, operator, { pieces }),
    ]);
    expect(graded.map((g) => g.statusCode).sort()).toEqual([200, 409]);
    const wallet = await walletOf(box.clientId);
    expect(wallet.map((w) => [w.kind, w.amountCents])).toEqual([
      ["RESALE_PAYOUT", Math.round(DEFAULT_PRICE_GRID.pull_cardi.GOOD * 0.4)],
    ]);
    expect(await outboxMail(ctx.app, `littlegeste-credited:${parcel.id}`)).toBeDefined();
    const [piece] = await ctx.app.db.select().from(resaleItems).where(eq(resaleItems.recycleLabelId, parcel.id));
    const [product] = await ctx.app.db
      .select({ garmentType: products.garmentType, category: products.category, stock: productVariants.stock })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, piece!.variantId!));
    expect(product).toEqual({ garmentType: "pull", category: "pull_cardi", stock: 1 });
    const mine = (await call("GET", "/clients/me/littlegeste/labels", box.headers)).json<{
      items: { id: number; return_id: number | null; pieces: { garment_name: string }[] }[];
      earned: number;
    }>();
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ id: parcel.id, return_id: returnId });
    expect(mine.items[0]!.pieces.map((p) => p.garment_name)).toEqual(["Pull", "T-shirt"]);
    expect(mine.earned).toBe(Math.round(DEFAULT_PRICE_GRID.pull_cardi.GOOD * 0.4) / 100);
    // Not a label the family asked for: the month's count is untouched
    expect((await call("GET", "/clients/me/littlegeste/eligibility", box.headers)).json()).toMatchObject({
      labels_this_month: 0,
    });
  });

  it("is only a box's: a shop order's return is a 409, an unknown return a 404", async () => {
    expectProblem(await call("POST", "/admin/littlegeste/returns/999999/parcel", operator), 404);
    const f = await family("lg-shop-return");
    const variant = await shop.variantWithStock(2);
    const [order] = await ctx.app.db
      .insert(orders)
      .values({ clientId: f.clientId, kind: "SHOP", status: "DELIVERED", deliveredAt: new Date() })
      .returning();
    const [line] = await ctx.app.db
      .insert(orderLines)
      .values({ orderId: order!.id, productId: variant.productId, variantId: variant.id, unitPriceCents: 1000 })
      .returning();
    const opened = await call("POST", "/admin/operations/returns", operator, {
      order_id: order!.id,
      order_line_ids: [line!.id],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expectProblem(
      await call("POST", `/admin/littlegeste/returns/${opened.json<{ id: number }>().id}/parcel`, operator),
      409,
      "NOT_A_BOX",
    );
  });
});

describe("receiving, grading and resale", () => {
  it("credits each resellable piece once though the parcel is received and graded twice at once", async () => {
    const f = await family("lg-grade");
    const label = await createdLabel(f.headers, f.addressId);
    const sold = await shop.variantWithStock(2);
    const [soldVariant] = await ctx.app.db.select().from(productVariants).where(eq(productVariants.id, sold.id));
    const ean = soldVariant!.ean ?? `LGTEST${sold.id}`;
    await ctx.app.db.update(productVariants).set({ ean }).where(eq(productVariants.id, sold.id));
    const receipts = await Promise.all([
      call("POST", `/admin/littlegeste/labels/${label.number}/receipt`, operator),
      call("POST", `/admin/littlegeste/labels/${label.number}/receipt`, operator),
    ]);
    expect(receipts.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await outboxMail(ctx.app, `littlegeste-received:${label.id}`)).toBeDefined();
    const pieces = [
      { grade: "VERY_GOOD", garment_type: "dress", brand: "Petit Bateau", size: "6 ans" },
      { grade: "NEW_WITH_TAG", barcode: ean },
      { grade: "RECYCLED", garment_type: "tshirt", brand: "Inconnue", size: "4 ans" },
    ];
    const gradings = await Promise.all([
      call("POST", `/admin/littlegeste/labels/${label.number}/grading`, operator, { pieces }),
      call("POST", `/admin/littlegeste/labels/${label.number}/grading`, operator, { pieces }),
    ]);
    expect(gradings.map((g) => g.statusCode).sort()).toEqual([200, 409]);
    const expected = Math.round(DEFAULT_PRICE_GRID.robe_combi_salopette.VERY_GOOD * 0.4);
    const wallet = await walletOf(f.clientId);
    expect(wallet).toHaveLength(2);
    expect(wallet.every((w) => w.kind === "RESALE_PAYOUT")).toBe(true);
    expect(wallet.some((w) => w.amountCents === expected)).toBe(true);
    const mine = (await call("GET", `/clients/me/littlegeste/labels/${label.id}`, f.headers)).json<{
      status: string;
      pieces: { grade: string; status: string; variant_id: number | null; vat_scheme: string; brand: string }[];
    }>();
    expect(mine.status).toBe("PROCESSED");
    expect(mine.pieces.map((p) => [p.grade, p.status])).toEqual([
      ["VERY_GOOD", "LISTED"],
      ["NEW_WITH_TAG", "LISTED"],
      ["RECYCLED", "RECYCLED"],
    ]);
    // The piece we sold is recognised by its EAN: its brand and size filled in
    expect(mine.pieces[1]).toMatchObject({ size: soldVariant!.size, vat_scheme: "MARGIN" });
    const [variant] = await ctx.app.db
      .select({ stock: productVariants.stock, label: products.label, isShop: products.isShop })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, mine.pieces[0]!.variant_id!));
    expect(variant).toEqual({ stock: 1, label: "second_hand", isShop: true });
    expect(await outboxMail(ctx.app, `littlegeste-credited:${label.id}`)).toBeDefined();
    expectProblem(
      await call("POST", `/admin/littlegeste/labels/${label.number}/grading`, operator, { pieces }),
      409,
      "ALREADY_GRADED",
    );
  });

  it("sells the last second-hand piece to one of two families buying it at once, and tells the sender", async () => {
    const f = await family("lg-seller");
    const label = await createdLabel(f.headers, f.addressId);
    await call("POST", `/admin/littlegeste/labels/${label.number}/receipt`, operator);
    const graded = await call("POST", `/admin/littlegeste/labels/${label.number}/grading`, operator, {
      pieces: [{ grade: "GOOD", garment_type: "pull", brand: "Bonton", size: "8 ans" }],
    });
    expect(graded.statusCode, graded.body).toBe(200);
    const [piece] = await ctx.app.db.select().from(resaleItems).where(eq(resaleItems.recycleLabelId, label.id));
    const buyers = await Promise.all([family("lg-buyer-a"), family("lg-buyer-b")]);
    for (const buyer of buyers) {
      const added = await call("POST", "/shop/cart/lines", buyer.headers, {
        variant_id: piece!.variantId,
        quantity: 1,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        ctx.app.inject({
          method: "POST",
          url: "/clients/me/orders",
          headers: { ...buyer.headers, "idempotency-key": `lg-last-${index}` },
          payload: {
            carrier: "colissimo",
            platform: "card_via_sandbox",
            return_url: "http://localhost:3000/shop/payment-successful",
          },
        }),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed, answers.map((a) => a.body).join("\n")).toHaveLength(1);
    expect(answers.find((a) => a.statusCode !== 201)!.statusCode).toBeGreaterThanOrEqual(400);
    const orderId = placed[0]!.json<{ order: { id: number } }>().order.id;
    const [stock] = await ctx.app.db.select().from(productVariants).where(eq(productVariants.id, piece!.variantId!));
    expect(stock!.stock).toBe(0);

    // Paid: the job marks the piece sold and tells the family that sent it, once
    await ctx.app.db.update(orders).set({ status: "PAID", paidAt: new Date() }).where(eq(orders.id, orderId));
    const handler = littlegesteModule.jobs.handlers[RESOLD_PIECES_JOB]!;
    const job = {
      id: 0,
      kind: RESOLD_PIECES_JOB,
      key: `order:${orderId}`,
      payload: { order_id: orderId },
      attempts: 1,
    };
    const jobCtx = {
      db: ctx.app.db,
      mailer: ctx.app.mailer,
      log: memoryLog().log,
      now: new Date(),
      config: ctx.config,
      payments: ctx.app.payments,
    };
    await handler(job, jobCtx);
    await handler(job, jobCtx);
    const [after] = await ctx.app.db.select().from(resaleItems).where(eq(resaleItems.id, piece!.id));
    expect(after!.status).toBe("SOLD");
    const mail = await outboxMail(ctx.app, `littlegeste-resold:${piece!.id}`);
    expect(JSON.stringify(mail!.payload)).toContain("nouvelle famille");
  });
});
