/**
 * Bearer access tokens: short-lived JWTs (HS256) naming a client or a staff member (decision 0041)
 * and their session.
 *
 * A session is one sign-in: the family of its refresh tokens (clients/tokens.ts), whose id the
 * token carries as `sid`. A staff member's token says so (`kind: "staff"`); the same refresh-token
 * machinery keeps both kinds of session. requireClient refuses a token whose session has ended
 * (signed out, password changed elsewhere or reset, refresh token reused, account deleted) with one
 * indexed read, so a token stops working at once rather than when it expires. A session found live
 * is trusted in this process for `sessionCheckTtlSeconds` (decision 0051) without reading it again;
 * an ending made by this process (clients/tokens.ts calls forgetLiveSessions) clears that at once,
 * one made by another API process is seen within the TTL. Connect-as tokens
 * have no session: they are a staff member's short look at an account and live their 15 minutes;
 * they carry the staff member's id (`act`).
 *
 * A staff token is not a client token: `request.auth` stays null for it, so every client call
 * answers 401 to a staff token. Back-office calls use `app.requirePermission("action:entity")`,
 * which answers 401 without a live staff session, 403 to a client token and to a staff member
 * without the permission, and writes an audit row of every call it lets through (and of every one
 * it refuses to a staff member).
 */
import { randomUUID } from "node:crypto";
import type { FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { and, eq, isNull } from "drizzle-orm";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { parsePermission, type Permission } from "#domain/staff.js";
import {
  auditEvents,
  clients,
  refreshTokens,
  staffMemberRoles,
  staffMembers,
  staffRolePermissions,
} from "../db/schema/index.js";
import { ApiError } from "./errors.js";

export type AccessClaims = {
  clientId: number;
  /** Set when a staff member connects as this client (impersonation): the staff member's id. */
  connectAsStaffId?: number;
  /** The session (refresh-token family) the token belongs to; none for connect-as tokens. */
  sid?: string;
  jti: string;
};

/** A staff member's access token: always of a session. */
export type StaffClaims = { staffId: number; sid: string; jti: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A preHandler/onRequest guard that requires a permission; the route collector finds it by this mark. */
export type PermissionGuard = ((request: FastifyRequest) => Promise<void>) & { permission: Permission };

/** A back-office route: its method, pattern and the permission its guard requires. */
export type PermissionRoute = { method: string; url: string; permission: Permission };

declare module "fastify" {
  interface FastifyInstance {
    tokens: AccessTokens;
    /** preHandler: a valid bearer token of a client is required. */
    requireClient: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a live staff session is required (any permission); sets request.staffId. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest/preHandler factory: a live staff session holding the permission; writes the
     * audit row. Use it as onRequest so a caller without the right learns nothing of the body's rules.
     */
    requirePermission: (permission: Permission) => PermissionGuard;
    /** Every route guarded by requirePermission (tests walk them). */
    permissionRoutes: () => PermissionRoute[];
    /**
     * For calls open to visitors that remember who sent them (newsletter, support): the client
     * signed in with a live session of its own, or undefined (visitor, ended session, connect-as).
     */
    ownClientId: (request: FastifyRequest) => Promise<number | undefined>;
  }
  interface FastifyRequest {
    /** The verified bearer token's claims when it is a client's, else null (visitor, staff). */
    auth: AccessClaims | null;
    /** The verified bearer token's claims when it is a staff member's, else null. */
    staffAuth: StaffClaims | null;
    /**
     * The signed-in client's id, set by requireClient once the token's session is known to be
     * live; reading it on a route without it answers 401.
     */
    readonly clientId: number;
    /** The signed-in staff member's id, set by requireStaff and requirePermission; else 401. */
    readonly staffId: number;
  }
}

type Verified = { kind: "client"; claims: AccessClaims } | { kind: "staff"; claims: StaffClaims };

/** How many verified tokens AccessTokens remembers at most (the oldest go first). */
const MAX_VERIFIED_TOKENS = 10_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature was checked, with their claims and expiry (ms): a client sends the same
   * token on every call until it is refreshed, and the HMAC check through WebCrypto was a tenth of
   * a GET clients/me (decision 0056). A token's text cannot change, so its verdict holds until it
   * expires; whether its session is still open is asked apart (requireClient).
   */
  private readonly verified = new Map<string, { result: Verified; expiresAt: number }>();
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  private async signWith(
    subject: number,
    claims: Record<string, unknown>,
    ttlSeconds: number,
  ): Promise<{ token: string; jti: string }> {
    const jti = randomUUID();
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(subject))
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
    return { token, jti };
  }

  /** A client's access token (kind "client"), or a connect-as one when connectAsStaffId is set. */
  async sign(claims: Omit<AccessClaims, "jti">, ttlSeconds = this.ttlSeconds): Promise<{ token: string; jti: string }> {
    return this.signWith(
      claims.clientId,
      {
        kind: "client",
        ...(claims.connectAsStaffId ? { act: claims.connectAsStaffId } : {}),
        ...(claims.sid ? { sid: claims.sid } : {}),
      },
      ttlSeconds,
    );
  }

  /** A staff member's access token (kind "staff"). */
  async signStaff(claims: Omit<StaffClaims, "jti">, ttlSeconds = this.ttlSeconds) {
    return this.signWith(claims.staffId, { kind: "staff", sid: claims.sid }, ttlSeconds);
  }

  /** The claims and their kind, or null for any invalid or expired token. */
  async verifyAny(token: string): Promise<Verified | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.result;
      this.verified.delete(token);
      return null;
    }
    const checked = await this.check(token);
    if (checked) {
      this.verified.set(token, checked);
      if (this.verified.size > MAX_VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
    }
    return checked?.result ?? null;
  }

  private async check(token: string): Promise<{ result: Verified; expiresAt: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      const subject = Number(payload.sub);
      if (!Number.isInteger(subject) || subject <= 0 || !payload.jti || payload.exp === undefined) return null;
      const sid = typeof payload.sid === "string" && UUID.test(payload.sid) ? payload.sid : undefined;
      const expiresAt = payload.exp * 1000;
      if (payload.kind === "staff") {
        return sid
          ? { result: { kind: "staff", claims: { staffId: subject, sid, jti: payload.jti } }, expiresAt }
          : null;
      }
      const claims: AccessClaims = {
        clientId: subject,
        connectAsStaffId: typeof payload.act === "number" ? payload.act : undefined,
        sid,
        jti: payload.jti,
      };
      return { result: { kind: "client", claims }, expiresAt };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  /** A client token's claims, or null (invalid, expired, or a staff token). */
  async verify(token: string): Promise<AccessClaims | null> {
    const verified = await this.verifyAny(token);
    return verified?.kind === "client" ? verified.claims : null;
  }
}

