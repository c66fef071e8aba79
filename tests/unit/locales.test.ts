import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_LOCALES } from "#domain/locales.js";
import { PERMISSIONS } from "#domain/staff.js";
import { bundledTranslations } from "~/locales/bundled.server";
import { backOfficeTexts } from "~/routes/back-office/texts";

const LOCALES_DIR = join(import.meta.dirname, "../../app/locales");

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

/**
 * The back-office is for the staff, in French and English only (issue 25, decision 0045): its files
 * (back-office*.json) exist in fr and en and nowhere else, with the same keys, none empty.
 */
describe("back-office locale files", () => {
  it("exist in fr and en only", () => {
    const folders = readdirSync(LOCALES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => readdirSync(join(LOCALES_DIR, name)).some((file) => file.startsWith("back-office")));
    expect(folders.sort()).toEqual(["en", "fr"]);
  });

  it("have the same keys in fr and en, none empty, the same placeholders", () => {
    const { fr, en } = backOfficeTexts;
    expect(Object.keys(fr).length).toBeGreaterThan(20);
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(fr)) {
      expect(text.trim(), `fr ${key}`).not.toBe("");
      expect(en[key]!.trim(), `en ${key}`).not.toBe("");
      expect(placeholders(en[key]!), key).toEqual(placeholders(text));
    }
  });

  it("name every permission a role can grant", () => {
    for (const permission of PERMISSIONS) {
      const key = `back-office-staff.permission.${permission.replace(":", "_")}`;
      expect(backOfficeTexts.fr[key], key).toBeTruthy();
    }
  });

  it("stay out of the shop's texts", () => {
    expect(Object.keys(bundledTranslations.fr).filter((key) => key.startsWith("back-office"))).toEqual([]);
  });
});
