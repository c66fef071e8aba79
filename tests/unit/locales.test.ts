import { describe, expect, it } from "vitest";
import { CONTENT_LOCALES } from "#domain/locales.js";
import { bundledTranslations } from "~/locales";

describe("locale files", () => {
  const reference = Object.keys(bundledTranslations.fr).sort();

  it("have texts", () => {
    expect(reference.length).toBeGreaterThan(50);
  });

  for (const locale of CONTENT_LOCALES) {
    it(`${locale} has every key of every other locale, none empty`, () => {
      const keys = new Set(Object.keys(bundledTranslations[locale]));
      const all = new Set(CONTENT_LOCALES.flatMap((other) => Object.keys(bundledTranslations[other])));
      const missing = [...all].filter((key) => !keys.has(key));
      expect(missing, `missing in ${locale}`).toEqual([]);
      const empty = Object.entries(bundledTranslations[locale]).filter(([, value]) => !value.trim());
      expect(empty, `empty in ${locale}`).toEqual([]);
    });
  }

  it("keep interpolation placeholders identical across locales", () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const key of reference) {
      const expected = placeholders(bundledTranslations.fr[key] ?? "");
      for (const locale of CONTENT_LOCALES) {
        expect(placeholders(bundledTranslations[locale][key] ?? ""), `${locale} ${key}`).toEqual(expected);
      }
    }
  });
});
