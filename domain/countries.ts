/**
 * The country list of address forms (§3 "Country list entry": code, emoji, unicode, name, title,
 * dialCode) for the countries of §1. Names come from Intl in the page's language, so they need
 * no translation files.
 */
import { COUNTRIES, type CountryCode } from "./locales";
import { collator, regionNames } from "./intl";

/** International dialling codes (ITU-T E.164). */
export const DIAL_CODES: Record<CountryCode, string> = {
  FR: "+33",
  MC: "+377",
  DE: "+49",
  AT: "+43",
  BE: "+32",
  NL: "+31",
  LU: "+352",
  ES: "+34",
  IT: "+39",
  IE: "+353",
  PT: "+351",
};

export type CountryEntry = {
  code: CountryCode;
  /** The flag: the two regional-indicator symbols of the code. */
  emoji: string;
  /** The flag's code points, e.g. "U+1F1EB U+1F1F7". */
  unicode: string;
  /** The country's name in the list's language. */
  name: string;
  /** What a picker shows: name and dial code, e.g. "France (+33)". */
  title: string;
  dialCode: string;
};

const REGIONAL_INDICATOR_A = 0x1f1e6;

function flagCodePoints(code: string): number[] {
  return [...code.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65);
}

export function flagEmoji(code: string): string {
  return String.fromCodePoint(...flagCodePoints(code));
}

export function flagUnicode(code: string): string {
  return flagCodePoints(code)
    .map((point) => `U+${point.toString(16).toUpperCase()}`)
    .join(" ");
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && (COUNTRIES as readonly string[]).includes(value);
}

/** One country's entry, named in `language` (a BCP 47 tag such as "fr" or "de"). */
export function countryEntry(code: CountryCode, language: string): CountryEntry {
  const name = regionNames(language).of(code) ?? code;
  const dialCode = DIAL_CODES[code];
  return { code, emoji: flagEmoji(code), unicode: flagUnicode(code), name, title: `${name} (${dialCode})`, dialCode };
}

/** Every country of §1, named in `language` and sorted by that name as its speakers sort. */
export function countryList(language: string): CountryEntry[] {
  const order = collator(language);
  return COUNTRIES.map((code) => countryEntry(code, language)).sort((a, b) => order.compare(a.name, b.name));
}
