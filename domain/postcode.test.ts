import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTRIES, type CountryCode } from "./locales";
import { POSTCODE_MAX_LENGTH, POSTCODE_RULES, postcodeAllowsLetters, validatePostcode } from "./postcode";

const valid = (country: CountryCode, value: string) => {
  const check = validatePostcode(country, value);
  return check.valid ? check.postcode : undefined;
};
const error = (country: CountryCode, value: string) => {
  const check = validatePostcode(country, value);
  return check.valid ? undefined : check.error;
};

describe("validatePostcode (§5)", () => {
  it("has a rule for every country of §1", () => {
    expect(Object.keys(POSTCODE_RULES).sort()).toEqual([...COUNTRIES].sort());
  });

  it.each([
    ["FR", "75011"],
    ["MC", "98000"],
    ["DE", "10115"],
    ["ES", "28013"],
    ["IT", "00184"],
  ] as const)("%s: five digits (%s)", (country, postcode) => {
    expect(valid(country, postcode)).toBe(postcode);
    expect(error(country, postcode.slice(0, 4))).toBe("digits");
    expect(error(country, `${postcode}1`)).toBe("digits");
    expect(error(country, `${postcode.slice(0, 4)}A`)).toBe("digits");
  });

  it.each([
    ["BE", "1000"],
    ["AT", "1010"],
  ] as const)("%s: four digits (%s)", (country, postcode) => {
    expect(valid(country, postcode)).toBe(postcode);
    expect(error(country, postcode.slice(0, 3))).toBe("digits");
    expect(error(country, `${postcode}0`)).toBe("digits");
    expect(error(country, "10A0")).toBe("digits");
  });

  it("all-digit postcodes: surrounding and inner spaces are ignored", () => {
    expect(valid("FR", " 75 011 ")).toBe("75011");
    expect(valid("BE", "10 00")).toBe("1000");
  });

  it("NL: four digits then two letters, one space allowed, normalised to '1234 AB'", () => {
    expect(valid("NL", "1234 AB")).toBe("1234 AB");
    expect(valid("NL", "1234AB")).toBe("1234 AB");
    expect(valid("NL", "1234ab")).toBe("1234 AB");
    expect(valid("NL", " 1234 ab ")).toBe("1234 AB");
    expect(error("NL", "1234")).toBe("dutch");
    expect(error("NL", "1234  AB")).toBe("dutch");
    expect(error("NL", "123 ABC")).toBe("dutch");
    expect(error("NL", "12345A")).toBe("dutch");
    expect(error("NL", "1234 A1")).toBe("dutch");
    expect(error("NL", "1234 ABC")).toBe("dutch");
    expect(error("NL", "AB 1234")).toBe("dutch");
  });

  it.each([
    ["LU", "L-1234", "L-1234"],
    ["LU", "1234", "1234"],
    ["PT", "1000-001", "1000-001"],
    ["IE", "d02 x285", "D02 X285"],
    ["IE", "D02   X285", "D02 X285"],
  ] as const)("%s is unchecked: %j → %j", (country, typed, stored) => {
    expect(valid(country, typed)).toBe(stored);
  });

  it("unchecked countries still need a postcode of at most 10 characters", () => {
    expect(error("IE", "D02 X285 123")).toBe("too_long");
    expect(valid("IE", "A".repeat(POSTCODE_MAX_LENGTH))).toBe("A".repeat(POSTCODE_MAX_LENGTH));
  });

  it("an empty or blank postcode is required everywhere", () => {
    for (const country of COUNTRIES) {
      expect(error(country, "")).toBe("required");
      expect(error(country, "   ")).toBe("required");
    }
  });

  it("letters are allowed for IE, LU, PT and NL only", () => {
    expect(COUNTRIES.filter(postcodeAllowsLetters).sort()).toEqual(["IE", "LU", "NL", "PT"]);
  });

  it("property: a valid postcode is a fixed point (validating it again gives it back)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.string({ maxLength: 12 }), (country, typed) => {
        const check = validatePostcode(country, typed);
        if (!check.valid) return;
        expect(validatePostcode(country, check.postcode)).toEqual(check);
      }),
    );
  });

  it("property: every n-digit string is accepted exactly where the rule asks n digits", () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.stringMatching(/^[0-9]{1,8}$/), (country, typed) => {
        const rule = POSTCODE_RULES[country];
        if (rule.kind !== "digits") return;
        expect(validatePostcode(country, typed).valid).toBe(typed.length === rule.length);
      }),
    );
  });

  it("property: any four digits and two letters make a Dutch postcode", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{4}$/),
        fc.stringMatching(/^[a-zA-Z]{2}$/),
        fc.boolean(),
        (number, letters, spaced) => {
          expect(valid("NL", `${number}${spaced ? " " : ""}${letters}`)).toBe(`${number} ${letters.toUpperCase()}`);
        },
      ),
    );
  });
});
