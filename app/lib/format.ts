import { useRouteLoaderData } from "react-router";
import { useLanguage } from "~/lib/links";
import { BACK_OFFICE_LAYOUT_ID } from "~/lib/paths";
import { formatDate } from "#domain/french.js";
import { euroFormatter } from "#domain/euros.js";

type RootPair = { pair: string | null };

/**
 * The page's locale for numbers: the chosen locale/country pair (fr-BE…) or the page language; in
 * the back-office, its own language (English as written in Europe: "14 January 2026").
 */
export function useNumberLocale(): string {
  const language = useLanguage();
  const pair = useRouteLoaderData<RootPair>("root")?.pair;
  const backOffice = useRouteLoaderData<{ language: string }>(BACK_OFFICE_LAYOUT_ID)?.language;
  if (backOffice) return backOffice === "en" ? "en-GB" : backOffice;
  return pair && pair.startsWith(`${language}-`) ? pair : language;
}

/** Formats euro amounts for the page language: 24,9 → "24,90 €" (fr), "€ 24,90" (nl). */
export function useMoney(): (euros: number) => string {
  return euroFormatter(useNumberLocale());
}

/**
 * Media is served by the storefront under /media (proxied to the API): an absolute API URL is
 * turned into the same relative path, so pages never depend on the API being reachable publicly.
 */
export function mediaSrc(url: string): string {
  if (url.startsWith("/")) return url;
  try {
    const parsed = new URL(url);
    if (parsed.pathname.startsWith("/media/")) return parsed.pathname + parsed.search;
  } catch {
    // not a URL: used as given
  }
  return url;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };

/**
 * Formats dates (ISO 8601) for the page language: "14 janvier 2026", "1er février 2026" (fr), "14 de enero de 2026" (es).
 * Read in UTC, so the server and the browser print the same day whatever their time zones.
 */
export function useDateFormat(): (iso: string) => string {
  const locale = useNumberLocale();
  return (iso: string) => formatDate(locale, LONG_DATE, new Date(iso));
}

/** A text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : max - 1).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** An Instagram caption as alternative text: hashtags, mentions and emoji dropped, kept short. */
export function captionAlt(caption: string | null | undefined, max = 140): string {
  const text = (caption ?? "")
    .replace(/[#@][\p{L}\p{N}_.]+/gu, "")
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  return shorten(text, max);
}
