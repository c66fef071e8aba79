/**
 * The gift card calls (issue 18): buying a card (a GIFT_CARD order paid through `app.payments`,
 * like a shop order), reading the giver's card of an order (the payment-successful page), and
 * adding a card to the wallet. The handler that moves a GIFT_CARD order on when its payment
 * settles is registered on `app.payments` here.
 */
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { centsToEuros } from "#domain/checkout.js";
import { maskGiftCardCode } from "#domain/gift-cards.js";
import { ApiError, ProblemSchema, problemResponses } from "../../plugins/errors.js";
import { codeProblem } from "../checkout-money/index.js";
import {
  GiftCardOrderSchema,
  OrderIdParams,
  PurchaseBody,
  PurchaseHeaders,
  PurchaseSchema,
  RedeemParams,
  RedeemSchema,
} from "./schemas.js";
import {
  clientCountry,
  giverCardOfOrder,
  placeGiftCardOrder,
  redeemGiftCard,
  settleGiftCardOrder,
  type GiftCard,
  type Order,
} from "./service.js";

const TAG = "gift-cards";
const bearer = [{ bearer: [] }];
const ORDER_STATUS_OF = { succeeded: "PAID", requires_action: "PENDING_PAYMENT", failed: "PAYMENT_FAILED" } as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function giftCardOrderView(order: Order, card: GiftCard) {
  return {
    order_id: order.id,
    status: order.status,
    amount: centsToEuros(card.amountCents),
    target: card.target,
    applies_to: card.appliesTo,
    giver_name: card.giverName,
    recipient_name: card.recipientName,
    recipient_email: card.recipientEmail,
    message: card.message,
    send_at: iso(card.sendAt),
    sent_at: iso(card.sentAt),
    expires_at: iso(card.expiresAt),
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
  };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/clients/me/gift-card-orders",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Buy a gift card",
        description:
          "Writes a GIFT_CARD order (PENDING_PAYMENT, total = the card's amount) and its card — a new unguessable code (MALLE-XXXX-XXXX-XXXX), valid only once paid, for a year from the day it is sent — then starts its payment through the shop's payment interface (redirect_url: the provider's hosted page; the return is posted to POST /clients/me/payment-returns as for a shop order). The platform must be offered for the client's country (422 PAYMENT_PLATFORM_UNAVAILABLE). Once paid: the client's gift_card_status becomes GIVER, the card is e-mailed to the recipient on send_at with a printable PDF, in the language of this request (Accept-Language), and the giver gets a receipt. A declined payment cancels the order. The same Idempotency-Key with the same body returns the same order (200) and its pending payment again (never a second charge); with another body 409 IDEMPOTENCY_KEY_REUSED. 400 SEND_DAY_INVALID for a send day in the past or more than a year ahead; return_url must be on the storefront (400).",
        security: bearer,
        headers: PurchaseHeaders,
        body: PurchaseBody,
        response: {
          200: PurchaseSchema,
          201: PurchaseSchema,
          ...problemResponses,
          409: ProblemSchema,
          502: ProblemSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (new URL(body.return_url).origin !== new URL(app.config.storefrontUrl).origin) {
        throw ApiError.badRequest("The return address must be on the shop", { return_url: ["Must be on the shop"] });
      }
      const country = await clientCountry(app.db, request.clientId);
      if (!app.payments.availablePlatforms(country, true).includes(body.platform)) {
        throw ApiError.unprocessable("PAYMENT_PLATFORM_UNAVAILABLE", "This payment method is not available", {
          platform: ["This payment method is not available"],
        });
      }
      const placed = await placeGiftCardOrder(
        app.db,
        request.clientId,
        request.locale,
        request.headers["idempotency-key"],
        body,
      );
      const view = giftCardOrderView(placed.order, placed.card);
      const status = placed.replayed ? 200 : 201;
      if (placed.order.status !== "PENDING_PAYMENT")
        return reply.status(status).send({ gift_card: view, payment: null });
      let result;
      try {
        result = await app.payments.createPayment({
          orderId: placed.order.id,
          amountCents: placed.order.totalAmountTtcCents,
          currency: "EUR",
          platform: body.platform,
          clientId: request.clientId,
          idempotencyKey: `gift-card:${request.clientId}:${request.headers["idempotency-key"]}`,
          countryCode: country ?? undefined,
          returnUrl: body.return_url,
          paymentMethodId: body.payment_method_id,
          embedded: false,
          locale: request.locale,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status < 500) throw error;
        request.log.error({ err: error, orderId: placed.order.id }, "gift card payment could not start");
        throw new ApiError(502, "PAYMENT_UNAVAILABLE", "The payment could not be started");
      }
      const fresh = await giverCardOfOrder(app.db, request.clientId, placed.order.id);
      return reply.status(status).send({
        gift_card: fresh ? giftCardOrderView(fresh.order, fresh.card) : view,
        payment: {
          status: ORDER_STATUS_OF[result.status],
          redirect_url: result.redirectUrl ?? null,
          client_secret: result.clientSecret ?? null,
          return_url: result.returnUrl ?? null,
          session_id: result.sessionId ?? null,
          error_code: result.errorCode ?? null,
        },
      });
    },
  );

  app.get(
    "/clients/me/gift-card-orders/:id",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "A gift card the client bought",
        description:
          "The card of one of the client's GIFT_CARD orders, with the order's status (the payment-successful page), without its code (the recipient's). Another client's order, or another kind, answers 404.",
        security: bearer,
        params: OrderIdParams,
        response: { 200: GiftCardOrderSchema, ...problemResponses },
      },
    },
    async (request) => {
      const row = await giverCardOfOrder(app.db, request.clientId, request.params.id);
      if (!row) throw ApiError.notFound("Gift card order not found");
      return giftCardOrderView(row.order, row.card);
    },
  );

  app.post(
    "/clients/me/gift_cards/:code/redeem",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Add a gift card to the wallet",
        description:
          "The card's remaining value is credited to the client's wallet, once: the card is then used (two clients at once: one is credited, the other gets GIFT_CARD_ALREADY_USED). No body. 422 GIFT_CARD_ALREADY_USED, 422 GIFT_CARD_EXPIRED (§8); 404 INVALID_CODE for an unknown code or a card not paid for; 400 CODE_REQUIRED for a blank code.",
        security: bearer,
        params: RedeemParams,
        response: { 200: RedeemSchema, ...problemResponses },
      },
    },
    async (request) => {
      const code = request.params.code.trim();
      if (!code) throw ApiError.badRequest("A code is required", { code: ["A code is required"] }, "CODE_REQUIRED");
      // eslint-disable-next-line no-control-regex -- PostgreSQL refuses NUL; no code holds control characters
      if (/[\u0000-\u001f\u007f]/.test(code)) throw new ApiError(404, "INVALID_CODE", "Invalid code");
      const result = await redeemGiftCard(app.db, request.clientId, code);
      if (!result.ok) {
        if (result.error === "NOT_FOUND") throw new ApiError(404, "INVALID_CODE", "Invalid code");
        throw codeProblem(result.error);
      }
      return {
        code: maskGiftCardCode(result.card.code),
        amount: centsToEuros(result.creditedCents),
        wallet_amount: centsToEuros(result.walletCents),
      };
    },
  );
};

/** The routes and the settling handler. Needs `app.payments`: register after it. */
export const giftCardsRoutes = fp(async (app) => {
  if (!app.hasDecorator("payments")) throw new Error("Register the payments plugin before the gift card routes");
  app.payments.onPaymentEvent(async ({ type, payment, db }) =>
    settleGiftCardOrder(
      { db, log: app.log, storefrontUrl: app.config.storefrontUrl, refund: app.payments.refund.bind(app.payments) },
      type,
      payment,
    ),
  );
  await app.register(routes);
});
