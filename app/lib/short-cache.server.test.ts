import { describe, expect, it, vi } from "vitest";
import { createShortCache } from "~/lib/short-cache.server";

describe("product short cache", () => {
  it("serves one answer to every view within its time, and shares a load in flight", async () => {
    let clock = 0;
    const cache = createShortCache<number>({ ttlMs: 1000, now: () => clock });
    const load = vi.fn(async () => 42);
    const [a, b] = await Promise.all([cache.get("fr:1", load), cache.get("fr:1", load)]);
    expect([a, b]).toEqual([42, 42]);
    clock = 999;
    await cache.get("fr:1", load);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1000;
    await cache.get("fr:1", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps languages apart and never keeps a failure", async () => {
    const cache = createShortCache<string>({ ttlMs: 1000, now: () => 0 });
    await expect(cache.get("fr:1", () => Promise.reject(new Error("404")))).rejects.toThrow("404");
    await expect(cache.get("fr:1", async () => "back")).resolves.toBe("back");
    await expect(cache.get("nl:1", async () => "nl")).resolves.toBe("nl");
  });

  it("drops the oldest entries past its size", async () => {
    const cache = createShortCache<number>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    const load = vi.fn(async () => 1);
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
