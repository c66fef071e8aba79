/**
 * Administrator calls. Connect-as (§4, §6): an administrator obtains an access token for a
 * client; the token's claims name the administrator and every issue is recorded in an audit table.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiError, ProblemSchema, problemResponses } from "../../plugins/errors.js";
import { findClientById } from "../clients/index.js";
import { recordConnectAs, type ConnectAsRecord } from "./service.js";

const ConnectAsParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const ConnectAsResponse = z
  .object({
    access_token: z.string().meta({ description: "Bearer token acting as the client; carries the administrator's id" }),
    client_id: z.number().int(),
  })
  .meta({ id: "ConnectAsResponse" });

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/admin/clients/:id/connect-as",
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Connect as a client (administrator impersonation)",
        description:
          "Answers an access token for the client (no refresh token). The storefront opens it with the connect-as-access-token query parameter. Each token is recorded in the connect-as audit.",
        security: [{ bearer: [] }],
        params: ConnectAsParams,
        response: { 200: ConnectAsResponse, ...problemResponses, 403: ProblemSchema },
      },
    },
    async (request) => {
      const adminId = request.clientId;
      const admin = await findClientById(app.db, adminId);
      if (!admin || admin.role !== "admin") throw ApiError.forbidden();
      const client = await findClientById(app.db, request.params.id);
      if (!client) throw ApiError.notFound("Client not found");
      if (client.role === "admin") throw ApiError.forbidden("An administrator cannot be impersonated");

      const ttlSeconds = app.config.accessTokenTtlSeconds;
      const { token, jti } = await app.tokens.sign(
        { clientId: client.id, role: "client", connectAsAdminId: admin.id },
        ttlSeconds,
      );
      const audit: ConnectAsRecord = {
        adminId: admin.id,
        clientId: client.id,
        tokenJti: jti,
        ip: request.ip,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      };
      await recordConnectAs(app.db, audit);
      request.log.info({ adminId: admin.id, clientId: client.id, jti }, "administrator connected as a client");
      return { access_token: token, client_id: client.id };
    },
  );
};
