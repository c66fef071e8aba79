/**
 * Staff connect-as (§4, §6, decision 0041): an access token for a client, carrying the staff
 * member's id and recorded in the connect-as audit and the audit of back-office calls.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and } from "drizzle-orm";
import { auditEvents, clients, connectAsAudit, staffMemberRoles, staffMembers } from "../../src/db/schema/index.js";
import { DEMO_ADMIN, DEMO_CLIENT } from "../../src/seed/data/accounts.js";
import { createTestApp, newStaffMember, signInStaff, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

let counter = 0;
const uniqueEmail = (prefix = "admin-test") => `${prefix}.${++counter}.${Date.now().toString(36)}@example.com`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Tokens = { access_token: string; refresh_token: string; client_id: number };

async function signUp(firstname = "Claire") {
  const email = uniqueEmail();
  const response = await app.inject({
    method: "POST",
    url: "/clients",
    payload: { email, password: "correct horse battery", firstname },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, ...(response.json() as Tokens) };
}

/** A new staff member of customer service (who holds connect-as:client), signed in. */
async function newAdmin() {
  return newStaffMember(app, ["customer_service"]);
}

function connectAs(id: number | string, headers: Record<string, string> = {}) {
  return app.inject({ method: "POST", url: `/admin/clients/${id}/connect-as`, headers });
}

