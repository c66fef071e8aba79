/**
 * Searching the replacements a piece of a preview may take.
 */
import { eq } from "drizzle-orm";
import { SUGGESTIONS_PAGE_SIZE, pageCount, type ProductCategory } from "#domain/catalogue.js";
import type { ContentLocale } from "#domain/locales.js";
import { NO_REFUSALS } from "#domain/preview.js";
import type { AppDatabase } from "../../../db/client.js";
import { previewItems, products } from "../../../db/schema/index.js";
import { ApiError } from "../../../plugins/errors.js";
import { searchReplacementCandidates } from "../../catalogue/index.js";
import { ownPreview } from "./locks.js";
import { loadRefusals, sentBefore } from "./read.js";

// ── Search ─────────────────────────────────────────────────────────────────────────────────────

export type PreviewSearch = {
  page: number;
  same_category?: boolean;
  category?: ProductCategory;
  filter_profile?: boolean;
  look_index?: number;
  item_index?: number;
};

/**
 * Pieces that could replace one (24 a page): box suggestions for the profile's gender, in stock,
 * leaving out the preview's products; same_category keeps the category of the piece at
 * (look_index, item_index), category one category (both: they must agree, else nothing); filter_profile (default true) keeps the
 * profile's sizes (§9) and leaves out what the quiz refused and what was sent before.
 */
export async function searchPreviewReplacements(
  db: AppDatabase,
  clientId: number,
  kidId: number,
  requestId: number,
  query: PreviewSearch,
  locale: ContentLocale,
) {
  const { profile, preview } = await ownPreview(db, clientId, kidId, requestId, false);
  const items = await db
    .select({ productId: previewItems.productId, lookIndex: previewItems.lookIndex, itemIndex: previewItems.itemIndex })
    .from(previewItems)
    .where(eq(previewItems.previewId, preview.id));
  let categories: ProductCategory[] = query.category ? [query.category] : [];
  if (query.same_category) {
    if (query.look_index === undefined || query.item_index === undefined) {
      const message = "same_category needs look_index and item_index";
      throw ApiError.badRequest(message, { look_index: [message], item_index: [message] });
    }
    const item = items.find((i) => i.lookIndex === query.look_index && i.itemIndex === query.item_index);
    if (!item) {
      const message = "No piece at this place in the box";
      throw ApiError.badRequest(message, { look_index: [message], item_index: [message] });
    }
    const [row] = await db
      .select({ category: products.category })
      .from(products)
      .where(eq(products.id, item.productId));
    if (row) {
      // Both asked: the piece's category and the one named must agree (else nothing matches)
      if (query.category && query.category !== row.category) {
        return {
          page: query.page,
          page_size: SUGGESTIONS_PAGE_SIZE,
          pages: pageCount(0, SUGGESTIONS_PAGE_SIZE),
          total: 0,
          products: [],
          filter_type: "CATEGORIES" as const,
        };
      }
      categories = [row.category];
    }
  }
  const filterProfile = query.filter_profile ?? true;
  const refusals = filterProfile ? await loadRefusals(db, profile.id) : NO_REFUSALS;
  const excluded = [
    ...items.map((i) => i.productId),
    ...(filterProfile ? await sentBefore(db, profile.id, preview.id) : []),
  ];
  return searchReplacementCandidates(db, {
    gender: profile.gender,
    sizes: filterProfile
      ? { top_size: profile.topSize, bottom_size: profile.bottomSize, shoe_size: profile.shoeSize }
      : null,
    categories,
    excludeProductIds: [...new Set(excluded)],
    refusals,
    page: query.page,
    pageSize: SUGGESTIONS_PAGE_SIZE,
    locale,
  });
}
