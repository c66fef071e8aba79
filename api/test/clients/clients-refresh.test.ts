/**
 * Decision 0036: several requests of one session refreshing with the same refresh token at once
 * (two tabs, parallel page loads, another storefront process) all get the same new refresh token;
 * the same token presented again after the grace window is theft and closes the session family.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens } from "../../src/db/schema/index.js";
import { hashToken } from "../../src/modules/clients/tokens.js";
import { createTestApp, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

type Tokens = { access_token: string; refresh_token: string; client_id: number };

let counter = 0;
async function signUp(): Promise<Tokens> {
  const email = `refresh.${++counter}.${Date.now().toString(36)}@example.com`;
  const response = await app.inject({ method: "POST", url: "/clients", payload: { email, password: "Refresh-2026!" } });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const refresh = (refreshToken: string) =>
  app.inject({ method: "PUT", url: "/clients/token", payload: { refresh_token: refreshToken } });
const me = (accessToken: string) =>
  app.inject({ method: "GET", url: "/clients/me", headers: { authorization: `Bearer ${accessToken}` } });

/** The rotation of `token` as if it had happened `seconds` ago. */
async function rotatedSecondsAgo(token: string, seconds: number) {
  await app.db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.hash, hashToken(token)));
}

describe("PUT clients/token, several at once", () => {
  it("four refreshes of one session with the same token all succeed with the same new refresh token", async () => {
    const session = await signUp();
    const answers = await Promise.all([1, 2, 3, 4].map(() => refresh(session.refresh_token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const pairs = answers.map((answer) => answer.json<Tokens>());
    expect(new Set(pairs.map((pair) => pair.refresh_token)).size).toBe(1);
    expect(pairs[0]!.refresh_token).not.toBe(session.refresh_token);
    // Every access token handed out works: the session is alive
    for (const pair of pairs) expect((await me(pair.access_token)).statusCode).toBe(200);
    // The shared successor goes on rotating as usual
    const next = await refresh(pairs[0]!.refresh_token);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json<Tokens>().access_token)).statusCode).toBe(200);
  });

  it("a token presented again soon after its rotation answers the session's live token, even two rotations on", async () => {
    const session = await signUp();
    const first = (await refresh(session.refresh_token)).json<Tokens>();
    const second = (await refresh(first.refresh_token)).json<Tokens>();
    const late = await refresh(session.refresh_token);
    expect(late.statusCode).toBe(200);
    expect(late.json<Tokens>().refresh_token).toBe(second.refresh_token);
  });

  it("a stolen refresh token presented after the grace window closes the whole session", async () => {
    const session = await signUp();
    // The family refreshed once; the thief kept the first token and presents it later
    const rotated = (await refresh(session.refresh_token)).json<Tokens>();
    await rotatedSecondsAgo(session.refresh_token, app.config.refreshGraceSeconds + 1);
    const stolen = await refresh(session.refresh_token);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toMatchObject({ type: "REFRESH_TOKEN_REUSED" });
    // The family's current tokens stop working too
    expect((await me(rotated.access_token)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it("a token of a session signed out meanwhile is refused, even within the grace window", async () => {
    const session = await signUp();
    const rotated = (await refresh(session.refresh_token)).json<Tokens>();
    const out = await app.inject({
      method: "DELETE",
      url: "/clients/token",
      payload: { refresh_token: rotated.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    const again = await refresh(session.refresh_token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ type: "REFRESH_TOKEN_REVOKED" });
  });
});
