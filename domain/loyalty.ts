/**
 * The loyalty ("Little Club") and referral rules, shared by the API and the storefront. Pure: no I/O.
 *
 * Earning: points per euro paid for the pieces of an order (kept pieces of a box, a shop order;
 * shipping left out), a fixed number for a box rating and for a referred friend's first paid
 * order. A box payment is one more source (pointsFor("BOX", …)), not a special case. Earned points
 * lapse a stated number of months after they were earned, spent first-in first-out. Points buy a
 * coupon at each tier of §9 (200 and 600 points). A kid whose birthday is this month gets a
 * birthday code once a year. The figures are a configuration with defaults
 * (DEFAULT_LOYALTY_CONFIG, DEFAULT_REFERRAL_CONFIG); the API overrides them from its
 * configuration entries (loyaltyConfigFrom, referralConfigFrom).
 */
import { KID_MAX_AGE_YEARS, ageInMonths } from "./profiles";

/** Why the ledger moved (the loyalty_reason enum of the database, the API's reason, the history's words). */
export const LOYALTY_REASONS = [
  "ORDER",
  "REFERRAL",
  "RATING",
  "SIGNUP",
  "BIRTHDAY",
  "RECYCLE",
  "COUPON_REDEMPTION",
  "EXPIRATION",
  "ADJUSTMENT",
] as const;
export type LoyaltyReason = (typeof LOYALTY_REASONS)[number];

/** What earns points. SHOP and BOX are paid orders; RATING a box rated; REFERRAL a godson's first paid order. */
export const LOYALTY_SOURCES = ["SHOP", "BOX", "RATING", "REFERRAL"] as const;
export type LoyaltySource = (typeof LOYALTY_SOURCES)[number];

/** A coupon tier: points spent → euros off (cents). */
export type LoyaltyTier = { points: number; amountCents: number };

export type LoyaltyConfig = {
  /** Points per whole euro paid for pieces (shop orders, kept box pieces). */
  pointsPerEuro: number;
  /** Points for rating a box. */
  ratingPoints: number;
  /** Points for the godfather when a godson's first box or order is paid. */
  referralPoints: number;
  /** Months an earned point stays valid. */
  validityMonths: number;
  /** Days ahead the "expiring soon" warning looks. */
  expiringSoonDays: number;
  /** Coupon tiers, smallest first (§9: 200 and 600 points). */
  tiers: LoyaltyTier[];
  /** Months a redeemed coupon stays valid. */
  couponValidityMonths: number;
  /** Percent off of the birthday code. */
  birthdayPercent: number;
  /** Days the birthday code stays valid after it is asked for. */
  birthdayValidityDays: number;
};

/**
 * Defaults: 1 point per euro; 200 points → 10 €, 600 points → 40 € (5 % then ~6.7 % back); 20 points
 * for a rating; 100 points for a referral; points valid 12 months; coupons 6 months; birthday code
 * 20 % off, valid 30 days.
 */
export const DEFAULT_LOYALTY_CONFIG: LoyaltyConfig = {
  pointsPerEuro: 1,
  ratingPoints: 20,
  referralPoints: 100,
  validityMonths: 12,
  expiringSoonDays: 30,
  tiers: [
    { points: 200, amountCents: 1000 },
    { points: 600, amountCents: 4000 },
  ],
  couponValidityMonths: 6,
  birthdayPercent: 20,
  birthdayValidityDays: 30,
};

export type ReferralConfig = {
  /** Credited to the godfather's wallet when the godson's first box or order is paid. */
  godfatherAmountCents: number;
  /** The godson's welcome offer: a personal code of this amount, at sign-up through a godfather. */
  godsonAmountCents: number;
  /** Months the welcome code stays valid. */
  welcomeValidityMonths: number;
};

export const DEFAULT_REFERRAL_CONFIG: ReferralConfig = {
  godfatherAmountCents: 1500,
  godsonAmountCents: 1500,
  welcomeValidityMonths: 6,
};

const positiveInt = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;
const positiveNumber = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined;

/**
 * The loyalty figures from configuration entries (the seed's loyalty.points_per_euro,
 * loyalty.validity_months, loyalty.min_points with loyalty.coupon_amount_cents): a missing or
 * malformed entry keeps the default.
 */
