/**
 * The family's legal rights (decision 0046), on PGlite and on the PostgreSQL server: withdrawing
 * from a delivered shop order (the receipt in the outbox once, a second submit answers the same,
 * the return opened), before delivery (recorded alone), after the period (409), another client's
 * order (404); cancelling a subscription without signing in (the plan stops, the receipt goes to
 * the e-mail given, the same answer for an unknown e-mail, a later day applied by the job).
 */
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  jobs,
  orderLines,
  orders,
  returns,
  subscriptionCancellations,
  withdrawals,
} from "../../src/db/schema/index.js";
import { applyDueCancellations } from "../../src/modules/withdrawal/service.js";
import { createTestApp, expectProblem, outboxMail, type TestContext } from "../helpers.js";
import { malleFixtures } from "../malle-fixtures.js";
import { parisClient, shopStock } from "../shop-fixtures.js";

const STOREFRONT = "http://localhost:3000";
const DAY = 86_400_000;

let ctx: TestContext;
let m: ReturnType<typeof malleFixtures>;
const shop = shopStock(() => ctx.app.db);

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 100_000, storefrontUrl: STOREFRONT });
  m = malleFixtures(ctx.app);
}, 60_000);
afterAll(async () => ctx?.close());

type Headers = Record<string, string>;
type Receipt = {
  id: number;
  order_id: number;
  declared_at: string;
  name: string;
  email: string;
  lines: { order_line_id: number; name: string; quantity: number }[];
  return_id: number | null;
  send_back_by: string;
};

/** A shop order of two lines placed for the client, in this state, delivered `daysAgo` days ago. */
async function shopOrder(
  clientId: number,
  status: "DELIVERED" | "SHIPPED" | "PENDING_PAYMENT",
  daysAgo: number | null,
) {
  const a = await shop.variantWithStock(5);
  const b = await shop.variantWithStock(5);
  const delivered = daysAgo === null ? null : new Date(Date.now() - daysAgo * DAY);
  const [order] = await ctx.app.db
    .insert(orders)
    .values({
      clientId,
      kind: "SHOP",
      status,
      itemsAmountTtcCents: a.price + b.price,
      totalAmountTtcCents: a.price + b.price,
      paidAt: status === "PENDING_PAYMENT" ? null : new Date(Date.now() - 20 * DAY),
      shippedAt: status === "PENDING_PAYMENT" ? null : new Date(Date.now() - 19 * DAY),
      deliveredAt: delivered,
    })
    .returning({ id: orders.id });
  await ctx.app.db.insert(orderLines).values([
    { orderId: order!.id, productId: a.productId, variantId: a.id, quantity: 1, unitPriceCents: a.price },
    { orderId: order!.id, productId: b.productId, variantId: b.id, quantity: 1, unitPriceCents: b.price },
  ]);
  return order!.id;
}

const post = (url: string, headers: Headers, payload: object = {}, locale = "fr") =>
  ctx.app.inject({ method: "POST", url, headers: { ...headers, "accept-language": locale }, payload });
const get = (url: string, headers: Headers) => ctx.app.inject({ method: "GET", url, headers });

async function mailsUnder(prefix: string) {
  return ctx.app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, "mail"), like(jobs.key, `${prefix}%`)));
}

