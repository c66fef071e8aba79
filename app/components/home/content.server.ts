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
 * cannot be reached. `failed` tells the loader the API did not answer at all.
 */
export async function pageSeo(
  ctx: RequestContext,
  request: Request,
  slug: string,
  fallback: { title: string; description: string },
): Promise<{ seo: Seo; failed: boolean }> {
  try {
    const seo = await loadSeo(ctx, request, slug, fallback.title);
    return { seo: { ...seo, description: seo.description || fallback.description }, failed: false };
  } catch (error) {
    console.error(`[home] seo-metadata ${slug}: the API could not be reached`, error);
    const { pathname } = new URL(request.url);
    return {
      seo: {
        title: fallback.title,
        description: fallback.description,
        keywords: "",
        og: null,
        canonical: absoluteUrl(stripLanguage(pathname), ctx.language),
        alternates: alternatesFor(pathname),
      },
      failed: true,
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

/** When not one of the page's calls was answered, the page is the error page (503). */
export function unlessEverythingFailed(failures: boolean[], message: string | undefined): void {
  if (failures.length > 0 && failures.every(Boolean)) throw data(message ?? "", { status: 503 });
}

/**
 * The stylists of one universe first (kids or women) when the API says who styles what; the
 * others follow, so a short list is never empty.
 */
export function stylistsFor(stylists: Stylist[], audience: ProfileType): Stylist[] {
  const styles = (stylist: Stylist) => !stylist.profile_types || stylist.profile_types.includes(audience);
  return [...stylists.filter(styles), ...stylists.filter((stylist) => !styles(stylist))];
}
