/**
 * The box to come (§7 subscriptions and requests): the subscription the quiz's membership step
 * chooses, the request its checkout books (§5 rules, one request for a double submit, even two at
 * once), the statuses it moves (§3/§4), the §8 fraud labels and the confirmation e-mail. Another
 * client's profile, address or payment method is never usable.
 */
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "#domain/profiles.js";
import { DELIVERY_WINDOW_DAYS } from "#domain/quiz.js";
import {
  addresses,
  clients,
  jobs,
  paymentMethods,
  productVariants,
  products,
  profiles,
  requests,
  subscriptionEvents,
  subscriptions,
} from "../../src/db/schema/index.js";
import { bookBox } from "../../src/modules/malle/booking.js";
import { planCompositions } from "../../src/modules/styling/compose-jobs.js";
import { planContext } from "../../src/modules/malle/plans.js";
import { addDays } from "../../src/modules/malle/service.js";
import { createTestApp, expectProblem, outboxMail, signUpClient, waitForMail, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

type Headers = Record<string, string>;
type Subscription = { id: number; is_active: boolean; frequency: number | null; status_details_code: string | null };
type BoxRequest = {
  id: number;
  profile_id: number;
  subscription_id: number | null;
  status: string;
  delivery_date: string;
  comment: string | null;
  is_blocked: boolean;
  status_details: { actions: string[] };
  wishes: { product_id: number; variant_id: number | null }[];
  shipping_address: { id: number; street: string } | null;
  payment_method: { id: number; brand: string | null; last4: string | null; platform: string } | null;
};
type Window = { earliest: string; latest: string; suggested: string; pessimistic_delivery_delay: number };

let streets = 0;
/** A street no other test (nor the seed) books to, so the fraud rule only sees what a test made. */
const uniqueStreet = () => `${++streets} allée des Tests ${Math.random().toString(36).slice(2, 8)}`;

type Card = { brand: string; last4: string; expirationDate: string | null };
const VISA: Card = { brand: "visa", last4: "4242", expirationDate: "2099-12-31" };

/** A new client (signed up in a language) with a kid, a shipping address and a saved card. */
async function family(
  options: { locale?: string; street?: string; postcode?: string; card?: Card; woman?: boolean } = {},
) {
  const headers: Headers = await signUpClient(app, "malle");
  if (options.locale) {
    await app.inject({ method: "PATCH", url: "/clients/me", headers, payload: { locale: options.locale } });
  }
  const me = (await app.inject({ method: "GET", url: "/clients/me", headers })).json<{ id: number }>();
  const kid = await app.inject({
    method: "POST",
    url: "/clients/me/kids",
    headers,
    payload: options.woman
      ? { firstname: "Claire", gender: "woman" }
      : { firstname: "Jules", gender: "boy", birthdate: addDays(todayIn(), -6 * 365) },
  });
  expect(kid.statusCode, kid.body).toBe(201);
  const address = await addAddress(me.id, { street: options.street, postcode: options.postcode });
  const card = await addCard(me.id, options.card ?? VISA);
  return { headers, clientId: me.id, kidId: kid.json<{ id: number }>().id, addressId: address, paymentMethodId: card };
}
type Family = Awaited<ReturnType<typeof family>>;

async function addAddress(
  clientId: number,
  values: { street?: string; postcode?: string; kind?: "shipping" | "billing"; country?: "FR" | "DE" } = {},
) {
  const [row] = await app.db
    .insert(addresses)
    .values({
      clientId,
      kind: values.kind ?? "shipping",
      street: values.street ?? uniqueStreet(),
      postcode: values.postcode ?? "75011",
      city: "Paris",
      countryCode: values.country ?? "FR",
      phone: "+33612345678",
    })
    .returning({ id: addresses.id });
  return row!.id;
}

let cards = 0;
async function addCard(clientId: number, card: Card, deleted = false) {
  const [row] = await app.db
    .insert(paymentMethods)
    .values({
      clientId,
      gateway: "sandbox",
      platform: "card_via_sandbox",
      externalId: `malle-test-${++cards}-${Math.random().toString(36).slice(2)}`,
      brand: card.brand,
      last4: card.last4,
      expirationDate: card.expirationDate,
      deletedAt: deleted ? new Date() : null,
    })
    .returning({ id: paymentMethods.id });
  return row!.id;
}

const subscribe = (headers: Headers, kidId: number, payload: unknown) =>
  app.inject({ method: "POST", url: `/clients/me/kids/${kidId}/subscriptions`, headers, payload: payload as object });
const book = (headers: Headers, kidId: number, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: `/clients/me/kids/${kidId}/requests`, headers, payload });

