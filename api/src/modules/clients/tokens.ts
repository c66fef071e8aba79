/**
 * Access and refresh tokens.
 *
 * - Access token: a short-lived signed JWT (plugins/auth.ts) naming its sign-in's family (`sid`):
 *   it stops working as soon as the family is revoked.
 * - Refresh token: 32 random bytes (base64url), stored as a sha256 hash. Each sign-in opens a
 *   family (the session); every use rotates the token (the used row is marked rotated, a new row
 *   joins the family). Presenting a rotated token again means it leaked: the whole family is revoked
 *   — except within REFRESH_GRACE_SECONDS of its rotation (decision 0036): two tabs or parallel
 *   page loads of one session refresh with the same token at once, and the later ones are answered
 *   with the same successor. The successor is derived from the token it replaces (an HMAC with the
 *   server's secret), since the database keeps only hashes and could not give it back otherwise.
 *
 * Staff members' sessions are the same families in the same table (decision 0041): a row names
 * either a client or a staff member, and the access token its family's owner gets says which.
 */
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { clients, refreshTokens, staffMembers } from "../../db/schema/index.js";
import type { AppDatabase } from "../../db/client.js";
import { forgetLiveSessions } from "../../plugins/auth.js";
import { ApiError } from "../../plugins/errors.js";

export type TokenPair = { access_token: string; refresh_token: string; client_id: number };
export type StaffTokenPair = { access_token: string; refresh_token: string; staff_id: number };

/** Whose session a refresh-token family is. */
export type SessionOwner = { clientId: number } | { staffId: number };
type PairOf<O extends SessionOwner> = O extends { staffId: number } ? StaffTokenPair : TokenPair;

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

/** The refresh token that replaces `token` when it is rotated: the same on every API process. */
function successorOf(app: FastifyInstance, token: string): string {
  return createHmac("sha256", app.config.jwtSecret).update(`refresh-successor:${token}`, "utf8").digest("base64url");
}

/** A refresh token in the given family: a new random one, or the given successor. */
async function insertRefreshToken(
  app: FastifyInstance,
  db: AppDatabase,
  owner: SessionOwner,
  familyId: string,
  token = newOpaqueToken(),
) {
  await db.insert(refreshTokens).values({ ...owner, familyId, hash: hashToken(token), expiresAt: refreshExpiry(app) });
  return token;
}

/** The access token of a session and the pair the caller gets. */
async function pairFor<O extends SessionOwner>(app: FastifyInstance, owner: O, sid: string, refresh: string) {
  if ("staffId" in owner) {
    const { token } = await app.tokens.signStaff({ staffId: owner.staffId, sid });
    return { access_token: token, refresh_token: refresh, staff_id: owner.staffId } as PairOf<O>;
  }
  const { token } = await app.tokens.sign({ clientId: owner.clientId, sid });
  return { access_token: token, refresh_token: refresh, client_id: owner.clientId } as PairOf<O>;
}

/** Signs a client in: an access token and the first refresh token of a new family. */
export async function issueTokenPair(app: FastifyInstance, client: { id: number }): Promise<TokenPair> {
  return issueSession(app, { clientId: client.id });
}

/** Signs a client or a staff member in: a new family (session) and its first pair. */
export async function issueSession<O extends SessionOwner>(app: FastifyInstance, owner: O): Promise<PairOf<O>> {
  const sid = randomUUID();
  const refresh = await insertRefreshToken(app, app.db, owner, sid);
  return pairFor(app, owner, sid, refresh);
}

async function revokeFamily(db: AppDatabase, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  forgetLiveSessions();
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
  forgetLiveSessions();
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

const revoked = () => ApiError.unauthorized("This refresh token was revoked", "REFRESH_TOKEN_REVOKED");

async function findRefreshToken(db: AppDatabase, token: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.hash, hashToken(token)))
    .limit(1);
  return row;
}

type RefreshRow = NonNullable<Awaited<ReturnType<typeof findRefreshToken>>>;

