import { ALTERNATE_TAGS, type SiteLanguage } from "#domain/locales.js";
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

/**
 * The SEO of a page from the API's website/seo-metadata (keyed by page slug), with the
 * canonical URL and alternates. A page without an entry still gets canonical and alternates.
 */
export async function loadSeo(
  ctx: RequestContext,
  request: Request,
  slug: string,
  options: SeoOptions = {},
): Promise<Seo> {
  const { pathname } = new URL(request.url);
  let entry: { title: string; description: string; keywords: string | null; og: Seo["og"] } | undefined;
  try {
    const { data } = await ctx.api.GET("/website/seo-metadata", { params: { query: { slug } } });
    entry = Array.isArray(data) ? data[0] : data;
  } catch (error) {
    // SEO never takes a page down: the page's own texts stand in
    console.error(`[seo] ${slug}: the API could not be reached`, error);
  }
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
