/**
 * Access tokens die with their sign-in (decision 0025): a token names its session (the refresh-token
 * family, `sid`), and a session ended by sign-out, a password change or a reset refuses its access
 * tokens at once, though they have not expired. Connect-as tokens have no session and keep working.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { clients, newsletterSubscribers, refreshTokens } from "../../src/db/schema/index.js";
import { createTestApp, newStaffMember, waitForMail, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

type Tokens = { access_token: string; refresh_token: string; client_id: number };
const PASSWORD = "correct horse battery";
let counter = 0;
const uniqueEmail = () => `session.${++counter}.${Date.now().toString(36)}@example.com`;

async function signUp(email = uniqueEmail()): Promise<Tokens & { email: string }> {
  const response = await app.inject({ method: "POST", url: "/clients", payload: { email, password: PASSWORD } });
  expect(response.statusCode, response.body).toBe(201);
  return { email, ...response.json<Tokens>() };
}

async function signIn(email: string, password = PASSWORD): Promise<Tokens> {
  const response = await app.inject({ method: "POST", url: "/clients/token", payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Tokens>();
}

const me = (token: string) =>
  app.inject({ method: "GET", url: "/clients/me", headers: { authorization: `Bearer ${token}` } });
const signOut = (refreshToken: string) =>
  app.inject({ method: "DELETE", url: "/clients/token", payload: { refresh_token: refreshToken } });
const refresh = (refreshToken: string) =>
  app.inject({ method: "PUT", url: "/clients/token", payload: { refresh_token: refreshToken } });

describe("an access token after its session ends", () => {
  it("names its session; the session of a rotated token stays the same", async () => {
    const first = await signUp();
    const sid = decodeJwt(first.access_token).sid;
    expect(sid).toEqual(expect.any(String));
    const rotated = (await refresh(first.refresh_token)).json<Tokens>();
    expect(decodeJwt(rotated.access_token).sid).toBe(sid);
    const other = await signIn(first.email);
    expect(decodeJwt(other.access_token).sid).not.toBe(sid);
  });

  it("sign-out: 401 for the access tokens of that sign-in, other sign-ins keep working", async () => {
    const { email, access_token, refresh_token } = await signUp();
    const rotated = (await refresh(refresh_token)).json<Tokens>();
    const elsewhere = await signIn(email);
    expect((await me(rotated.access_token)).statusCode).toBe(200);

    expect((await signOut(rotated.refresh_token)).statusCode).toBe(204);
    for (const token of [access_token, rotated.access_token]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ type: "UNAUTHORIZED", status: 401, title: "This session has ended" });
    }
    expect((await me(elsewhere.access_token)).statusCode).toBe(200);
  });

  it("password change: the other sessions end, the one that changed it keeps working", async () => {
    const { email, access_token, refresh_token } = await signUp();
    const phone = await signIn(email);
    const changed = await app.inject({
      method: "PATCH",
      url: "/clients/me",
      headers: { authorization: `Bearer ${access_token}` },
      payload: { current_password: PASSWORD, password: "a brand new password" },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expect((await me(phone.access_token)).statusCode).toBe(401);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(401);
    // The storefront keeps its session after the change: same access token, then a refresh
    expect((await me(access_token)).statusCode).toBe(200);
    const next = await refresh(refresh_token);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json<Tokens>().access_token)).statusCode).toBe(200);
  });

  it("a profile edit without a new password ends no session", async () => {
    const { email, access_token } = await signUp();
    const other = await signIn(email);
    const edited = await app.inject({
      method: "PATCH",
      url: "/clients/me",
      headers: { authorization: `Bearer ${access_token}` },
      payload: { firstname: "Inès" },
    });
    expect(edited.statusCode).toBe(200);
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it("password reset: every session ends", async () => {
    const { email, access_token, client_id } = await signUp();
    const other = await signIn(email);
    await app.inject({ method: "POST", url: "/clients/send-reset-password-email", payload: { email } });
    const mail = await waitForMail(ctx.mail, (m) => m.to?.some((to) => to.address === email) ?? false);
    const token = new URL(/https?:\/\/\S+reset-password\S+/.exec(mail.text ?? "")![0]).searchParams.get("token");
    const reset = await app.inject({
      method: "POST",
      url: "/clients/reset-password",
      payload: { client_id, token, password: "a reset password" },
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    expect((await me(access_token)).statusCode).toBe(401);
    expect((await me(other.access_token)).statusCode).toBe(401);
  });

  it("a staff member's token ends with its session too (403 never leaks past a 401)", async () => {
    const tokens = await newStaffMember(app, ["customer_service"]);
    const client = await signUp();
    const connect = () =>
      app.inject({
        method: "POST",
        url: `/admin/clients/${client.client_id}/connect-as`,
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
    expect((await connect()).statusCode).toBe(200);
    await signOut(tokens.refresh_token);
    expect((await connect()).statusCode).toBe(401);
  });

  it("a connect-as token has no session and keeps working until it expires", async () => {
    const adminTokens = await newStaffMember(app, ["customer_service"]);
    const client = await signUp();
    const connected = await app.inject({
      method: "POST",
      url: `/admin/clients/${client.client_id}/connect-as`,
      headers: { authorization: `Bearer ${adminTokens.access_token}` },
    });
    const { access_token } = connected.json<{ access_token: string }>();
    expect(decodeJwt(access_token).sid).toBeUndefined();
    // The client signing out elsewhere does not close the administrator's view
    await signOut(client.refresh_token);
    const response = await me(access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ connected_as: true });
  });

  it("a token signed without a session (before sessions existed) is refused", async () => {
    const { client_id } = await signUp();
    const { token } = await app.tokens.sign({ clientId: client_id });
    expect((await me(token)).statusCode).toBe(401);
  });

  it("a newsletter sign-up sent with an ended session's token is a visitor's", async () => {
    const subscribe = async (token: string, email: string) => {
      const response = await app.inject({
        method: "POST",
        url: "/subscribers",
        headers: { authorization: `Bearer ${token}` },
        payload: { email, list: "KID" },
      });
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      return row?.clientId;
    };
    const { access_token, refresh_token, client_id } = await signUp();
    expect(await subscribe(access_token, uniqueEmail())).toBe(client_id);
    await signOut(refresh_token);
    expect(await subscribe(access_token, uniqueEmail())).toBeNull();
  });

  it("a deleted account's token is refused", async () => {
    const { client_id, access_token } = await signUp();
    await app.db.delete(clients).where(eq(clients.id, client_id));
    expect((await me(access_token)).statusCode).toBe(401);
  });
});

describe("a session remembered live (decision 0051)", () => {
  it("is refused at once when this process ends it", async () => {
    const { email, access_token, refresh_token } = await signUp();
    const other = await signIn(email);
    expect((await me(access_token)).statusCode).toBe(200);
    expect((await me(other.access_token)).statusCode).toBe(200);
    expect((await signOut(refresh_token)).statusCode).toBe(204);
    expect((await me(access_token)).statusCode).toBe(401);
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it("ended by another process, is refused once the check's TTL has passed", async () => {
    const { client_id, access_token } = await signUp();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      expect((await me(access_token)).statusCode).toBe(200);
      // Another API process signs the client out: this one does not hear of it
      await app.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.clientId, client_id));
      expect((await me(access_token)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + ctx.config.sessionCheckTtlSeconds * 1000 + 1);
      expect((await me(access_token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
