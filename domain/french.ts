/**
 * Two rules of French that texts built from a template and a value break: "de" and "que" lose
 * their vowel before a word that starts with one ("la malle d'Inès", not "de Inès"), and the
 * first day of a month is "1er" ("le 1er février"). Shared by the storefront's translator and
 * the API's e-mails.
 */
import { dateTimeFormat } from "./intl";

/** A vowel sound: a vowel (accented or not). An h is left alone ("de Hugo" reads as well). */
const VOWEL_START = /^[aeiouyàâäæéèêëîïôöœùûü]/i;
/** "Yann", "Yasmine": a y before a vowel is a consonant. */
const CONSONANT_Y = /^y[aeiouàâäéèêëîïôöùûü]/i;

export function startsWithVowelSound(word: string): boolean {
  return VOWEL_START.test(word) && !CONSONANT_Y.test(word);
}

/** "de" before a name: "d'Inès", "de Camille". */
export function deName(name: string): string {
  return startsWithVowelSound(name) ? `d'${name}` : `de ${name}`;
}

/**
 * Marks a value put into a template so `elideBefore` can tell it from the template's own words
 * (an invisible word joiner, removed by `elideBefore`).
 */
export const VALUE_MARK = "\u2060";

/** The marked value, when it starts with a vowel sound (nothing to elide otherwise). */
export function markValue(value: string): string {
  return startsWithVowelSound(value) ? `${VALUE_MARK}${value}` : value;
}

const ELIDABLE = new RegExp(`\\b(d|qu)e ${VALUE_MARK}`, "gi");

/** Elides "de"/"que" before the marked values of a text and drops the marks. */
export function elideBefore(text: string): string {
  if (!text.includes(VALUE_MARK)) return text;
  return text.replace(ELIDABLE, (_, stem: string) => `${stem}'`).replaceAll(VALUE_MARK, "");
}

/**
 * Formats a date, with the French "1er" for the first day of a month ("1er février 2027",
 * "lundi 1er février 2027"); other languages as Intl writes them.
 */
export function formatDate(locale: string, options: Intl.DateTimeFormatOptions, date: Date): string {
  const format = dateTimeFormat(locale, options);
  if (!locale.startsWith("fr")) return format.format(date);
  return format
    .formatToParts(date)
    .map((part) => (part.type === "day" && part.value === "1" ? "1er" : part.value))
    .join("");
}
