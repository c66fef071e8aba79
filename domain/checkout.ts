/**
 * The checkout's money rules (issue 5): shipping fees per country and carrier with the
 * free-shipping offer, relay-point carriers and their finder links (§9), gift card / discount /
 * coupon code normalisation (§5), the code errors of §8 and the loyalty minimums of coupons (§9).
 * Amounts are integer cents (EUR). Shared by the API (pricing) and the storefront (messages).
 */
import type { ContentLocale, CountryCode } from "./locales";
import { KID_MAX_AGE_YEARS, ageInMonths } from "./profiles";

// ── Carriers and relay points (§9) ──────────────────────────────────────────────────────────────
/** Carriers of §9, spelled like the database enum `carrier`. */
export const CARRIERS = ["colissimo", "mondial_relay", "hermes", "inpost"] as const;
export type Carrier = (typeof CARRIERS)[number];
/** colissimo delivers at home; the others at a relay point the client picks with the finder. */
export const HOME_CARRIER = "colissimo" satisfies Carrier;
export type DeliveryMode = "home" | "relay";

/** Countries where delivery at a relay point exists (§9). */
export const RELAY_POINT_COUNTRIES = [
  "FR",
  "DE",
  "AT",
  "BE",
  "NL",
  "LU",
  "ES",
] as const satisfies readonly CountryCode[];
export type RelayPointCountry = (typeof RELAY_POINT_COUNTRIES)[number];

/** Relay networks serving each relay-point country (Hermes in German-speaking countries, InPost where it runs lockers). */
export const RELAY_CARRIERS: Readonly<Record<RelayPointCountry, readonly Exclude<Carrier, "colissimo">[]>> = {
  FR: ["mondial_relay", "inpost"],
  DE: ["hermes"],
  AT: ["hermes"],
  BE: ["mondial_relay"],
  NL: ["mondial_relay"],
  LU: ["mondial_relay"],
  ES: ["mondial_relay", "inpost"],
};

/**
 * The relay-point finder of each relay carrier, in the page's language (§9 "per-locale finder
 * links"); en falls back on the carrier's international page.
 */
export const RELAY_FINDER_LINKS: Readonly<Record<Exclude<Carrier, "colissimo">, Record<ContentLocale, string>>> = {
  mondial_relay: {
    fr: "https://www.mondialrelay.fr/trouver-le-point-relais-le-plus-proche-de-chez-moi/",
    de: "https://www.mondialrelay.de/paketshop-finden/",
    nl: "https://www.mondialrelay.nl/vind-het-dichtstbijzijnde-pakketpunt/",
    es: "https://www.mondialrelay.es/encontrar-el-punto-pack-mas-cercano/",
    en: "https://www.mondialrelay.com/",
  },
  hermes: {
    fr: "https://www.myhermes.de/paketshopfinder/",
    de: "https://www.myhermes.de/paketshopfinder/",
    nl: "https://www.myhermes.de/paketshopfinder/",
    es: "https://www.myhermes.de/paketshopfinder/",
    en: "https://www.myhermes.de/paketshopfinder/",
  },
  inpost: {
    fr: "https://inpost.fr/trouver-un-point/",
    de: "https://inpost.eu/",
    nl: "https://inpost.eu/",
    es: "https://inpost.es/encuentra-tu-punto/",
    en: "https://inpost.eu/",
  },
};

export function isRelayPointCountry(country: string): country is RelayPointCountry {
  return (RELAY_POINT_COUNTRIES as readonly string[]).includes(country);
}

export type CarrierOption = {
  carrier: Carrier;
  mode: DeliveryMode;
  /** The relay-point finder in the requested language; null for home delivery. */
  finderUrl: string | null;
};

/** Carriers delivering to a country: colissimo at home everywhere, then its relay networks. */
export function carriersFor(country: CountryCode, locale: ContentLocale): CarrierOption[] {
  const relays = isRelayPointCountry(country) ? RELAY_CARRIERS[country] : [];
  return [
    { carrier: HOME_CARRIER, mode: "home", finderUrl: null },
    ...relays.map((carrier) => ({ carrier, mode: "relay" as const, finderUrl: RELAY_FINDER_LINKS[carrier][locale] })),
  ];
}

// ── Shipping fees ────────────────────────────────────────────────────────────────────────────────
/** Shop orders ship free from this items amount (also the `free_shipping_threshold_cents` config). */
export const FREE_SHIPPING_THRESHOLD_CENTS = 6000;

/** Fee TTC of a parcel: France (and Monaco) cost less than the rest of Europe; relay less than home. */
const FEES_CENTS = {
  domestic: { home: 690, relay: 490 },
  europe: { home: 990, relay: 690 },
} as const;
const DOMESTIC: readonly CountryCode[] = ["FR", "MC"];

/** What can make shipping free besides the threshold. */
export type ShippingOffers = {
  /** A discount or coupon code with shipping_fee_offered. */
  codeShippingFeeOffered?: boolean;
  /** Overrides the threshold (the config entry); null = no free shipping by amount. */
  freeShippingThresholdCents?: number | null;
};

