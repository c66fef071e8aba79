/**
 * The website content cache (FAQ, SEO, translations… on every storefront page, and the blog's
 * reads): one `ContentCache` (plugins/http-cache.ts) per app instance. The content admin calls
 * `invalidateWebsiteContent` after a write so this process answers the new content at once.
 */
import type { AppDatabase } from "../../db/client.js";
import { ContentCache } from "../../plugins/http-cache.js";

/** One cache per database (that is, per app instance), so tests and processes never share one. */
const caches = new WeakMap<AppDatabase, ContentCache>();

export function contentCacheFor(db: AppDatabase): ContentCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ContentCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The hook for the content-admin endpoints: call after changing website content so this process
 * answers the new content at once (others follow within the TTL).
 * `invalidateWebsiteContent(app.db)` drops everything; pass a resource prefix to be narrower.
 */
export function invalidateWebsiteContent(db: AppDatabase, prefix?: string): void {
  contentCacheFor(db).invalidate(prefix);
}
