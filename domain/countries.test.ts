import { describe, expect, it } from "vitest";
import { DIAL_CODES, countryEntry, countryList, flagEmoji, flagUnicode, isCountryCode } from "./countries";
import { COUNTRIES } from "./locales";

describe("country list (§3 country list entry)", () => {
  it("lists every country of §1 once, with a flag, its code points and a dial code", () => {
    const list = countryList("fr");
    expect(list.map((entry) => entry.code).sort()).toEqual([...COUNTRIES].sort());
    for (const entry of list) {
      expect(entry.emoji).toBe(flagEmoji(entry.code));
      expect(entry.unicode).toMatch(/^U\+1F1[EF][0-9A-F] U\+1F1[EF][0-9A-F]$/);
      expect(entry.dialCode).toMatch(/^\+\d{2,3}$/);
      expect(entry.title).toBe(`${entry.name} (${entry.dialCode})`);
    }
  });

  it("draws flags from the two regional-indicator symbols", () => {
    expect(flagEmoji("FR")).toBe("🇫🇷");
    expect(flagEmoji("nl")).toBe("🇳🇱");
    expect(flagUnicode("FR")).toBe("U+1F1EB U+1F1F7");
  });

  it("names countries in the page's language and sorts them as its speakers do", () => {
    expect(countryEntry("DE", "fr").name).toBe("Allemagne");
    expect(countryEntry("DE", "de").name).toBe("Deutschland");
    expect(countryEntry("NL", "nl").name).toBe("Nederland");
    expect(countryEntry("ES", "es").name).toBe("España");
    const names = countryList("fr").map((entry) => entry.name);
    expect(names.slice(0, 3)).toEqual(["Allemagne", "Autriche", "Belgique"]);
    // "Österreich" sorts with O in German, not after Z
    const german = countryList("de").map((entry) => entry.code);
    expect(german.indexOf("AT")).toBeLessThan(german.indexOf("PT"));
  });

  it("knows the dial codes of the countries served", () => {
    expect(DIAL_CODES).toMatchObject({ FR: "+33", MC: "+377", NL: "+31", IE: "+353", LU: "+352", PT: "+351" });
  });

  it("recognises country codes of §1 only", () => {
    expect(isCountryCode("FR")).toBe(true);
    expect(isCountryCode("fr")).toBe(false);
    expect(isCountryCode("US")).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
  });
});
