import { DEFAULT_LANGUAGE, SITE_LANGUAGES, isSiteLanguage, pickAcceptLanguage } from "#domain/locales.js";
import { bundledTranslations } from "~/locales/bundled.server";
import { langCookie } from "./cookies.server";
import { env } from "./env.server";
import { prefixLanguage } from "./paths";

/** The API's readiness (its database answers), which the production server waits for (scripts/api-gate.mjs). */
export const apiReadinessUrl = `${env.apiUrl}/ready`;

type Visit = { pathname: string; cookie?: string; acceptLanguage?: string };

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The page answered while the API is not ready (it is starting, or down): plain HTML from the
 * bundled texts, since neither the API's texts nor the pages' loaders can run. The language is
 * chosen as for any page (prefix, language cookie, Accept-Language, fr); the page reloads itself
 * after `retryAfterSeconds`, without JavaScript; its link (an empty href) loads the same address again.
 */
export function unavailablePage({ pathname, cookie, acceptLanguage }: Visit, retryAfterSeconds: number) {
  const fromCookie = langCookie.parse(cookie ?? null);
  const language =
    prefixLanguage(pathname) ??
    (isSiteLanguage(fromCookie) ? fromCookie : undefined) ??
    pickAcceptLanguage(acceptLanguage, SITE_LANGUAGES) ??
    DEFAULT_LANGUAGE;
  const texts = bundledTranslations[language];
  const title = escapeHtml(texts["error.starting_title"] ?? "");
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${retryAfterSeconds}">
<meta name="robots" content="noindex">
<title>${title} — La Malle</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1.25rem;text-align:center;color:#2b2b2b;background:#fbf7f2}main{max-width:32rem;margin:auto}a{color:inherit}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(texts["error.starting_message"] ?? "")}</p>
<p><a href="">${escapeHtml(texts["error.starting_retry"] ?? "")}</a></p>
</main>
</body>
</html>
`;
  return { language, html };
}
