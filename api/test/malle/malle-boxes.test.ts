/**
 * A profile's boxes over time (§4 customisable and postponable requests, §7 request calls), on
 * PGlite and on the PostgreSQL server: the box to come (its PENDING request or the plan's next one
 * with id 0), a delivery date moved in its window (postponed / forwarded in days, the plan's next
 * box with it, one e-mail), a blocked box (409), the wishes, every box of a client, and actions and
 * is_blocked read from the request's state rather than its stored columns.
 */
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, addMonths } from "#domain/malle.js";
import { productVariants, products, requests } from "../../src/db/schema/index.js";
import { createTestApp, expectProblem, type TestContext } from "../helpers.js";
import { malleFixtures, type Box, type Plan } from "../malle-fixtures.js";

let ctx: TestContext;
let app: FastifyInstance;
let fx: ReturnType<typeof malleFixtures>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
  fx = malleFixtures(app);
});
afterAll(async () => ctx?.close());

const nextRequest = (f: { headers: Record<string, string>; kidId: number }) =>
  fx.call("GET", `/clients/me/kids/${f.kidId}/next-request`, f.headers);
const moveTo = (f: { headers: Record<string, string>; kidId: number }, requestId: number, date: unknown) =>
  fx.call("PATCH", `/clients/me/kids/${f.kidId}/requests/${requestId}`, f.headers, { delivery_date: date });
const wish = (
  method: "PUT" | "DELETE",
  f: { headers: Record<string, string>; kidId: number },
  requestId: number,
  productId: number,
  variantId?: number,
) =>
  fx.call(
    method,
    `/clients/me/kids/${f.kidId}/requests/${requestId}/wishes/${productId}${variantId ? `?variant_id=${variantId}` : ""}`,
    f.headers,
  );

async function productWithVariants() {
  const [product] = await app.db.select({ id: products.id }).from(products).where(eq(products.isActive, true)).limit(1);
  const variants = await app.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, product!.id));
  const [foreign] = await app.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, product!.id + 1)))
    .limit(1);
  return { productId: product!.id, variants: variants.map((v) => v.id), foreignVariant: foreign?.id };
}

describe("GET …/next-request", () => {
  it("is the PENDING request; once it has left, the box the plan will open, with id 0 and no action", async () => {
    const s = await fx.subscriber({ frequency: 2 });
    const pending = await nextRequest(s);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json<Box>()).toMatchObject({
      id: s.box.id,
      status: "PENDING",
      status_details: { actions: ["GO_TO_SUGGESTIONS", "UPDATE_DELIVERY_DATE"] },
    });

    await app.db.update(requests).set({ status: "SHIPPED" }).where(eq(requests.id, s.box.id));
    const projected = await nextRequest(s);
    expect(projected.statusCode, projected.body).toBe(200);
    expect(projected.json<Box>()).toMatchObject({
      id: 0,
      profile_id: s.kidId,
      subscription_id: s.planId,
      status: "PENDING",
      delivery_date: addMonths(s.box.delivery_date, 2),
      is_blocked: false,
      status_details: { actions: [] },
      wishes: [],
      shipping_address: { id: s.addressId },
      payment_method: { id: s.paymentMethodId },
    });
  });

  it("is 404 without a box to come (a one shot that left, no plan) and for another client's kid", async () => {
    const f = await fx.family();
    expectProblem(await nextRequest(f), 404);
    const { box } = await fx.book(f);
    expect((await nextRequest(f)).json<Box>().id).toBe(box.id);
    await app.db.update(requests).set({ status: "DELIVERED" }).where(eq(requests.id, box.id));
    expectProblem(await nextRequest(f), 404);
    const other = await fx.subscriber();
    expectProblem(await nextRequest({ headers: f.headers, kidId: other.kidId }), 404);
  });
});

