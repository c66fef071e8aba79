/** Codes and gift cards administration: inputs and answers (decision 0044). Amounts in cents. */
import { z } from "zod";

export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .default("")
    .describe("Part of a code (gift cards: also a recipient's or giver's name or e-mail)"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

const Timestamp = z.string().meta({ format: "date-time" });
const optionalCount = (min: number) => z.number().int().min(min).max(1_000_000).nullable().default(null);

export const CreateCodeBody = z.object({
  code: z.string().trim().min(1).max(40).describe("3 to 40 letters, digits, - or _ (kept upper-case)"),
  kind: z.enum(["DISCOUNT", "COUPON", "BIRTHDAY"]).default("DISCOUNT"),
  percent: z.number().int().min(1).max(100).nullable().default(null),
  amount_cents: z.number().int().min(1).max(1_000_000).nullable().default(null),
  shipping_fee_offered: z.boolean().default(false),
  target: z.enum(["KID", "WOMAN"]).nullable().default(null).describe("Kid or woman orders only; null: both"),
  applies_to: z.enum(["BOX", "SHOP"]).nullable().default(null).describe("Box or shop orders only; null: both"),
  min_order_cents: optionalCount(0),
  min_loyalty_points: optionalCount(0).describe("A COUPON's loyalty minimum (200 or 600 in §9)"),
  max_uses: optionalCount(1).describe("Redemptions in all; null: unlimited"),
  max_uses_per_client: optionalCount(1).describe("Redemptions per client; null: unlimited"),
  starts_at: Timestamp.nullable().default(null),
  expires_at: Timestamp.nullable().default(null),
});

export const CodeActiveBody = z.object({ is_active: z.boolean() });

export const CodeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(["DISCOUNT", "COUPON", "BIRTHDAY"]),
    percent: z.number().int().nullable(),
    amount_cents: z.number().int().nullable(),
    shipping_fee_offered: z.boolean(),
    target: z.enum(["KID", "WOMAN"]).nullable(),
    applies_to: z.enum(["BOX", "SHOP", "GIFT_CARD"]).nullable(),
    min_order_cents: z.number().int().nullable(),
    min_loyalty_points: z.number().int().nullable(),
    max_uses: z.number().int().nullable(),
    max_uses_per_client: z.number().int().nullable(),
    client_id: z.number().int().nullable().meta({ description: "Set for a client's personal code" }),
    is_active: z.boolean(),
    starts_at: Timestamp.nullable(),
    expires_at: Timestamp.nullable(),
    uses: z.number().int().meta({ description: "Redemptions so far" }),
    created_at: Timestamp,
  })
  .meta({ id: "BackOfficeCode" });

export const CodePageSchema = z
  .object({ items: z.array(CodeSchema), page: z.number().int(), per_page: z.number().int(), total: z.number().int() })
  .meta({ id: "BackOfficeCodePage" });

export const CodeDetailSchema = CodeSchema.extend({
  redemptions: z.array(
    z.object({
      id: z.number().int(),
      client_id: z.number().int(),
      email: z.string(),
      order_id: z.number().int().nullable(),
      discount_cents: z.number().int(),
      created_at: Timestamp,
    }),
  ),
}).meta({ id: "BackOfficeCodeDetail" });

export const GiftCardSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    amount_cents: z.number().int(),
    balance_cents: z.number().int(),
    giver_name: z.string().nullable(),
    recipient_name: z.string().nullable(),
    recipient_email: z.string().nullable(),
    order_id: z.number().int().nullable(),
    expires_at: Timestamp.nullable(),
    used_at: Timestamp.nullable().meta({ description: "When it was added to a wallet" }),
    used_by_client_id: z.number().int().nullable(),
    disabled_at: Timestamp.nullable(),
    created_at: Timestamp,
  })
  .meta({ id: "BackOfficeGiftCard" });

export const GiftCardPageSchema = z
  .object({
    items: z.array(GiftCardSchema),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: "BackOfficeGiftCardPage" });

export const GiftCardDetailSchema = GiftCardSchema.extend({
  redemptions: z.array(
    z.object({
      kind: z
        .enum(["wallet", "order"])
        .meta({ description: "wallet: added to an account; order: paid an order directly" }),
      client_id: z.number().int(),
      email: z.string(),
      order_id: z.number().int().nullable(),
      status: z.string().nullable(),
      amount_cents: z.number().int(),
      at: Timestamp,
    }),
  ),
}).meta({ id: "BackOfficeGiftCardDetail" });
