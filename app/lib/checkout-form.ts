/**
 * The checkout form's rules, the same in the action and in the browser (Conform). What is checked
 * depends on the submit: "apply" (codes, or the summary after another choice) only needs readable
 * values; "pay" needs a complete order — a new address by the §5 rules, a relay point for a relay
 * carrier, a payment platform. Messages are locale keys.
 */
import { z } from "zod";
import { CARRIERS, CODE_MAX_LENGTH, HOME_CARRIER } from "#domain/checkout.js";
import { addressShape, withPostcodeRule } from "./address-form";

/** "relay-search" lists the relay points near relay_postcode and, like "apply", redraws the rest. */
export const CHECKOUT_INTENTS = ["apply", "pay", "relay-search"] as const;

const required = { error: "form.error.required" };
const savedId = /^[1-9][0-9]{0,8}$/;
const code = z.string().trim().max(CODE_MAX_LENGTH, { message: "money.code_invalid" }).optional();
const address = () => withPostcodeRule(z.object(addressShape));

/** Every field the form may send, for Conform's types (the new addresses are optional here). */
const fields = {
  intent: z.enum(CHECKOUT_INTENTS),
  idempotency_key: z.string().regex(/^[A-Za-z0-9_.:-]{8,200}$/),
  shipping_address: z.string(required).regex(/^(new|[1-9][0-9]{0,8})$/, { message: "form.error.required" }),
  billing_address: z
    .string()
    .regex(/^(same|new|[1-9][0-9]{0,8})$/)
    .default("same"),
  carrier: z.enum(CARRIERS, required),
  relay_point_id: z.string().trim().max(100, { message: "checkout.error.relay_point_required" }).optional(),
  relay_postcode: z.string().trim().max(20, { message: "checkout.delivery.relay_postcode_invalid" }).optional(),
  code,
  gift_card_code: code,
  use_wallet: z.literal("on").optional(),
  platform: z.string().max(60).optional(),
};

export const checkoutShape = z.object({
  ...fields,
  shipping_new: address().optional(),
  billing_new: address().optional(),
});
export type CheckoutValues = z.output<typeof checkoutShape>;

/** The schema of one submission, chosen by its intent and its address choices. */
export function checkoutSchema(form: { get(name: string): unknown }) {
  const paying = form.get("intent") === "pay";
  const shippingNew = paying && form.get("shipping_address") === "new";
  const billingNew = paying && form.get("billing_address") === "new";
  return z
    .object({
      ...fields,
      ...(shippingNew ? { shipping_new: address() } : {}),
      ...(billingNew ? { billing_new: address() } : {}),
    })
    .superRefine((value, ctx) => {
      if (!paying) return;
      if (value.carrier !== HOME_CARRIER && !value.relay_point_id) {
        ctx.addIssue({ code: "custom", path: ["relay_point_id"], message: "checkout.error.relay_point_required" });
      }
      if (!value.platform) {
        ctx.addIssue({ code: "custom", path: ["platform"], message: "checkout.error.platform_required" });
      }
    }) as unknown as typeof checkoutShape;
}

export const isSavedId = (value: string | undefined) => value !== undefined && savedId.test(value);

/** What the shopper chose, kept in the session while the order is being paid (decision 0029). */
export const CHOICE_FIELDS = [
  "shipping_address",
  "billing_address",
  "carrier",
  "relay_point_id",
  "relay_postcode",
  "code",
  "gift_card_code",
  "use_wallet",
  "platform",
] as const;
export type CheckoutChoices = Partial<Record<(typeof CHOICE_FIELDS)[number], string>>;

/**
 * The choices of a "pay" that sent the shopper to the payment page, to fill the checkout again
 * after a decline: the addresses saved by that "pay" replace "new", so their fields need no retyping.
 */
export function checkoutChoices(
  value: CheckoutValues,
  saved: { shipping?: string; billing?: string },
): CheckoutChoices {
  const chosen: CheckoutChoices = {
    ...Object.fromEntries(CHOICE_FIELDS.map((field) => [field, value[field]]).filter(([, text]) => text)),
  };
  if (saved.shipping) chosen.shipping_address = saved.shipping;
  if (saved.billing) chosen.billing_address = saved.billing;
  return chosen;
}