describe("PATCH …/requests/{requestId} (delivery date)", () => {
  it("later by a week: postponed 7 on the plan, its next box a week later too, one e-mail", async () => {
    const s = await fx.subscriber({ frequency: 1, locale: "nl" });
    const later = addDays(s.box.delivery_date, 7);
    const response = await moveTo(s, s.box.id, later);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Box>()).toMatchObject({ id: s.box.id, delivery_date: later });
    expect(await fx.events(s.planId)).toEqual(["created", "postponed 7"]);
    expect((await fx.planRow(s.planId)).nextDeliveryDate).toBe(addMonths(later, 1));
    const mails = await fx.outbox(s.email);
    expect(mails.map((m) => m.key.split(":")[0])).toEqual(["delivery-date-moved"]);
    expect(mails[0]!.text).toContain("7");

    // Earlier again: forwarded
    const earlier = addDays(later, -3);
    expect((await moveTo(s, s.box.id, earlier)).statusCode).toBe(200);
    expect(await fx.events(s.planId)).toEqual(["created", "postponed 7", "forwarded -3"]);
    // The same date: nothing happens
    expect((await moveTo(s, s.box.id, earlier)).statusCode).toBe(200);
    expect(await fx.events(s.planId)).toHaveLength(3);
    expect(await fx.outbox(s.email)).toHaveLength(2);
  });

  it("a one-shot box writes no event but its e-mail goes", async () => {
    const f = await fx.family();
    const { box } = await fx.book(f);
    const later = addDays(box.delivery_date, 10);
    expect((await moveTo(f, box.id, later)).statusCode).toBe(200);
    expect((await fx.requestRow(box.id)).deliveryDate).toBe(later);
    expect(await fx.outboxKinds(f.email)).toEqual(["delivery-date-moved"]);
  });

  it("refuses a date outside the window (422 with the window) and a malformed one (400)", async () => {
    const s = await fx.subscriber();
    const window = await fx.window(s);
    for (const date of [addDays(window.earliest, -1), addDays(window.latest, 1)]) {
      const problem = expectProblem(await moveTo(s, s.box.id, date), 422, "DELIVERY_DATE_OUT_OF_RANGE");
      expect(problem.title).toContain(window.earliest);
      expect(problem.errors?.delivery_date).toBeDefined();
    }
    expectProblem(await moveTo(s, s.box.id, "01/07/2026"), 400);
    expect((await moveTo(s, s.box.id, window.latest)).statusCode).toBe(200);
    expect((await moveTo(s, s.box.id, window.earliest)).statusCode).toBe(200);
  });

  it("a blocked box, or one past PENDING, keeps its date (409 REQUEST_BLOCKED)", async () => {
    const s = await fx.subscriber();
    const later = addDays(s.box.delivery_date, 7);
    await app.db.update(requests).set({ isBlocked: true }).where(eq(requests.id, s.box.id));
    expectProblem(await moveTo(s, s.box.id, later), 409, "REQUEST_BLOCKED");
    await app.db.update(requests).set({ isBlocked: false, status: "VALIDATED" }).where(eq(requests.id, s.box.id));
    expectProblem(await moveTo(s, s.box.id, later), 409, "REQUEST_BLOCKED");
    expect((await fx.requestRow(s.box.id)).deliveryDate).toBe(s.box.delivery_date);
    expect(await fx.events(s.planId)).toEqual(["created"]);
    expect(await fx.outbox(s.email)).toEqual([]);
  });

  it("another client's request, or another kid's, is 404", async () => {
    const s = await fx.subscriber();
    const other = await fx.subscriber();
    const later = addDays(other.box.delivery_date, 7);
    expectProblem(await moveTo(s, other.box.id, later), 404);
    expectProblem(await moveTo({ headers: s.headers, kidId: other.kidId }, other.box.id, later), 404);
    const sister = await fx.addKid(s.headers, "Lou");
    expectProblem(await moveTo({ headers: s.headers, kidId: sister }, s.box.id, later), 404);
    expect((await fx.requestRow(other.box.id)).deliveryDate).toBe(other.box.delivery_date);
  });
});

describe("actions and is_blocked", () => {
  it("are read from the request's state, not from its stored columns", async () => {
    const s = await fx.subscriber();
    await app.db.update(requests).set({ isBlocked: true }).where(eq(requests.id, s.box.id));
    expect((await nextRequest(s)).json<Box>()).toMatchObject({ is_blocked: true, status_details: { actions: [] } });
    // A box that left with its stored actions still set shows none
    await app.db
      .update(requests)
      .set({ isBlocked: false, status: "SHIPPED", actions: ["GO_TO_SUGGESTIONS", "UPDATE_DELIVERY_DATE"] })
      .where(eq(requests.id, s.box.id));
    const list = await fx.call("GET", `/clients/me/kids/${s.kidId}/requests`, s.headers);
    expect(list.json<Box[]>()[0]).toMatchObject({
      status: "SHIPPED",
      is_blocked: false,
      status_details: { actions: [] },
    });
  });
});