async function windowOf(f: Family): Promise<Window> {
  const response = await app.inject({
    method: "GET",
    url: `/clients/me/kids/${f.kidId}/delivery-window`,
    headers: f.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Window>();
}

async function booking(f: Family, extra: Record<string, unknown> = {}) {
  const window = await windowOf(f);
  return {
    delivery_date: window.suggested,
    shipping_address_id: f.addressId,
    payment_method_id: f.paymentMethodId,
    ...extra,
  };
}

async function clientRow(id: number) {
  const [row] = await app.db.select().from(clients).where(eq(clients.id, id));
  return row!;
}
async function profileRow(id: number) {
  const [row] = await app.db.select().from(profiles).where(eq(profiles.id, id));
  return row!;
}
async function eventsOf(subscriptionId: number) {
  const rows = await app.db
    .select({ kind: subscriptionEvents.kind })
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
    .orderBy(subscriptionEvents.id);
  return rows.map((r) => r.kind);
}

describe("POST clients/me/kids/{kidId}/subscriptions", () => {
  it("creates a subscription (201, event created), and answers the same one on a second call (200)", async () => {
    const f = await family();
    const first = await subscribe(f.headers, f.kidId, { frequency: 2 });
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json<{ subscription: Subscription; type: string | null }>();
    expect(body).toMatchObject({
      subscription: { is_active: true, frequency: 2, status_details_code: null },
      type: null,
    });
    expect(await eventsOf(body.subscription.id)).toEqual(["created"]);

    const second = await subscribe(f.headers, f.kidId, { frequency: 2 });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<{ subscription: Subscription }>().subscription.id).toBe(body.subscription.id);
    expect(await eventsOf(body.subscription.id)).toEqual(["created"]);

    // Another frequency updates the active one; still one live plan
    const third = await subscribe(f.headers, f.kidId, { frequency: 3 });
    expect(third.statusCode).toBe(200);
    expect(third.json<{ subscription: Subscription }>().subscription).toMatchObject({
      id: body.subscription.id,
      frequency: 3,
    });
    expect(await eventsOf(body.subscription.id)).toEqual(["created", "updated"]);
    const live = await app.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.profileId, f.kidId), eq(subscriptions.isActive, true)));
    expect(live).toHaveLength(1);
  });

  it("two subscriptions at once make one", async () => {
    const f = await family();
    const both = await Promise.all([
      subscribe(f.headers, f.kidId, { frequency: 1 }),
      subscribe(f.headers, f.kidId, { frequency: 1 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(both.map((r) => r.json<{ subscription: Subscription }>().subscription.id)).size).toBe(1);
    const rows = await app.db.select().from(subscriptions).where(eq(subscriptions.profileId, f.kidId));
    expect(rows).toHaveLength(1);
  });

  it("resumes a paused subscription with the frequency given (event resumed)", async () => {
    const f = await family();
    const created = (await subscribe(f.headers, f.kidId, { frequency: 1 })).json<{ subscription: Subscription }>();
    await app.db
      .update(subscriptions)
      .set({ statusDetailsCode: "paused", pausedAt: new Date() })
      .where(eq(subscriptions.id, created.subscription.id));

    const resumed = await subscribe(f.headers, f.kidId, { frequency: 3 });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json<{ subscription: Subscription }>().subscription).toMatchObject({
      id: created.subscription.id,
      is_active: true,
      frequency: 3,
      status_details_code: null,
    });
    expect(await eventsOf(created.subscription.id)).toEqual(["created", "resumed"]);
  });

  it.each([[0], [4], [12], [1.5], ["2"], [null]])("refuses the frequency %j (400)", async (frequency) => {
    const f = await family();
    const problem = expectProblem(await subscribe(f.headers, f.kidId, { frequency }), 400);
    expect(problem.errors?.frequency).toBeDefined();
    expect(await app.db.select().from(subscriptions).where(eq(subscriptions.profileId, f.kidId))).toHaveLength(0);
  });

  it("answers 404 for another client's kid or an unknown one, 401 without a token", async () => {
    const mine = await family();
    const other = await family();
    expectProblem(await subscribe(mine.headers, other.kidId, { frequency: 1 }), 404);
    expectProblem(await subscribe(mine.headers, 999_999, { frequency: 1 }), 404);
    expectProblem(await subscribe({}, mine.kidId, { frequency: 1 }), 401);
    expect(await app.db.select().from(subscriptions).where(eq(subscriptions.profileId, other.kidId))).toHaveLength(0);
  });
});

