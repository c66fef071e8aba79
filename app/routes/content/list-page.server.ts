import { audienceOf } from "~/lib/content-item.server";
import { pageTexts, section, titleWithBrand, unlessEverythingFailed, type ApiResult } from "~/lib/page-content.server";
import type { ProfileType } from "~/lib/content-types";
import { getRequestContext, type RequestContext } from "~/lib/context.server";
import { loadSeo } from "~/lib/seo.server";
import type { ListPageName } from "~/routes/content/ListPage";

type LoaderArgs = { request: Request; context: Parameters<typeof getRequestContext>[0] };

/**
 * What a list page (/brands, /stylists, /testimonials, /looks) loads: its SEO (its title and
 * introduction standing in) and its one list, fetched for the page's audience (see audienceOf).
 * The list is the page's only content call, so the page is the error page (503) when it fails.
 */
export async function loadListPage<T>(
  { request, context }: LoaderArgs,
  page: ListPageName,
  list: (ctx: RequestContext, profile_type: ProfileType | undefined) => Promise<ApiResult<T[]>>,
) {
  const ctx = getRequestContext(context);
  const texts = await pageTexts(ctx);
  const [seo, items] = await Promise.all([
    loadSeo(ctx, request, page, {
      fallbackTitle: titleWithBrand(texts[`pages.${page}.title`]),
      fallbackDescription: texts[`pages.${page}.intro`],
    }),
    section(page, () => list(ctx, audienceOf(texts))),
  ]);
  unlessEverythingFailed([items], texts["error.unknown_message"]);
  return { seo, items: items ?? [] };
}
