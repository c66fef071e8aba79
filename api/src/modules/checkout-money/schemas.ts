/**
 * Request and response schemas of the checkout's money calls (§3 Order totals, Wallet, codes;
 * §7 "Money and addresses"). Amounts named by the spec (amount, shipping_fee_ttc…) are euros with
 * two decimals, like lc_price elsewhere in the API; the database and domain/ count cents.
 */
import { z } from "zod";
import { CARRIERS, CODE_MAX_LENGTH } from "#domain/checkout.js";
import { COUNTRIES } from "#domain/locales.js";
import { POSTCODE_MAX_LENGTH } from "#domain/postcode.js";
import { PROFILE_TYPES } from "#domain/profiles.js";

const Euros = (description: string) => z.number().meta({ description: `${description}, in euros (two decimals)` });
const Instant = z.string().meta({ description: "ISO 8601 date-time" });

/** A database id in a query or path: digits, at most nine (PostgreSQL integers). */
const IdText = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/, { message: "Invalid id" })
  .transform(Number);

export const CodeParams = z.object({
  code: z
    .string()
    .max(CODE_MAX_LENGTH, { message: `At most ${CODE_MAX_LENGTH} characters` })
    .meta({ description: "The code as typed: surrounding spaces are ignored, any case (§5)" }),
});

export const DiscountQuery = z.object({
  order_id: IdText.optional().meta({
    description:
      "The client's order the code is for: checks its kind, kid/woman and minimum, and gives discount_amount",
  }),
});

export const GiftCardSchema = z
  .object({
    code: z.string(),
    amount: Euros("Face value"),
    balance: Euros("Value left"),
    target: z.enum(PROFILE_TYPES).nullable().meta({ description: "Kid or woman card; null = both" }),
    expires_at: Instant.nullable(),
  })
  .meta({ id: "GiftCard" });

const OfferSchema = z
  .object({ shipping_fee_offered: z.boolean() })
  .meta({ id: "Offer", description: "offer of §3 Order totals" });

const CodeFields = {
  code: z.string(),
  kind: z.enum(["DISCOUNT", "COUPON", "BIRTHDAY"]),
  percent: z.number().int().nullable().meta({ description: "Percent off the items; null for an amount off" }),
  amount: Euros("Amount off the items").nullable(),
  offer: OfferSchema,
  target: z.enum(PROFILE_TYPES).nullable().meta({ description: "Only for kid or woman orders; null = both" }),
  applies_to: z.enum(["BOX", "SHOP", "GIFT_CARD"]).nullable().meta({ description: "Only for this order kind" }),
  min_order_amount: Euros("Minimum items amount").nullable(),
  min_loyalty_points: z.number().int().nullable().meta({ description: "Coupons: points needed (200 or 600, §9)" }),
  expires_at: Instant.nullable(),
};

export const DiscountSchema = z
  .object({
    ...CodeFields,
    discount_amount: Euros("What the code takes off the order's items (with order_id; else null)").nullable(),
  })
  .meta({ id: "Discount" });

export const CouponCodeSchema = z
  .object({
    ...CodeFields,
    usable: z.boolean(),
    error: z.string().nullable().meta({ description: "Why it cannot be used now: a §8 code error type" }),
    detail: z.string().nullable().meta({ description: "The §8 message of that error, when it has one" }),
  })
  .meta({ id: "CouponCode" });

export const WalletQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(30),
});

export const WalletSchema = z
  .object({
    amount: Euros("Balance usable at checkout"),
    transactions: z.object({
      items: z.array(
        z.object({
          id: z.number().int(),
          amount: Euros("Credit (positive) or debit (negative)"),
          balance_after: Euros("Balance after this movement"),
          kind: z.string().meta({
            description: "GIFT_CARD, REFERRAL_REWARD, REFUND, ORDER_PAYMENT, RESALE_PAYOUT or ADJUSTMENT",
          }),
          reference: z.string().nullable(),
          order_id: z.number().int().nullable(),
          gift_card_code: z
            .string()
            .nullable()
            .meta({ description: "GIFT_CARD movements: the card's code, masked (all but its last four characters)" }),
          created_at: Instant,
        }),
      ),
      page: z.number().int(),
      page_size: z.number().int(),
      pages: z.number().int(),
      total: z.number().int(),
    }),
  })
  .meta({ id: "Wallet" });

export const ShippingFeesQuery = z.object({
  shipping_address_id: IdText.meta({ description: "One of the client's shipping addresses" }),
});

const CarrierOptionFields = {
  carrier: z.enum(CARRIERS),
  name: z.string(),
  mode: z.enum(["home", "relay"]),
  finder_url: z.string().nullable().meta({ description: "Relay-point finder in the request's language" }),
};

export const ShippingFeesSchema = z
  .object({
    country_code: z.enum(COUNTRIES),
    subtotal: Euros("Items amount of the client's cart"),
    free_shipping_threshold: Euros("Shipping is offered from this items amount"),
    carriers: z.array(
      z.object({
        ...CarrierOptionFields,
        shipping_fee_ttc: Euros("What the client pays for shipping (0 when offered)"),
        base_shipping_fee_ttc: Euros("The carrier's fee before offers"),
        offer: OfferSchema,
      }),
    ),
  })
  .meta({ id: "ShippingFees" });

export const RelayCarriersQuery = z.object({
  country: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.enum(COUNTRIES)),
});

export const RelayCarriersSchema = z
  .object({
    country: z.enum(COUNTRIES),
    relay_point: z.boolean().meta({ description: "Whether relay-point delivery exists in the country (§9)" }),
    carriers: z.array(z.object(CarrierOptionFields)),
  })
  .meta({ id: "RelayCarriers" });

export const RelayPointsQuery = z.object({
  carrier: z
    .enum(CARRIERS)
    .meta({ description: "A relay carrier serving the country (mondial_relay, hermes, inpost)" }),
  country: RelayCarriersQuery.shape.country,
  postcode: z
    .string()
    .max(POSTCODE_MAX_LENGTH * 2)
    .meta({ description: "Where to search from, checked by the country's postcode rule (§5)" }),
});

const OpeningDaySchema = z.object({
  day: z.number().int().min(1).max(7).meta({ description: "ISO weekday: 1 = Monday … 7 = Sunday" }),
  periods: z
    .array(z.object({ opens: z.string().meta({ description: "HH:MM, local time" }), closes: z.string() }))
    .min(1),
});

export const RelayPointSchema = z
  .object({
    id: z.string().meta({ description: "The id to send as relay_point_id with POST /clients/me/orders" }),
    name: z.string(),
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    country_code: z.enum(COUNTRIES),
    distance_m: z.number().int().meta({ description: "Metres from the searched postcode" }),
    opening_hours: z.array(OpeningDaySchema).meta({ description: "Open days only; a day left out is closed" }),
  })
  .meta({ id: "RelayPoint" });

export const RelayPointsSchema = z
  .object({
    carrier: z.enum(CARRIERS),
    country: z.enum(COUNTRIES),
    postcode: z.string().meta({ description: "The postcode as searched (normalised by the country's rule)" }),
    points: z.array(RelayPointSchema).meta({ description: "Nearest first, at most 5" }),
  })
  .meta({ id: "RelayPoints" });
