/**
 * Route helpers of the auth calls: the spec's "missing argument" messages (§5), the per-address
 * rate limit of sign-in and password reset, and the sign-in's per-IP limit.
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
 * `config.rateLimit` of a sign-in or reset route: rateLimitMax attempts a minute per address and
 * account (IP + lower-cased e-mail, or IP + client id for the reset itself), counted once the
 * body is validated; beyond it 429 in the Problem shape.
 */
export function authRateLimit(app: FastifyInstance, keyField: "email" | "client_id"): RateLimitOptions {
  return {
    max: app.config.rateLimitMax,
    timeWindow: "1 minute",
    hook: "preHandler",
    keyGenerator: (request) => `${request.ip}|${keyField}:${bodyField(request, keyField)}`,
  };
}

/**
 * preHandler of the sign-in: 5 × rateLimitMax attempts per 15 minutes from one IP, whatever the
 * addresses — password spraying tries one password on many accounts, each below its own limit.
 * Generous enough for a household or an office behind one address.
 */
export function signInIpRateLimit(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: app.config.rateLimitMax * 5,
    timeWindow: "15 minutes",
    keyGenerator: (request) => `sign-in-ip|${request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("retry-after", result.ttlInSeconds);
    throw tooManyAttempts(result.ttlInSeconds);
  };
}
