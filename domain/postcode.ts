/**
 * Postcode rules of §5, shared by the API (which refuses a bad address) and the storefront (which
 * says why in the shopper's language and picks the keyboard):
 * - 5 digits for FR, MC, DE, ES and IT; 4 digits for BE and AT;
 * - NL: six characters ignoring one space, four digits then two letters ("1234 AB");
 * - other countries (LU, IE, PT) unchecked; letters are allowed there and in NL.
 */
import type { CountryCode } from "./locales";

export type PostcodeRule = { kind: "digits"; length: number } | { kind: "dutch" } | { kind: "free" };

const digits = (length: number): PostcodeRule => ({ kind: "digits", length });
const free: PostcodeRule = { kind: "free" };

export const POSTCODE_RULES: Record<CountryCode, PostcodeRule> = {
  FR: digits(5),
  MC: digits(5),
  DE: digits(5),
  ES: digits(5),
  IT: digits(5),
  BE: digits(4),
  AT: digits(4),
  NL: { kind: "dutch" },
  LU: free,
  IE: free,
  PT: free,
};

/**
 * Ceiling for the unchecked countries, so a stored postcode stays a postcode: the longest real
 * ones are an Irish Eircode ("D02 X285") and a Luxembourg "L-1234" or Portuguese "1000-001".
 */
export const POSTCODE_MAX_LENGTH = 10;

export type PostcodeError = "required" | "digits" | "dutch" | "too_long";

export type PostcodeCheck =
  { valid: true; postcode: string } | { valid: false; error: PostcodeError; rule: PostcodeRule };

const DUTCH = /^(\d{4}) ?([A-Z]{2})$/;

/**
 * Checks a typed postcode against its country's rule and returns it normalised: spaces dropped
 * from all-digit postcodes ("75 011" → "75011"), Dutch ones as "1234 AB", the others trimmed,
 * single-spaced and upper-cased (Eircodes are written in capitals).
 */
export function validatePostcode(country: CountryCode, value: string): PostcodeCheck {
  const rule = POSTCODE_RULES[country];
  const typed = value.trim().toUpperCase();
  if (!typed) return { valid: false, error: "required", rule };
  switch (rule.kind) {
    case "digits": {
      const compact = typed.replace(/\s+/g, "");
      const ok = compact.length === rule.length && /^\d+$/.test(compact);
      return ok ? { valid: true, postcode: compact } : { valid: false, error: "digits", rule };
    }
    case "dutch": {
      const match = DUTCH.exec(typed);
      return match ? { valid: true, postcode: `${match[1]} ${match[2]}` } : { valid: false, error: "dutch", rule };
    }
    case "free": {
      const spaced = typed.replace(/\s+/g, " ");
      return spaced.length <= POSTCODE_MAX_LENGTH
        ? { valid: true, postcode: spaced }
        : { valid: false, error: "too_long", rule };
    }
  }
}

/** §5: letters are allowed for IE, LU, PT and NL; elsewhere a numeric keyboard fits. */
export function postcodeAllowsLetters(country: CountryCode): boolean {
  return POSTCODE_RULES[country].kind !== "digits";
}
