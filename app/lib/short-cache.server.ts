/**
 * A short-lived copy of API answers that every view of a page would otherwise ask for again: the
 * product answers (per product and language: a product read joins variants, pictures and its look,
 * which made it the product page's bottleneck in npm run bench:shop) and the referral offer every
 * page's footer shows. Within the TTL one answer serves every view, and views arriving while it is
 * being fetched share the same request. Errors (404 included) are never kept: the next view asks
 * again.
 *
 * Product stock can therefore show up to the TTL (10 s unless told) late, well under the 60 s of the
 * API's collection lists; the cart checks stock when adding, so a size sold meanwhile is refused with a clear message.
 */
import { orThrow } from "./api.server";
import { createTtlMap, type TtlOptions } from "./ttl-map.server";

/** A TTL map of loads: views arriving while a key is being loaded share the same promise. */
export function createShortCache<T>(options: TtlOptions = {}) {
  const entries = createTtlMap<Promise<T>>(options);
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit;
      const value = load();
      entries.set(key, value);
      // A failure leaves no copy behind (unless a newer load replaced it already)
      value.catch(() => entries.delete(key, value));
      return value;
    },
    clear: entries.clear,
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