/** How many sessions the liveness memory holds at most (the oldest go first). */
const MAX_LIVE_SESSIONS = 10_000;

/** Bumped by forgetLiveSessions: every memory of live sessions in this process starts again. */
let endings = 0;

/**
 * Every client session this process remembers as live is read again on its next request: called
 * whenever sessions end (sign-out, password change or reset, e-mail change undone, reuse, staff
 * disabled), once the ending is written. Inside a transaction that is before it commits: a check
 * racing the commit may still see the session live and trust it for the TTL at most, as another
 * API process does.
 */
export function forgetLiveSessions(): void {
  endings += 1;
}

/**
 * Client sessions found live, each trusted until a time. A check started before an ending never
 * records its (stale) answer afterwards.
 */
class LiveSessions {
  private readonly until = new Map<string, number>();
  private seen = endings;

  constructor(private readonly ttlMs: number) {}

  private current(): Map<string, number> {
    if (this.seen !== endings) {
      this.until.clear();
      this.seen = endings;
    }
    return this.until;
  }

  /** True when the session is remembered live, else the check's answer (a live one remembered). */
  async check(key: string, isLive: () => Promise<boolean>): Promise<boolean> {
    const until = this.current().get(key);
    if (until !== undefined && until > Date.now()) return true;
    const started = endings;
    const live = await isLive();
    if (live && this.ttlMs > 0 && started === endings) {
      const memory = this.current();
      memory.delete(key);
      memory.set(key, Date.now() + this.ttlMs);
      if (memory.size > MAX_LIVE_SESSIONS) memory.delete(memory.keys().next().value!);
    }
    return live;
  }
}

const signedInClientId = Symbol("signedInClientId");
const signedInStaffId = Symbol("signedInStaffId");
type WithIds = FastifyRequest & { [signedInClientId]?: number; [signedInStaffId]?: number };

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

type AuthOptions = { secret: string; ttlSeconds: number; sessionCheckTtlSeconds: number };

