/**
 * Gift cards (issue 18), on PGlite and on the PostgreSQL server: bought (a GIFT_CARD order paid on
 * the sandbox's page), the giver a GIVER with a receipt, the card e-mailed with its PDF on its day
 * (the scheduler's clock moved), once; added to a wallet once even by two clients at once; every §8
 * code; an unpaid card unknown; the send day's limits; a replayed purchase.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "#domain/profiles.js";
import { addDays, addMonths } from "#domain/malle.js";
import { clients, giftCards, jobs, orders, payments, walletTransactions } from "../../src/db/schema/index.js";
import { giftCardsModule } from "../../src/modules/gift-cards/index.js";
import { sweepUnpaidOrders } from "../../src/modules/orders/sweep.js";
import { Scheduler, combineJobs, schedulerModule } from "../../src/modules/scheduler/index.js";
import { createTestApp, expectProblem, waitForMail, type TestContext } from "../helpers.js";
import { memoryLog } from "../scheduler-fixtures.js";
import { parisClient } from "../shop-fixtures.js";

const STOREFRONT = "http://localhost:3000";
const RETURN = `${STOREFRONT}/giftcard/payment-successful`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000, storefrontUrl: STOREFRONT });
}, 60_000);
afterAll(async () => ctx?.close());

type Headers = Record<string, string>;
type Purchase = {
  gift_card: { order_id: number; status: string; amount: number; send_at: string; expires_at: string };
  payment: { status: string; redirect_url: string | null } | null;
};

const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

const today = () => todayIn("Europe/Paris");

let keys = 0;
function buy(headers: Headers, body: object = {}, key = `gift-${(keys += 1)}-${Date.now()}`, locale = "nl") {
  return ctx.app.inject({
    method: "POST",
    url: "/clients/me/gift-card-orders",
    headers: { ...headers, "idempotency-key": key, "accept-language": locale },
    payload: {
      amount: 50,
      target: "KID",
      applies_to: "BOX",
      giver_name: "Camille",
      recipient_name: "Emma",
      recipient_email: `emma-${keys}@example.test`,
      message: "Gefeliciteerd, Emma!",
      platform: "card_via_sandbox",
      return_url: RETURN,
      ...body,
    },
  });
}

/** Approves the sandbox page and posts the return, as the storefront does. */
async function pay(headers: Headers, redirectUrl: string, choice = "approve") {
  const answer = await ctx.app.inject({
    method: "POST",
    url: pathOf(redirectUrl),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ choice }).toString(),
  });
  expect(answer.statusCode, answer.body).toBe(303);
  const back = new URL(answer.headers.location as string);
  const returned = await ctx.app.inject({
    method: "POST",
    url: "/clients/me/payment-returns",
    headers,
    payload: { sessionId: back.searchParams.get("sessionId"), redirectResult: back.searchParams.get("redirectResult") },
  });
  expect(returned.statusCode, returned.body).toBe(200);
  return returned.json() as { status: string; order_id: number };
}

async function cardOf(orderId: number) {
  return (await ctx.app.db.select().from(giftCards).where(eq(giftCards.orderId, orderId)))[0]!;
}

/** A paid card: its code and order. */
async function paidCard(amount = 50) {
  const giver = await parisClient(ctx, "giver");
  const placed = (await buy(giver.headers, { amount })).json() as Purchase;
  await pay(giver.headers, placed.payment!.redirect_url!);
  const card = await cardOf(placed.gift_card.order_id);
  return { giver, card, orderId: placed.gift_card.order_id };
}

const redeem = (headers: Headers, code: string) =>
  ctx.app.inject({ method: "POST", url: `/clients/me/gift_cards/${encodeURIComponent(code)}/redeem`, headers });

function scheduler(at: Date) {
  return new Scheduler({
    db: ctx.app.db,
    mailer: ctx.app.mailer,
    log: memoryLog().log,
    config: ctx.config,
    clock: () => at,
    ...combineJobs(schedulerModule.jobs, giftCardsModule.jobs),
  });
}

