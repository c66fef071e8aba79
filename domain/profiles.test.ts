import { describe, expect, it } from "vitest";
import {
  GENDERS,
  KID_AGE_SIZES,
  PALETTES,
  ageInMonths,
  ageSizeQuantity,
  birthdateProblem,
  choosePalette,
  clientCategory,
  displayAge,
  findPalette,
  isConvertedOneShot,
  isIsoDate,
  isSizeOption,
  normalProfiles,
  normalizeDateInput,
  normalizeGender,
  normalizeProfileType,
  profileStatus,
  profileSubscriptionStatus,
  profileTypeOf,
  sizeOptions,
  sizePhrase,
  todayIn,
  type SubscriptionFacts,
} from "./profiles";

describe("genders and profile types", () => {
  it("reads a gender in any case, and nothing else", () => {
    expect(normalizeGender("Girl")).toBe("girl");
    expect(normalizeGender(" BOY ")).toBe("boy");
    expect(normalizeGender("woman")).toBe("woman");
    for (const bad of ["", "man", "girls", 1, null, undefined]) expect(normalizeGender(bad)).toBeUndefined();
  });
  it("reads a profile type in any case", () => {
    expect(normalizeProfileType("kid")).toBe("KID");
    expect(normalizeProfileType("Woman")).toBe("WOMAN");
    expect(normalizeProfileType("baby")).toBeUndefined();
  });
  it("makes boys and girls KIDs and a woman a WOMAN", () => {
    expect(profileTypeOf("boy")).toBe("KID");
    expect(profileTypeOf("girl")).toBe("KID");
    expect(profileTypeOf("woman")).toBe("WOMAN");
  });
});

