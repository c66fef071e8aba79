/** How long an entry lives and how many are kept, unless told otherwise. */
const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

export type TtlOptions = { ttlMs?: number; maxEntries?: number; now?: () => number };

/**
 * A time-limited, size-bounded map: what every short-lived store of the storefront keeps (kept
 * renders, a client's answer, API answers). An entry is gone once its time is up; past the size,
 * the oldest entry goes first (a Map keeps insertion order, and `set` re-inserts).
 */
export function createTtlMap<T>({ ttlMs = TTL_MS, maxEntries = MAX_ENTRIES, now = Date.now }: TtlOptions = {}) {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key: string): T | undefined {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      if (hit) entries.delete(key);
      return undefined;
    },
    set(key: string, value: T) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    /** Drops the key's entry, only when it still holds `value` if one is given. */
    delete(key: string, value?: T) {
      if (value === undefined || entries.get(key)?.value === value) entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}
