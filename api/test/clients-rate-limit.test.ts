/**
 * Sign-in and reset calls are rate-limited per IP and address (rateLimitMax a minute), and sign-ins
 * per IP whatever the address (5 × rateLimitMax per 15 minutes), answering 429 in the Problem shape.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./helpers.js";

const MAX = 3;
let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: MAX });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

let counter = 0;
const uniqueEmail = () => `limit.${++counter}.${Date.now().toString(36)}@example.com`;

function expectTooMany(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ type: "TOO_MANY_REQUESTS", status: 429, title: expect.any(String) });
}

describe("rate limit", () => {
  it("POST /clients/token: 429 after the limit, per address, whatever its case", async () => {
    const email = uniqueEmail();
    const password = "correct horse battery";
    expect((await app.inject({ method: "POST", url: "/clients", payload: { email, password } })).statusCode).toBe(201);

    for (let i = 0; i < MAX; i++) {
      const attempt = await app.inject({
        method: "POST",
        url: "/clients/token",
        payload: { email, password: `wrong ${i}` },
      });
      expect(attempt.statusCode).toBe(401);
      expect(attempt.headers["x-ratelimit-remaining"]).toBe(String(MAX - i - 1));
    }
    // Even the right password is refused now, and the case of the address changes nothing
    const right = await app.inject({
      method: "POST",
      url: "/clients/token",
      payload: { email: email.toUpperCase(), password },
    });
    expectTooMany(right);
    expect(right.headers["retry-after"]).toBeDefined();

    // Another address from the same IP is not affected
    const other = await app.inject({
      method: "POST",
      url: "/clients/token",
      payload: { email: uniqueEmail(), password },
    });
    expect(other.statusCode).toBe(401);
  });

  it("POST /clients/send-reset-password-email: 429 after the limit", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < MAX; i++) {
      const response = await app.inject({
        method: "POST",
        url: "/clients/send-reset-password-email",
        payload: { email },
      });
      expect(response.statusCode).toBe(204);
    }
    expectTooMany(await app.inject({ method: "POST", url: "/clients/send-reset-password-email", payload: { email } }));
  });

  it("POST /clients/reset-password: 429 after the limit", async () => {
    const payload = { client_id: 424242, password: "brand new password", token: "guessing" };
    for (let i = 0; i < MAX; i++) {
      const response = await app.inject({ method: "POST", url: "/clients/reset-password", payload });
      expect(response.statusCode).toBe(422);
    }
    expectTooMany(await app.inject({ method: "POST", url: "/clients/reset-password", payload }));
  });

  it("POST /clients/token: 429 with Retry-After once one IP has tried 5 × the limit, whatever the addresses", async () => {
    // Password spraying: one password tried on many addresses, each below its own limit
    const remoteAddress = "203.0.113.7";
    const attempt = (email: string) =>
      app.inject({
        method: "POST",
        url: "/clients/token",
        remoteAddress,
        payload: { email, password: "Summer2026!" },
      });
    for (let i = 0; i < MAX * 5; i++) expect((await attempt(uniqueEmail())).statusCode).toBe(401);
    const refused = await attempt(uniqueEmail());
    expectTooMany(refused);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    // Another IP still signs in
    const other = await app.inject({
      method: "POST",
      url: "/clients/token",
      remoteAddress: "203.0.113.8",
      payload: { email: uniqueEmail(), password: "Summer2026!" },
    });
    expect(other.statusCode).toBe(401);
  });

  it("PUT /clients/token and GET /clients/me are not limited", async () => {
    for (let i = 0; i < MAX + 2; i++) {
      const response = await app.inject({
        method: "PUT",
        url: "/clients/token",
        payload: { refresh_token: "unknown" },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
