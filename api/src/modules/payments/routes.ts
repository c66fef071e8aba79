/**
 * Payment routes (§7 "Money and addresses"): saving methods, available platforms, the return from a
 * hosted page, provider webhooks (verified on the raw body) and the sandbox's hosted page.
 * The plugin also exposes the service as `app.payments` for orders and checkout.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SANDBOX_DECLINE_CODES } from "#domain/payments.js";
import { ApiError, ProblemSchema, problemResponses } from "../../plugins/errors.js";
import { signedInClient } from "../clients/index.js";
import { challengePage, choicePage, expiredPage } from "./page.js";
import type { Platform, SaveMethodProof } from "./provider.js";
import { SANDBOX_3DS_CODE, SANDBOX_TEST_CARDS, type SandboxSession } from "./sandbox.js";
import {
  AdyenSessionBody,
  AdyenSessionSchema,
  AvailablePlatformsQuery,
  CreatePaymentMethodBody,
  PaymentMethodSchema,
  PaymentReturnBody,
  PaymentReturnSchema,
  PlatformSchema,
  SetupIntentQuery,
  SetupStartSchema,
  WebhookAnswerSchema,
  WebhookParams,
} from "./schemas.js";
import { Payments, setDefaultPaymentMethod } from "./service.js";

declare module "fastify" {
  interface FastifyInstance {
    payments: Payments;
  }
}

const TAG = "payments";
const bearer = [{ bearer: [] }];
const withProblems = { ...problemResponses, 409: ProblemSchema, 502: ProblemSchema };

/** A return URL must lead back to the storefront (no open redirect through the hosted page). */
function storefrontReturnUrl(app: FastifyInstance, returnUrl: string | undefined): string {
  const storefront = new URL(app.config.storefrontUrl);
  if (!returnUrl) return new URL("/infos/add/payment", storefront).toString();
  if (new URL(returnUrl).origin !== storefront.origin) {
    throw ApiError.badRequest("The return address must be on the shop", { return_url: ["Must be on the shop"] });
  }
  return returnUrl;
}

/** Gateways' failures (network, refused keys) answer 502, never 500, and are logged. */
async function atProvider<T>(request: FastifyRequest, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    request.log.error({ err: error }, "payment provider call failed");
    throw new ApiError(502, "PAYMENT_PROVIDER_ERROR", "The payment provider did not answer");
  }
}

function methodResponse(row: Awaited<ReturnType<Payments["listMethods"]>>[number]) {
  return {
    id: row.id,
    payment_gateway: row.gateway,
    platform: row.platform,
    brand: row.brand,
    last4: row.last4,
    expiration_date: row.expirationDate,
    valid: row.valid,
  };
}

