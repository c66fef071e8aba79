import { DEFAULT_LANGUAGE, PREFIXED_LANGUAGES, type SiteLanguage } from "../../domain/locales";

/** The language named by a path's first segment, if it is a prefixed one (/de, /nl, /es). */
export function prefixLanguage(pathname: string): SiteLanguage | undefined {
  const first = pathname.split("/")[1];
  return (PREFIXED_LANGUAGES as readonly string[]).includes(first ?? "") ? (first as SiteLanguage) : undefined;
}

/** The language a page is shown in: its prefix, else fr (the unprefixed site). */
export function pageLanguage(pathname: string): SiteLanguage {
  return prefixLanguage(pathname) ?? DEFAULT_LANGUAGE;
}

/** The path without its language prefix, always starting with "/". */
export function stripLanguage(pathname: string): string {
  const language = prefixLanguage(pathname);
  if (!language) return pathname || "/";
  return pathname.slice(language.length + 1) || "/";
}

/** The same page in another language: fr has no prefix. */
export function localizePath(pathname: string, language: SiteLanguage): string {
  const bare = stripLanguage(pathname);
  if (language === DEFAULT_LANGUAGE) return bare;
  return bare === "/" ? `/${language}` : `/${language}${bare}`;
}