describe("PUT / DELETE …/wishes/{productId}", () => {
  it("adds a wish, changes its size, removes it; answers the request", async () => {
    const s = await fx.subscriber();
    const { productId, variants } = await productWithVariants();
    const added = await wish("PUT", s, s.box.id, productId);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<Box>().wishes).toEqual([{ product_id: productId, variant_id: null }]);
    if (variants[0]) {
      const sized = await wish("PUT", s, s.box.id, productId, variants[0]);
      expect(sized.json<Box>().wishes).toEqual([{ product_id: productId, variant_id: variants[0] }]);
    }
    const removed = await wish("DELETE", s, s.box.id, productId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Box>().wishes).toEqual([]);
    // Nothing to remove is fine
    expect((await wish("DELETE", s, s.box.id, productId)).statusCode).toBe(200);
  });

  it("404 for an unknown product or a variant that is not the product's; 409 on a blocked box", async () => {
    const s = await fx.subscriber();
    const { productId, foreignVariant } = await productWithVariants();
    expectProblem(await wish("PUT", s, s.box.id, 999_999), 404);
    expectProblem(await wish("DELETE", s, s.box.id, 999_999), 404);
    if (foreignVariant) expectProblem(await wish("PUT", s, s.box.id, productId, foreignVariant), 404);
    expectProblem(await wish("PUT", s, s.box.id, productId, 999_999), 404);
    expect((await wish("PUT", s, s.box.id, productId)).statusCode).toBe(200);
    await app.db.update(requests).set({ isBlocked: true }).where(eq(requests.id, s.box.id));
    expectProblem(await wish("PUT", s, s.box.id, productId), 409, "REQUEST_BLOCKED");
    expectProblem(await wish("DELETE", s, s.box.id, productId), 409, "REQUEST_BLOCKED");
    const other = await fx.subscriber();
    expectProblem(await wish("PUT", s, other.box.id, productId), 404);
    expectProblem(await wish("PUT", { headers: s.headers, kidId: other.kidId }, other.box.id, productId), 404);
    expect((await fx.call("GET", `/clients/me/kids/${s.kidId}/requests`, s.headers)).json<Box[]>()[0]!.wishes).toEqual([
      { product_id: productId, variant_id: null },
    ]);
  });
});

describe("GET clients/me/requests", () => {
  it("every box of every profile, newest first, with its first name; ?status= keeps one status", async () => {
    const s = await fx.subscriber();
    const sister = await fx.addKid(s.headers, "Lou");
    const second = await fx.book(s, { kidId: sister });
    await app.db.update(requests).set({ status: "DELIVERED" }).where(eq(requests.id, s.box.id));
    const other = await fx.subscriber();

    const all = await fx.call("GET", "/clients/me/requests", s.headers);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<Box[]>().map((b) => [b.id, b.firstname, b.status])).toEqual([
      [second.box.id, "Lou", "PENDING"],
      [s.box.id, "Jules", "DELIVERED"],
    ]);
    const pending = await fx.call("GET", "/clients/me/requests?status=PENDING", s.headers);
    expect(pending.json<Box[]>().map((b) => b.id)).toEqual([second.box.id]);
    expectProblem(await fx.call("GET", "/clients/me/requests?status=LOST", s.headers), 400);
    expect((await fx.call("GET", "/clients/me/requests", other.headers)).json<Box[]>().map((b) => b.id)).toEqual([
      other.box.id,
    ]);
    expectProblem(await fx.call("GET", "/clients/me/requests", {}), 401);
  });
});

describe("GET …/subscriptions after a move", () => {
  it("shows the plan's next box moved with the box to come", async () => {
    const s = await fx.subscriber({ frequency: 3 });
    const later = addDays(s.box.delivery_date, 5);
    expect((await moveTo(s, s.box.id, later)).statusCode).toBe(200);
    const [plan] = (await fx.call("GET", `/clients/me/kids/${s.kidId}/subscriptions`, s.headers)).json<Plan[]>();
    expect(plan!.next_delivery_date).toBe(addMonths(later, 3));
  });
});
