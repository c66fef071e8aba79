/**
 * A delivered box's calls for its family (decision 0047): the box with its pieces, the declaration
 * piece by piece or everything kept, the deadline's extension, the boxes whose payment failed and
 * paying one of them. Every call answers 404 for another client's box (or an order that is not a
 * box). Needs `app.payments`.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ContentLocale } from "#domain/locales.js";
import { ApiError, ProblemSchema, problemResponses } from "../../../plugins/errors.js";
import { PaymentStartSchema } from "../schemas.js";
import { chargeBox, payFailedBox, settleBoxOrder } from "./charge.js";
import { BoxParams, BoxSchema, DeclarationBody, FailedBoxesSchema, RetryBody } from "./schemas.js";
import { boxView, declareBox, extendDeadline, failedBoxes, ownBox, type PieceDeclaration } from "./settle.js";

const TAG = "boxes";
const bearer = [{ bearer: [] }];
const withConflict = { ...problemResponses, 409: ProblemSchema };

export const boxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.payments.onPaymentEvent(settleBoxOrder(app));
  const rules = app.config.settlement;
  const deps = { db: app.db, payments: app.payments, log: app.log, storefrontUrl: app.config.storefrontUrl };

  /** Declares, then charges at once (the job is the safety net), and answers the box as it stands. */
  async function declareAndCharge(clientId: number, orderId: number, lines: PieceDeclaration[], locale: ContentLocale) {
    const { order } = await declareBox(app.db, clientId, orderId, lines, rules, new Date());
    let after = order;
    try {
      after = await chargeBox(deps, order.id);
    } catch (error) {
      // The declaration holds and its job charges later (same key): the family sees "being paid"
      app.log.error({ err: error, orderId: order.id }, "box charge failed at the declaration: left to its job");
    }
    return boxView(app.db, after, rules, locale, new Date());
  }

  app.get(
    "/clients/me/boxes/:id",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "A box of the client, for its keep/return page",
        description:
          "The box order (its id is the order's), its pieces with their prices and what was decided of each, the deadline (and the one an extension would give), the keep-everything discount and styling fee, the booking's code, the wallet's balance, and once declared what was charged. Amounts in cents.",
        security: bearer,
        params: BoxParams,
        response: { 200: BoxSchema, ...problemResponses },
      },
    },
    async (request) =>
      boxView(app.db, await ownBox(app.db, request.clientId, request.params.id), rules, request.locale, new Date()),
  );

  app.post(
    "/clients/me/boxes/:id/declaration",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Say, piece by piece, what is kept and what goes back",
        description:
          "Every piece of the delivered box once: keep, or return with a reason from the fixed list; a fit and a style rating (1–5) each when given. One transaction under the box's lock writes the pieces' outcomes (the engine's history), the return of what goes back, the amounts (kept pieces − the keep-everything discount when all are kept − the booking's code; the styling fee credited against them; the wallet first) and the charge's job; then what is left is charged to the saved method, off-session, under the box's idempotency key. The same declaration again answers the box as it stands (no second charge); another one 409 BOX_ALREADY_DECLARED; a box not delivered 409 BOX_NOT_DELIVERED. A refused charge leaves the box PAYMENT_FAILED (error_code).",
        security: bearer,
        params: BoxParams,
        body: DeclarationBody,
        response: { 200: BoxSchema, ...withConflict },
      },
    },
    async (request) =>
      declareAndCharge(
        request.clientId,
        request.params.id,
        request.body.lines.map((l) => ({
          orderLineId: l.order_line_id,
          decision: l.decision,
          reason: l.decision === "return" ? l.return_reason : null,
          fitRating: l.fit_rating,
          styleRating: l.style_rating,
        })),
        request.locale,
      ),
  );

  app.post(
    "/clients/me/boxes/:id/keep-all",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "We keep everything (the e-mail's one-click page)",
        description:
          "No body. The declaration with every piece kept (the keep-everything discount applies), then the charge; the same rules and answers as the declaration.",
        security: bearer,
        params: BoxParams,
        response: { 200: BoxSchema, ...withConflict },
      },
    },
    async (request) => {
      const view = await boxView(
        app.db,
        await ownBox(app.db, request.clientId, request.params.id),
        rules,
        request.locale,
        new Date(),
      );
      const lines = view.pieces.map((p) => ({
        orderLineId: p.order_line_id,
        decision: "keep" as const,
        reason: null,
        fitRating: null,
        styleRating: null,
      }));
      return declareAndCharge(request.clientId, request.params.id, lines, request.locale);
    },
  );

  app.post(
    "/clients/me/boxes/:id/deadline-extension",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Extend the box's deadline, once",
        description:
          "No body. Adds BOX_DEADLINE_EXTENSION_DAYS to the deadline of a delivered box not declared yet, once and before the deadline passes; 409 DEADLINE_NOT_EXTENDABLE otherwise (detail: already_extended, passed, declared, not_allowed or not_delivered).",
        security: bearer,
        params: BoxParams,
        response: { 200: BoxSchema, ...withConflict },
      },
    },
    async (request) => {
      const order = await extendDeadline(app.db, request.clientId, request.params.id, rules, new Date());
      return boxView(app.db, order, rules, request.locale, new Date());
    },
  );

  app.get(
    "/clients/me/failed-boxes",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "The client's boxes whose payment failed",
        description: "Oldest first. While one is listed, no new box is composed for the family.",
        security: bearer,
        response: { 200: FailedBoxesSchema, ...problemResponses },
      },
    },
    async (request) => {
      const boxes = await failedBoxes(app.db, request.clientId);
      const items = [];
      for (const order of boxes) items.push(await boxView(app.db, order, rules, request.locale, new Date()));
      return { items };
    },
  );

  app.post(
    "/clients/me/boxes/:id/payment",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Pay a box whose charge failed",
        description:
          "With payment_method_id, that saved method is charged at once; without, the provider's hosted page (redirect_url) or embedded form (embedded: client_secret) takes the payment and sends the browser back to return_url (on the storefront, 400 otherwise), which reports it on POST /clients/me/payment-returns. A double click is the same attempt (the key names the failure it answers, the platform and the method). 409 BOX_NOT_PAYABLE unless the box's payment failed.",
        security: bearer,
        params: BoxParams,
        body: RetryBody,
        response: { 200: PaymentStartSchema, ...withConflict },
      },
    },
    async (request) => {
      const { body } = request;
      if (new URL(body.return_url).origin !== new URL(app.config.storefrontUrl).origin) {
        throw ApiError.badRequest("The return address must be on the shop", { return_url: ["Must be on the shop"] });
      }
      const result = await payFailedBox(deps, request.clientId, request.params.id, {
        platform: body.platform,
        paymentMethodId: body.payment_method_id,
        returnUrl: body.return_url,
        embedded: body.embedded,
      });
      const order = await ownBox(app.db, request.clientId, request.params.id);
      return {
        status:
          order.status === "PAID"
            ? ("PAID" as const)
            : result.status === "failed"
              ? ("PAYMENT_FAILED" as const)
              : ("PENDING_PAYMENT" as const),
        redirect_url: result.redirectUrl ?? null,
        client_secret: result.clientSecret ?? null,
        return_url: result.returnUrl ?? null,
        session_id: result.sessionId ?? null,
        error_code: result.errorCode ?? null,
      };
    },
  );
};
