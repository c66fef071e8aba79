/** Request and response schemas of the loyalty calls (§3 Loyalty history, §7, §8, §9). Points are whole numbers; amounts euros. */
import { z } from "zod";
import { LOYALTY_REASONS } from "#domain/loyalty.js";

const Euros = (description: string) => z.number().meta({ description: `${description}, in euros (two decimals)` });
const Instant = z.string().meta({ description: "ISO 8601 date-time" });

export const TierSchema = z
  .object({
    points: z.number().int().meta({ description: "Points spent (§9: 200 or 600)" }),
    amount: Euros("Value of the coupon they buy"),
    reachable: z.boolean().meta({ description: "Whether the balance reaches it now" }),
  })
  .meta({ id: "LoyaltyTier" });

export const LoyaltySchema = z
  .object({
    balance: z.number().int().meta({ description: "Points available now" }),
    points_per_euro: z
      .number()
      .meta({ description: "Points earned per whole euro paid for pieces (shop orders, kept box pieces)" }),
    rating_points: z.number().int().meta({ description: "Points for rating a box" }),
    referral_points: z
      .number()
      .int()
      .meta({ description: "Points when a referred friend's first box or order is paid" }),
    validity_months: z
      .number()
      .int()
      .meta({ description: "Months earned points stay valid (spent first-in first-out)" }),
    tiers: z.array(TierSchema),
    next_threshold: z
      .object({ points: z.number().int(), amount: Euros("Coupon value"), missing: z.number().int() })
      .nullable()
      .meta({ description: "The next tier not reached yet and the points missing; null once all are reached" }),
    expiring_soon: z
      .object({ points: z.number().int(), expires_at: Instant })
      .nullable()
      .meta({ description: "Points lapsing within 30 days unless spent, and the first day some do" }),
    birthday_kids: z.array(z.object({ id: z.number().int(), firstname: z.string() })).meta({
      description: "Kids whose birthday offer can be asked for now (birthday this month, none this year yet)",
    }),
  })
  .meta({ id: "Loyalty" });

export const LoyaltyPointsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(30).meta({ description: "30 by default (§9)" }),
});

export const LoyaltyMovementSchema = z
  .object({
    id: z.number().int(),
    points: z.number().int().meta({ description: "Earned (positive), spent or lapsed (negative)" }),
    balance_after: z.number().int(),
    reason: z.enum(LOYALTY_REASONS),
    reference: z.string().nullable().meta({ description: "What caused it: order:{id}, referral:{id}, coupon:{code}…" }),
    order_id: z.number().int().nullable(),
    expires_at: Instant.nullable().meta({ description: "Credits: the day they lapse unless spent" }),
    created_at: Instant,
  })
  .meta({ id: "LoyaltyMovement" });

export const LoyaltyPointsPageSchema = z
  .object({
    items: z.array(LoyaltyMovementSchema),
    page: z.number().int(),
    page_size: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: "LoyaltyPointsPage" });

export const RedeemBody = z.object({
  points: z.number().int().positive().meta({ description: "The tier to buy: 200 or 600 (§9)" }),
});

export const PersonalCodeSchema = z
  .object({
    code: z.string(),
    kind: z.enum(["COUPON", "BIRTHDAY"]),
    amount: Euros("Amount off").nullable(),
    percent: z.number().int().nullable(),
    expires_at: Instant.nullable(),
  })
  .meta({ id: "PersonalCode" });

export const RedeemResponse = z
  .object({ code: PersonalCodeSchema, balance: z.number().int() })
  .meta({ id: "LoyaltyRedemption" });

export const BirthdayResponse = z
  .object({ code: PersonalCodeSchema, kid: z.object({ id: z.number().int(), firstname: z.string() }) })
  .meta({ id: "BirthdayOffer" });

export const AdjustParams = z.object({ id: z.coerce.number().int().positive() });
export const AdjustBody = z.object({
  points: z
    .number()
    .int()
    .refine((n) => n !== 0 && Math.abs(n) <= 100_000, { message: "Between -100000 and 100000, not 0" }),
  reference: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .meta({ description: "Names the gesture (a ticket number…): the same reference is written once" }),
});

export const AdjustResponse = z
  .object({ created: z.boolean(), balance: z.number().int() })
  .meta({ id: "LoyaltyAdjustment" });
