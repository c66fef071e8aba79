import { useRouteLoaderData } from "react-router";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "#domain/locales.js";
import { localizePath } from "./paths";

type RootLanguage = { language: SiteLanguage };

/** The current page language from the root loader (fr when the root has no data, e.g. errors). */
export function useLanguage(): SiteLanguage {
  return useRouteLoaderData<RootLanguage>("root")?.language ?? DEFAULT_LANGUAGE;
}

/** Localizes an unprefixed path for the current language: `href("/woman")` → "/de/woman". */
export function useLocalizedHref(): (path: string) => string {
  const language = useLanguage();
  return (path: string) => localizePath(path, language);
}
