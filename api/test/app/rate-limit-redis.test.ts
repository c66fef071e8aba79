/**
 * With REDIS_URL, the sign-in limits are counted in Redis, so several API processes share them: an
 * attacker gains nothing by spreading attempts over the instances behind a load balancer. Skipped
 * (with a message) when no Redis answers on 127.0.0.1:6379. A Redis that does not answer lifts no
 * limit: the counters go on in the process's memory meanwhile (decision 0036).
 */
import { randomBytes } from "node:crypto";
import { createConnection, createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { PassThrough } from "node:stream";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../helpers.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const MAX = 3;

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisAnswers();
if (!redisUp) console.warn(`rate-limit-redis.test.ts skipped: no Redis answers at ${REDIS_URL}`);

describe.skipIf(!redisUp)("sign-in limits in Redis", () => {
  // One prefix per run: counters of earlier runs (or of a shared Redis) never leak in
  const keyPrefix = `malle-test-${randomBytes(6).toString("hex")}:`;
  let first: TestContext;
  let second: TestContext;

  beforeAll(async () => {
    const config = { rateLimitMax: MAX, redisUrl: REDIS_URL, redisKeyPrefix: keyPrefix };
    [first, second] = await Promise.all([createTestApp(config), createTestApp(config)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const attempt = (ctx: TestContext, email: string, remoteAddress = "198.51.100.4") =>
    ctx.app.inject({ method: "POST", url: "/clients/token", remoteAddress, payload: { email, password: "guess" } });

  it("one address: attempts on two instances add up", async () => {
    const email = `shared.${Date.now().toString(36)}@example.com`;
    for (let i = 0; i < MAX; i++) expect((await attempt(i % 2 ? second : first, email)).statusCode).toBe(401);
    const refused = await attempt(first, email);
    expect(refused.statusCode).toBe(429);
    expect((await attempt(second, email)).statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it("one IP, many addresses: attempts on two instances add up", async () => {
    const ip = "198.51.100.9";
    for (let i = 0; i < MAX * 5; i++) {
      const response = await attempt(i % 2 ? second : first, `spray.${i}.${Date.now().toString(36)}@example.com`, ip);
      expect(response.statusCode).toBe(401);
    }
    const refused = await attempt(second, `spray.last@example.com`, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ type: "TOO_MANY_REQUESTS", status: 429 });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("keeps its keys under the configured prefix", async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    redis.disconnect();
    expect(keys.length).toBeGreaterThan(0);
  });
});

/** The API's log, kept in memory. */
function logged() {
  const stream = new PassThrough();
  const log = { text: "", stream };
  stream.on("data", (chunk: Buffer) => (log.text += chunk.toString("utf8")));
  return log;
}

const outageWarnings = (log: string) =>
  log.split("\n").filter((line) => line.includes("rate-limit store (Redis) unavailable")).length;

describe("a Redis that does not answer", () => {
  it("lifts no limit: the counting goes on in the process's memory, and the outage is logged once", async () => {
    const log = logged();
    const ctx = await createTestApp(
      { rateLimitMax: 1, redisUrl: "redis://127.0.0.1:1", redisKeyPrefix: "unused:", logLevel: "warn" },
      { logStream: log.stream },
    );
    try {
      const attempt = () =>
        ctx.app.inject({
          method: "POST",
          url: "/clients/token",
          payload: { email: "nobody@example.com", password: "guess" },
        });
      expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      // A route's own limit (config.rateLimit) holds too
      const temporary = () => ctx.app.inject({ method: "POST", url: "/clients/temporary", payload: {} });
      expect((await temporary()).statusCode).toBe(201);
      expect((await temporary()).statusCode).toBe(429);
      expect(outageWarnings(log.text)).toBe(1);
    } finally {
      await ctx.close();
    }
  });
});

describe.skipIf(!redisUp)("a Redis that stops answering, then answers again", () => {
  /** A relay to the real Redis that can be cut (every connection dropped) and opened again on its port. */
  function relay() {
    const sockets = new Set<Socket>();
    const open = (port = 0) =>
      new Promise<Server>((resolve) => {
        const server = createServer((client) => {
          const redis = new URL(REDIS_URL);
          const upstream = createConnection(Number(redis.port || 6379), redis.hostname);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on("error", () => {});
            socket.on("close", () => sockets.delete(socket));
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, "127.0.0.1", () => resolve(server));
      });
    return { open, sockets };
  }

  it("counts in this process's memory meanwhile, logged once, and in Redis again afterwards", async () => {
    const log = logged();
    const link = relay();
    let server = await link.open();
    const { port } = server.address() as AddressInfo;
    const keyPrefix = `malle-test-${randomBytes(6).toString("hex")}:`;
    const ctx = await createTestApp(
      { rateLimitMax: 1, redisUrl: `redis://127.0.0.1:${port}`, redisKeyPrefix: keyPrefix, logLevel: "info" },
      { logStream: log.stream },
    );
    const attempt = (email: string) =>
      ctx.app.inject({ method: "POST", url: "/clients/token", payload: { email, password: "guess" } });
    try {
      // Counted in Redis
      expect((await attempt("before@example.com")).statusCode).toBe(401);

      // Redis cut: the limit holds in memory
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of link.sockets) socket.destroy();
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await attempt("during@example.com")).statusCode).toBe(401);
      expect((await attempt("during@example.com")).statusCode).toBe(429);

      // Redis back: the counting goes back there, where the first attempt still counts
      server = await link.open(port);
      for (let i = 0; i < 50 && !log.text.includes("answers again"); i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        await attempt(`probe.${i}@example.com`);
      }
      expect(log.text).toContain("rate-limit store (Redis) answers again");
      expect((await attempt("before@example.com")).statusCode).toBe(429);
      expect(outageWarnings(log.text)).toBe(1);
    } finally {
      await ctx.close();
      for (const socket of link.sockets) socket.destroy();
      server.close();
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
