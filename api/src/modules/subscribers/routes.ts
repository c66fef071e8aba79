/**
 * Newsletter (§3 Newsletter subscriber, §5, §7): footer sign-up, e-mail unsubscription and SMS
 * (phone) unsubscription. Public calls, limited per IP.
 */
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError, problemResponses, ProblemSchema } from "../../plugins/errors.js";
import {
  PhoneUnsubscribeBodySchema,
  PhoneUnsubscribeResponseSchema,
  SubscribeBodySchema,
  SubscriberSchema,
  UnsubscribeBodySchema,
  UnsubscribeResponseSchema,
} from "./schemas.js";
import { phoneUnsubscribe, subscribe, unsubscribe } from "./service.js";

/** Per IP and minute: a generous floor, raised with RATE_LIMIT_MAX (tests raise it). Other public forms share it. */
export function publicFormRateLimit(max: number): RateLimitOptions {
  return {
    max,
    timeWindow: "1 minute",
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, "TOO_MANY_REQUESTS", "Too many requests, please try again later", `Retry in ${context.after}`),
  };
}

const limited = { 429: ProblemSchema };

export const subscribersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  // Signs the numbers of unsubscribe links (see unsubscribe-number.ts)
  const secret = app.config.jwtSecret;
  const limit = Math.max(60, app.config.rateLimitMax);

  app.post(
    "/subscribers",
    {
      config: { rateLimit: publicFormRateLimit(limit) },
      schema: {
        tags: ["newsletter"],
        summary: "Subscribe an e-mail to the kid or woman newsletter",
        description:
          "The language is the request's (Accept-Language). An empty e-mail answers 400 'An email is required'; a malformed one 422 form_wrong_email. " +
          "Subscribing an address already on the list answers 200 (and subscribes it again if it had left). unknown_domain says the address is not at a common provider: the form shows a soft warning, nothing is refused.",
        body: SubscribeBodySchema,
        response: { 200: SubscriberSchema, 201: SubscriberSchema, ...problemResponses, ...limited },
      },
    },
    async (request, reply) => {
      const result = await subscribe(db, secret, {
        email: request.body.email,
        list: request.body.list,
        source: request.body.source,
        locale: request.locale,
        clientId: await app.ownClientId(request),
      });
      return reply.code(result.created ? 201 : 200).send(result.subscriber);
    },
  );

  app.post(
    "/subscribers/unsubscribe",
    {
      config: { rateLimit: publicFormRateLimit(limit) },
      schema: {
        tags: ["newsletter"],
        summary: "Unsubscribe an e-mail, or the subscriber of an unsubscribe link, from a list",
        description:
          "Idempotent. By e-mail the answer is the same whether or not the address was on the list, so it reveals nothing. " +
          "By number (the {number} of /unsub/{number}/{list}, signed so it cannot be guessed): a number this API did not issue, or of another list, answers 404; already_unsubscribed says whether the subscriber had already left.",
        body: UnsubscribeBodySchema,
        response: { 200: UnsubscribeResponseSchema, ...problemResponses, ...limited },
      },
    },
    async (request) => unsubscribe(db, secret, request.body),
  );

  app.post(
    "/subscribers/phone-unsubscribe",
    {
      config: { rateLimit: publicFormRateLimit(limit) },
      schema: {
        tags: ["newsletter"],
        summary: "Stop the SMS of a list for a phone number",
        description: "Both list and phone are required (§5). Idempotent.",
        body: PhoneUnsubscribeBodySchema,
        response: { 200: PhoneUnsubscribeResponseSchema, ...problemResponses, ...limited },
      },
    },
    async (request) => phoneUnsubscribe(db, request.body),
  );
};
