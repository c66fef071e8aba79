import { localeTexts, type Nested } from "~/locales";
import type { Translations } from "~/i18n";
import type { BackOfficeLanguage } from "./staff.server";

/**
 * The back-office's texts, French and English (app/locales/{fr,en}/back-office*.json, one file per
 * section). Imported by the back-office's layout only, so the shop's pages never carry them.
 */
const files = import.meta.glob<Nested>("../../locales/{fr,en}/back-office*.json", { eager: true, import: "default" });

export const backOfficeTexts: Record<BackOfficeLanguage, Translations> = {
  fr: localeTexts(files, "fr"),
  en: localeTexts(files, "en"),
};
