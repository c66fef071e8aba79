/**
 * A delivered box's keep/return and its payment (decision 0047), on PGlite and on the PostgreSQL
 * server: the declaration piece by piece and its charge, to the cent; one charge under five
 * concurrent declarations and replayed webhooks; the deadline settling what nobody declared, once;
 * a refused charge blocking the next box until the family pays; the deadline's one extension;
 * another client's box answering 404 on every call; the engine reading the outcome.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeBox } from "#domain/engine/index.js";
import { addDays } from "#domain/malle.js";
import { todayIn } from "#domain/profiles.js";
import {
  codes,
  jobs,
  orderLines,
  orders,
  payments,
  requests,
  returnLines,
  returns,
  walletTransactions,
} from "../../src/db/schema/index.js";
import { mailMoney } from "../../src/modules/mail/index.js";
import { boxJobs } from "../../src/modules/orders/box/jobs.js";
import { webhookSignature } from "../../src/modules/payments/signed.js";
import type { JobContext } from "../../src/modules/scheduler/index.js";
import { composeRequest, loadEngineInput } from "../../src/modules/styling/index.js";
import { createTestApp, expectProblem, outboxMail, type TestContext } from "../helpers.js";
import { boxFixture } from "../box-fixtures.js";
import { malleFixtures, type Headers } from "../malle-fixtures.js";

let ctx: TestContext;
let m: ReturnType<typeof malleFixtures>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 100_000 });
  m = malleFixtures(ctx.app);
}, 60_000);
afterAll(async () => ctx?.close());

type Box = {
  order_id: number;
  status: string;
  deadline: string | null;
  deadline_extended: boolean;
  extension_deadline: string | null;
  declarable: boolean;
  pieces: { order_line_id: number; price_cents: number; decision: string | null; return_reason: string | null }[];
  charge: {
    kept_cents: number;
    discount_cents: number;
    total_cents: number;
    wallet_cents: number;
    due_cents: number;
  } | null;
  error_code: string | null;
};

const call = (method: "GET" | "POST", url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const deliveredBox = (options?: { daysAgo?: number; last4?: string }) => boxFixture(ctx.app, m, options);
type Delivered = Awaited<ReturnType<typeof deliveredBox>>;

/** Keeps the first `keep` pieces and sends the others back (too small, then colour). */
const declaration = (box: Delivered, keep: number) => ({
  lines: box.lines.map((l, i) =>
    i < keep
      ? { order_line_id: l.id, decision: "keep", fit_rating: 5, style_rating: 4 }
      : { order_line_id: l.id, decision: "return", return_reason: i % 2 ? "too_small" : "colour", fit_rating: 2 },
  ),
});

const paymentsOf = (orderId: number) =>
  ctx.app.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