describe("GET clients/me/kids/{kidId}/delivery-window", () => {
  it("runs from today (Paris) + the pessimistic delay, leaving the wish window, for DELIVERY_WINDOW_DAYS days", async () => {
    const f = await family();
    const window = await windowOf(f);
    const { composeLeadDays, wishWindowDays } = ctx.config;
    // The carrier's 6 days would have the box composed at once (COMPOSE_LEAD_DAYS 10)
    expect(window.pessimistic_delivery_delay).toBeLessThan(composeLeadDays + wishWindowDays);
    expect(window.earliest).toBe(addDays(todayIn(), composeLeadDays + wishWindowDays));
    expect(window.latest).toBe(addDays(window.earliest, DELIVERY_WINDOW_DAYS));
    expect(window.suggested).toBe(window.earliest);
  });

  it("a box booked on the earliest date takes wishes for the wish window, and is composed after it", async () => {
    const f = await family();
    const booked = await book(f.headers, f.kidId, await booking(f));
    expect(booked.statusCode).toBe(201);
    const request = booked.json<{ request: { id: number; wishes_until: string | null } }>().request;
    const today = todayIn();
    const lastWishDay = addDays(today, ctx.config.wishWindowDays - 1);
    expect(request.wishes_until).toBe(lastWishDay);
    /** The compose-due planner's pass at noon (Paris) of a day: did it enqueue this box? */
    const composedOn = async (day: string) => {
      await planCompositions({
        db: app.db,
        mailer: app.mailer,
        log: app.log,
        config: ctx.config,
        now: new Date(`${day}T11:00:00Z`),
      });
      const planned = await app.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, "compose-request"), sql`${jobs.payload}->>'request_id' = ${String(request.id)}`));
      return planned.length > 0;
    };
    expect(await composedOn(today)).toBe(false);
    expect(await composedOn(lastWishDay)).toBe(false);
    expect(await composedOn(addDays(lastWishDay, 1))).toBe(true);
  });

  it("answers 404 for another client's kid", async () => {
    const mine = await family();
    const other = await family();
    expectProblem(
      await app.inject({
        method: "GET",
        url: `/clients/me/kids/${other.kidId}/delivery-window`,
        headers: mine.headers,
      }),
      404,
    );
  });
});