describe("buying a gift card", () => {
  it("is paid on the sandbox page, makes the giver a GIVER, and e-mails the card with its PDF on its day, once", async () => {
    const giver = await parisClient(ctx, "giver");
    const sendDay = addDays(today(), 10);
    const answer = await buy(giver.headers, { send_at: sendDay, recipient_email: "emma.later@example.test" });
    expect(answer.statusCode, answer.body).toBe(201);
    const placed = answer.json() as Purchase;
    expect(placed.gift_card).toMatchObject({ status: "PENDING_PAYMENT", amount: 50 });
    expect(placed.payment!.redirect_url).toMatch(/\/sandbox\/pay\?session=/);
    const orderId = placed.gift_card.order_id;

    // Unpaid: the code is unknown to the wallet and to the shop's checkout
    const unpaid = await cardOf(orderId);
    expect(unpaid.code).toMatch(/^MALLE(-[A-HJKMNP-Z2-9]{4}){3}$/);
    const other = await parisClient(ctx, "recipient");
    expectProblem(await redeem(other.headers, unpaid.code), 404, "INVALID_CODE");
    const lookup = await ctx.app.inject({
      method: "GET",
      url: `/clients/me/gift_cards/${unpaid.code}`,
      headers: other.headers,
    });
    expectProblem(lookup, 404, "INVALID_CODE");

    // The same purchase sent again: the same order, the same page
    const replay = await buy(
      giver.headers,
      { send_at: sendDay, recipient_email: "emma.later@example.test" },
      "replayed-key-1",
    );
    expect(replay.statusCode).toBe(201);
    const again = await buy(
      giver.headers,
      { send_at: sendDay, recipient_email: "emma.later@example.test" },
      "replayed-key-1",
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as Purchase).gift_card.order_id).toBe((replay.json() as Purchase).gift_card.order_id);
    expectProblem(await buy(giver.headers, { amount: 80 }, "replayed-key-1"), 409, "IDEMPOTENCY_KEY_REUSED");

    const returned = await pay(giver.headers, placed.payment!.redirect_url!);
    expect(returned).toMatchObject({ status: "SUCCEEDED", order_id: orderId });
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ kind: "GIFT_CARD", status: "PAID", totalAmountTtcCents: 5000 });
    const [client] = await ctx.app.db.select().from(clients).where(eq(clients.id, giver.clientId));
    expect(client!.giftCardStatus).toBe("GIVER");
    const card = await cardOf(orderId);
    // Valid a year from the day it is sent
    expect(card.expiresAt!.toISOString()).toBe(`${addDays(addMonths(sendDay, 12), 1)}T00:00:00.000Z`);
    const read = await ctx.app.inject({
      method: "GET",
      url: `/clients/me/gift-card-orders/${orderId}`,
      headers: giver.headers,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ status: "PAID", recipient_name: "Emma", sent_at: null });
    expect(read.body).not.toContain(card.code);

    // The receipt, in the page's language (nl), through the outbox
    await scheduler(new Date()).runDue();
    const receipt = await waitForMail(
      ctx.mail,
      (m) => m.subject === "Je La Malle-cadeaukaart is betaald" && m.text?.includes("emma.later@example.test") === true,
    );
    expect(receipt.text).not.toContain(card.code);

    // Before its day nothing leaves; on its day the card leaves once, whatever the passes
    const [job] = await ctx.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `card:${card.id}`));
    expect(job!.runAt.toISOString()).toBe(`${sendDay}T07:00:00.000Z`);
    await scheduler(new Date(`${addDays(sendDay, -1)}T12:00:00Z`)).runDue();
    expect((await cardOf(orderId)).sentAt).toBeNull();
    const onTheDay = new Date(`${sendDay}T07:05:00Z`);
    await scheduler(onTheDay).runDue();
    await scheduler(new Date(onTheDay.getTime() + 60_000)).runDue();
    expect((await cardOf(orderId)).sentAt?.toISOString()).toBe(onTheDay.toISOString());
    const mail = await waitForMail(
      ctx.mail,
      (m) =>
        m.to?.[0]?.address === "emma.later@example.test" && m.subject === "Camille geeft je een La Malle-cadeaukaart",
    );
    expect(mail.text).toContain(card.code);
    expect(mail.text).toContain("Gefeliciteerd, Emma!");
    expect(mail.text).toMatch(/€\s50,00/);
    expect(mail.text).toContain(`${STOREFRONT}/nl/infos/add-giftcard`);
    expect(mail.attachments).toHaveLength(1);
    const pdf = mail.attachments[0]!;
    expect(pdf.mimeType).toBe("application/pdf");
    const bytes = Buffer.from(pdf.content as ArrayBuffer);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await new Promise((r) => setTimeout(r, 200));
    expect(
      ctx.mail.received.filter(
        (m) => m.to?.[0]?.address === "emma.later@example.test" && m.subject?.startsWith("Camille"),
      ),
    ).toHaveLength(1);
  });

  it("sends a card for today at once; a declined payment cancels the order and its card is never valid", async () => {
    const giver = await parisClient(ctx, "giver");
    const placed = (await buy(giver.headers, { recipient_email: "now@example.test" })).json() as Purchase;
    await pay(giver.headers, placed.payment!.redirect_url!);
    const card = await cardOf(placed.gift_card.order_id);
    // The send job, then the e-mail it wrote to the outbox
    await scheduler(new Date()).runDue();
    await scheduler(new Date()).runDue();
    const mail = await waitForMail(ctx.mail, (m) => m.to?.[0]?.address === "now@example.test");
    expect(mail.text).toContain(card.code);

    const declined = (await buy(giver.headers, { recipient_email: "never@example.test" })).json() as Purchase;
    const answer = await ctx.app.inject({
      method: "POST",
      url: pathOf(declined.payment!.redirect_url!),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ choice: "decline", decline_code: "insufficient_funds" }).toString(),
    });
    expect(answer.statusCode, answer.body).toBe(303);
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, declined.gift_card.order_id));
    expect(order!.status).toBe("CANCELLED");
    const other = await parisClient(ctx, "recipient");
    expectProblem(await redeem(other.headers, (await cardOf(declined.gift_card.order_id)).code), 404, "INVALID_CODE");
  });

  it("an order left unpaid is cancelled by the sweep: its card is never valid, never sent, a late payment given back", async () => {
    const giver = await parisClient(ctx, "giver");
    const placed = (await buy(giver.headers, { recipient_email: "abandoned@example.test" })).json() as Purchase;
    const orderId = placed.gift_card.order_id;
    // Not yet: the giver may still be on the payment page
    const soon = new Date(Date.now() + 30 * 60_000);
    expect(await sweepUnpaidOrders(ctx.app.db, { ttlMinutes: 60, now: soon })).not.toContain(orderId);
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await sweepUnpaidOrders(ctx.app.db, { ttlMinutes: 60, now: later })).toContain(orderId);
    expect(await sweepUnpaidOrders(ctx.app.db, { ttlMinutes: 60, now: later })).not.toContain(orderId);
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ kind: "GIFT_CARD", status: "CANCELLED" });
    const card = await cardOf(orderId);
    const other = await parisClient(ctx, "recipient");
    expectProblem(await redeem(other.headers, card.code), 404, "INVALID_CODE");
    const lookup = await ctx.app.inject({
      method: "GET",
      url: `/clients/me/gift_cards/${card.code}`,
      headers: other.headers,
    });
    expectProblem(lookup, 404, "INVALID_CODE");

    // The giver pays anyway on the page left open: the order stays cancelled, the card unsent, the money back
    const returned = await pay(giver.headers, placed.payment!.redirect_url!);
    expect(returned.order_id).toBe(orderId);
    const [after] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after!.status).toBe("CANCELLED");
    const [payment] = await ctx.app.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ status: "REFUNDED", refundedCents: 5000 });
    const [client] = await ctx.app.db.select().from(clients).where(eq(clients.id, giver.clientId));
    expect(client!.giftCardStatus).not.toBe("GIVER");
    await scheduler(new Date()).runDue();
    await scheduler(new Date()).runDue();
    expect((await cardOf(orderId)).sentAt).toBeNull();
    expect(ctx.mail.received.filter((m) => m.to?.[0]?.address === "abandoned@example.test")).toHaveLength(0);
    expectProblem(await redeem(other.headers, card.code), 404, "INVALID_CODE");
  });

  it("refuses a send day in the past or more than a year ahead, an amount off the range, a return off the shop", async () => {
    const giver = await parisClient(ctx, "giver");
    expectProblem(await buy(giver.headers, { send_at: addDays(today(), -1) }), 400, "SEND_DAY_INVALID");
    expectProblem(await buy(giver.headers, { send_at: addDays(today(), 400) }), 400, "SEND_DAY_INVALID");
    expectProblem(await buy(giver.headers, { send_at: "2026-02-30" }), 400, "SEND_DAY_INVALID");
    expectProblem(await buy(giver.headers, { amount: 10 }), 400);
    expectProblem(await buy(giver.headers, { amount: 501 }), 400);
    expectProblem(await buy(giver.headers, { message: "x".repeat(501) }), 400);
    expectProblem(await buy(giver.headers, { return_url: "https://evil.example/back" }), 400);
    expectProblem(await buy(giver.headers, { platform: "ideal_via_sandbox" }), 422, "PAYMENT_PLATFORM_UNAVAILABLE");
    const signedOut = await buy({});
    expect(signedOut.statusCode).toBe(401);
  });
});

