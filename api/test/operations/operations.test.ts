/**
 * Operations (decision 0042), on PGlite and on the PostgreSQL server: a validated box packed by
 * scanning (the pick list by location, the scan problems), shipped (the request through its state
 * machine, the BOX order and its lines, the shipment and the family's e-mail), followed by the
 * carrier sandbox and delivered, its pieces received back (stock and ledger); a shop order packed
 * and shipped; hand adjustments; and the races: two operators scanning the last piece, two
 * receiving the same return, an adjustment against a shop checkout for the last unit.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  orderLines,
  orders,
  packingScans,
  productVariants,
  profiles,
  requests,
  shipments,
  stockMovements,
} from "../../src/db/schema/index.js";
import { isEan13 } from "#domain/operations.js";
import { pollCarrier, sandboxCarrier } from "../../src/modules/operations/carrier.js";
import { composeRequest } from "../../src/modules/styling/index.js";
import { createTestApp, expectProblem, newStaffMember, outboxMail, type TestContext } from "../helpers.js";
import { malleFixtures, type Headers } from "../malle-fixtures.js";
import { parisClient, shopStock } from "../shop-fixtures.js";

const STOREFRONT = "http://localhost:3000";

let ctx: TestContext;
let m: ReturnType<typeof malleFixtures>;
let operator: Headers;
let colleague: Headers;
let stylist: Headers;
const shop = shopStock(() => ctx.app.db);

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 100_000, storefrontUrl: STOREFRONT });
  m = malleFixtures(ctx.app);
  operator = (await newStaffMember(ctx.app, ["operations"], "Olga Operator")).headers;
  colleague = (await newStaffMember(ctx.app, ["operations"], "Colin Colleague")).headers;
  stylist = (await newStaffMember(ctx.app, ["stylist"])).headers;
}, 60_000);
afterAll(async () => ctx?.close());

const call = (method: "GET" | "POST" | "PUT", url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

type Parcel = {
  id: number;
  status: string;
  order_id: number | null;
  return_id: number | null;
  progress: { scanned: number; total: number; complete: boolean };
  pieces: {
    variant_id: number;
    ean: string | null;
    location: string | null;
    quantity: number;
    unit_price_cents: number;
    scanned: number;
  }[];
  shipment: { id: number; status: string; tracking_url: string | null; tracking_number: string | null } | null;
};

/** A family whose kid's box is composed and validated: ready for operations. */
async function validatedBox() {
  const f = await m.subscriber();
  await ctx.app.db
    .update(profiles)
    .set({ topSize: "6 ans", bottomSize: "6 ans", shoeSize: null })
    .where(eq(profiles.id, f.kidId));
  const composed = await composeRequest(ctx.app.db, f.box.id, {
    now: new Date(),
    config: ctx.config,
    log: ctx.app.log,
  });
  expect(composed.pieces).toBeGreaterThan(0);
  const validated = await call("POST", `/clients/me/kids/${f.kidId}/requests/${f.box.id}/preview/validate`, f.headers);
  expect(validated.statusCode, validated.body).toBe(200);
  return { ...f, url: `/admin/operations/parcels/box/${f.box.id}` };
}

async function readParcel(url: string): Promise<Parcel> {
  const response = await call("GET", url, operator);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Parcel>();
}

async function packAll(url: string) {
  for (const piece of (await readParcel(url)).pieces) {
    for (let unit = piece.scanned; unit < piece.quantity; unit++) {
      const scanned = await call("POST", `${url}/scans`, operator, { code: piece.ean });
      expect(scanned.statusCode, scanned.body).toBe(201);
    }
  }
}

const stockOf = (id: number) => shop.stockOf(id);
async function ledgerSum(variantId: number, sinceId: number) {
  const [row] = await ctx.app.db
    .select({ units: sql<number>`coalesce(sum(${stockMovements.units}), 0)::int` })
    .from(stockMovements)
    .where(and(eq(stockMovements.variantId, variantId), sql`${stockMovements.id} > ${sinceId}`));
  return row!.units;
}
async function lastMovementId() {
  const [row] = await ctx.app.db
    .select({ id: sql<number>`coalesce(max(${stockMovements.id}), 0)::int` })
    .from(stockMovements);
  return row!.id;
}

