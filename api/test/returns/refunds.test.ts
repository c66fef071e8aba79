/**
 * A family sends pieces of a delivered shop order back and is refunded once operations received
 * them (issue 26), on PGlite and on the PostgreSQL server: the return window, the quantities left,
 * another family's order; the refund job written with the receipt, run once or twice, to the card
 * (the sandbox's refunds) or to the wallet, the "refund made" e-mail once.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFUND_RETURN_JOB } from "#domain/returns.js";
import { jobs, orderLines, orders, payments, returns, walletTransactions } from "../../src/db/schema/index.js";
import { returnsModule } from "../../src/modules/returns/index.js";
import { createTestApp, expectProblem, newStaffMember, outboxMail, type TestContext } from "../helpers.js";
import { memoryLog } from "../scheduler-fixtures.js";
import { parisClient, shopStock } from "../shop-fixtures.js";

let ctx: TestContext;
let operator: Record<string, string>;
let colleague: Record<string, string>;
const shop = shopStock(() => ctx.app.db);

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 100_000 });
  operator = (await newStaffMember(ctx.app, ["operations"], "Olga Operator")).headers;
  colleague = (await newStaffMember(ctx.app, ["operations"], "Colin Colleague")).headers;
}, 60_000);
afterAll(async () => ctx?.close());

type Headers = Record<string, string>;
const call = (method: "GET" | "POST", url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** A delivered shop order: two of a 20 € piece and one 10 € piece, 5 € off, paid by card (sandbox). */
async function deliveredOrder(prefix: string, deliveredAt = daysAgo(3)) {
  const family = await parisClient(ctx, prefix);
  const a = await shop.variantWithStock(3);
  const b = await shop.variantWithStock(3);
  const [order] = await ctx.app.db
    .insert(orders)
    .values({
      clientId: family.clientId,
      kind: "SHOP",
      status: "DELIVERED",
      carrier: "colissimo",
      itemsAmountTtcCents: 5000,
      discountAmountCents: 500,
      totalAmountTtcCents: 4500,
      paidAt: deliveredAt,
      deliveredAt,
    })
    .returning();
  const lines = await ctx.app.db
    .insert(orderLines)
    .values([
      { orderId: order!.id, productId: a.productId, variantId: a.id, quantity: 2, unitPriceCents: 2000 },
      { orderId: order!.id, productId: b.productId, variantId: b.id, quantity: 1, unitPriceCents: 1000 },
    ])
    .returning();
  const [payment] = await ctx.app.db
    .insert(payments)
    .values({
      orderId: order!.id,
      provider: "sandbox",
      status: "SUCCEEDED",
      amountCents: 4500,
      idempotencyKey: `test-${prefix}-${order!.id}`,
      externalId: `sandbox-${prefix}-${order!.id}`,
    })
    .returning();
  return { ...family, orderId: order!.id, lines, paymentId: payment!.id };
}

/** Runs the refund job of a return as the scheduler would (a replay is the same job again). */
async function runRefundJob(returnId: number) {
  const handler = returnsModule.jobs.handlers[REFUND_RETURN_JOB]!;
  const job = {
    id: 0,
    kind: REFUND_RETURN_JOB,
    key: `return:${returnId}`,
    payload: { return_id: returnId },
    attempts: 1,
  };
  const log = memoryLog().log;
  await handler(job, {
    db: ctx.app.db,
    mailer: ctx.app.mailer,
    log,
    now: new Date(),
    config: ctx.config,
    payments: ctx.app.payments,
  });
}

const sandboxRefunds = (paymentId: number) =>
  [...ctx.app.payments.sandbox!.refunds.values()].filter((r) => r.reference === `pay_${paymentId}`);

async function receiveAll(returnId: number, outcome = "restocked", who = operator) {
  const ret = await call("GET", `/admin/operations/returns/${returnId}`, who);
  expect(ret.statusCode, ret.body).toBe(200);
  const lines = ret.json<{ lines: { id: number }[] }>().lines;
  return call("POST", `/admin/operations/returns/${returnId}/receipt`, who, {
    lines: lines.map((l) => ({ line_id: l.id, outcome })),
  });
}

