/**
 * Configuration values (website/config/{key}, website/is_sales) and delivery delays (GET delays).
 * Amounts in cents (EUR), durations in days.
 */
import type { CountryCode } from "#domain/locales.js";

export const CONFIG_ENTRIES: Readonly<Record<string, unknown>> = {
  /** Sales period flag (website/is_sales). */
  is_sales: false,
  /** The godfather's reward in euros, credited to the wallet on a godson's first paid box or order (§2 footer, §7 referral_offer). */
  godfather_amount: 15,
  /** The godson's welcome code, made at sign-up through a godfather. */
  "referral.godson_amount_cents": 1500,
  /** Shop orders ship free from this amount. */
  free_shipping_threshold_cents: 6000,
  /** Shop shipping fee below the threshold (relay point). */
  "shop.shipping_fee_cents": 490,
  /** Days to return an unworn shop item. */
  "shop.return_days": 30,
  /** Styling fee of a trunk, deducted from the items kept. */
  "box.styling_fee_cents": 1000,
  /** Discount when the whole trunk is kept. */
  "box.keep_all_discount_percent": 20,
  /** Days to try a trunk before returning it. */
  "box.trial_days": 7,
  /** Subscription frequencies offered, in months. */
  "subscription.frequencies": [1, 2, 3],
  /** Minimum points of the loyalty coupons (§9). */
  "loyalty.min_points": [200, 600],
  /** Value of the coupon for each minimum. */
  "loyalty.coupon_amount_cents": { "200": 1000, "600": 4000 },
  "loyalty.points_per_euro": 1,
  /** Months points stay valid after the last order. */
  "loyalty.validity_months": 12,
  /** Gift card amounts offered on /giftcard. */
  "giftcard.amounts_cents": [3000, 5000, 8000, 10000, 15000],
  /** Countries where relay-point delivery exists (§9). */
  relay_point_countries: ["FR", "DE", "AT", "BE", "NL", "LU", "ES"],
  /** Countries where a littlegeste label can be created. */
  "littlegeste.countries": ["FR", "BE", "LU", "NL", "DE", "AT"],
  /** Share of the resale price credited to the client. */
  "littlegeste.resale_share_percent": 30,
  "contact.email": "bonjour@lamalle.test",
  /** Where contact-form tickets are sent (internal: never served by website/config). */
  customer_service_email: "service-client@lamalle.test",
};

export interface SeedDelay {
  /** null = the default row. */
  countryCode: CountryCode | null;
  optimisticDeliveryDelay: number;
  pessimisticDeliveryDelay: number;
}

export const DELIVERY_DELAYS: readonly SeedDelay[] = [
  { countryCode: null, optimisticDeliveryDelay: 3, pessimisticDeliveryDelay: 6 },
  { countryCode: "ES", optimisticDeliveryDelay: 4, pessimisticDeliveryDelay: 7 },
  { countryCode: "IT", optimisticDeliveryDelay: 5, pessimisticDeliveryDelay: 8 },
  { countryCode: "PT", optimisticDeliveryDelay: 5, pessimisticDeliveryDelay: 8 },
  { countryCode: "IE", optimisticDeliveryDelay: 5, pessimisticDeliveryDelay: 9 },
];
