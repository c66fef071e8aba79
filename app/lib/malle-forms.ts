/**
 * The schemas of the box's forms (/{kidId}/malle…/delivery, /infos/subscriptions and its
 * reactivation page), the same rules in the action and in the browser (Conform). Apart from
 * ~/lib/malle, which the box and account pages use too: zod loads with these forms' pages only
 * (decision 0055).
 */
import { z } from "zod";
import { pauseEnd, type PauseProblem } from "#domain/malle.js";
import { isIsoDate, normalizeDateInput } from "#domain/profiles.js";
import { SUBSCRIPTION_FREQUENCIES } from "#domain/quiz.js";
import { DATE_OUT_OF_WINDOW, PAUSE_MONTHS, PAUSE_UNTIL, savedId, type DeliveryWindow } from "./malle";

const FREQUENCY_VALUES = SUBSCRIPTION_FREQUENCIES.map(String) as [string, ...string[]];

const planId = z
  .string({ error: "malle.error.failed" })
  .regex(savedId, { message: "malle.error.failed" })
  .transform(Number);

const frequency = z.enum(FREQUENCY_VALUES, { error: "malle.error.frequency_required" }).transform(Number);

const plan = { profile_id: planId, subscription_id: planId };

const PAUSE_CHOICES: [string, ...string[]] = [PAUSE_UNTIL, ...PAUSE_MONTHS.map(String)];

const PAUSE_MESSAGES: Record<PauseProblem, string> = {
  neither: "malle.error.pause_required",
  both: "malle.error.pause_required",
  months: "malle.error.pause_required",
  "until-invalid": "malle.error.until_invalid",
  "until-not-after-today": "malle.error.until_past",
  "until-too-far": "malle.error.until_too_far",
};

/**
 * A pause: 1, 2 or 3 months, or until a day after today and at most MAX_PAUSE_MONTHS ahead (the
 * API's rule, domain/malle's pauseEnd). The day is read only when "until" is chosen (without
 * JavaScript the date field is always there).
 */
export function pauseSchema(today: string) {
  return z
    .object({
      ...plan,
      length: z.enum(PAUSE_CHOICES, { error: "malle.error.pause_required" }),
      until: z
        .string()
        .trim()
        .optional()
        .transform((value) => (value ? normalizeDateInput(value) : undefined)),
    })
    .superRefine((value, ctx) => {
      if (value.length !== PAUSE_UNTIL) return;
      if (!value.until) {
        ctx.addIssue({ code: "custom", path: ["until"], message: "malle.error.until_required" });
        return;
      }
      const end = pauseEnd({ until: value.until }, today);
      if (!end.ok) ctx.addIssue({ code: "custom", path: ["until"], message: PAUSE_MESSAGES[end.problem] });
    });
}

export const frequencyFormSchema = z.object({ ...plan, frequency });
export const planActionSchema = z.object(plan);
export const reactivateSchema = z.object({ frequency });

export function deliverySchema(window: DeliveryWindow) {
  return z.object({
    delivery_date: z
      .string({ error: "malle.error.date_required" })
      .trim()
      .min(1, { message: "malle.error.date_required" })
      .transform(normalizeDateInput)
      .superRefine((date, ctx) => {
        if (!isIsoDate(date)) ctx.addIssue({ code: "custom", message: "malle.error.date_invalid" });
        else if (date < window.earliest || date > window.latest)
          ctx.addIssue({ code: "custom", message: DATE_OUT_OF_WINDOW });
      }),
  });
}
