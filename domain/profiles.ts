/**
 * Profile rules (§3, §4, §5, §9) both the API and the storefront apply: genders and profile types,
 * the kid age limit, the sizes a profile can wear, its colours, its status and what the client's
 * profiles say about the client.
 */

import { numberFormat } from "./intl";

// ── Genders and profile types ─────────────────────────────────────────────────────────────────
export const GENDERS = ["boy", "girl", "woman"] as const;
export type Gender = (typeof GENDERS)[number];
export const KID_GENDERS = ["boy", "girl"] as const satisfies readonly Gender[];
export const PROFILE_TYPES = ["KID", "WOMAN"] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** §3: gender is case-insensitive ("Girl", " BOY "); anything else is no gender. */
export function normalizeGender(value: unknown): Gender | undefined {
  if (typeof value !== "string") return undefined;
  const lower = value.trim().toLowerCase();
  return (GENDERS as readonly string[]).includes(lower) ? (lower as Gender) : undefined;
}

/** KID or WOMAN, in any case. */
export function normalizeProfileType(value: unknown): ProfileType | undefined {
  if (typeof value !== "string") return undefined;
  const upper = value.trim().toUpperCase();
  return (PROFILE_TYPES as readonly string[]).includes(upper) ? (upper as ProfileType) : undefined;
}

/** A woman profile is a WOMAN; boys and girls are KIDs. */
export function profileTypeOf(gender: Gender): ProfileType {
  return gender === "woman" ? "WOMAN" : "KID";
}

/** Kid profiles a client can have: a family's worth, and a bound on what one account can store. */
export const MAX_KID_PROFILES = 10;

/** §5, word for word: the answer to a profile created without its mandatory fields. */
export const PROFILE_MANDATORY_MESSAGE = "Firstname, gender are mandatory. birthdate is mandatory for KIDS.";

// ── Dates and the kid age limit ───────────────────────────────────────────────────────────────

/** §1: kid profiles go up to 14 years (a kid stays one until the 15th birthday). */
export const KID_MAX_AGE_YEARS = 14;
/** A woman's birthdate further back than this is a typing mistake. */
export const MAX_AGE_YEARS = 120;
/** Dates of birth are calendar days where the shop is: "today" is today in Paris. */
export const SHOP_TIME_ZONE = "Europe/Paris";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1–12) and day of a real calendar date written YYYY-MM-DD, else undefined. */
function parseIsoDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2023-02-30 rolls over to March: not a real date
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== undefined;
}

/**
 * A date typed by hand where the browser has no date picker: DD/MM/YYYY, DD.MM.YYYY or DD-MM-YYYY
 * (as written in fr, de, nl, es) become YYYY-MM-DD; anything else is returned trimmed, for the
 * API to judge.
 */