const orderRow = async (id: number) => (await ctx.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

function jobContext(now = new Date()): JobContext {
  return {
    db: ctx.app.db,
    mailer: undefined as never,
    log: ctx.app.log,
    now,
    config: ctx.config,
    payments: ctx.app.payments,
  };
}
const settleRun = (now?: Date) => boxJobs.recurring![0]!.run(jobContext(now));

describe("keeping three pieces and sending two back", () => {
  it("charges the kept pieces once, opens the return with the reasons and tells the engine", async () => {
    const box = await deliveredBox();
    const before = (await call("GET", box.url, box.headers)).json<Box>();
    expect(before).toMatchObject({ status: "DELIVERED", declarable: true, charge: null });
    expect(before.deadline).toBe(addDays(todayIn(), 6));

    const response = await call("POST", `${box.url}/declaration`, box.headers, declaration(box, 3));
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<Box>();
    const kept = box.lines.slice(0, 3).reduce((sum, l) => sum + l.unitPriceCents, 0);
    expect(after.status).toBe("PAID");
    expect(after.charge).toEqual({
      kept_cents: kept,
      discount_cents: 0,
      styling_fee_cents: 0,
      total_cents: kept,
      wallet_cents: 0,
      due_cents: kept,
    });

    const charges = await paymentsOf(box.orderId);
    expect(charges.map((p) => [p.status, p.amountCents, p.idempotencyKey])).toEqual([
      ["SUCCEEDED", kept, `box-charge:${box.orderId}`],
    ]);
    const statuses = await ctx.app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, box.orderId))
      .orderBy(asc(orderLines.id));
    expect(statuses.map((l) => [l.status, l.returnReason])).toEqual([
      ["KEPT", null],
      ["KEPT", null],
      ["KEPT", null],
      ["RETURNED", "too_small"],
      ["RETURNED", "colour"],
    ]);
    const [ret] = await ctx.app.db.select().from(returns).where(eq(returns.orderId, box.orderId));
    const back = await ctx.app.db.select().from(returnLines).where(eq(returnLines.returnId, ret!.id));
    expect(back.map((l) => l.reason).sort()).toEqual(["colour", "too_small"]);
    expect(await outboxMail(ctx.app, `box-paid:${box.orderId}`)).toBeDefined();
    const [reward] = await ctx.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "reward-paid-order"), sql`${jobs.payload} ->> 'order_id' = ${String(box.orderId)}`));
    expect(reward).toBeDefined();

    // The engine reads the outcome as the profile's history
    const next = await m.book(box, { kidId: box.kidId });
    const input = await loadEngineInput(ctx.app.db, next.box.id);
    const outcomes = input.history.map((h) => h.outcome).sort();
    expect(outcomes).toEqual(["kept", "kept", "kept", "returned", "returned"]);
    // …and the next box is not the one it would be without them
    const reasons = (history: typeof input.history) =>
      composeBox({ ...input, history }, ctx.config.engineRules).pieces.map((p) => [p.productId, p.reasons]);
    const unknown = input.history.map((h) => ({ ...h, outcome: "sent" as const }));
    expect(reasons(input.history)).not.toEqual(reasons(unknown));
  });

  it("keep everything: the discount, the booking's code and the wallet, to the cent", async () => {
    const box = await deliveredBox();
    const [code] = await ctx.app.db
      .insert(codes)
      .values({ code: `KEEP${box.orderId}`, kind: "DISCOUNT", percent: 15, appliesTo: "BOX" })
      .returning();
    await ctx.app.db.update(requests).set({ codeId: code!.id }).where(eq(requests.id, box.box.id));
    await ctx.app.db.insert(walletTransactions).values({
      clientId: box.clientId,
      amountCents: 1000,
      balanceAfterCents: 1000,
      kind: "ADJUSTMENT",
      reference: `test:${box.orderId}`,
    });

    const response = await call("POST", `${box.url}/keep-all`, box.headers);
    expect(response.statusCode, response.body).toBe(200);
    const kept = box.lines.reduce((sum, l) => sum + l.unitPriceCents, 0);
    const keepAll = Math.round((kept * ctx.config.settlement.keepAllDiscountPercent) / 100);
    const codeOff = Math.round(((kept - keepAll) * 15) / 100);
    const total = kept - keepAll - codeOff;
    expect(response.json<Box>().charge).toEqual({
      kept_cents: kept,
      discount_cents: keepAll + codeOff,
      styling_fee_cents: 0,
      total_cents: total,
      wallet_cents: 1000,
      due_cents: total - 1000,
    });
    expect((await paymentsOf(box.orderId)).map((p) => p.amountCents)).toEqual([total - 1000]);
    expect((await orderRow(box.orderId)).codeId).toBe(code!.id);
    const spent = await ctx.app.db.select().from(walletTransactions).where(eq(walletTransactions.orderId, box.orderId));
    expect(spent.map((w) => w.amountCents)).toEqual([-1000]);
  });
});

