import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { eq } from "drizzle-orm";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { clients } from "../db/schema/index.js";
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
    requireClient: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a valid bearer token of an administrator is required. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The verified bearer token's claims, or null for a visitor. */
    auth: AccessClaims | null;
    /**
     * The signed-in client's id, set by requireClient and requireAdmin once the account is known to
     * exist; reading it on a route without either answers 401.
     */
    readonly clientId: number;
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

const signedInClientId = Symbol("signedInClientId");
type WithClientId = FastifyRequest & { [signedInClientId]?: number };

export const authPlugin = fp<{ secret: string; ttlSeconds: number }>(async (app, options) => {
  const tokens = new AccessTokens(options.secret, options.ttlSeconds);
  app.decorate("tokens", tokens);
  app.decorateRequest("auth", null);
  app.decorateRequest("clientId", {
    getter(this: WithClientId) {
      const id = this[signedInClientId];
      if (id === undefined) throw ApiError.unauthorized();
      return id;
    },
  });

  /** A token whose client no longer exists is refused. */
  async function signIn(request: FastifyRequest): Promise<AccessClaims> {
    if (!request.auth) throw ApiError.unauthorized();
    const [client] = await app.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, request.auth.clientId))
      .limit(1);
    if (!client) throw ApiError.unauthorized("This account no longer exists");
    (request as WithClientId)[signedInClientId] = client.id;
    return request.auth;
  }

  app.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (header?.startsWith("Bearer ")) request.auth = await tokens.verify(header.slice(7).trim());
  });

  app.decorate("requireClient", async (request: FastifyRequest) => {
    await signIn(request);
  });
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    const auth = await signIn(request);
    if (auth.role !== "admin" || auth.connectAsAdminId) throw ApiError.forbidden();
  });
});
