/**
 * The staff's second factor: time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 seconds),
 * with the otpauth library. A code is accepted within one step either side of now, and once: the
 * step it matched is kept (staff_members.totp_last_step), so the same code, or an earlier one,
 * cannot sign in again within its window.
 */
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
