/**
 * Codes and gift cards administration (manage:codes, issue 25, decision 0044): list, create and
 * disable discount codes and see who used them; list gift cards, see where a card's value went,
 * disable one.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { codeDraftErrors } from "#domain/back-office.js";
import { ApiError, ProblemSchema, problemResponses } from "../../plugins/errors.js";
import {
  CodeActiveBody,
  CodeDetailSchema,
  CodePageSchema,
  CodeSchema,
  CreateCodeBody,
  GiftCardDetailSchema,
  GiftCardPageSchema,
  GiftCardSchema,
  IdParams,
  ListQuery,
} from "./schemas.js";
import {
  type Code,
  type GiftCard,
  codeWithRedemptions,
  codesPage,
  createCode,
  disableGiftCard,
  giftCardWithRedemptions,
  giftCardsPage,
  setCodeActive,
} from "./service.js";

const TAG = "back-office: codes and gift cards";
const security = [{ bearer: [] }];
const withForbidden = { ...problemResponses, 403: ProblemSchema };
const iso = (date: Date | null) => date?.toISOString() ?? null;

const codeOut = (c: Code & { uses: number }) => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  percent: c.percent,
  amount_cents: c.amountCents,
  shipping_fee_offered: c.shippingFeeOffered,
  target: c.target,
  applies_to: c.appliesTo,
  min_order_cents: c.minOrderCents,
  min_loyalty_points: c.minLoyaltyPoints,
  max_uses: c.maxUses,
  max_uses_per_client: c.maxUsesPerClient,
  client_id: c.clientId,
  is_active: c.isActive,
  starts_at: iso(c.startsAt),
  expires_at: iso(c.expiresAt),
  uses: c.uses,
  created_at: c.createdAt.toISOString(),
});

const cardOut = (g: GiftCard) => ({
  id: g.id,
  code: g.code,
  amount_cents: g.amountCents,
  balance_cents: g.balanceCents,
  giver_name: g.giverName,
  recipient_name: g.recipientName,
  recipient_email: g.recipientEmail,
  order_id: g.orderId,
  expires_at: iso(g.expiresAt),
  used_at: iso(g.usedAt),
  used_by_client_id: g.usedByClientId,
  disabled_at: iso(g.disabledAt),
  created_at: g.createdAt.toISOString(),
});

export const codesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/codes",
    {
      onRequest: app.requirePermission("manage:codes"),
      schema: {
        tags: [TAG],
        summary: "Discount, coupon and birthday codes, newest first (manage:codes)",
        description: "q: part of the code. Each code says how often it was redeemed.",
        security,
        querystring: ListQuery,
        response: { 200: CodePageSchema, ...withForbidden },
      },
    },
    async (request) => {
      const { q, page, per_page: perPage } = request.query;
      const { rows, total } = await codesPage(app.db, { q, page, perPage });
      return { items: rows.map(codeOut), page, per_page: perPage, total };
    },
  );

  app.post(
    "/admin/codes",
    {
      onRequest: app.requirePermission("manage:codes"),
      schema: {
        tags: [TAG],
        summary: "Create a code (manage:codes)",
        description:
          "One benefit: a percent or an amount, or free shipping alone (400 on amount otherwise). A COUPON names its loyalty minimum; the validity ends after it starts. The code is kept upper-case; 409 CODE_TAKEN when a code or a gift card already has it.",
        security,
        body: CreateCodeBody,
        response: { 201: CodeSchema, ...withForbidden, 409: ProblemSchema },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const startsAt = b.starts_at ? new Date(b.starts_at) : null;
      const expiresAt = b.expires_at ? new Date(b.expires_at) : null;
      if ((startsAt && Number.isNaN(startsAt.getTime())) || (expiresAt && Number.isNaN(expiresAt.getTime()))) {
        throw ApiError.badRequest("Invalid date", { expires_at: ["A date and time, ISO 8601"] });
      }
      const errors = codeDraftErrors({
        code: b.code,
        kind: b.kind,
        percent: b.percent,
        amountCents: b.amount_cents,
        shippingFeeOffered: b.shipping_fee_offered,
        minLoyaltyPoints: b.min_loyalty_points,
        startsAt,
        expiresAt,
      });
      if (Object.keys(errors).length > 0) throw ApiError.badRequest("Invalid code", errors);
      const created = await createCode(app.db, {
        code: b.code,
        kind: b.kind,
        percent: b.percent,
        amountCents: b.amount_cents,
        shippingFeeOffered: b.shipping_fee_offered,
        target: b.target,
        appliesTo: b.applies_to,
        minOrderCents: b.min_order_cents,
        minLoyaltyPoints: b.min_loyalty_points,
        maxUses: b.max_uses,
        maxUsesPerClient: b.max_uses_per_client,
        startsAt,
        expiresAt,
      });
      if (!created.ok) {
        throw ApiError.conflict("CODE_TAKEN", "This code already exists", {
          code: ["Already used by a code or a gift card"],
        });
      }
      const found = await codeWithRedemptions(app.db, created.id);
      return reply.code(201).send(codeOut(found!.code));
    },
  );

  app.get(
    "/admin/codes/:id",
    {
      onRequest: app.requirePermission("manage:codes"),
      schema: {
        tags: [TAG],
        summary: "A code and its redemptions (manage:codes)",
        description: "Who used the code, on which order, for how much (newest first, 500 at most).",
        security,
        params: IdParams,
        response: { 200: CodeDetailSchema, ...withForbidden },
      },
    },
    async (request) => {
      const found = await codeWithRedemptions(app.db, request.params.id);
      if (!found) throw ApiError.notFound("Code not found");
      return {
        ...codeOut(found.code),
        redemptions: found.redemptions.map((r) => ({
          id: r.id,
          client_id: r.clientId,
          email: r.email,
          order_id: r.orderId,
          discount_cents: r.discountCents,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  );

  app.patch(
    "/admin/codes/:id",
    {
      onRequest: app.requirePermission("manage:codes"),
      schema: {
        tags: [TAG],
        summary: "Disable or enable a code again (manage:codes)",
        description:
          "is_active false: the code is refused at checkout from now on (INVALID_CODE); its redemptions stay. A code is never deleted: orders name it.",
        security,
        params: IdParams,
        body: CodeActiveBody,
        response: { 200: CodeSchema, ...withForbidden },
      },
    },
    async (request) => {
      if (!(await setCodeActive(app.db, request.params.id, request.body.is_active))) {
        throw ApiError.notFound("Code not found");
      }
      const found = await codeWithRedemptions(app.db, request.params.id);
      return codeOut(found!.code);
    },
  );

  app.get(
    "/admin/gift-cards",
    {
      onRequest: app.requirePermission("manage:codes"),
      schema: {
        tags: [TAG],
        summary: "Gift cards, newest first (manage:codes)",
        description: "q: part of the code, or of the recipient's or giver's name or e-mail.",
        security,
        querystring: ListQuery,
        response: { 200: GiftCardPageSchema, ...withForbidden },
      },
    },
    async (request) => {
      const { q, page, per_page: perPage } = request.query;
      const { rows, total } = await giftCardsPage(app.db, { q, page, perPage });
      return { items: rows.map(cardOut), page, per_page: perPage, total };
    },
  );

  app.get(
    "/admin/gift-cards/:id",
    {
      onRequest: app.requirePermission("manage:codes"),
      schema: {
        tags: [TAG],
        summary: "A gift card, its balance and where its value went (manage:codes)",
        description: "Redemptions: the wallet it was added to, and the orders it paid directly.",
        security,
        params: IdParams,
        response: { 200: GiftCardDetailSchema, ...withForbidden },
      },
    },
    async (request) => {
      const found = await giftCardWithRedemptions(app.db, request.params.id);
      if (!found) throw ApiError.notFound("Gift card not found");
      return {
        ...cardOut(found.card),
        redemptions: found.redemptions.map((r) => ({
          kind: r.kind,
          client_id: r.clientId,
          email: r.email,
          order_id: r.orderId,
          status: r.status,
          amount_cents: r.amountCents,
          at: r.at.toISOString(),
        })),
      };
    },
  );

  app.post(
    "/admin/gift-cards/:id/disable",
    {
      onRequest: app.requirePermission("manage:codes"),
      schema: {
        tags: [TAG],
        summary: "Disable a gift card (manage:codes)",
        description:
          "From now on the card can be neither added to a wallet nor spent (INVALID_CODE). Disabling twice changes nothing. 409 GIFT_CARD_ALREADY_USED when it was added to a wallet: that value is the family's now.",
        security,
        params: IdParams,
        response: { 200: GiftCardSchema, ...withForbidden, 409: ProblemSchema },
      },
    },
    async (request) => {
      const result = await disableGiftCard(app.db, request.params.id);
      if (!result.ok && result.error === "NOT_FOUND") throw ApiError.notFound("Gift card not found");
      if (!result.ok) {
        throw ApiError.conflict("GIFT_CARD_ALREADY_USED", "This card was added to a wallet: its value is the family's");
      }
      return cardOut(result.card);
    },
  );
};
