/**
 * The storefront's copies of API content (decision 0009): revalidated with If-None-Match on each
 * use, so an edit shows on the next page load; a 304 reuses the copy without parsing; overlapping
 * uses share one request; an unreachable API leaves the last copy (or the fallback) in place.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createContentCache } from "~/lib/content-cache.server";

/** A stand-in for the API: the current body per key, its ETag, and every request it received. */
function fakeApi() {
  const bodies = new Map<string, Record<string, string>>();
  const requests: { url: string; ifNoneMatch: string | null }[] = [];
  let down = false;
  const etagOf = (body: unknown) => `"${Buffer.from(JSON.stringify(body)).toString("base64url")}"`;
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const ifNoneMatch = new Headers(init?.headers).get("if-none-match");
    requests.push({ url, ifNoneMatch });
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (down) throw new TypeError("fetch failed");
    const body = bodies.get(url.split("/").at(-1)!);
    if (!body) return new Response(null, { status: 404 });
    const etag = etagOf(body);
    if (ifNoneMatch === etag) return new Response(null, { status: 304, headers: { etag } });
    return Response.json(body, { headers: { etag } });
  });
  return {
    bodies,
    requests,
    fetch: fetch as unknown as typeof globalThis.fetch,
    setDown: (value: boolean) => void (down = value),
  };
}

function cacheOver(api: ReturnType<typeof fakeApi>) {
  const parse = vi.fn((body: unknown, key: string) => ({ key, ...(body as Record<string, string>) }));
  const cache = createContentCache<string, Record<string, string>>({
    name: "test",
    request: (key) => ({ url: `http://api.test/texts/${key}`, headers: { "accept-language": key } }),
    parse,
    fallback: (key) => ({ key, fallback: "yes" }),
    fetch: api.fetch,
  });
  return { cache, parse };
}

afterEach(() => vi.restoreAllMocks());

describe("createContentCache", () => {
  it("serves a copy checked within freshMs without asking, then asks again (decision 0054)", async () => {
    const api = fakeApi();
    api.bodies.set("fr", { greeting: "Bonjour" });
    let time = 0;
    const cache = createContentCache<string, Record<string, string>>({
      name: "test",
      request: (key) => ({ url: `http://api.test/texts/${key}` }),
      parse: (body) => body as Record<string, string>,
      fallback: () => ({}),
      freshMs: 1_000,
      fetch: api.fetch,
      now: () => time,
    });
    expect(await cache.get("fr")).toEqual({ greeting: "Bonjour" });
    api.bodies.set("fr", { greeting: "Salut" });
    time = 999;
    expect(await cache.get("fr")).toEqual({ greeting: "Bonjour" });
    expect(api.requests).toHaveLength(1);
    time = 1_000;
    expect(await cache.get("fr")).toEqual({ greeting: "Salut" });
    // A 304 counts as a check: the copy is fresh again from then
    time = 2_500;
    await cache.get("fr");
    time = 3_000;
    await cache.get("fr");
    expect(api.requests).toHaveLength(3);
  });

  it("shows an edit on the next use, and reuses the copy on 304 without parsing again", async () => {
    const api = fakeApi();
    api.bodies.set("fr", { greeting: "Bonjour" });
    const { cache, parse } = cacheOver(api);

    const first = await cache.get("fr");
    expect(first).toEqual({ key: "fr", greeting: "Bonjour" });
    expect(api.requests[0]).toEqual({ url: "http://api.test/texts/fr", ifNoneMatch: null });

    const second = await cache.get("fr");
    expect(second).toBe(first);
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]!.ifNoneMatch).toMatch(/^".+"$/);
    expect(parse).toHaveBeenCalledTimes(1);

    api.bodies.set("fr", { greeting: "Salut" });
    expect(await cache.get("fr")).toEqual({ key: "fr", greeting: "Salut" });
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it("keeps each key apart", async () => {
    const api = fakeApi();
    api.bodies.set("fr", { greeting: "Bonjour" });
    api.bodies.set("de", { greeting: "Hallo" });
    const { cache } = cacheOver(api);
    expect((await cache.get("fr")).greeting).toBe("Bonjour");
    expect((await cache.get("de")).greeting).toBe("Hallo");
    expect(api.requests.map((r) => r.ifNoneMatch)).toEqual([null, null]);
  });

  it("shares one request between overlapping uses", async () => {
    const api = fakeApi();
    api.bodies.set("nl", { greeting: "Hallo" });
    const { cache } = cacheOver(api);
    const values = await Promise.all([cache.get("nl"), cache.get("nl"), cache.get("nl")]);
    expect(api.requests).toHaveLength(1);
    expect(values[1]).toBe(values[0]);
    expect(values[2]).toBe(values[0]);
    // Once settled, the next use asks again
    await cache.get("nl");
    expect(api.requests).toHaveLength(2);
  });

  it("serves the last copy while the API is unreachable or failing, then follows it again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeApi();
    api.bodies.set("es", { greeting: "Hola" });
    const { cache } = cacheOver(api);
    const copy = await cache.get("es");

    api.setDown(true);
    expect(await cache.get("es")).toBe(copy);
    api.setDown(false);
    api.bodies.delete("es");
    expect(await cache.get("es")).toBe(copy);
    expect(console.error).toHaveBeenCalledTimes(2);

    api.bodies.set("es", { greeting: "Buenas" });
    expect((await cache.get("es")).greeting).toBe("Buenas");
  });

  it("answers the fallback while the API has never answered, without keeping it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeApi();
    const { cache } = cacheOver(api);
    api.setDown(true);
    expect(await cache.get("fr")).toEqual({ key: "fr", fallback: "yes" });
    api.setDown(false);
    api.bodies.set("fr", { greeting: "Bonjour" });
    expect(await cache.get("fr")).toEqual({ key: "fr", greeting: "Bonjour" });
    expect(api.requests.at(-1)!.ifNoneMatch).toBeNull();
  });
});
