/** Request and response schemas of the gift card calls (issue 18). Amounts in euros. */
import { z } from "zod";
import { CODE_MAX_LENGTH } from "#domain/checkout.js";
import {
  GIFT_CARD_AMOUNTS,
  GIFT_CARD_MAX_EUROS,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_EUROS,
  GIFT_CARD_NAME_MAX,
} from "#domain/gift-cards.js";
import { PlatformSchema } from "../payments/index.js";

const Euros = (description: string) => z.number().meta({ description: `${description}, in euros` });
const Instant = z.string().meta({ description: "ISO 8601 date-time" });

export const PurchaseHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,200}$/, "8 to 200 letters, digits or _ . : -")
    .describe("One key per purchase attempt: a replay with the same key and body returns the same order"),
});

const name = z.string().trim().min(1).max(GIFT_CARD_NAME_MAX);

export const PurchaseBody = z.object({
  amount: z
    .number()
    .int()
    .min(GIFT_CARD_MIN_EUROS)
    .max(GIFT_CARD_MAX_EUROS)
    .describe(
      `Whole euros: one of ${GIFT_CARD_AMOUNTS.join(", ")} as the page offers, or any amount from ${GIFT_CARD_MIN_EUROS} to ${GIFT_CARD_MAX_EUROS}`,
    ),
  target: z.enum(["KID", "WOMAN"]).describe("A card for a kid's or a woman's wardrobe (/giftcard?for=)"),
  applies_to: z
    .enum(["BOX", "SHOP"])
    .nullable()
    .optional()
    .describe("Offered for a box or for the shop; null or absent: either (the wallet pays both)"),
  giver_name: name.describe("The giver's name as the e-mail and the PDF show it"),
  recipient_name: name,
  recipient_email: z.email().max(254),
  message: z.string().max(GIFT_CARD_MESSAGE_MAX).nullable().optional(),
  send_at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD")
    .optional()
    .describe("The day the card is e-mailed (Paris time): today (default, sent at once) up to one year ahead"),
  platform: PlatformSchema,
  payment_method_id: z.number().int().positive().optional().describe("A saved method of that platform"),
  return_url: z.url().max(2000).describe("The storefront page the payment page sends the browser back to"),
});

export const GiftCardOrderSchema = z.object({
  order_id: z.number().int(),
  status: z.string().meta({ description: "The order's status: PENDING_PAYMENT, PAID, CANCELLED…" }),
  amount: Euros("The card's value (the order's total)"),
  target: z.enum(["KID", "WOMAN"]).nullable(),
  applies_to: z.enum(["BOX", "SHOP", "GIFT_CARD"]).nullable(),
  giver_name: z.string().nullable(),
  recipient_name: z.string().nullable(),
  recipient_email: z.string().nullable(),
  message: z.string().nullable(),
  send_at: Instant.nullable().describe("When the card is e-mailed"),
  sent_at: Instant.nullable().describe("When its e-mail left"),
  expires_at: Instant.nullable().describe("Last moment it can be added to a wallet (exclusive)"),
  created_at: Instant,
  paid_at: Instant.nullable(),
});

export const PaymentStartSchema = z.object({
  status: z.enum(["PENDING_PAYMENT", "PAID", "PAYMENT_FAILED"]),
  redirect_url: z.string().nullable().describe("The provider's page to send the giver to"),
  client_secret: z.string().nullable().describe("For the provider's embedded form (not used by the storefront yet)"),
  return_url: z.string().nullable(),
  session_id: z.string().nullable(),
  error_code: z.string().nullable().describe("§8 payment error code when PAYMENT_FAILED"),
});

export const PurchaseSchema = z.object({
  gift_card: GiftCardOrderSchema,
  payment: PaymentStartSchema.nullable().describe("Null on a replay once the order is paid or cancelled"),
});

export const OrderIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, { message: "Invalid id" })
    .transform(Number),
});

export const RedeemParams = z.object({
  code: z
    .string()
    .max(CODE_MAX_LENGTH, { message: `At most ${CODE_MAX_LENGTH} characters` })
    .meta({ description: "The code as typed: surrounding spaces are ignored, any case (§5)" }),
});

export const RedeemSchema = z.object({
  code: z.string().describe("The card's code, masked (all but its last four characters)"),
  amount: Euros("What was added to the wallet"),
  wallet_amount: Euros("The wallet's balance now"),
});
