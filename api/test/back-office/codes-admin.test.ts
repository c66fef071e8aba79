/**
 * Codes and gift cards administration (manage:codes, decision 0044): a code created with clear
 * 4xx answers for what breaks the rules, disabled (then refused at checkout), its redemptions; a
 * gift card read with where its value went, disabled (then refused). PGlite and PostgreSQL.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftCards } from "../../src/db/schema/index.js";
import { DEMO_CLIENT } from "../../src/seed/data/accounts.js";
import { createTestApp, expectProblem, newStaffMember, signIn, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;
let admin: Record<string, string>;
let clientHeaders: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
  admin = (await newStaffMember(app, ["administrator"])).headers;
  clientHeaders = (await signIn(app, DEMO_CLIENT.email, DEMO_CLIENT.password)).headers;
});
afterAll(async () => ctx?.close());

const create = (payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/admin/codes", headers: admin, payload });

describe("discount codes", () => {
  it("are created upper-case, listed with their use, disabled, then refused at checkout", async () => {
    const created = await create({ code: "noel-svc-26", percent: 15, applies_to: "SHOP", max_uses: 100 });
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json<{ id: number; code: string; is_active: boolean; uses: number }>();
    expect(code).toMatchObject({ code: "NOEL-SVC-26", is_active: true, uses: 0 });

    const listed = await app.inject({ url: "/admin/codes?q=noel-svc", headers: admin });
    expect(listed.json()).toMatchObject({ total: 1, items: [{ id: code.id }] });

    const check = () => app.inject({ url: "/clients/me/discounts/noel-svc-26", headers: clientHeaders });
    expect((await check()).statusCode).toBe(200);

    const disabled = await app.inject({
      method: "PATCH",
      url: `/admin/codes/${code.id}`,
      headers: admin,
      payload: { is_active: false },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ is_active: false });
    expectProblem(await check(), 422, "INVALID_CODE");

    const detail = await app.inject({ url: `/admin/codes/${code.id}`, headers: admin });
    expect(detail.json()).toMatchObject({ id: code.id, redemptions: [] });
  });

  it("refuse what breaks the rules with the field at fault", async () => {
    const both = expectProblem(await create({ code: "BOTH-1", percent: 10, amount_cents: 500 }), 400);
    expect(both.errors).toHaveProperty("amount");
    const none = expectProblem(await create({ code: "NONE-1" }), 400);
    expect(none.errors).toHaveProperty("amount");
    const coupon = expectProblem(await create({ code: "COUP-1", kind: "COUPON", amount_cents: 500 }), 400);
    expect(coupon.errors).toHaveProperty("min_loyalty_points");
    const dates = expectProblem(
      await create({
        code: "DATES-1",
        percent: 5,
        starts_at: "2027-01-10T00:00:00Z",
        expires_at: "2027-01-01T00:00:00Z",
      }),
      400,
    );
    expect(dates.errors).toHaveProperty("expires_at");
    expectProblem(await create({ code: "bad code!", percent: 5 }), 400);
    expectProblem(await create({ code: "PCT-1", percent: 101 }), 400);
    expectProblem(await create({ code: "SHIP-1", shipping_fee_offered: true, max_uses: 0 }), 400);

    expect((await create({ code: "twice-1", shipping_fee_offered: true })).statusCode).toBe(201);
    expectProblem(await create({ code: "TWICE-1", percent: 5 }), 409, "CODE_TAKEN");
    expectProblem(
      await app.inject({ method: "PATCH", url: "/admin/codes/999999", headers: admin, payload: { is_active: false } }),
      404,
    );
  });
});

describe("gift cards", () => {
  it("are read with their balance, disabled, then refused; a card in a wallet cannot be disabled", async () => {
    const [card] = await app.db
      .insert(giftCards)
      .values({ code: "SVC-GIFT-0001", amountCents: 5000, balanceCents: 5000, recipientName: "Léa" })
      .returning();
    const [used] = await app.db
      .insert(giftCards)
      .values({ code: "SVC-GIFT-0002", amountCents: 3000, balanceCents: 3000 })
      .returning();

    const redeem = await app.inject({
      method: "POST",
      url: `/clients/me/gift_cards/${used!.code}/redeem`,
      headers: clientHeaders,
    });
    expect(redeem.statusCode, redeem.body).toBeLessThan(300);
    const usedDetail = await app.inject({ url: `/admin/gift-cards/${used!.id}`, headers: admin });
    expect(usedDetail.json()).toMatchObject({
      balance_cents: 0,
      redemptions: [{ kind: "wallet", amount_cents: 3000, email: DEMO_CLIENT.email }],
    });
    expectProblem(
      await app.inject({ method: "POST", url: `/admin/gift-cards/${used!.id}/disable`, headers: admin }),
      409,
      "GIFT_CARD_ALREADY_USED",
    );

    const listed = await app.inject({ url: "/admin/gift-cards?q=svc-gift", headers: admin });
    expect(listed.json()).toMatchObject({ total: 2 });

    const disable = () => app.inject({ method: "POST", url: `/admin/gift-cards/${card!.id}/disable`, headers: admin });
    const first = await disable();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().disabled_at).toBeTruthy();
    expect((await disable()).json().disabled_at).toBe(first.json().disabled_at);

    const refused = await app.inject({
      method: "POST",
      url: `/clients/me/gift_cards/${card!.code}/redeem`,
      headers: clientHeaders,
    });
    expectProblem(refused, 422, "INVALID_CODE");
    expectProblem(
      await app.inject({ url: `/clients/me/gift_cards/${card!.code}`, headers: clientHeaders }),
      422,
      "INVALID_CODE",
    );
    const [after] = await app.db.select().from(giftCards).where(eq(giftCards.id, card!.id));
    expect(after).toMatchObject({ balanceCents: 5000, usedAt: null });
    expectProblem(await app.inject({ url: "/admin/gift-cards/999999", headers: admin }), 404);
  });
});
