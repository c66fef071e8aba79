/**
 * The public pages crawlers may index, with their SEO slug (the key of website/seo-metadata).
 * The sitemap lists each in the four languages; pages added by later features join this list.
 */
export const PUBLIC_PAGES = [
  { path: "/", slug: "home" },
  { path: "/woman", slug: "woman" },
  { path: "/concept", slug: "concept" },
] as const;
