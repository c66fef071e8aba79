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
 * language from its start (bundled.server.ts). The browser loads its page's language before it
 * hydrates, file by file: first the files the server's render of the page used (the document names
 * them), the rest of the language once the page is idle or before a navigation (decision 0058).
 */
const languages = new Map<string, Translations>();
/** The languages whose every file is here. */
const complete = new Set<string>();
/** The browser's loaded files by language, by path: merged in the paths' order, as the server's glob. */
const loadedFiles = new Map<string, Map<string, Translations>>();

export function provideLanguage(language: string, texts: Translations) {
  languages.set(language, texts);
  complete.add(language);
}

/** The registry's changes, for the root to render again with the texts that arrived. */
const listeners = new Set<() => void>();
export function subscribeTexts(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** One chunk per file and language in the browser's build (vite.config.ts), fetched once and cached. */
const browserFiles: Record<string, () => Promise<Nested>> = import.meta.env.SSR
  ? {}
  : import.meta.glob<Nested>(["./*/*.json", "!./*/back-office*.json"], { import: "default" });
const FILE_PATH = /^\.\/([a-z]+)\/([\w-]+)\.json$/;
const loading = new Map<string, Promise<void>>();

function loadFile(language: string, path: string, file: string): Promise<void> {
  let load = loading.get(path);
  if (!load) {
    load = browserFiles[path]!().then(
      (tree) => {
        let files = loadedFiles.get(language);
        if (!files) loadedFiles.set(language, (files = new Map()));
        files.set(path, flatten(tree, file === "common" ? "" : file));
      },
      (error: unknown) => {
        // A failed fetch is tried again by the next navigation
        loading.delete(path);
        throw error;
      },
    );
    loading.set(path, load);
  }
  return load;
}

/**
 * Makes a language's texts available: the files named (common.json always with them), or every
 * file; resolves at once when they are here. A file's name is its keys' prefix ("shop" for
 * "shop.cart.title"); a name without a file is common.json's.
 */
export function loadLanguage(language: string, names?: readonly string[]): Promise<void> {
  if (complete.has(language)) return Promise.resolve();
  const wanted = names && new Set(["common", ...names]);
  const files = Object.keys(browserFiles).flatMap((path) => {
    const [, folder, file] = FILE_PATH.exec(path) ?? [];
    return folder === language && file && (!wanted || wanted.has(file)) ? [{ path, file }] : [];
  });
  return Promise.all(files.map(({ path, file }) => loadFile(language, path, file))).then(() => {
    const loaded = loadedFiles.get(language)!;
    if (merged.get(language) !== loaded.size) {
      merged.set(language, loaded.size);
      const paths = [...loaded.keys()].sort();
      languages.set(language, Object.assign({}, ...paths.map((path) => loaded.get(path))) as Translations);
      for (const listener of listeners) listener();
    }
    if (!names) complete.add(language);
  });
}
/** How many files each language's texts were merged from: a load that brought none merges nothing. */
const merged = new Map<string, number>();

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
  // In the browser a language's texts grow as its files arrive: a new bundled map, a new merge
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
