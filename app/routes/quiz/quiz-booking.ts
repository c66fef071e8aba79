/**
 * The quiz's booking steps (issue 15, decision 0030): the membership choice, the frequency and the
 * checkout's form rules, the same in the action and in the browser (Conform), with the landing
 * wishes and the API's refusals turned into locale keys. Pure: unit-tested in
 * quiz-booking.test.ts beside it.
 */
import { z } from "zod";
import { CODE_ERRORS, CODE_MAX_LENGTH, codeErrorMessageKey } from "#domain/checkout.js";
import { isIsoDate, normalizeDateInput } from "#domain/profiles.js";
import { SUBSCRIPTION_FREQUENCIES } from "#domain/quiz.js";
import { addressShape, withPostcodeRule } from "../../lib/address-form";

const savedId = /^[1-9][0-9]{0,8}$/;

// ── Membership and frequency ──────────────────────────────────────────────────────────────────

export const MEMBERSHIPS = ["one-shot", "subscription"] as const;
export type Membership = (typeof MEMBERSHIPS)[number];

export const membershipSchema = z.object({
  membership: z.enum(MEMBERSHIPS, { error: "quiz-booking.membership.error.required" }),
});

const FREQUENCY_VALUES = SUBSCRIPTION_FREQUENCIES.map(String) as [string, ...string[]];

export const frequencySchema = z.object({
  frequency: z.enum(FREQUENCY_VALUES, { error: "quiz-booking.subscription.error.required" }).transform(Number),
});

/** ?frequency=N of the checkout's URL: one of the allowed months, else null (a one shot). */
export function readFrequency(value: string | null): number | null {
  return value !== null && (FREQUENCY_VALUES as readonly string[]).includes(value) ? Number(value) : null;
}

// ── Checkout ──────────────────────────────────────────────────────────────────────────────────

/** The window the API allows for the first delivery (GET …/delivery-window), both ends included. */
export type DeliveryWindow = { earliest: string; latest: string };

const address = () => withPostcodeRule(z.object(addressShape));

const fields = {
  shipping_address: z
    .string({ error: "quiz-booking.checkout.error.address_required" })
    .regex(/^(new|[1-9][0-9]{0,8})$/, { message: "quiz-booking.checkout.error.address_required" }),
  // A browser without a date picker takes 24/12/2026 as the shopper writes it
  delivery_date: z
    .string({ error: "quiz-booking.checkout.error.date_required" })
    .trim()
    .min(1, { message: "quiz-booking.checkout.error.date_required" })
    .transform(normalizeDateInput)
    .refine(isIsoDate, { message: "quiz-booking.checkout.error.date_invalid" }),
  payment_method_id: z
    .string({ error: "quiz-booking.checkout.error.payment_required" })
    .regex(savedId, { message: "quiz-booking.checkout.error.payment_required" })
    .transform(Number),
  // The banner's first-box code or any box code: checked by the API, applied when the box is paid
  code: z.string().trim().max(CODE_MAX_LENGTH, { message: "money.code_invalid" }).optional(),
};

/** Every field the form may send, for Conform's types (the new address is optional here). */
export const bookingShape = z.object({ ...fields, shipping_new: address().optional() });
export type BookingValues = z.output<typeof bookingShape>;

/**
 * The schema of one submission: the new address's fields count only when "a new address" is
 * chosen (without JavaScript they are always on the page), and the date is checked against the
 * window when it is known (the API checks it again).
 */
export function bookingSchema(form: { get(name: string): unknown }, window?: DeliveryWindow | null) {
  const typedNew = form.get("shipping_address") === "new";
  return z.object({ ...fields, ...(typedNew ? { shipping_new: address() } : {}) }).superRefine((value, ctx) => {
    if (!window) return;
    if (value.delivery_date < window.earliest || value.delivery_date > window.latest) {
      ctx.addIssue({ code: "custom", path: ["delivery_date"], message: DATE_OUT_OF_RANGE });
    }
  }) as unknown as typeof bookingShape;
}

export const DATE_OUT_OF_RANGE = "quiz-booking.checkout.error.date_out_of_range";

/**
 * The wished products of a landing page (sugg_c / sugg_ids, kept in the session as strings) as the
 * request's wishes: whole positive ids only, each product once.
 */
export function landingWishes(
  wishes: readonly { id: string; variant_id?: string }[] | undefined,
): { product_id: number; variant_id: number | null }[] {
  const whole = (value: string | undefined) => (value !== undefined && savedId.test(value) ? Number(value) : null);
  const seen = new Set<number>();
  const out: { product_id: number; variant_id: number | null }[] = [];
  for (const wish of wishes ?? []) {
    const product = whole(wish.id);
    if (product === null || seen.has(product)) continue;
    seen.add(product);
    out.push({ product_id: product, variant_id: whole(wish.variant_id) });
  }
  return out;
}

type Problem = { type?: string; detail?: string; errors?: Record<string, string[]> } | undefined;

/** Where a refusal is shown: beside a field of the form, or above it. */
export type BookingRefusal = {
  field?: "shipping_address" | "delivery_date" | "payment_method_id" | "code";
  message: string;
};

/** What to show for the API's refusal of the subscription or the request (§5, §8: never a fraud label). */
export function bookingRefusal(status: number, problem: Problem): BookingRefusal {
  const type = problem?.type;
  if (type && (CODE_ERRORS as readonly string[]).includes(type)) {
    return { field: "code", message: codeErrorMessageKey(type, problem?.detail) };
  }
  if (type === "DELIVERY_DATE_OUT_OF_RANGE") return { field: "delivery_date", message: DATE_OUT_OF_RANGE };
  if (type === "PAYMENT_METHOD_EXPIRED") {
    return { field: "payment_method_id", message: "quiz-booking.checkout.error.payment_expired" };
  }
  const errors = Object.keys(problem?.errors ?? {});
  if (status === 400 || status === 422) {
    if (errors.includes("delivery_date"))
      return { field: "delivery_date", message: "quiz-booking.checkout.error.date_invalid" };
    if (errors.includes("payment_method_id")) {
      return { field: "payment_method_id", message: "quiz-booking.checkout.error.payment_required" };
    }
    if (errors.includes("shipping_address_id")) {
      return { field: "shipping_address", message: "quiz-booking.checkout.error.address_required" };
    }
  }
  // An address or a card removed meanwhile (in another tab), or a plan that ended
  if (status === 404 || status === 422) return { message: "quiz-booking.checkout.error.gone" };
  return { message: "quiz-booking.checkout.error.failed" };
}