describe("POST clients/me/kids/{kidId}/requests", () => {
  it("books a PENDING request with its actions, address, payment method and the wishes that exist", async () => {
    const f = await family();
    const [active, inactive] = await Promise.all([
      app.db.select({ id: products.id }).from(products).where(eq(products.isActive, true)).limit(2),
      app.db.select({ id: products.id }).from(products).where(eq(products.isActive, false)).limit(1),
    ]);
    const [first, second] = active as [{ id: number }, { id: number }];
    const [variant] = await app.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, first.id))
      .limit(1);
    const [foreignVariant] = await app.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, second.id))
      .limit(1);
    const wishes = [
      { product_id: first.id, variant_id: variant?.id ?? null },
      { product_id: first.id }, // the same product twice: one wish
      { product_id: second.id, variant_id: foreignVariant ? foreignVariant.id + 1_000_000 : null }, // not its variant
      { product_id: 999_999 }, // unknown
      ...(inactive[0] ? [{ product_id: inactive[0].id }] : []), // no longer sold
    ];
    const response = await book(f.headers, f.kidId, await booking(f, { comment: "  Pas de rose  ", wishes }));
    expect(response.statusCode, response.body).toBe(201);
    const { request, type } = response.json<{ request: BoxRequest; type: string | null }>();
    expect(type).toBeNull();
    expect(request).toMatchObject({
      profile_id: f.kidId,
      subscription_id: null,
      status: "PENDING",
      comment: "Pas de rose",
      is_blocked: false,
      status_details: { actions: ["GO_TO_SUGGESTIONS", "UPDATE_DELIVERY_DATE"] },
      shipping_address: { id: f.addressId },
      payment_method: { id: f.paymentMethodId, brand: "visa", last4: "4242", platform: "card_via_sandbox" },
    });
    expect(request.wishes).toEqual([
      { product_id: first.id, variant_id: variant?.id ?? null },
      { product_id: second.id, variant_id: null },
    ]);

    const list = await app.inject({ method: "GET", url: `/clients/me/kids/${f.kidId}/requests`, headers: f.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json<BoxRequest[]>()).toEqual([request]);
  });

  it("a double submit books one request: the second answers 200 with the first", async () => {
    const f = await family();
    const payload = await booking(f);
    const first = await book(f.headers, f.kidId, payload);
    expect(first.statusCode, first.body).toBe(201);
    const second = await book(f.headers, f.kidId, payload);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<{ request: BoxRequest }>().request.id).toBe(first.json<{ request: BoxRequest }>().request.id);
    expect(await app.db.select().from(requests).where(eq(requests.profileId, f.kidId))).toHaveLength(1);
  });

  it("two submits at once book one request (one 201, one 200 with the same request)", async () => {
    const f = await family();
    const payload = await booking(f);
    const both = await Promise.all([book(f.headers, f.kidId, payload), book(f.headers, f.kidId, payload)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(both.map((r) => r.json<{ request: BoxRequest }>().request.id)).size).toBe(1);
    expect(await app.db.select().from(requests).where(eq(requests.profileId, f.kidId))).toHaveLength(1);
  });

  it("refuses another client's address (404), a billing address (422) and another client's kid (404)", async () => {
    const mine = await family();
    const other = await family();
    const foreign = expectProblem(
      await book(mine.headers, mine.kidId, await booking(mine, { shipping_address_id: other.addressId })),
      404,
    );
    expect(foreign.errors?.shipping_address_id).toBeDefined();
    const billing = await addAddress(mine.clientId, { kind: "billing" });
    expectProblem(
      await book(mine.headers, mine.kidId, await booking(mine, { shipping_address_id: billing })),
      422,
      "ADDRESS_NOT_SHIPPING",
    );
    expectProblem(await book(mine.headers, other.kidId, await booking(mine)), 404);
    expect(await app.db.select().from(requests).where(eq(requests.profileId, mine.kidId))).toHaveLength(0);
    expect(await app.db.select().from(requests).where(eq(requests.profileId, other.kidId))).toHaveLength(0);
  });

  it("refuses another client's or a deleted payment method (404) and an expired one (422 PAYMENT_METHOD_EXPIRED)", async () => {
    const mine = await family();
    const other = await family();
    const foreign = expectProblem(
      await book(mine.headers, mine.kidId, await booking(mine, { payment_method_id: other.paymentMethodId })),
      404,
    );
    expect(foreign.errors?.payment_method_id).toBeDefined();
    const deleted = await addCard(mine.clientId, VISA, true);
    expectProblem(await book(mine.headers, mine.kidId, await booking(mine, { payment_method_id: deleted })), 404);
    const expired = await addCard(mine.clientId, { ...VISA, expirationDate: addDays(todayIn(), -1) });
    const problem = expectProblem(
      await book(mine.headers, mine.kidId, await booking(mine, { payment_method_id: expired })),
      422,
      "PAYMENT_METHOD_EXPIRED",
    );
    expect(problem.errors?.payment_method_id).toBeDefined();
    // Valid through today: accepted
    const lastDay = await addCard(mine.clientId, { ...VISA, expirationDate: todayIn() });
    expect((await book(mine.headers, mine.kidId, await booking(mine, { payment_method_id: lastDay }))).statusCode).toBe(
      201,
    );
  });

  it("refuses a delivery date outside the window (422 with the window), takes its first and last days", async () => {
    const f = await family();
    const window = await windowOf(f);
    for (const date of [addDays(window.earliest, -1), addDays(window.latest, 1), todayIn()]) {
      const problem = expectProblem(
        await book(f.headers, f.kidId, await booking(f, { delivery_date: date })),
        422,
        "DELIVERY_DATE_OUT_OF_RANGE",
      );
      expect(problem.title).toContain(window.earliest);
      expect(problem.title).toContain(window.latest);
      expect(problem.errors?.delivery_date).toBeDefined();
    }
    expectProblem(await book(f.headers, f.kidId, await booking(f, { delivery_date: "30/11/2026" })), 400);
    const last = await book(f.headers, f.kidId, await booking(f, { delivery_date: window.latest }));
    expect(last.statusCode, last.body).toBe(201);

    const g = await family();
    const first = await book(g.headers, g.kidId, await booking(g, { delivery_date: window.earliest }));
    expect(first.statusCode, first.body).toBe(201);
  });

  it("refuses a subscription that is not the profile's active one (404)", async () => {
    const f = await family();
    const other = await family();
    const theirs = (await subscribe(other.headers, other.kidId, { frequency: 1 })).json<{
      subscription: Subscription;
    }>();
    expectProblem(await book(f.headers, f.kidId, await booking(f, { subscription_id: theirs.subscription.id })), 404);
    expect(await app.db.select().from(requests).where(eq(requests.profileId, f.kidId))).toHaveLength(0);
  });
});

