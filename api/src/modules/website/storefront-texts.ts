/**
 * The storefront's bundled texts (app/locales/<locale>/*.json), for the few words the API must
 * answer already worded — the preview's "needed: Tops" reason — so each text has one home, the
 * locale files, instead of a copy in the API. Keys are read as the storefront reads them
 * (app/locales/index.ts): common.json at the top level, any other file under its name. A locale's
 * files are read once per process.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { ContentLocale } from "#domain/locales.js";

const LOCALES_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), "../../../../app/locales");

type Nested = { [key: string]: string | Nested };
const byLocale = new Map<ContentLocale, Map<string, string>>();

function flatten(tree: Nested, prefix: string, into: Map<string, string>): void {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") into.set(path, value);
    else flatten(value, path, into);
  }
}

function localeTexts(locale: ContentLocale): Map<string, string> {
  let texts = byLocale.get(locale);
  if (!texts) {
    texts = new Map();
    const folder = resolve(LOCALES_FOLDER, locale);
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
      const tree = JSON.parse(readFileSync(resolve(folder, file), "utf8")) as Nested;
      flatten(tree, file === "common.json" ? "" : file.slice(0, -".json".length), texts);
    }
    byLocale.set(locale, texts);
  }
  return texts;
}

/** The text of a key ("category.tops") in the locale, else in French (the storefront's fallback), else null. */
export function storefrontText(locale: ContentLocale, key: string): string | null {
  return localeTexts(locale).get(key) ?? localeTexts("fr").get(key) ?? null;
}
