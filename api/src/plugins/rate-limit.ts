/**
 * Rate limits (@fastify/rate-limit, off unless a route asks): counted in Redis when REDIS_URL is
 * set, so every API process behind a load balancer shares the counters, else in this process's
 * memory. A route asks with `config.rateLimit` (one limit) or with a preHandler from
 * `app.createRateLimit` (a second one, e.g. the sign-in's per-IP limit). Over a limit: 429 in the
 * problem shape with Retry-After.
 */
import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { ApiError } from "./errors.js";

/** The 429 answer of every limit. */
export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    "TOO_MANY_REQUESTS",
    "Too many attempts, please try again later",
    `Retry in ${retryAfterSeconds} seconds`,
  );
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
    ? new Redis(options.redisUrl, {
        // A Redis that does not answer must not hold sign-ins: commands fail fast and the limit
        // is skipped (skipOnError) until it is back, and the failure is logged
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  redis?.on("error", (error: Error) => app.log.warn({ err: error }, "rate-limit store (Redis) unavailable"));
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
  // Without an offline queue, a command sent before the connection is up fails (and the limit is
  // skipped): the first sign-ins after a start would not count. Wait for it, a second at most.
  if (redis) await connected(redis, 1000);

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${options.keyPrefix}rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
  });
});
