/**
 * The box to come (§7 "Subscriptions and requests"), what the quiz's last steps call: the
 * subscription chosen at the membership step, the box request booked at the checkout, the
 * profile's requests and the delivery window the checkout offers. Another client's profile is 404.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DELIVERY_WINDOW_DAYS, SUBSCRIPTION_FREQUENCIES } from "../../../../domain/quiz.js";
import { problemResponses } from "../../plugins/errors.js";
import { signedInClient } from "../clients/index.js";
import { requireOwnProfile } from "../profiles/index.js";
import { boxBookedMail } from "./mails.js";
import {
  BoxRequestSchema,
  CreateRequestBody,
  CreateSubscriptionBody,
  DeliveryWindowQuery,
  DeliveryWindowSchema,
  KidIdParams,
  RequestResultSchema,
  SubscriptionResultSchema,
} from "./schemas.js";
import {
  bookBox,
  deliveryWindow,
  listRequests,
  requestsOut,
  subscribe,
  subscriptionOut,
  windowCountry,
} from "./service.js";

const TAG = "subscriptions and requests";
const bearer = [{ bearer: [] }];

const FRAUD =
  "type is the §8 fraud label the call raised (DUPLICATE_ACCOUNTS: another account booked a box to the same street, postcode and country, compared without case or spaces; PRESUMED_FRAUDSTER: that account also saved a payment method with the same brand, last four digits and expiry), stored on the client and never an error; null otherwise.";

export const malleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  /** Confirmation e-mails are sent after answering; closing the app waits for them. */
  const pendingMail = new Set<Promise<void>>();
  app.addHook("preClose", async () => {
    await Promise.allSettled([...pendingMail]);
  });

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
      const result = await subscribe(db, request.clientId, request.params.kidId, request.body.frequency);
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
        description: `201 with the new PENDING request (actions GO_TO_SUGGESTIONS and UPDATE_DELIVERY_DATE, not blocked) and a confirmation e-mail in the client's language; 200 with the profile's PENDING request when it has one (a double submit books one box, and sends one e-mail). §5: shipping_address_id is one of the client's addresses (404) and a shipping one (422 ADDRESS_NOT_SHIPPING); payment_method_id one of its saved methods (404), not expired (422 PAYMENT_METHOD_EXPIRED); delivery_date within [today in Paris + the pessimistic delay of the address's country, that + ${DELIVERY_WINDOW_DAYS} days] (422 DELIVERY_DATE_OUT_OF_RANGE, the window in the message); subscription_id, when given, the profile's active subscription (404). Unknown or inactive products among the wishes are left out. The profile becomes has_requested with its subscription_status, and the client's status of the profile's universe ONGOING_SUBSCRIPTION when subscribed, else PROSPECT_WITH_KID / PROSPECT_WITH_WOMAN. ${FRAUD}`,
        security: bearer,
        params: KidIdParams,
        body: CreateRequestBody,
        response: { 200: RequestResultSchema, 201: RequestResultSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const result = await bookBox(db, request.clientId, request.params.kidId, request.body);
      const [out] = await requestsOut(db, [result.request]);
      if (result.created) {
        const client = await signedInClient(db, request);
        const message = boxBookedMail({
          to: client.email,
          locale: client.locale,
          clientFirstname: client.firstname,
          profileFirstname: result.profile.firstname,
          deliveryDate: result.request.deliveryDate!,
          frequency: result.subscription?.frequency ?? null,
        });
        const sending = app.mailer
          .send(message)
          .catch((error: unknown) =>
            request.log.error({ err: error, requestId: result.request.id }, "box booking e-mail not sent"),
          )
          .finally(() => pendingMail.delete(sending));
        pendingMail.add(sending);
      }
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
      return listRequests(db, profile.id);
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
        description: `From today (Europe/Paris) + the pessimistic delay to ${DELIVERY_WINDOW_DAYS} days after, with the delays of the address's country (GET delays); the earliest is suggested.`,
        security: bearer,
        params: KidIdParams,
        querystring: DeliveryWindowQuery,
        response: { 200: DeliveryWindowSchema, ...problemResponses },
      },
    },
    async (request) => {
      await requireOwnProfile(db, request.clientId, request.params.kidId);
      const client = await signedInClient(db, request);
      return deliveryWindow(db, await windowCountry(db, client, request.query.shipping_address_id));
    },
  );
};
