/**
 * Rate limits (@fastify/rate-limit, off unless a route asks), counted per visitor
 * (`request.visitor`, plugins/visitor.ts): in Redis when REDIS_URL is set, so every API process
 * behind a load balancer shares the counters, else in this process's memory. A Redis that does not
 * answer never lifts a limit (decision 0036): the counters go on in this process's memory, logged
 * once per outage, and back to Redis when it answers again.
 *
 * A route asks with `config.rateLimit`, or counts by hand with `app.counters` (the sign-in, which
 * takes a successful attempt back). Over a limit: 429 in the problem shape with Retry-After.
 */
import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { ApiError } from "./errors.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Fixed-window counters shared by every API process (Redis), or this process's during an outage. */
    counters: Counters;
  }
}

/** The 429 answer of every limit. */
export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    "TOO_MANY_REQUESTS",
    "Too many attempts, please try again later",
    `Retry in ${retryAfterSeconds} seconds`,
  );
}

/** A counter's value in its window and the milliseconds left of that window. */
export type Count = { current: number; ttl: number };

/** This process's counters: the store without Redis, and the fallback while Redis is down. */
class MemoryCounters {
  private readonly entries = new Map<string, { current: number; resetAt: number }>();

  constructor(private readonly maxEntries = 100_000) {}

  incr(key: string, windowMs: number): Count {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      this.makeRoom(now);
      entry = { current: 0, resetAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.resetAt - now };
  }

  decr(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > Date.now() && entry.current > 0) entry.current -= 1;
  }

  /** Ended windows go first; past the bound, the oldest counters (a flood of visitors must not fill the memory). */
  private makeRoom(now: number) {
    if (this.entries.size < this.maxEntries) return;
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}

// One round trip each, atomic: the window starts with the first count (a key left without expiry
// is given one), and taking a count back never goes below zero nor creates a key
const INCR = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;
const DECR = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

type CountingRedis = Redis & {
  countIncr(key: string, windowMs: number): Promise<[number, number]>;
  countDecr(key: string): Promise<number>;
};

export class Counters {
  private readonly memory = new MemoryCounters();
  private down = false;

  constructor(
    private readonly redis: CountingRedis | undefined,
    private readonly keyPrefix: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts one more in `key`'s window (started now when there is none). */
  incr(key: string, windowMs: number): Promise<Count> {
    return this.use(
      async (redis) => {
        const [current, ttl] = await redis.countIncr(this.keyPrefix + key, windowMs);
        return { current, ttl };
      },
      () => this.memory.incr(key, windowMs),
    );
  }

  /** Takes one count back (a sign-in that succeeded is not a failure). */
  decr(key: string): Promise<void> {
    return this.use(
      async (redis) => void (await redis.countDecr(this.keyPrefix + key)),
      () => this.memory.decr(key),
    );
  }

  /** Redis is unreachable: said once per outage, the counting goes on in memory meanwhile. */
  outage(error: unknown) {
    if (this.down) return;
    this.down = true;
    this.log.warn({ err: error }, "rate-limit store (Redis) unavailable: limits counted in this process's memory");
  }

  private async use<T>(inRedis: (redis: CountingRedis) => Promise<T>, inMemory: () => T): Promise<T> {
    if (this.redis?.status === "ready") {
      try {
        const result = await inRedis(this.redis);
        if (this.down) {
          this.down = false;
          this.log.info("rate-limit store (Redis) answers again: limits counted there");
        }
        return result;
      } catch (error) {
        this.outage(error);
      }
    } else if (this.redis) {
      this.outage(new Error(`Redis connection ${this.redis.status}`));
    }
    return inMemory();
  }
}

/** @fastify/rate-limit's store over the counters: route limits share Redis and its fallback. */
function counterStore(counters: Counters) {
  return class CounterStore implements FastifyRateLimitStore {
    prefix = "";

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number) {
      counters.incr(this.prefix + key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    /** Each route counts apart: its method and URL before the key, as the plugin's own stores do. */
    child(options: object) {
      const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      const store = new CounterStore();
      store.prefix = `${this.prefix}${route?.method ?? ""}${route?.url ?? ""}-`;
      return store;
    }
  };
}

/** Resolves once the client is ready, or after `timeoutMs` when Redis does not answer. */
function connected(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off("ready", done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once("ready", done);
  });
}

export const rateLimitPlugin = fp<{ redisUrl?: string; keyPrefix: string }>(async (app, options) => {
  const redis = options.redisUrl
    ? (new Redis(options.redisUrl, {
        // A Redis that does not answer must not hold requests: commands fail fast (no offline
        // queue) and the counting goes on in memory until it is back
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      }) as CountingRedis)
    : undefined;
  redis?.defineCommand("countIncr", { numberOfKeys: 1, lua: INCR });
  redis?.defineCommand("countDecr", { numberOfKeys: 1, lua: DECR });
  const counters = new Counters(redis, `${options.keyPrefix}rate-limit:`, app.log);
  // Every failed reconnection is an 'error': the outage is logged once, not at each retry
  redis?.on("error", (error: Error) => counters.outage(error));
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
  // Counts made before the connection is up would stay in this process: wait for it, a second at most
  if (redis) await connected(redis, 1000);

  app.decorate("counters", counters);
  await app.register(rateLimit, {
    global: false,
    store: counterStore(counters),
    keyGenerator: (request) => request.visitor,
    errorResponseBuilder: (_request, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
  });
});
