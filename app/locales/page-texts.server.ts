import type { Translations } from "~/i18n";
import { bundledTexts, hasTexts } from "./index";

/**
 * A language's keys by the key a render asks for: the key itself and the forms i18next may read
 * for it, its plurals and contexts (`cart.items` → `cart.items_one`, `cart.items_other`).
 */
const formsByLanguage = new Map<string, Map<string, string[]>>();

function formsOf(language: string): Map<string, string[]> {
  let forms = formsByLanguage.get(language);
  if (forms) return forms;
  forms = new Map();
  for (const key of Object.keys(bundledTexts(language))) {
    const last = key.lastIndexOf(".") + 1;
    for (let at = key.indexOf("_", last); at !== -1; at = key.indexOf("_", at + 1)) {
      const base = key.slice(0, at);
      forms.set(base, [...(forms.get(base) ?? []), key]);
    }
    forms.set(key, [...(forms.get(key) ?? []), key]);
  }
  formsByLanguage.set(language, forms);
  return forms;
}

/**
 * The bundled texts of the keys a render used, for the browser to hydrate the page with (decision
 * 0058): the page's texts instead of its language's files, which load once the page is idle.
 */
export function pageTexts(language: string, used: Iterable<string>): Translations {
  if (!hasTexts(language)) return {};
  const all = bundledTexts(language);
  const forms = formsOf(language);
  const texts: Translations = {};
  for (const key of used) for (const form of forms.get(key) ?? []) texts[form] = all[form]!;
  return texts;
}

/** Inline `<script>` text: no `</script>` or line separator can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