describe("POST /admin/clients/{id}/connect-as", () => {
  it("the seeded administrator connects as the demo client", async () => {
    // The seeded administrator is a staff member, not a client: the client sign-in does not know it
    const asClient = await app.inject({ method: "POST", url: "/clients/token", payload: DEMO_ADMIN });
    expect(asClient.statusCode).toBe(401);
    const admin = await signInStaff(app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const staffMe = await app.inject({ method: "GET", url: "/staff/me", headers: admin.headers });
    expect(staffMe.json()).toMatchObject({ email: DEMO_ADMIN.email, roles: ["administrator"] });
    // A staff token is not a client's
    expect((await app.inject({ method: "GET", url: "/clients/me", headers: admin.headers })).statusCode).toBe(401);

    const [demo] = await app.db.select().from(clients).where(eq(clients.email, DEMO_CLIENT.email));
    const response = await connectAs(demo!.id, bearer(admin.access_token));
    expect(response.statusCode, response.body).toBe(200);
    const { access_token } = response.json() as { access_token: string };
    const me = await app.inject({ method: "GET", url: "/clients/me", headers: bearer(access_token) });
    expect(me.json()).toMatchObject({ id: demo!.id, email: DEMO_CLIENT.email, connected_as: true });
    const audit = await app.db.select().from(connectAsAudit).where(eq(connectAsAudit.staffId, admin.staff_id));
    expect(audit.map((row) => row.clientId)).toContain(demo!.id);
    const events = await app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.staffId, admin.staff_id), eq(auditEvents.action, "connect-as:client")));
    expect(events.map((row) => row.entityId)).toContain(String(demo!.id));
  });

  it("answers an access token acting as the client, recorded in the audit", async () => {
    const admin = await newAdmin();
    const client = await signUp("Target");
    const response = await connectAs(client.client_id, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { access_token: string; client_id: number };
    expect(Object.keys(body).sort()).toEqual(["access_token", "client_id"]);
    expect(body.client_id).toBe(client.client_id);

    const claims = await app.tokens.verify(body.access_token);
    expect(claims).toMatchObject({ clientId: client.client_id, connectAsStaffId: admin.staff_id });

    const me = await app.inject({ method: "GET", url: "/clients/me", headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: client.client_id, firstname: "Target", connected_as: true });
    const dataLayer = await app.inject({
      method: "GET",
      url: "/clients/me/data-layer",
      headers: bearer(body.access_token),
    });
    expect(dataLayer.json()).toMatchObject({ client_id: client.client_id, connected_as: true });

    // The client's own token says it is not a connect-as session
    const own = await app.inject({ method: "GET", url: "/clients/me", headers: bearer(client.access_token) });
    expect(own.json().connected_as).toBe(false);

    const audit = await app.db.select().from(connectAsAudit).where(eq(connectAsAudit.tokenJti, claims!.jti));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: admin.staff_id, clientId: client.client_id, tokenJti: claims!.jti });
    expect(audit[0]!.createdAt).toBeInstanceOf(Date);
    expect(audit[0]?.ip).toBe("127.0.0.1");
    // …and in the audit of back-office calls: who, what, on what, from where
    const [event] = await app.db.select().from(auditEvents).where(eq(auditEvents.staffId, admin.staff_id));
    expect(event).toMatchObject({
      action: "connect-as:client",
      entity: "client",
      entityId: String(client.client_id),
      method: "POST",
      route: "/admin/clients/:id/connect-as",
      outcome: "allowed",
      ip: "127.0.0.1",
    });
  });

  it("each connect-as is its own audit row", async () => {
    const admin = await newAdmin();
    const client = await signUp();
    await connectAs(client.client_id, admin.headers);
    await connectAs(client.client_id, admin.headers);
    const rows = await app.db.select().from(connectAsAudit).where(eq(connectAsAudit.clientId, client.client_id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.tokenJti)).size).toBe(2);
  });

  it("a disabled staff member's connect-as tokens stop at once", async () => {
    const admin = await newAdmin();
    const client = await signUp();
    const { access_token } = (await connectAs(client.client_id, admin.headers)).json() as { access_token: string };
    const me = () => app.inject({ method: "GET", url: "/clients/me", headers: bearer(access_token) });
    expect((await me()).statusCode).toBe(200);
    await app.db.update(staffMembers).set({ disabled: true }).where(eq(staffMembers.id, admin.staff_id));
    expect((await me()).statusCode).toBe(401);
  });

  it("the connect-as session may update the client", async () => {
    const admin = await newAdmin();
    const client = await signUp();
    const { access_token } = (await connectAs(client.client_id, admin.headers)).json() as { access_token: string };
    const patch = await app.inject({
      method: "PATCH",
      url: "/clients/me",
      headers: bearer(access_token),
      payload: { lastname: "Fixed" },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ id: client.client_id, lastname: "Fixed", connected_as: true });
  });

  it("needs a bearer token", async () => {
    const client = await signUp();
    const response = await connectAs(client.client_id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ type: "UNAUTHORIZED", status: 401 });
  });

  it("refuses a client token, whatever the client", async () => {
    const a = await signUp();
    const b = await signUp();
    const response = await connectAs(b.client_id, bearer(a.access_token));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ type: "FORBIDDEN", status: 403 });
    expect(await app.db.select().from(connectAsAudit).where(eq(connectAsAudit.clientId, b.client_id))).toHaveLength(0);
  });

  it("refuses a connect-as token (no chaining)", async () => {
    const admin = await newAdmin();
    const client = await signUp();
    const other = await signUp();
    const { access_token } = (await connectAs(client.client_id, admin.headers)).json() as { access_token: string };
    expect((await connectAs(other.client_id, bearer(access_token))).statusCode).toBe(403);
  });

  it("refuses a staff member whose role was taken away since signing in, and a stylist", async () => {
    const admin = await newAdmin();
    const client = await signUp();
    await app.db.delete(staffMemberRoles).where(eq(staffMemberRoles.staffId, admin.staff_id));
    expect((await connectAs(client.client_id, admin.headers)).statusCode).toBe(403);
    const stylist = await newStaffMember(app, ["stylist"]);
    expect((await connectAs(client.client_id, stylist.headers)).statusCode).toBe(403);
    expect(
      await app.db.select().from(connectAsAudit).where(eq(connectAsAudit.clientId, client.client_id)),
    ).toHaveLength(0);
  });

  it("answers 404 for an unknown client and 400 for a malformed id", async () => {
    const admin = await newAdmin();
    const unknown = await connectAs(999_999, admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ type: "NOT_FOUND", status: 404 });
    const malformed = await connectAs("abc", admin.headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.id).toBeDefined();
  });
});