export function normalizeDateInput(value: string): string {
  const trimmed = value.trim();
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!match) return trimmed;
  return `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
}

/** Today's calendar date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string = SHOP_TIME_ZONE, now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** Whole months lived from a birthdate to a day (both YYYY-MM-DD); negative before birth. */
export function ageInMonths(birthdate: string, today: string): number {
  const born = parseIsoDate(birthdate);
  const now = parseIsoDate(today);
  if (!born || !now) throw new Error(`Invalid date: ${birthdate} / ${today}`);
  let months = (now.year - born.year) * 12 + (now.month - born.month);
  if (now.day < born.day) months -= 1;
  return months;
}

export type BirthdateProblem = "invalid" | "future" | "too-old";

/**
 * What is wrong with a birthdate for a profile type, if anything: not a real date, after today,
 * past a kid's 15th birthday (§1) or more than 120 years ago.
 */
export function birthdateProblem(type: ProfileType, birthdate: string, today: string): BirthdateProblem | undefined {
  if (!isIsoDate(birthdate)) return "invalid";
  if (birthdate > today) return "future";
  const years = Math.floor(ageInMonths(birthdate, today) / 12);
  if (type === "KID" && years > KID_MAX_AGE_YEARS) return "too-old";
  if (years > MAX_AGE_YEARS) return "invalid";
  return undefined;
}

/** An age shown in months below two years ("18 mois"), in years after ("7 ans"). */
export function displayAge(birthdate: string, today: string): { count: number; unit: "month" | "year" } {
  const months = Math.max(0, ageInMonths(birthdate, today));
  return months < 24 ? { count: months, unit: "month" } : { count: Math.floor(months / 12), unit: "year" };
}

// ── Sizes (§9) ────────────────────────────────────────────────────────────────────────────────

/** Kid clothing sizes, youngest first: French age sizes from 1 month to 14 years, as the catalogue. */
export const KID_AGE_SIZES = [
  "1 mois",
  "3 mois",
  "6 mois",
  "12 mois",
  "18 mois",
  "2 ans",
  "3 ans",
  "4 ans",
  "5 ans",
  "6 ans",
  "8 ans",
  "10 ans",
  "12 ans",
  "14 ans",
] as const;
/** Kid shoe sizes (EU), from a baby's first shoes to a 14-year-old's. */
export const KID_SHOE_SIZES = Array.from({ length: 26 }, (_, i) => String(16 + i)); // 16 … 41
/** Women's clothing sizes in the §9 order. */
export const WOMAN_SIZES = ["XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL"] as const;
/** Women's shoe sizes (EU). */
export const WOMAN_SHOE_SIZES = Array.from({ length: 9 }, (_, i) => String(35 + i)); // 35 … 43

export const SIZE_FIELDS = ["top_size", "bottom_size", "shoe_size"] as const;
export type SizeField = (typeof SIZE_FIELDS)[number];

/** The sizes a profile of this type can choose for a field. */
export function sizeOptions(type: ProfileType, field: SizeField): readonly string[] {
  if (field === "shoe_size") return type === "KID" ? KID_SHOE_SIZES : WOMAN_SHOE_SIZES;
  return type === "KID" ? KID_AGE_SIZES : WOMAN_SIZES;
}

export function isSizeOption(type: ProfileType, field: SizeField, value: string): boolean {
  return sizeOptions(type, field).includes(value);
}

/** An age size read as a quantity ("18 mois" → 18 months), so each language can word it. */
export function ageSizeQuantity(size: string): { count: number; unit: "month" | "year" } | undefined {
  const match = /^(\d{1,2}) (mois|ans?)$/.exec(size);
  if (!match) return undefined;
  return { count: Number(match[1]), unit: match[2] === "mois" ? "month" : "year" };
}

/** A quantity of months or years in a language ("8 ans", "8 Jahre", "18 meses"). */
export function ageQuantityLabel(count: number, unit: "month" | "year", language: string): string {
  return numberFormat(language, { style: "unit", unit, unitDisplay: "long" }).format(count);
}

/**
 * "One size" as each language says it: the catalogue stores it in French ("TU", taille unique) or
 * English. Here rather than in the locale files because the API's e-mails print sizes too.
 */
const ONE_SIZE: Record<string, string> = {
  fr: "Taille unique",
  de: "Einheitsgröße",
  nl: "One size",
  es: "Talla única",
  en: "One size",
};
const ONE_SIZE_STORED = new Set(["TU", "ONE SIZE"]);

/**
 * A size as a language says it: age sizes (stored in French, "6 ans") are worded, one size too
 * ("TU"), letters and shoe sizes stay as they are. Pages and e-mails print sizes through it.
 */
export function sizeLabel(size: string, language: string): string {
  if (ONE_SIZE_STORED.has(size.trim().toUpperCase())) return ONE_SIZE[language.slice(0, 2)] ?? size;
  const age = ageSizeQuantity(size);
  return age ? ageQuantityLabel(age.count, age.unit, language) : size;
}

/**
 * A size in a phrase ("Taille {{size}}" → "Taille 8 ans"), except the one size, which already says
 * it is one ("Taille unique", never "Taille Taille unique").
 */
export function sizePhrase(size: string, language: string, phrase: (label: string) => string): string {
  const label = sizeLabel(size, language);
  return ONE_SIZE_STORED.has(size.trim().toUpperCase()) ? label : phrase(label);
}

// ── Colours (§3: background and text colour from a palette; three palettes per gender) ────────

export type Palette = { key: string; background: string; textColor: string };

/** Each text colour reads on its background at a contrast of 4.5:1 or more (checked by the tests). */
export const PALETTES: Record<Gender, readonly [Palette, Palette, Palette]> = {
  boy: [
    { key: "sky", background: "#8ec5e8", textColor: "#1f3a5f" },
    { key: "sage", background: "#9bb59a", textColor: "#1f3a2f" },
    { key: "mustard", background: "#f6c945", textColor: "#4a3500" },
  ],
  girl: [
    { key: "pink", background: "#f2a7b8", textColor: "#4a2336" },
    { key: "lilac", background: "#b9a3d6", textColor: "#2e2145" },
    { key: "sage", background: "#9bb59a", textColor: "#1f3a2f" },
  ],
  woman: [
    { key: "lilac", background: "#b9a3d6", textColor: "#2b2b2e" },
    { key: "coral", background: "#f08a6e", textColor: "#3b1a10" },
    { key: "ecru", background: "#efe6d2", textColor: "#4a3b22" },
  ],
};

export function palettesOf(gender: Gender): readonly Palette[] {
  return PALETTES[gender];
}

/** The gender's palette with this key, or with these colours (compared case-insensitively). */
export function findPalette(
  gender: Gender,
  wanted: string | { background: string; textColor: string },
): Palette | undefined {
  return PALETTES[gender].find((palette) =>
    typeof wanted === "string"
      ? palette.key === wanted
      : palette.background === wanted.background.toLowerCase() && palette.textColor === wanted.textColor.toLowerCase(),
  );
}

/**
 * The palette a new profile gets: the first of its gender's three that the client's other profiles
 * do not wear yet (so brothers and sisters look apart), else the least worn.
 */
export function choosePalette(gender: Gender, backgroundsInUse: readonly string[]): Palette {
  const worn = (palette: Palette) =>
    backgroundsInUse.filter((background) => background.toLowerCase() === palette.background).length;
  return PALETTES[gender].reduce((best, palette) => (worn(palette) < worn(best) ? palette : best));
}

// ── Photos ────────────────────────────────────────────────────────────────────────────────────

/** A profile photo is a JPEG, PNG or WebP picture (recognised by its content) of 5 MB at most. */
export const PROFILE_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

// ── Status and client category (§4) ───────────────────────────────────────────────────────────

export type ProfileStatus = "CLIENT" | "PROSPECT_WITH_COMMENT" | "PROSPECT";

/** CLIENT once a box was requested; PROSPECT_WITH_COMMENT when a description exists; else PROSPECT. */
export function profileStatus(profile: { has_requested: boolean; description: string | null }): ProfileStatus {
  if (profile.has_requested) return "CLIENT";
  if (profile.description?.trim()) return "PROSPECT_WITH_COMMENT";
  return "PROSPECT";
}

/** §4: only profiles that requested a box count as normal profiles. */
export function normalProfiles<P extends { has_requested: boolean }>(profiles: readonly P[]): P[] {
  return profiles.filter((profile) => profile.has_requested);
}

export type ProfileSubscriptionStatus =
  "ONE_SHOT" | "ONGOING_SUBSCRIPTION" | "PAUSED_SUBSCRIPTION" | "TERMINATED_SUBSCRIPTION";

/** The subscription facts the profile rules read (§3 Subscription; frequency null is a one shot). */
export type SubscriptionFacts = {
  is_active: boolean;
  frequency: number | null;
  status_details_code: string | null;
  created_at: string;
};

/**
 * The profile's subscription summary from its subscriptions: an active recurring one is ongoing
 * (or paused), an ended recurring one is terminated, requests without a recurring one are one
 * shots, and nothing at all is null.
 */
export function profileSubscriptionStatus(
  subscriptions: readonly SubscriptionFacts[],
  hasRequests: boolean,
): ProfileSubscriptionStatus | null {
  const recurring = subscriptions.filter((s) => s.frequency !== null);
  const active = recurring.find((s) => s.is_active);
  if (active) return active.status_details_code === "paused" ? "PAUSED_SUBSCRIPTION" : "ONGOING_SUBSCRIPTION";
  if (recurring.length > 0) return "TERMINATED_SUBSCRIPTION";
  if (hasRequests || subscriptions.length > 0) return "ONE_SHOT";
  return null;
}

/** A requested box that came with a subscription (ongoing, paused or since ended). */
function requestedWithSubscription(profile: { subscription_status: ProfileSubscriptionStatus | null }): boolean {
  return profile.subscription_status !== null && profile.subscription_status !== "ONE_SHOT";
}

export type ClientCategory = "prospect-form" | "one-shot" | "new-child" | "new-profile";

/**
 * §4, per universe (kids or woman): no request yet → the prospect form; requests without a
 * subscription → one shot; a request with a subscription → new child (kids) or new profile (woman).
 */
export function clientCategory(
  profiles: readonly {
    profile_type: ProfileType;
    has_requested: boolean;
    subscription_status: ProfileSubscriptionStatus | null;
  }[],
  universe: ProfileType,
): ClientCategory {
  const requested = normalProfiles(profiles.filter((profile) => profile.profile_type === universe));
  if (requested.length === 0) return "prospect-form";
  if (!requested.some(requestedWithSubscription)) return "one-shot";
  return universe === "KID" ? "new-child" : "new-profile";
}

/** §4: a profile that had a one-shot box and subscribed afterwards counts as converted. */
export function isConvertedOneShot(subscriptions: readonly SubscriptionFacts[]): boolean {
  const firstOneShot = subscriptions
    .filter((s) => s.frequency === null)
    .map((s) => s.created_at)
    .sort()[0];
  return firstOneShot !== undefined && subscriptions.some((s) => s.frequency !== null && s.created_at > firstOneShot);
}
