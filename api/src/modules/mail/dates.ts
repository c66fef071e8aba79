/**
 * Dates in e-mails, in the client's language: a calendar day ("lundi 1er février 2027") or a
 * moment on the shop's clock. English is written as in Europe (day month year, 24-hour clock).
 */
import { formatDate } from "#domain/french.js";
import type { ContentLocale } from "#domain/locales.js";
import { SHOP_TIME_ZONE } from "#domain/profiles.js";

const intlLocale = (locale: ContentLocale) => (locale === "en" ? "en-GB" : locale);

/** A calendar day (YYYY-MM-DD): "lundi 1er février 2027" (full) or "1er février 2027" (long). */
export function mailDay(day: string, locale: ContentLocale, style: "full" | "long" = "full"): string {
  return formatDate(intlLocale(locale), { dateStyle: style, timeZone: "UTC" }, new Date(`${day}T00:00:00Z`));
}

/** A moment, day and time on the shop's clock ("vendredi 27 novembre 2026 à 14:00"). */
export function mailMoment(at: Date, locale: ContentLocale): string {
  return formatDate(intlLocale(locale), { dateStyle: "full", timeStyle: "short", timeZone: SHOP_TIME_ZONE }, at);
}

/** An amount in euros as the reader writes it ("12,50 €", "€12.50"). */
export function mailMoney(cents: number, locale: ContentLocale): string {
  return new Intl.NumberFormat(locale === "en" ? "en-IE" : locale, { style: "currency", currency: "EUR" }).format(
    cents / 100,
  );
}
