/**
 * The box to come (§7 "Subscriptions and requests"), what the quiz's last steps call: the
 * subscription chosen at the membership step, the box request booked at the checkout, the
 * profile's requests and the delivery window the checkout offers. Another client's profile is 404.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DELIVERY_WINDOW_DAYS, SUBSCRIPTION_FREQUENCIES } from "#domain/quiz.js";
import { ProblemSchema, problemResponses } from "../../plugins/errors.js";
import { signedInClient } from "../clients/index.js";
import { requireOwnProfile } from "../profiles/index.js";
import { bookBox, subscribe } from "./booking.js";
import { clientRequests, deleteWish, moveDeliveryDate, nextRequest, putWish } from "./boxes.js";
import {
  changeFrequency,
  listPlans,
  pausePlan,
  planContext,
  reactivatePlan,
  resumePlan,
  terminatePlan,
} from "./plans.js";
import {
  BoxRequestSchema,
  ClientBoxRequestSchema,
  ClientRequestsQuery,
  CreateRequestBody,
  CreateSubscriptionBody,
  DeliveryWindowQuery,
  DeliveryWindowSchema,
  KidIdParams,
  MoveDeliveryBody,
  PauseQuery,
  ReactivateBody,
  RequestParams,
  RequestResultSchema,
  SubscriptionParams,
  SubscriptionResultSchema,
  SubscriptionSchema,
  UpdateSubscriptionBody,
  WishParams,
  WishQuery,
} from "./schemas.js";
import { deliveryWindow, listRequests, requestsOut, subscriptionOut, windowCountry } from "./service.js";

const TAG = "subscriptions and requests";
const bearer = [{ bearer: [] }];
const withConflict = { ...problemResponses, 409: ProblemSchema };

const MAILED =
  "Writes its subscription_events row, moves the profile's subscription_status and the client's (kids or woman side) and enqueues its e-mail in the client's language (the outbox: sent once, by the scheduler), in one transaction.";

const FRAUD =
  "type is the §8 fraud label the call raised (DUPLICATE_ACCOUNTS: another account booked a box to the same street, postcode and country, compared without case or spaces; PRESUMED_FRAUDSTER: that account also saved a payment method with the same brand, last four digits and expiry), stored on the client and never an error; null otherwise.";

export const malleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  /** A box is composed this many days before its date: its wishes close the day before (wishes_until). */
  const composeLeadDays = app.config.composeLeadDays;
  app.post(
    "/clients/me/kids/:kidId/subscriptions",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "createSubscription",
        summary: "Subscribe a profile to a box every N months",
        description: `frequency is one of ${SUBSCRIPTION_FREQUENCIES.join(", ")} (400 otherwise). Idempotent: 201 with a new subscription (event created); 200 with the profile's active one when it has one — a paused one is resumed with this frequency (event resumed), an ongoing one takes it (event updated). The profile's and client's statuses move with the box (POST requests); a profile that already had one becomes subscribed at once. A one-shot box has no subscription. ${FRAUD} The rule runs here on the client's default shipping address and payment method.`,
        security: bearer,
        params: KidIdParams,
        body: CreateSubscriptionBody,
        response: { 200: SubscriptionResultSchema, 201: SubscriptionResultSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const result = await subscribe(
        db,
        request.clientId,
        request.params.kidId,
        request.body.frequency,
        planContext(app.config),
      );
      return reply
        .status(result.created ? 201 : 200)
        .send({ subscription: subscriptionOut(result.subscription), type: result.type });
    },
  );

  app.post(
    "/clients/me/kids/:kidId/requests",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "createRequest",
        summary: "Book the profile's box to come",
        description: `201 with the new PENDING request (actions GO_TO_SUGGESTIONS and UPDATE_DELIVERY_DATE, not blocked) and a confirmation e-mail in the client's language; 200 with the profile's PENDING request when it has one (a double submit books one box, and sends one e-mail). §5: shipping_address_id is one of the client's addresses (404) and a shipping one (422 ADDRESS_NOT_SHIPPING); payment_method_id one of its saved methods (404), not expired (422 PAYMENT_METHOD_EXPIRED); delivery_date within the delivery window (GET delivery-window: from today in Paris + the pessimistic delay of the address's country, at least COMPOSE_LEAD_DAYS + WISH_WINDOW_DAYS, to ${DELIVERY_WINDOW_DAYS} days after) (422 DELIVERY_DATE_OUT_OF_RANGE, the window in the message); subscription_id, when given, the profile's active subscription (404). Unknown or inactive products among the wishes are left out. The profile becomes has_requested with its subscription_status, and the client's status of the profile's universe ONGOING_SUBSCRIPTION when subscribed, else PROSPECT_WITH_KID / PROSPECT_WITH_WOMAN. ${FRAUD}`,
        security: bearer,
        params: KidIdParams,
        body: CreateRequestBody,
        response: { 200: RequestResultSchema, 201: RequestResultSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const result = await bookBox(db, request.clientId, request.params.kidId, request.body, planContext(app.config));
      const [out] = await requestsOut(db, [result.request], composeLeadDays);
      return reply.status(result.created ? 201 : 200).send({ request: out!, type: result.type });
    },
  );

  app.get(
    "/clients/me/kids/:kidId/requests",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "listRequests",
        summary: "The profile's box requests, newest first",
        security: bearer,
        params: KidIdParams,
        response: { 200: z.array(BoxRequestSchema), ...problemResponses },
      },
    },
    async (request) => {
      const profile = await requireOwnProfile(db, request.clientId, request.params.kidId);
      return listRequests(db, profile.id, composeLeadDays);
    },
  );

  app.get(
    "/clients/me/kids/:kidId/delivery-window",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "deliveryWindow",
        summary: "The days the profile's box can be delivered on",
        description: `From today (Europe/Paris) + the pessimistic delay of the address's country (GET delays), and at least COMPOSE_LEAD_DAYS + WISH_WINDOW_DAYS (a box booked on the earliest date still takes wishes for WISH_WINDOW_DAYS days before it is composed), to ${DELIVERY_WINDOW_DAYS} days after; the earliest is suggested. The delays answered are the carrier's.`,
        security: bearer,
        params: KidIdParams,
        querystring: DeliveryWindowQuery,
        response: { 200: DeliveryWindowSchema, ...problemResponses },
      },
    },
    async (request) => {
      await requireOwnProfile(db, request.clientId, request.params.kidId);
      const client = await signedInClient(db, request);
      return deliveryWindow(
        db,
        await windowCountry(db, client, request.query.shipping_address_id),
        planContext(app.config).boxLead,
      );
    },
  );
  // ── A plan over time ─────────────────────────────────────────────────────────────────────────

  app.get(
    "/clients/me/kids/:kidId/subscriptions",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "listSubscriptions",
        summary: "The profile's subscriptions, newest first",
        description:
          "Every plan of the profile, the active one (is_active) and the stopped ones, each with its next delivery date and, while paused, the day it starts again (paused_until). 404 for another client's kid.",
        security: bearer,
        params: KidIdParams,
        response: { 200: z.array(SubscriptionSchema), ...problemResponses },
      },
    },
    async (request) => listPlans(db, request.clientId, request.params.kidId),
  );

  app.patch(
    "/clients/me/kids/:kidId/subscriptions/:id",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "updateSubscription",
        summary: "Give the plan another frequency",
        description: `frequency is one of ${SUBSCRIPTION_FREQUENCIES.join(", ")} (400 otherwise). A paused plan resumes with it (event resumed, the resumed e-mail); an active one takes it (event updated, an e-mail with its next date) and its next box is planned again from the last one; the same frequency changes nothing. 409 SUBSCRIPTION_TERMINATED on a stopped plan; 404 for another client's kid or a plan that is not the kid's. ${MAILED}`,
        security: bearer,
        params: SubscriptionParams,
        body: UpdateSubscriptionBody,
        response: { 200: SubscriptionSchema, ...withConflict },
      },
    },
    async (request) =>
      changeFrequency(
        db,
        request.clientId,
        request.params.kidId,
        request.params.id,
        request.body.frequency,
        planContext(app.config),
      ),
  );

  app.post(
    "/clients/me/kids/:kidId/subscriptions/:id/pause",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "pauseSubscription",
        summary: "Pause the plan for 1 to 3 months or until a day",
        description:
          "?months=1|2|3 (from today) or ?until=YYYY-MM-DD (after today, at most 6 months ahead): 400 INVALID_PAUSE with neither, both, or a value out of those (the field in errors). No box opens until then; the box to come, when still open, moves to the pause's end + the pessimistic delay if it was due earlier (a postponed event with its days), and the plan's next box with it. The scheduler resumes the plan on that day. 409 SUBSCRIPTION_TERMINATED on a stopped plan, SUBSCRIPTION_PAUSED on a paused one. " +
          MAILED,
        security: bearer,
        params: SubscriptionParams,
        querystring: PauseQuery,
        response: { 200: SubscriptionSchema, ...withConflict },
      },
    },
    async (request) =>
      pausePlan(db, request.clientId, request.params.kidId, request.params.id, request.query, planContext(app.config)),
  );

  app.post(
    "/clients/me/kids/:kidId/subscriptions/:id/resume",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "resumeSubscription",
        summary: "Resume a paused plan",
        description:
          "Event resumed. The box to come goes back to the date it had before the pause (unless a date was chosen since), never before today + the pessimistic delay (a forwarded event). 409 SUBSCRIPTION_NOT_PAUSED when not paused, SUBSCRIPTION_TERMINATED when stopped. " +
          MAILED,
        security: bearer,
        params: SubscriptionParams,
        response: { 200: SubscriptionSchema, ...withConflict },
      },
    },
    async (request) =>
      resumePlan(db, request.clientId, request.params.kidId, request.params.id, planContext(app.config)),
  );

  app.post(
    "/clients/me/kids/:kidId/subscriptions/:id/terminate",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "terminateSubscription",
        summary: "Stop the plan",
        description:
          "No box opens any more (event terminated, the profile TERMINATED_SUBSCRIPTION); its box to come is CANCELLED while still open (a box being prepared still comes). POST …/subscriptions/reactivate starts it again. 409 SUBSCRIPTION_TERMINATED when already stopped. " +
          MAILED,
        security: bearer,
        params: SubscriptionParams,
        response: { 200: SubscriptionSchema, ...withConflict },
      },
    },
    async (request) =>
      terminatePlan(db, request.clientId, request.params.kidId, request.params.id, planContext(app.config)),
  );

  app.post(
    "/clients/me/kids/:kidId/subscriptions/reactivate",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "reactivateSubscription",
        summary: "Start the profile's stopped plan again",
        description: `The profile's last stopped plan is active again (event reactivated) with the frequency given (${SUBSCRIPTION_FREQUENCIES.join(", ")}) or its own; its next box is planned from the last one, never before today + the pessimistic delay. §8: 409 REACTIVATION_FAILED 'Failed to reactivate subscription for kid {id}' when the profile has an active plan or no stopped one. ${MAILED}`,
        security: bearer,
        params: KidIdParams,
        body: ReactivateBody,
        response: { 200: SubscriptionSchema, ...withConflict },
      },
    },
    async (request) =>
      reactivatePlan(db, request.clientId, request.params.kidId, request.body?.frequency, planContext(app.config)),
  );

  // ── Boxes ────────────────────────────────────────────────────────────────────────────────────

  app.get(
    "/clients/me/kids/:kidId/next-request",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "nextRequest",
        summary: "The profile's box to come",
        description:
          "Its PENDING request; else, for an active plan (paused included) with a next delivery date, the request the plan will open: id 0, that date, no actions, and the address and payment method of the last box. 404 when there is none (no plan, a stopped one, or a plan whose first box is not booked).",
        security: bearer,
        params: KidIdParams,
        response: { 200: BoxRequestSchema, ...problemResponses },
      },
    },
    async (request) => nextRequest(db, request.clientId, request.params.kidId, composeLeadDays),
  );

  app.patch(
    "/clients/me/kids/:kidId/requests/:requestId",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "updateRequest",
        summary: "Choose another delivery date for a box",
        description: `delivery_date within the window of the box's address country: from today (Paris) + the pessimistic delay to ${DELIVERY_WINDOW_DAYS} days after (422 DELIVERY_DATE_OUT_OF_RANGE, the window in the message and detail). 409 REQUEST_BLOCKED when the box is not open any more (being prepared, or past PENDING). A later date is postponed, an earlier one forwarded: the event, with its days, is written on the box's plan (a one-shot box has none) and the plan's next box moves with it; the e-mail goes either way. The same date changes nothing.`,
        security: bearer,
        params: RequestParams,
        body: MoveDeliveryBody,
        response: { 200: BoxRequestSchema, ...withConflict },
      },
    },
    async (request) =>
      moveDeliveryDate(
        db,
        request.clientId,
        request.params.kidId,
        request.params.requestId,
        request.body.delivery_date,
        planContext(app.config),
      ),
  );

  app.put(
    "/clients/me/kids/:kidId/requests/:requestId/wishes/:productId",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "putWish",
        summary: "Wish a product in the box",
        description:
          "One wish per product (a second PUT changes its size), 50 at most (422 TOO_MANY_WISHES). 404 for an unknown or retired product, or a variant_id that is not the product's; 409 REQUEST_BLOCKED when the box is not customisable any more (actions without GO_TO_SUGGESTIONS). Answers the request.",
        security: bearer,
        params: WishParams,
        querystring: WishQuery,
        response: { 200: BoxRequestSchema, ...withConflict },
      },
    },
    async (request) =>
      putWish(
        db,
        request.clientId,
        request.params.kidId,
        request.params.requestId,
        request.params.productId,
        request.query.variant_id,
        composeLeadDays,
      ),
  );

  app.delete(
    "/clients/me/kids/:kidId/requests/:requestId/wishes/:productId",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "deleteWish",
        summary: "Take a wished product out of the box",
        description:
          "Whatever its size (variant_id is accepted and not needed); nothing to remove is fine. 404 for an unknown product; 409 REQUEST_BLOCKED when the box is not customisable any more. Answers the request.",
        security: bearer,
        params: WishParams,
        querystring: WishQuery,
        response: { 200: BoxRequestSchema, ...withConflict },
      },
    },
    async (request) =>
      deleteWish(
        db,
        request.clientId,
        request.params.kidId,
        request.params.requestId,
        request.params.productId,
        composeLeadDays,
      ),
  );

  app.get(
    "/clients/me/requests",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "listClientRequests",
        summary: "Every box of every profile of the client, newest first",
        description:
          "Each with its profile's id and first name; ?status= keeps one status (PENDING, PREVIEW_SENT, VALIDATED, SHIPPED, DELIVERED, CLOSED, CANCELLED).",
        security: bearer,
        querystring: ClientRequestsQuery,
        response: { 200: z.array(ClientBoxRequestSchema), ...problemResponses },
      },
    },
    async (request) => clientRequests(db, request.clientId, request.query.status, composeLeadDays),
  );
};