describe("a box, from validated to its pieces back in stock", () => {
  it("is packed by scanning, shipped, delivered and received back", async () => {
    const f = await validatedBox();
    const list = await call("GET", "/admin/operations/parcels", operator);
    expect(list.json<{ items: { kind: string; id: number }[] }>().items).toContainEqual(
      expect.objectContaining({ kind: "box", id: f.box.id }),
    );

    const parcel = await readParcel(f.url);
    expect(parcel.progress).toMatchObject({ scanned: 0, complete: false });
    // The pick list: every piece has a valid barcode and a location, in walking order
    for (const piece of parcel.pieces) {
      expect(isEan13(piece.ean!)).toBe(true);
      expect(piece.location).toMatch(/^[A-Z]-\d{2}-\d+$/);
    }
    // Reserved when the box was composed: the ledger says so
    const first = parcel.pieces[0]!;
    const [reserved] = await ctx.app.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.variantId, first.variant_id), eq(stockMovements.requestId, f.box.id)));
    expect(reserved).toMatchObject({ kind: "reserved_box", units: -1 });

    expectProblem(await call("POST", `${f.url}/scans`, operator, { code: "0000000000000" }), 422, "UNKNOWN_CODE");
    const [other] = await ctx.app.db
      .select({ ean: productVariants.ean })
      .from(productVariants)
      .where(sql`${productVariants.id} not in ${parcel.pieces.map((p) => p.variant_id)}`)
      .limit(1);
    expectProblem(await call("POST", `${f.url}/scans`, operator, { code: other!.ean }), 409, "NOT_IN_PARCEL");
    const ship = { carrier: "colissimo", tracking_number: `6A${f.box.id}TEST` };
    expectProblem(await call("POST", `${f.url}/shipment`, operator, ship), 409, "NOT_PACKED");

    await packAll(f.url);
    expectProblem(await call("POST", `${f.url}/scans`, operator, { code: ` ${first.ean} ` }), 409, "ALREADY_SCANNED");
    expect((await readParcel(f.url)).progress.complete).toBe(true);

    // A stylist cannot ship
    expect((await call("POST", `${f.url}/shipment`, stylist, ship)).statusCode).toBe(403);
    const shipped = await call("POST", `${f.url}/shipment`, operator, ship);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const out = shipped.json<Parcel>();
    expect(out.status).toBe("SHIPPED");
    expect(out.shipment).toMatchObject({ status: "LABEL_CREATED", tracking_number: ship.tracking_number });
    expect(out.shipment!.tracking_url).toContain(ship.tracking_number);
    const [request] = await ctx.app.db.select().from(requests).where(eq(requests.id, f.box.id));
    expect(request!.status).toBe("SHIPPED");
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.requestId, f.box.id));
    expect(order).toMatchObject({ kind: "BOX", status: "SHIPPED", id: out.order_id });
    const lines = await ctx.app.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => [l.variantId, l.unitPriceCents]).sort()).toEqual(
      parcel.pieces.map((p) => [p.variant_id, p.unit_price_cents]).sort(),
    );
    const mail = (await m.outbox(f.email)).find((x) => x.key === `parcel-shipped:${order!.id}`);
    expect(mail?.text).toContain(out.shipment!.tracking_url!);
    expect(mail?.text).toContain(`/${f.kidId}/malle`);
    expectProblem(await call("POST", `${f.url}/shipment`, operator, ship), 409, "NOT_TO_PREPARE");
    expectProblem(await call("POST", `${f.url}/scans`, operator, { code: first.ean }), 409, "NOT_TO_PREPARE");

    // The carrier sandbox: in transit after its first delay (delivered later)
    const later = new Date(Date.now() + 5 * 60_000);
    await pollCarrier(ctx.app.db, sandboxCarrier({ inTransitAfterMinutes: 1, deliveredAfterMinutes: 600 }), later);
    const [moving] = await ctx.app.db.select().from(shipments).where(eq(shipments.id, out.shipment!.id));
    expect(moving!.status).toBe("IN_TRANSIT");
    // Operations mark it delivered (twice: the same)
    for (let i = 0; i < 2; i++) {
      const delivered = await call("POST", `/admin/operations/shipments/${out.shipment!.id}/delivery`, operator);
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(delivered.json<{ status: string }>().status).toBe("DELIVERED");
    }
    const [after] = await ctx.app.db.select().from(requests).where(eq(requests.id, f.box.id));
    expect(after!.status).toBe("DELIVERED");
    const [deliveredOrder] = await ctx.app.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(deliveredOrder).toMatchObject({ status: "DELIVERED" });
    expect(deliveredOrder!.deliveredAt).not.toBeNull();

    // Two pieces come back: operations open the return and receive them in stock
    const back = lines.slice(0, 2);
    const opened = await call("POST", "/admin/operations/returns", operator, {
      order_id: order!.id,
      order_line_ids: back.map((l) => l.id),
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const ret = opened.json<{ id: number; lines: { id: number; variant_id: number }[] }>();
    expectProblem(
      await call("POST", "/admin/operations/returns", operator, {
        order_id: order!.id,
        order_line_ids: [lines[0]!.id],
      }),
      409,
      "RETURN_EXISTS",
    );
    const since = await lastMovementId();
    const before = await Promise.all(ret.lines.map((l) => stockOf(l.variant_id)));
    const received = await call("POST", `/admin/operations/returns/${ret.id}/receipt`, operator, {
      lines: ret.lines.map((l) => ({ line_id: l.id, outcome: "restocked" })),
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json<{ status: string }>().status).toBe("RECEIVED");
    expect(
      received.json<{ lines: { quantity: number; received_quantity: number; damaged_quantity: number }[] }>().lines,
    ).toEqual(ret.lines.map(() => expect.objectContaining({ quantity: 1, received_quantity: 1, damaged_quantity: 0 })));
    const afterStock = await Promise.all(ret.lines.map((l) => stockOf(l.variant_id)));
    expect(afterStock.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)).toBe(2);
    const ledger = await call("GET", `/admin/stock/${ret.lines[0]!.variant_id}/movements`, operator);
    expect(
      ledger.json<{ items: { kind: string; units: number; return_id: number | null; stock_after: number }[] }>()
        .items[0],
    ).toMatchObject({
      kind: "returned",
      units: 1,
      return_id: ret.id,
      stock_after: afterStock[0],
    });
    for (const l of ret.lines) expect(await ledgerSum(l.variant_id, since)).toBeGreaterThan(0);
    expect((await readParcel(f.url)).return_id).toBe(ret.id);
  });
});

