/**
 * Issue 23: the box booking takes a code (the banner's first-box BIENVENUE15), checked with §8's
 * verdicts for a box of the profile and kept on the request for the box's payment.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codes } from "../../src/db/schema/index.js";
import { createTestApp, expectProblem, type TestContext } from "../helpers.js";
import { malleFixtures } from "../malle-fixtures.js";

let ctx: TestContext;
let f: ReturnType<typeof malleFixtures>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  f = malleFixtures(ctx.app);
  const box = { kind: "DISCOUNT" as const, percent: 15, appliesTo: "BOX" as const, maxUsesPerClient: 1 };
  await ctx.app.db.insert(codes).values([
    { ...box, code: "PREMIERE15" },
    { ...box, code: "PASSE15", expiresAt: new Date("2020-01-01T00:00:00Z") },
    { ...box, code: "BOUTIQUE15", appliesTo: "SHOP" },
    { ...box, code: "FEMME15", target: "WOMAN" },
  ]);
});
afterAll(() => ctx.close());

async function bookWith(family: Awaited<ReturnType<typeof f.family>>, code: string | undefined, kidId = family.kidId) {
  const window = await f.window(family, kidId);
  return ctx.app.inject({
    method: "POST",
    url: `/clients/me/kids/${kidId}/requests`,
    headers: family.headers,
    payload: {
      delivery_date: window.suggested,
      shipping_address_id: family.addressId,
      payment_method_id: family.paymentMethodId,
      ...(code === undefined ? {} : { code }),
    },
  });
}

describe("POST clients/me/kids/{kidId}/requests with a code", () => {
  it("keeps a valid code (any case, trimmed) on the box and answers it", async () => {
    const family = await f.family();
    const booked = await bookWith(family, "  premiere15 ");
    expect(booked.statusCode, booked.body).toBe(201);
    const { request } = booked.json<{ request: { id: number; code: string | null } }>();
    expect(request.code).toBe("PREMIERE15");
    const [code] = await ctx.app.db.select().from(codes).where(eq(codes.code, "PREMIERE15"));
    expect((await f.requestRow(request.id)).codeId).toBe(code!.id);
  });

  it("refuses an unknown, expired, shop or woman's code with §8's problem, and books nothing", async () => {
    const family = await f.family();
    expectProblem(await bookWith(family, "NOPE"), 422, "INVALID_CODE");
    expectProblem(await bookWith(family, "PASSE15"), 422, "COUPON_CODE_EXPIRED");
    expectProblem(await bookWith(family, "BOUTIQUE15"), 422, "INVALID_CODE");
    expectProblem(await bookWith(family, "FEMME15"), 422, "INVALID_CODE");
    const list = await ctx.app.inject({
      method: "GET",
      url: `/clients/me/kids/${family.kidId}/requests`,
      headers: family.headers,
    });
    expect(list.json<unknown[]>()).toEqual([]);
    // an empty code is no code
    const booked = await bookWith(family, "  ");
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json<{ request: { code: string | null } }>().request.code).toBeNull();
  });

  it("a code used once per client cannot go on a second box of the family", async () => {
    const family = await f.family();
    expect((await bookWith(family, "PREMIERE15")).statusCode).toBe(201);
    const secondKid = await f.addKid(family.headers, "Inès");
    expectProblem(await bookWith(family, "PREMIERE15", secondKid), 422, "COUPON_CODE_ALREADY_USED");
    expect((await bookWith(family, undefined, secondKid)).statusCode).toBe(201);
  });

  it("two boxes booked at once with a once-per-client code: one holds it, the other is refused", async () => {
    const family = await f.family();
    const secondKid = await f.addKid(family.headers, "Alice");
    const answers = await Promise.all([bookWith(family, "PREMIERE15"), bookWith(family, "PREMIERE15", secondKid)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
  });
});
