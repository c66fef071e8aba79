import { numberFormat } from "./intl.js";

/**
 * Amounts in euros written as Intl writes them, without building an Intl.NumberFormat in the shop's
 * locales (decision 0070). A browser's first number or date formatter loads its locale's data: about
 * 25 ms on a desktop and four times that on a slow phone, in the task that hydrates the page, and
 * every page shows a price or the footer's referral amount. The shop's locales' ways of writing euros
 * are kept here, as Node's Intl writes them (`euros.test.ts` checks each against it); another locale
 * is written by Intl.
 */
type EuroStyle = {
  group: string;
  decimal: string;
  /** 2: a four-digit amount is not grouped (es: 1234,50 €, 12.345,00 €). */
  minimumGrouping: 1 | 2;
  /** Where the number (#) goes, with the sign and the symbol. */
  positive: string;
  negative: string;
};

const NBSP = "\u00a0";
const AFTER = { positive: `#${NBSP}€`, negative: `-#${NBSP}€` };
const BEFORE = { positive: `€${NBSP}#`, negative: `€${NBSP}-#` };
const FRENCH: EuroStyle = { group: "\u202f", decimal: ",", minimumGrouping: 1, ...AFTER };
const GERMAN: EuroStyle = { group: ".", decimal: ",", minimumGrouping: 1, ...AFTER };
const DUTCH: EuroStyle = { group: ".", decimal: ",", minimumGrouping: 1, ...BEFORE };
const SPANISH: EuroStyle = { group: ".", decimal: ",", minimumGrouping: 2, ...AFTER };
const ENGLISH: EuroStyle = { group: ",", decimal: ".", minimumGrouping: 1, positive: "€#", negative: "-€#" };

export const EURO_STYLES: Readonly<Record<string, EuroStyle>> = {
  fr: FRENCH,
  "fr-FR": FRENCH,
  "fr-BE": FRENCH,
  "fr-LU": GERMAN,
  de: GERMAN,
  "de-DE": GERMAN,
  "de-LU": GERMAN,
  "de-AT": { ...GERMAN, positive: `€${NBSP}#`, negative: `-€${NBSP}#` },
  nl: DUTCH,
  "nl-NL": DUTCH,
  "nl-BE": DUTCH,
  es: SPANISH,
  "es-ES": SPANISH,
  en: ENGLISH,
  "en-GB": ENGLISH,
};

/** Cents always (a price), none (rounded to the euro), or cents only when there are some. */
export type EuroDigits = "cents" | "whole" | "stripIfInteger";

const INTL_DIGITS: Record<EuroDigits, Intl.NumberFormatOptions> = {
  cents: {},
  whole: { maximumFractionDigits: 0 },
  stripIfInteger: { trailingZeroDisplay: "stripIfInteger" },
};

/**
 * The digits of `amount` (≥ 0) rounded to `places`, half away from zero as Intl rounds: on the
 * number's shortest decimal writing (1.005 → 1.01), not on its binary value (toFixed: 1.00).
 */
function rounded(amount: number, places: number): { integer: string; fraction: string } {
  const written = String(amount);
  if (written.includes("e")) {
    const [integer, fraction = ""] = amount.toFixed(places).split(".");
    return { integer: integer!, fraction };
  }
  const [integer, fraction = ""] = written.split(".") as [string, string?];
  if (fraction.length <= places) return { integer, fraction: fraction.padEnd(places, "0") };
  let kept = BigInt(integer + fraction.slice(0, places));
  if (fraction.charCodeAt(places) >= 53 /* "5" */) kept += 1n;
  const digits = kept.toString().padStart(places + 1, "0");
  return { integer: digits.slice(0, digits.length - places), fraction: digits.slice(digits.length - places) };
}

function grouped(integer: string, style: EuroStyle): string {
  if (integer.length < 4 || (style.minimumGrouping === 2 && integer.length < 5)) return integer;
  const head = integer.length % 3 || 3;
  let out = integer.slice(0, head);
  for (let at = head; at < integer.length; at += 3) out += style.group + integer.slice(at, at + 3);
  return out;
}

const made = new Map<string, (euros: number) => string>();

/** The shop's way of writing euros in `locale`, made once per locale and digits (a render asks for it per component). */
export function euroFormatter(locale: string, digits: EuroDigits = "cents"): (euros: number) => string {
  const key = `${locale}|${digits}`;
  let format = made.get(key);
  if (!format) made.set(key, (format = makeFormatter(locale, digits)));
  return format;
}

function makeFormatter(locale: string, digits: EuroDigits): (euros: number) => string {
  const style = EURO_STYLES[locale];
  if (!style) {
    const intl = numberFormat(locale, { style: "currency", currency: "EUR", ...INTL_DIGITS[digits] });
    return (euros) => intl.format(euros);
  }
  return (euros) => {
    const { integer, fraction } = rounded(Math.abs(euros), digits === "whole" ? 0 : 2);
    const shown = digits === "whole" || (digits === "stripIfInteger" && /^0*$/.test(fraction)) ? "" : fraction;
    const number = grouped(integer, style) + (shown ? style.decimal + shown : "");
    const negative = euros < 0 || Object.is(euros, -0);
    return (negative ? style.negative : style.positive).replace("#", number);
  };
}