describe("one charge, whatever comes twice", () => {
  it("five concurrent declarations and a replayed webhook make one payment", async () => {
    const box = await deliveredBox();
    const body = declaration(box, 4);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call("POST", `${box.url}/declaration`, box.headers, body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [payment] = await paymentsOf(box.orderId);
    expect((await paymentsOf(box.orderId)).length).toBe(1);

    const event = JSON.stringify({
      id: `evt_box_${box.orderId}`,
      type: "payment.succeeded",
      reference: `pay_${payment!.id}`,
    });
    for (let i = 0; i < 2; i++) {
      const posted = await ctx.app.inject({
        method: "POST",
        url: "/payments/webhooks/sandbox",
        headers: {
          "content-type": "application/json",
          "x-sandbox-signature": webhookSignature(
            ctx.config.payments.sandboxSecret,
            event,
            Math.floor(Date.now() / 1000),
          ),
        },
        payload: event,
      });
      expect(posted.statusCode, posted.body).toBe(200);
    }
    expect((await paymentsOf(box.orderId)).map((p) => p.status)).toEqual(["SUCCEEDED"]);
    const mails = await ctx.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "mail"), eq(jobs.key, `box-paid:${box.orderId}`)));
    expect(mails.length).toBe(1);

    // The charge job replayed (as after a crash) charges nothing more
    await ctx.app.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.key, `box-charge:${box.orderId}`));
    await boxJobs.handlers["charge-box"]!(
      { id: 0, kind: "charge-box", key: "", payload: { order_id: box.orderId }, attempts: 1 },
      jobContext(),
    );
    expect((await paymentsOf(box.orderId)).length).toBe(1);

    // Another declaration after the first: refused
    expectProblem(
      await call("POST", `${box.url}/declaration`, box.headers, declaration(box, 1)),
      409,
      "BOX_ALREADY_DECLARED",
    );
  });

  it("refuses a declaration that does not name every piece once, and a return without a reason", async () => {
    const box = await deliveredBox();
    const partial = { lines: declaration(box, 5).lines.slice(1) };
    expectProblem(await call("POST", `${box.url}/declaration`, box.headers, partial), 400);
    const noReason = { lines: box.lines.map((l) => ({ order_line_id: l.id, decision: "return" })) };
    expectProblem(await call("POST", `${box.url}/declaration`, box.headers, noReason), 400);
    expect((await orderRow(box.orderId)).declaredAt).toBeNull();
  });
});

describe("the deadline", () => {
  it("opens with the delivered e-mail, reminds, then charges what was neither declared nor sent back, once", async () => {
    const box = await deliveredBox({ daysAgo: 6 });
    await settleRun();
    const opened = await orderRow(box.orderId);
    expect(opened.returnDeadline).toBe(addDays(todayIn(), 1));
    expect(await outboxMail(ctx.app, `box-delivered:${box.orderId}`)).toBeDefined();
    // The reminder says what keeping everything costs: the whole-box discount taken
    const reminder = await outboxMail(ctx.app, `box-reminder:${box.orderId}:${opened.returnDeadline}`);
    const all = box.lines.reduce((sum, l) => sum + l.unitPriceCents, 0);
    const keepAll = all - Math.round((all * ctx.config.settlement.keepAllDiscountPercent) / 100);
    expect((reminder!.payload as { message: { text: string } }).message.text).toContain(mailMoney(keepAll, "fr"));

    // One piece came back without a declaration (operations opened its return)
    await ctx.app.db.transaction(async (tx) => {
      const [ret] = await tx.insert(returns).values({ orderId: box.orderId, clientId: box.clientId }).returning();
      await tx.insert(returnLines).values({ returnId: ret!.id, orderLineId: box.lines[0]!.id, quantity: 1 });
    });
    const later = new Date(Date.now() + 3 * 86_400_000);
    await settleRun(later);
    await settleRun(later);
    const settled = await orderRow(box.orderId);
    const kept = box.lines.slice(1).reduce((sum, l) => sum + l.unitPriceCents, 0);
    expect(settled).toMatchObject({ status: "PAID", itemsAmountTtcCents: kept });
    expect((await paymentsOf(box.orderId)).map((p) => [p.status, p.amountCents])).toEqual([["SUCCEEDED", kept]]);
  });

  it("extends once, before it passes", async () => {
    const box = await deliveredBox();
    const extended = await call("POST", `${box.url}/deadline-extension`, box.headers);
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json<Box>()).toMatchObject({
      deadline: addDays(todayIn(), 6 + ctx.config.settlement.extensionDays),
      deadline_extended: true,
      extension_deadline: null,
    });
    expectProblem(await call("POST", `${box.url}/deadline-extension`, box.headers), 409, "DEADLINE_NOT_EXTENDABLE");
  });
});