describe("statuses (§3, §4)", () => {
  it("a one-shot box: the profile requested (ONE_SHOT), a PROSPECT client becomes PROSPECT_WITH_KID", async () => {
    const f = await family();
    // A kid added behind the API's back leaves the client a plain PROSPECT
    await app.db.update(clients).set({ subscriptionStatus: "PROSPECT" }).where(eq(clients.id, f.clientId));
    expect((await profileRow(f.kidId)).hasRequested).toBe(false);

    expect((await book(f.headers, f.kidId, await booking(f))).statusCode).toBe(201);
    expect(await profileRow(f.kidId)).toMatchObject({ hasRequested: true, subscriptionStatus: "ONE_SHOT" });
    expect((await clientRow(f.clientId)).subscriptionStatus).toBe("PROSPECT_WITH_KID");
    const profile = (await app.inject({ method: "GET", url: `/clients/me/kids/${f.kidId}`, headers: f.headers })).json<{
      status: string;
      has_requested: boolean;
    }>();
    expect(profile).toMatchObject({ status: "CLIENT", has_requested: true });
  });

  it("a subscribed box: the profile and the client become ONGOING_SUBSCRIPTION once the box is booked", async () => {
    const f = await family();
    const sub = (await subscribe(f.headers, f.kidId, { frequency: 2 })).json<{ subscription: Subscription }>();
    // The plan alone does not make a subscriber: a quiz left before its checkout still books a box
    expect(await profileRow(f.kidId)).toMatchObject({ hasRequested: false, subscriptionStatus: null });
    expect((await clientRow(f.clientId)).subscriptionStatus).toBe("PROSPECT_WITH_KID");

    const booked = await book(f.headers, f.kidId, await booking(f, { subscription_id: sub.subscription.id }));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json<{ request: BoxRequest }>().request.subscription_id).toBe(sub.subscription.id);
    expect(await profileRow(f.kidId)).toMatchObject({ hasRequested: true, subscriptionStatus: "ONGOING_SUBSCRIPTION" });
    expect(await clientRow(f.clientId)).toMatchObject({
      subscriptionStatus: "ONGOING_SUBSCRIPTION",
      womanSubscriptionStatus: null,
    });
  });

  it("a woman's subscribed box moves the woman side only", async () => {
    const f = await family({ woman: true });
    const sub = (await subscribe(f.headers, f.kidId, { frequency: 1 })).json<{ subscription: Subscription }>();
    const booked = await book(f.headers, f.kidId, await booking(f, { subscription_id: sub.subscription.id }));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await profileRow(f.kidId)).toMatchObject({ hasRequested: true, subscriptionStatus: "ONGOING_SUBSCRIPTION" });
    expect(await clientRow(f.clientId)).toMatchObject({
      subscriptionStatus: "PROSPECT",
      womanSubscriptionStatus: "ONGOING_SUBSCRIPTION",
      isWomanActivated: true,
    });
  });

  it("a one-shot client who subscribes afterwards becomes a subscriber at once", async () => {
    const f = await family();
    expect((await book(f.headers, f.kidId, await booking(f))).statusCode).toBe(201);
    expect((await subscribe(f.headers, f.kidId, { frequency: 1 })).statusCode).toBe(201);
    expect((await profileRow(f.kidId)).subscriptionStatus).toBe("ONGOING_SUBSCRIPTION");
    expect((await clientRow(f.clientId)).subscriptionStatus).toBe("ONGOING_SUBSCRIPTION");
  });
});

