/**
 * Payment rules shared by the API and the storefront: which payment kinds a client may use, and
 * the code a failed payment is reported with (§8).
 */
import type { CountryCode } from "./locales";

/** Payment kinds (§3 platforms without their gateway). */
export const PAYMENT_KINDS = ["card", "paypal", "klarna_paylater", "klarna_paynow", "ideal"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * Countries where a kind is offered; a kind missing here is offered everywhere. iDEAL is Dutch;
 * Klarna is sold to shoppers of Germany, Austria, the Netherlands and Belgium.
 */
const KIND_COUNTRIES: Partial<Record<PaymentKind, readonly CountryCode[]>> = {
  ideal: ["NL"],
  klarna_paylater: ["DE", "AT", "NL", "BE"],
  klarna_paynow: ["DE", "AT", "NL", "BE"],
};

/**
 * Box orders are charged later, for what the client keeps, with a saved method: only kinds that can
 * be saved (card, PayPal) serve them. Shop orders are paid at once, so every kind serves them.
 */
const REUSABLE_KINDS: readonly PaymentKind[] = ["card", "paypal"];

/** The kinds offered to a client of this country (null: not known yet) for a shop or a box order. */
export function availablePaymentKinds(country: CountryCode | null, forShop: boolean): PaymentKind[] {
  return PAYMENT_KINDS.filter((kind) => {
    if (!forShop && !REUSABLE_KINDS.includes(kind)) return false;
    const countries = KIND_COUNTRIES[kind];
    return !countries || (country !== null && countries.includes(country));
  });
}

/** The error a provider reports for a failed payment (Stripe's names; Adyen's are mapped to them). */
export type ProviderPaymentError = { decline_code?: string | null; code?: string | null; type?: string | null };

/** §8: the code of a payment error is its decline_code, else its code, else its type. */
export function paymentErrorCode(error: ProviderPaymentError): string | null {
  return error.decline_code || error.code || error.type || null;
}

/** A card setup that failed is reported with this code (§8). */
export const SETUP_INTENT_FAILED = "SETUP_INTENT_FAILED";

/** The shopper left the provider's hosted page with its cancel link: the payment failed with this code. */
export const PAYMENT_CANCELLED = "payment_cancelled";

/** Decline codes the sandbox payment page offers (Stripe's decline codes). */
export const SANDBOX_DECLINE_CODES = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "lost_card",
  "stolen_card",
  "processing_error",
  "do_not_honor",
] as const;