function ownerOf(row: RefreshRow): SessionOwner {
  if (row.staffId !== null) return { staffId: row.staffId };
  if (row.clientId !== null) return { clientId: row.clientId };
  throw invalid();
}

/**
 * A token pair of the row's session: a new access token beside the given refresh token. A
 * disabled staff member's session gives nothing.
 */
async function pairOf(
  app: FastifyInstance,
  row: RefreshRow,
  refreshToken: string,
): Promise<TokenPair | StaffTokenPair> {
  const owner = ownerOf(row);
  if ("staffId" in owner) {
    const [member] = await app.db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(and(eq(staffMembers.id, owner.staffId), eq(staffMembers.disabled, false)))
      .limit(1);
    if (!member) throw invalid();
  } else {
    const [client] = await app.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, owner.clientId))
      .limit(1);
    if (!client) throw invalid();
  }
  return pairFor(app, owner, row.familyId, refreshToken);
}

/** Successors followed at most: each rotation within the grace window adds one. */
const MAX_SUCCESSORS = 4;

/**
 * A rotated token presented again. Within the grace window of its rotation: the session's live
 * refresh token (its successor, or the successor's when that was rotated too) with a new access
 * token. Later, or when the chain is broken: theft, and the whole family is revoked.
 */
async function presentedAgain(
  app: FastifyInstance,
  row: RefreshRow,
  presented: string,
): Promise<TokenPair | StaffTokenPair> {
  if (row.revokedAt) throw revoked();
  const rotatedAt = row.rotatedAt?.getTime() ?? 0;
  if (Date.now() - rotatedAt <= app.config.refreshGraceSeconds * 1000) {
    let token = presented;
    for (let step = 0; step < MAX_SUCCESSORS; step++) {
      token = successorOf(app, token);
      const next = await findRefreshToken(app.db, token);
      if (!next || next.familyId !== row.familyId) break;
      if (next.revokedAt) throw revoked();
      if (!next.rotatedAt) return pairOf(app, next, token);
    }
  }
  await revokeFamily(app.db, row.familyId);
  throw reused();
}

/**
 * PUT clients/token and PUT staff/token: exchanges a refresh token for a new pair, or answers 401.
 * Each call rotates only its own kind's tokens: a staff refresh token is unknown to PUT
 * clients/token and a client's to PUT staff/token.
 */
export async function rotateRefreshToken(app: FastifyInstance, presented: string): Promise<TokenPair>;
export async function rotateRefreshToken(
  app: FastifyInstance,
  presented: string,
  kind: "staff",
): Promise<StaffTokenPair>;
export async function rotateRefreshToken(
  app: FastifyInstance,
  presented: string,
  kind: "client" | "staff" = "client",
): Promise<TokenPair | StaffTokenPair> {
  const row = await findRefreshToken(app.db, presented);
  if (!row || (kind === "staff") !== (row.staffId !== null)) throw invalid();
  if (row.rotatedAt) return presentedAgain(app, row, presented);
  if (row.revokedAt) throw revoked();
  if (row.expiresAt.getTime() <= Date.now())
    throw ApiError.unauthorized("This refresh token has expired", "REFRESH_TOKEN_EXPIRED");

  const successor = successorOf(app, presented);
  const rotated = await app.db.transaction(async (tx) => {
    // Only one caller can rotate a row: a concurrent second use finds it already rotated.
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return false;
    await insertRefreshToken(app, tx, ownerOf(row), row.familyId, successor);
    return true;
  });
  if (rotated) return pairOf(app, row, successor);
  // Rotated (or revoked) by a concurrent use of the same token meanwhile: read what it left
  const now = await findRefreshToken(app.db, presented);
  if (!now) throw invalid();
  return presentedAgain(app, now, presented);
}

/** Every session of a staff member ends (disabled): its refresh and access tokens stop working. */
export async function revokeStaffSessions(db: AppDatabase, staffId: number) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.staffId, staffId), isNull(refreshTokens.revokedAt)));
  forgetLiveSessions();
}