describe("the withdrawal function", () => {
  it("records a withdrawal from a delivered shop order once, e-mails its receipt once and opens the return", async () => {
    const c = await parisClient(ctx, "withdraw");
    const orderId = await shopOrder(c.clientId, "DELIVERED", 3);

    const open = await get("/clients/me/withdrawals/open", c.headers);
    expect(open.json<{ items: { order_id: number }[] }>().items).toContainEqual(
      expect.objectContaining({ order_id: orderId }),
    );
    const state = await get(`/clients/me/orders/${orderId}/withdrawal`, c.headers);
    expect(state.json()).toMatchObject({ open: true, problem: null, withdrawal: null });

    const first = await post(`/clients/me/orders/${orderId}/withdrawal`, c.headers, { name: "Camille Martin" });
    expect(first.statusCode, first.body).toBe(201);
    const receipt = first.json<Receipt>();
    expect(receipt).toMatchObject({ order_id: orderId, name: "Camille Martin" });
    expect(receipt.lines).toHaveLength(2);
    expect(receipt.return_id).not.toBeNull();
    expect(Date.now() - Date.parse(receipt.declared_at)).toBeLessThan(60_000);

    // The return of both lines, for operations to receive
    const [ret] = await ctx.app.db.select().from(returns).where(eq(returns.id, receipt.return_id!));
    expect(ret).toMatchObject({ orderId, status: "REQUESTED" });

    // The receipt, in French, with the date and time and what happens next
    const mail = await outboxMail(ctx.app, `withdrawal-receipt:${receipt.id}`);
    const message = (mail!.payload as { message: { to: string; subject: string; text: string } }).message;
    expect(message.subject).toContain(`n° ${orderId}`);
    expect(message.text).toMatch(/rétractation du contrat de la commande/);
    expect(message.text).toMatch(/\d{1,2}:\d{2} \(heure de Paris\)/);
    expect(message.text).toMatch(/14 jours/);

    // A second submit (a double click, a replay) answers the same receipt, and nothing more is sent
    const again = await post(`/clients/me/orders/${orderId}/withdrawal`, c.headers, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Receipt>()).toEqual(receipt);
    expect(await mailsUnder(`withdrawal-receipt:${receipt.id}`)).toHaveLength(1);
    const opened = await ctx.app.db.select().from(returns).where(eq(returns.orderId, orderId));
    expect(opened).toHaveLength(1);

    // No longer offered; its state carries the receipt
    const after = await get(`/clients/me/orders/${orderId}/withdrawal`, c.headers);
    expect(after.json()).toMatchObject({ open: false, withdrawal: { id: receipt.id } });
    const list = await get("/clients/me/withdrawals/open", c.headers);
    expect(list.json<{ items: { order_id: number }[] }>().items.map((i) => i.order_id)).not.toContain(orderId);
  });

  it("takes concurrent submits as one withdrawal", async () => {
    const c = await parisClient(ctx, "withdraw-race");
    const orderId = await shopOrder(c.clientId, "DELIVERED", 1);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(`/clients/me/orders/${orderId}/withdrawal`, c.headers, {}, "de")),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json<Receipt>().id)).size).toBe(1);
    const id = answers[0]!.json<Receipt>().id;
    expect(await mailsUnder(`withdrawal-receipt:${id}`)).toHaveLength(1);
    const message = ((await outboxMail(ctx.app, `withdrawal-receipt:${id}`))!.payload as { message: { text: string } })
      .message;
    expect(message.text).toMatch(/Widerruf/);
    expect(message.text).toMatch(/Pariser Zeit/);
  });

  it("records a withdrawal before delivery alone, and refuses an unpaid order and a period over", async () => {
    const c = await parisClient(ctx, "withdraw-early");
    const shipped = await shopOrder(c.clientId, "SHIPPED", null);
    const early = await post(`/clients/me/orders/${shipped}/withdrawal`, c.headers, {});
    expect(early.statusCode, early.body).toBe(201);
    expect(early.json<Receipt>().return_id).toBeNull();
    const text = (
      (await outboxMail(ctx.app, `withdrawal-receipt:${early.json<Receipt>().id}`))!.payload as {
        message: { text: string };
      }
    ).message.text;
    expect(text).toMatch(/pas encore livrée/);

    const unpaid = await shopOrder(c.clientId, "PENDING_PAYMENT", null);
    expectProblem(await post(`/clients/me/orders/${unpaid}/withdrawal`, c.headers, {}), 409, "NOT_WITHDRAWABLE");

    const old = await shopOrder(c.clientId, "DELIVERED", 16);
    expectProblem(await post(`/clients/me/orders/${old}/withdrawal`, c.headers, {}), 409, "WITHDRAWAL_PERIOD_OVER");
    const state = await get(`/clients/me/orders/${old}/withdrawal`, c.headers);
    expect(state.json()).toMatchObject({ open: false, problem: "WITHDRAWAL_PERIOD_OVER" });
  });

  it("takes a box's withdrawal like a shop order's, its receipt naming the box", async () => {
    const f = await m.subscriber({ frequency: 1 });
    const piece = await shop.variantWithStock(5);
    const [box] = await ctx.app.db
      .insert(orders)
      .values({
        clientId: f.clientId,
        kind: "BOX",
        status: "DELIVERED",
        requestId: f.box.id,
        profileId: f.kidId,
        itemsAmountTtcCents: piece.price,
        totalAmountTtcCents: piece.price,
        deliveredAt: new Date(Date.now() - 5 * DAY),
      })
      .returning({ id: orders.id });
    await ctx.app.db
      .insert(orderLines)
      .values({ orderId: box!.id, productId: piece.productId, variantId: piece.id, unitPriceCents: piece.price });
    const answer = await post(`/clients/me/orders/${box!.id}/withdrawal`, f.headers, {}, "nl");
    expect(answer.statusCode, answer.body).toBe(201);
    const receipt = answer.json<Receipt & { order_kind: string }>();
    expect(receipt.order_kind).toBe("BOX");
    expect(receipt.return_id).not.toBeNull();
    const text = (
      (await outboxMail(ctx.app, `withdrawal-receipt:${receipt.id}`))!.payload as {
        message: { text: string };
      }
    ).message.text;
    expect(text).toMatch(/herroeping van de overeenkomst voor de box nr\./);
  });

  it("answers 404 for another client's order, 400 for a bad e-mail or a line of another order, 401 signed out", async () => {
    const owner = await parisClient(ctx, "withdraw-owner");
    const other = await parisClient(ctx, "withdraw-other");
    const orderId = await shopOrder(owner.clientId, "DELIVERED", 2);
    expectProblem(await post(`/clients/me/orders/${orderId}/withdrawal`, other.headers, {}), 404);
    expectProblem(await get(`/clients/me/orders/${orderId}/withdrawal`, other.headers), 404);
    expectProblem(await post(`/clients/me/orders/999999999/withdrawal`, owner.headers, {}), 404);
    expectProblem(await post(`/clients/me/orders/${orderId}/withdrawal`, owner.headers, { email: "nope" }), 400);
    expectProblem(
      await post(`/clients/me/orders/${orderId}/withdrawal`, owner.headers, { order_line_ids: [2_000_000] }),
      400,
    );
    expectProblem(await post(`/clients/me/orders/${orderId}/withdrawal`, {}, {}), 401);
    expect(await ctx.app.db.select().from(withdrawals).where(eq(withdrawals.orderId, orderId))).toHaveLength(0);
  });
});

