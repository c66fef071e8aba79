/**
 * E-mail rules of §5, shared by the API and the storefront. Pure: no I/O.
 *
 * - Format: word characters with dots, plus, underscore and hyphen, an @, then a domain with at
 *   least one dot (labels of word characters and hyphens).
 * - Unknown domain: an address whose domain is not a common provider earns a soft warning only.
 */
import { COMMON_EMAIL_DOMAINS } from "./email-domains.js";

/** §5 e-mail format. `\w` is [A-Za-z0-9_]; the local part also allows `.`, `+` and `-`. */
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;

/** The longest address SMTP carries (RFC 5321 path limit); anything longer is not an address. */
export const EMAIL_MAX_LENGTH = 254;

const KNOWN_DOMAINS: ReadonlySet<string> = new Set(COMMON_EMAIL_DOMAINS);

/** Trims surrounding spaces and lower-cases, the form stored and compared (unique case-insensitively). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** True when the text (surrounding spaces ignored) has the §5 e-mail format. */
export function isValidEmail(email: unknown): email is string {
  if (typeof email !== "string") return false;
  const value = email.trim();
  return value.length > 0 && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The domain part, lower-cased, or undefined when there is no @. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf("@");
  if (at < 0) return undefined;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domain || undefined;
}

/**
 * True when the address's domain is one of the bundled common providers (case-insensitive).
 * False for an unknown domain or a text without a domain; use it for the soft warning only.
 */
export function isKnownEmailDomain(email: string): boolean {
  const domain = emailDomain(email);
  return domain !== undefined && KNOWN_DOMAINS.has(domain);
}
