/**
 * Route helpers of the auth calls: the spec's "missing argument" messages (§5), the password
 * reset's rate limit and the sign-in's limits, all per visitor (`request.visitor`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RateLimitOptions } from "@fastify/rate-limit";
import { ApiError, type FieldErrors } from "../../plugins/errors.js";
import { tooManyAttempts } from "../../plugins/rate-limit.js";

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * preValidation hook: answers 400 with the spec's message (e.g. 'An email is required') when a
 * required field is absent or blank, before the schema checks the fields' formats.
 */
export function requireFields(source: "body" | "query", fields: Record<string, string>, title: string) {
  return async (request: FastifyRequest) => {
    const input = request[source];
    const values = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
    const errors: FieldErrors = {};
    for (const [field, message] of Object.entries(fields)) {
      if (isBlank(values[field])) errors[field] = [message];
    }
    if (Object.keys(errors).length > 0) throw ApiError.badRequest(title, errors);
  };
}

/** Lower-cased e-mail of a parsed body, or an empty text. */
function bodyField(request: FastifyRequest, field: string): string {
  const body = request.body;
  const value = body && typeof body === "object" ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === "string" || typeof value === "number" ? String(value).trim().toLowerCase() : "";
}

/**
 * `config.rateLimit` of a password-reset route: rateLimitMax requests a minute per visitor and
 * account (lower-cased e-mail, or client id for the reset itself), counted once the body is
 * validated; beyond it 429 in the Problem shape.
 */
export function authRateLimit(app: FastifyInstance, keyField: "email" | "client_id"): RateLimitOptions {
  return {
    max: app.config.rateLimitMax,
    timeWindow: "1 minute",
    hook: "preHandler",
    keyGenerator: (request) => `${request.visitor}|${keyField}:${bodyField(request, keyField)}`,
  };
}

const MINUTE = 60_000;

/**
 * The sign-in's limits (decision 0036; staff sign-ins have the same ones, counted apart), on failed attempts only: per visitor and account
 * rateLimitMax a minute; per visitor, whatever the accounts, 5 × rateLimitMax in 15 minutes
 * (password spraying; a household or an office behind one address is not hindered); per account,
 * whatever the visitors, 20 × rateLimitMax an hour (guessing spread over many addresses).
 *
 * Each attempt is counted before the password is checked, so parallel attempts cannot all slip
 * under a limit; one refused by a limit and one that succeeds are taken back, so neither a right
 * password nor an attacker already held back adds to anyone's count.
 */
export function signInLimits(app: FastifyInstance, kind: "client" | "staff" = "client") {
  const max = app.config.rateLimitMax;
  const limits = [
    {
      name: "sign-in-visitor-account",
      max,
      windowMs: MINUTE,
      key: (visitor: string, email: string) => `${visitor}|${email}`,
    },
    { name: "sign-in-visitor", max: max * 5, windowMs: 15 * MINUTE, key: (visitor: string) => visitor },
    { name: "sign-in-account", max: max * 20, windowMs: 60 * MINUTE, key: (_: string, email: string) => email },
  ];
  const keysOf = (request: FastifyRequest) =>
    limits.map(
      (limit) =>
        `${kind === "staff" ? "staff-" : ""}${limit.name}|${limit.key(request.visitor, bodyField(request, "email"))}`,
    );
  const takeBack = (request: FastifyRequest) =>
    Promise.all(keysOf(request).map((key) => app.counters.decr(key))).then(() => undefined);

  return {
    /** preHandler: counts the attempt; over a limit, 429 with Retry-After. */
    count: async (request: FastifyRequest, reply: FastifyReply) => {
      const keys = keysOf(request);
      const counts = await Promise.all(keys.map((key, i) => app.counters.incr(key, limits[i]!.windowMs)));
      const over = counts.filter((count, i) => count.current > limits[i]!.max);
      if (over.length === 0) return;
      await takeBack(request);
      const retryAfter = Math.ceil(Math.max(...over.map((count) => count.ttl)) / 1000);
      reply.header("retry-after", retryAfter);
      throw tooManyAttempts(retryAfter);
    },
    /** A sign-in that succeeded is not a failure: its attempt is taken back. */
    succeeded: takeBack,
  };
}
