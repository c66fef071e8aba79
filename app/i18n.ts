import { createInstance, type i18n, type TFunction } from "i18next";
import { useContext } from "react";
import { I18nContext, getI18n, initReactI18next } from "react-i18next";

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

type Translator = { t: TFunction; i18n: i18n };
const translators = new WeakMap<i18n, Translator>();

/**
 * The components' translation hook, in place of react-i18next's. Its hook builds a copy of the
 * instance and a new bound t in every component on every server render (no ref outlives a server
 * render): a sixth of the product page's render went there (decision 0023). An instance here never
 * changes language or texts once made (`i18nFor` makes a new one), so one translator per instance
 * serves every component, and a key without options is looked up once.
 */
export function useTranslation(): Translator {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  let translator = translators.get(instance);
  if (!translator) {
    const fixed = instance.getFixedT(null, NAMESPACE) as unknown as (key: unknown, ...rest: unknown[]) => string;
    const texts = new Map<string, string>();
    const t = ((key: string | string[], ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== "string") return fixed(key, ...rest);
      let text = texts.get(key);
      if (text === undefined) {
        text = fixed(key);
        texts.set(key, text);
      }
      return text;
    }) as unknown as TFunction;
    translator = { t, i18n: instance };
    translators.set(instance, translator);
  }
  return translator;
}