describe("a shop order", () => {
  it("is packed and shipped, its family e-mailed; the sandbox delivers it", async () => {
    const { clientId } = await parisClient(ctx, "ops-shop");
    const variant = await shop.variantWithStock(3);
    const [order] = await ctx.app.db
      .insert(orders)
      .values({
        clientId,
        kind: "SHOP",
        status: "PAID",
        locale: "de",
        paidAt: new Date(),
        itemsAmountTtcCents: 2 * variant.price,
        totalAmountTtcCents: 2 * variant.price,
      })
      .returning();
    await ctx.app.db.insert(orderLines).values({
      orderId: order!.id,
      productId: variant.productId,
      variantId: variant.id,
      quantity: 2,
      unitPriceCents: variant.price,
    });
    const url = `/admin/operations/parcels/order/${order!.id}`;
    expect((await readParcel(url)).progress).toEqual({ scanned: 0, total: 2, complete: false });
    await packAll(url);
    const shipped = await call("POST", `${url}/shipment`, operator, { carrier: "hermes", tracking_number: "H1234567" });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const out = shipped.json<Parcel>();
    expect(out.status).toBe("SHIPPED");
    expect(out.shipment!.tracking_url).toContain("H1234567");
    const job = await outboxMail(ctx.app, `parcel-shipped:${order!.id}`);
    const message = (job!.payload as { message: { subject: string; text: string } }).message;
    expect(message.subject).toBe("Ihre Bestellung ist unterwegs!");
    expect(message.text).toContain("/infos/orders");
    // The sandbox's door reports it delivered now
    const delivered = await call(
      "POST",
      `/carrier-sandbox/shipments/${out.shipment!.id}/events`,
      {},
      { status: "DELIVERED" },
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    const [after] = await ctx.app.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after!.status).toBe("DELIVERED");
  });
});

