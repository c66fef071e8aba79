/** Moments and days as the withdrawal and cancellation pages state them (decision 0046). */
import { formatDate } from "#domain/french.js";
import { SHOP_TIME_ZONE } from "#domain/profiles.js";
import { useNumberLocale } from "~/lib/format";

/** A moment (ISO 8601) as a day and a time on the shop's clock, as the receipts state it. */
export function useMomentFormat(): (iso: string) => string {
  const locale = useNumberLocale();
  return (iso: string) =>
    formatDate(
      locale === "en" ? "en-GB" : locale,
      { dateStyle: "full", timeStyle: "short", timeZone: SHOP_TIME_ZONE },
      new Date(iso),
    );
}

/** A calendar day (YYYY-MM-DD) in the page's language. */
export function useDayFormat(): (day: string) => string {
  const locale = useNumberLocale();
  return (day: string) =>
    formatDate(
      locale === "en" ? "en-GB" : locale,
      { dateStyle: "long", timeZone: "UTC" },
      new Date(`${day}T00:00:00Z`),
    );
}