export function loyaltyConfigFrom(entries: ReadonlyMap<string, unknown>): LoyaltyConfig {
  const config = { ...DEFAULT_LOYALTY_CONFIG };
  config.pointsPerEuro = positiveNumber(entries.get("loyalty.points_per_euro")) ?? config.pointsPerEuro;
  config.validityMonths = positiveInt(entries.get("loyalty.validity_months")) ?? config.validityMonths;
  config.ratingPoints = positiveInt(entries.get("loyalty.rating_points")) ?? config.ratingPoints;
  config.referralPoints = positiveInt(entries.get("loyalty.referral_points")) ?? config.referralPoints;
  const minimums = entries.get("loyalty.min_points");
  const amounts = entries.get("loyalty.coupon_amount_cents");
  if (Array.isArray(minimums) && amounts && typeof amounts === "object") {
    const tiers = minimums.flatMap((points) => {
      const amountCents = positiveInt((amounts as Record<string, unknown>)[String(points)]);
      return positiveInt(points) && amountCents ? [{ points: points as number, amountCents }] : [];
    });
    if (tiers.length > 0) config.tiers = tiers.sort((a, b) => a.points - b.points);
  }
  return config;
}

/**
 * The referral figures from configuration entries: the godfather's reward is `godfather_amount`
 * (euros), the very value the footer and referral_offer show, so what is promised is what is paid;
 * the godson's welcome offer is referral.godson_amount_cents.
 */
export function referralConfigFrom(entries: ReadonlyMap<string, unknown>): ReferralConfig {
  const godfatherEuros = positiveNumber(entries.get("godfather_amount"));
  return {
    ...DEFAULT_REFERRAL_CONFIG,
    godfatherAmountCents: godfatherEuros
      ? Math.round(godfatherEuros * 100)
      : DEFAULT_REFERRAL_CONFIG.godfatherAmountCents,
    godsonAmountCents:
      positiveInt(entries.get("referral.godson_amount_cents")) ?? DEFAULT_REFERRAL_CONFIG.godsonAmountCents,
  };
}

// ── Earning ──────────────────────────────────────────────────────────────────────────────────────
/**
 * Points a source earns: SHOP and BOX earn pointsPerEuro per whole euro of amountCents (the pieces
 * paid, shipping left out); RATING and REFERRAL their fixed number. Never negative.
 */
export function pointsFor(
  source: LoyaltySource,
  { amountCents = 0 }: { amountCents?: number } = {},
  config: LoyaltyConfig = DEFAULT_LOYALTY_CONFIG,
): number {
  switch (source) {
    case "SHOP":
    case "BOX":
      return Math.floor(Math.floor(Math.max(0, amountCents) / 100) * config.pointsPerEuro);
    case "RATING":
      return config.ratingPoints;
    case "REFERRAL":
      return config.referralPoints;
  }
}

/** The same day `months` later (the 31st of a shorter month becomes its last day), in UTC. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, last));
  return result;
}

/** When points earned at `earnedAt` lapse. */
export function pointsExpiry(earnedAt: Date, config: LoyaltyConfig = DEFAULT_LOYALTY_CONFIG): Date {
  return addMonths(earnedAt, config.validityMonths);
}

/** A ledger row as the expiry rule needs it: credits positive (with their lapse date, null never), debits negative. */
export type LedgerEntry = { points: number; expiresAt: Date | null };

/**
 * Points that have lapsed by `at` and are not yet written off: points are spent first-in
 * first-out, so the credits lapsed by then, less every debit so far (coupons, earlier expirations,
 * negative adjustments), when positive. Writing that many off (an EXPIRATION row) makes it 0 —
 * the job can run any number of times.
 */
export function pointsToExpire(entries: readonly LedgerEntry[], at: Date): number {
  let lapsed = 0;
  let debits = 0;
  for (const entry of entries) {
    if (entry.points < 0) debits -= entry.points;
    else if (entry.expiresAt && entry.expiresAt.getTime() <= at.getTime()) lapsed += entry.points;
  }
  return Math.max(0, lapsed - debits);
}

/**
 * Points that will lapse within `days` unless spent (the "expiring soon" of the loyalty page), and
 * the first day some do; null when none will.
 */
export function pointsExpiringSoon(
  entries: readonly LedgerEntry[],
  now: Date,
  days: number,
): { points: number; expiresAt: Date } | null {
  const horizon = new Date(now.getTime() + days * 86_400_000);
  const already = pointsToExpire(entries, now);
  const points = pointsToExpire(entries, horizon) - already;
  if (points <= 0) return null;
  // The first credit lapsing in the window whose points are not all spent by then
  const candidates = entries
    .filter((e) => e.points > 0 && e.expiresAt && e.expiresAt > now && e.expiresAt <= horizon)
    .map((e) => e.expiresAt as Date)
    .sort((a, b) => a.getTime() - b.getTime());
  const first = candidates.find((date) => pointsToExpire(entries, date) > already) ?? candidates[0]!;
  return { points, expiresAt: first };
}