describe("stock levels and hand adjustments", () => {
  it("finds a size by its barcode, adjusts it with a reason, never below zero, and writes the ledger", async () => {
    const variant = await shop.variantWithStock(2);
    const [row] = await ctx.app.db.select().from(productVariants).where(eq(productVariants.id, variant.id));
    const found = await call("GET", `/admin/stock?q=${row!.ean}`, operator);
    expect(found.json<{ items: { variant_id: number }[] }>().items.map((i) => i.variant_id)).toEqual([variant.id]);
    const low = await call("GET", "/admin/stock?low=true&per_page=200", operator);
    expect(low.json<{ items: { is_low: boolean }[] }>().items.every((i) => i.is_low)).toBe(true);

    expectProblem(
      await call("POST", "/admin/stock/adjustments", operator, { variant_id: variant.id, units: 1, reason: " " }),
      400,
    );
    expectProblem(
      await call("POST", "/admin/stock/adjustments", operator, {
        variant_id: variant.id,
        units: -3,
        reason: "Inventory count",
      }),
      409,
      "NOT_ENOUGH_STOCK",
    );
    expectProblem(
      await call("POST", "/admin/stock/adjustments", operator, {
        variant_id: 2_000_000_000,
        units: 1,
        reason: "Found it",
      }),
      404,
    );
    const since = await lastMovementId();
    const adjusted = await call("POST", "/admin/stock/adjustments", operator, {
      variant_id: variant.id,
      units: -2,
      reason: "Torn on the shelf",
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(adjusted.json()).toEqual({ variant_id: variant.id, stock: 0 });
    const ledger = await call("GET", `/admin/stock/${variant.id}/movements`, operator);
    expect(ledger.json<{ items: unknown[] }>().items[0]).toMatchObject({
      kind: "adjusted",
      units: -2,
      stock_after: 0,
      reason: "Torn on the shelf",
      staff_name: "Olga Operator",
    });
    expect(await ledgerSum(variant.id, since)).toBe(-2);
  });
});

describe("a product's garment type, season and details", () => {
  it("are shown with its sizes and set by the operations team, checked", async () => {
    const variant = await shop.variantWithStock(2);
    const ledger = await call("GET", `/admin/stock/${variant.id}/movements`, operator);
    const line = ledger.json<{
      variant: { product_id: number; garment_type: string; season: string; details: string[] };
    }>().variant;
    expect(typeof line.garment_type).toBe("string");
    expect(["ALL", "WARM", "COLD"]).toContain(line.season);
    const url = `/admin/products/${line.product_id}/attributes`;
    const set = await call("PUT", url, operator, { garment_type: "coat", season: "COLD", details: ["hood", "hood"] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      product_id: line.product_id,
      garment_type: "coat",
      season: "COLD",
      details: ["hood"],
    });
    const after = await call("GET", `/admin/stock/${variant.id}/movements`, operator);
    expect(after.json<{ variant: object }>().variant).toMatchObject({
      garment_type: "coat",
      season: "COLD",
      details: ["hood"],
    });
    expectProblem(await call("PUT", url, operator, { garment_type: "cape", season: "COLD", details: [] }), 400);
    expectProblem(await call("PUT", url, operator, { garment_type: "coat", season: "SPRING", details: [] }), 400);
    expectProblem(
      await call("PUT", "/admin/products/2000000000/attributes", operator, {
        garment_type: "coat",
        season: "ALL",
        details: [],
      }),
      404,
    );
    const stylist = (await newStaffMember(ctx.app, ["stylist"], "Stella Stylist")).headers;
    expectProblem(await call("PUT", url, stylist, { garment_type: "coat", season: "ALL", details: [] }), 403);
  });
});

describe("races", () => {
  it("two operators scanning the last piece of a box at once: it counts once", async () => {
    const f = await validatedBox();
    const pieces = (await readParcel(f.url)).pieces;
    for (const piece of pieces.slice(1)) {
      expect((await call("POST", `${f.url}/scans`, operator, { code: piece.ean })).statusCode).toBe(201);
    }
    const last = pieces[0]!;
    const answers = await Promise.all([
      call("POST", `${f.url}/scans`, operator, { code: last.ean }),
      call("POST", `${f.url}/scans`, colleague, { code: last.ean }),
    ]);
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join(" ")).toEqual([201, 409]);
    expectProblem(
      answers.find((r) => r.statusCode === 409)!,
      409,
      "ALREADY_SCANNED",
    );
    const scans = await ctx.app.db.select().from(packingScans).where(eq(packingScans.requestId, f.box.id));
    expect(scans).toHaveLength(pieces.length);
    expect((await readParcel(f.url)).progress.complete).toBe(true);
  });

  it("two operators receiving the same return at once: the stock rises once", async () => {
    const { clientId } = await parisClient(ctx, "ops-return-race");
    const a = await shop.variantWithStock(5);
    const b = await shop.variantWithStock(5);
    const c = await shop.variantWithStock(5);
    const [order] = await ctx.app.db
      .insert(orders)
      .values({ clientId, kind: "SHOP", status: "DELIVERED", paidAt: new Date(), deliveredAt: new Date() })
      .returning();
    const lines = await ctx.app.db
      .insert(orderLines)
      .values(
        [a, b, c].map((v) => ({
          orderId: order!.id,
          productId: v.productId,
          variantId: v.id,
          unitPriceCents: v.price,
        })),
      )
      .returning();
    const opened = await call("POST", "/admin/operations/returns", operator, {
      order_id: order!.id,
      order_line_ids: lines.map((l) => l.id),
    });
    const ret = opened.json<{ id: number; lines: { id: number }[] }>();
    const since = await lastMovementId();
    const body = {
      lines: [
        { line_id: ret.lines[0]!.id, outcome: "restocked" },
        { line_id: ret.lines[1]!.id, outcome: "damaged" },
        { line_id: ret.lines[2]!.id, outcome: "missing" },
      ],
    };
    const answers = await Promise.all([
      call("POST", `/admin/operations/returns/${ret.id}/receipt`, operator, body),
      call("POST", `/admin/operations/returns/${ret.id}/receipt`, colleague, body),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const receivedNow = answers.map((r) => r.json<{ received_now: number[] }>().received_now.length).sort();
    expect(receivedNow).toEqual([0, 3]);
    expect([await stockOf(a.id), await stockOf(b.id), await stockOf(c.id)]).toEqual([6, 5, 5]);
    // Each line keeps what came back: restocked (1 received), damaged (1 received, 1 damaged), missing (none)
    const quantities = answers[0]!
      .json<{ lines: { received_quantity: number; damaged_quantity: number }[] }>()
      .lines.map((l) => [l.received_quantity, l.damaged_quantity]);
    expect(quantities).toEqual([
      [1, 0],
      [1, 1],
      [0, 0],
    ]);
    expect(await ledgerSum(a.id, since)).toBe(1);
    const written = await ctx.app.db
      .select({ kind: stockMovements.kind, units: stockMovements.units })
      .from(stockMovements)
      .where(and(inArray(stockMovements.variantId, [a.id, b.id]), sql`${stockMovements.id} > ${since}`));
    expect(written.sort((x, y) => x.kind.localeCompare(y.kind))).toEqual([
      { kind: "damaged", units: 0 },
      { kind: "returned", units: 1 },
    ]);
  });

  it("an adjustment racing a shop checkout for the last unit: one wins, the stock and the ledger agree", async () => {
    const { headers: buyer } = await parisClient(ctx, "ops-adjust-race");
    const variant = await shop.variantWithStock(1);
    const added = await call("POST", "/shop/cart/lines", buyer, { variant_id: variant.id, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
    const since = await lastMovementId();
    const [adjusted, order] = await Promise.all([
      call("POST", "/admin/stock/adjustments", operator, {
        variant_id: variant.id,
        units: -1,
        reason: "Stained, out of sale",
      }),
      ctx.app.inject({
        method: "POST",
        url: "/clients/me/orders",
        headers: { ...buyer, "idempotency-key": `ops-adjust-race-${variant.id}` },
        payload: {
          carrier: "mondial_relay",
          relay_point_id: "FR-020148",
          platform: "card_via_sandbox",
          return_url: `${STOREFRONT}/shop/payment-successful`,
        },
      }),
    ]);
    const won = [adjusted.statusCode === 201, order.statusCode === 201 || order.statusCode === 200];
    expect(won.filter(Boolean), `${adjusted.body} ${order.body}`).toHaveLength(1);
    if (!won[0]) expectProblem(adjusted, 409, "NOT_ENOUGH_STOCK");
    else expectProblem(order, 409, "NOT_ENOUGH_STOCK");
    expect(await stockOf(variant.id)).toBe(0);
    expect(await ledgerSum(variant.id, since)).toBe(-1);
    const [movement] = await ctx.app.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.variantId, variant.id), sql`${stockMovements.id} > ${since}`));
    expect(movement!.kind).toBe(won[0] ? "adjusted" : "sold");
  });
});