const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/clients/me/setup-intents",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Start saving a card or PayPal (§4 card setup)",
        description:
          "embedded=true (the storefront runs JavaScript): the client_secret of a Stripe setup intent for Elements, confirmed with return_url. embedded=false (default): redirect_url, a hosted page (Stripe Checkout in setup mode, or the sandbox's page, which the sandbox always uses) that comes back to return_url with redirectResult (Stripe: the Checkout Session id, or `cancelled`), to post to POST /clients/me/payment-methods.",
        security: bearer,
        querystring: SetupIntentQuery,
        response: { 200: SetupStartSchema, ...withProblems },
      },
    },
    async (request) => {
      const client = await signedInClient(app.db, request);
      const platform = app.payments.platformFor(request.query.stripe_payment_method_type);
      if (!platform)
        throw ApiError.unprocessable("PAYMENT_PLATFORM_UNAVAILABLE", "This payment method is not available");
      const returnUrl = storefrontReturnUrl(app, request.query.return_url);
      const embedded = request.query.embedded === "true";
      const setup = await atProvider(request, () =>
        app.payments.createSetup(client, platform, returnUrl, embedded, request.locale),
      );
      return {
        platform,
        client_secret: setup.clientSecret ?? setup.externalId,
        redirect_url: setup.redirectUrl,
        return_url: returnUrl,
      };
    },
  );

  app.post(
    "/clients/me/adyen-sessions",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Start saving a method with Adyen (Drop-in session or Hosted Checkout)",
        description:
          "embedded=true: a session for Drop-in (id and session_data, mode embedded); false (default): also redirect_url, the Hosted Checkout page (mode hosted), which comes back to return_url with redirectResult. Offline, the sandbox stands in for Adyen (always its page).",
        security: bearer,
        body: AdyenSessionBody,
        response: { 200: AdyenSessionSchema, ...withProblems },
      },
    },
    async (request) => {
      const client = await signedInClient(app.db, request);
      const platform = app.payments.platformFor(request.body.payment_method_type);
      if (!platform || !/_via_(adyen|sandbox)$/.test(platform)) {
        throw ApiError.unprocessable("PAYMENT_PLATFORM_UNAVAILABLE", "This payment method is not available");
      }
      const returnUrl = storefrontReturnUrl(app, request.body.return_url);
      const setup = await atProvider(request, () =>
        app.payments.createSetup(client, platform, returnUrl, request.body.embedded, request.locale),
      );
      return { id: setup.externalId, platform, session_data: setup.clientSecret, redirect_url: setup.redirectUrl };
    },
  );

  app.get(
    "/clients/me/payment-methods",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "The signed-in client's saved payment methods",
        description: "Newest first; valid is false once the expiration date is before today (§5).",
        security: bearer,
        response: { 200: z.array(PaymentMethodSchema), ...problemResponses },
      },
    },
    async (request) => {
      const client = await signedInClient(app.db, request);
      return (await app.payments.listMethods(client.id)).map(methodResponse);
    },
  );

  app.post(
    "/clients/me/payment-methods",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Register a saved payment method (§5)",
        description:
          "Needs stripe_payment_method_id, or redirect_result, or payment_method_type alone for Klarna and iDEAL (400 otherwise). A setup the provider did not confirm answers 422 SETUP_INTENT_FAILED. The new method becomes the client's default.",
        security: bearer,
        body: CreatePaymentMethodBody,
        response: { 201: PaymentMethodSchema, ...withProblems },
      },
    },
    async (request, reply) => {
      const client = await signedInClient(app.db, request);
      const body = request.body;
      const kind = body.payment_method_type ?? "card";
      const proof: SaveMethodProof | null = body.stripe_payment_method_id
        ? { kind: "stripe_payment_method_id", value: body.stripe_payment_method_id }
        : body.redirect_result
          ? { kind: "redirect_result", value: body.redirect_result }
          : body.payment_method_type
            ? { kind: "payment_method_type", value: body.payment_method_type }
            : null;
      if (!proof) {
        const message = "Give stripe_payment_method_id, redirect_result or payment_method_type";
        throw ApiError.badRequest(message, { stripe_payment_method_id: [message] });
      }
      const platform = PlatformSchema.safeParse(`${kind}_via_${body.payment_gateway}`);
      if (!platform.success)
        throw ApiError.unprocessable("PAYMENT_PLATFORM_UNAVAILABLE", "This payment method is not available");
      const saved = await atProvider(request, async () => {
        try {
          return await app.payments.saveMethod(client.id, platform.data as Platform, proof);
        } catch (error) {
          // §8: a failed card setup is reported
          if (error instanceof ApiError && error.type === "SETUP_INTENT_FAILED") {
            request.log.warn({ clientId: client.id, platform: platform.data }, "payment method setup failed");
          }
          throw error;
        }
      });
      await setDefaultPaymentMethod(app.db, client.id, saved.id);
      return reply.status(201).send(methodResponse(saved));
    },
  );

  app.get(
    "/clients/me/available_payment_platforms",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Payment platforms the signed-in client may use",
        description:
          "By country (the query's, else the client's): card and PayPal everywhere, Klarna in DE, AT, NL and BE, iDEAL in NL; box orders (for_shop=false) only card and PayPal, which can be saved. Each platform ends with its gateway (_via_sandbox offline).",
        security: bearer,
        querystring: AvailablePlatformsQuery,
        response: { 200: z.array(PlatformSchema), ...problemResponses },
      },
    },
    async (request) => {
      const client = await signedInClient(app.db, request);
      const country = request.query.country ?? client.country ?? null;
      return app.payments.availablePlatforms(country, request.query.for_shop === "true");
    },
  );

  app.post(
    "/clients/me/payment-returns",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "The browser came back from a hosted payment page, or the embedded form finished",
        description:
          "sessionId (pay_<id>) with redirectResult (the hosted page's return; Stripe Checkout's cancel link gives `cancelled`, which closes its page: FAILED with payment_cancelled; after Stripe Elements, its payment_intent) or sessionResult (Adyen Drop-in's, on completion); one of them is required (400). The provider checks the result (400 INVALID_REDIRECT_RESULT when it is not valid); a payment already settled answers its state. Another client's payment answers 404. status is the payment's (SUCCEEDED, FAILED with error_code, or REQUIRES_ACTION until the webhook arrives).",
        security: bearer,
        body: PaymentReturnBody,
        response: { 200: PaymentReturnSchema, ...withProblems },
      },
    },
    async (request) => {
      const client = await signedInClient(app.db, request);
      const result = await atProvider(request, () =>
        app.payments.confirmReturn({ ...request.body, clientId: client.id }),
      );
      return {
        payment_id: result.paymentId,
        order_id: result.orderId,
        status: result.status,
        error_code: result.errorCode,
      };
    },
  );
};

