/**
 * Bearer access tokens: short-lived JWTs (HS256) naming the client, its role and its session.
 *
 * A session is one sign-in: the family of its refresh tokens (clients/tokens.ts), whose id the
 * token carries as `sid`. requireClient and requireAdmin refuse a token whose session has ended
 * (signed out, password changed elsewhere or reset, refresh token reused, account deleted) with one
 * indexed read, so a token stops working at once rather than when it expires. Connect-as tokens
 * have no session: they are the administrator's short look at an account and live their 15 minutes.
 */
import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { and, eq, isNull } from "drizzle-orm";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { clients, refreshTokens } from "../db/schema/index.js";
import { ApiError } from "./errors.js";

export type Role = "client" | "admin";

export type AccessClaims = {
  clientId: number;
  role: Role;
  /** Set when an administrator connects as this client (impersonation). */
  connectAsAdminId?: number;
  /** The session (refresh-token family) the token belongs to; none for connect-as tokens. */
  sid?: string;
  jti: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module "fastify" {
  interface FastifyInstance {
    tokens: AccessTokens;
    /** preHandler: a valid bearer token is required. */
    requireClient: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a valid bearer token of an administrator is required. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /**
     * For calls open to visitors that remember who sent them (newsletter, support): the client
     * signed in with a live session of its own, or undefined (visitor, ended session, connect-as).
     */
    ownClientId: (request: FastifyRequest) => Promise<number | undefined>;
  }
  interface FastifyRequest {
    /** The verified bearer token's claims, or null for a visitor. */
    auth: AccessClaims | null;
    /**
     * The signed-in client's id, set by requireClient and requireAdmin once the token's session is
     * known to be live; reading it on a route without either answers 401.
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
      ...(claims.sid ? { sid: claims.sid } : {}),
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
        sid: typeof payload.sid === "string" && UUID.test(payload.sid) ? payload.sid : undefined,
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

  /** True while the token's session is open: a live refresh token of its family, or for connect-as, the account. */
  async function isLive(auth: AccessClaims): Promise<boolean> {
    if (auth.connectAsAdminId) {
      const [client] = await app.db.select({ id: clients.id }).from(clients).where(eq(clients.id, auth.clientId));
      return Boolean(client);
    }
    if (!auth.sid) return false;
    const [live] = await app.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, auth.sid),
          eq(refreshTokens.clientId, auth.clientId),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .limit(1);
    return Boolean(live);
  }

  async function requireLiveSession(request: FastifyRequest): Promise<AccessClaims> {
    const auth = request.auth;
    if (!auth) throw ApiError.unauthorized();
    if (!(await isLive(auth))) throw ApiError.unauthorized("This session has ended");
    (request as WithClientId)[signedInClientId] = auth.clientId;
    return auth;
  }

  app.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (header?.startsWith("Bearer ")) request.auth = await tokens.verify(header.slice(7).trim());
  });

  app.decorate("requireClient", async (request: FastifyRequest) => {
    await requireLiveSession(request);
  });
  app.decorate("ownClientId", async (request: FastifyRequest) => {
    const auth = request.auth;
    return auth && !auth.connectAsAdminId && (await isLive(auth)) ? auth.clientId : undefined;
  });
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    const auth = await requireLiveSession(request);
    if (auth.role !== "admin" || auth.connectAsAdminId) throw ApiError.forbidden();
  });
});
