import { ALTERNATE_TAGS, type ContentLocale, type SiteLanguage } from "#domain/locales.js";
import { createContentCache } from "./content-cache.server";
import type { RequestContext } from "./context.server";
import { env } from "./env.server";
import { localizePath, stripLanguage } from "./paths";

export type Seo = {
  title: string;
  description: string;
  keywords: string;
  og: { type: string; image_url: string | null; image_alt: string | null } | null;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
  noTitle?: boolean;
};

/** The absolute URL of a page in a language. */
export function absoluteUrl(pathname: string, language: SiteLanguage): string {
  return env.siteUrl + localizePath(pathname, language);
}

/** hreflang links (§1): the ten locale tags plus x-default, all pointing at the page's language twin. */
export function alternatesFor(pathname: string) {
  const bare = stripLanguage(pathname);
  return [
    ...ALTERNATE_TAGS.map((tag) => ({ hrefLang: tag, href: absoluteUrl(bare, tag.slice(0, 2) as SiteLanguage) })),
    { hrefLang: "x-default", href: absoluteUrl(bare, "fr") },
  ];
}

/**
 * §2: product pages carry flags for their own alternate-language links and for leaving the
 * title to the page (the product's name) instead of the SEO record.
 */
export type SeoOptions = {
  fallbackTitle?: string;
  fallbackDescription?: string;
  noTitle?: boolean;
  alternates?: Seo["alternates"];
};

type SeoEntry = { slug: string; title: string; description: string; keywords: string | null; og: Seo["og"] };

/**
 * Every page's SEO record of a language (the API's website/seo-metadata), kept as the translations
 * are: revalidated with its ETag once older than CONTENT_FRESH_MS, so an edit shows within a second,
 * instead of every page asking for its record (decision 0054).
 */
const seoRecords = createContentCache<ContentLocale, Map<string, SeoEntry>>({
  name: "seo",
  request: (locale) => ({ url: `${env.apiUrl}/website/seo-metadata`, headers: { "accept-language": locale } }),
  parse: (records) => new Map((records as SeoEntry[]).map((record) => [record.slug, record])),
  // The page's own texts stand in: SEO never takes a page down
  fallback: () => new Map(),
  freshMs: env.contentFreshMs,
});

/**
 * The SEO of a page (its record keyed by page slug), with the canonical URL and alternates. A page
 * without a record still gets canonical and alternates.
 */
export async function loadSeo(
  ctx: RequestContext,
  request: Request,
  slug: string,
  options: SeoOptions = {},
): Promise<Seo> {
  const { pathname } = new URL(request.url);
  const entry = (await seoRecords.get(ctx.language)).get(slug);
  return {
    title: entry?.title || options.fallbackTitle || "",
    description: entry?.description || options.fallbackDescription || "",
    keywords: entry?.keywords ?? "",
    og: entry?.og ?? null,
    canonical: absoluteUrl(stripLanguage(pathname), ctx.language),
    alternates: options.alternates ?? alternatesFor(pathname),
    noTitle: options.noTitle,
  };
}
