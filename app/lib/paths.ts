import { DEFAULT_LANGUAGE, PREFIXED_LANGUAGES, type SiteLanguage } from "#domain/locales.js";

/** The language named by a path's first segment, if it is a prefixed one (/de, /nl, /es). */
export function prefixLanguage(pathname: string): SiteLanguage | undefined {
  const first = pathname.split("/")[1];
  return (PREFIXED_LANGUAGES as readonly string[]).includes(first ?? "") ? (first as SiteLanguage) : undefined;
}

/** The staff's back-office (decision 0045): one address in every language, never a shop page. */
export const BACK_OFFICE_PATH = "/back-office";

/** The back-office layout's route id: its loader's data names the page's language. */
export const BACK_OFFICE_LAYOUT_ID = "back-office/layout";

export function isBackOfficePath(pathname: string): boolean {
  return pathname === BACK_OFFICE_PATH || pathname.startsWith(`${BACK_OFFICE_PATH}/`);
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

/** §2: encoded euro, pound, dollar and question-mark characters. */
const STRAY_CHARACTERS = /%E2%82%AC|%C2%A3|%24|%3F/gi;

/**
 * §2 URL clean-up: the address to redirect to when the path holds encoded €, £, $ or ?, else
 * undefined. Only the path is cleaned: the query goes on as sent, because an encoded ? or $ there
 * is part of a value (?redirect=%2Fshop%2Fpayment-successful%3FsessionId%3D… must come back whole).
 */
export function cleanUrl(url: URL): string | undefined {
  const path = url.pathname.replace(STRAY_CHARACTERS, "");
  return path === url.pathname ? undefined : (path || "/") + url.search;
}
