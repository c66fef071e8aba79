import { createInstance, type i18n, type TFunction } from "i18next";
import { useContext } from "react";
import { I18nContext, getI18n, initReactI18next } from "react-i18next";
import { elideBefore, markValue } from "#domain/french.js";

export const NAMESPACE = "common";
/** §1: the translation runtime's default is en. */
export const FALLBACK_LANGUAGE = "en";

export type Translations = Record<string, string>;

/**
 * Told every key a server render looks up (entry.server.tsx): the document carries the texts of
 * those keys, the ones the browser hydrates with (decision 0058). Set before any instance is made;
 * unset in the browser.
 */
let keyRecorder: ((key: string) => void) | undefined;
const RECORD = "record-keys";
function recordedLookup(record: (key: string) => void) {
  return (value: string, key: string | string[]) => {
    for (const each of typeof key === "string" ? [key] : key) record(each);
    return value;
  };
}
export function recordKeysWith(recorder: (key: string) => void) {
  keyRecorder = recorder;
}

/**
 * One i18next instance over a flat key→text map (bundled texts merged with the API's overrides).
 * Initialised synchronously so the server render and the first client render agree.
 */
export function createI18n(language: string, translations: Translations): i18n {
  const instance = createInstance();
  // On the server, what i18next itself looks up (react-i18next's <Trans>) is recorded too
  const record = keyRecorder;
  if (record) instance.use({ type: "postProcessor", name: RECORD, process: recordedLookup(record) });
  void instance.use(initReactI18next).init({
    ...(record && { postProcess: [RECORD] }),
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

/** A text map read outside a translator (a meta function's title), its reads recorded on the server. */
export function recordingTexts(texts: Translations): Translations {
  const record = keyRecorder;
  if (!record) return texts;
  return new Proxy(texts, {
    get(target, key, receiver) {
      if (typeof key === "string") record(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
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

/** Options that make i18next do more than put values in place (plurals, context, fallbacks…). */
const I18NEXT_OPTIONS =
  /^(count|context|defaultValue.*|ordinal|lngs?|ns|keyPrefix|return\w+|joinArrays|postProcess|interpolation|skipInterpolation|replace|fallbackLng)$/;
/** `{{name}}`: a plain placeholder; formats (`{{x, number}}`), `{{- x}}` and `$t(…)` nesting are i18next's. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const NOT_PLAIN = /\$t\(|\{\{(?!\s*\w+\s*\}\})/;

type Values = Record<string, unknown>;

/** The string values marked for French elision (domain/french.ts). */
function markedValues(values: Values): Values {
  let marked: Values | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== "string" || I18NEXT_OPTIONS.test(name)) continue;
    const mark = markValue(value);
    if (mark !== value) (marked ??= { ...values })[name] = mark;
  }
  return marked ?? values;
}

/** Counts up to this one have their plural texts kept per translator. */
const KEPT_COUNTS = 100;

/** The count of `{ count }` options naming nothing else, when small enough to keep its text. */
function onlyCount(given: unknown): number | undefined {
  if (!given || typeof given !== "object") return undefined;
  const { count, ...others } = given as Values;
  for (const _ in others) return undefined;
  return Number.isInteger(count) && (count as number) >= 0 && (count as number) < KEPT_COUNTS
    ? (count as number)
    : undefined;
}

/** Puts plain values in a plain template; undefined when i18next must do it. */
function interpolate(template: string, values: Values): string | undefined {
  let plain = true;
  const text = template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (typeof value === "string") return value;
    if (typeof value === "number") return String(value);
    plain = false;
    return whole;
  });
  return plain ? text : undefined;
}

/**
 * One translator per i18next instance. An instance here never changes language or texts once made
 * (`i18nFor` makes a new one), so a key's text is looked up once, and values are put in a plain
 * template ("Pour {{name}}") without i18next's full resolution; plurals, context, formats, nesting
 * and missing keys go through i18next (decision 0023).
 */
export function translatorOf(instance: i18n): Translator {
  let translator = translators.get(instance);
  if (translator) return translator;
  const fixed = instance.getFixedT(null, NAMESPACE) as unknown as (key: unknown, ...rest: unknown[]) => string;
  // French elides "de" before a value that starts with a vowel ("la malle d'Inès")
  const french = instance.language.startsWith("fr");
  const texts = new Map<string, string>();
  // Plural texts by key and count, for the small counts pages show (a cart's pieces, a box's items)
  const counted = new Map<string, string>();
  // A key's template when only values go in it, else null
  const templates = new Map<string, string | null>();
  const templateOf = (key: string) => {
    let template = templates.get(key);
    if (template === undefined) {
      const raw: unknown = instance.getResource(instance.language, NAMESPACE, key);
      template = typeof raw === "string" && !NOT_PLAIN.test(raw) ? raw : null;
      templates.set(key, template);
    }
    return template;
  };
  const t = ((key: string | string[], ...rest: unknown[]) => {
    if (keyRecorder) {
      if (typeof key === "string") keyRecorder(key);
      else for (const each of key) keyRecorder(each);
    }
    if (typeof key !== "string") return fixed(key, ...rest);
    if (rest.length === 0) {
      let text = texts.get(key);
      if (text === undefined) {
        text = fixed(key);
        texts.set(key, text);
      }
      return text;
    }
    const [given] = rest;
    const count = rest.length === 1 ? onlyCount(given) : undefined;
    if (count !== undefined) {
      // A plural goes through i18next's whole resolution: the header's cart badge did on every page
      const memo = `${key}\u0000${count}`;
      let text = counted.get(memo);
      if (text === undefined) {
        text = fixed(key, given);
        if (french) text = elideBefore(text);
        counted.set(memo, text);
      }
      return text;
    }
    if (given && typeof given === "object" && !Array.isArray(given)) {
      const values = french ? markedValues(given as Values) : (given as Values);
      if (rest.length === 1) {
        const template = Object.keys(values).some((name) => I18NEXT_OPTIONS.test(name)) ? null : templateOf(key);
        const text = template === null ? undefined : interpolate(template, values);
        if (text !== undefined) return french ? elideBefore(text) : text;
      }
      const text = fixed(key, values, ...rest.slice(1));
      return french ? elideBefore(text) : text;
    }
    return fixed(key, ...rest);
  }) as unknown as TFunction;
  translator = { t, i18n: instance };
  translators.set(instance, translator);
  return translator;
}

/**
 * The components' translation hook, in place of react-i18next's, which builds a copy of the
 * instance and a new bound t in every component on every server render (no ref outlives a server
 * render): a sixth of the product page's render went there (decision 0023).
 */
export function useTranslation(): Translator {
  return translatorOf(useContext(I18nContext)?.i18n ?? getI18n());
}
