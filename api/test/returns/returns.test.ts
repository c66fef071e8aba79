/**
 * A family's returns (issue 26), on PGlite and on the PostgreSQL server: the list, the label PDF
 * (its number as text, LABEL_CREATED at the first printing, 404 for another family's return or a
 * cancelled one), and the return mode chosen among those of the family's country.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, orderLines, orders, returns } from "../../src/db/schema/index.js";
import { returnNumber } from "#domain/returns.js";
import { openReturn } from "../../src/modules/operations/returns.js";
import { createTestApp, expectProblem, type TestContext } from "../helpers.js";
import { pdfText } from "../pdf.js";
import { parisClient, shopStock } from "../shop-fixtures.js";

let ctx: TestContext;
const shop = shopStock(() => ctx.app.db);

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 100_000 });
}, 60_000);
afterAll(async () => ctx?.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => ctx.app.inject({ method: "GET", url, headers });

/** A delivered shop order of two pieces with a return opened for both. */
async function familyWithReturn(prefix: string) {
  const family = await parisClient(ctx, prefix);
  const variants = [await shop.variantWithStock(3), await shop.variantWithStock(3)];
  const [order] = await ctx.app.db
    .insert(orders)
    .values({
      clientId: family.clientId,
      kind: "SHOP",
      status: "DELIVERED",
      carrier: "colissimo",
      paidAt: new Date(),
      deliveredAt: new Date("2026-11-20T10:00:00Z"),
      returnDeadline: "2026-12-20",
    })
    .returning();
  const lines = await ctx.app.db
    .insert(orderLines)
    .values(
      variants.map((v) => ({ orderId: order!.id, productId: v.productId, variantId: v.id, unitPriceCents: v.price })),
    )
    .returning();
  const returnId = await openReturn(
    ctx.app.db,
    order!.id,
    lines.map((l) => l.id),
  );
  return { ...family, orderId: order!.id, returnId };
}

describe("the family's returns", () => {
  it("lists them, prints the label with its number and records LABEL_CREATED once", async () => {
    const f = await familyWithReturn("returns-label");
    const listed = await get("/clients/me/returns", f.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        id: f.returnId,
        number: returnNumber(f.returnId),
        order_id: f.orderId,
        status: "REQUESTED",
        deadline: "2026-12-20",
        carrier: "colissimo",
        pieces: 2,
        label_available: true,
      }),
    ]);

    const label = await get(`/clients/me/returns/${f.returnId}/label.pdf`, f.headers);
    expect(label.statusCode, label.body.slice(0, 200)).toBe(200);
    expect(label.headers["content-type"]).toContain("application/pdf");
    const bytes = label.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(bytes);
    expect(text).toContain(returnNumber(f.returnId));
    expect(text).toContain("Bordereau de retour");
    expect(text).toContain("12 rue des Lilas");

    const [after] = await ctx.app.db.select().from(returns).where(eq(returns.id, f.returnId));
    expect(after).toMatchObject({ status: "LABEL_CREATED", carrier: "colissimo" });
    // Printing again changes nothing
    expect((await get(`/clients/me/returns/${f.returnId}/label.pdf`, f.headers)).statusCode).toBe(200);
    expect((await get("/clients/me/returns", f.headers)).json().items[0].status).toBe("LABEL_CREATED");
  });

  it("prints the label in the family's language", async () => {
    const f = await familyWithReturn("returns-label-de");
    await ctx.app.db.update(clients).set({ locale: "de" }).where(eq(clients.id, f.clientId));
    const text = pdfText((await get(`/clients/me/returns/${f.returnId}/label.pdf`, f.headers)).rawPayload);
    expect(text).toContain("Rücksendeschein");
    expect(text).toContain(returnNumber(f.returnId));
  });

  it("answers 404 for another family's return, a cancelled one and none", async () => {
    const f = await familyWithReturn("returns-owner");
    const other = await parisClient(ctx, "returns-other");
    expectProblem(await get(`/clients/me/returns/${f.returnId}/label.pdf`, other.headers), 404);
    expect((await get("/clients/me/returns", other.headers)).json().items).toEqual([]);
    await ctx.app.db.update(returns).set({ status: "CANCELLED" }).where(eq(returns.id, f.returnId));
    expectProblem(await get(`/clients/me/returns/${f.returnId}/label.pdf`, f.headers), 404);
    expectProblem(await get("/clients/me/returns/999999999/label.pdf", f.headers), 404);
    expect((await get("/clients/me/returns/abc/label.pdf", f.headers)).statusCode).toBe(400);
    expect((await get(`/clients/me/returns/${f.returnId}/label.pdf`, {})).statusCode).toBe(401);
  });
});

describe("the return mode", () => {
  it("offers the carriers of the family's country and saves one of them", async () => {
    const f = await parisClient(ctx, "returns-mode");
    const before = await get("/clients/me/return-mode", f.headers);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ country: "FR", return_mode: null });
    expect(before.json().modes.map((m: { carrier: string }) => m.carrier)).toEqual([
      "colissimo",
      "mondial_relay",
      "inpost",
    ]);

    const saved = await ctx.app.inject({
      method: "PUT",
      url: "/clients/me/return-mode",
      headers: f.headers,
      payload: { return_mode: "mondial_relay" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().return_mode).toBe("mondial_relay");

    // Hermes takes no returns from France; an unknown carrier is refused too
    for (const payload of [{ return_mode: "hermes" }, { return_mode: "ups" }, {}]) {
      const refused = await ctx.app.inject({
        method: "PUT",
        url: "/clients/me/return-mode",
        headers: f.headers,
        payload,
      });
      expect(refused.statusCode, refused.body).toBe(400);
    }
    const [row] = await ctx.app.db.select({ mode: clients.returnMode }).from(clients).where(eq(clients.id, f.clientId));
    expect(row!.mode).toBe("mondial_relay");
  });
});
