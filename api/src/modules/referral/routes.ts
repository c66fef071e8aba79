/**
 * The referral calls (§7): the godfather's code and godsons, inviting a friend by e-mail (the
 * invitation in the page's language), the offer when signed in, the CRM event the page reports,
 * and who a share link's code names (for /lp-referral/invitation).
 */
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { godsonState } from "#domain/loyalty.js";
import { ApiError, ProblemSchema, problemResponses } from "../../plugins/errors.js";
import {
  CrmEventBody,
  CrmEventResponse,
  GodfatherQuery,
  GodfatherSchema,
  GodsonSchema,
  InviteBody,
  ReferralOfferMeSchema,
  ReferralSchema,
} from "./schemas.js";
import {
  CRM_EVENTS,
  ensureReferralCode,
  godfatherByCode,
  godsons,
  inviteGodson,
  recordCrmEvent,
  referralSettings,
  type Referral,
} from "./service.js";

const TAG = "referral";
const bearer = [{ bearer: [] }];
const euros = (cents: number) => Math.round(cents) / 100;

function godsonOut(row: Referral) {
  return {
    id: row.id,
    email: row.godsonEmail,
    state: godsonState(row.status),
    status: row.status,
    reward_amount: row.rewardCents === null ? null : euros(row.rewardCents),
    rewarded_at: row.rewardedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * `config.rateLimit` counting per signed-in account (after requireClient, decision 0037): `max`
 * calls in `timeWindow`, then 429 TOO_MANY_REQUESTS with Retry-After.
 */
function perAccount(max: number, timeWindow: string): RateLimitOptions {
  return { max, timeWindow, hook: "preHandler", keyGenerator: (request) => `client:${request.clientId}` };
}

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/clients/me/referral",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "The client's godfather code and godsons",
        description:
          "The code (made on first call) and the share link's path, the amounts, and the godsons newest first with their state: INVITED, SIGNED_UP, FIRST_ORDER_PAID.",
        security: bearer,
        response: { 200: ReferralSchema, ...problemResponses },
      },
    },
    async (request) => {
      const code = await ensureReferralCode(app.db, request.clientId);
      const [settings, rows] = await Promise.all([referralSettings(app.db), godsons(app.db, request.clientId)]);
      return {
        code,
        share_path: `/lp-referral/invitation?godfather=${code}`,
        godfather_amount: euros(settings.godfatherAmountCents),
        godson_amount: euros(settings.godsonAmountCents),
        rewards_total: euros(
          rows.reduce((sum, row) => sum + (row.status === "REWARDED" ? (row.rewardCents ?? 0) : 0), 0),
        ),
        godsons: rows.map(godsonOut),
      };
    },
  );

  app.post(
    "/clients/me/referral/godsons",
    {
      preHandler: app.requireClient,
      // Each invitation is an e-mail to someone who did not ask for it: not a way to send many
      config: { rateLimit: perAccount(app.config.referralInvitesPerDay, "24 hours") },
      schema: {
        tags: [TAG],
        summary: "Invite a friend",
        description:
          "Sends the invitation e-mail (in the request's language, Accept-Language) with the share link and answers the new godson (first in GET referral). 400 OWN_EMAIL for one's own address (dots and +tags ignored), 409 ALREADY_CLIENT for a client's address, 409 ALREADY_INVITED for a friend already invited. Limited per account (REFERRAL_INVITES_PER_DAY calls in 24 hours): 429 TOO_MANY_REQUESTS with Retry-After.",
        security: bearer,
        body: InviteBody,
        response: { 201: GodsonSchema, ...problemResponses, 409: ProblemSchema, 429: ProblemSchema },
      },
    },
    async (request, reply) => {
      const row = await inviteGodson(app.db, {
        godfatherId: request.clientId,
        email: request.body.email,
        locale: request.locale,
        storefrontUrl: app.config.storefrontUrl,
      });
      return reply.status(201).send(godsonOut(row));
    },
  );

  app.get(
    "/clients/me/referral_offer",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "The referral offer, signed in",
        description:
          "godfather_amount (the reward per friend) and godson_amount (the friend's welcome offer), in euros.",
        security: bearer,
        response: { 200: ReferralOfferMeSchema, ...problemResponses },
      },
    },
    async () => {
      const settings = await referralSettings(app.db);
      return {
        godfather_amount: euros(settings.godfatherAmountCents),
        godson_amount: euros(settings.godsonAmountCents),
      };
    },
  );

  app.get(
    "/referral/godfather",
    {
      schema: {
        tags: [TAG],
        summary: "Who a share link's code names",
        description: "The godfather's first name for /lp-referral/invitation?godfather=CODE; 404 for an unknown code.",
        querystring: GodfatherQuery,
        response: { 200: GodfatherSchema, ...problemResponses },
      },
    },
    async (request) => {
      const godfather = await godfatherByCode(app.db, request.query.code);
      if (!godfather) throw ApiError.notFound("Unknown godfather code");
      return { firstname: godfather.firstname };
    },
  );

  app.post(
    "/crm/event",
    {
      preHandler: app.requireClient,
      // Each event is a stored row: a client reports a few, not a flood
      config: { rateLimit: perAccount(app.config.crmEventsPerHour, "1 hour") },
      schema: {
        tags: [TAG],
        summary: "Report a CRM event",
        description: `Stored for the marketing tools (crm_events) with the signed-in client. event_name: ${CRM_EVENTS.join(", ")}; any other is 400 UNKNOWN_EVENT. Other fields of the body are kept as its payload. Limited per account (CRM_EVENTS_PER_HOUR calls an hour): 429 TOO_MANY_REQUESTS with Retry-After.`,
        security: bearer,
        body: CrmEventBody,
        response: { 201: CrmEventResponse, ...problemResponses, 429: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { event_name: eventName, payload, ...rest } = request.body;
      if (!(CRM_EVENTS as readonly string[]).includes(eventName)) {
        throw ApiError.badRequest(
          "Unknown event",
          { event_name: [`One of ${CRM_EVENTS.join(", ")}`] },
          "UNKNOWN_EVENT",
        );
      }
      const row = await recordCrmEvent(app.db, {
        clientId: request.clientId,
        eventName,
        payload: { ...rest, ...(payload ?? {}) },
      });
      return reply.status(201).send(row);
    },
  );
};
