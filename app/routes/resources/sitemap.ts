import { readSwitches } from "#domain/switches.js";
import { getRequestContext } from "~/lib/context.server";
import { loadTranslations } from "~/lib/i18n.server";
import { renderSitemap, sitemapPages } from "~/routes/resources/sitemap.server";
import type { Route } from "./+types/sitemap";

/**
 * Every indexable page in the four languages, each with its alternates (§2 /sitemap.xml): the
 * public pages, brands, stylists, blog categories and posts. Switches are read as the pages read them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  try {
    const pages = await sitemapPages(ctx.api, async (language) => readSwitches(await loadTranslations(language)));
    return new Response(renderSitemap(pages), {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    });
  } catch (error) {
    // A partial sitemap would tell crawlers the missing pages are gone: better ask them to come back
    console.error("[sitemap] the API could not list the pages", error);
    return new Response(null, { status: 503, headers: { "Retry-After": "300", "Cache-Control": "no-store" } });
  }
}