describe("sending pieces of a shop order back", () => {
  it("opens a return within the window, capped to what is left, 404 for another family", async () => {
    const f = await deliveredOrder("refund-open");
    const [two, one] = f.lines;
    const returnable = await call("GET", `/clients/me/orders/${f.orderId}/returnable`, f.headers);
    expect(returnable.statusCode, returnable.body).toBe(200);
    expect(returnable.json()).toMatchObject({
      returnable: true,
      lines: [
        { id: two!.id, quantity: 2, returnable_quantity: 2 },
        { id: one!.id, quantity: 1, returnable_quantity: 1 },
      ],
    });

    // More than bought is refused, the field named
    const tooMany = await call("POST", "/clients/me/returns", f.headers, {
      order_id: f.orderId,
      lines: [{ order_line_id: two!.id, quantity: 3, reason: "size" }],
      refund_to_wallet: false,
    });
    expectProblem(tooMany, 400, "VALIDATION_ERROR");

    const opened = await call(
      "POST",
      "/clients/me/returns",
      { ...f.headers, "accept-language": "de" },
      {
        order_id: f.orderId,
        lines: [{ order_line_id: two!.id, quantity: 1, reason: "size" }],
        refund_to_wallet: false,
      },
    );
    expect(opened.statusCode, opened.body).toBe(201);
    const ret = opened.json<{
      id: number;
      status: string;
      lines: { quantity: number; reason: string; product_name: string }[];
    }>();
    expect(ret).toMatchObject({
      status: "REQUESTED",
      order_id: f.orderId,
      refund_to_wallet: false,
      refund_amount_cents: 0,
    });
    expect(ret.lines).toEqual([
      expect.objectContaining({ order_line_id: two!.id, quantity: 1, reason: "size", received_quantity: 0 }),
    ]);

    // The line in the return takes no more (a line is in one return at most); the other one joins it
    const after = (await call("GET", `/clients/me/orders/${f.orderId}/returnable`, f.headers)).json<{
      lines: { returnable_quantity: number }[];
    }>();
    expect(after.lines.map((l) => l.returnable_quantity)).toEqual([0, 1]);
    expectProblem(
      await call("POST", "/clients/me/returns", f.headers, {
        order_id: f.orderId,
        lines: [{ order_line_id: two!.id, quantity: 1, reason: "size" }],
        refund_to_wallet: false,
      }),
      400,
      "VALIDATION_ERROR",
    );
    const again = await call("POST", "/clients/me/returns", f.headers, {
      order_id: f.orderId,
      lines: [{ order_line_id: one!.id, quantity: 1, reason: "quality" }],
      refund_to_wallet: false,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<{ id: number }>().id).toBe(ret.id);

    // Another family sees neither the order nor the return
    const other = await parisClient(ctx, "refund-other");
    expectProblem(
      await call("POST", "/clients/me/returns", other.headers, {
        order_id: f.orderId,
        lines: [{ order_line_id: two!.id, quantity: 1, reason: "size" }],
        refund_to_wallet: false,
      }),
      404,
    );
    expectProblem(await call("GET", `/clients/me/returns/${ret.id}`, other.headers), 404);
    expectProblem(await call("GET", `/clients/me/orders/${f.orderId}/returnable`, other.headers), 404);
  });

  it("answers 409 once the window is over or nothing is left", async () => {
    const late = await deliveredOrder("refund-late", daysAgo(45));
    expectProblem(
      await call("POST", "/clients/me/returns", late.headers, {
        order_id: late.orderId,
        lines: [{ order_line_id: late.lines[0]!.id, quantity: 1, reason: "size" }],
        refund_to_wallet: false,
      }),
      409,
      "RETURN_WINDOW_OVER",
    );
    const f = await deliveredOrder("refund-nothing");
    const all = f.lines.map((l) => ({ order_line_id: l.id, quantity: l.quantity, reason: "style" }));
    expect((await call("POST", "/clients/me/returns", f.headers, { order_id: f.orderId, lines: all })).statusCode).toBe(
      201,
    );
    expectProblem(
      await call("POST", "/clients/me/returns", f.headers, { order_id: f.orderId, lines: all }),
      409,
      "NOTHING_TO_RETURN",
    );
  });
});

describe("the refund once received", () => {
  it("refunds the card once: two receipts at once, the job run twice, one e-mail", async () => {
    const f = await deliveredOrder("refund-card");
    const opened = await call("POST", "/clients/me/returns", f.headers, {
      order_id: f.orderId,
      lines: [
        { order_line_id: f.lines[0]!.id, quantity: 2, reason: "size" },
        { order_line_id: f.lines[1]!.id, quantity: 1, reason: "style" },
      ],
      refund_to_wallet: false,
    });
    const returnId = opened.json<{ id: number }>().id;
    const receipts = await Promise.all([
      receiveAll(returnId, "restocked", operator),
      receiveAll(returnId, "restocked", colleague),
    ]);
    for (const r of receipts) expect(r.statusCode, r.body).toBe(200);
    const written = await ctx.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, REFUND_RETURN_JOB), eq(jobs.key, `return:${returnId}`)));
    expect(written).toHaveLength(1);

    await Promise.all([runRefundJob(returnId), runRefundJob(returnId)]);
    await runRefundJob(returnId);
    // 50 € of pieces less all of the 5 € discount
    const [ret] = await ctx.app.db.select().from(returns).where(eq(returns.id, returnId));
    expect(ret).toMatchObject({ status: "REFUNDED", refundAmountCents: 4500 });
    expect(ret!.refundedAt).not.toBeNull();
    expect(sandboxRefunds(f.paymentId)).toEqual([expect.objectContaining({ amountCents: 4500 })]);
    const [payment] = await ctx.app.db.select().from(payments).where(eq(payments.id, f.paymentId));
    expect(payment).toMatchObject({ status: "REFUNDED", refundedCents: 4500 });
    const mail = await outboxMail(ctx.app, `return-refunded:${returnId}`);
    expect(JSON.stringify(mail?.payload)).toContain("45,00");

    const seen = await call("GET", `/clients/me/returns/${returnId}`, f.headers);
    expect(seen.json()).toMatchObject({
      status: "REFUNDED",
      refund_amount_cents: 4500,
      refund_to_wallet: false,
      lines: [
        expect.objectContaining({ quantity: 2, received_quantity: 2, damaged_quantity: 0 }),
        expect.objectContaining({ quantity: 1, received_quantity: 1, damaged_quantity: 0 }),
      ],
    });
  });

  it("credits the wallet once when the family chose it, and leaves out the damaged pieces", async () => {
    const f = await deliveredOrder("refund-wallet");
    const opened = await call("POST", "/clients/me/returns", f.headers, {
      order_id: f.orderId,
      lines: [{ order_line_id: f.lines[0]!.id, quantity: 1, reason: "size" }],
      refund_to_wallet: true,
    });
    const returnId = opened.json<{ id: number }>().id;
    expect((await receiveAll(returnId)).statusCode).toBe(200);
    await runRefundJob(returnId);
    await runRefundJob(returnId);
    const moves = await ctx.app.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.clientId, f.clientId), eq(walletTransactions.reference, `return:${returnId}`)));
    // 20 € less its 2 € share of the discount
    expect(moves).toEqual([expect.objectContaining({ kind: "REFUND", amountCents: 1800 })]);
    expect(sandboxRefunds(f.paymentId)).toEqual([]);
    expect((await call("GET", `/clients/me/returns/${returnId}`, f.headers)).json()).toMatchObject({
      status: "REFUNDED",
      refund_amount_cents: 1800,
      refund_to_wallet: true,
    });

    // Damaged only: nothing to give back, the return stays RECEIVED
    const g = await deliveredOrder("refund-damaged");
    const damaged = await call("POST", "/clients/me/returns", g.headers, {
      order_id: g.orderId,
      lines: [{ order_line_id: g.lines[1]!.id, quantity: 1, reason: "quality" }],
      refund_to_wallet: false,
    });
    const damagedId = damaged.json<{ id: number }>().id;
    expect((await receiveAll(damagedId, "damaged")).statusCode).toBe(200);
    await runRefundJob(damagedId);
    const [still] = await ctx.app.db.select().from(returns).where(eq(returns.id, damagedId));
    expect(still).toMatchObject({ status: "RECEIVED", refundAmountCents: 0 });
    expect(await outboxMail(ctx.app, `return-refunded:${damagedId}`)).toBeUndefined();
  });
});
