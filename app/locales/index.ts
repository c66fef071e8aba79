import { recordingTexts, type Translations } from "~/i18n";

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
 * The texts that are here, by language, ready for a synchronous render. The server has every
 * language from its start (bundled.server.ts). The browser hydrates its first page with the texts
 * the server's render of it used, written in the document (entry.server.tsx), and loads the whole
 * language once the page is idle or before a navigation (decision 0058).
 */
const languages = new Map<string, Translations>();
/** The languages whose every text is here. */
const complete = new Set<string>();

export function provideLanguage(language: string, texts: Translations) {
  languages.set(language, texts);
  complete.add(language);
  for (const listener of listeners) listener();
}

/** Whether a language's texts, or a page's of them, are here. */
export function hasTexts(language: string): boolean {
  return languages.has(language);
}

/** The first page's texts, from its document: the language's others arrive with loadLanguage. */
export function providePageTexts(language: string, texts: Translations) {
  if (!languages.has(language)) languages.set(language, texts);
}

/** The registry's changes, for the root to render again with the texts that arrived. */
const listeners = new Set<() => void>();
export function subscribeTexts(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const loading = new Map<string, Promise<void>>();

/**
 * Makes a language's texts available; resolves at once when they are. The files' table is a module
 * of its own (language-files.ts), so it is not in the first page's scripts either.
 */
export function loadLanguage(language: string): Promise<void> {
  if (complete.has(language)) return Promise.resolve();
  let load = loading.get(language);
  if (!load) {
    load = import("./language-files")
      .then(({ languageTexts }) => languageTexts(language))
      .then(
        (texts) => provideLanguage(language, texts),
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

const withOverrides = new Map<string, WeakMap<Translations, { bundled: Translations; texts: Translations }>>();

/**
 * A language's texts: the bundled ones with the API's overrides on top (switches, texts edited in
 * the content administration). Pages carry only the overrides, a kilobyte or two, instead of the
 * whole map; the merge is kept per overrides object, so a render merges once.
 */
export function siteTexts(language: string, overrides: Translations): Translations {
  let byOverrides = withOverrides.get(language);
  if (!byOverrides) withOverrides.set(language, (byOverrides = new WeakMap()));
  const bundled = bundledTexts(language);
  let kept = byOverrides.get(overrides);
  // In the browser the first page's texts give way to the whole language: a new bundled map, a new merge
  if (kept?.bundled !== bundled) byOverrides.set(overrides, (kept = { bundled, texts: { ...bundled, ...overrides } }));
  return kept.texts;
}

type RootMatch = { id: string; data: unknown } | undefined;

/** The page's texts for a meta function, which runs outside React's context: from the root's data. */
export function rootTexts(matches: readonly RootMatch[]): Translations | undefined {
  const root = matches.find((match) => match?.id === "root")?.data as
    { language: string; textOverrides: Translations } | undefined;
  return root && recordingTexts(siteTexts(root.language, root.textOverrides));
}
