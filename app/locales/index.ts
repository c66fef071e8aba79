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

/**
 * The languages whose texts are here, ready for a synchronous render. The server has every one from
 * its start (bundled.server.ts); the browser only the page's language, loaded before it hydrates
 * and before a navigation into another language (decision 0049).
 */
const languages = new Map<string, Translations>();

export function provideLanguage(language: string, texts: Translations) {
  languages.set(language, texts);
}

/** One chunk per language in the browser's build (vite.config.ts), fetched once and cached. */
const browserFiles: Record<string, () => Promise<Nested>> = import.meta.env.SSR
  ? {}
  : import.meta.glob<Nested>(["./*/*.json", "!./*/back-office*.json"], { import: "default" });
const loading = new Map<string, Promise<void>>();

/** Makes a language's texts available; resolves at once when they are. */
export function loadLanguage(language: string): Promise<void> {
  if (languages.has(language)) return Promise.resolve();
  let load = loading.get(language);
  if (!load) {
    const files = Object.entries(browserFiles).filter(([path]) => path.startsWith(`./${language}/`));
    load = Promise.all(files.map(async ([path, file]) => [path, await file()] as const)).then(
      (loaded) => provideLanguage(language, localeTexts(Object.fromEntries(loaded), language)),
      (error: unknown) => {
        // A failed fetch is tried again by the next navigation
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, load);
  }
  return load;
}

/** A language's bundled texts, without the API's overrides. */
export function bundledTexts(language: string): Translations {
  const texts = languages.get(language);
  if (!texts) throw new Error(`The texts of "${language}" are not loaded (loadLanguage)`);
  return texts;
}

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
    texts = { ...bundledTexts(language), ...overrides };
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
