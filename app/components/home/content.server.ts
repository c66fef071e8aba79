import { data } from "react-router";
import { readSwitches } from "../../../domain/switches";
import type { RequestContext } from "~/services/context.server";
import { loadTranslations } from "~/services/i18n.server";
import { stripLanguage } from "~/services/paths";
import { absoluteUrl, alternatesFor, loadSeo, type Seo } from "~/services/seo.server";
import type { ProfileType, Stylist } from "./types";

type ApiResult<T> = { data?: T; error?: unknown; response: Response };

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
 * The page's SEO (website/seo-metadata), with the page's own texts when the API has no entry or
 * cannot be reached: SEO never takes a page down.
 */
export async function pageSeo(
  ctx: RequestContext,
  request: Request,
  slug: string,
  fallback: { title: string; description: string },
): Promise<Seo> {
  try {
    const seo = await loadSeo(ctx, request, slug, { fallbackTitle: fallback.title });
    return { ...seo, description: seo.description || fallback.description };
  } catch (error) {
    console.error(`[home] seo-metadata ${slug}: the API could not be reached`, error);
    const { pathname } = new URL(request.url);
    return {
      title: fallback.title,
      description: fallback.description,
      keywords: "",
      og: null,
      canonical: absoluteUrl(stripLanguage(pathname), ctx.language),
      alternates: alternatesFor(pathname),
    };
  }
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
  // The error page shows the status text: the page's own message, kept to what HTTP allows (Latin-1)
  const statusText = (message ?? "").replace(/[’‘]/g, "'").replace(/[^\x20-\x7e\xa0-\xff]/g, "");
  throw data(null, { status: 503, statusText: statusText || "Service Unavailable" });
}

/**
 * The stylists to show for one universe (kids or women). When the API says who styles what, those
 * of the universe come first and the list is cut to `max`; until then every stylist is shown, so
 * the universe's own stylists are always among them.
 */
export function stylistsFor(stylists: Stylist[], audience: ProfileType, max: number): Stylist[] {
  if (!stylists.some((stylist) => stylist.profile_types)) return stylists;
  const styles = (stylist: Stylist) => stylist.profile_types?.includes(audience) ?? false;
  return [...stylists.filter(styles), ...stylists.filter((stylist) => !styles(stylist))].slice(0, max);
}
