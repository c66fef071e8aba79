/**
 * Languages, countries and the locale/country pairs of the spec (§1).
 * Shared by the API and the storefront: the one place these lists live.
 */

/** Site languages: fr has no URL prefix, the others are prefixed (/de, /nl, /es). */
export const SITE_LANGUAGES = ["fr", "de", "nl", "es"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SiteLanguage = "fr";
export const PREFIXED_LANGUAGES = ["de", "nl", "es"] as const;

/** Every locale content is stored in (the site languages plus en for clients who chose it). */
export const CONTENT_LOCALES = ["fr", "de", "nl", "es", "en"] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** A text stored once per content locale. */
export type LocalizedText = Record<ContentLocale, string>;

export const COUNTRIES = ["FR", "MC", "DE", "AT", "BE", "NL", "LU", "ES", "IT", "IE", "PT"] as const;
export type CountryCode = (typeof COUNTRIES)[number];

/** The switcher's pairs, grouped by country, in the spec's order. */
export const LOCALE_PAIRS = [
  { country: "FR", language: "fr", tag: "fr-FR" },
  { country: "BE", language: "fr", tag: "fr-BE" },
  { country: "BE", language: "nl", tag: "nl-BE" },
  { country: "DE", language: "de", tag: "de-DE" },
  { country: "AT", language: "de", tag: "de-AT" },
  { country: "LU", language: "fr", tag: "fr-LU" },
  { country: "LU", language: "de", tag: "de-LU" },
  { country: "NL", language: "nl", tag: "nl-NL" },
  { country: "ES", language: "es", tag: "es-ES" },
] as const satisfies readonly { country: CountryCode; language: SiteLanguage; tag: string }[];
export type LocalePair = (typeof LOCALE_PAIRS)[number];
export type LocaleTag = LocalePair["tag"];
export const DEFAULT_LOCALE_PAIR: LocalePair = LOCALE_PAIRS[0];

/** hreflang alternates published on every page; x-default points at fr. */
export const ALTERNATE_TAGS = [
  "fr-FR",
  "fr-BE",
  "fr-LU",
  "de-DE",
  "de-AT",
  "de-LU",
  "nl-NL",
  "nl-BE",
  "nl-LU",
  "es-ES",
] as const;

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === "string" && (SITE_LANGUAGES as readonly string[]).includes(value);
}

export function isContentLocale(value: unknown): value is ContentLocale {
  return typeof value === "string" && (CONTENT_LOCALES as readonly string[]).includes(value);
}

export function findLocalePair(tag: string | null | undefined): LocalePair | undefined {
  return LOCALE_PAIRS.find((pair) => pair.tag === tag);
}

/** A language's home pair, the country named like it: fr-FR, de-DE, nl-NL, es-ES. */
export function homePairOf(language: string): LocalePair {
  return LOCALE_PAIRS.find((pair) => pair.country === language.toUpperCase()) ?? DEFAULT_LOCALE_PAIR;
}

/**
 * The pair for a country, used when a signed-in client has never chosen one (§4): the country's
 * pair in the preferred language when it has one (nl-BE for a Dutch-speaking Belgian), else the
 * country's first pair, else the default.
 */
export function localePairForCountry(country: string | null | undefined, preferredLanguage?: string): LocalePair {
  const pairs = LOCALE_PAIRS.filter((pair) => pair.country === country);
  return pairs.find((pair) => pair.language === preferredLanguage) ?? pairs[0] ?? DEFAULT_LOCALE_PAIR;
}

/**
 * First supported content locale named by an Accept-Language header, honouring q-values.
 * Returns undefined when none matches, so callers choose their own fallback.
 */
export function pickAcceptLanguage<T extends string>(
  header: string | null | undefined,
  supported: readonly T[],
): T | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { lang: range.trim().toLowerCase().split("-")[0] ?? "", q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.lang && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const match = supported.find((s) => s === entry.lang);
    if (match) return match;
  }
  return undefined;
}
