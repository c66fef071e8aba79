import type { MetaDescriptor } from "react-router";
import { rootTexts } from "~/locales";
import type { Seo } from "./seo.server";

/** Meta tags for a page's SEO record (title, description, keywords, Open Graph, canonical, alternates). */
export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    ...(seo.noTitle ? [] : [{ title: seo.title }, { property: "og:title", content: seo.title }]),
    { name: "description", content: seo.description },
    { name: "keywords", content: seo.keywords },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((alt) => ({ tagName: "link", rel: "alternate", hrefLang: alt.hrefLang, href: alt.href })),
  ];
  if (seo.og) {
    tags.push({ property: "og:type", content: seo.og.type });
    if (seo.og.image_url) tags.push({ property: "og:image", content: new URL(seo.og.image_url, seo.canonical).href });
    if (seo.og.image_alt) tags.push({ property: "og:image:alt", content: seo.og.image_alt });
  }
  return tags;
}

type Matches = Parameters<typeof rootTexts>[0];

/**
 * A private page's meta (signed in, a step of the quiz or the checkout, a link's token): its title,
 * never indexed. The title comes as it is (the loader's, a page title) or as a text's key, as its
 * heading.
 */
export function privatePageMeta(title: string | undefined): MetaDescriptor[];
export function privatePageMeta(matches: Matches, titleKey: string): MetaDescriptor[];
export function privatePageMeta(titleOrMatches: string | undefined | Matches, titleKey?: string): MetaDescriptor[] {
  const title =
    typeof titleOrMatches === "object" ? (rootTexts(titleOrMatches)?.[titleKey ?? ""] ?? "") : titleOrMatches;
  return [{ title }, { name: "robots", content: "noindex" }];
}
