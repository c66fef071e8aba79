/**
 * Auth and client calls (§7 "Auth and client"): sign-in and refresh, sign-up, the client's own
 * record, its analytics data layer, the e-mail hash and the password reset.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { TEMPORARY_EMAIL_DOMAIN, isTemporaryEmail } from "#domain/account.js";
import { normalizeEmail } from "#domain/email.js";
import { CONTENT_LOCALES, pickAcceptLanguage } from "#domain/locales.js";
import { ApiError, ProblemSchema, problemResponses } from "../../plugins/errors.js";
import { linkGodsonSafely, resolveGodfatherEmail } from "../referral/index.js";
import { authRateLimit, requireFields, signInLimits } from "./guards.js";
import { updateClient, type ClientChanges } from "./account-update.js";
import { revertEmailChange } from "./email-change.js";
import { findResetLink, resetPassword, saveResetLink } from "./password-reset.js";
import { hashPassword, requireStrongPassword, verifyPassword } from "./passwords.js";
import { resetPasswordLink, resetPasswordMail } from "./reset-mail.js";
import {
  ClientHashQuery,
  ClientHashSchema,
  ClientSchema,
  CreateClientBody,
  CredentialsBody,
  DataLayerSchema,
  PatchClientBody,
  RefreshBody,
  RegistrationBody,
  ResetPasswordBody,
  RevertEmailChangeBody,
  RevertEmailChangeSchema,
  SendResetBody,
  TemporaryClientBody,
  TokenResponseSchema,
} from "./schemas.js";
import {
  clientHash,
  clientResponse,
  emailBelongsToAnother,
  emailTaken,
  findClientByEmail,
  findClientById,
  HOME_COUNTRY,
  hashedEmail,
  profileCounts,
  signedInClient,
  signupValues,
} from "./service.js";
import { completeTemporaryClient, insertClient, insertTemporaryClient } from "./sign-up.js";
import { issueTokenPair, newOpaqueToken, revokeRefreshToken, rotateRefreshToken } from "./tokens.js";

const TAG = "auth and client";
const bearer = [{ bearer: [] }];

export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signIn = signInLimits(app);

  /** Rotating and revoking name the refresh token in the body. */
  const requireRefreshToken = requireFields(
    "body",
    { refresh_token: "A refresh token is required" },
    "A refresh token is required",
  );

  app.get(
    "/get_client_hash",
    {
      preValidation: requireFields("query", { email: "An email is required" }, "An email is required"),
      schema: {
        tags: [TAG],
        summary: "Integer hash of an e-mail (HMAC with the server secret)",
        description: "The storefront tests the hash for divisibility by 17 (§5).",
        querystring: ClientHashQuery,
        response: { 200: ClientHashSchema, 400: ProblemSchema },
      },
    },
    async (request) => ({ hash: clientHash(app.config.jwtSecret, request.query.email) }),
  );

  app.post(
    "/clients/token",
    {
      preHandler: signIn.count,
      preValidation: requireFields(
        "body",
        { email: "An email is required", password: "A password is required" },
        "Email and password are required",
      ),
      schema: {
        tags: [TAG],
        summary: "Sign in with e-mail and password",
        description:
          "Each sign-in is a session: its access tokens carry it (sid) and stop working when it ends. Failed attempts are limited per visitor and address (RATE_LIMIT_MAX a minute), per visitor whatever the address (5 × RATE_LIMIT_MAX per 15 minutes) and per address whatever the visitor (20 × RATE_LIMIT_MAX an hour): 429 TOO_MANY_REQUESTS with Retry-After. A successful sign-in is not counted.",
        body: CredentialsBody,
        response: { 200: TokenResponseSchema, ...problemResponses, 429: ProblemSchema },
      },
    },
    async (request) => {
      const client = await findClientByEmail(app.db, request.body.email);
      // Unknown e-mail and wrong password get the same answer, after the same work
      const ok = await verifyPassword(client?.passwordHash, request.body.password);
      if (!client || !ok) throw ApiError.unauthorized("Invalid email or password", "INVALID_CREDENTIALS");
      await signIn.succeeded(request);
      return issueTokenPair(app, client);
    },
  );

  app.put(
    "/clients/token",
    {
      preValidation: requireRefreshToken,
      schema: {
        tags: [TAG],
        summary: "Exchange a refresh token for a new token pair (rotation)",
        description:
          "The refresh token is single use. Reusing an already rotated token revokes every token of its family (401 REFRESH_TOKEN_REUSED).",
        body: RefreshBody,
        response: { 200: TokenResponseSchema, ...problemResponses },
      },
    },
    async (request) => rotateRefreshToken(app, request.body.refresh_token),
  );

  app.delete(
    "/clients/token",
    {
      preValidation: requireRefreshToken,
      schema: {
        tags: [TAG],
        summary: "Sign out: revoke a refresh token and every token of its sign-in",
        description:
          "Answers 204 whether or not the token is known. The access tokens of that sign-in answer 401 from then on.",
        body: RefreshBody,
        response: { 204: z.null(), 400: ProblemSchema },
      },
    },
    async (request, reply) => {
      await revokeRefreshToken(app.db, request.body.refresh_token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/clients",
    {
      config: {
        // Each sign-up weighs its password (zxcvbn, up to a few hundred milliseconds of this
        // thread): one visitor cannot make the API do it without end (decision 0037)
        rateLimit: {
          max: Math.max(60, app.config.rateLimitMax * 6),
          timeWindow: "1 minute",
          keyGenerator: (request) => `sign-up|${request.visitor}`,
        },
      },
      preValidation: requireFields(
        "body",
        { email: "An email is required", password: "A password is required" },
        "Email and password are required",
      ),
      schema: {
        tags: [TAG],
        summary: "Sign up: create a client and sign it in",
        description:
          "The client's language is the request's (Accept-Language); the country defaults to that language's home country (fr FR, de DE, nl NL, es ES).",
        body: CreateClientBody,
        response: { 201: TokenResponseSchema, ...problemResponses, 409: ProblemSchema },
      },
    },
    async (request, reply) => {
      // A share link's godfather code (lc_godfather) stands for the godfather's e-mail
      const godfather_email = await resolveGodfatherEmail(app.db, request.body);
      const values = await signupValues({ ...request.body, godfather_email }, request.locale);
      if (await findClientByEmail(app.db, values.email)) throw emailTaken();
      const created = await insertClient(app.db, values);
      await linkGodsonSafely(app.db, created.id, request.log);
      return reply.status(201).send(await issueTokenPair(app, created));
    },
  );

  app.post(
    "/clients/temporary",
    {
      config: {
        rateLimit: {
          max: app.config.rateLimitMax,
          timeWindow: "1 minute",
          keyGenerator: (request) => `temporary-client|${request.visitor}`,
        },
      },
      schema: {
        tags: [TAG],
        operationId: "createTemporaryClient",
        summary: "A visitor's temporary account, signed in (the quiz before the registration)",
        description: `A client without password whose e-mail is quiz-<random>${TEMPORARY_EMAIL_DOMAIN} (§9 temporary signup e-mail): GET clients/me says is_temporary until POST clients/me/registration gives it an address and a password; its profiles and quiz answers stay. The language defaults to the request's, the country to the language's home country. Limited per visitor (RATE_LIMIT_MAX a minute): 429 TOO_MANY_REQUESTS.`,
        body: TemporaryClientBody.nullish(),
        response: { 201: TokenResponseSchema, ...problemResponses, 429: ProblemSchema },
      },
    },
    async (request, reply) => {
      const locale = request.body?.locale ?? request.locale;
      const created = await insertTemporaryClient(app.db, locale, request.body?.country ?? HOME_COUNTRY[locale]);
      await linkGodsonSafely(app.db, created.id, request.log);
      return reply.status(201).send(await issueTokenPair(app, created));
    },
  );

  app.post(
    "/clients/me/registration",
    {
      preHandler: app.requireClient,
      preValidation: requireFields(
        "body",
        { email: "An email is required", password: "A password is required" },
        "Email and password are required",
      ),
      schema: {
        tags: [TAG],
        operationId: "completeRegistration",
        summary: "Complete a temporary account: its e-mail, password and sign-up fields",
        description:
          "The body and its rules are POST clients' (400 with the same messages, 409 EMAIL_TAKEN). The client keeps its id, its profiles and their quiz answers; the language becomes the request's (Accept-Language), else stays the temporary account's. 409 ALREADY_REGISTERED when the account is not a temporary one. Answers a new token pair.",
        security: bearer,
        body: RegistrationBody,
        response: { 200: TokenResponseSchema, ...problemResponses, 409: ProblemSchema },
      },
    },
    async (request) => {
      const client = await signedInClient(app.db, request);
      if (!isTemporaryEmail(client.email)) {
        throw ApiError.conflict("ALREADY_REGISTERED", "This account is already registered");
      }
      // The page's language, else the one the visitor started the quiz in
      const locale = pickAcceptLanguage(request.headers["accept-language"], CONTENT_LOCALES) ?? client.locale;
      const godfather_email = await resolveGodfatherEmail(app.db, request.body);
      const values = await signupValues({ ...request.body, godfather_email }, locale);
      if (isTemporaryEmail(values.email)) {
        throw ApiError.badRequest("Invalid email", { email: ["Invalid email"] });
      }
      if (await emailBelongsToAnother(app.db, values.email, client.id)) throw emailTaken();
      // The country a visitor chose before (POST clients/temporary) stays unless the form names one
      const country = request.body.country ?? client.country ?? values.country;
      const updated = await completeTemporaryClient(app.db, client, { ...values, country });
      if (!updated) throw ApiError.conflict("ALREADY_REGISTERED", "This account is already registered");
      await linkGodsonSafely(app.db, updated.id, request.log);
      return issueTokenPair(app, updated);
    },
  );

  app.get(
    "/clients/me",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "The signed-in client",
        security: bearer,
        response: { 200: ClientSchema, ...problemResponses },
      },
    },
    async (request) => clientResponse(app.db, request.clientId, Boolean(request.auth?.connectAsStaffId)),
  );

  app.patch(
    "/clients/me",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Update the signed-in client",
        description:
          "Every field is optional. locale and country are what the language switcher saves (with locale_chosen). A new e-mail or a new password needs current_password (400 without, 422 INVALID_CURRENT_PASSWORD when wrong) and is refused to a connect-as session (403 CONNECT_AS_FORBIDDEN). A new password must not be easy to guess (400 WEAK_PASSWORD) and ends the client's other sessions (their access tokens answer 401); this one stays open. A new e-mail is told to the previous address, with a link to undo it (POST clients/email-change/revert).",
        security: bearer,
        body: PatchClientBody,
        response: { 200: ClientSchema, ...problemResponses, 409: ProblemSchema },
      },
    },
    async (request) => {
      const client = await signedInClient(app.db, request);
      const body = request.body;
      const changes: ClientChanges = {
        firstname: body.firstname,
        lastname: body.lastname,
        phone: body.phone,
        locale: body.locale,
        country: body.country,
        localeChosen: body.locale_chosen,
        isOptinKid: body.is_optin_kid,
        optinSourceKid: body.optin_source_kid,
        isOptinWoman: body.is_optin_woman,
        optinSourceWoman: body.optin_source_woman,
      };
      const email = body.email === undefined ? undefined : normalizeEmail(body.email);
      const newEmail = email !== undefined && email !== client.email ? email : undefined;
      if (newEmail !== undefined || body.password !== undefined) {
        // The account's keys: whoever changes them proves they are the client, which an
        // administrator looking at the account is not
        if (request.auth?.connectAsStaffId) {
          throw new ApiError(
            403,
            "CONNECT_AS_FORBIDDEN",
            "A connect-as session cannot change the e-mail or the password",
          );
        }
        if (body.current_password === undefined) {
          throw ApiError.badRequest("The current password is required", {
            current_password: ["The current password is required"],
          });
        }
        if (!(await verifyPassword(client.passwordHash, body.current_password))) {
          throw ApiError.unprocessable("INVALID_CURRENT_PASSWORD", "The current password is wrong", {
            current_password: ["The current password is wrong"],
          });
        }
      }
      if (newEmail !== undefined) {
        if (await emailBelongsToAnother(app.db, newEmail, client.id)) throw emailTaken();
        changes.email = newEmail;
      }
      if (body.password !== undefined) {
        requireStrongPassword(body.password, {
          email: newEmail ?? client.email,
          firstname: body.firstname ?? client.firstname,
          lastname: body.lastname ?? client.lastname,
        });
        changes.passwordHash = await hashPassword(body.password);
      }
      const updated = await updateClient(app.db, client, changes, {
        secret: app.config.jwtSecret,
        storefrontUrl: app.config.storefrontUrl,
        sessionId: request.auth?.sid,
      });
      return clientResponse(app.db, updated.id, Boolean(request.auth?.connectAsStaffId));
    },
  );

  app.get(
    "/clients/me/data-layer",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Analytics-safe data of the signed-in client",
        description: "No names and no raw e-mail: the e-mail is a sha256 hash.",
        security: bearer,
        response: { 200: DataLayerSchema, ...problemResponses },
      },
    },
    async (request) => {
      const client = await signedInClient(app.db, request);
      const counts = await profileCounts(app.db, client.id);
      return {
        client_id: client.id,
        hashed_email: hashedEmail(client.email),
        subscription_status: client.subscriptionStatus,
        woman_subscription_status: client.womanSubscriptionStatus,
        shop_status: client.shopStatus,
        gift_card_status: client.giftCardStatus,
        is_woman_activated: client.isWomanActivated,
        kid_count: counts.kid,
        woman_count: counts.woman,
        country: client.country,
        locale: client.locale,
        connected_as: Boolean(request.auth?.connectAsStaffId),
      };
    },
  );

  app.post(
    "/clients/send-reset-password-email",
    {
      config: { rateLimit: authRateLimit(app, "email") },
      preValidation: requireFields("body", { email: "An email is required" }, "An email is required"),
      schema: {
        tags: [TAG],
        summary: "E-mail a password-reset link",
        description:
          "Same answer whether or not an account has this address. The link is valid one hour, single use, in the client's language.",
        body: SendResetBody,
        response: { 204: z.null(), 400: ProblemSchema, 429: ProblemSchema },
      },
    },
    async (request, reply) => {
      const client = await findClientByEmail(app.db, request.body.email);
      if (client) {
        const token = newOpaqueToken();
        const link = resetPasswordLink(app.config.storefrontUrl, client.locale, client.id, token);
        const message = resetPasswordMail({
          to: client.email,
          locale: client.locale,
          firstname: client.firstname,
          link,
        });
        await saveResetLink(app.db, client.id, token, message);
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/clients/reset-password",
    {
      config: { rateLimit: authRateLimit(app, "client_id") },
      preValidation: requireFields(
        "body",
        { client_id: "A client id is required", password: "A password is required", token: "A token is required" },
        "client_id, password and token are required",
      ),
      schema: {
        tags: [TAG],
        summary: "Choose a new password with a reset link",
        description:
          "Used or unknown link: 422 RESET_TOKEN_INVALID; more than one hour old: 422 RESET_TOKEN_EXPIRED. Success signs every session out (refresh tokens revoked).",
        body: ResetPasswordBody,
        response: { 204: z.null(), 400: ProblemSchema, 422: ProblemSchema, 429: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { client_id: clientId, password, token } = request.body;
      const invalid = () =>
        ApiError.unprocessable("RESET_TOKEN_INVALID", "This password reset link is invalid or was already used");
      const row = await findResetLink(app.db, token);
      if (!row || row.clientId !== clientId || row.usedAt) throw invalid();
      if (row.expiresAt.getTime() <= Date.now()) {
        throw ApiError.unprocessable("RESET_TOKEN_EXPIRED", "This password reset link has expired");
      }
      const client = await findClientById(app.db, clientId);
      if (!client) throw invalid();
      requireStrongPassword(password, client);
      const passwordHash = await hashPassword(password);
      const done = await resetPassword(app.db, row, clientId, passwordHash);
      if (!done) throw invalid();
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/clients/email-change/revert",
    {
      config: { rateLimit: { max: app.config.rateLimitMax, timeWindow: "1 minute" } },
      preValidation: requireFields("body", { token: "A token is required" }, "A token is required"),
      schema: {
        tags: [TAG],
        operationId: "revertEmailChange",
        summary: '"This wasn\'t me": undo an e-mail change from the notice sent to the previous address',
        description:
          "The token is the notice's link's (valid 7 days). Gives the previous address back to the account, removes its password, ends every session, spends the reset links sent meanwhile, and e-mails a new reset link to the address given back; answers that address. A token already used answers the same. Forged or expired: 422 EMAIL_REVERT_INVALID; the address taken by another account since: 409 EMAIL_TAKEN.",
        body: RevertEmailChangeBody,
        response: { 200: RevertEmailChangeSchema, ...problemResponses, 409: ProblemSchema, 429: ProblemSchema },
      },
    },
    async (request) => ({
      email: await revertEmailChange(app.db, {
        secret: app.config.jwtSecret,
        storefrontUrl: app.config.storefrontUrl,
        token: request.body.token,
      }),
    }),
  );
};
