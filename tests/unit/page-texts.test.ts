import { describe, expect, it } from "vitest";
import { bundledTranslations } from "~/locales/bundled.server";
import { pageTexts, scriptJson } from "~/locales/page-texts.server";

describe("the texts a page's document carries for hydrating (decision 0058)", () => {
  it("holds the keys the render used, with their plural forms, and nothing else", () => {
    const fr = bundledTranslations.fr;
    const texts = pageTexts("fr", ["nav.cart", "footer.faq", "no.such.key"]);
    expect(texts).toEqual({
      "nav.cart_zero": fr["nav.cart_zero"],
      "nav.cart_one": fr["nav.cart_one"],
      "nav.cart_other": fr["nav.cart_other"],
      "footer.faq": fr["footer.faq"],
    });
  });

  it("holds nothing for a language without shop texts", () => {
    expect(pageTexts("xx", ["footer.faq"])).toEqual({});
  });

  it("is written so that no text can end the inline script", () => {
    const json = scriptJson({ text: "</script><script>alert(1)</script>\u2028" });
    expect(json).not.toContain("<");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script>\u2028" });
  });
});
