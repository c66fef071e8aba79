import { CONTENT_LOCALES, type ContentLocale } from "#domain/locales.js";
import type { Translations } from "~/i18n";

export type Nested = { [key: string]: string | Nested };

/** Locale files are nested for editing; the runtime uses flat dotted keys, like the API's. */
export function flatten(tree: Nested, prefix = ""): Translations {
  const flat: Translations = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat[path] = value;
    else Object.assign(flat, flatten(value, path));
  }
  return flat;
}

/**
 * app/locales/{locale}/{area}.json: common.json holds top-level keys, any other file's keys are
 * prefixed with its name (home.json's "hero.title" is "home.hero.title"), so each area of the
 * site edits its own file. The back-office's texts (back-office*.json, French and English only) are
 * not the shop's: they load with the back-office's pages (routes/back-office/texts.ts).
 */
const files = import.meta.glob<Nested>(["./*/*.json", "!./*/back-office*.json"], { eager: true, import: "default" });

/** One locale's texts from a glob of locale files, keys prefixed by file name (but common.json's). */
export function localeTexts(files: Record<string, Nested>, locale: string): Translations {
  const flat: Translations = {};
  for (const [path, tree] of Object.entries(files)) {
    const [, folder, file] = path.match(/([a-z]+)\/([\w-]+)\.json$/) ?? [];
    if (folder !== locale || !file) continue;
    Object.assign(flat, flatten(tree, file === "common" ? "" : file));
  }
  return flat;
}

export const bundledTranslations = Object.fromEntries(
  CONTENT_LOCALES.map((locale) => [locale, localeTexts(files, locale)]),
) as Record<ContentLocale, Translations>;

const merged = new Map<string, WeakMap<Translations, Translations>>();

/**
 * A language's texts: the bundled ones with the API's overrides on top (switches, texts edited in
 * the content administration). Pages carry only the overrides, a kilobyte or two, instead of the
 * whole map; the merge is kept per overrides object, so a render merges once.
 */
export function siteTexts(language: string, overrides: Translations): Translations {
  let byOverrides = merged.get(language);
  if (!byOverrides) merged.set(language, (byOverrides = new WeakMap()));
  let texts = byOverrides.get(overrides);
  if (!texts) {
    texts = { ...bundledTranslations[language as ContentLocale], ...overrides };
    byOverrides.set(overrides, texts);
  }
  return texts;
}

type RootMatch = { id: string; data: unknown } | undefined;

/** The page's texts for a meta function, which runs outside React's context: from the root's data. */
export function rootTexts(matches: readonly RootMatch[]): Translations | undefined {
  const root = matches.find((match) => match?.id === "root")?.data as
    { language: string; textOverrides: Translations } | undefined;
  return root && siteTexts(root.language, root.textOverrides);
}