/** Webhooks and the sandbox page read their bodies raw: signatures are computed on the exact bytes. */
const rawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    "/payments/webhooks/:provider",
    {
      schema: {
        tags: [TAG],
        summary: "A payment provider's webhook",
        description:
          "The signature is checked on the raw body (Stripe-Signature, Adyen HMAC, X-Sandbox-Signature): 400 WEBHOOK_SIGNATURE_INVALID otherwise. Events are stored once per provider event id; replays are acknowledged and ignored.",
        params: WebhookParams,
        response: { 200: WebhookAnswerSchema, 400: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return app.payments.handleWebhook(request.params.provider, raw, request.headers);
    },
  );

  const sandbox = app.payments.sandbox;
  if (!sandbox) return;

  function send(reply: FastifyReply, session: SandboxSession | null, html: string) {
    // The page's forms end in a redirect to the storefront, which form-action must allow
    const back = session ? ` ${new URL(session.returnUrl).origin}` : "";
    return reply
      .header("content-security-policy", `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${back}`)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(html);
  }

  // The signed session rides in the query: too long for a path parameter
  const pageSchema = { hide: true, querystring: z.object({ session: z.string().max(4000).default("") }) };

  app.get("/sandbox/pay", { schema: pageSchema }, async (request, reply) => {
    const session = sandbox.readSession(request.query.session);
    if (!session) return send(reply.status(404), null, expiredPage(request.locale));
    return send(reply, session, choicePage(request.url, session));
  });

  app.post("/sandbox/pay", { schema: pageSchema }, async (request, reply) => {
    const session = sandbox.readSession(request.query.session);
    if (!session) return send(reply.status(404), null, expiredPage(request.locale));
    const form = new URLSearchParams(Buffer.isBuffer(request.body) ? request.body.toString("utf8") : "");
    const choice = form.get("choice");
    if (choice === "challenge") return send(reply, session, challengePage(request.url, session));
    const declineCode = form.get("decline_code") ?? "";
    const outcome =
      choice === "approve" || (choice === "authenticate" && form.get("code")?.trim() === SANDBOX_3DS_CODE)
        ? ({ status: "succeeded" } as const)
        : choice === "decline" && (SANDBOX_DECLINE_CODES as readonly string[]).includes(declineCode)
          ? ({ status: "failed", errorCode: declineCode } as const)
          : choice === "authenticate" || choice === "abandon"
            ? ({ status: "failed", errorCode: "payment_intent_authentication_failure" } as const)
            : null;
    if (!outcome) return send(reply, session, choicePage(request.url, session));
    const testCard = SANDBOX_TEST_CARDS.find((card) => card === form.get("test_card"));
    const completion = sandbox.complete(
      session,
      outcome.status,
      "errorCode" in outcome ? outcome.errorCode : undefined,
      session.kind === "setup" ? testCard : undefined,
    );
    // Delivered like a posted webhook: through the same signature check and de-duplication
    if (completion.webhook)
      await app.payments.handleWebhook("sandbox", completion.webhook.rawBody, completion.webhook.headers);
    return reply.redirect(completion.redirectUrl, 303);
  });
};

export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate("payments", new Payments(app.db, app.config.payments, app.log));
  await app.register(clientRoutes);
  await app.register(rawRoutes);
});
