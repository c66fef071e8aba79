import { describe, expect, it } from "vitest";
import { createTtlMap } from "~/lib/ttl-map.server";

describe("TTL map", () => {
  it("keeps an entry for its time only", () => {
    let clock = 0;
    const map = createTtlMap<string>({ ttlMs: 1000, now: () => clock });
    map.set("a", "one");
    clock = 999;
    expect(map.get("a")).toBe("one");
    clock = 1000;
    expect(map.get("a")).toBeUndefined();
  });

  it("drops the oldest entry past its size, a renewed key counting as new", () => {
    const map = createTtlMap<number>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    map.set("a", 1);
    map.set("b", 2);
    map.set("a", 3);
    map.set("c", 4);
    expect([map.get("a"), map.get("b"), map.get("c")]).toEqual([3, undefined, 4]);
  });

  it("deletes a key only while it holds the value named", () => {
    const map = createTtlMap<string>({ now: () => 0 });
    map.set("a", "new");
    map.delete("a", "old");
    expect(map.get("a")).toBe("new");
    map.delete("a", "new");
    expect(map.get("a")).toBeUndefined();
    map.set("b", "x");
    map.delete("b");
    expect(map.get("b")).toBeUndefined();
  });
});
