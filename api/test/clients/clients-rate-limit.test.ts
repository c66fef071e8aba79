/**
 * Sign-in and reset calls are rate-limited per visitor and address (rateLimitMax a minute), and
 * failed sign-ins per visitor whatever the address (5 × rateLimitMax per 15 minutes), answering 429
 * in the Problem shape. The visitor is the address the storefront names (decision 0036): in
 * X-Forwarded-For from a trusted proxy (loopback by default), or signed with STOREFRONT_SECRET.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLIENT } from "../../src/seed/data/accounts.js";
import { visitorKey, visitorSignature } from "../../src/plugins/visitor.js";
import { createTestApp, type TestContext } from "../helpers.js";

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
  it("POST /clients/token: 429 after the limit of failures, per address, whatever its case", async () => {
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

  it("POST /clients/token: a successful sign-in is not counted as a failure", async () => {
    const email = uniqueEmail();
    const password = "correct horse battery";
    expect((await app.inject({ method: "POST", url: "/clients", payload: { email, password } })).statusCode).toBe(201);
    const remoteAddress = "203.0.113.21";
    // Far more sign-ins than any limit, from one visitor, on one account: none is refused
    for (let i = 0; i < MAX * 5 + 2; i++) {
      const response = await app.inject({
        method: "POST",
        url: "/clients/token",
        remoteAddress,
        payload: { email, password },
      });
      expect(response.statusCode).toBe(200);
    }
    // …and failures still count from zero
    for (let i = 0; i < MAX; i++) {
      const wrong = await app.inject({
        method: "POST",
        url: "/clients/token",
        remoteAddress,
        payload: { email, password: "wrong" },
      });
      expect(wrong.statusCode).toBe(401);
    }
    expectTooMany(
      await app.inject({ method: "POST", url: "/clients/token", remoteAddress, payload: { email, password } }),
    );
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

/**
 * Shoppers reach the API from the storefront's address (loopback here, trusted by default): the
 * storefront names each visitor in X-Forwarded-For, and the limits count them apart, with the
 * production default RATE_LIMIT_MAX.
 */
describe("one visitor is one visitor", () => {
  let shop: TestContext;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(async () => shop?.close());

  /** A call through the storefront (loopback) for a visitor. */
  const fromVisitor = (visitor: string, url: string, payload: object) =>
    shop.app.inject({ method: "POST", url, headers: { "x-forwarded-for": visitor }, payload });
  const visitorNumber = (i: number) => `198.51.100.${i + 1}`;

  it("60 wrong sign-ins from 60 visitors: a real client then signs in on the first try", async () => {
    for (let i = 0; i < 60; i++) {
      const wrong = await fromVisitor(visitorNumber(i), "/clients/token", {
        email: DEMO_CLIENT.email,
        password: `wrong ${i}`,
      });
      expect(wrong.statusCode).toBe(401);
    }
    const real = await fromVisitor("192.0.2.200", "/clients/token", {
      email: DEMO_CLIENT.email,
      password: DEMO_CLIENT.password,
    });
    expect(real.statusCode).toBe(200);
    // One of the 60 visitors signs in as well
    const again = await fromVisitor(visitorNumber(7), "/clients/token", {
      email: DEMO_CLIENT.email,
      password: DEMO_CLIENT.password,
    });
    expect(again.statusCode).toBe(200);
  });

  it("60 wrong sign-ins from one visitor are limited; other visitors are not", async () => {
    const visitor = "192.0.2.66";
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const email = `spray.${i}.${randomBytes(3).toString("hex")}@example.com`;
      statuses.push((await fromVisitor(visitor, "/clients/token", { email, password: "Summer2026!" })).statusCode);
    }
    const limit = shop.config.rateLimitMax * 5;
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
    // Even the right password waits, from that visitor only
    const held = await fromVisitor(visitor, "/clients/token", {
      email: DEMO_CLIENT.email,
      password: DEMO_CLIENT.password,
    });
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers["retry-after"])).toBeGreaterThan(0);
    const other = await fromVisitor("192.0.2.67", "/clients/token", {
      email: DEMO_CLIENT.email,
      password: DEMO_CLIENT.password,
    });
    expect(other.statusCode).toBe(200);
  });

  it("X-Forwarded-For from anyone but a trusted proxy names no visitor", async () => {
    // A client reaching the API directly cannot pose as many visitors
    const statuses: number[] = [];
    for (let i = 0; i < shop.config.rateLimitMax * 5 + 1; i++) {
      const response = await shop.app.inject({
        method: "POST",
        url: "/clients/token",
        remoteAddress: "203.0.113.99",
        headers: { "x-forwarded-for": visitorNumber(i) },
        payload: { email: `direct.${i}@example.com`, password: "guess" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("POST /clients/temporary: the 11th visitor in a minute starts the quiz; one visitor 11 times is limited", async () => {
    const max = shop.config.rateLimitMax;
    for (let i = 0; i <= max; i++) {
      expect((await fromVisitor(`198.51.101.${i + 1}`, "/clients/temporary", {})).statusCode).toBe(201);
    }
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++)
      statuses.push((await fromVisitor("198.51.102.1", "/clients/temporary", {})).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, max).every((status) => status === 201)).toBe(true);
  });

  it("POST /clients: sign-ups (each weighs its password) are limited per visitor, not for the others", async () => {
    const max = Math.max(60, shop.config.rateLimitMax * 6);
    const signUp = (visitor: string, i: number) =>
      fromVisitor(visitor, "/clients", {
        email: `signup.${visitor}.${i}@example.com`,
        password: "Malle-Inscription-2026",
      });
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push((await signUp("198.51.103.1", i)).statusCode);
    expect(statuses.slice(0, max).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await signUp("198.51.103.2", 0)).statusCode).toBe(201);
  });
});

describe("a storefront naming its visitors with STOREFRONT_SECRET", () => {
  const secret = randomBytes(32).toString("hex");
  let shop: TestContext;
  beforeAll(async () => {
    // The storefront's address is not trusted here (another network): only the signature counts
    shop = await createTestApp({ rateLimitMax: 2, storefrontSecret: secret, trustProxy: false });
  });
  afterAll(async () => shop?.close());

  const temporary = (headers: Record<string, string>) =>
    shop.app.inject({ method: "POST", url: "/clients/temporary", remoteAddress: "10.1.2.3", headers, payload: {} });

  it("counts a signed visitor address apart, and ignores an unsigned or forged one", async () => {
    const signed = (address: string) => ({
      "x-visitor-address": address,
      "x-visitor-signature": visitorSignature(secret, address),
    });
    for (let i = 0; i < 5; i++) expect((await temporary(signed(`198.51.100.${i + 1}`))).statusCode).toBe(201);
    // Unsigned, forged or X-Forwarded-For: all the storefront's own address, limited together
    const statuses = [
      (await temporary({ "x-visitor-address": "198.51.100.50" })).statusCode,
      (await temporary({ "x-visitor-address": "198.51.100.51", "x-visitor-signature": "00".repeat(32) })).statusCode,
      (await temporary({ "x-forwarded-for": "198.51.100.52" })).statusCode,
    ];
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe("visitorKey", () => {
  it("counts an IPv6 visitor by its /64 network, an IPv4 one as it is", () => {
    expect(visitorKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(visitorKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(visitorKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(visitorKey("::1")).toBe("0:0:0:0::/64");
    expect(visitorKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(visitorKey("192.0.2.1")).toBe("192.0.2.1");
  });
});
