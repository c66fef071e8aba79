/**
 * In-memory cache of the hot website reads (FAQ, SEO, translations… on every storefront page).
 *
 * An entry is the answer already serialized: the JSON text, its ETag and the time it was built.
 * Entries live `ttlMs` (60 s by default) per process, so an edit made elsewhere shows within a
 * minute on every API process; `invalidate()` drops entries at once in this process (the content
 * admin calls it after a write). Concurrent misses for one key share a single database read.
 */
import { createHash } from "node:crypto";
import type { AppDatabase } from "../../db/client.js";

export type CachedBody = {
  /** UTF-8 JSON of the answer, already checked against its response schema (bytes: no encoding per request). */
  body: Buffer;
  /** Strong validator of the body (quoted, as sent in the ETag header). */
  etag: string;
  /** When it was built (ms since epoch). */
  builtAt: number;
};

export const CONTENT_TTL_MS = 60_000;
/** Seconds of `Cache-Control: public, max-age=…` sent with cached reads. */
export const CONTENT_MAX_AGE_S = 60;

export function etagOf(body: string | Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

type Entry = { value: unknown; builtAt: number };

export class ContentCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<unknown>>();
  /** Bumped by invalidate(): a read started before it never fills the cache afterwards. */
  private generation = 0;

  constructor(
    private readonly ttlMs = CONTENT_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The cached value of `key`, or the result of `load`, kept for the TTL. A failing load is not
   * cached (the next call tries again); concurrent misses share one load.
   */
  async value<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.builtAt < this.ttlMs) return hit.value as T;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const generation = this.generation;
    const promise = load().then((value) => {
      if (generation === this.generation) this.entries.set(key, { value, builtAt: this.now() });
      return value;
    });
    this.pending.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.pending.get(key) === promise) this.pending.delete(key);
    }
  }

  /** The cached answer for `key`: JSON text of what `load` returns, with its ETag. */
  body(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    return this.value(key, async () => {
      const body = Buffer.from(JSON.stringify(await load()), "utf8");
      return { body, etag: etagOf(body), builtAt: this.now() } satisfies CachedBody;
    });
  }

  /**
   * Drops cached answers: all of them, or those whose key starts with `prefix`
   * (keys are `<resource>:<locale>[:<variant>]`, e.g. invalidate("faq:")).
   */
  invalidate(prefix?: string): void {
    this.generation += 1;
    this.pending.clear();
    if (prefix === undefined) {
      this.entries.clear();
      return;
    }
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

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
