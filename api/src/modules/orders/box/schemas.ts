/**
 * Shapes of a delivered box's calls (decision 0047). The keep/return page works in cents: it
 * computes the amount as the family ticks (domain/settlement.ts boxCharge) from the prices, the
 * rules, the code and the wallet given here; the declaration's answer is the API's own figure.
 */
import { z } from "zod";
import { orderStatusEnum } from "../../../db/schema/enums.js";
import { PIECE_DECISIONS, RETURN_REASONS } from "#domain/settlement.js";
import { PlatformSchema } from "../../payments/index.js";

const id = z.coerce.number().int().positive().max(2147483647);
const cents = (what: string) => z.number().int().describe(`${what}, in cents TTC`);
const rating = z.number().int().min(1).max(5).nullable().default(null);

export const BoxParams = z.object({ id });

export const DeclarationBody = z
  .object({
    lines: z
      .array(
        z
          .object({
            order_line_id: id,
            decision: z.enum(PIECE_DECISIONS),
            return_reason: z
              .enum(RETURN_REASONS)
              .nullable()
              .default(null)
              .describe("Why the piece goes back (required when decision is return)"),
            fit_rating: rating.describe("How it fits, 1 (badly) to 5 (perfectly)"),
            style_rating: rating.describe("How the family likes it, 1 to 5"),
          })
          .strict()
          .refine((l) => l.decision === "keep" || l.return_reason !== null, {
            message: "Say why the piece goes back",
            path: ["return_reason"],
          }),
      )
      .min(1)
      .max(50)
      .describe("Every piece of the box, once"),
  })
  .strict();

const ChargeSchema = z.object({
  kept_cents: cents("The kept pieces"),
  discount_cents: cents("The keep-everything discount and the booking's code"),
  styling_fee_cents: cents("What is left of the styling fee once credited against the kept pieces"),
  total_cents: cents("The box's total"),
  wallet_cents: cents("Paid from the wallet"),
  due_cents: cents("Charged to the saved method"),
});

export const BoxSchema = z
  .object({
    order_id: z.number().int(),
    status: z.enum(orderStatusEnum.enumValues),
    profile: z.object({ id: z.number().int(), firstname: z.string() }).nullable(),
    delivered_at: z.string().nullable(),
    deadline: z.string().nullable().describe("The last day to decide (YYYY-MM-DD)"),
    deadline_extended: z.boolean(),
    extension_deadline: z
      .string()
      .nullable()
      .describe("The deadline an extension would give, when the box may still be extended"),
    declarable: z.boolean().describe("Delivered and not declared yet"),
    declared_at: z.string().nullable(),
    rules: z.object({
      keep_all_discount_percent: z.number().int(),
      styling_fee_cents: z.number().int(),
    }),
    code: z
      .object({
        code: z.string(),
        percent: z.number().nullable(),
        amount_cents: z.number().int().nullable(),
        min_order_cents: z.number().int().nullable(),
      })
      .nullable()
      .describe("The code given at booking, applied to the kept pieces"),
    wallet_balance_cents: z.number().int().describe("The wallet's balance, which pays first"),
    pieces: z.array(
      z.object({
        order_line_id: z.number().int(),
        product_id: z.number().int(),
        variant_id: z.number().int(),
        name: z.string(),
        brand: z.string(),
        size: z.string(),
        image_url: z.string().nullable(),
        price_cents: z.number().int(),
        decision: z.enum(PIECE_DECISIONS).nullable(),
        sent_back: z.boolean().describe("In a return already (sent back before any declaration)"),
        return_reason: z.enum(RETURN_REASONS).nullable(),
        fit_rating: z.number().int().nullable(),
        style_rating: z.number().int().nullable(),
      }),
    ),
    charge: ChargeSchema.nullable().describe("What the declaration charged (null until declared)"),
    error_code: z.string().nullable().describe("Why the last charge failed, when the box is PAYMENT_FAILED"),
  })
  .meta({ id: "Box" });

export const FailedBoxesSchema = z.object({ items: z.array(BoxSchema) });

export const RetryBody = z
  .object({
    platform: PlatformSchema,
    payment_method_id: id.optional().describe("A saved method to charge at once; without it, the provider's page"),
    return_url: z.url().max(2000).describe("The storefront page the provider sends the browser back to"),
    embedded: z.boolean().default(false),
  })
  .strict();
