import { data } from "react-router";
import { readSwitches } from "#domain/switches.js";
import { serviceUnavailable, titleWithBrand, type ApiResult } from "~/lib/page-content.server";
import { shorten } from "~/lib/format";
import type { ProfileType } from "~/lib/content-types";
import type { Translations } from "~/i18n";
import type { Seo } from "~/lib/seo.server";

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

/**
 * The item a detail page is about (a brand, a stylist): the API's answer; the 404 page when the API
 * has no such item (404, or 400 for a slug it cannot read); the 503 page when it cannot answer.
 */
export async function pageItem<T>(texts: Translations, call: () => Promise<ApiResult<T>>): Promise<T> {
  let result: ApiResult<T> | undefined;
  try {
    result = await call();
  } catch (error) {
    console.error("[content] the API could not be reached", error);
  }
  if (result?.response.ok && result.data !== undefined) return result.data;
  const status = result?.response.status;
  if (status === 404 || status === 400) throw data(null, { status: 404, statusText: "Page Not Found" });
  if (status !== undefined) console.error(`[content] the API answered ${status}`);
  return serviceUnavailable(texts["error.unknown_message"]);
}

/**
 * A detail page's SEO: an editor's record for the page wins; without one, the item describes
 * itself (its name as the title, its text cut to what search engines show as the description).
 */
export function itemSeo(seo: Seo, title: string, description: string): Seo {
  return {
    ...seo,
    title: seo.title || titleWithBrand(title),
    description: seo.description || shorten(description, DESCRIPTION_MAX),
  };
}

/**
 * Whose content the editorial pages show: everyone's, or only the kids' while the woman switch is
 * off (§1: the women's universe is hidden then), as the API's profile_type filter.
 */
export function audienceOf(texts: Translations): ProfileType | undefined {
  return readSwitches(texts).woman ? undefined : "KID";
}
