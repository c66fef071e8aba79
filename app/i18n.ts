import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

export const NAMESPACE = "common";
/** §1: the translation runtime's default is en. */
export const FALLBACK_LANGUAGE = "en";

export type Translations = Record<string, string>;

/**
 * One i18next instance over a flat key→text map (bundled texts merged with the API's overrides).
 * Initialised synchronously so the server render and the first client render agree.
 */
export function createI18n(language: string, translations: Translations): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [language]: { [NAMESPACE]: translations } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

const instances = new WeakMap<Translations, i18n>();

/**
 * The instance of a language's texts, made once per texts map: the server renders every page of a
 * language with the same one (a fresh instance per render was a visible share of each render).
 */
export function i18nFor(language: string, translations: Translations): i18n {
  let instance = instances.get(translations);
  if (!instance || instance.language !== language) {
    instance = createI18n(language, translations);
    instances.set(translations, instance);
  }
  return instance;
}
