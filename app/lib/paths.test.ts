import { describe, expect, it } from "vitest";
import { cleanUrl, localizePath, pageLanguage, prefixLanguage, stripLanguage } from "~/lib/paths";
import { safeRedirectPath } from "~/lib/safe-redirect";

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

describe("URL clean-up (§2: encoded euro, pound, dollar and question-mark characters)", () => {
  it("cleans them from the path", () => {
    expect(cleanUrl(new URL("http://shop.test/concept%E2%82%AC"))).toBe("/concept");
    expect(cleanUrl(new URL("http://shop.test/shop%C2%A3/cart%24%3f"))).toBe("/shop/cart");
    expect(cleanUrl(new URL("http://shop.test/%3F"))).toBe("/");
  });
  it("keeps the query as it was sent, with its path cleaned", () => {
    expect(cleanUrl(new URL("http://shop.test/concept%24?size=4%E2%82%AC"))).toBe("/concept?size=4%E2%82%AC");
  });
  it("leaves a URL with nothing to clean alone, an encoded ? inside a query value included", () => {
    const back = "/shop/payment-successful?sessionId=pay_7&redirectResult=ok%24";
    const login = new URL(`http://shop.test/login?redirect=${encodeURIComponent(back)}`);
    expect(login.search).toContain("%3F");
    expect(cleanUrl(login)).toBeUndefined();
    expect(cleanUrl(new URL("http://shop.test/shop?q=%E2%82%AC"))).toBeUndefined();
  });
});
