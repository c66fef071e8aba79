import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, isSiteLanguage, type ContentLocale } from "#domain/locales.js";
import { NAMESPACE, type Translations } from "~/i18n";
import { siteTexts } from "~/locales";
// Every language registered wherever server code renders (pages, and loaders called alone in tests)
import "~/locales/bundled.server";
import { createContentCache } from "./content-cache.server";
import { langCookie } from "./cookies.server";
import { env } from "./env.server";
import { prefixLanguage } from "./paths";
import { createTtlMap } from "./ttl-map.server";

/**
 * Locale resolution (§2): the URL prefix, then the language cookie, then Accept-Language, then fr.
 * The page itself is always shown in its prefix's language; the rest decides whether a browser on an
 * unprefixed URL is sent to its prefixed twin.
 */
const i18nServer = new RemixI18Next({
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

/**
 * The languages unprefixed requests without a `lang` cookie prefer, by Accept-Language: then the
 * header alone decides, browsers send few distinct ones, and reading one (Intl's checks of each
 * locale it names) was 2 % of an unprefixed page's CPU.
 */
const byAcceptLanguage = createTtlMap<string>({ ttlMs: 3_600_000, maxEntries: 1_000 });

/** The language a request prefers (§2, i18nServer's order), remembered when Accept-Language alone decides it. */
export async function preferredLanguage(request: Request): Promise<string> {
  const header = request.headers.get("Accept-Language");
  const decidedElsewhere =
    header === null ||
    prefixLanguage(new URL(request.url).pathname) !== undefined ||
    isSiteLanguage(langCookie.parse(request.headers.get("Cookie")));
  if (decidedElsewhere) return i18nServer.getLocale(request);
  let language = byAcceptLanguage.get(header);
  if (language === undefined) {
    language = await i18nServer.getLocale(request);
    byAcceptLanguage.set(header, language);
  }
  return language;
}

/**
 * Bundled texts overridden by the API's website/translations/{locale}. The copy is revalidated with
 * its ETag once it is older than CONTENT_FRESH_MS (1 s), so a text or switch changed through the
 * content administration shows within a second, while an unchanged one costs a bodiless 304 and
 * pages in between none (decisions 0009, 0054).
 */
const NO_OVERRIDES: Translations = {};

const translations = createContentCache<ContentLocale, { texts: Translations; overrides: Translations }>({
  name: "i18n",
  request: (locale) => ({
    url: `${env.apiUrl}/website/translations/${locale}`,
    headers: { "accept-language": locale },
  }),
  parse: (overrides, locale) => ({
    texts: siteTexts(locale, overrides as Translations),
    overrides: overrides as Translations,
  }),
  // Bundled texts only: switches read as off until the API answers
  fallback: (locale) => ({ texts: siteTexts(locale, NO_OVERRIDES), overrides: NO_OVERRIDES }),
  freshMs: env.contentFreshMs,
});

export async function loadTranslations(locale: ContentLocale): Promise<Translations> {
  return (await translations.get(locale)).texts;
}

/** The API's overrides of the bundled texts: what a page carries to the browser (see siteTexts). */
export async function loadTranslationOverrides(locale: ContentLocale): Promise<Translations> {
  return (await translations.get(locale)).overrides;
}
