/** The referral page's shared rules (no server code): the invite form's schema, a godson's state words. */
import { z } from "zod";
import { isValidEmail } from "#domain/email.js";

export const inviteSchema = z.object({
  email: z
    .string({ message: "referral.invite.email_required" })
    .trim()
    .min(1, { message: "referral.invite.email_required" })
    .refine(isValidEmail, { message: "referral.invite.email_invalid" }),
});

/** The words of a godson's state (INVITED, SIGNED_UP, FIRST_ORDER_PAID). */
export function stateKey(state: string): string {
  if (state === "SIGNED_UP") return "referral.godsons.state.signed_up";
  if (state === "FIRST_ORDER_PAID") return "referral.godsons.state.first_order_paid";
  return "referral.godsons.state.invited";
}