describe("fraud labels (§8)", () => {
  it("the same address booked by another account is DUPLICATE_ACCOUNTS; with the same card too, PRESUMED_FRAUDSTER", async () => {
    const street = uniqueStreet();
    const first = await family({ street, postcode: "75011" });
    const firstBooking = await book(first.headers, first.kidId, await booking(first));
    expect(firstBooking.statusCode).toBe(201);
    expect(firstBooking.json<{ type: string | null }>().type).toBeNull();
    // A second box of the same account to its own address is not a duplicate of itself
    const brother = await app.inject({
      method: "POST",
      url: "/clients/me/kids",
      headers: first.headers,
      payload: { firstname: "Noé", gender: "boy", birthdate: addDays(todayIn(), -2 * 365) },
    });
    const own = await book(first.headers, brother.json<{ id: number }>().id, await booking(first));
    expect(own.statusCode).toBe(201);
    expect(own.json<{ type: string | null }>().type).toBeNull();

    // Same address written another way (case, spaces), another card
    const twin = await family({
      street: `  ${street.toUpperCase().replace(/ /g, "  ")} `,
      postcode: "75 011",
      card: { brand: "mastercard", last4: "5454", expirationDate: "2099-12-31" },
    });
    const duplicate = await book(twin.headers, twin.kidId, await booking(twin));
    expect(duplicate.statusCode, duplicate.body).toBe(201);
    expect(duplicate.json<{ type: string | null }>().type).toBe("DUPLICATE_ACCOUNTS");
    const [stored] = await app.db.select().from(requests).where(eq(requests.profileId, twin.kidId));
    expect(stored!.fraudLabel).toBe("DUPLICATE_ACCOUNTS");
    expect((await clientRow(twin.clientId)).fraudLabel).toBe("DUPLICATE_ACCOUNTS");

    // Same address and the first account's card (brand in another case)
    const fraud = await family({ street, card: { ...VISA, brand: "VISA" } });
    const presumed = await book(fraud.headers, fraud.kidId, await booking(fraud));
    expect(presumed.statusCode).toBe(201);
    expect(presumed.json<{ type: string | null }>().type).toBe("PRESUMED_FRAUDSTER");
    expect((await clientRow(fraud.clientId)).fraudLabel).toBe("PRESUMED_FRAUDSTER");

    // The first account booked before anyone else: nothing against it
    expect((await clientRow(first.clientId)).fraudLabel).toBeNull();
    // Same street in another postcode: another address
    const elsewhere = await family({ street, postcode: "69001" });
    const clean = await book(elsewhere.headers, elsewhere.kidId, await booking(elsewhere));
    expect(clean.json<{ type: string | null }>().type).toBeNull();
    // The rule is symmetric: the first account's next box to that address is a duplicate now
    const sibling = await app.inject({
      method: "POST",
      url: "/clients/me/kids",
      headers: first.headers,
      payload: { firstname: "Lou", gender: "girl", birthdate: addDays(todayIn(), -3 * 365) },
    });
    const later = await book(first.headers, sibling.json<{ id: number }>().id, await booking(first));
    expect(later.json<{ type: string | null }>().type).toBe("PRESUMED_FRAUDSTER");
  });

  it("a subscription answers the label of the client's default address and card", async () => {
    const street = uniqueStreet();
    const first = await family({ street });
    expect((await book(first.headers, first.kidId, await booking(first))).statusCode).toBe(201);
    const twin = await family({ street });
    await app.db
      .update(clients)
      .set({ defaultShippingAddressId: twin.addressId, defaultPaymentMethodId: twin.paymentMethodId })
      .where(eq(clients.id, twin.clientId));
    const response = await subscribe(twin.headers, twin.kidId, { frequency: 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ type: string | null }>().type).toBe("PRESUMED_FRAUDSTER");
    expect((await clientRow(twin.clientId)).fraudLabel).toBe("PRESUMED_FRAUDSTER");
  });
});

