/**
 * The staff's second factor: time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 seconds),
 * with the otpauth library. A code is accepted within one step either side of now, and once: the
 * step it matched is kept (staff_members.totp_last_step), so the same code, or an earlier one,
 * cannot sign in again within its window.
 *
 * The secret is stored sealed (AES-256-GCM under the configuration's TOTP key, TOTP_ENCRYPTION_KEY or
 * derived from JWT_SECRET): a copy of the database alone does not give anyone the codes.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";

const ISSUER = "La Malle back-office";
const PERIOD_SECONDS = 30;

function totpOf(secret: string, label = "staff") {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret (base32, 160 bits) and the otpauth:// URI an authenticator app scans. */
export function newTotpSecret(email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, email).toString() };
}

/** The code of a secret at a time (tests, and nothing else). */
export function totpCode(secret: string, at = Date.now()): string {
  return totpOf(secret).generate({ timestamp: at });
}

/**
 * The time step a code matches (now, or one step either side), or null. The caller accepts it
 * only if the step is later than the last accepted one.
 */
export function matchingStep(secret: string, code: string, at = Date.now()): number | null {
  const trimmed = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(trimmed)) return null;
  const delta = totpOf(secret).validate({ token: trimmed, timestamp: at, window: 1 });
  return delta === null ? null : Math.floor(at / 1000 / PERIOD_SECONDS) + delta;
}

const SEALED = "v1:";

/** The secret as stored: `v1:` iv, tag and ciphertext (base64url, dot-separated). */
export function sealSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return `${SEALED}${[iv, cipher.getAuthTag(), data].map((part) => part.toString("base64url")).join(".")}`;
}

/** The stored secret opened, or null when it cannot be (another key: the member enrols again). */
export function openSecret(stored: string, key: Buffer): string | null {
  if (!stored.startsWith(SEALED)) return null;
  const [iv, tag, data] = stored
    .slice(SEALED.length)
    .split(".")
    .map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** matchingStep for a stored (sealed) secret; null as well when the secret cannot be opened. */
export function storedMatchingStep(stored: string, key: Buffer, code: string): number | null {
  const secret = openSecret(stored, key);
  return secret === null ? null : matchingStep(secret, code);
}
