/**
 * The storefront's copies of website content read from the API, kept current (decision 0009).
 *
 * A copy is kept with the API's ETag and revalidated on each use with If-None-Match: while the
 * content is unchanged the API answers 304 (no body, nothing parsed or merged again), and an edit
 * made through the content administration shows on the very next page load. Uses that overlap
 * (the root and page loaders of one request, or many requests at once) share one revalidation.
 * When the API cannot answer, the last copy goes on serving (else `fallback`), and the next use
 * asks again.
 *
 * `freshMs` (decision 0054): a copy checked that recently serves without asking, so under load a
 * page does not wait for the API at all, while an edit still shows within that time.
 */
export type ContentCacheOptions<K extends string, T> = {
  /** Names the cache in logs. */
  name: string;
  /** The API request of a key: its URL and any headers (e.g. Accept-Language). */
  request: (key: K) => { url: string; headers?: Record<string, string> };
  /** Builds the value kept for a key from the API's JSON answer. */
  parse: (body: unknown, key: K) => T;
  /** What a key is worth while the API has never answered for it. */
  fallback: (key: K) => T;
  /** How long a copy the API confirmed serves without asking again; 0: ask on every use. */
  freshMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
};

type Copy<T> = { value: T; etag: string | null; checkedAt: number };

export function createContentCache<K extends string, T>({
  name,
  request,
  parse,
  fallback,
  freshMs = 0,
  fetch: doFetch = fetch,
  now = Date.now,
}: ContentCacheOptions<K, T>) {
  const copies = new Map<K, Copy<T>>();
  const pending = new Map<K, Promise<T>>();

  async function revalidate(key: K): Promise<T> {
    const copy = copies.get(key);
    const asked = now();
    try {
      const { url, headers } = request(key);
      const response = await doFetch(url, {
        headers: { ...headers, ...(copy?.etag ? { "if-none-match": copy.etag } : {}) },
      });
      if (response.status === 304 && copy) {
        copy.checkedAt = asked;
        return copy.value;
      }
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const value = parse(await response.json(), key);
      copies.set(key, { value, etag: response.headers.get("etag"), checkedAt: asked });
      return value;
    } catch (error) {
      // The site stays up on the last copy (or the fallback) until the API answers again
      console.error(`[${name}] could not refresh ${key} from the API`, error);
      return copy ? copy.value : fallback(key);
    }
  }

  return {
    /** The current value of `key`. */
    get(key: K): Promise<T> {
      const copy = copies.get(key);
      if (copy && now() - copy.checkedAt < freshMs) return Promise.resolve(copy.value);
      let promise = pending.get(key);
      if (!promise) {
        promise = revalidate(key).finally(() => pending.delete(key));
        pending.set(key, promise);
      }
      return promise;
    },
  };
}