describe("the confirmation e-mail", () => {
  it("is sent once, in the client's language, with the delivery date and the plan", async () => {
    const f = await family({ locale: "de" });
    const { email } = await clientRow(f.clientId);
    const sub = (await subscribe(f.headers, f.kidId, { frequency: 2 })).json<{ subscription: Subscription }>();
    const payload = await booking(f, { subscription_id: sub.subscription.id });
    const responses = await Promise.all([book(f.headers, f.kidId, payload), book(f.headers, f.kidId, payload)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect((await book(f.headers, f.kidId, payload)).statusCode).toBe(200);

    const mail = await waitForMail(ctx.mail, (m) => m.to?.some((to) => to.address === email) ?? false);
    expect(mail.subject).toBe("Die Box für Jules ist gebucht");
    const date = new Intl.DateTimeFormat("de", { dateStyle: "full", timeZone: "UTC" }).format(
      new Date(`${payload.delivery_date as string}T00:00:00Z`),
    );
    expect(mail.text).toContain(date);
    expect(mail.text).toContain("alle 2 Monate");
    // The wish window, said with its last day: the day before the box is composed
    const lastWishDay = addDays(payload.delivery_date as string, -ctx.config.composeLeadDays - 1);
    const wishDate = new Intl.DateTimeFormat("de", { dateStyle: "full", timeZone: "UTC" }).format(
      new Date(`${lastWishDay}T00:00:00Z`),
    );
    expect(mail.text).toContain(`Bis einschließlich ${wishDate} können Sie in Ihrem Kundenkonto Wünsche`);
    expect(mail.text).toContain("Sie bezahlen nur, was Sie behalten");
    // Nothing more arrives for the repeated submits
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ctx.mail.received.filter((m) => m.to?.some((to) => to.address === email))).toHaveLength(1);
  });

  it("is written to the outbox with the box: a crash after the commit loses nothing, a replay sends no more", async () => {
    const f = await family();
    const { email } = await clientRow(f.clientId);
    const payload = await booking(f);
    const created = await book(f.headers, f.kidId, payload);
    expect(created.statusCode).toBe(201);
    const requestId = created.json<{ request: { id: number } }>().request.id;
    // Committed with the box, not sent by the call: a process dying now leaves it to the scheduler
    expect((await outboxMail(app, `box-booked:${requestId}`))?.doneAt).toBeNull();
    expect(ctx.mail.received.filter((m) => m.to?.some((to) => to.address === email))).toHaveLength(0);
    // The family's retry answers the same box (200) and writes nothing more
    expect((await book(f.headers, f.kidId, payload)).statusCode).toBe(200);
    await waitForMail(ctx.mail, (m) => m.to?.some((to) => to.address === email) ?? false);
    expect((await book(f.headers, f.kidId, payload)).statusCode).toBe(200);
    await ctx.mail.sendOutbox();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ctx.mail.received.filter((m) => m.to?.some((to) => to.address === email))).toHaveLength(1);
  });

  it("is not written when the booking's transaction fails", async () => {
    const f = await family();
    const failingDb = new Proxy(app.db, {
      get(target, property, receiver) {
        if (property !== "transaction") return Reflect.get(target, property, receiver);
        return (fn: (tx: unknown) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            await fn(tx);
            throw new Error("commit failed");
          });
      },
    });
    await expect(bookBox(failingDb, f.clientId, f.kidId, await booking(f), planContext(ctx.config))).rejects.toThrow(
      "commit failed",
    );
    const [mine] = await app.db.select().from(requests).where(eq(requests.profileId, f.kidId));
    expect(mine).toBeUndefined();
    const mails = await app.db.select().from(jobs).where(eq(jobs.kind, "mail"));
    const { email } = await clientRow(f.clientId);
    expect(mails.filter((job) => JSON.stringify(job.payload).includes(email))).toHaveLength(0);
  });

  it("says one shot for a box without subscription (French by default)", async () => {
    const f = await family();
    const { email } = await clientRow(f.clientId);
    expect((await book(f.headers, f.kidId, await booking(f))).statusCode).toBe(201);
    const mail = await waitForMail(ctx.mail, (m) => m.to?.some((to) => to.address === email) ?? false);
    expect(mail.subject).toBe("La malle de Jules est réservée");
    expect(mail.text).toContain("malle unique");
    expect(mail.text).toContain("vous ne payez que ce que vous gardez");
  });
});
