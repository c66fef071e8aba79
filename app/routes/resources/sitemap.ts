import { SITE_LANGUAGES } from "../../../domain/locales";
import { PUBLIC_PAGES } from "~/services/public-pages";
import { absoluteUrl, alternatesFor } from "~/services/seo.server";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every public page in the four languages, each with its alternates (§2 /sitemap.xml). */
export function loader() {
  const urls = PUBLIC_PAGES.flatMap((page) =>
    SITE_LANGUAGES.map((language) => {
      const links = alternatesFor(page.path)
        .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hrefLang}" href="${escapeXml(alt.href)}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(page.path, language))}</loc>\n${links}\n  </url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
