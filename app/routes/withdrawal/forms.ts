/**
 * The two forms of the family's legal rights (decision 0046): the withdrawal's confirmation step
 * (name and e-mail, prefilled) and the subscription cancellation (§312k BGB). The schemas run in
 * the actions and, through Conform, in the browser; their limits are the API's
 * (api/src/modules/withdrawal/schemas.ts). Messages are locale keys.
 */
import { z } from "zod";
import { isValidEmail } from "#domain/email.js";
import { CANCELLATION_KINDS, cancellationEnd } from "#domain/withdrawal.js";
import { normalizeDateInput, todayIn } from "#domain/profiles.js";

const required = { error: "form.error.required" };
const tooLong = { message: "withdrawal.error.too_long" };
const requiredText = (max: number) => z.string(required).trim().min(1, required.error).max(max, tooLong);
const email = requiredText(254).refine(isValidEmail, { message: "form_wrong_email" });

export const withdrawalSchema = z.object({ name: requiredText(200), email });
export type WithdrawalFields = z.input<typeof withdrawalSchema>;

export const END_CHOICES = ["next_possible", "date"] as const;

export const cancellationSchema = z
  .object({
    name: requiredText(200),
    email,
    contract: z.string().trim().max(200, tooLong).optional(),
    kind: z.enum(CANCELLATION_KINDS, { error: "withdrawal.cancel.error.kind" }),
    reason: z.string().trim().max(2000, tooLong).optional(),
    end_choice: z.enum(END_CHOICES, { error: "withdrawal.cancel.error.end" }),
    end_date: z.string().trim().max(20).optional(),
  })
  .superRefine((value, issues) => {
    if (value.kind === "extraordinary" && !value.reason) {
      issues.addIssue({ code: "custom", path: ["reason"], message: "withdrawal.cancel.error.reason" });
    }
    if (value.end_choice === "date") {
      const end = cancellationEnd(normalizeDateInput(value.end_date ?? ""), todayIn());
      if (!value.end_date || !end.ok) {
        const key = !value.end_date || (!end.ok && end.problem === "invalid") ? "date" : "past";
        issues.addIssue({ code: "custom", path: ["end_date"], message: `withdrawal.cancel.error.${key}` });
      }
    }
  });
export type CancellationFields = z.input<typeof cancellationSchema>;

/** The API's "end": the next possible date, or the day chosen (YYYY-MM-DD). */
export function apiEnd(value: z.output<typeof cancellationSchema>): string {
  return value.end_choice === "date" && value.end_date ? normalizeDateInput(value.end_date) : "next_possible";
}