export type ShippingQuote = {
  carrier: Carrier;
  /** The carrier's fee before offers. */
  baseFeeCents: number;
  /** What the client pays: 0 when the fee is offered. */
  shippingFeeTtcCents: number;
  /** offer.shipping_fee_offered (§3). */
  shippingFeeOffered: boolean;
};

/** Whether a carrier delivers to a country (colissimo everywhere, relay networks per §9). */
export function deliversTo(country: CountryCode, carrier: Carrier): boolean {
  if (carrier === HOME_CARRIER) return true;
  return isRelayPointCountry(country) && RELAY_CARRIERS[country].includes(carrier);
}

/**
 * The shipping fee of an order: the carrier's fee for the country, offered by a code or from the
 * free-shipping threshold. Undefined when the carrier does not deliver there.
 */
export function shippingFee({
  countryCode,
  carrier,
  subtotalCents,
  offers = {},
}: {
  countryCode: CountryCode;
  carrier: Carrier;
  /** Items amount after discounts, TTC. */
  subtotalCents: number;
  offers?: ShippingOffers;
}): ShippingQuote | undefined {
  if (!deliversTo(countryCode, carrier)) return undefined;
  const zone = DOMESTIC.includes(countryCode) ? FEES_CENTS.domestic : FEES_CENTS.europe;
  const baseFeeCents = carrier === HOME_CARRIER ? zone.home : zone.relay;
  const threshold =
    offers.freeShippingThresholdCents === undefined ? FREE_SHIPPING_THRESHOLD_CENTS : offers.freeShippingThresholdCents;
  const offered = Boolean(offers.codeShippingFeeOffered) || (threshold !== null && subtotalCents >= threshold);
  return { carrier, baseFeeCents, shippingFeeTtcCents: offered ? 0 : baseFeeCents, shippingFeeOffered: offered };
}

// ── Codes (§5, §8, §9) ───────────────────────────────────────────────────────────────────────────
/** Gift card, discount and coupon codes are compared trimmed and upper-cased (§5). */
export function normalizeCode(value: string): string {
  return value.trim().toUpperCase();
}

/** Codes are short; anything longer cannot exist and is refused before a lookup. */
export const CODE_MAX_LENGTH = 64;

/** Loyalty points a coupon needs (§9): 200 and 600. */
export const LOYALTY_COUPON_MINIMUMS = [200, 600] as const;

/** The §8 message for a coupon whose minimum is not reached, verbatim ('… Minimum: 200.00'). */
export function notEnoughLoyaltyPointsMessage(minimumPoints: number): string {
  return `Not enough loyalty points. Minimum: ${minimumPoints.toFixed(2)}`;
}
export const NO_ELIGIBLE_KID_MESSAGE = "No eligible kid for birthday offer";

/** Problem `type`s of the code errors (§8); every other failure is INVALID_CODE. */
export const CODE_ERRORS = [
  "GIFT_CARD_ALREADY_USED",
  "COUPON_CODE_ALREADY_USED",
  "GIFT_CARD_EXPIRED",
  "COUPON_CODE_EXPIRED",
  "NO_ELIGIBLE_KID",
  "NOT_ENOUGH_LOYALTY_POINTS",
  "INVALID_CODE",
] as const;
export type CodeError = (typeof CODE_ERRORS)[number];

/**
 * The storefront's message key (money namespace) for a code error: each §8 case has its own,
 * the loyalty one per minimum; anything else is 'invalid code'.
 */
export function codeErrorMessageKey(type: string, detail?: string): string {
  switch (type) {
    case "GIFT_CARD_ALREADY_USED":
      return "money.code_gift_card_already_used";
    case "COUPON_CODE_ALREADY_USED":
      return "money.code_coupon_already_used";
    case "GIFT_CARD_EXPIRED":
      return "money.code_gift_card_expired";
    case "COUPON_CODE_EXPIRED":
      return "money.code_coupon_expired";
    case "NO_ELIGIBLE_KID":
      return "money.code_no_eligible_kid";
    case "NOT_ENOUGH_LOYALTY_POINTS": {
      const minimum = LOYALTY_COUPON_MINIMUMS.find((points) => detail === notEnoughLoyaltyPointsMessage(points));
      return minimum ? `money.code_not_enough_loyalty_points_${minimum}` : "money.code_invalid";
    }
    default:
      return "money.code_invalid";
  }
}

/** A kid can receive the birthday offer while a kid (up to 14 years, §1). */
export function hasEligibleKid(kidBirthdates: readonly (string | null)[], today: string): boolean {
  return kidBirthdates.some((birthdate) => {
    if (!birthdate) return false;
    const months = ageInMonths(birthdate, today);
    return months >= 0 && months < (KID_MAX_AGE_YEARS + 1) * 12;
  });
}

/** Amount a code takes off an items amount: a percent (rounded to the cent) or a fixed amount, never more than the items. */
export function codeDiscountCents(
  code: { percent: number | null; amountCents: number | null },
  itemsCents: number,
): number {
  const off = code.percent !== null ? Math.round((itemsCents * code.percent) / 100) : (code.amountCents ?? 0);
  return Math.max(0, Math.min(itemsCents, off));
}

