import { describe, expect, it } from "vitest";
import {
  LOCALE_PAIRS,
  findLocalePair,
  homePairOf,
  localePairForCountry,
  pickAcceptLanguage,
  SITE_LANGUAGES,
} from "./locales";

describe("locale pairs", () => {
  it("are the spec's pairs, fr-FR first (the default)", () => {
    expect(LOCALE_PAIRS.map((p) => p.tag)).toEqual([
      "fr-FR",
      "fr-BE",
      "nl-BE",
      "de-DE",
      "de-AT",
      "fr-LU",
      "de-LU",
      "nl-NL",
      "es-ES",
    ]);
  });
  it("are found by tag", () => {
    expect(findLocalePair("nl-BE")).toMatchObject({ country: "BE", language: "nl" });
    expect(findLocalePair("en-GB")).toBeUndefined();
  });
  it("give a country's first pair, else fr-FR", () => {
    expect(localePairForCountry("AT").tag).toBe("de-AT");
    expect(localePairForCountry("BE").tag).toBe("fr-BE");
    expect(localePairForCountry("IT").tag).toBe("fr-FR");
    expect(localePairForCountry(null).tag).toBe("fr-FR");
  });

  it("names each language's home pair", () => {
    expect(SITE_LANGUAGES.map((language) => homePairOf(language).tag)).toEqual(["fr-FR", "de-DE", "nl-NL", "es-ES"]);
    expect(homePairOf("en").tag).toBe("fr-FR");
  });

  it("keeps the client's language when the country has a pair in it", () => {
    expect(localePairForCountry("BE", "nl").tag).toBe("nl-BE");
    expect(localePairForCountry("LU", "de").tag).toBe("de-LU");
    expect(localePairForCountry("NL", "fr").tag).toBe("nl-NL");
    expect(localePairForCountry("PT", "es").tag).toBe("fr-FR");
  });
});

describe("Accept-Language", () => {
  it("picks the best supported language by q-value", () => {
    expect(pickAcceptLanguage("en-US,en;q=0.9,de;q=0.8", SITE_LANGUAGES)).toBe("de");
    expect(pickAcceptLanguage("nl-BE;q=0.5, es;q=0.9", SITE_LANGUAGES)).toBe("es");
    expect(pickAcceptLanguage("DE-at", SITE_LANGUAGES)).toBe("de");
  });
  it("returns nothing when nothing is supported or the header is junk", () => {
    expect(pickAcceptLanguage("en-US,it;q=0.4", SITE_LANGUAGES)).toBeUndefined();
    expect(pickAcceptLanguage("", SITE_LANGUAGES)).toBeUndefined();
    expect(pickAcceptLanguage(";;;,q=abc", SITE_LANGUAGES)).toBeUndefined();
    expect(pickAcceptLanguage("de;q=0", SITE_LANGUAGES)).toBeUndefined();
  });
});
