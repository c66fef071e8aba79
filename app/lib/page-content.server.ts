import { data } from "react-router";
import { readSwitches } from "#domain/switches.js";
import type { RequestContext } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { loadTranslations } from "~/lib/i18n.server";
import { loadSeo } from "~/lib/seo.server";
import { createShortCache } from "~/lib/short-cache.server";
import type { components } from "~/generated/api-schema";

type ProfileType = components["schemas"]["Look"]["profile_type"];

export type ApiResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * One secondary section's content: the API's answer, or null when the call failed (an error
 * status or an unreachable API), so the page shows its other sections. Failures are logged.
 */
export async function section<T>(name: string, call: () => Promise<ApiResult<T>>): Promise<T | null> {
  try {
    const result = await call();
    if (result.response.ok && result.data !== undefined) return result.data;
    console.error(`[home] ${name}: the API answered ${result.response.status}`);
  } catch (error) {
    console.error(`[home] ${name}: the API could not be reached`, error);
  }
  return null;
}

/**
 * The home pages' sections per language and universe, and the shop's home's collections, shared by
 * page views for CONTENT_FRESH_MS as the texts are (decision 0054): the API calls that every
 * signed-in view of those pages made again (decisions 0057, 0065). A failed section is not kept: the
 * next view asks again.
 */
const homeSections = createShortCache<unknown>({ ttlMs: env.contentFreshMs, maxEntries: 50 });
const FAILED = Symbol("failed");

/** `section` through that copy; `key` names the language and audience the answer is for. */
export async function sharedSection<T>(
  name: string,
  key: string,
  call: () => Promise<ApiResult<T>>,
): Promise<T | null> {
  const kept = homeSections.get(`${name} ${key}`, async () => (await section(name, call)) ?? Promise.reject(FAILED));
  return (kept as Promise<T>).catch((failure: unknown) => {
    if (failure === FAILED) return null;
    throw failure;
  });
}

/** The page's texts: bundled, overridden by the API's translations (cached, shared with the root). */
export function pageTexts(ctx: RequestContext) {
  return loadTranslations(ctx.language);
}

/** The page title for the browser tab and search results, when the API has none. */
export function titleWithBrand(title: string | undefined): string {
  return title ? `${title} | La Malle` : "La Malle";
}

/** §1 woman switch: the women's pages answer 404 while it is off. */
export async function requireWomanSwitch(ctx: RequestContext) {
  const translations = await pageTexts(ctx);
  if (!readSwitches(translations).woman) throw data(null, { status: 404 });
  return translations;
}

/**
 * When not one of the page's content calls was answered (the API is down), the page is the error
 * page (503); any single failure only hides its own section.
 */
export function unlessEverythingFailed(sections: unknown[], message: string | undefined): void {
  if (sections.length === 0 || !sections.every((part) => part === null)) return;
  serviceUnavailable(message);
}

/** The error page (503) with the page's own message as status text, kept to what HTTP allows (Latin-1). */
export function serviceUnavailable(message: string | undefined): never {
  const statusText = (message ?? "").replace(/[’‘]/g, "'").replace(/[^\x20-\x7e\xa0-\xff]/g, "");
  throw data(null, { status: 503, statusText: statusText || "Service Unavailable" });
}

/** How many items of each list a home page shows; the rest is on the dedicated pages. */
const SHOWN = { looks: 3, stylists: 4, testimonials: 3, instagram: 8 } as const;

/**
 * Everything a home page shows for one universe (kids or women), fetched in parallel: its SEO
 * (with the hero texts standing in), looks, brands, stylists, testimonials and Instagram posts.
 */
export async function loadHomeContent(ctx: RequestContext, request: Request, audience: ProfileType) {
  const texts = await pageTexts(ctx);
  const page = audience === "WOMAN" ? "woman" : "home";
  const profile_type = audience;
  const { language } = ctx;
  const [seo, looks, brands, stylists, testimonials, instagram] = await Promise.all([
    loadSeo(ctx, request, page, {
      fallbackTitle: titleWithBrand(texts[`${page}.hero.title`]),
      fallbackDescription: texts[`${page}.hero.subtitle`],
    }),
    sharedSection("looks", `${language} ${profile_type}`, () =>
      ctx.api.GET("/website/looks", { params: { query: { profile_type } } }),
    ),
    sharedSection("brands", language, () => ctx.api.GET("/website/brands")),
    sharedSection("stylists", `${language} ${profile_type}`, () =>
      ctx.api.GET("/website/stylists", { params: { query: { profile_type } } }),
    ),
    sharedSection("testimonials", `${language} ${profile_type}`, () =>
      ctx.api.GET("/website/testimonials", { params: { query: { profile_type } } }),
    ),
    sharedSection("instagram", language, () => ctx.api.GET("/website/instagram/selected-media")),
  ]);
  unlessEverythingFailed([looks, brands, stylists, testimonials, instagram], texts["error.unknown_message"]);
  return {
    seo,
    looks: (looks ?? []).filter((look) => look.products.length > 0).slice(0, SHOWN.looks),
    brands: brands ?? [],
    stylists: (stylists ?? []).slice(0, SHOWN.stylists),
    testimonials: (testimonials ?? []).slice(0, SHOWN.testimonials),
    instagram: (instagram ?? []).slice(0, SHOWN.instagram),
  };
}
