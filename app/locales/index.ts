import type { ContentLocale } from "../../domain/locales";
import type { Translations } from "~/i18n";
import de from "./de/common.json";
import en from "./en/common.json";
import es from "./es/common.json";
import fr from "./fr/common.json";
import nl from "./nl/common.json";

type Nested = { [key: string]: string | Nested };

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

export const bundledTranslations: Record<ContentLocale, Translations> = {
  fr: flatten(fr),
  de: flatten(de),
  nl: flatten(nl),
  es: flatten(es),
  en: flatten(en),
};
