/** Request and response schemas of the withdrawal and cancellation calls (decision 0046). */
import { z } from "zod";
import { isValidEmail } from "#domain/email.js";
import { CANCELLATION_KINDS } from "#domain/withdrawal.js";

const Instant = z.string().meta({ description: "ISO 8601 date-time" });
const Day = z.string().meta({ description: "YYYY-MM-DD" });
const noNul = (value: string) => !value.includes("\u0000");

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max).refine(noNul, "Invalid characters");
const email = z.string().trim().max(254).refine(isValidEmail, "form_wrong_email");

export const WithdrawalParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const WithdrawalBody = z
  .object({
    name: text("Name", 200).optional().describe("The consumer's name; default: the client's"),
    email: email.optional().describe("Where the receipt goes; default: the client's e-mail"),
    order_line_ids: z
      .array(z.number().int().positive())
      .min(1)
      .max(200)
      .optional()
      .describe("The lines withdrawn from; default: every line not returned nor cancelled"),
  })
  .strict();

export const WithdrawalLineSchema = z.object({
  order_line_id: z.number().int(),
  name: z.string(),
  size: z.string(),
  quantity: z.number().int(),
});

export const WithdrawalSchema = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    order_kind: z.enum(["BOX", "SHOP"]),
    declared_at: Instant.describe("When the withdrawal was received (the receipt states it)"),
    name: z.string(),
    email: z.string().describe("Where the receipt was sent"),
    channel: z.string(),
    lines: z.array(WithdrawalLineSchema),
    return_id: z.number().int().nullable().describe("The return opened for the lines, once the order was delivered"),
    send_back_by: Day.describe("The last day to send the pieces back (14 days after the withdrawal)"),
  })
  .meta({ id: "Withdrawal" });
export type WithdrawalResponse = z.infer<typeof WithdrawalSchema>;

export const WithdrawalStateSchema = z
  .object({
    order_id: z.number().int(),
    open: z.boolean().describe("The withdrawal function is offered for this order now"),
    problem: z
      .enum(["NOT_WITHDRAWABLE", "WITHDRAWAL_PERIOD_OVER", "NOTHING_TO_WITHDRAW"])
      .nullable()
      .describe("Why it is not (null when open or already withdrawn)"),
    last_day: Day.nullable().describe("The period's last day (null before delivery)"),
    withdrawal: WithdrawalSchema.nullable().describe("The withdrawal already received, if any"),
  })
  .meta({ id: "WithdrawalState" });

export const OpenWithdrawalsSchema = z
  .object({
    items: z.array(z.object({ order_id: z.number().int(), last_day: Day.nullable() })),
  })
  .meta({ id: "OpenWithdrawals" });

export const CancellationBody = z
  .object({
    name: text("Name", 200),
    email,
    contract: z
      .string()
      .trim()
      .max(200)
      .refine(noNul, "Invalid characters")
      .optional()
      .transform((v) => v || undefined)
      .describe("Subscription, profile or order number, as the family knows it (optional)"),
    kind: z.enum(CANCELLATION_KINDS).describe("ordinary, or extraordinary (for a reason: reason required)"),
    reason: z
      .string()
      .trim()
      .max(2000)
      .refine(noNul, "Invalid characters")
      .optional()
      .transform((v) => v || undefined),
    end: z
      .string()
      .trim()
      .max(20)
      .default("next_possible")
      .describe('"next_possible" or a day (YYYY-MM-DD) from today'),
  })
  .strict();
export type CancellationInput = z.infer<typeof CancellationBody>;

export const CancellationSchema = z
  .object({
    id: z.number().int(),
    declared_at: Instant.describe("When the cancellation was received (the receipt states it)"),
    name: z.string(),
    email: z.string().describe("Where the receipt was sent"),
    contract: z.string().nullable(),
    kind: z.enum(CANCELLATION_KINDS),
    reason: z.string().nullable(),
    ends_on: Day.nullable().describe("The end asked for; null: the next possible date"),
  })
  .meta({ id: "SubscriptionCancellation" });
