import { CONTENT_LOCALES, type ContentLocale } from "#domain/locales.js";
import type { Translations } from "~/i18n";
import { localeTexts, provideLanguage, type Nested } from "./index";

/**
 * Every language's shop texts, in the server's build only: any page, in any language, renders
 * synchronously. The browser loads just its page's language (loadLanguage, decision 0049).
 */
const files = import.meta.glob<Nested>(["./*/*.json", "!./*/back-office*.json"], { eager: true, import: "default" });

export const bundledTranslations = Object.fromEntries(
  CONTENT_LOCALES.map((locale) => [locale, localeTexts(files, locale)]),
) as Record<ContentLocale, Translations>;

for (const locale of CONTENT_LOCALES) provideLanguage(locale, bundledTranslations[locale]);
