import { describe, expect, it } from "vitest";
import { preferredLanguage } from "./i18n.server";

const ask = (path: string, headers: Record<string, string>) =>
  preferredLanguage(new Request(`http://localhost${path}`, { headers }));

describe("preferredLanguage (§2)", () => {
  it("reads Accept-Language when nothing else decides, the same the second time", async () => {
    for (let time = 0; time < 2; time++) {
      expect(await ask("/shop", { "accept-language": "de-DE,de;q=0.9,en;q=0.5" })).toBe("de");
      expect(await ask("/shop", { "accept-language": "ja" })).toBe("fr");
    }
  });

  it("lets the path's prefix and the lang cookie decide before a header already read", async () => {
    expect(await ask("/shop", { "accept-language": "nl" })).toBe("nl");
    expect(await ask("/shop", { "accept-language": "nl", cookie: "lang=es" })).toBe("es");
    expect(await ask("/de/shop", { "accept-language": "nl" })).toBe("de");
    expect(await ask("/shop", {})).toBe("fr");
  });
});
