/**
 * A short-lived copy of API answers that every view of a page would otherwise ask for again: the
 * product answers (per product and language: a product read joins variants, pictures and its look,
 * which made it the product page's bottleneck in npm run bench:shop) and the referral offer every
 * page's footer shows. Within the TTL one answer serves every view, and views arriving while it is
 * being fetched share the same request. Errors (404 included) are never kept: the next view asks
 * again.
 *
 * Product stock can therefore show up to TTL_MS late, well under the 60 s of the API's collection
 * lists; the cart checks stock when adding, so a size sold meanwhile is refused with a clear message.
 */
import { orThrow } from "./api.server";

export const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

type Entry<T> = { value: Promise<T>; expires: number };

export function createShortCache<T>({ ttlMs = TTL_MS, maxEntries = MAX_ENTRIES, now = Date.now } = {}) {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      // A failure leaves no copy behind (unless a newer load replaced it already)
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Oldest first: Map keeps insertion order, and a refreshed key was re-inserted
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear: () => entries.clear(),
  };
}

type ApiResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * An API answer through a short cache. The shared load fails with the API's answer; each page
 * view then throws its own Response built from it (orThrow), as a Response body is read only once.
 */
export async function throughCache<T, R>(
  cache: ReturnType<typeof createShortCache<R>>,
  key: string,
  call: () => Promise<ApiResult<T>>,
  keep: (data: T) => R,
): Promise<R> {
  try {
    return await cache.get(key, async () => {
      const result = await call();
      if (result.data !== undefined && result.response.ok) return keep(result.data);
      throw result;
    });
  } catch (failure) {
    if (failure && typeof failure === "object" && "response" in failure) return orThrow(failure as ApiResult<R>);
    throw failure;
  }
}
