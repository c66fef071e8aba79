/**
 * Connect-as (§4, §6): a staff member holding connect-as:client obtains an access token for a
 * client; the token's claims name the staff member, and every issue is recorded twice: in the
 * connect-as audit (the token's jti, its expiry) and, by the permission guard, in the audit of
 * back-office calls (decision 0041).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiError, ProblemSchema, problemResponses } from "../../plugins/errors.js";
import { findClientById } from "../clients/index.js";
import { recordConnectAs, type ConnectAsRecord } from "./service.js";

const ConnectAsParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const ConnectAsResponse = z
  .object({
    access_token: z.string().meta({ description: "Bearer token acting as the client; carries the staff member's id" }),
    client_id: z.number().int(),
  })
  .meta({ id: "ConnectAsResponse" });

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/admin/clients/:id/connect-as",
    {
      onRequest: app.requirePermission("connect-as:client"),
      schema: {
        tags: ["admin"],
        summary: "Connect as a client (staff impersonation)",
        description:
          "Needs the staff permission connect-as:client. Answers an access token for the client (no refresh token). The storefront opens it with the connect-as-access-token query parameter. Each token is recorded in the connect-as audit and in the audit of back-office calls.",
        security: [{ bearer: [] }],
        params: ConnectAsParams,
        response: { 200: ConnectAsResponse, ...problemResponses, 403: ProblemSchema },
      },
    },
    async (request) => {
      const staffId = request.staffId;
      const client = await findClientById(app.db, request.params.id);
      if (!client) throw ApiError.notFound("Client not found");

      const ttlSeconds = app.config.accessTokenTtlSeconds;
      const { token, jti } = await app.tokens.sign({ clientId: client.id, connectAsStaffId: staffId }, ttlSeconds);
      const audit: ConnectAsRecord = {
        staffId,
        clientId: client.id,
        tokenJti: jti,
        ip: request.ip,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      };
      await recordConnectAs(app.db, audit);
      request.log.info({ staffId, clientId: client.id, jti }, "staff member connected as a client");
      return { access_token: token, client_id: client.id };
    },
  );
};
