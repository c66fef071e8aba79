/**
 * The loyalty calls (§7): the balance and what it buys, the points history (paged, 30 by
 * default), coupons bought with 200 or 600 points (§8 messages when short), the birthday offer,
 * and a customer-service adjustment. They answer whatever the loyalty switch says: the switch
 * only hides the storefront's pages (their guard answers 404).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { nextThreshold, pointsExpiringSoon } from "#domain/loyalty.js";
import { ApiError, problemResponses } from "../../plugins/errors.js";
import {
  AdjustBody,
  AdjustParams,
  AdjustResponse,
  BirthdayResponse,
  LoyaltyPointsPageSchema,
  LoyaltyPointsQuery,
  LoyaltySchema,
  RedeemBody,
  RedeemResponse,
} from "./schemas.js";
import {
  adjustPoints,
  birthdayKids,
  birthdayOffer,
  clientExists,
  ledgerEntries,
  ledgerPage,
  loyaltySettings,
  pointsBalance,
  redeemCoupon,
  type Code,
} from "./service.js";

const TAG = "loyalty";
const bearer = [{ bearer: [] }];
const euros = (cents: number) => Math.round(cents) / 100;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function personalCodeOut(code: Code) {
  return {
    code: code.code,
    kind: code.kind === "BIRTHDAY" ? ("BIRTHDAY" as const) : ("COUPON" as const),
    amount: code.amountCents === null ? null : euros(code.amountCents),
    percent: code.percent,
    expires_at: iso(code.expiresAt),
  };
}

export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/clients/me/loyalty",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "The client's points and what they buy",
        description:
          "The balance, the earning rule's figures, each coupon tier (points → euros) and whether it is reached, the next threshold, the points lapsing within 30 days, and the kids whose birthday offer can be asked for.",
        security: bearer,
        response: { 200: LoyaltySchema, ...problemResponses },
      },
    },
    async (request) => {
      const clientId = request.clientId;
      const now = new Date();
      const [settings, balance, entries, kids] = await Promise.all([
        loyaltySettings(app.db),
        pointsBalance(app.db, clientId),
        ledgerEntries(app.db, clientId),
        birthdayKids(app.db, clientId, now),
      ]);
      const next = nextThreshold(balance, settings);
      const soon = pointsExpiringSoon(entries, now, settings.expiringSoonDays);
      return {
        balance,
        points_per_euro: settings.pointsPerEuro,
        rating_points: settings.ratingPoints,
        referral_points: settings.referralPoints,
        validity_months: settings.validityMonths,
        tiers: settings.tiers.map((tier) => ({
          points: tier.points,
          amount: euros(tier.amountCents),
          reachable: balance >= tier.points,
        })),
        next_threshold: next && { points: next.points, amount: euros(next.amountCents), missing: next.missing },
        expiring_soon: soon && { points: soon.points, expires_at: soon.expiresAt.toISOString() },
        birthday_kids: kids,
      };
    },
  );

  app.get(
    "/clients/me/loyalty_points",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "The points history (§3 Loyalty history page)",
        description: "Movements newest first: page from 1, page_size 30 by default (§9), at most 100.",
        security: bearer,
        querystring: LoyaltyPointsQuery,
        response: { 200: LoyaltyPointsPageSchema, ...problemResponses },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const { items, total } = await ledgerPage(app.db, request.clientId, page, pageSize);
      return {
        items: items.map((row) => ({
          id: row.id,
          points: row.points,
          balance_after: row.balanceAfterPoints,
          reason: row.reason,
          reference: row.reference,
          order_id: row.orderId,
          expires_at: row.points > 0 ? iso(row.expiresAt) : null,
          created_at: row.createdAt.toISOString(),
        })),
        page,
        page_size: pageSize,
        pages: Math.max(1, Math.ceil(total / pageSize)),
        total,
      };
    },
  );

  app.post(
    "/clients/me/loyalty/coupons",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Buy a coupon with points",
        description:
          "Takes the tier's points (200 or 600) and answers a personal COUPON code of its value, usable once (it shows in GET coupon-codes). One transaction with the client's row held: two redemptions at once never spend the same points. 400 NOT_ENOUGH_LOYALTY_POINTS with title and detail 'Not enough loyalty points. Minimum: 200.00' (or '… 600.00') when the balance is short; 400 VALIDATION_ERROR for another number of points.",
        security: bearer,
        body: RedeemBody,
        response: { 201: RedeemResponse, ...problemResponses },
      },
    },
    async (request, reply) => {
      const { code, balance } = await redeemCoupon(app.db, request.clientId, request.body.points);
      return reply.status(201).send({ code: personalCodeOut(code), balance });
    },
  );

  app.post(
    "/clients/me/loyalty/birthday-offer",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Ask for a kid's birthday offer",
        description:
          "A personal BIRTHDAY code (20 % off a kid's order, valid 30 days) for the first kid whose birthday is this month and who has had none this year. 400 NO_ELIGIBLE_KID with title and detail 'No eligible kid for birthday offer' otherwise.",
        security: bearer,
        response: { 201: BirthdayResponse, ...problemResponses },
      },
    },
    async (request, reply) => {
      const { code, kid } = await birthdayOffer(app.db, request.clientId);
      return reply.status(201).send({ code: personalCodeOut(code), kid });
    },
  );

  app.post(
    "/admin/clients/:id/loyalty_points",
    {
      onRequest: app.requirePermission("adjust:points"),
      schema: {
        tags: [TAG, "admin"],
        summary: "Give or take points (customer service)",
        description:
          "An ADJUSTMENT movement: positive points lapse like earned ones, negative ones never take the balance below zero (400). The reference makes it once: the same reference again changes nothing (created false).",
        security: bearer,
        params: AdjustParams,
        body: AdjustBody,
        response: { 201: AdjustResponse, ...problemResponses },
      },
    },
    async (request, reply) => {
      if (!(await clientExists(app.db, request.params.id))) throw ApiError.notFound("Client not found");
      const created = await adjustPoints(app.db, {
        clientId: request.params.id,
        points: request.body.points,
        reference: request.body.reference,
      });
      const balance = await pointsBalance(app.db, request.params.id);
      return reply.status(201).send({ created, balance });
    },
  );
};
