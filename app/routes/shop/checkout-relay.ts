/**
 * The relay-point finder's pure rules (decision 0029), shared by the checkout's action and its
 * component: what a search answered, the opening hours worded in the page's language (days with the
 * same hours grouped, "Mon–Sat 09:00–19:00") and the distance.
 */
import { dateTimeFormat, numberFormat } from "#domain/intl.js";
import type { components } from "~/generated/api-schema";

export type RelayPoint = components["schemas"]["RelayPoint"];
type OpeningDay = RelayPoint["opening_hours"][number];

/** A search's answer: the points, or why there are none (a locale key). */
export type RelaySearch = { carrier: string; country: string; postcode: string } & (
  { points: RelayPoint[]; error?: undefined } | { points?: undefined; error: string }
);

/** 2024-01-01 was a Monday: ISO weekday n is that date plus n − 1 days, at noon UTC. */
const weekday = (day: number) => new Date(Date.UTC(2024, 0, day, 12));

export type OpeningLine = { days: string; hours: string[] | null };

/**
 * The week in lines: consecutive days with the same hours share one ("lun.–sam."), a closed run
 * has `hours: null`. Times follow the language's clock ("14:00", "2:00 PM").
 */
export function openingLines(days: readonly OpeningDay[], locale: string): OpeningLine[] {
  const dayName = dateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const time = dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  const clock = (hhmm: string) => {
    const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
    return time.format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
  };
  const hoursOf = (day: number) => {
    const open = days.find((entry) => entry.day === day);
    return open ? open.periods.map((period) => `${clock(period.opens)}–${clock(period.closes)}`) : null;
  };
  const lines: OpeningLine[] = [];
  let start = 1;
  for (let day = 1; day <= 7; day += 1) {
    const hours = hoursOf(day);
    if (day < 7 && JSON.stringify(hoursOf(day + 1)) === JSON.stringify(hours)) continue;
    const first = dayName.format(weekday(start));
    lines.push({ days: start === day ? first : `${first}–${dayName.format(weekday(day))}`, hours });
    start = day + 1;
  }
  return lines;
}

/** "350 m", "1,2 km" in the page's language. */
export function relayDistance(metres: number, locale: string): string {
  if (metres < 1000) return numberFormat(locale, { style: "unit", unit: "meter" }).format(Math.round(metres / 10) * 10);
  return numberFormat(locale, { style: "unit", unit: "kilometer", maximumFractionDigits: 1 }).format(metres / 1000);
}
