/**
 * The preview's skip token: the link in the "preview ready" e-mail that skips the box without
 * signing in (/preview/confirmation?preview_token=…).
 *
 * A token is `<previewId>.<nonce>.<signature>`: the preview's id, 16 random bytes (base64url) and
 * an HMAC-SHA256 (base64url) of both under the API's secret, with a purpose prefix so no other
 * signed value of the API can pass for one. The database keeps only the token's sha256 hash
 * (previews.token_hash): a leaked database does not give working links, and the link is single
 * use because the skip needs the preview still PENDING and its hash to match.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const PURPOSE = "preview-skip";
const NONCE_BYTES = 16;
/** Preview ids are PostgreSQL serials. */
const MAX_ID = 2_147_483_647;
const TOKEN_PATTERN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, previewId: number, nonce: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${previewId}.${nonce}`).digest("base64url");
}

/** The sha256 (hex) of a token, as previews.token_hash stores it. */
export function hashPreviewToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A fresh token for a preview and the hash to store beside it. */
export function newPreviewToken(secret: string, previewId: number): { token: string; hash: string } {
  if (!Number.isSafeInteger(previewId) || previewId < 1 || previewId > MAX_ID) {
    throw new RangeError(`invalid preview id ${previewId}`);
  }
  const nonce = randomBytes(NONCE_BYTES).toString("base64url");
  const token = `${previewId}.${nonce}.${signature(secret, previewId, nonce)}`;
  return { token, hash: hashPreviewToken(token) };
}

/**
 * The preview a token was issued for when its signature is this API's, else null. It says
 * nothing of the preview's state: the caller also checks that the stored hash matches and
 * that the preview is still PENDING (single use).
 */
export function verifyPreviewToken(secret: string, token: string): { previewId: number } | null {
  if (typeof token !== "string") return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const previewId = Number(match[1]);
  if (!Number.isSafeInteger(previewId) || previewId > MAX_ID) return null;
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(signature(secret, previewId, match[2]!));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { previewId };
}
