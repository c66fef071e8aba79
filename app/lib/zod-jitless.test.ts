import { describe, expect, it } from "vitest";

describe("zod without compiled parsers (decision 0055)", () => {
  it("takes the setting written before it loads", async () => {
    await import("./zod-jitless");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: "b" })).toEqual({ a: "b" });
  });
});
