/**
 * HTTP caching shared by the modules that answer cacheable reads (website, blog, catalogue, media).
 *
 * `ContentCache` keeps answers already serialized (JSON text, ETag, build time) in memory for
 * `ttlMs` (60 s by default) per process, so an edit made elsewhere shows within a minute on every
 * API process; `invalidate()` drops entries at once in this process. Concurrent misses for one key
 * share a single load. `sendCached` sends such an answer with its validators and answers 304 to an
 * If-None-Match naming the current ETag.
 */
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

export type CachedBody = {
  /** UTF-8 JSON of the answer, already checked against its response schema (bytes: no encoding per request). */
  body: Buffer;
  /** Strong validator of the body (quoted, as sent in the ETag header). */
  etag: string;
  /** When it was built (ms since epoch). */
  builtAt: number;
};

const CONTENT_TTL_MS = 60_000;
/** Seconds of `Cache-Control: public, max-age=…` sent with cached reads. */
const CONTENT_MAX_AGE_S = 60;

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
    /** Beyond this many entries the oldest goes (caches keyed by what visitors type). */
    private readonly maxEntries = Infinity,
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
      if (generation === this.generation) {
        this.entries.delete(key);
        this.entries.set(key, { value, builtAt: this.now() });
        if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      }
      return value;
    });
    this.pending.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.pending.get(key) === promise) this.pending.delete(key);
    }
  }

  /**
   * The cached values of several keys at once; the missing or expired ones come from one call of
   * `load`, which answers them by key (a key it leaves out is left out of the answer, uncached).
   */
  async values<T>(
    keys: readonly string[],
    load: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = this.entries.get(key);
      if (hit && this.now() - hit.builtAt < this.ttlMs) found.set(key, hit.value as T);
      else missing.push(key);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const loaded = await load(missing);
    for (const [key, value] of loaded) {
      found.set(key, value);
      if (generation !== this.generation) continue;
      this.entries.delete(key);
      this.entries.set(key, { value, builtAt: this.now() });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return found;
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

const CONTENT_CACHE_CONTROL = `public, max-age=${CONTENT_MAX_AGE_S}`;
export const notModified = { 304: z.null().describe("Not modified: the copy named by If-None-Match is current") };

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 says for GET). */
function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(",") : header;
  if (value.trim() === "*") return true;
  return value.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Sends a cached JSON answer, or 304 when the caller's copy is current. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  options: { localized?: boolean; cacheControl?: string } = {},
) {
  reply.header("cache-control", options.cacheControl ?? CONTENT_CACHE_CONTROL).header("etag", entry.etag);
  if (options.localized !== false) reply.header("vary", "Accept-Language");
  if (etagMatches(request.headers["if-none-match"], entry.etag)) return reply.code(304).send();
  // Prepared bytes go out as they are: they were checked against the schema when cached.
  return reply.type("application/json; charset=utf-8").send(entry.body);
}

/** Sends JSON (text or UTF-8 bytes) made already of parts checked against the response schema, with no cache headers. */
export function sendJsonText(reply: FastifyReply, json: string | Buffer) {
  return reply.type("application/json; charset=utf-8").send(json);
}

/** Parses with the response schema before caching, so a cached answer always honours the contract. */
export const checked =
  <S extends z.ZodType>(schema: S, load: () => Promise<z.input<S>>) =>
  async () =>
    schema.parse(await load());

/** Generated pictures: their URLs never change meaning, so browsers and CDNs keep them a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";
