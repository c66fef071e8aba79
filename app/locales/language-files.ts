import type { Translations } from "~/i18n";
import { localeTexts, type Nested } from "./index";

/**
 * The browser's table of the shop's locale files: one chunk per language (vite.config.ts), fetched
 * once and cached. Imported by loadLanguage only, after the first page hydrated or before a
 * navigation, so neither the table nor the texts are in a first visit's scripts (decision 0058).
 */
const files = import.meta.glob<Nested>(["./*/*.json", "!./*/back-office*.json"], { import: "default" });

/** Every shop text of a language, keyed as on the server (bundled.server.ts). */
export async function languageTexts(language: string): Promise<Translations> {
  const own = Object.entries(files).filter(([path]) => path.startsWith(`./${language}/`));
  const loaded = await Promise.all(own.map(async ([path, file]) => [path, await file()] as const));
  return localeTexts(Object.fromEntries(loaded), language);
}
