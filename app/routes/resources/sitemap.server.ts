import { MAX_PAGE_SIZE } from "#domain/catalogue.js";
import { SITE_LANGUAGES, type SiteLanguage } from "#domain/locales.js";
import type { SwitchName, Switches } from "#domain/switches.js";
import type { Api } from "../../lib/api.server";
import { PUBLIC_PAGES } from "./public-pages";
import { absoluteUrl, alternatesFor } from "../../lib/seo.server";

/** A page of the sitemap and the languages it exists in. */
export type SitemapPage = { path: string; languages: readonly SiteLanguage[] };

/** The most posts the API gives in one page: the sitemap reads the blog in pages this size. */
const POSTS_PER_CALL = 50;

type ApiResult<T> = { data?: T; response: Response };

/** The API's answer; the sitemap is all or nothing, so a failed call fails it (crawlers retry). */
async function required<T>(what: string, call: () => Promise<ApiResult<T>>): Promise<T> {
  const { data, response } = await call();
  if (!response.ok || data === undefined) throw new Error(`sitemap: ${what} answered ${response.status}`);
  return data;
}

/** Every published post's slug, newest first, read page by page. */
async function postSlugs(api: Api): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const result = await required("blog posts", () =>
      api.GET("/website/blog/posts", { params: { query: { page, page_size: POSTS_PER_CALL } } }),
    );
    slugs.push(...result.posts.map((post) => post.slug));
    if (page >= result.pages) return slugs;
  }
}

/** Every shop product (with pictures), read page by page: its id and who wears it. */
async function shopProducts(api: Api): Promise<{ id: number; genders: string[] }[]> {
  const products: { id: number; genders: string[] }[] = [];
  for (let page = 1; ; page += 1) {
    const result = await required("shop products", () =>
      api.GET("/shop/products", { params: { query: { page, page_size: MAX_PAGE_SIZE } } }),
    );
    products.push(...result.products.map(({ id, genders }) => ({ id, genders })));
    if (page >= result.pages) return products;
  }
}

/**
 * Every indexable page: the public pages, each brand and stylist page, the blog's categories (those
 * with posts) and posts, the shop's collections and products. A page behind a feature switch is listed in the
 * languages where the switch is on (the blog's pages answer 404 elsewhere), and so is a stylist who only dresses
 * women, a women's collection or a piece only women wear.
 */
export async function sitemapPages(
  api: Api,
  switchesOf: (language: SiteLanguage) => Promise<Switches>,
): Promise<SitemapPage[]> {
  const switches = new Map(
    await Promise.all(SITE_LANGUAGES.map(async (language) => [language, await switchesOf(language)] as const)),
  );
  const where = (name: SwitchName) => SITE_LANGUAGES.filter((language) => switches.get(language)![name]);
  const blogLanguages = where("blog");
  const shopLanguages = where("shop");

  const shopForWomen = shopLanguages.filter((language) => switches.get(language)!.woman);
  const [brands, stylists, categories, posts, collections, products] = await Promise.all([
    required("brands", () => api.GET("/website/brands")),
    required("stylists", () => api.GET("/website/stylists")),
    blogLanguages.length ? required("blog categories", () => api.GET("/website/blog/categories")) : [],
    blogLanguages.length ? postSlugs(api) : [],
    shopLanguages.length
      ? required("shop collections", () =>
          api.GET("/shop/product-collections", { params: { query: { is_shop: "true" } } }),
        )
      : [],
    shopLanguages.length ? shopProducts(api) : [],
  ]);

  return [
    ...PUBLIC_PAGES.map((page) => ({
      path: page.path,
      languages: "switch" in page ? where(page.switch) : SITE_LANGUAGES,
    })),
    ...brands.map((brand) => ({ path: `/brands/${brand.slug}`, languages: SITE_LANGUAGES })),
    ...stylists.map((stylist) => ({
      path: `/stylists/${stylist.slug}`,
      languages: stylist.profile_types.includes("KID") ? SITE_LANGUAGES : where("woman"),
    })),
    ...categories
      .filter((category) => category.post_count > 0)
      .map((category) => ({ path: `/blog/category/${category.slug}`, languages: blogLanguages })),
    ...posts.map((slug) => ({ path: `/blog/${slug}`, languages: blogLanguages })),
    // The shop's collections (birth-gift is a public page of its own); the women's ones need the woman switch too
    ...collections
      .filter((collection) => collection.slug !== "birth-gift" && collection.product_count > 0)
      .map((collection) => ({
        path: `/shop/${collection.slug}`,
        languages: collection.profile_type === "WOMAN" ? shopForWomen : shopLanguages,
      })),
    // Each product's own page (the collection variants of it name this one canonical)
    ...products.map((product) => ({
      path: `/shop/product/${product.id}`,
      languages: product.genders.every((gender) => gender === "woman") ? shopForWomen : shopLanguages,
    })),
  ].filter((page) => page.languages.length > 0);
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The hreflang alternates of a page among the languages it exists in (x-default is the French one). */
function alternatesAmong(page: SitemapPage) {
  return alternatesFor(page.path).filter((alternate) => {
    const language = (alternate.hrefLang === "x-default" ? "fr" : alternate.hrefLang.slice(0, 2)) as SiteLanguage;
    return page.languages.includes(language);
  });
}

/** The sitemap document: one <url> per page and language, each with the page's alternates. */
export function renderSitemap(pages: SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const links = alternatesAmong(page)
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hrefLang}" href="${escapeXml(alt.href)}"/>`)
      .join("\n");
    return page.languages.map(
      (language) => `  <url>\n    <loc>${escapeXml(absoluteUrl(page.path, language))}</loc>\n${links}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