export const authPlugin = fp<AuthOptions>(async (app, options) => {
  const tokens = new AccessTokens(options.secret, options.ttlSeconds);
  const live = new LiveSessions(options.sessionCheckTtlSeconds * 1000);
  app.decorate("tokens", tokens);
  app.decorateRequest("auth", null);
  app.decorateRequest("staffAuth", null);
  app.decorateRequest("clientId", {
    getter(this: WithIds) {
      const id = this[signedInClientId];
      if (id === undefined) throw ApiError.unauthorized();
      return id;
    },
  });
  app.decorateRequest("staffId", {
    getter(this: WithIds) {
      const id = this[signedInStaffId];
      if (id === undefined) throw ApiError.unauthorized();
      return id;
    },
  });

  /**
   * True while the token's session is open: a live refresh token of its family, or for connect-as,
   * the account and the staff member who opened it, not disabled since.
   */
  function isLive(auth: AccessClaims): Promise<boolean> {
    // A connect-as session is read every time: a staff member disabled loses the client's account at
    // once, whichever process disabled them (they are few; the families' sessions are the hot path)
    if (auth.connectAsStaffId) return readLiveness(auth);
    return live.check(`${auth.clientId}:${auth.sid ?? ""}`, () => readLiveness(auth));
  }

  async function readLiveness(auth: AccessClaims): Promise<boolean> {
    if (auth.connectAsStaffId) {
      const [live] = await app.db
        .select({ id: clients.id })
        .from(clients)
        .innerJoin(staffMembers, eq(staffMembers.id, auth.connectAsStaffId))
        .where(and(eq(clients.id, auth.clientId), eq(staffMembers.disabled, false)));
      return Boolean(live);
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
    (request as WithIds)[signedInClientId] = auth.clientId;
    return auth;
  }

  /** The staff member of a live staff session (not disabled), or 401; a client token is 403. */
  async function requireStaffSession(request: FastifyRequest): Promise<StaffClaims> {
    const staff = request.staffAuth;
    if (!staff) {
      if (request.auth) throw ApiError.forbidden("A client token cannot open a back-office call");
      throw ApiError.unauthorized();
    }
    const [live] = await app.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .innerJoin(staffMembers, eq(staffMembers.id, refreshTokens.staffId))
      .where(
        and(
          eq(refreshTokens.familyId, staff.sid),
          eq(refreshTokens.staffId, staff.staffId),
          isNull(refreshTokens.revokedAt),
          eq(staffMembers.disabled, false),
        ),
      )
      .limit(1);
    if (!live) throw ApiError.unauthorized("This session has ended");
    (request as WithIds)[signedInStaffId] = staff.staffId;
    return staff;
  }

  async function holds(staffId: number, permission: Permission): Promise<boolean> {
    const [row] = await app.db
      .select({ role: staffMemberRoles.role })
      .from(staffMemberRoles)
      .innerJoin(staffRolePermissions, eq(staffRolePermissions.role, staffMemberRoles.role))
      .where(and(eq(staffMemberRoles.staffId, staffId), eq(staffRolePermissions.permission, permission)))
      .limit(1);
    return Boolean(row);
  }

  /** The audit row of a back-office call: who, what, on what (the route's parameters), when, from where. */
  async function audit(
    request: FastifyRequest,
    staffId: number,
    permission: Permission,
    outcome: "allowed" | "denied",
  ) {
    const params = (request.params ?? {}) as Record<string, unknown>;
    const entityId = params.id ?? Object.values(params)[0];
    const userAgent = request.headers["user-agent"];
    await app.db.insert(auditEvents).values({
      staffId,
      action: permission,
      entity: parsePermission(permission).entity,
      entityId: entityId === undefined ? null : String(entityId),
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      outcome,
      ip: request.ip,
      userAgent: typeof userAgent === "string" ? userAgent.slice(0, 500) : null,
      detail: Object.keys(params).length > 0 ? { params } : null,
    });
  }

  app.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith("Bearer ")) return;
    const verified = await tokens.verifyAny(header.slice(7).trim());
    if (verified?.kind === "client") request.auth = verified.claims;
    else if (verified?.kind === "staff") request.staffAuth = verified.claims;
  });

  app.decorate("requireClient", async (request: FastifyRequest) => {
    await requireLiveSession(request);
  });
  app.decorate("ownClientId", async (request: FastifyRequest) => {
    const auth = request.auth;
    return auth && !auth.connectAsStaffId && (await isLive(auth)) ? auth.clientId : undefined;
  });
  app.decorate("requireStaff", async (request: FastifyRequest) => {
    await requireStaffSession(request);
  });
  app.decorate("requirePermission", (permission: Permission): PermissionGuard => {
    const guard = async (request: FastifyRequest) => {
      const staff = await requireStaffSession(request);
      if (!(await holds(staff.staffId, permission))) {
        await audit(request, staff.staffId, permission, "denied");
        throw ApiError.forbidden(`This call needs the permission ${permission}`);
      }
      await audit(request, staff.staffId, permission, "allowed");
    };
    return Object.assign(guard, { permission });
  });

  // Every route, kept to find the guarded ones once all are registered (an encapsulated
  // context's onRoute hook may add its guard after this one has run)
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    routes.push(route);
  });
  app.decorate("permissionRoutes", () =>
    routes.flatMap((route) => {
      const guard = [...asArray(route.onRequest), ...asArray(route.preHandler)].find(
        (hook): hook is PermissionGuard => typeof hook === "function" && "permission" in hook,
      );
      if (!guard) return [];
      return asArray(route.method).map((method) => ({ method, url: route.url, permission: guard.permission }));
    }),
  );
});
