/**
 * Per-account limits on the referral calls (decision 0037): invitations are e-mails to people who
 * did not ask for them (REFERRAL_INVITES_PER_DAY in 24 hours), CRM events are stored rows
 * (CRM_EVENTS_PER_HOUR an hour). Past the limit: 429 in the problem shape with Retry-After, for
 * that account only, and no more e-mails in the outbox.
 */
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../src/db/schema/index.js";
import { createTestApp, expectProblem, signUpClient, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000, referralInvitesPerDay: 5, crmEventsPerHour: 8 });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url, headers, payload });

/** Invitation e-mails in the outbox to addresses starting with `prefix`. */
async function invitationMails(prefix: string): Promise<number> {
  const rows = await app.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, "mail"), sql`${jobs.payload}->'message'->>'to' like ${`${prefix}%`}`));
  return rows.length;
}

describe("POST clients/me/referral/godsons, per account", () => {
  it("sends REFERRAL_INVITES_PER_DAY invitations, then answers 429 and sends nothing more", async () => {
    const godfather = await signUpClient(app, "limit-godfather");
    const prefix = `friend-${Date.now().toString(36)}`;
    for (let i = 0; i < 5; i++) {
      const response = await post("/clients/me/referral/godsons", godfather, { email: `${prefix}.${i}@example.com` });
      expect(response.statusCode, response.body).toBe(201);
    }
    for (let i = 5; i < 30; i++) {
      const refused = await post("/clients/me/referral/godsons", godfather, { email: `${prefix}.${i}@example.com` });
      expectProblem(refused, 429, "TOO_MANY_REQUESTS");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(23 * 3600);
    }
    const sent = await app.inject({ method: "GET", url: "/clients/me/referral", headers: godfather });
    expect(sent.json<{ godsons: unknown[] }>().godsons).toHaveLength(5);
    expect(await invitationMails(prefix)).toBe(5);

    // Another account is not held back by this one
    const other = await signUpClient(app, "limit-other");
    expect(
      (await post("/clients/me/referral/godsons", other, { email: `${prefix}.other@example.com` })).statusCode,
    ).toBe(201);
  });
});

describe("POST crm/event, per account", () => {
  it("stores CRM_EVENTS_PER_HOUR events, then answers 429", async () => {
    const client = await signUpClient(app, "limit-crm");
    const event = { event_name: "referral_invitation", source: "test" };
    for (let i = 0; i < 8; i++) expect((await post("/crm/event", client, event)).statusCode).toBe(201);
    expectProblem(await post("/crm/event", client, event), 429, "TOO_MANY_REQUESTS");
    const other = await signUpClient(app, "limit-crm-other");
    expect((await post("/crm/event", other, event)).statusCode).toBe(201);
  });
});