describe("the cancellation button (§312k BGB)", () => {
  type Cancellation = { id: number; declared_at: string; ends_on: string | null; kind: string };
  const cancel = (payload: object, locale = "de") =>
    ctx.app.inject({
      method: "POST",
      url: "/subscriptions/cancellation",
      headers: { "accept-language": locale },
      payload,
    });

  it("stops the client's plan without signing in and e-mails the receipt to the e-mail given", async () => {
    const f = await m.subscriber({ frequency: 2 });
    expect((await m.planRow(f.planId)).isActive).toBe(true);
    const answer = await cancel({
      name: "Erika Mustermann",
      email: f.email.toUpperCase(),
      contract: `Abo ${f.planId}`,
      kind: "ordinary",
      end: "next_possible",
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const body = answer.json<Cancellation>();
    expect(body).toMatchObject({ kind: "ordinary", ends_on: null });
    const plan = await m.planRow(f.planId);
    expect(plan.isActive).toBe(false);
    expect(plan.terminatedAt).not.toBeNull();

    const mail = await outboxMail(ctx.app, `cancellation-receipt:${body.id}`);
    const message = (mail!.payload as { message: { to: string; subject: string; text: string } }).message;
    expect(message.to).toBe(f.email.toUpperCase());
    expect(message.subject).toBe("Eingangsbestätigung Ihrer Kündigung");
    expect(message.text).toMatch(/ordentliche Kündigung/);
    expect(message.text).toMatch(/nächstmöglichen Zeitpunkt/);
    expect(message.text).toMatch(/\d{1,2}:\d{2} \(Pariser Zeit\)/);
    const [row] = await ctx.app.db
      .select()
      .from(subscriptionCancellations)
      .where(eq(subscriptionCancellations.id, body.id));
    expect(row).toMatchObject({ clientId: f.clientId });
    expect(row!.appliedAt).not.toBeNull();
  });

  it("answers the same for an e-mail that is no client's, and still sends the receipt", async () => {
    const answer = await cancel({ name: "Max", email: "nobody-here@example.test", kind: "ordinary" });
    expect(answer.statusCode, answer.body).toBe(201);
    const body = answer.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(
      ["contract", "declared_at", "email", "ends_on", "id", "kind", "name", "reason"].sort(),
    );
    expect(await outboxMail(ctx.app, `cancellation-receipt:${body.id as number}`)).toBeDefined();
  });

  it("needs a reason for an extraordinary cancellation and refuses a past end", async () => {
    const missing = expectProblem(await cancel({ name: "Max", email: "max@example.test", kind: "extraordinary" }), 400);
    expect(missing.errors).toHaveProperty("reason");
    const past = expectProblem(
      await cancel({ name: "Max", email: "max@example.test", kind: "ordinary", end: "2020-01-01" }),
      400,
    );
    expect(past.errors).toHaveProperty("end");
    expectProblem(await cancel({ name: "", email: "max@example.test", kind: "ordinary" }), 400);
    expectProblem(await cancel({ name: "Max", email: "max", kind: "ordinary" }), 400);
  });

  it("stops the plan on the day asked for, through the recurring pass", async () => {
    const f = await m.subscriber({ frequency: 1 });
    const later = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const answer = await cancel(
      { name: "Ana", email: f.email, kind: "extraordinary", reason: "Mudanza", end: later },
      "es",
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<Cancellation>().ends_on).toBe(later);
    expect((await m.planRow(f.planId)).isActive).toBe(true);
    const base = { storefrontUrl: STOREFRONT, config: ctx.config };
    await applyDueCancellations(ctx.app.db, { ...base, now: new Date() });
    expect((await m.planRow(f.planId)).isActive).toBe(true);
    await applyDueCancellations(ctx.app.db, { ...base, now: new Date(Date.now() + 11 * DAY) });
    expect((await m.planRow(f.planId)).isActive).toBe(false);
  });
});
