import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { ApiError } from "./errors.js";

export type Role = "client" | "admin";

export type AccessClaims = {
  clientId: number;
  role: Role;
  /** Set when an administrator connects as this client (impersonation). */
  connectAsAdminId?: number;
  jti: string;
};

declare module "fastify" {
  interface FastifyInstance {
    tokens: AccessTokens;
    /** preHandler: a valid bearer token is required. */
    requireClient: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a valid bearer token of an administrator is required. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The verified bearer token's claims, or null for a visitor. */
    auth: AccessClaims | null;
  }
}

export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: Omit<AccessClaims, "jti">, ttlSeconds = this.ttlSeconds): Promise<{ token: string; jti: string }> {
    const jti = randomUUID();
    const token = await new SignJWT({
      role: claims.role,
      ...(claims.connectAsAdminId ? { act: claims.connectAsAdminId } : {}),
    })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(claims.clientId))
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
    return { token, jti };
  }

  /** Returns the claims, or null for any invalid or expired token. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      const clientId = Number(payload.sub);
      if (!Number.isInteger(clientId) || !payload.jti) return null;
      return {
        clientId,
        role: payload.role === "admin" ? "admin" : "client",
        connectAsAdminId: typeof payload.act === "number" ? payload.act : undefined,
        jti: payload.jti,
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

export const authPlugin = fp<{ secret: string; ttlSeconds: number }>(async (app, options) => {
  const tokens = new AccessTokens(options.secret, options.ttlSeconds);
  app.decorate("tokens", tokens);
  app.decorateRequest("auth", null);

  app.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (header?.startsWith("Bearer ")) request.auth = await tokens.verify(header.slice(7).trim());
  });

  app.decorate("requireClient", async (request: FastifyRequest) => {
    if (!request.auth) throw ApiError.unauthorized();
  });
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    if (!request.auth) throw ApiError.unauthorized();
    if (request.auth.role !== "admin" || request.auth.connectAsAdminId) throw ApiError.forbidden();
  });
});
