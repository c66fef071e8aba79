/**
 * Access and refresh tokens.
 *
 * - Access token: a short-lived signed JWT (plugins/auth.ts) naming its sign-in's family (`sid`):
 *   it stops working as soon as the family is revoked.
 * - Refresh token: 32 random bytes (base64url), stored as a sha256 hash. Each sign-in opens a
 *   family (the session); every use rotates the token (the used row is marked rotated, a new row
 *   joins the family). Presenting a rotated token again means it leaked: the whole family is revoked.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { clients, refreshTokens } from "../../db/schema/index.js";
import type { AppDatabase } from "../../db/client.js";
import { ApiError } from "../../plugins/errors.js";
import type { Role } from "../../plugins/auth.js";

export type TokenPair = { access_token: string; refresh_token: string; client_id: number };

/** sha256 (hex) of a secret token: what the database keeps. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

function refreshExpiry(app: FastifyInstance, from = new Date()): Date {
  return new Date(from.getTime() + app.config.refreshTokenTtlDays * 24 * 60 * 60 * 1000);
}

/** A new refresh token in the given family (a new family when none is given). */
async function insertRefreshToken(app: FastifyInstance, db: AppDatabase, clientId: number, familyId: string) {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({ clientId, familyId, hash: hashToken(token), expiresAt: refreshExpiry(app) });
  return token;
}

/** Signs a client in: an access token and the first refresh token of a new family. */
export async function issueTokenPair(app: FastifyInstance, client: { id: number; role: Role }): Promise<TokenPair> {
  const sid = randomUUID();
  const refresh = await insertRefreshToken(app, app.db, client.id, sid);
  const { token } = await app.tokens.sign({ clientId: client.id, role: client.role, sid });
  return { access_token: token, refresh_token: refresh, client_id: client.id };
}

async function revokeFamily(db: AppDatabase, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Every session of the client ends (password reset), or every one but `keep` (a password change
 * keeps the session that made it): their refresh and access tokens stop working.
 */
export async function revokeSessions(db: AppDatabase, clientId: number, keep?: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.clientId, clientId),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.familyId, keep) : undefined,
      ),
    );
}

/**
 * Sign-out: the refresh token's family stops working, so a copy of the cookie taken before cannot
 * bring the session back. Unknown tokens are ignored (signing out twice is not an error).
 */
export async function revokeRefreshToken(db: AppDatabase, presented: string) {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.hash, hashToken(presented)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}

const reused = () =>
  ApiError.unauthorized(
    "This refresh token was already used; every session it belonged to is closed",
    "REFRESH_TOKEN_REUSED",
  );
const invalid = () => ApiError.unauthorized("Invalid refresh token", "REFRESH_TOKEN_INVALID");

/** PUT clients/token: exchanges a refresh token for a new pair, or answers 401. */
export async function rotateRefreshToken(app: FastifyInstance, presented: string): Promise<TokenPair> {
  const [row] = await app.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.hash, hashToken(presented)))
    .limit(1);
  if (!row) throw invalid();
  if (row.rotatedAt) {
    await revokeFamily(app.db, row.familyId);
    throw reused();
  }
  if (row.revokedAt) throw ApiError.unauthorized("This refresh token was revoked", "REFRESH_TOKEN_REVOKED");
  if (row.expiresAt.getTime() <= Date.now())
    throw ApiError.unauthorized("This refresh token has expired", "REFRESH_TOKEN_EXPIRED");

  const [client] = await app.db
    .select({ id: clients.id, role: clients.role })
    .from(clients)
    .where(eq(clients.id, row.clientId))
    .limit(1);
  if (!client) throw invalid();

  const next = await app.db.transaction(async (tx) => {
    // Only one caller can rotate a row: a concurrent second use finds it already rotated.
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return null;
    return insertRefreshToken(app, tx, client.id, row.familyId);
  });
  if (!next) {
    await revokeFamily(app.db, row.familyId);
    throw reused();
  }
  const { token } = await app.tokens.sign({ clientId: client.id, role: client.role, sid: row.familyId });
  return { access_token: token, refresh_token: next, client_id: client.id };
}
