import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, isSiteLanguage, type ContentLocale } from "../../domain/locales";
import { NAMESPACE, type Translations } from "~/i18n";
import { bundledTranslations } from "~/locales";
import { langCookie } from "./cookies.server";
import { env } from "./env.server";
import { prefixLanguage } from "./paths";

/**
 * Locale resolution (§2): the URL prefix, then the language cookie, then Accept-Language, then fr.
 * The page itself is always shown in its prefix's language; the rest decides whether a browser on an
 * unprefixed URL is sent to its prefixed twin.
 */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...SITE_LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ["custom", "header"],
    // The prefix, else the plain `lang` cookie; then the detector reads Accept-Language
    findLocale: async (request) => {
      const fromPath = prefixLanguage(new URL(request.url).pathname);
      if (fromPath) return fromPath;
      const fromCookie = langCookie.parse(request.headers.get("Cookie"));
      return isSiteLanguage(fromCookie) ? fromCookie : null;
    },
  },
  i18next: { defaultNS: NAMESPACE, keySeparator: false, nsSeparator: false },
});

const TTL_MS = 60_000;
const cache = new Map<string, { at: number; value: Promise<Translations> }>();

async function fetchOverrides(locale: ContentLocale): Promise<Translations> {
  try {
    const response = await fetch(`${env.apiUrl}/website/translations/${locale}`, {
      headers: { "accept-language": locale },
    });
    if (!response.ok) throw new Error(`translations ${locale}: ${response.status}`);
    return (await response.json()) as Translations;
  } catch (error) {
    // The site stays up on its bundled texts; switches read as off until the API answers
    console.error("[i18n] could not load the API's translations", error);
    cache.delete(locale);
    return {};
  }
}

/** Bundled texts overridden by the API's website/translations/{locale}, cached for a minute. */
export function loadTranslations(locale: ContentLocale): Promise<Translations> {
  const hit = cache.get(locale);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = fetchOverrides(locale).then((overrides) => ({ ...bundledTranslations[locale], ...overrides }));
  cache.set(locale, { at: Date.now(), value });
  return value;
}
