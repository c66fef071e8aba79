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

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${options.keyPrefix}rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
  });
});