/** Cents to the euros the API's spec-named amounts are given in (lc_price, shipping_fee_ttc…). */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** A discount, coupon or birthday code as the rules need it. */
export type CodeRule = {
  kind: "DISCOUNT" | "COUPON" | "BIRTHDAY";
  percent: number | null;
  amountCents: number | null;
  shippingFeeOffered: boolean;
  target: "KID" | "WOMAN" | null;
  appliesTo: "BOX" | "SHOP" | "GIFT_CARD" | null;
  minOrderCents: number | null;
  minLoyaltyPoints: number | null;
  maxUses: number | null;
  maxUsesPerClient: number | null;
  isActive: boolean;
  startsAt: Date | null;
  expiresAt: Date | null;
};

/** What the client and the order bring to a code check. */
export type CodeContext = {
  now: Date;
  /** Redemptions of this code by everyone, and by this client. */
  usesTotal: number;
  usesByClient: number;
  loyaltyPoints: number;
  /** Whether the client has a kid who can receive a birthday offer (hasEligibleKid). */
  hasEligibleKid: boolean;
  /**
   * The order the code is for, when known (GET discounts?order_id=, order pricing, a box booked).
   * A box's items are not known at booking (itemsCents null): its minimum and amount wait for the
   * pieces the family keeps.
   */
  order?: { kind: "BOX" | "SHOP" | "GIFT_CARD"; itemsCents: number | null; profileType: "KID" | "WOMAN" | null };
};

export type CodeCheck =
  | { ok: true; discountCents: number | null; shippingFeeOffered: boolean }
  | { ok: false; error: CodeError; detail?: string };

/**
 * Whether a code applies, in the order the client can act on: unusable codes first (inactive,
 * not started: invalid), then expired, already used, the coupon's loyalty minimum, the birthday
 * kid, and last the order's own conditions (kind, kid/woman, minimum amount: invalid).
 * discountCents is null without an order.
 */
export function checkCode(code: CodeRule, context: CodeContext): CodeCheck {
  const { now, order } = context;
  if (!code.isActive || (code.startsAt && code.startsAt > now)) return { ok: false, error: "INVALID_CODE" };
  if (code.expiresAt && code.expiresAt < now) return { ok: false, error: "COUPON_CODE_EXPIRED" };
  const perClient = code.maxUsesPerClient;
  if (
    (perClient !== null && context.usesByClient >= perClient) ||
    (code.maxUses !== null && context.usesTotal >= code.maxUses)
  ) {
    return { ok: false, error: "COUPON_CODE_ALREADY_USED" };
  }
  if (code.minLoyaltyPoints !== null && context.loyaltyPoints < code.minLoyaltyPoints) {
    return {
      ok: false,
      error: "NOT_ENOUGH_LOYALTY_POINTS",
      detail: notEnoughLoyaltyPointsMessage(code.minLoyaltyPoints),
    };
  }
  if (code.kind === "BIRTHDAY" && !context.hasEligibleKid) {
    return { ok: false, error: "NO_ELIGIBLE_KID", detail: NO_ELIGIBLE_KID_MESSAGE };
  }
  if (!order) return { ok: true, discountCents: null, shippingFeeOffered: code.shippingFeeOffered };
  if (code.appliesTo && code.appliesTo !== order.kind)
    return { ok: false, error: "INVALID_CODE", detail: `Only for ${code.appliesTo} orders` };
  if (code.target && order.profileType && code.target !== order.profileType) {
    return { ok: false, error: "INVALID_CODE", detail: `Only for ${code.target} orders` };
  }
  if (code.minOrderCents !== null && order.itemsCents !== null && order.itemsCents < code.minOrderCents) {
    return { ok: false, error: "INVALID_CODE", detail: `Minimum order: ${(code.minOrderCents / 100).toFixed(2)}` };
  }
  return {
    ok: true,
    discountCents: order.itemsCents === null ? null : codeDiscountCents(code, order.itemsCents),
    shippingFeeOffered: code.shippingFeeOffered,
  };
}

/** A gift card as the rules need it. */
export type GiftCardRule = {
  balanceCents: number;
  usedAt: Date | null;
  expiresAt: Date | null;
  /** Set when an administrator disabled the card (lost, disputed): it is no valid code any more. */
  disabledAt?: Date | null;
};

/** A gift card can be added once, before it expires (§8 GIFT_CARD_ALREADY_USED, GIFT_CARD_EXPIRED). */
export function checkGiftCard(card: GiftCardRule, now: Date): { ok: true } | { ok: false; error: CodeError } {
  if (card.disabledAt) return { ok: false, error: "INVALID_CODE" };
  if (card.usedAt || card.balanceCents === 0) return { ok: false, error: "GIFT_CARD_ALREADY_USED" };
  if (card.expiresAt && card.expiresAt < now) return { ok: false, error: "GIFT_CARD_EXPIRED" };
  return { ok: true };
}