describe("adding a gift card to the wallet", () => {
  it("credits the wallet once, then says the card is used; the code is trimmed and any case", async () => {
    const { card } = await paidCard(80);
    const recipient = await parisClient(ctx, "recipient");
    const answer = await redeem(recipient.headers, `  ${card.code.toLowerCase()} `);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ code: `*****-****-****-${card.code.slice(-4)}`, amount: 80, wallet_amount: 80 });
    expectProblem(await redeem(recipient.headers, card.code), 422, "GIFT_CARD_ALREADY_USED");
    const wallet = await ctx.app.inject({ method: "GET", url: "/clients/me/wallet", headers: recipient.headers });
    expect(wallet.json()).toMatchObject({
      amount: 80,
      transactions: {
        items: [{ kind: "GIFT_CARD", amount: 80, gift_card_code: `*****-****-****-${card.code.slice(-4)}` }],
      },
    });
  });

  it("two clients adding the same card at once: one is credited, the other told it is used", async () => {
    const { card } = await paidCard(30);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => parisClient(ctx, "race")));
    const answers = await Promise.all([a!, b!, c!].map((who) => redeem(who.headers, card.code)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    for (const r of answers.filter((r) => r.statusCode === 422)) expectProblem(r, 422, "GIFT_CARD_ALREADY_USED");
    const credits = await ctx.app.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.reference, card.code));
    expect(credits).toHaveLength(1);
    expect(credits[0]!.amountCents).toBe(3000);
    const [used] = await ctx.app.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(used!.usedByClientId).toBe(credits[0]!.clientId);
    expect(used!.balanceCents).toBe(0);
  });

  it("answers every §8 code: expired, used, invalid, blank", async () => {
    const { card } = await paidCard(30);
    await ctx.app.db
      .update(giftCards)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(giftCards.id, card.id));
    const who = await parisClient(ctx, "codes");
    expectProblem(await redeem(who.headers, card.code), 422, "GIFT_CARD_EXPIRED");
    expectProblem(await redeem(who.headers, "MALLE-NOPE-NOPE-NOPE"), 404, "INVALID_CODE");
    expectProblem(await redeem(who.headers, "   "), 400, "CODE_REQUIRED");
    expectProblem(await redeem(who.headers, "x".repeat(65)), 400);
    // The seeded card already used (the demo's CADEAU-UTILISE)
    const [seeded] = await ctx.app.db.select().from(giftCards).where(eq(giftCards.code, "CADEAU-UTILISE"));
    if (seeded) expectProblem(await redeem(who.headers, seeded.code), 422, "GIFT_CARD_ALREADY_USED");
    const wallet = await ctx.app.inject({ method: "GET", url: "/clients/me/wallet", headers: who.headers });
    expect(wallet.json()).toMatchObject({ amount: 0 });
  });
});
