/**
 * The family's legal rights (decision 0046): the online withdrawal function of an order
 * (signed in) and the cancellation of a subscription (no sign-in, limited per IP like the other
 * public forms).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { problemResponses, ProblemSchema } from "../../plugins/errors.js";
import { publicFormRateLimit } from "../subscribers/index.js";
import {
  CancellationBody,
  CancellationSchema,
  OpenWithdrawalsSchema,
  WithdrawalBody,
  WithdrawalParams,
  WithdrawalSchema,
  WithdrawalStateSchema,
} from "./schemas.js";
import { cancelSubscription, openWithdrawals, withdraw, withdrawalState } from "./service.js";

const TAG = "withdrawal";
const bearer = [{ bearer: [] }];
const withConflict = { ...problemResponses, 409: ProblemSchema };

export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const days = app.config.withdrawalDays;

  app.get(
    "/clients/me/withdrawals/open",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "The client's orders the withdrawal function is offered for now",
        description: `Shop orders and boxes paid and not delivered yet, or delivered less than ${days} days ago (WITHDRAWAL_DAYS), not withdrawn from yet, with a piece neither returned nor cancelled. last_day: the period's last day (null before delivery).`,
        security: bearer,
        response: { 200: OpenWithdrawalsSchema, ...problemResponses },
      },
    },
    async (request) => openWithdrawals(app.db, request.clientId, { now: new Date(), days }),
  );

  app.get(
    "/clients/me/orders/:id/withdrawal",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Whether one of the client's orders can be withdrawn from, and the withdrawal received",
        description: "Another client's order answers 404.",
        security: bearer,
        params: WithdrawalParams,
        response: { 200: WithdrawalStateSchema, ...problemResponses },
      },
    },
    async (request) =>
      withdrawalState(app.db, request.clientId, request.params.id, request.locale, { now: new Date(), days }),
  );

  app.post(
    "/clients/me/orders/:id/withdrawal",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Withdraw from the contract of a shop order or a box (the online withdrawal function)",
        description:
          `Records the withdrawal (declared_at: now) and e-mails its receipt at once (outbox key withdrawal-receipt:{id}), in the request's language, with its date and time, the pieces and what happens next. ` +
          `Allowed for a paid order not delivered yet and until the ${days}th day after delivery (WITHDRAWAL_DAYS). Once the order is delivered a return of the lines is opened (return_id). ` +
          "One withdrawal per order: a second call answers the first (200, no second e-mail). Another client's order answers 404; 409 WITHDRAWAL_PERIOD_OVER, NOT_WITHDRAWABLE (unpaid, cancelled, gift card) or NOTHING_TO_WITHDRAW (every piece back).",
        security: bearer,
        params: WithdrawalParams,
        body: WithdrawalBody,
        response: { 200: WithdrawalSchema, 201: WithdrawalSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const { receipt, created } = await withdraw(
        app.db,
        {
          clientId: request.clientId,
          orderId: request.params.id,
          name: request.body.name,
          email: request.body.email,
          orderLineIds: request.body.order_line_ids,
          locale: request.locale,
        },
        { now: new Date(), days, storefrontUrl: app.config.storefrontUrl },
      );
      return reply.code(created ? 201 : 200).send(receipt);
    },
  );

  app.post(
    "/subscriptions/cancellation",
    {
      config: { rateLimit: publicFormRateLimit(Math.max(20, app.config.rateLimitMax)) },
      schema: {
        tags: [TAG],
        summary: "Cancel a subscription without signing in (§312k BGB)",
        description:
          "name, email and kind are required; reason too for an extraordinary cancellation; end is next_possible (default) or a day from today. " +
          "The cancellation is recorded and its receipt e-mailed at once to the e-mail given, in the request's language, with its date and time. " +
          "When the e-mail is a client's, their live plans stop on that date (a box already prepared or shipped still comes). " +
          "The answer is the same whether or not the e-mail is a client's.",
        body: CancellationBody,
        response: { 201: CancellationSchema, ...problemResponses, 429: ProblemSchema },
      },
    },
    async (request, reply) => {
      const cancellation = await cancelSubscription(app.db, request.body, request.locale, {
        now: new Date(),
        storefrontUrl: app.config.storefrontUrl,
        config: app.config,
      });
      return reply.code(201).send(cancellation);
    },
  );
};