describe("a refused charge", () => {
  it("puts the box in failed payment, blocks the next box, and paying it unblocks", async () => {
    const box = await deliveredBox({ last4: "0341" });
    const declared = await call("POST", `${box.url}/declaration`, box.headers, declaration(box, 2));
    expect(declared.json<Box>()).toMatchObject({ status: "PAYMENT_FAILED", error_code: "card_declined" });
    expect(await outboxMail(ctx.app, `box-payment-failed:${box.orderId}`)).toBeDefined();
    const failed = await call("GET", "/clients/me/failed-boxes", box.headers);
    expect(failed.json<{ items: Box[] }>().items.map((b) => b.order_id)).toEqual([box.orderId]);

    const next = await m.book(box, { kidId: box.kidId });
    await expect(
      composeRequest(ctx.app.db, next.box.id, { now: new Date(), config: ctx.config, log: ctx.app.log }),
    ).rejects.toMatchObject({ type: "PAYMENT_FAILED" });

    // The family saves another card and pays with it; a double click is one attempt
    const card = await m.addCard(box.clientId);
    const pay = () =>
      call("POST", `${box.url}/payment`, box.headers, {
        platform: "card_via_sandbox",
        payment_method_id: card,
        return_url: `${ctx.config.storefrontUrl}/infos/failed-payment/${box.orderId}/success`,
      });
    const [first, second] = await Promise.all([pay(), pay()]);
    expect(first.statusCode, first.body).toBe(200);
    expect([first.json().status, second.json().status]).toEqual(["PAID", "PAID"]);
    expect((await paymentsOf(box.orderId)).map((p) => p.status)).toEqual(["FAILED", "SUCCEEDED"]);
    expect((await pay()).json()).toMatchObject({ status: "PAID" });

    const composed = await composeRequest(ctx.app.db, next.box.id, {
      now: new Date(),
      config: ctx.config,
      log: ctx.app.log,
    });
    expect(composed.pieces).toBeGreaterThan(0);
  });

  it("asks for 3-D Secure: the hosted page takes the payment", async () => {
    const box = await deliveredBox({ last4: "3184" });
    const declared = await call("POST", `${box.url}/keep-all`, box.headers);
    expect(declared.json<Box>()).toMatchObject({ status: "PAYMENT_FAILED", error_code: "authentication_required" });
    const page = await call("POST", `${box.url}/payment`, box.headers, {
      platform: "card_via_sandbox",
      return_url: `${ctx.config.storefrontUrl}/infos/failed-payment/${box.orderId}/success`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ status: "PENDING_PAYMENT" });
    expect(page.json<{ redirect_url: string }>().redirect_url).toContain("/sandbox/pay");
  });
});

describe("another client's box", () => {
  it("answers 404 on every call", async () => {
    const box = await deliveredBox();
    const stranger = await m.family();
    const url = box.url;
    for (const [method, path, body] of [
      ["GET", url, undefined],
      ["POST", `${url}/declaration`, declaration(box, 5)],
      ["POST", `${url}/keep-all`, undefined],
      ["POST", `${url}/deadline-extension`, undefined],
      [
        "POST",
        `${url}/payment`,
        { platform: "card_via_sandbox", return_url: `${ctx.config.storefrontUrl}/infos/failed-payment/1/success` },
      ],
    ] as const) {
      expectProblem(await call(method, path, stranger.headers, body), 404);
    }
    // A shop order's id is not a box either
    const [shop] = await ctx.app.db
      .insert(orders)
      .values({ clientId: box.clientId, kind: "SHOP", status: "DELIVERED" })
      .returning();
    expectProblem(await call("GET", `/clients/me/boxes/${shop!.id}`, box.headers), 404);
    expect((await paymentsOf(box.orderId)).length).toBe(0);
    expect(
      await ctx.app.db
        .select()
        .from(orders)
        .where(inArray(orders.id, [box.orderId])),
    ).toEqual([expect.objectContaining({ status: "DELIVERED", declaredAt: null })]);
  });
});