// ── Coupons ──────────────────────────────────────────────────────────────────────────────────────
/** The tier bought with exactly these points; undefined when no tier costs that. */
export function tierOf(points: number, config: LoyaltyConfig = DEFAULT_LOYALTY_CONFIG): LoyaltyTier | undefined {
  return config.tiers.find((tier) => tier.points === points);
}

/** The §8 message when the balance is short of a tier, verbatim ('Not enough loyalty points. Minimum: 200.00'). */
export function notEnoughPointsMessage(minimum: number): string {
  return `Not enough loyalty points. Minimum: ${minimum.toFixed(2)}`;
}

/** The next tier the balance does not reach yet, with the points missing; null once every tier is reached. */
export function nextThreshold(
  balance: number,
  config: LoyaltyConfig = DEFAULT_LOYALTY_CONFIG,
): { points: number; amountCents: number; missing: number } | null {
  const next = config.tiers.find((tier) => tier.points > balance);
  return next ? { ...next, missing: next.points - balance } : null;
}

// ── Birthday offer ───────────────────────────────────────────────────────────────────────────────
export const NO_ELIGIBLE_KID = "No eligible kid for birthday offer";

/** A kid (up to 14 years, §1) whose birthday falls in today's month (today: YYYY-MM-DD). */
export function isBirthdayMonth(birthdate: string | null, today: string): boolean {
  if (!birthdate) return false;
  if (birthdate.slice(5, 7) !== today.slice(5, 7)) return false;
  const months = ageInMonths(birthdate, today);
  return months >= 0 && months < (KID_MAX_AGE_YEARS + 1) * 12;
}

// ── Referral anti-abuse ──────────────────────────────────────────────────────────────────────────
const SAME_MAILBOX_DOMAINS: Record<string, string> = { "googlemail.com": "gmail.com" };

/**
 * The mailbox an address reaches, for spotting one person's second account: lower-cased, the
 * "+tag" and the dots of the local part dropped (many providers ignore both), googlemail.com as
 * gmail.com. Only used to refuse a referral reward, never to identify an account.
 */
export function emailIdentity(email: string): string {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf("@");
  if (at < 0) return value;
  const local = value.slice(0, at).split("+")[0]!.replaceAll(".", "");
  const domain = value.slice(at + 1);
  return `${local}@${SAME_MAILBOX_DOMAINS[domain] ?? domain}`;
}

/** A saved card as the same-card rule sees it. */
export type CardPrint = { brand: string | null; last4: string | null; expirationDate: string | null };

/** Two cards are the same card when brand, last four digits and expiry all match (and are known). */
export function sameCard(a: CardPrint, b: CardPrint): boolean {
  if (!a.last4 || !b.last4 || !a.expirationDate || !b.expirationDate) return false;
  return (
    (a.brand ?? "").toLowerCase() === (b.brand ?? "").toLowerCase() &&
    a.last4 === b.last4 &&
    a.expirationDate === b.expirationDate
  );
}

/**
 * Whether a godson's first paid order rewards the godfather: not the same person (same mailbox,
 * or a card of one among the other's).
 */
export function referralEarns(
  godfather: { email: string; cards: readonly CardPrint[] },
  godson: { email: string; cards: readonly CardPrint[] },
): boolean {
  if (emailIdentity(godfather.email) === emailIdentity(godson.email)) return false;
  return !godson.cards.some((card) => godfather.cards.some((other) => sameCard(card, other)));
}

/** The state a godfather sees for a godson: invited, signed up, or first box or order paid. */
export type GodsonState = "INVITED" | "SIGNED_UP" | "FIRST_ORDER_PAID";
export function godsonState(status: "INVITED" | "SIGNED_UP" | "CONVERTED" | "REWARDED"): GodsonState {
  if (status === "INVITED") return "INVITED";
  if (status === "SIGNED_UP") return "SIGNED_UP";
  return "FIRST_ORDER_PAID";
}

/** A referral code: 8 characters from an alphabet without look-alikes (0/O, 1/I/L), from random bytes. */
export function referralCodeFrom(bytes: Uint8Array): string {
  const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  let code = "";
  for (let i = 0; i < 8; i++) code += alphabet[(bytes[i] ?? 0) % alphabet.length];
  return code;
}
