/**
 * A plan over time (§4 subscription actions and events, §5 argument rules, §7 subscription calls,
 * §8 reactivation failure), on PGlite and on the PostgreSQL server: list, change the frequency
 * (a paused plan resumes), pause for months or until a day (the box to come postponed), resume (the
 * box back to its date), stop (the open box cancelled), reactivate. Every action: its event, the
 * profile's and client's statuses, one e-mail in the outbox. Another client's kid or plan is 404.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PAUSE_MONTHS, addDays, addMonths, daysBetween } from "#domain/malle.js";
import { todayIn } from "#domain/profiles.js";
import { requests, subscriptions } from "../../src/db/schema/index.js";
import { createTestApp, expectProblem, type TestContext } from "../helpers.js";
import { malleFixtures, type Plan } from "../malle-fixtures.js";

let ctx: TestContext;
let app: FastifyInstance;
let fx: ReturnType<typeof malleFixtures>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
  fx = malleFixtures(app);
});
afterAll(async () => ctx?.close());

const base = (kidId: number) => `/clients/me/kids/${kidId}/subscriptions`;
type Subscriber = Awaited<ReturnType<ReturnType<typeof malleFixtures>["subscriber"]>>;
const pause = (s: Subscriber, query: string, planId = s.planId, kidId = s.kidId) =>
  fx.call("POST", `${base(kidId)}/${planId}/pause${query}`, s.headers);
const resume = (s: Subscriber) => fx.call("POST", `${base(s.kidId)}/${s.planId}/resume`, s.headers);
const terminate = (s: Subscriber) => fx.call("POST", `${base(s.kidId)}/${s.planId}/terminate`, s.headers);
const reactivate = (s: { headers: Record<string, string>; kidId: number }, payload?: object) =>
  fx.call("POST", `${base(s.kidId)}/reactivate`, s.headers, payload);
const patch = (s: Subscriber, payload: object) => fx.call("PATCH", `${base(s.kidId)}/${s.planId}`, s.headers, payload);

describe("GET clients/me/kids/{kidId}/subscriptions", () => {
  it("lists the profile's plans with their next dates; another client's kid is 404", async () => {
    const s = await fx.subscriber({ frequency: 2 });
    const list = await fx.call("GET", base(s.kidId), s.headers);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<Plan[]>()).toEqual([
      expect.objectContaining({
        id: s.planId,
        is_active: true,
        frequency: 2,
        status_details_code: null,
        paused_until: null,
        // The next box: the booked one + 2 months, its request opening 21 days before
        next_delivery_date: addMonths(s.box.delivery_date, 2),
        next_at: `${addDays(addMonths(s.box.delivery_date, 2), -21)}T00:00:00.000Z`,
      }),
    ]);
    const other = await fx.family();
    expectProblem(await fx.call("GET", base(s.kidId), other.headers), 404);
    expectProblem(await fx.call("GET", base(s.kidId), {}), 401);
  });

  it("a plan chosen at the membership step has no dates until its box is booked", async () => {
    const f = await fx.family();
    const created = await fx.call("POST", base(f.kidId), f.headers, { frequency: 1 });
    expect(created.json<{ subscription: Plan }>().subscription).toMatchObject({
      next_delivery_date: null,
      next_at: null,
    });
    expect(await fx.outbox(f.email)).toEqual([]);
  });
});

describe("another client's plan", () => {
  it("is 404 for every action, and so is a plan of another of the client's kids", async () => {
    const s = await fx.subscriber();
    const other = await fx.subscriber();
    for (const [method, path, payload] of [
      ["PATCH", "", { frequency: 2 }],
      ["POST", "/pause?months=1", undefined],
      ["POST", "/resume", undefined],
      ["POST", "/terminate", undefined],
    ] as const) {
      // Their kid, their plan
      expectProblem(await fx.call(method, `${base(other.kidId)}/${other.planId}${path}`, s.headers, payload), 404);
      // My kid, their plan
      expectProblem(await fx.call(method, `${base(s.kidId)}/${other.planId}${path}`, s.headers, payload), 404);
      // An unknown plan
      expectProblem(await fx.call(method, `${base(s.kidId)}/999999${path}`, s.headers, payload), 404);
    }
    const sister = await fx.addKid(s.headers, "Lou");
    expectProblem(await fx.call("POST", `${base(sister)}/${s.planId}/pause?months=1`, s.headers), 404);
    expectProblem(await reactivate({ headers: s.headers, kidId: other.kidId }), 404);
    // Nothing moved
    expect(await fx.events(other.planId)).toEqual(["created"]);
    expect((await fx.planRow(s.planId)).statusDetailsCode).toBeNull();
  });
});

describe("PATCH …/subscriptions/{id}", () => {
  it("gives an active plan another frequency: event updated, next box planned again, one e-mail", async () => {
    const s = await fx.subscriber({ frequency: 1 });
    const response = await patch(s, { frequency: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Plan>()).toMatchObject({
      id: s.planId,
      frequency: 3,
      next_delivery_date: addMonths(s.box.delivery_date, 3),
    });
    expect(await fx.events(s.planId)).toEqual(["created", "updated"]);
    // The same frequency changes nothing
    expect((await patch(s, { frequency: 3 })).statusCode).toBe(200);
    expect(await fx.events(s.planId)).toEqual(["created", "updated"]);
    expect(await fx.outboxKinds(s.email)).toEqual(["subscription-frequency"]);
    expect(await fx.statuses(s, s.kidId)).toEqual({ profile: "ONGOING_SUBSCRIPTION", client: "ONGOING_SUBSCRIPTION" });
  });

  it("refuses a frequency out of 1, 2, 3 (400) and a stopped plan (409 SUBSCRIPTION_TERMINATED)", async () => {
    const s = await fx.subscriber();
    for (const frequency of [0, 4, "2", null, 1.5]) {
      expect(expectProblem(await patch(s, { frequency }), 400).errors?.frequency).toBeDefined();
    }
    expect((await terminate(s)).statusCode).toBe(200);
    expectProblem(await patch(s, { frequency: 2 }), 409, "SUBSCRIPTION_TERMINATED");
  });

  it("resumes a paused plan with the frequency (event resumed, the resumed e-mail)", async () => {
    const s = await fx.subscriber({ frequency: 1 });
    expect((await pause(s, "?months=1")).statusCode).toBe(200);
    const response = await patch(s, { frequency: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Plan>()).toMatchObject({ frequency: 2, status_details_code: null, paused_until: null });
    const kinds = await fx.events(s.planId);
    expect(kinds.slice(-2)[0]).toBe("resumed");
    expect(await fx.statuses(s, s.kidId)).toEqual({ profile: "ONGOING_SUBSCRIPTION", client: "ONGOING_SUBSCRIPTION" });
    expect(await fx.outboxKinds(s.email)).toEqual(["subscription-paused", "subscription-resumed"]);
  });
});

describe("POST …/subscriptions/{id}/pause", () => {
  it("for 2 months: the box to come postponed to the pause's end + the delay, statuses PAUSED, one e-mail", async () => {
    const s = await fx.subscriber({ frequency: 1, locale: "nl" });
    const today = todayIn();
    // The box's delay: the carrier's, pushed back to leave the wish window before composing
    const delay = daysBetween(todayIn(), (await fx.window(s)).earliest);
    const response = await pause(s, "?months=2");
    expect(response.statusCode, response.body).toBe(200);
    const until = addMonths(today, 2);
    const boxDate = addDays(until, delay);
    expect(response.json<Plan>()).toMatchObject({
      status_details_code: "paused",
      paused_until: until,
      next_delivery_date: addMonths(boxDate, 1),
    });
    expect((await fx.requestRow(s.box.id)).deliveryDate).toBe(boxDate);
    expect(await fx.events(s.planId)).toEqual([
      "created",
      "paused",
      `postponed ${daysBetween(s.box.delivery_date, boxDate)}`,
    ]);
    expect(await fx.statuses(s, s.kidId)).toEqual({ profile: "PAUSED_SUBSCRIPTION", client: "PAUSED_SUBSCRIPTION" });
    const mails = await fx.outbox(s.email);
    expect(mails.map((m) => m.key.split(":")[0])).toEqual(["subscription-paused"]);
    expect(mails[0]!.text).toContain("/nl/infos/subscriptions");

    // The box to come shows the new date
    const next = await fx.call("GET", `/clients/me/kids/${s.kidId}/next-request`, s.headers);
    expect(next.json<{ delivery_date: string }>().delivery_date).toBe(boxDate);
    // Paused twice: 409, nothing more
    expectProblem(await pause(s, "?months=1"), 409, "SUBSCRIPTION_PAUSED");
    expect((await fx.events(s.planId)).length).toBe(3);
    expect(await fx.outbox(s.email)).toHaveLength(1);
  });

  it("until a day: a later box stays where it is, the plan's next box waits for the pause", async () => {
    const s = await fx.subscriber({ frequency: 1 });
    const until = addDays(todayIn(), 2);
    const response = await pause(s, `?until=${until}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Plan>()).toMatchObject({ paused_until: until });
    // The booked box (today + the delay) moves to the pause's end + the delay: 2 days later
    // The box's delay: the carrier's, pushed back to leave the wish window before composing
    const delay = daysBetween(todayIn(), (await fx.window(s)).earliest);
    expect((await fx.requestRow(s.box.id)).deliveryDate).toBe(addDays(until, delay));
    expect(await fx.events(s.planId)).toEqual(["created", "paused", "postponed 2"]);
  });

  it("a box being prepared keeps its date", async () => {
    const s = await fx.subscriber();
    await app.db.update(requests).set({ isBlocked: true }).where(eq(requests.id, s.box.id));
    expect((await pause(s, "?months=1")).statusCode).toBe(200);
    expect((await fx.requestRow(s.box.id)).deliveryDate).toBe(s.box.delivery_date);
    expect(await fx.events(s.planId)).toEqual(["created", "paused"]);
  });

  it.each([
    ["", "months"],
    ["?months=", "months"],
    ["?months=1&until=2099-01-01", "until"],
    ["?months=4", "months"],
    ["?months=0", "months"],
    ["?months=1.5", "months"],
    ["?months=two", "months"],
    ["?until=2026-02-30", "until"],
    ["?until=tomorrow", "until"],
    ["?until=TODAY", "until"],
    ["?until=FAR", "until"],
  ])("refuses %s (400 INVALID_PAUSE on its field)", async (query, field) => {
    const s = await fx.subscriber();
    const today = todayIn();
    const concrete = query.replace("TODAY", today).replace("FAR", addDays(addMonths(today, MAX_PAUSE_MONTHS), 1));
    const problem = expectProblem(await pause(s, concrete), 400, "INVALID_PAUSE");
    expect(problem.errors?.[field]).toBeDefined();
    expect((await fx.planRow(s.planId)).statusDetailsCode).toBeNull();
  });

  it("takes the last day 6 months ahead", async () => {
    const s = await fx.subscriber();
    const last = addMonths(todayIn(), MAX_PAUSE_MONTHS);
    expect((await pause(s, `?until=${last}`)).json<Plan>().paused_until).toBe(last);
  });

  it("refuses a stopped plan (409 SUBSCRIPTION_TERMINATED)", async () => {
    const s = await fx.subscriber();
    expect((await terminate(s)).statusCode).toBe(200);
    expectProblem(await pause(s, "?months=1"), 409, "SUBSCRIPTION_TERMINATED");
    expect(await fx.events(s.planId)).toEqual(["created", "terminated"]);
  });
});

describe("POST …/subscriptions/{id}/resume", () => {
  it("brings the box to come back to its date (forwarded), statuses ONGOING, one e-mail", async () => {
    const s = await fx.subscriber({ frequency: 2 });
    const paused = await pause(s, "?months=3");
    expect(paused.statusCode).toBe(200);
    const pushed = daysBetween(s.box.delivery_date, (await fx.requestRow(s.box.id)).deliveryDate!);
    const response = await resume(s);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Plan>()).toMatchObject({
      status_details_code: null,
      paused_until: null,
      next_delivery_date: addMonths(s.box.delivery_date, 2),
    });
    expect((await fx.requestRow(s.box.id)).deliveryDate).toBe(s.box.delivery_date);
    expect(await fx.events(s.planId)).toEqual([
      "created",
      "paused",
      `postponed ${pushed}`,
      "resumed",
      `forwarded ${-pushed}`,
    ]);
    expect(await fx.statuses(s, s.kidId)).toEqual({ profile: "ONGOING_SUBSCRIPTION", client: "ONGOING_SUBSCRIPTION" });
    expect(await fx.outboxKinds(s.email)).toEqual(["subscription-paused", "subscription-resumed"]);
  });

  it("keeps a date the family chose during the pause", async () => {
    const s = await fx.subscriber();
    expect((await pause(s, "?months=1")).statusCode).toBe(200);
    const window = await fx.window(s);
    const chosen = addDays(window.latest, -1);
    const moved = await fx.call("PATCH", `/clients/me/kids/${s.kidId}/requests/${s.box.id}`, s.headers, {
      delivery_date: chosen,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await resume(s)).statusCode).toBe(200);
    expect((await fx.requestRow(s.box.id)).deliveryDate).toBe(chosen);
  });

  it("refuses a plan that is not paused (409 SUBSCRIPTION_NOT_PAUSED) or stopped (409 SUBSCRIPTION_TERMINATED)", async () => {
    const s = await fx.subscriber();
    expectProblem(await resume(s), 409, "SUBSCRIPTION_NOT_PAUSED");
    expect((await terminate(s)).statusCode).toBe(200);
    expectProblem(await resume(s), 409, "SUBSCRIPTION_TERMINATED");
  });
});

describe("POST …/subscriptions/{id}/terminate", () => {
  it("stops the plan: the open box to come cancelled, statuses TERMINATED / PROSPECT_WITH_KID, one e-mail", async () => {
    const s = await fx.subscriber();
    const response = await terminate(s);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Plan>()).toMatchObject({
      is_active: false,
      next_at: null,
      next_delivery_date: null,
      status_details_code: null,
    });
    expect((await fx.requestRow(s.box.id)).status).toBe("CANCELLED");
    expect(await fx.events(s.planId)).toEqual(["created", "terminated"]);
    expect(await fx.statuses(s, s.kidId)).toEqual({ profile: "TERMINATED_SUBSCRIPTION", client: "PROSPECT_WITH_KID" });
    expect(await fx.outboxKinds(s.email)).toEqual(["subscription-terminated"]);
    expectProblem(await terminate(s), 409, "SUBSCRIPTION_TERMINATED");
    expectProblem(await fx.call("GET", `/clients/me/kids/${s.kidId}/next-request`, s.headers), 404);
  });

  it("a box being prepared still comes; a paused plan stops too", async () => {
    const s = await fx.subscriber();
    await app.db.update(requests).set({ isBlocked: true }).where(eq(requests.id, s.box.id));
    expect((await pause(s, "?months=1")).statusCode).toBe(200);
    expect((await terminate(s)).statusCode).toBe(200);
    expect((await fx.requestRow(s.box.id)).status).toBe("PENDING");
    expect(await fx.planRow(s.planId)).toMatchObject({ isActive: false, statusDetailsCode: null, pausedUntil: null });
  });
});

describe("POST …/subscriptions/reactivate", () => {
  it("starts the stopped plan again (event reactivated) with the frequency given, statuses ONGOING, one e-mail", async () => {
    const s = await fx.subscriber({ frequency: 1, locale: "de" });
    expect((await terminate(s)).statusCode).toBe(200);
    const response = await reactivate(s, { frequency: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const plan = response.json<Plan>();
    expect(plan).toMatchObject({ id: s.planId, is_active: true, frequency: 2 });
    // Planned from the last box that came (the cancelled one does not count), never before the earliest day
    const earliest = (await fx.window(s)).earliest;
    expect(plan.next_delivery_date! >= earliest).toBe(true);
    expect(await fx.events(s.planId)).toEqual(["created", "terminated", "reactivated"]);
    expect(await fx.statuses(s, s.kidId)).toEqual({ profile: "ONGOING_SUBSCRIPTION", client: "ONGOING_SUBSCRIPTION" });
    const mails = await fx.outbox(s.email);
    expect(mails.map((m) => m.key.split(":")[0])).toEqual(["subscription-terminated", "subscription-reactivated"]);
    expect(mails[1]!.text).toContain("/de/");
  });

  it("keeps the plan's own frequency when none is given (no body)", async () => {
    const s = await fx.subscriber({ frequency: 3 });
    expect((await terminate(s)).statusCode).toBe(200);
    const response = await reactivate(s);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Plan>().frequency).toBe(3);
  });

  it("§8: 'Failed to reactivate subscription for kid {id}' with an active plan or none stopped (409)", async () => {
    const s = await fx.subscriber();
    const active = expectProblem(await reactivate(s), 409, "REACTIVATION_FAILED");
    expect(active.title).toBe(`Failed to reactivate subscription for kid ${s.kidId}`);
    const f = await fx.family();
    expect(expectProblem(await reactivate(f), 409).title).toBe(`Failed to reactivate subscription for kid ${f.kidId}`);
    expectProblem(await reactivate(s, { frequency: 5 }), 400);
    expect(await fx.events(s.planId)).toEqual(["created"]);
  });
});

describe("the client's statuses with two kids", () => {
  it("ONGOING while one plan runs, PAUSED when every plan is paused", async () => {
    const s = await fx.subscriber();
    const sister = await fx.addKid(s.headers, "Lou");
    const second = await fx.book(s, { frequency: 2, kidId: sister });
    expect((await pause(s, "?months=1")).statusCode).toBe(200);
    expect(await fx.statuses(s, s.kidId)).toEqual({ profile: "PAUSED_SUBSCRIPTION", client: "ONGOING_SUBSCRIPTION" });
    expect((await pause(s, "?months=1", second.planId!, sister)).statusCode).toBe(200);
    expect(await fx.statuses(s, sister)).toEqual({ profile: "PAUSED_SUBSCRIPTION", client: "PAUSED_SUBSCRIPTION" });
    expect((await resume(s)).statusCode).toBe(200);
    expect(await fx.statuses(s, s.kidId)).toEqual({ profile: "ONGOING_SUBSCRIPTION", client: "ONGOING_SUBSCRIPTION" });
  });
});

describe("POST …/subscriptions (the quiz's call) on a profile that already had a box", () => {
  it("a one-shot family that subscribes gets its plan's e-mail, with the next box planned from the last", async () => {
    const f = await fx.family();
    const { box } = await fx.book(f);
    const created = await fx.call("POST", base(f.kidId), f.headers, { frequency: 1 });
    expect(created.statusCode).toBe(201);
    const plan = created.json<{ subscription: Plan }>().subscription;
    expect(plan.next_delivery_date).toBe(addMonths(box.delivery_date, 1));
    expect(await fx.outboxKinds(f.email)).toEqual(["subscription-created"]);
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, plan.id));
    expect(row!.nextAt?.toISOString()).toBe(`${addDays(addMonths(box.delivery_date, 1), -21)}T00:00:00.000Z`);
  });
});