describe("dates and the kid age limit", () => {
  it("accepts real calendar dates only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    for (const bad of ["2023-02-29", "2023-13-01", "2023-1-01", "01/02/2023", "2023-04-31"]) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
  });
  it("reads dates typed day first", () => {
    expect(normalizeDateInput("2019-04-12")).toBe("2019-04-12");
    expect(normalizeDateInput(" 12/04/2019 ")).toBe("2019-04-12");
    expect(normalizeDateInput("3.9.2022")).toBe("2022-09-03");
    expect(normalizeDateInput("12-04-2019")).toBe("2019-04-12");
    expect(normalizeDateInput("April 2019")).toBe("April 2019");
  });
  it("counts whole months lived", () => {
    expect(ageInMonths("2020-05-15", "2020-06-14")).toBe(0);
    expect(ageInMonths("2020-05-15", "2020-06-15")).toBe(1);
    expect(ageInMonths("2019-04-12", "2026-11-21")).toBe(91);
    expect(ageInMonths("2026-12-01", "2026-11-21")).toBeLessThan(0);
  });
  it("keeps a kid until the 15th birthday, refuses the future", () => {
    const today = "2026-11-21";
    expect(birthdateProblem("KID", "2026-11-21", today)).toBeUndefined(); // born today
    expect(birthdateProblem("KID", "2011-11-22", today)).toBeUndefined(); // 14 and 364 days
    expect(birthdateProblem("KID", "2011-11-21", today)).toBe("too-old"); // 15 today
    expect(birthdateProblem("KID", "2026-11-22", today)).toBe("future");
    expect(birthdateProblem("KID", "2026-02-30", today)).toBe("invalid");
    expect(birthdateProblem("WOMAN", "1989-06-21", today)).toBeUndefined();
    expect(birthdateProblem("WOMAN", "1880-01-01", today)).toBe("invalid");
    expect(birthdateProblem("WOMAN", "2027-01-01", today)).toBe("future");
  });
  it("shows babies' ages in months and older kids' in years", () => {
    expect(displayAge("2025-06-10", "2026-11-21")).toEqual({ count: 17, unit: "month" });
    expect(displayAge("2019-04-12", "2026-11-21")).toEqual({ count: 7, unit: "year" });
  });
  it("gives today's date in the shop's time zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Paris
    expect(todayIn("Europe/Paris", new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(todayIn("UTC", new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });
});

describe("sizes", () => {
  it("offers age sizes from 1 month to 14 years to kids", () => {
    expect(sizeOptions("KID", "top_size")[0]).toBe("1 mois");
    expect(sizeOptions("KID", "bottom_size").at(-1)).toBe("14 ans");
    expect(isSizeOption("KID", "top_size", "8 ans")).toBe(true);
    expect(isSizeOption("KID", "top_size", "M")).toBe(false);
    expect(isSizeOption("KID", "shoe_size", "31")).toBe(true);
  });
  it("offers letter sizes to women", () => {
    expect(isSizeOption("WOMAN", "top_size", "M")).toBe(true);
    expect(isSizeOption("WOMAN", "bottom_size", "8 ans")).toBe(false);
    expect(isSizeOption("WOMAN", "shoe_size", "39")).toBe(true);
    expect(isSizeOption("WOMAN", "shoe_size", "25")).toBe(false);
  });
  it("reads every kid age size as a quantity", () => {
    expect(ageSizeQuantity("18 mois")).toEqual({ count: 18, unit: "month" });
    expect(ageSizeQuantity("8 ans")).toEqual({ count: 8, unit: "year" });
    expect(ageSizeQuantity("M")).toBeUndefined();
    for (const size of KID_AGE_SIZES) expect(ageSizeQuantity(size), size).toBeDefined();
  });
  it("puts a size in a phrase, but says the one size once", () => {
    const phrase = (label: string) => `Taille ${label}`;
    expect(sizePhrase("8 ans", "fr", phrase)).toBe("Taille 8 ans");
    expect(sizePhrase("M", "fr", phrase)).toBe("Taille M");
    expect(sizePhrase("TU", "fr", phrase)).toBe("Taille unique");
    expect(sizePhrase("TU", "de", (label) => `Größe ${label}`)).toBe("Einheitsgröße");
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("palettes", () => {
  it("has three readable palettes per gender, in lower-case hex", () => {
    for (const gender of GENDERS) {
      const palettes = PALETTES[gender];
      expect(palettes).toHaveLength(3);
      expect(new Set(palettes.map((p) => p.key)).size).toBe(3);
      for (const { background, textColor } of palettes) {
        expect(background).toMatch(/^#[0-9a-f]{6}$/);
        expect(textColor).toMatch(/^#[0-9a-f]{6}$/);
        expect(contrast(background, textColor), `${gender} ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
  it("finds a palette by key or by colours, within the gender only", () => {
    expect(findPalette("boy", "sky")?.background).toBe("#8ec5e8");
    expect(findPalette("boy", { background: "#8EC5E8", textColor: "#1F3A5F" })?.key).toBe("sky");
    expect(findPalette("girl", "sky")).toBeUndefined();
    expect(findPalette("woman", { background: "#8ec5e8", textColor: "#1f3a5f" })).toBeUndefined();
  });
  it("gives a new profile a colour its brothers and sisters do not wear", () => {
    expect(choosePalette("boy", []).key).toBe("sky");
    expect(choosePalette("boy", ["#8EC5E8"]).key).toBe("sage");
    expect(choosePalette("boy", ["#8ec5e8", "#9bb59a"]).key).toBe("mustard");
    expect(choosePalette("boy", ["#8ec5e8", "#9bb59a", "#f6c945", "#8ec5e8"]).key).toBe("sage");
  });
});

describe("profile status and client category (§4)", () => {
  it("derives the profile status", () => {
    expect(profileStatus({ has_requested: true, description: "loves red" })).toBe("CLIENT");
    expect(profileStatus({ has_requested: false, description: "loves red" })).toBe("PROSPECT_WITH_COMMENT");
    expect(profileStatus({ has_requested: false, description: "  " })).toBe("PROSPECT");
    expect(profileStatus({ has_requested: false, description: null })).toBe("PROSPECT");
  });
  it("counts only profiles that requested a box as normal profiles", () => {
    const profiles = [
      { id: 1, has_requested: true },
      { id: 2, has_requested: false },
    ];
    expect(normalProfiles(profiles).map((p) => p.id)).toEqual([1]);
  });

  const kid = (has_requested: boolean, subscription_status: ReturnType<typeof profileSubscriptionStatus>) =>
    ({ profile_type: "KID", has_requested, subscription_status }) as const;
  it("puts the client in a category per universe", () => {
    expect(clientCategory([], "KID")).toBe("prospect-form");
    expect(clientCategory([kid(false, null)], "KID")).toBe("prospect-form");
    expect(clientCategory([kid(true, "ONE_SHOT"), kid(false, null)], "KID")).toBe("one-shot");
    expect(clientCategory([kid(true, "ONE_SHOT"), kid(true, "ONGOING_SUBSCRIPTION")], "KID")).toBe("new-child");
    expect(clientCategory([kid(true, "PAUSED_SUBSCRIPTION")], "KID")).toBe("new-child");
    expect(clientCategory([kid(true, "ONGOING_SUBSCRIPTION")], "WOMAN")).toBe("prospect-form");
    expect(
      clientCategory(
        [{ profile_type: "WOMAN", has_requested: true, subscription_status: "ONGOING_SUBSCRIPTION" }],
        "WOMAN",
      ),
    ).toBe("new-profile");
  });

  const sub = (frequency: number | null, created_at: string, extra: Partial<SubscriptionFacts> = {}) => ({
    is_active: true,
    frequency,
    status_details_code: null,
    created_at,
    ...extra,
  });
  it("sums a profile's subscriptions up", () => {
    expect(profileSubscriptionStatus([], false)).toBeNull();
    expect(profileSubscriptionStatus([], true)).toBe("ONE_SHOT");
    expect(profileSubscriptionStatus([sub(null, "2026-01-01")], true)).toBe("ONE_SHOT");
    expect(profileSubscriptionStatus([sub(2, "2026-01-01")], true)).toBe("ONGOING_SUBSCRIPTION");
    expect(profileSubscriptionStatus([sub(2, "2026-01-01", { status_details_code: "paused" })], true)).toBe(
      "PAUSED_SUBSCRIPTION",
    );
    expect(profileSubscriptionStatus([sub(2, "2026-01-01", { is_active: false })], true)).toBe(
      "TERMINATED_SUBSCRIPTION",
    );
  });
  it("counts a one-shot kid who subscribes afterwards as converted", () => {
    expect(isConvertedOneShot([sub(null, "2026-01-01T00:00:00Z"), sub(1, "2026-03-01T00:00:00Z")])).toBe(true);
    expect(isConvertedOneShot([sub(1, "2025-12-01T00:00:00Z"), sub(null, "2026-01-01T00:00:00Z")])).toBe(false);
    expect(isConvertedOneShot([sub(null, "2026-01-01T00:00:00Z")])).toBe(false);
    expect(isConvertedOneShot([sub(1, "2026-01-01T00:00:00Z")])).toBe(false);
  });
});
