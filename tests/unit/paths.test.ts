import { describe, expect, it } from "vitest";
import { localizePath, pageLanguage, prefixLanguage, stripLanguage } from "~/services/paths";
import { safeRedirectPath } from "~/services/safe-redirect";

describe("localized paths", () => {
  it("read the language from the prefix, fr without one", () => {
    expect(prefixLanguage("/de/woman")).toBe("de");
    expect(prefixLanguage("/fr/woman")).toBeUndefined();
    expect(prefixLanguage("/desk")).toBeUndefined();
    expect(pageLanguage("/")).toBe("fr");
    expect(pageLanguage("/es")).toBe("es");
  });
  it("strip and add prefixes", () => {
    expect(stripLanguage("/nl/shop/cart")).toBe("/shop/cart");
    expect(stripLanguage("/nl")).toBe("/");
    expect(stripLanguage("/shop")).toBe("/shop");
    expect(localizePath("/", "de")).toBe("/de");
    expect(localizePath("/de/woman", "fr")).toBe("/woman");
    expect(localizePath("/es/woman", "nl")).toBe("/nl/woman");
    expect(localizePath("/woman?x=1", "es")).toBe("/es/woman?x=1");
  });
});

describe("safe redirects", () => {
  it("keep paths of this site only", () => {
    expect(safeRedirectPath("/infos?tab=1")).toBe("/infos?tab=1");
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath("/\\evil.example")).toBe("/");
    expect(safeRedirectPath("https://evil.example")).toBe("/");
    expect(safeRedirectPath(null, "/home")).toBe("/home");
    // Browsers drop tabs and newlines from URLs: these would become //evil.example
    expect(safeRedirectPath("/\t/evil.example")).toBe("/");
    expect(safeRedirectPath("/\n/evil.example")).toBe("/");
    expect(safeRedirectPath("/ /evil.example")).toBe("/");
  });
});
